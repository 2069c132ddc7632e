"""The bot levels: the packaged table's consistency and the calibration command (short)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from seaboard.cli.calibrate import main, parser, seatings
from seaboard.ratings import GROUPS, LEVELS, Rating, bot_rating, offered
from seaboard.ratings.levels import bot_table
from seaboard.ratings.model import bot_display


def test_every_offered_level_has_a_rating_in_every_group() -> None:
    table = bot_table()
    assert table["levels"] == [level.spec for level in LEVELS]
    assert sorted(table["ratings"]) == sorted(GROUPS)
    for group in GROUPS:
        assert table["games"][group]["games"] > 0
        for level in LEVELS:
            entry = table["ratings"][group][level.spec]
            rating = bot_rating(level.spec, group)
            assert rating == Rating(entry["mu"], entry["sigma"])
            assert entry["display"] == bot_display(rating)


def test_the_table_keeps_the_command_that_made_it() -> None:
    words = shlex.split(bot_table()["command"])
    assert words[:3] == ["python", "-m", "seaboard.cli.calibrate"]
    args = parser().parse_args(words[3:])
    assert args.seed == bot_table()["model"]["order_seed"]


def test_random_is_the_weakest_level_everywhere() -> None:
    for group in GROUPS:
        ratings = {level.spec: bot_rating(level.spec, group).mu for level in LEVELS}
        assert min(ratings, key=lambda spec: ratings[spec]) == "random", group


def test_the_levels_as_the_api_lists_them() -> None:
    listed = offered()
    assert [b["spec"] for b in listed] == [level.spec for level in LEVELS]
    for bot in listed:
        assert bot["title"] and set(bot["ratings"]) == set(GROUPS)
        assert all(isinstance(r, int) for r in bot["ratings"].values())


def test_team_seatings_split_the_levels_every_way() -> None:
    got = seatings("land-vs-sea", 4, ["a", "b", "c", "d"])
    splits = {frozenset((frozenset(s[0::2]), frozenset(s[1::2]))) for s in got}
    assert len(got) == 6 and len(splits) == 3
    assert seatings("flotsam-fight", 2, ["a", "b", "c"]) == [
        ("a", "b"),
        ("b", "a"),
        ("b", "c"),
        ("c", "b"),
    ]


def test_a_short_calibration_runs_and_repeats_itself(tmp_path: Path) -> None:
    argv = [
        "--groups",
        "flotsam-fight/2p,flotsam-fight/3-6p",
        "--levels",
        "random,greedy,ismcts:iterations=3",
    ]
    argv += ["--rounds", "1", "--rounds-for", "flotsam-fight/2p=6", "--jobs", "1"]
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert main([*argv, "--out", str(first)]) == 0
    assert main([*argv, "--out", str(second)]) == 0
    table = json.loads(first.read_text())
    assert table["command"].endswith(f"--out {first}")
    assert table["games"]["flotsam-fight/2p"]["games"] == 6 * 4
    assert table["games"]["flotsam-fight/3-6p"]["player_counts"] == [3]
    two = table["ratings"]["flotsam-fight/2p"]
    assert two["greedy"]["mu"] > two["random"]["mu"]
    assert json.loads(second.read_text())["ratings"] == table["ratings"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--groups", "chess/2p"], "there is no rating group 'chess/2p'"),
        (["--levels", "random"], "at least two levels"),
        (["--levels", "random,nobody"], "unknown bot 'nobody'"),
        (["--groups", "land-vs-sea/teams", "--levels", "random,greedy"], "needs more than 2"),
        (["--rounds-for", "ebbe-flut/2p=x"], "must be GROUP=N"),
    ],
)
def test_bad_arguments_give_one_line(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "never.json"
    assert main([*argv, "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not out.exists()


def test_the_ratings_package_imports_no_front_end() -> None:
    # ratings are pure functions the server calls; the calibration command plays games
    # through the command line layer, so it lives there (seaboard.cli.calibrate)
    import ast

    import seaboard.ratings

    for path in Path(seaboard.ratings.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert not name.startswith(("seaboard.cli", "seaboard.server")), (path, name)

"""The bot levels: the packaged table's consistency and the calibration command (short)."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from seaboard.bots import make_bot
from seaboard.cli.calibrate import parser, seatings
from seaboard.engine import names
from seaboard.ratings import GROUPS, LEVELS, Rating, bot_rating, offered
from seaboard.ratings.levels import bot_table, calibrated, ladder, level_name, offered_in
from seaboard.ratings.model import bot_display


def test_every_rated_level_was_played_and_reads_as_the_table_says() -> None:
    table = bot_table()
    assert sorted(table["ratings"]) == sorted(GROUPS)
    for group in GROUPS:
        game = group.partition("/")[0]
        assert table["levels"][group] == [level.spec for level in ladder(game)]
        assert table["games"][group]["games"] > 0
        for spec, entry in table["ratings"][group].items():
            assert table["games"][group]["per_level"][spec] > 0
            assert calibrated(spec, group)
            rating = bot_rating(spec, group)
            assert rating == Rating(entry["mu"], entry["sigma"])
            assert entry["display"] == bot_display(rating)


def test_the_table_keeps_the_command_that_made_it() -> None:
    words = shlex.split(bot_table()["command"])
    assert words[:3] == ["python", "-m", "seaboard.cli.calibrate"]
    args = parser().parse_args(words[3:])
    assert args.seed == bot_table()["model"]["order_seed"]


def test_random_is_the_weakest_level_everywhere() -> None:
    for group in GROUPS:
        rated = bot_table()["ratings"][group]
        ratings = {spec: bot_rating(spec, group).mu for spec in rated}
        assert min(ratings, key=lambda spec: ratings[spec]) == "random", group


def test_the_ladder_has_five_to_seven_named_levels_in_every_game() -> None:
    for game in names():
        levels = ladder(game)
        assert 5 <= len(levels) <= 7
        assert levels[0].spec == "random"
        assert len({level.name for level in levels}) == len(levels)
        for level in levels:
            make_bot(level.spec)  # within the bounds any spec must keep
            assert "think" not in level.spec  # fixed budgets, never seconds
    # one name per spec wherever it is offered
    assert len({level.spec for level in LEVELS}) == len(LEVELS)


def test_the_levels_as_the_api_lists_them() -> None:
    listed = offered()
    assert [b["spec"] for b in listed] == [level.spec for level in LEVELS]
    for bot, level in zip(listed, LEVELS, strict=True):
        assert bot["title"] == level.title and bot["name"] == level.name
        assert set(bot["ratings"]) == {g for g in GROUPS if calibrated(level.spec, g)}
        assert all(isinstance(r, int) for r in bot["ratings"].values())
        assert set(bot["seconds_per_move"]) == set(level.games)
        assert all(0 <= s <= 3 for s in bot["seconds_per_move"].values())


def test_a_retired_level_keeps_its_name_and_rating() -> None:
    old = "ismcts:iterations=25"
    assert level_name(old) == "Strong" and not offered_in("ebbe-flut", old)
    assert bot_rating(old, "ebbe-flut/2p") == Rating(28.8015, 4.3591)
    with pytest.raises(KeyError):
        bot_rating("ismcts:iterations=7", "ebbe-flut/2p")


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

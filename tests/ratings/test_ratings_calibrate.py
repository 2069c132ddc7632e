"""The calibration command: it resumes without playing a game twice, a run in parts gives
the table of one run, Ray plays the games of the local backend, bad arguments get one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from seaboard.cli.calibrate import Results, main, schedule

CHEAP = [
    "--groups",
    "flotsam-fight/2p,flotsam-fight/3-6p",
    "--levels",
    "random,greedy,ismcts:iterations=3",
]


def calibrate(tmp: Path, name: str, *extra: str, results: Path | None = None) -> dict[str, Any]:
    out = tmp / f"{name}.json"
    found = results or tmp / f"{name}.jsonl"
    assert main([*CHEAP, "--jobs", "1", "--results", str(found), "--out", str(out), *extra]) == 0
    table: dict[str, Any] = json.loads(out.read_text())
    return table


def games_in(path: Path) -> list[dict[str, Any]]:
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    return [line for line in lines if "run" not in line]


def keys(rows: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return [(r["group"], r["players"], r["seed"], tuple(r["bots"])) for r in rows]


def test_a_run_in_parts_plays_each_game_once_and_gives_the_table_of_one_run(
    tmp_path: Path,
) -> None:
    whole = calibrate(tmp_path, "whole", "--games", "6")
    parts = tmp_path / "parts.jsonl"
    first = calibrate(tmp_path, "first", "--games", "2", results=parts)
    assert first["games"]["flotsam-fight/2p"]["games"] == 2 * 2  # two windows, 2 games each
    played = len(games_in(parts))
    # a run stopped mid-way: its last game's line cut short, as a kill leaves it
    text = parts.read_text()
    parts.write_text(text + '{"group": "flotsam-fight/2p", "pla')
    second = calibrate(tmp_path, "second", "--games", "6", results=parts)
    rows = games_in_lenient(parts)
    assert len(keys(rows)) == len(set(keys(rows)))  # no game twice
    assert sorted(keys(rows)) == sorted(keys(games_in(tmp_path / "whole.jsonl")))
    assert second["runs"][-1]["played"] == len(rows) - played
    assert second["ratings"] == whole["ratings"] and second["ahead"] == whole["ahead"]
    assert second["games"]["flotsam-fight/2p"]["games"] == 12
    # a third run has nothing left to play
    third = calibrate(tmp_path, "third", "--games", "6", results=parts)
    assert third["runs"][-1]["played"] == 0 and third["ratings"] == whole["ratings"]
    assert len(third["runs"]) == 3
    # fitting only, with a larger target, plays nothing and writes the same table
    fitted = calibrate(tmp_path, "fitted", "--games", "50", "--fit-only", results=parts)
    assert fitted["runs"][-1]["played"] == 0 and fitted["ratings"] == whole["ratings"]


def games_in_lenient(path: Path) -> list[dict[str, Any]]:
    games, _ = Results(path).read()
    return list(games.values())


def test_the_table_says_what_it_measured(tmp_path: Path) -> None:
    table = calibrate(tmp_path, "t", "--games", "4")
    two = table["games"]["flotsam-fight/2p"]
    assert two["per_level"] == {"random": 4, "greedy": 8, "ismcts:iterations=3": 4}
    assert table["games"]["flotsam-fight/3-6p"]["player_counts"] == [3]
    assert two["wall_seconds"] > 0 and two["game_seconds"] > 0
    pairs = table["ahead"]["flotsam-fight/2p"]
    assert [(p["lower"], p["upper"], p["games"]) for p in pairs] == [
        ("random", "greedy", 4),
        ("greedy", "ismcts:iterations=3", 4),
    ]
    assert all(p["low"] <= p["rate"] <= p["high"] for p in pairs)
    assert table["ratings"]["flotsam-fight/2p"]["greedy"]["mu"] > 25  # greedy beat random
    assert table["command"].startswith("python -m seaboard.cli.calibrate --groups")


def test_top_plays_the_weakest_levels_and_the_table_keeps_the_whole_ladder(
    tmp_path: Path,
) -> None:
    table = calibrate(tmp_path, "top", "--games", "2", "--top", "2", "--groups", "flotsam-fight/2p")
    two = table["games"]["flotsam-fight/2p"]
    assert two["games"] == 2 and two["per_level"]["ismcts:iterations=3"] == 0
    assert table["levels"]["flotsam-fight/2p"] == CHEAP[3].split(",")
    assert set(table["ratings"]["flotsam-fight/2p"]) == {"random", "greedy"}  # the rest: unplayed
    assert table["games"]["flotsam-fight/3-6p"]["games"] == 0  # every group is in the table
    assert table["ratings"]["land-vs-sea/teams"] == {}


def test_the_schedule_plays_every_window_round_by_round() -> None:
    jobs = schedule("flotsam-fight/2p", ["a", "b", "c"], 4, seed=10)
    assert [(j.seed, j.bots) for j in jobs[:4]] == [
        (10, ("a", "b")),
        (10, ("b", "a")),
        (10, ("b", "c")),
        (10, ("c", "b")),
    ]
    assert len(jobs) == 8 and jobs[-1].seed == 11


def test_ray_and_local_processes_play_the_games_of_one_process(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    from seaboard.study import backends

    def played(name: str) -> list[dict[str, Any]]:
        rows = [
            {k: v for k, v in r.items() if k != "think_seconds"}
            for r in games_in(tmp_path / f"{name}.jsonl")
        ]
        return sorted(rows, key=lambda r: (r["group"], r["players"], r["seed"], r["bots"]))

    one = calibrate(tmp_path, "one", "--games", "2")
    two = calibrate(tmp_path, "two", "--games", "2", "--jobs", "2")
    backends.start_ray(2, None)
    try:
        on_ray = calibrate(tmp_path, "ray", "--games", "2", "--backend", "ray", "--jobs", "2")
    finally:
        backends.ray_module().shutdown()
    assert played("ray") == played("one") == played("two") and len(played("one")) == 7
    assert on_ray["ratings"] == one["ratings"] == two["ratings"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--groups", "chess/2p"], "there is no rating group 'chess/2p'"),
        (["--levels", "random"], "at least two levels"),
        (["--levels", "random,nobody"], "unknown bot 'nobody'"),
        (["--groups", "land-vs-sea/teams", "--levels", "random,greedy"], "needs more than 2"),
        (["--games-for", "ebbe-flut/2p=x"], "must be GROUP=N"),
        (["--games", "0"], "--games must be at least 1"),
        (["--top", "1"], "--top must be at least 2"),
        (["--backend", "spark"], "choose local or ray"),
        (["--levels", "ismcts:iterations=999999,greedy"], "iterations must be 1 to"),
    ],
)
def test_bad_arguments_give_one_line(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out, found = tmp_path / "never.json", tmp_path / "never.jsonl"
    assert main([*argv, "--out", str(out), "--results", str(found)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not out.exists() and not found.exists()

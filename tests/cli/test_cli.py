"""The ``seaboard`` command, driven in-process on the test game and as a real process."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

import seaboard
from seaboard.cli.main import main
from seaboard.cli.simulate import jobs_for

pytestmark = pytest.mark.usefixtures("toy_registered")


def run(argv: list[str], stdin: str = "", monkeypatch: pytest.MonkeyPatch | None = None) -> int:
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    return main(argv)


def test_list_shows_the_games_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    assert "pick-up" in out and "tokens=7" in out


def test_play_saves_a_record_that_replays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    commands = "\n".join(["#2", "take 1", "#1", "#2", "#1", "#1", "#1"]) + "\n"
    code = run(
        ["play", "pick-up", "--seed", "5", "--seats", "human,random", "--record", str(record)],
        commands,
        monkeypatch,
    )
    assert code == 0
    data = json.loads(record.read_text())
    assert data["game"] == "pick-up" and data["seed"] == 5
    assert data["seats"] == ["human", "random"]
    assert data["result"] is not None, capsys.readouterr().out
    assert sum(int(a.split()[1]) for a in data["actions"]) == 7
    capsys.readouterr()
    assert run(["replay", str(record)], "", monkeypatch) == 0
    out = capsys.readouterr().out
    assert f"step {len(data['actions'])} of {len(data['actions'])}" in out


@pytest.mark.parametrize("seed", [7, 2**130 + 11])
def test_a_chosen_seed_deals_that_game_and_is_kept(
    seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    argv = ["play", "ebbe-flut", "--seed", str(seed), "--seats", "random,random"]
    assert run([*argv, "--record", str(record)], "", monkeypatch) == 0
    assert f"your seed {seed}" in capsys.readouterr().out
    data = json.loads(record.read_text())
    assert data["seed"] == seed and data["seed_chosen"] is True
    game = seaboard.load("ebbe-flut")
    assert game.replay(seed, data["actions"]).is_terminal
    # the same seed and seats play the same game again
    again = tmp_path / "again.json"
    assert run([*argv, "--record", str(again)], "", monkeypatch) == 0
    assert json.loads(again.read_text())["actions"] == data["actions"]


def test_undo_is_refused_with_the_shared_rules_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    # Two humans: seat 0 takes 1, seat 1 may not undo seat 0's action, takes 2; then quit.
    commands = "\n#1\n\nundo\n#2\nquit\n"
    run(
        ["play", "pick-up", "--seed", "1", "--seats", "human,human", "--record", str(record)],
        commands,
        monkeypatch,
    )
    out = capsys.readouterr().out
    assert "Cannot take back take 1: the last action was not yours" in out
    assert "Pass the device to" in out
    assert json.loads(record.read_text())["actions"] == ["take 1", "take 2"]


def test_bad_input_during_play_keeps_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    commands = "take 9\n7\nfly\nquit\n"
    run(["play", "pick-up", "--seed", "1", "--record", str(record)], commands, monkeypatch)
    out = capsys.readouterr().out
    assert "only 7 token" not in out and "'7' is not an action" in out
    assert "'fly' is not an action or a command here. Legal now: take 1, take 2" in out
    assert json.loads(record.read_text())["actions"] == []


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "pick-up", "--players", "9"], "2 to 3 players"),
        (["play", "pick-up", "--option", "tokens"], "must be written key=value"),
        (["play", "pick-up", "--option", "tokens=-1"], "tokens=-1 is not allowed"),
        (["play", "pick-up", "--seats", "human,wizard"], "unknown bot 'wizard'"),
        (["simulate", "pick-up", "--bots", "random,random,random"], "3 bots given"),
        (["simulate", "pick-up", "--jobs", "0"], "--jobs must be at least 1"),
        (["lab", "pick-up", "--out", "/tmp/x", "--compare", "tokens"], "key=value1,value2"),
        (["replay", "/nonexistent/record.json"], "cannot read"),
        (["play", "pick-up", "--hint-seconds", "0"], "--hint-seconds must be more than 0"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_corrupt_record_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "seaboard-record", "game": "pick-up", "players": 2}')
    assert main(["replay", str(bad)]) == 2
    assert "field 'options' must be dict" in capsys.readouterr().err
    bad.write_text(
        json.dumps(
            {
                "format": "seaboard-record",
                "game": "pick-up",
                "players": 2,
                "options": {"tokens": 7},
                "seed": 1,
                "actions": ["take 1", "take 7"],
            }
        )
    )
    assert main(["replay", str(bad)]) == 2
    assert "record action 2 ('take 7')" in capsys.readouterr().err


def test_simulate_prints_statistics_and_keeps_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "games.jsonl"
    argv = ["simulate", "pick-up", "--games", "12", "--jobs", "1", "--rotate"]
    assert main([*argv, "--out", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "12 games" in out and "95% CI" in out
    assert "win rate of the player who moved first" in out
    rows = [json.loads(line) for line in out_file.read_text().splitlines()]
    assert len(rows) == 12
    assert all(sum(int(a.split()[1]) for a in r["actions"]) == 7 for r in rows)
    # the first player is the seat that took the first action (pick-up has no opening)
    assert all(r["first_player"] == seat_of_first_action(r) for r in rows)


def seat_of_first_action(row: dict[str, object]) -> int | None:
    state = seaboard.load("pick-up", 2).new(int(row["seed"]))  # type: ignore[call-overload]
    return state.to_move


def test_simulate_fills_the_remaining_seats_with_the_last_bot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "games.jsonl"
    argv = ["simulate", "pick-up", "--players", "3", "--bots", "greedy,random", "--games", "3"]
    assert main([*argv, "--jobs", "1", "--out", str(out_file)]) == 0
    rows = [json.loads(line) for line in out_file.read_text().splitlines()]
    assert [r["bots"] for r in rows] == [["greedy", "random", "random"]] * 3
    assert "per bot" in capsys.readouterr().out


def test_address_without_ray_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "pick-up", "--address", "10.0.0.1:6379"]) == 2
    err = capsys.readouterr().err
    assert "use it with --backend ray" in err and err.count("\n") == 1


def test_bench_reports_throughput_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "pick-up", "--seconds", "0.05", "--json"]) == 0
    (result,) = json.loads(capsys.readouterr().out)
    assert result["game"] == "pick-up" and result["actions_per_s"] > 0
    assert 1 <= result["mean_legal"] <= 2


def test_the_installed_command_exits_2_without_a_traceback() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "seaboard.cli.main", "play", "no-such-game"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("seaboard: unknown game") and "Traceback" not in proc.stderr


def test_the_turn_clock_times_out_on_a_silent_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from seaboard.cli.play import read_stdin

    read_end, write_end = os.pipe()
    with os.fdopen(read_end) as silent:
        monkeypatch.setattr(sys, "stdin", silent)
        assert read_stdin(0.05) == "\x00timeout"
        os.write(write_end, b"end\n")
        assert read_stdin(1.0) == "end\n"
        os.close(write_end)
        assert read_stdin(1.0) is None


def test_tournament_rates_the_bots_and_keeps_every_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "t.jsonl"
    argv = ["tournament", "pick-up", "--bots", "greedy,random", "--games", "10", "--jobs", "1"]
    assert main([*argv, "--out", str(out_file)]) == 0
    out = capsys.readouterr().out
    assert "Elo" in out and "greedy" in out and "random" in out
    rows = [json.loads(line) for line in out_file.read_text().splitlines()]
    assert len(rows) == 10
    assert sorted({tuple(r["bots"]) for r in rows}) == [("greedy", "random"), ("random", "greedy")]


def test_rotate_plays_each_distinct_seating_once_per_deal() -> None:
    four = seaboard.load("land-vs-sea", 4)
    jobs = jobs_for(four, ["a", "b", "a", "b"], 6, seed=10, rotate=True)
    assert [(j.seed, j.bots) for j in jobs] == [
        (10, ("a", "b", "a", "b")),
        (10, ("b", "a", "b", "a")),
        (11, ("a", "b", "a", "b")),
        (11, ("b", "a", "b", "a")),
        (12, ("a", "b", "a", "b")),
        (12, ("b", "a", "b", "a")),
    ]
    three = jobs_for(seaboard.load("land-vs-sea", 3), ["x", "y", "y"], 3, seed=0, rotate=True)
    assert [j.bots for j in three] == [("x", "y", "y"), ("y", "y", "x"), ("y", "x", "y")]
    assert {j.seed for j in three} == {0}


def test_a_record_never_replaces_a_device(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "pick-up", "--record", "/dev/null"]) == 2
    assert "not a regular file" in capsys.readouterr().err
    assert not Path("/dev/null").is_file()


def test_simulate_names_seats_and_teams_in_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    argv = ["simulate", "land-vs-sea", "--players", "4", "--games", "4", "--jobs", "1"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    seat_rows = [line.split("│")[1:3] for line in lines if line.startswith("│")]
    assert [[cell.strip() for cell in row] for row in seat_rows[:4]] == [
        ["1", "Land 1"],
        ["2", "Sea 1"],
        ["3", "Land 2"],
        ["4", "Sea 2"],
    ]
    # the per-role table names each team as a whole
    teams = [line.split("│")[1].strip() for line in lines if "1, 3" in line or "2, 4" in line]
    assert teams == ["Land", "Sea"]

"""The terminal front end on every registered game: rules, a human turn, a bots' game."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from seaboard.cli.main import main
from seaboard.engine import game_class, names


def option_args(name: str) -> list[str]:
    players, options = game_class(name).conformance_configs()[0]
    args = ["--players", str(players)]
    for key, value in options.items():
        args += ["--option", f"{key}={value}"]
    return args


@pytest.mark.parametrize("name", names())
def test_rules_print_our_summary(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", name]) == 0
    out = capsys.readouterr().out
    assert "Rulings" in out and len(out) > 500


@pytest.mark.parametrize("name", names())
def test_a_human_plays_one_action_then_quits(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\n#1\nquit\n"))
    argv = ["play", name, *option_args(name), "--seats", "human,random", "--seed", "3"]
    assert main([*argv, "--record", str(record)]) == 0
    out = capsys.readouterr().out
    assert "list TEXT" in out and "saved to" in out
    data = json.loads(record.read_text())
    assert data["game"] == name and len(data["actions"]) >= 1


@pytest.mark.parametrize("name", names())
def test_bots_play_a_whole_game_that_replays(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    argv = ["play", name, *option_args(name), "--seats", "random", "--seed", "4"]
    assert main([*argv, "--record", str(record)]) == 0
    data = json.loads(record.read_text())
    assert data["result"] is not None and data["result"]["winners"]
    capsys.readouterr()
    assert main(["replay", str(record), "--seat", "1"]) == 0
    assert "Game over" in capsys.readouterr().out

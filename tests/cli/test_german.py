"""The terminal in German (issue 37): ``--lang de``, else the environment's language, the
help and argparse's words, the table's lines, ``rules`` and a refused language."""

from __future__ import annotations

import io
import re
import sys
from importlib import resources
from pathlib import Path

import pytest

from seaboard.catalogues import language
from seaboard.cli.main import main, replay_step
from seaboard.cli.render import result, score_line, seat_label
from seaboard.engine import load
from seaboard.per_game import package_of

# English words that no German line of the terminal's own holds (as the game words' scan).
ENGLISH = re.compile(
    r"\b(the|you|your|and|of|is|are|with|from|turn|has|have|which|left|wins|nobody|"
    r"player|takes|score|points?|over|game|saved|type|commands|since|nothing)\b",
    re.IGNORECASE,
)


def run(argv: list[str], stdin: str, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    return main(argv)


def own_lines(out: str, starts: tuple[str, ...]) -> list[str]:
    """The output's lines that begin with one of ``starts`` (the terminal's own lines)."""
    return [line for line in out.splitlines() if line.lstrip("> ").startswith(starts)]


def test_play_ebbe_flut_in_german_tells_the_table_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", "ebbe-flut", "--lang", "de", "--seats", "human,random", "--seed", "3"]
    commands = "help\nxyz\n#1\nlist\nundo\nlog\nquit\ny\n"
    assert run([*argv, "--record", str(tmp_path / "g.json")], commands, monkeypatch) == 0
    out = capsys.readouterr().out
    assert "Ebbe & Flut, Partie " in out and "dein Seed 3. Tippe help" in out
    assert "Seit dem Anfang:" in out
    assert "Du (Water) bist am Zug" in out or "Du (Wasser) bist am Zug" in out
    assert "Befehle:" in out and "den Tisch verlassen; die Partie bleibt gespeichert" in out
    assert "'xyz' ist hier weder ein Zug noch ein Befehl. Jetzt erlaubt:" in out
    assert "von 3 erlaubten Zügen" in out
    assert "lässt sich nicht zurücknehmen" in out
    assert "verlassen? Sie bleibt gespeichert" in out and "(j/n)" in out
    assert "(weiterspielen: seaboard resume " in out
    for english in ("Since the start", "Commands:", "Legal now", "to play", "Leave game"):
        assert english not in out
    starts = ("Seit ", "Befehle", "Jetzt ", "Partie ", "Du kannst", "Die vollständigen")
    for line in own_lines(out, starts):
        words = " ".join(w for w in line.split(":", 1)[0].split() if "/" not in w)
        found = ENGLISH.search(words)
        assert found is None, f"English {found.group(0)!r} in {line!r}"


def test_a_bot_game_ends_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", "ebbe-flut", "--lang", "de", "--seats", "random,random", "--seed", "3"]
    assert run([*argv, "--record", str(tmp_path / "g.json")], "", monkeypatch) == 0
    out = capsys.readouterr().out
    final = next(line for line in out.splitlines() if line.startswith("Endstand: "))
    assert final.endswith(("gewinnt.", "niemand gewinnt."))
    assert ENGLISH.search(final.replace("Water", "").replace("Land", "")) is None, final
    assert "gespeichert in" in out and "noch einmal ansehen: seaboard replay" in out


def test_lang_from_the_environment_and_lang_en_overrides_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    argv = ["play", "ebbe-flut", "--seats", "random,random", "--seed", "3"]
    assert run([*argv, "--record", str(tmp_path / "a.json")], "", monkeypatch) == 0
    assert "Endstand: " in capsys.readouterr().out
    english = [*argv, "--lang", "en", "--record", str(tmp_path / "b.json")]
    assert run(english, "", monkeypatch) == 0
    out = capsys.readouterr().out
    assert "Final scores: " in out and "Endstand" not in out
    monkeypatch.setenv("LC_ALL", "en_GB.UTF-8")  # LC_ALL before LANG
    assert run([*argv, "--record", str(tmp_path / "c.json")], "", monkeypatch) == 0
    assert "Final scores: " in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["--lang", "fr", "list"], ["list", "--lang=fr"], ["--lang"]])
def test_an_unknown_language_exits_2_with_one_line(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("seaboard: --lang ")
    assert "en, de" in lines[0]


def test_rules_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "land-vs-sea", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    german = resources.files(package_of("land-vs-sea")).joinpath("rules.de.md")
    if german.is_file():
        heading = next(line for line in german.read_text().splitlines() if line.strip())
        assert heading.lstrip("# ").strip() in out
        assert "noch nicht auf Deutsch" not in out
    else:  # the German rules are being written: the English ones, said so in German
        first = out.splitlines()[0]
        assert first.startswith("(Diese Regeln gibt es noch nicht auf Deutsch")
    assert main(["rules", "land-vs-sea"]) == 0
    assert "Deutsch" not in capsys.readouterr().out


def test_help_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help", "--lang", "de"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("Aufruf: seaboard")
    assert "Brettspiele spielen und untersuchen." in out
    assert "Optionen:" in out and "diese Hilfe zeigen und beenden" in out
    assert "im Terminal gegen Bots oder Freunde spielen" in out
    for english in ("usage:", "options:", "show this help", "play in the terminal"):
        assert english not in out
    with pytest.raises(SystemExit):
        main(["play", "--help", "--lang", "de"])
    out = capsys.readouterr().out
    assert "wohin die Partie gespeichert wird" in out and "--lang {en,de}" in out


def test_usage_errors_and_seaboard_errors_in_german(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as usage:
        main(["play", "--lang", "de"])
    assert usage.value.code == 2
    assert capsys.readouterr().err == (
        "seaboard: diese Argumente werden gebraucht: game (siehe --help)\n"
    )
    assert main(["play", "ebbe-flut", "--lang", "de", "--hint-seconds", "0"]) == 2
    assert "--hint-seconds muss größer als 0 sein" in capsys.readouterr().err
    assert main(["resume", "nosuchgame", "--lang", "de"]) == 2
    assert "keine unbeendete Partie 'nosuchgame'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["play", "--lang", "en"])
    assert "the following arguments are required" in capsys.readouterr().err


def test_the_shared_board_words_and_replay_keys_in_german() -> None:
    german = language("de", "ebbe-flut")
    view = load("ebbe-flut").new(3).view(0)
    assert seat_label(view, 0, german).endswith("(du)")
    assert seat_label(view, 0).endswith("(you)")
    assert "Pkt." in score_line(view, language=german).plain
    over = {**view, "winners": [0, 1], "seat": 0}
    assert result(over, german).startswith("Spielende: unentschieden, du teilst den Sieg mit")
    assert result({**over, "winners": [1]}, german).endswith("gewinnt")
    assert result({**over, "winners": []}, german) == "Spielende: niemand gewinnt"
    assert result({**over, "winners": [1, 0]}) == (
        f"Game over: a draw between you and {view['players'][1]['name']}"
    )
    states = [load("ebbe-flut").new(3)]
    assert replay_step("x", 0, states, german)[1].startswith("'x' ist keine Taste")
    assert replay_step("", 0, states, german)[1] == (
        "Hier endet die Partie (b: zurück, q: beenden)."
    )


def test_the_recent_games_list_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Titles, a date the German way and the state in words; a game begun with a chosen
    seed and left unfinished still reads "going on" (its seed is no sign of its end)."""
    monkeypatch.setenv("SEABOARD_DATA_DIR", str(tmp_path))
    argv = ["play", "flotsam-fight", "--seats", "human,random", "--seed", "4", "--lang", "de"]
    assert run(argv, "quit\nj\n", monkeypatch) == 0
    ended = ["play", "ebbe-flut", "--seats", "random,random", "--seed", "3", "--lang", "de"]
    assert run(ended, "", monkeypatch) == 0
    capsys.readouterr()
    assert run(["replay", "--lang", "de"], "", monkeypatch) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if "│" in line]
    flotsam = next(line for line in rows if "Flotsam Fight" in line)
    ebbe = next(line for line in rows if "Ebbe & Flut" in line)
    assert "läuft" in flotsam and "beendet" in ebbe
    assert re.search(r"\d\d\.\d\d\.20\d\d, \d\d:\d\d:\d\d", flotsam), flotsam


def test_simulate_tells_its_numbers_the_german_way(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Shares, intervals and means in German forms: "33,3 %", "9,7–70,0 %", "1,17"."""
    monkeypatch.setenv("COLUMNS", "160")
    argv = ["simulate", "flotsam-fight", "--games", "6", "--jobs", "1", "--bots", "random"]
    argv += ["--lang", "de"]
    assert run(argv, "", monkeypatch) == 0
    out = capsys.readouterr().out
    assert re.search(r"\d+,\d\u00a0%", out) and re.search(r"\d+,\d\u2013\d+,\d\u00a0%", out)
    assert not re.search(r"\d\.\d", out) and not re.search(r"\d%", out), out

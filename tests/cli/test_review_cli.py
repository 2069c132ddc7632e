"""``seaboard review``: accuracy, marks, the worst moves in words, the chart page; bad input
is one line and status 2."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from seaboard.bots.base import InfoState, make_bot
from seaboard.catalogues import language, percent
from seaboard.cli.main import main
from seaboard.cli.review import seat_names
from seaboard.engine import load
from seaboard.records import Record
from seaboard.review import Budget, core

SMALL = Budget(per_action=20, width=6)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "budget_for", lambda name: SMALL)


def finished(tmp_path: Path, over: bool = True) -> Path:
    game = load("flotsam-fight", 2)
    bots = [make_bot("random"), make_bot("greedy")]
    state = game.new(21)
    rng = random.Random(21)
    actions = []
    while not state.is_terminal and (over or len(actions) < 10):
        action = bots[state.to_move or 0].choose(InfoState.of(state, state.to_move or 0), rng)
        actions.append(str(action))
        state = state.apply(action)
    record = Record(game, 21, ["human", "greedy"], actions, game_id="rev123", seed_secret=not over)
    path = tmp_path / "game.json"
    record.save(path, state)
    return path


def test_review_prints_accuracy_worst_moves_in_words_and_writes_the_chart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "chart.html"
    assert main(["review", str(finished(tmp_path)), "--workers", "1", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "accuracy" in text and "Player 1" in text and "The greedy bot" in text
    assert "Better was:" in text  # random play loses chance somewhere
    page = out.read_text()
    assert page.count("<polyline") == 2 and "<circle" in page


def test_review_of_one_seat_calls_that_player_you(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["review", str(finished(tmp_path)), "--workers", "1", "--seat", "1"]) == 0
    text = capsys.readouterr().out
    assert "You" in text and "The greedy bot" not in text


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["nosuch"], "no game 'nosuch'"),
        (["GAME", "--seat", "3"], "--seat must be 1 to 2"),
        (["GAME", "--seat", "0"], "--seat must be 1 to 2"),
        (["LIVE"], "is not over"),
        (["GAME", "--workers", "0"], "--workers must be 1 to 64"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    live = tmp_path / "live"
    live.mkdir()
    paths = {"GAME": str(finished(tmp_path)), "LIVE": str(finished(live, over=False))}
    argv = ["review", *(paths.get(a, a) for a in args)]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_players_are_named_as_the_record_names_them() -> None:
    game = load("flotsam-fight", 3)
    record = Record(game, 1, ["human", "ismcts:think=0.5", "ana"])
    assert seat_names(record) == [None, "the ismcts bot", "ana"]
    served = Record(game, 1, ["ben", "bot:greedy", "empty"])
    assert seat_names(served) == ["ben", "the greedy bot", None]
    # two bots of one kind are told apart by their roles (Player 2, Player 3)
    alike = Record(game, 1, ["human", "random", "random"])
    assert seat_names(alike) == [None, None, None]
    mixed = Record(game, 1, ["random", "greedy", "random"])
    assert seat_names(mixed) == [None, "the greedy bot", None]


def test_a_folder_of_records_becomes_one_row_per_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    folder = tmp_path / "records"
    folder.mkdir()
    for name, over in (("a", True), ("b", True), ("live", False)):
        (tmp_path / name).mkdir()
        finished(tmp_path / name, over=over).rename(folder / f"{name}.json")
    out = tmp_path / "rows.jsonl"
    assert main(["review", str(folder), "--workers", "1", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    actions = sum(len(json.loads((folder / f"{n}.json").read_text())["actions"]) for n in "ab")
    assert len(rows) == actions
    assert {"record", "seq", "seat", "chance_before", "mark", "seat_accuracy"} <= set(rows[0])
    assert "1 not finished" in capsys.readouterr().out
    assert main(["review", str(folder), "--out", str(tmp_path / "rows.csv")]) == 2


def test_review_in_german_names_seats_and_writes_percentages_the_german_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = str(finished(tmp_path))
    assert main(["review", game, "--workers", "1", "--lang", "de"]) == 0
    text = capsys.readouterr().out
    assert "Genauigkeit" in text and "Spieler 1" in text and "Besser wäre gewesen:" in text
    # a share told in German has a space before its per cent sign ("84 %", never "84%")
    assert re.search(r"\d\u00a0%", text) and not re.search(r"\d%", text), text


def test_percent_in_each_language() -> None:
    assert percent(0.843) == "84%" and percent(0.8437, "en", 1) == "84.4%"
    assert percent(0.843, "de") == "84\u00a0%" and percent(0.8437, "de", 1) == "84,4\u00a0%"
    assert percent(1.0, language("de")) == "100\u00a0%"

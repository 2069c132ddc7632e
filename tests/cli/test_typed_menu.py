"""At the terminal, what a menu entry shows, typed, plays it: its words (without the #N) and
its short form (what `list` shows in brackets), in every game; the numbers are the board's."""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest
from rich.console import Console

import seaboard
from seaboard.cli.play import Table, make_seats
from seaboard.engine import names
from seaboard.records import Record


@pytest.mark.parametrize("name", names())
def test_typing_a_menu_entry_plays_it(data_dir: Path, name: str) -> None:
    game = seaboard.load(name)
    seats = make_seats(["human", *["random"] * (game.players - 1)], game.players)
    record = Record(game, 11, [s.spec for s in seats])
    rng = random.Random(36)
    expected: dict[int, str] = {}  # the position typed at -> the action it must play
    typed: list[str] = []

    def read_line(timeout: float | None) -> str | None:
        if len(typed) >= 8:
            return None
        items = table.entries(0)
        entry = rng.choice(items)
        worded = len(typed) % 2 == 0 and bool(entry.words)
        text = entry.words if worded else entry.notation
        expected[len(table.state.history)] = str(table.state.legal_actions()[entry.number - 1])
        typed.append(text)
        return text

    out = io.StringIO()
    table = Table(game, record, seats, data_dir / "t.json", Console(file=out), read_line=read_line)
    table.run()
    assert len(typed) == 8
    for at, action in expected.items():
        assert record.actions[at] == action, f"{typed} played {record.actions}"
    # what was typed holds no notation counted from 0 and no card codes
    assert not any(re.search(r"\bmov\d|\bfige?\d\d|@|\btake 0\b|\bdraw 0\b", t) for t in typed)
    assert "is not an action" not in out.getvalue()

"""The El Switcher terminal renderer draws views of a random game without error."""

from __future__ import annotations

import random

from rich.console import Console

import seaboard
from seaboard.cli.render.el_switcher import render


def text_of(view: dict[str, object]) -> str:
    console = Console(width=160, record=True, color_system="truecolor")
    console.print(render(view))
    return console.export_text()


def test_renders_views_of_a_random_game() -> None:
    game = seaboard.load("el-switcher", players=3, deck="short", max_turns=9)
    rng = random.Random(2)
    state = game.new(2)
    shown = 0
    while not state.is_terminal:
        if rng.random() < 0.2:
            for seat in (None, 0, 1, 2):
                view = state.view(seat)
                out = text_of(view)
                assert "Forbidden colour" in out
                for card in view["figures"][0]:
                    assert card["card"] in out
                if seat is not None:
                    assert "  ".join(view["hand"]) in out
                shown += 1
        state = state.play(rng.choice(state.legal_actions()))
    final = text_of(state.view(None))
    assert "Game over" in final
    assert shown > 0


def test_shows_scores_board_and_clock() -> None:
    state = seaboard.load("el-switcher", players=2).new(7)
    view = state.view(0)
    out = text_of(view)
    for row in view["board"]:
        assert " ".join(row) in out.replace("  ", " ").replace("  ", " ")
    assert "2:00 left" in out
    assert "formed" in out

"""The Ebbe & Flut terminal renderer draws views of a random game without error."""

from __future__ import annotations

import random

from rich.console import Console

import seaboard
from seaboard.cli.render.ebbe_flut import render


def text_of(view: dict[str, object]) -> str:
    console = Console(width=120, record=True, color_system=None)
    console.print(render(view))
    return console.export_text()


def test_render_views_of_a_random_game() -> None:
    for players in (2, 1):
        game = seaboard.load("ebbe-flut", players=players)
        rng = random.Random(players)
        state = game.new(seed=players)
        step = 0
        saw_conflict = False
        conflicts_drawn = 0
        while not state.is_terminal:
            hot = conflicts_drawn < 3 and bool(state.view(None)["conflicts"])
            conflicts_drawn += hot
            if step % 40 == 0 or hot:
                for seat in [None, *range(players)]:
                    view = state.view(seat)
                    out = text_of(view)
                    assert "Ebbe & Flut" in out
                    assert f"{int(view['scores'][0])} scored" in out
                    if view["conflicts"]:
                        saw_conflict = True
                        assert "share" in out and "!" in out
            state = state.play(rng.choice(state.legal_actions()))
            step += 1
        final = text_of(state.view(0))
        assert "game over" in final
        assert saw_conflict


def test_render_shows_covered_counts_and_hides_the_opponents_cards() -> None:
    game = seaboard.load("ebbe-flut")
    view = game.new(seed=1).view(1)
    view["board"][2][3] = [
        {"owner": "water", "card": None},
        {"owner": "land", "card": "B2"},
        {"owner": "land", "card": "C5"},
    ]
    out = text_of(view)
    assert "C5" in out and "w:1?" in out and "l:B2" in out

"""The Flotsam Fight terminal renderer draws views of a random game."""

from __future__ import annotations

import random
from typing import Any

from rich.console import Console

import seaboard
from seaboard.cli.render.flotsam_fight import render


def text_of(view: dict[str, Any]) -> str:
    console = Console(width=110, record=True, color_system=None)
    console.print(render(view))
    return console.export_text()


def test_renders_views_of_a_random_game() -> None:
    game = seaboard.load("flotsam-fight", players=3)
    state = game.new(12)
    rng = random.Random(12)
    step = 0
    while not state.is_terminal:
        if step % 40 == 0:
            seat = state.to_move
            out = text_of(state.view(seat))
            assert "Lifeboats:" in out and f"of {game.players} allowed" in out
            assert "Your hand" in out
            hand = state.view(seat)["hand"]
            assert all(str(card) in out for card in hand)
            assert "Player 3" in out
            assert "Your hand" not in text_of(state.view(None))
        state = state.play(rng.choice(state.legal_actions()))
        step += 1
    out = text_of(state.view(None))
    assert "Game over" in out
    for score in state.scores:
        assert f"{score:g}" in out
    winner = min(state.winners)
    assert f"Winner: Player {winner + 1}" in out


def test_hand_shows_where_each_card_fits() -> None:
    view = seaboard.load("flotsam-fight", players=2).new(1).view(0)
    view = {**view, "hand": [35, 49]}
    view["boats"] = [dict(b) for b in view["boats"]]
    view["boats"][4] = {"number": 7, "active": True, "cards": [42]}
    view["active_count"] = 1
    rows = [line.split() for line in text_of(view).splitlines()]
    # 35 fits boat 5 (inactive, may open) but not 7 (42 on top); 49 fits 7.
    assert ["35", "5"] in rows
    assert ["49", "7"] in rows

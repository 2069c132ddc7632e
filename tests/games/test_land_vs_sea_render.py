"""Land vs Sea: the terminal renderer draws views of a random game."""

from __future__ import annotations

import random

from rich.console import Console

import seaboard
from seaboard.cli.render.land_vs_sea import render


def test_renders_views_of_a_random_game() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(2)
    state = game.new(2)
    shown = 0
    while not state.is_terminal:
        if len(state.history) % 40 == 0:
            for seat in (None, 0, 1):
                console = Console(width=200, record=True)
                console.print(render(state.view(seat)))
                text = console.export_text()
                assert "Land" in text and "Sea" in text and "Stacks" in text
                shown += 1
        state = state.apply(rng.choice(state.legal_actions()))
    console = Console(width=200, record=True)
    console.print(render(state.view(0)))
    text = console.export_text()
    scores = state.scores
    assert f"Land {scores[0]:g}" in text and f"Sea {scores[1]:g}" in text
    assert "game over" in text
    # the map shows every placed tile's label
    for cell in state.view(None)["map"][:5]:
        assert f"{cell['tile']}{cell['face']}" in text
    assert shown >= 3


def test_renders_the_three_player_game_with_waypoints() -> None:
    game = seaboard.load("land-vs-sea", 3)
    rng = random.Random(4)
    state = game.new(4)
    for _ in range(90):
        state = state.apply(rng.choice(state.legal_actions()))
    console = Console(width=200, record=True)
    console.print(render(state.view(2)))
    text = console.export_text()
    assert f"Cartographer {state.scores[2]:g}" in text
    placed = [w for w in state.view(2)["waypoints"] if w is not None]
    assert placed and all(f"at {w['q']},{w['r']}" in text for w in placed)

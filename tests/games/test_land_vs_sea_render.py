"""Land vs Sea: the terminal renderer draws views of a random game."""

from __future__ import annotations

import random
from typing import Any

import lvs_positions
from rich.console import Console

import seaboard
from seaboard.cli.render.land_vs_sea import HELP, render


def text_of(view: dict[str, Any], before: dict[str, Any] | None = None) -> str:
    console = Console(width=200, record=True, no_color=True)
    console.print(render(view, before=before))
    return console.export_text()


def test_renders_views_of_a_random_game() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(2)
    state = game.new(2)
    shown = 0
    while not state.is_terminal:
        if len(state.history) % 40 == 0:
            for seat in (None, 0, 1):
                text = text_of(state.view(seat))
                assert "Land" in text and "Sea" in text and "Stacks" in text
                shown += 1
        state = state.apply(rng.choice(state.legal_actions()))
    text = text_of(state.view(0))
    scores = state.scores
    assert f"Land (you) {scores[0]:g}" in text and f"Sea {scores[1]:g}" in text
    assert "Game over: " in text
    assert shown >= 3


def test_open_spaces_show_their_coordinates_and_rows_their_r() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(5)
    state = game.new(5)
    for _ in range(20):
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    text = text_of(view)
    for q, r in view["open"]:
        assert f"{q},{r}" in text
        assert f"r={r}" in text


def test_edges_of_one_region_share_a_symbol_and_the_bonus_names_it() -> None:
    game = seaboard.load("land-vs-sea")
    # 1b in the built-in set: land E NE, land W SW (two land regions), sea NW and SE
    s = lvs_positions.position(game, [(0, 0, "0a")], [["1b"], ["2a"]], [[], ["3a"]], 3)
    own = s.view(0)["hands"][0][0]["up"]
    text = text_of(s.view(0))
    regions = [r for r in own["regions"] if r["type"] == "L"]
    assert len(regions) == 2
    assert "▲ land" in text and "△ land" in text
    assert "Sea 0" in text and "h0u (up)" in text and "h0d (down)" in text


def test_markers_of_modules_not_in_play_are_left_out() -> None:
    plain = seaboard.load("land-vs-sea")
    full = seaboard.load("land-vs-sea", 2, mountains_coral=True, caravans_ships=True)
    # face 2b of the built-in set shows a Ship; 2a a Mountain
    views = []
    for game in (plain, full):
        s = lvs_positions.position(game, [(0, 0, "0a")], [["2a", "2b"], ["3a"]], [[], []], 3)
        views.append(text_of(s.view(0)))
    assert "Ship" not in views[0] and "Mountain" not in views[0]
    assert "Ship" in views[1] and "Mountain" in views[1]


def test_the_earlier_view_marks_new_tiles_and_score_moves() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(7)
    state = game.new(7)
    while state.view(0)["phase"] != "play" or state.to_move != 0:
        state = state.apply(rng.choice(state.legal_actions()))
    before = state.view(0)
    while state.to_move == 0:
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    new = [
        c for c in view["map"] if [c["q"], c["r"]] not in [[d["q"], d["r"]] for d in before["map"]]
    ]
    text = text_of(view, before)
    assert new and "Since you last looked: new tile" in text
    assert all(f"{c['q']},{c['r']}" in text.split("Since you last looked:")[1] for c in new)
    assert "*" in text
    assert "Since you last looked" not in text_of(view)


def test_help_shows_every_action_kind_and_the_legend() -> None:
    for example in ("h0u@", "h1d@", "volcano@", "steal 1.0", "take 0", "waypoint@", "pass"):
        assert example in HELP
    for symbol in ("▲", "≈", "M C", "hole", "✗", "w0", "list h0u", "list @3,-2"):
        assert symbol in HELP


def test_renders_the_three_player_game_with_waypoints() -> None:
    game = seaboard.load("land-vs-sea", 3)
    rng = random.Random(4)
    state = game.new(4)
    for _ in range(90):
        state = state.apply(rng.choice(state.legal_actions()))
    text = text_of(state.view(2))
    assert f"Cartographer (you) {state.scores[2]:g}" in text
    placed = [(s, w) for s, w in enumerate(state.view(2)["waypoints"]) if w is not None]
    assert placed and all(f"of {w['q']},{w['r']}" in text for _, w in placed)
    assert all(f"w{s}" in text for s, _ in placed)

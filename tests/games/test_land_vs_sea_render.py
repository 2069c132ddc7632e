"""Land vs Sea: the terminal renderer draws views of a random game."""

from __future__ import annotations

import random
from typing import Any

import lvs_positions
from rich.console import Console

import seaboard
from seaboard.games.land_vs_sea.front.terminal import (
    HELP,
    completed_edges,
    hand,
    label,
    render,
    slot_names,
    stacks,
)


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
                assert "Land" in text and "Sea" in text
                assert "Stacks" in text_of_panel(stacks(state.view(seat)))
                shown += 1
        state = state.apply(rng.choice(state.legal_actions()))
    text = text_of(state.view(0))
    scores = state.scores
    assert f"Land (you) {scores[0]:g}" in text and f"Sea {scores[1]:g}" in text
    assert "Game over: " in text
    assert shown >= 3


def text_of_panel(renderable: Any) -> str:
    console = Console(width=200, record=True, no_color=True)
    console.print(renderable)
    return console.export_text()


def test_open_spaces_show_their_q_in_rows_labelled_r() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(5)
    state = game.new(5)
    for _ in range(20):
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    rows = {line.split()[0]: line for line in text_of(view).splitlines() if line.startswith("r=")}
    for q, r in view["open"]:
        assert f"·{q}" in rows[f"r={r}"].split()
    # a label stands clear of every edge glyph: blanks on both sides
    for line in rows.values():
        for word in line.split()[1:]:
            if "·" in word:
                assert word.startswith("·"), line


def test_edges_of_one_region_share_a_symbol_and_the_bonus_names_it() -> None:
    game = seaboard.load("land-vs-sea")
    # 1b in the built-in set: land E NE, land W SW (two land regions), sea NW and SE
    s = lvs_positions.position(game, [(0, 0, "0a")], [["1b"], ["2a"]], [[], ["3a"]], 3)
    own = s.view(0)["hands"][0][0]["up"]
    text = text_of_panel(hand(s.view(0)))
    regions = [r for r in own["regions"] if r["type"] == "L"]
    assert len(regions) == 2
    assert "▲ land" in text and "△ land" in text
    assert "tile 1 up" in text and "tile 1 down" in text
    assert "1u" in text_of(s.view(0)) and "1d" in text_of(s.view(0))


def test_markers_of_modules_not_in_play_are_left_out() -> None:
    plain = seaboard.load("land-vs-sea")
    full = seaboard.load("land-vs-sea", 2, mountains_coral=True, caravans_ships=True)
    # face 2b of the built-in set shows a Ship; 2a a Mountain
    views = []
    for game in (plain, full):
        s = lvs_positions.position(game, [(0, 0, "0a")], [["2a", "2b"], ["3a"]], [[], []], 3)
        views.append(text_of_panel(hand(s.view(0))))
    assert "Ship" not in views[0] and "Mountain" not in views[0]
    assert "Ship" in views[1] and "Mountain" in views[1]


def test_the_earlier_view_marks_new_tiles() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(7)
    state = game.new(7)
    while state.view(0)["phase"] != "play" or state.to_move != 0:
        state = state.apply(rng.choice(state.legal_actions()))
    before = state.view(0)
    while state.to_move == 0:
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    old = [[d["q"], d["r"]] for d in before["map"]]
    new = [c for c in view["map"] if [c["q"], c["r"]] not in old]
    text = text_of(view, before)
    assert new
    rows = {line.split()[0]: line for line in text.splitlines() if line.startswith("r=")}
    for c in new:
        assert f"*{c['q']}" in rows[f"r={c['r']}"]
    assert not any("*" in line for line in text_of(view).splitlines() if line.startswith("r="))


def test_completed_areas_are_drawn_with_their_own_edges() -> None:
    game = seaboard.load("land-vs-sea")
    rng = random.Random(3)
    state = game.new(3)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    done = completed_edges(view)
    assert view["completed"]["land"] + view["completed"]["sea"] > 0
    assert done
    text = text_of(view)
    kinds = {
        next(reg["type"] for reg in c["regions"] if d in reg["edges"])
        for c in view["map"]
        for d in range(6)
        if (c["q"], c["r"], d) in done
    }
    assert all({"L": "■", "S": "="}[k] in text for k in kinds)


def test_the_renderer_takes_complete_areas_from_the_game() -> None:
    """It marks the regions the view calls complete and works out no area itself."""
    game = seaboard.load("land-vs-sea")
    rng = random.Random(3)
    state = game.new(3)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
    view = state.view(0)
    assert completed_edges(view)
    for tile in view["map"]:
        tile["complete"] = []
    assert completed_edges(view) == set()


def test_a_tile_is_numbered_as_it_is_typed_through_the_turn() -> None:
    # After a Play Again the tile left is tile 1 on the board, in the menu and when typed.
    game = seaboard.load("land-vs-sea")
    rng = random.Random(11)
    state = game.new(11)
    found = 0
    start: dict[str, Any] = {}
    mover = None
    while not state.is_terminal:
        seat = state.to_move
        view = state.view(seat)
        if seat != mover:
            start, mover = view, seat
        if view["phase"] == "again":
            assert slot_names(view, start) == [1]
            legal = state.legal_actions()
            placing = [
                (a, d)
                for a, d in zip(legal, view["legal_data"], strict=True)
                if d["kind"] == "place"
            ]
            action, data = placing[0]
            shown = label(data, view, start)
            assert shown.startswith("tile 1 ")
            assert game.parse_action_for(shown.replace(", turned", " turned"), seat) == action
            found += 1
        state = state.apply(rng.choice(state.legal_actions()))
    assert found


def test_help_shows_every_action_kind_and_the_legend() -> None:
    examples = ("take 1", "region 1", "steal Sea's tile 1", "tile 1 up on", "take from stack 1")
    for example in examples:
        assert example in HELP
    for example in ("waypoint on", "Volcano on", "pass"):
        assert example in HELP
    for symbol in ("▲", "≈", "■", "M C", "hole", "✗", "w1", "list tile 1 up", "list 3,-2"):
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
    assert all(f"w{s + 1}" in text for s, _ in placed)

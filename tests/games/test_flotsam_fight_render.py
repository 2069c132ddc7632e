"""The Flotsam Fight terminal renderer draws views of a random game."""

from __future__ import annotations

import random
from typing import Any

from rich.console import Console

import seaboard
from seaboard.games.flotsam_fight.front.terminal import render


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
            assert "Lifeboats (" in out and f"of {game.players})" in out
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
    (line,) = [x for x in out.splitlines() if "Game over" in x]
    assert all(f"Player {w + 1}" in line for w in state.winners)
    assert ("wins" in line) == (len(state.winners) == 1)


def test_hand_shows_where_each_card_fits() -> None:
    view = seaboard.load("flotsam-fight", players=2).new(1).view(0)
    view = {**view, "hand": [35, 49]}
    view["boats"] = [dict(b) for b in view["boats"]]
    view["boats"][4] = {"number": 7, "active": True, "cards": [42]}
    view["active_count"] = 1
    out = text_of(view)
    # 35 fits boat 5 (inactive, may open) but not 7 (42 on top); 49 fits 7.
    assert "35→5 " in out and "49→7" in out


def test_help_shows_every_action_kind_and_the_legend() -> None:
    from seaboard.games.flotsam_fight.front.terminal import HELP

    for needle in ("42>7", "pass", "Legend", "·", "▶", "★", "fits now", "leader", "*", "draw pile"):
        assert needle in HELP


def test_changes_since_the_last_look_are_marked_in_text() -> None:
    state = seaboard.load("flotsam-fight", players=3).new(4)
    seat = state.to_move
    assert seat is not None
    before = state.view(seat)
    after = state.play(state.legal_actions()[0])
    play = state.legal_actions()[0]
    out = text_of_with(after.view(seat), before)
    assert f"*{play.card}" in out  # type: ignore[attr-defined]
    size = before["hand_sizes"][seat]
    assert f"*{size - 1} cards (was {size})" in out
    # Without an earlier view nothing is marked.
    assert "*" not in text_of(after.view(seat)).replace("**", "")


def test_a_reshuffle_shows_what_may_be_in_the_draw_pile() -> None:
    from flotsam_positions import POOL, reshuffle_position

    view = reshuffle_position().view(None)
    out = text_of(view)
    assert "May be in the draw pile" in out
    assert " ".join(map(str, POOL)) in out
    assert "(3 of them in hands)" in out


def test_round_results_are_shown_in_full() -> None:
    from flotsam_positions import position

    state = position(3, [[12], [15, 30], [16, 32, 48]]).play("12>3")
    out = text_of(state.view(0))
    assert (
        "Round 1: Player 1 went out (+2); highest cards 30 (Player 2), 48 (Player 3): "
        "Player 2 +1, Player 3 -1"
    ) in out


def text_of_with(view: dict[str, Any], before: dict[str, Any]) -> str:
    console = Console(width=110, record=True, color_system=None)
    console.print(render(view, before))
    return console.export_text()

"""Take-backs never undo an action that revealed something: the games declare it exactly."""

from __future__ import annotations

import random

import pytest

import seaboard
from seaboard import testing
from seaboard.engine import State
from seaboard.engine.undo import reveals, take_back_refusal
from seaboard.games.ebbe_flut.actions import Draw, Place
from seaboard.games.ebbe_flut.state import EbbeFlutState


def _walk(seed: int, steps: int) -> State:
    """The random Ebbe & Flut game of ``seed`` after ``steps`` actions."""
    game = seaboard.load("ebbe-flut")
    rng = random.Random(seed)
    state = game.new(seed)
    for _ in range(steps):
        state = state.play(rng.choice(state.legal_actions()))
    return state


def test_a_drawn_card_seen_cannot_be_taken_back_to_draw_again() -> None:
    # Random game 354, action 5: Water draws from a stack whose top was the same card on
    # the three worlds the old check resampled, so the take-back was allowed.
    before = _walk(354, 4)
    draw = Draw(0)
    assert draw in before.legal_actions()
    seat = before.to_move
    assert seat is not None
    after = before.play(draw)
    assert after.to_move == seat, "the turn goes on: a take-back is asked for"
    assert reveals(before, draw, after, seat, random.Random(1)), "the draw does show a card"
    assert take_back_refusal(before, draw, after, seat) == "draw 1 reveals hidden information"


def test_no_draw_of_many_games_can_be_taken_back() -> None:
    game = seaboard.load("ebbe-flut")
    for seed in range(60):
        rng = random.Random(seed)
        state = game.new(seed)
        while not state.is_terminal:
            action = rng.choice(state.legal_actions())
            after = state.play(action)
            seat = state.to_move
            assert seat is not None
            if isinstance(action, Draw) and after.to_move == seat:
                assert take_back_refusal(state, action, after, seat) is not None
            state = after


def test_the_refusal_relies_on_the_declaration_not_on_sampling(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = _walk(354, 4).play(Draw(0))
    place = next(a for a in before.legal_actions() if isinstance(a, Place))
    after = before.play(place)
    seat = before.to_move
    assert seat is not None

    def no_resample(self: State, seat: int, rng: random.Random) -> State:
        raise AssertionError("take_back_refusal resampled")

    monkeypatch.setattr(EbbeFlutState, "resample", no_resample)
    refusal = take_back_refusal(before, place, after, seat)
    assert refusal is None or "reveals" not in refusal
    monkeypatch.setattr(EbbeFlutState, "may_reveal", lambda self, action: True)
    assert take_back_refusal(before, place, after, seat) == (
        f"{place} reveals hidden information" if after.to_move == seat else "your turn is over"
    )


def test_the_kit_finds_a_revealing_action_declared_quiet(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = _walk(354, 4)
    testing.check_may_reveal(before, seed=1)  # the true declaration holds
    monkeypatch.setattr(EbbeFlutState, "may_reveal", lambda self, action: False)
    with pytest.raises(AssertionError, match="declared to reveal nothing"):
        testing.check_may_reveal(before, seed=1)


def test_a_game_without_secrets_declares_nothing_revealing() -> None:
    from toy import PickUp

    class Open(PickUp):
        hidden_information = False

    state = Open.configure(2).new(1)
    assert not any(state.may_reveal(a) for a in state.legal_actions())
    assert all(PickUp.configure(2).new(1).may_reveal(a) for a in state.legal_actions())

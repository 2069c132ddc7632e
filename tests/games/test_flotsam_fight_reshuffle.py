"""Flotsam Fight: after a reshuffle everyone knows which cards the draw pile was made of;
the view says so and resample deals only possible cards into the pile (issue 15)."""

from __future__ import annotations

import random

import pytest
from flotsam_positions import POOL, reshuffle_position

import seaboard
from seaboard import NotationError
from seaboard.games.flotsam_fight.state import FlotsamFightState
from seaboard.testing import check_hidden_information


def random_game_with_a_reshuffle(players: int, seed: int) -> FlotsamFightState:
    """A random game played on until a reshuffle has happened and a few more actions."""
    game = seaboard.load("flotsam-fight", players=players)
    rng = random.Random(seed)
    state = game.new(seed)
    extra = seed % 7  # a few actions past the reshuffle
    while not state.is_terminal:
        if isinstance(state, FlotsamFightState) and state.reshuffled:
            if extra == 0:
                return state
            extra -= 1
        state = state.apply(rng.choice(state.legal_actions()))
    pytest.skip("this game had no reshuffle")


def test_the_view_names_the_reshuffled_cards_and_who_holds_some() -> None:
    after = reshuffle_position()
    assert after.reshuffled == tuple(POOL)
    spectator = after.view(None)
    drawn0 = sorted(set(after.hands[0]) - {12} & set(POOL))
    drawn1 = sorted(set(after.hands[1]) - {15})
    assert len(drawn0) == 1 and len(drawn1) == 2
    # Everyone sees the same counts: seat 0 holds one reshuffled card, seat 1 two.
    assert spectator["reshuffled_in_hand"] == [1, 2, 0]
    assert spectator["draw_pile_known"] == POOL
    # A seat also rules out the reshuffled cards in its own hand.
    assert after.view(0)["draw_pile_known"] == [c for c in POOL if c not in drawn0]
    assert after.view(1)["draw_pile_known"] == [c for c in POOL if c not in drawn1]
    assert spectator["draw_pile"] == len(POOL) - 3


def test_before_any_reshuffle_the_draw_pile_is_unknown() -> None:
    state = seaboard.load("flotsam-fight", players=3).new(1)
    assert state.view(0)["draw_pile_known"] is None
    assert state.view(0)["reshuffled_in_hand"] is None


def test_resample_deals_the_draw_pile_only_from_the_reshuffled_cards() -> None:
    after = reshuffle_position()
    for seat in range(3):
        view = after.view(seat)
        possible = set(view["draw_pile_known"])
        for k in range(50):
            sample = after.resample(seat, random.Random(k))
            assert isinstance(sample, FlotsamFightState)
            assert set(sample.draw) <= possible, f"seat {seat}, sample {k}"
            assert sample.view(seat) == view
            # Each other hand keeps as many reshuffled cards as the view says it holds.
            counts = [len(set(h) & set(POOL)) for h in sample.hands]
            assert counts == view["reshuffled_in_hand"]


@pytest.mark.parametrize(("players", "seed"), [(3, 13), (4, 4), (4, 8), (4, 15)])
def test_resample_never_puts_an_impossible_card_in_the_draw_pile(players: int, seed: int) -> None:
    state = random_game_with_a_reshuffle(players, seed)
    check_hidden_information(state, seed)
    for seat in range(players):
        view = state.view(seat)
        possible = set(view["draw_pile_known"])
        assert set(state.draw) <= possible, "the true pile fits what the view says"
        for k in range(50):
            sample = state.resample(seat, random.Random(k))
            assert isinstance(sample, FlotsamFightState)
            assert set(sample.draw) <= possible
            assert sample.view(seat) == view


def test_cards_seen_after_the_reshuffle_leave_the_known_pile() -> None:
    for seed in range(7, 40):
        after = reshuffle_position(seed)
        played = after.play("16>8")  # seat 2 leads with a card that was never reshuffled
        assert isinstance(played, FlotsamFightState)
        assert played.view(None)["draw_pile_known"] == POOL
        card = max(set(played.hands[0]) & set(POOL))
        fits = [a for a in played.legal_actions() if str(a).startswith(f"{card}>")]
        if fits:
            break
    else:
        raise AssertionError("no seed lets seat 0 play its reshuffled card")
    later = played.play(fits[0])
    assert card not in later.view(None)["draw_pile_known"]
    assert later.view(None)["reshuffled_in_hand"][0] == 0


def test_a_new_round_forgets_the_reshuffle() -> None:
    state = random_game_with_a_reshuffle(4, 4)
    rnd = state.round
    rng = random.Random(1)
    while not state.is_terminal and state.round == rnd:
        nxt = state.apply(rng.choice(state.legal_actions()))
        assert isinstance(nxt, FlotsamFightState)
        state = nxt
    assert state.round == rnd + 1, "the game should go on to another round"
    assert state.reshuffled == () and state.view(0)["draw_pile_known"] is None


def test_a_save_whose_draw_pile_was_not_in_the_reshuffle_is_refused() -> None:
    after = reshuffle_position()
    data = after.to_json()
    data["state"]["reshuffled"] = [c for c in POOL if c != after.draw[0]]
    with pytest.raises(NotationError, match="reshuffle"):
        after.game.state_from_json(data)
    data["state"]["reshuffled"] = [40, 9]
    with pytest.raises(NotationError, match="rising order"):
        after.game.state_from_json(data)

"""Flotsam Fight: every rule of issue 4 as a scenario set up with state_from_json."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flotsam_positions import position
from hypothesis import given, settings
from hypothesis import strategies as st

import seaboard
from seaboard import IllegalAction, NotationError
from seaboard.games.flotsam_fight.actions import Pass, Play
from seaboard.games.flotsam_fight.cards import BOATS, DECK
from seaboard.games.flotsam_fight.state import FlotsamFightState
from seaboard.testing import walk


def legal(state: seaboard.State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def refused(state: seaboard.State, text: str) -> str:
    with pytest.raises(IllegalAction) as err:
        state.play(text)
    return str(err.value)


# -- components ------------------------------------------------------------------------
def test_deck_is_64_distinct_values_each_fitting_some_boat() -> None:
    assert len(DECK) == len(set(DECK)) == 64
    assert min(DECK) == 3 and max(DECK) == 98
    assert all(any(c % b == 0 for b in BOATS) for c in DECK)
    assert 11 not in DECK and 97 not in DECK and 98 in DECK


@pytest.mark.parametrize(("players", "size"), [(2, 10), (3, 10), (5, 10), (6, 8)])
def test_deal_sizes_and_the_six_player_deal(players: int, size: int) -> None:
    state = seaboard.load("flotsam-fight", players=players).new(4)
    view = state.view(0)
    assert view["hand_sizes"] == [size] * players
    assert view["draw_pile"] == 64 - size * players
    assert all(not b["active"] and b["cards"] == [] for b in view["boats"])
    assert view["round"] == 1 and view["must_play"]


def test_round_one_starter_is_seeded_and_varies() -> None:
    game = seaboard.load("flotsam-fight", players=4)
    starters = {game.new(s).to_move for s in range(40)}
    assert starters == {0, 1, 2, 3}
    assert game.new(9).to_move == game.new(9).to_move


# -- placing cards ---------------------------------------------------------------------
def test_divisibility_and_higher_than() -> None:
    state = position(3, [[35, 36, 49], [3], [4]], boats={7: [42], 3: [27]})
    # 35 fits 5 (inactive, may open) but not 7 (42 on top); 36 fits 3 (above 27),
    # 4, 6, 9 (open); 49 fits only 7 (above 42). Only one more boat may open (3 allowed).
    assert legal(state) == ["35>5", "36>3", "36>4", "36>6", "36>9", "49>7", "pass"]
    assert "higher than the 42" in refused(state, "35>7")
    assert "multiples of 6" in refused(state, "35>6")
    assert "do not hold" in refused(state, "42>7")


def test_active_boat_limit() -> None:
    two = position(2, [[25, 50, 60], [3]], boats={3: [9], 4: [8]})
    # Two boats are active, the limit with two players: 25 and 50 cannot open boat 5 or 10.
    assert legal(two) == ["60>3", "60>4", "pass"]
    assert "inactive and 2 boats are active" in refused(two, "50>10")
    three = position(3, [[25, 50, 60], [3], [4]], boats={3: [9], 4: [8]})
    assert "25>5" in legal(three) and "50>10" in legal(three)
    assert three.play("25>5").view(None)["active_count"] == 3
    full = position(3, [[50, 60], [3], [4]], boats={3: [9], 4: [8], 5: [25]})
    assert legal(full) == ["50>5", "60>3", "60>4", "60>5", "pass"]


# -- passing ---------------------------------------------------------------------------
def test_until_reset_pass_sits_out_until_the_reset() -> None:
    state = position(3, [[12, 24, 36], [15, 30, 45], [16, 32, 48]])
    state = state.play("12>3").play("pass")  # seat 1 passes
    assert state.to_move == 2
    state = state.play("16>4")
    assert state.to_move == 0
    state = state.play("24>3")
    assert state.to_move == 2  # seat 1 is skipped
    assert state.view(None)["passed"] == [False, True, False]


def test_one_lap_pass_only_skips_one_turn() -> None:
    state = position(3, [[12, 24, 36], [15, 30, 45], [16, 32, 48]], pass_rule="one-lap")
    state = state.play("12>3").play("pass")
    assert state.view(None)["passed"] == [False, True, False]
    state = state.play("16>4")
    assert state.view(None)["passed"] == [False, False, False]  # cleared by the play
    state = state.play("24>3")
    assert state.to_move == 1  # seat 1 plays again
    assert "30>5" in legal(state)


def test_one_lap_counts_passes_since_the_last_card() -> None:
    state = position(3, [[12, 24], [15, 30, 45], [16, 32, 48]], pass_rule="one-lap")
    state = state.play("12>3").play("pass").play("16>4").play("pass")
    # Seat 1 passed before the 16, so only seat 0's pass counts: seat 1 plays freely.
    assert state.to_move == 1 and not state.view(1)["last_card_only"]
    assert "30>5" in legal(state)
    state = state.play("pass")  # seats 0 and 1 passed after the 16: seat 2 is left
    assert state.to_move == 2 and state.view(2)["last_card_only"]
    assert legal(state) == ["pass"]


def test_no_fitting_card_means_pass() -> None:
    state = position(2, [[7, 14], [3]], boats={7: [98], 3: [96]})
    assert legal(state) == ["pass"]


def test_passing_with_a_fitting_card_is_allowed() -> None:
    state = position(3, [[12, 24], [15], [16]], boats={3: [9]})
    assert "12>3" in legal(state) and "pass" in legal(state)


def test_leader_must_play() -> None:
    state = position(3, [[12, 24], [15, 30], [16, 32]], must_play=True)
    assert "pass" not in legal(state)
    assert "must play" in refused(state, "pass")


# -- the last card and the reset --------------------------------------------------------
def test_last_card_exception_allows_only_the_last_card() -> None:
    many = position(3, [[12, 24], [15, 30], [16, 32]], passed=[False, True, True])
    assert legal(many) == ["pass"]
    assert "only play the last card" in refused(many, "12>3")
    one = position(3, [[12], [15, 30], [16, 32]], passed=[False, True, True], boats={4: [20]})
    assert legal(one) == ["12>3", "12>6", "pass"]
    end = one.play("12>6")
    assert end.view(None)["round"] == 2
    assert end.view(None)["tokens"][0] == [2]


def test_reset_with_the_two_card_draw() -> None:
    hands = [[12, 24], [15], [16, 32, 48]]
    boats = {3: [9, 27], 8: [40]}
    used = {12, 24, 15, 16, 32, 48, 9, 27, 40}
    rest = [c for c in DECK if c not in used]
    state = position(
        3,
        hands,
        boats=boats,
        draw=rest,
        passed=[False, True, True],
        last_player=0,
        leader=2,
        resets=4,
    )
    after = state.play("pass")
    view = after.view(1)
    assert all(not b["active"] for b in view["boats"])
    assert view["set_aside"] == [9, 27, 40]
    assert view["passed"] == [False, False, False]
    assert view["leader"] == 0 and after.to_move == 0 and view["must_play"]
    assert view["resets"] == 5
    # Only seat 1 held exactly one card: it draws the two top cards (the end of the pile).
    assert view["hand"] == sorted([15, rest[-1], rest[-2]])
    assert view["hand_sizes"] == [2, 3, 3]
    assert view["draw_pile"] == len(rest) - 2
    assert "pass" not in legal(after)


def test_reset_reshuffles_the_set_aside_pile() -> None:
    hands = [[12], [15], [16, 32, 48]]
    boats = {3: [9, 27], 8: [40]}
    aside_before = [3, 4, 5, 6]
    used = {12, 15, 16, 32, 48, 9, 27, 40, *aside_before}
    rest = [c for c in DECK if c not in used]
    hands[2] = hands[2] + rest[:-1]  # all but one card are in hands: the pile holds one
    state = position(
        3,
        hands,
        boats=boats,
        draw=[rest[-1]],
        set_aside=aside_before,
        passed=[True, False, True],
        to_move=1,
        last_player=2,
    )
    after = state.play("pass")
    view = after.view(None)
    # Seat 2 leads; seat 0 draws the last pile card and then one from the reshuffled pile
    # of the old set-aside cards plus the ones just cleared; seat 1 draws two more.
    new_cards = set(after.hands[0]) - {12}
    assert rest[-1] in new_cards and len(after.hands[0]) == 3
    pool = set(aside_before) | {9, 27, 40}
    assert (new_cards - {rest[-1]}) <= pool
    assert set(after.hands[1]) - {15} <= pool and len(after.hands[1]) == 3
    assert view["set_aside"] == []
    assert view["draw_pile"] == len(pool) - 3
    assert sorted([*after.draw, *after.hands[0], *after.hands[1]]) == sorted(
        [*pool, 12, 15, rest[-1]]
    )
    # The reshuffle comes from the seed: another seed usually orders it differently.
    orders = {
        tuple(
            position(
                3,
                hands,
                boats=boats,
                draw=[rest[-1]],
                set_aside=aside_before,
                passed=[True, False, True],
                to_move=1,
                last_player=2,
                seed=s,
            )
            .play("pass")
            .draw
        )
        for s in range(6)
    }
    assert len(orders) > 1


def test_reset_limit_ends_the_round_without_a_plus_two() -> None:
    state = position(
        3,
        [[12, 24], [15, 30, 98], [16]],
        passed=[False, True, True],
        resets=200,
    )
    after = state.play("pass")
    result = after.view(None)["round_results"][0]
    assert result["winner"] is None
    assert result["highest"] == [24, 98, 16]
    assert result["tokens"] == [0, -1, 1]
    assert after.to_move == 1  # the -1 starts round 2


# -- scoring -----------------------------------------------------------------------------
def test_round_scoring_three_players() -> None:
    state = position(3, [[12], [15, 90], [16, 32]])
    after = state.play("12>3")
    result = after.view(None)["round_results"][0]
    assert result == {"winner": 0, "highest": [None, 90, 32], "tokens": [2, -1, 1]}
    assert after.scores == (2.0, -1.0, 1.0)


def test_round_scoring_two_players_has_no_plus_one() -> None:
    after = position(2, [[3, 12], [5]], to_move=1).play("5>5")
    assert after.view(None)["round_results"][0]["tokens"] == [-1, 2]
    assert after.view(None)["tokens"] == [[-1], [2]]


def test_round_scoring_six_players() -> None:
    hands = [[20, 98], [7], [6, 90], [15, 27], [4, 56], [44, 84]]
    after = position(6, hands, to_move=1).play("7>7")
    result = after.view(None)["round_results"][0]
    assert result["highest"] == [98, None, 90, 27, 56, 84]
    assert result["tokens"] == [-1, 2, 0, 1, 0, 0]


def test_next_round_starts_with_the_minus_one_player_and_a_new_deal() -> None:
    after = position(3, [[12], [15, 90], [16, 32]]).play("12>3")
    view = after.view(0)
    assert after.to_move == 1 and view["leader"] == 1 and view["must_play"]
    assert view["round"] == 2 and view["hand_sizes"] == [10, 10, 10]
    assert view["set_aside"] == [] and all(not b["active"] for b in view["boats"])
    six = position(6, [[20, 98], [7], [6, 90], [15, 27], [4, 56], [44, 84]], to_move=1)
    after6 = six.play("7>7")
    assert after6.to_move == 0 and after6.view(0)["hand_sizes"] == [8] * 6


def result(winner: int, tokens: list[int]) -> dict[str, Any]:
    highest = [None if s == winner else 50 for s in range(len(tokens))]
    return {"winner": winner, "highest": highest, "tokens": tokens}


# In round 3 below, seat 0 plays its last card (+2); seat 1's highest card is 90 (-1) and
# seat 2's is 32 (+1).
ROUND3_HANDS = [[12], [15, 90], [16, 32]]


def test_most_points_wins() -> None:
    end = position(
        3, ROUND3_HANDS, rnd=3, results=[result(1, [1, 2, -1]), result(1, [1, 2, -1])]
    ).play("12>3")
    assert end.is_terminal and end.to_move is None
    assert end.scores == (4.0, 3.0, -1.0)
    assert end.winners == {0}
    assert end.returns == (1.0, -1.0, -1.0)


def test_tie_break_most_plus_two_tokens_before_last_round() -> None:
    end = position(
        3, ROUND3_HANDS, rnd=3, results=[result(1, [-1, 2, 1]), result(1, [-1, 2, 1])]
    ).play("12>3")
    # Seats 1 and 2 both have 3 points; seat 1 has two +2 tokens, seat 2 none, although
    # seat 2 did better in the last round.
    assert end.scores == (0.0, 3.0, 3.0)
    assert end.winners == {1}


def test_tie_break_last_round_score() -> None:
    end = position(
        3, ROUND3_HANDS, rnd=3, results=[result(1, [1, 2, -1]), result(2, [-1, 1, 2])]
    ).play("12>3")
    # Everyone has 2 points and one +2 token; round 3 gave +2, -1 and +1.
    assert end.scores == (2.0, 2.0, 2.0)
    assert end.view(None)["tokens"] == [[1, -1, 2], [2, 1, -1], [-1, 2, 1]]
    assert end.winners == {0}


def test_a_complete_tie_is_a_shared_win() -> None:
    # Four players; round 3 is stopped by the reset limit, so every hand is compared:
    # seat 3 (16) +1, seats 0 (36) and 2 (40) nothing, seat 1 (98) -1.
    end = position(
        4,
        [[24, 36], [15, 98], [12, 40], [16]],
        rnd=3,
        passed=[False, True, True, True],
        resets=200,
        results=[result(0, [2, -1, 0, 0]), result(2, [0, -1, 2, 0])],
    ).play("pass")
    assert end.is_terminal
    assert end.view(None)["round_results"][2]["tokens"] == [0, -1, 0, 1]
    # Seats 0 and 2: 2 points, one +2 each, 0 in the last round: they share the win.
    assert end.scores == (2.0, -3.0, 2.0, 1.0)
    assert end.winners == {0, 2}
    assert end.returns == (0.0, -1.0, 0.0, -1.0)


# -- notation, views and hidden information ----------------------------------------------
def test_notation_round_trip_and_errors() -> None:
    game = seaboard.load("flotsam-fight", players=3)
    assert game.parse_action("42>7") == Play(42, 7)
    assert game.parse_action(" 42 > 7 ") == Play(42, 7)
    assert game.parse_action("pass") == Pass()
    assert str(Play(42, 7)) == "42>7"
    assert game.decode(game.encode(Play(98, 10))) == Play(98, 10)
    assert game.encode(Pass()) == game.num_actions - 1 == 512
    for bad, words in [
        ("43>7", "no treasure card"),
        ("42>11", "numbered 3 to 10"),
        ("42-7", "CARD>BOAT"),
        ("", "CARD>BOAT"),
    ]:
        with pytest.raises(NotationError, match=words):
            game.parse_action(bad)


def test_views_hide_hands_and_the_draw_order() -> None:
    state = seaboard.load("flotsam-fight", players=4).new(21)
    assert isinstance(state, FlotsamFightState)
    for seat in range(4):
        view = state.view(seat)
        assert view["hand"] == list(state.hands[seat])
        assert view["draw_pile"] == len(state.draw)
        # A state with other opponents' hands and pile order looks the same to this seat.
        other = state.resample(seat, random.Random(seat))
        assert isinstance(other, FlotsamFightState)
        assert other.hands != state.hands
        assert other.view(seat) == view
    spectator = state.view(None)
    assert spectator["hand"] is None and spectator["revealed_hands"] is None
    keys = {
        "boats",
        "hand",
        "hand_sizes",
        "draw_pile",
        "set_aside",
        "passed",
        "round",
        "tokens",
        "leader",
    }
    assert keys <= set(spectator)


def test_resample_redraws_opponents_and_pile_from_unknown_cards() -> None:
    state = walk(seaboard.load("flotsam-fight", players=4), 3, [5, 1, 7, 2, 9, 4, 0, 3] * 3)
    assert isinstance(state, FlotsamFightState)
    seat = state.to_move
    assert seat is not None
    other = state.resample(seat, random.Random(1))
    assert isinstance(other, FlotsamFightState)
    assert other.hands[seat] == state.hands[seat]
    assert [len(h) for h in other.hands] == [len(h) for h in state.hands]
    assert other.boats == state.boats and other.set_aside == state.set_aside
    unknown = sorted([*state.draw, *(c for s, h in enumerate(state.hands) if s != seat for c in h)])
    assert (
        sorted([*other.draw, *(c for s, h in enumerate(other.hands) if s != seat for c in h)])
        == unknown
    )
    assert other.seed != state.seed
    assert (other.draw, other.hands) != (state.draw, state.hands)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), choices=st.lists(st.integers(0, 1000), max_size=120))
def test_every_reachable_state_respects_the_boat_rules(seed: int, choices: list[int]) -> None:
    players = 2 + seed % 5
    state = walk(seaboard.load("flotsam-fight", players=players), seed, choices)
    assert isinstance(state, FlotsamFightState)
    every = [c for h in state.hands for c in h] + [*state.draw, *state.set_aside]
    every += [c for b in state.boats for c in b]
    assert sorted(every) == list(DECK)
    assert state.active_count <= players
    for boat, stack in zip(BOATS, state.boats, strict=True):
        assert all(c % boat == 0 for c in stack) and list(stack) == sorted(set(stack))
    if not state.is_terminal:
        for action in state.legal_actions():
            if isinstance(action, Play):
                assert action.card in state.hands[state.to_move or 0]
                assert action.boat in state.fits(action.card)

"""Flotsam Fight in words: every kind of action told exactly, and nothing leaked."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from flotsam_positions import position

import seaboard
from seaboard import NotationError
from seaboard.games.flotsam_fight.cards import DECK
from seaboard.games.flotsam_fight.state import FlotsamFightState


def told(state: seaboard.State, text: str, seat: int | None = None) -> str:
    return state.describe(state.game.parse_action(text), seat)


def reset_state() -> FlotsamFightState:
    """Player 1 passes last; only Player 2 holds one card and draws two."""
    hands = [[12, 24], [15], [16, 32, 48]]
    return position(
        3,
        hands,
        boats={3: [9, 27], 8: [40]},
        passed=[False, True, True],
        last_player=0,
        leader=2,
    )


def test_a_card_onto_an_empty_boat() -> None:
    state = position(3, [[12, 24], [15, 30], [16, 32, 48]])
    assert told(state, "12>3") == (
        "Player 1 loads 12 onto boat 3 (boat 3 becomes active: 1 of 3); 1 card left"
    )


def test_a_card_over_another() -> None:
    state = position(3, [[12, 24, 36], [15, 30], [16, 32, 48]], boats={3: [9]})
    assert told(state, "24>3", seat=2) == ("Player 1 loads 24 onto boat 3 (over 9); 2 cards left")


def test_a_card_ends_the_passes_of_one_lap() -> None:
    state = position(
        3,
        [[12, 24], [15, 30], [16, 32, 48]],
        boats={3: [9]},
        passed=[False, True, False],
        pass_rule="one-lap",
    )
    assert told(state, "12>3") == (
        "Player 1 loads 12 onto boat 3 (over 9); 1 card left; "
        "the passes are over: everyone may play again"
    )


def test_a_pass() -> None:
    state = position(3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]})
    assert told(state, "pass") == "Player 1 passes and sits out until the boats are cleared"
    lap = position(3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]}, pass_rule="one-lap")
    assert told(lap, "pass") == "Player 1 passes"


def test_the_pass_that_leaves_one_player() -> None:
    state = position(
        3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]}, passed=[False, False, True]
    )
    assert told(state, "pass") == (
        "Player 1 passes and sits out until the boats are cleared; everyone but Player 2 "
        "has passed: Player 2 may only play a last card"
    )


def test_the_reset_tells_the_leader_and_the_draws() -> None:
    state = reset_state()
    drawn = sorted(state.draw[-2:])
    head = (
        "Player 1 passes. Everyone else passed: the boats are cleared (3 cards set aside); "
        "Player 1 leads (played the last card); Player 2 draws 2 cards"
    )
    assert told(state, "pass", seat=None) == head
    assert told(state, "pass", seat=2) == head
    assert told(state, "pass", seat=0) == (
        "You pass. Everyone else passed: the boats are cleared (3 cards set aside); "
        "you lead (played the last card); Player 2 draws 2 cards"
    )
    assert told(state, "pass", seat=1) == (
        "Player 1 passes. Everyone else passed: the boats are cleared (3 cards set aside); "
        f"Player 1 leads (played the last card); you draw 2 cards ({drawn[0]}, {drawn[1]})"
    )


def test_the_reset_with_a_reshuffle() -> None:
    used = {12, 15, 16, 32, 48, 9, 27, 40, 3, 4, 5, 6}
    rest = [c for c in DECK if c not in used]
    state = position(
        3,
        [[12], [15], [16, 32, 48, *rest[:-1]]],
        boats={3: [9, 27], 8: [40]},
        draw=[rest[-1]],
        set_aside=[3, 4, 5, 6],
        passed=[True, False, True],
        to_move=1,
        last_player=2,
    )
    assert told(state, "pass", seat=None) == (
        "Player 2 passes. Everyone else passed: the boats are cleared (3 cards set aside); "
        "Player 3 leads (played the last card); Player 1 draws 1 card; the draw pile is empty, "
        "so the 7 set-aside cards are shuffled into a new draw pile; Player 1 draws 1 card "
        "more; Player 2 draws 2 cards"
    )
    next_state = state.play("pass")
    assert isinstance(next_state, FlotsamFightState)
    own = sorted(set(next_state.hands[0]) - {12})
    assert told(state, "pass", seat=0) == (
        "Player 2 passes. Everyone else passed: the boats are cleared (3 cards set aside); "
        "Player 3 leads (played the last card); you draw 1 card; the draw pile is empty, "
        "so the 7 set-aside cards are shuffled into a new draw pile; you draw 1 card "
        f"more ({own[0]}, {own[1]}); Player 2 draws 2 cards"
    )


def test_the_last_card_ends_the_round_with_its_full_scoring() -> None:
    state = position(3, [[12], [15, 30], [16, 32, 48]])
    assert told(state, "12>3") == (
        "Player 1 loads 12 onto boat 3 (boat 3 becomes active: 1 of 3), their last "
        "card. Round 1 ends: Player 1 went out (+2); highest cards left: 30 (Player 2), "
        "48 (Player 3): Player 2 +1, Player 3 -1; Player 3 starts round 2 (took the -1)"
    )
    assert told(state, "12>3", seat=2).endswith(
        "48 (you): Player 2 +1, you -1; you start round 2 (took the -1)"
    )
    assert told(state, "12>3", seat=0) == (
        "You load 12 onto boat 3 (boat 3 becomes active: 1 of 3), your last card. Round 1 "
        "ends: you went out (+2); highest cards left: 30 (Player 2), 48 (Player 3): "
        "Player 2 +1, Player 3 -1; Player 3 starts round 2 (took the -1)"
    )
    after = state.play("12>3")
    assert after.describe_start(0) == (
        "Round 2 of 3: Player 3 begins (took the -1 in round 1) and must play a card"
    )


def test_the_last_round_ends_the_game_with_the_result() -> None:
    results = [
        {"winner": 1, "highest": [30, None, 40], "tokens": [1, 2, -1]},
        {"winner": 0, "highest": [None, 50, 20], "tokens": [2, -1, 1]},
    ]
    state = position(3, [[15, 30], [12], [16, 32, 48]], to_move=1, rnd=3, results=results)
    assert told(state, "12>3") == (
        "Player 2 loads 12 onto boat 3 (boat 3 becomes active: 1 of 3), their last "
        "card. Round 3 ends: Player 2 went out (+2); highest cards left: 30 (Player 1), "
        "48 (Player 3): Player 1 +1, Player 3 -1. Game over: Player 1 wins with 4 points "
        "(Player 1 4, Player 2 3, Player 3 -1)"
    )


def test_a_tie_on_points_and_plus_two_tokens_broken_by_the_last_round() -> None:
    results = [
        {"winner": 0, "highest": [None, 20, 30, 40], "tokens": [2, 1, 0, -1]},
        {"winner": 2, "highest": [20, 30, None, 40], "tokens": [1, 0, 2, -1]},
    ]
    hands = [[30], [12], [16], [48]]
    state = position(4, hands, to_move=1, rnd=3, results=results)
    assert told(state, "12>3").endswith(
        "Round 3 ends: Player 2 went out (+2); highest cards left: 16 (Player 3), 30 (Player 1), "
        "48 (Player 4): Player 3 +1, Player 4 -1. Game over: Player 2 wins with 3 points, "
        "ahead on the last round's score (Player 1 3, Player 2 3, Player 3 3, Player 4 -3)"
    )


def test_a_tie_on_points_broken_by_plus_two_tokens() -> None:
    results = [
        {"winner": 0, "highest": [None, 20, 30, 40], "tokens": [2, 1, 0, -1]},
        {"winner": 0, "highest": [None, 20, 30, 40], "tokens": [2, 1, 0, -1]},
    ]
    state = position(4, [[30], [12], [16], [48]], to_move=1, rnd=3, results=results)
    assert told(state, "12>3").endswith(
        "Game over: Player 1 wins with 4 points, ahead on +2 tokens "
        "(Player 1 4, Player 2 4, Player 3 1, Player 4 -3)"
    )


def test_the_reset_limit_ends_a_round() -> None:
    state = position(
        2,
        [[12, 24], [15, 30]],
        boats={3: [9]},
        passed=[False, True],
        resets=1,
        reset_limit=1,
    )
    assert told(state, "pass") == (
        "Player 1 passes; everyone else has passed too, and the round has used all 1 of its "
        "resets. Round 1 ends at its reset limit: nobody went out; highest cards left: "
        "24 (Player 1), 30 (Player 2): Player 2 -1; Player 2 starts round 2 (took the -1)"
    )


def test_the_start_names_the_first_player_and_why() -> None:
    state = seaboard.load("flotsam-fight", players=3).new(5)
    assert state.to_move is not None
    who = f"Player {state.to_move + 1}"
    assert state.describe_start(None) == (
        f"Round 1 of 3: {who} begins, chosen at random (the rulebook lets whoever last "
        "travelled by sea begin), and must play a card"
    )


def test_draws_are_told_only_to_the_drawer() -> None:
    # States the passing seat cannot tell apart (other hands and the pile redrawn) give it
    # the same words; the drawer hears its own cards, which differ from state to state.
    state = reset_state()
    action = state.game.parse_action("pass")
    texts: dict[int, set[str]] = {0: set(), 1: set(), 2: set()}
    for k in range(12):
        twin = state.resample(0, random.Random(k))
        for seat in texts:
            texts[seat].add(twin.describe(action, seat))
    assert len(texts[0]) == 1, "the passing seat hears the same whatever the hidden cards"
    assert len(texts[2]) > 1 or len(texts[1]) > 1
    seen_by_1 = {t for t in texts[1] if "you draw 2 cards (" in t}
    assert seen_by_1 == texts[1], "the drawer always hears which cards it drew"
    assert all("draws 2 cards (" not in t for t in texts[0] | texts[2])


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"to_move": None}, "nobody is to move, yet only 0 of 3 rounds are scored"),
        ({"passed": [True, False, False]}, "Player 1 is to move but has passed"),
        ({"hands": [[12, 24], [], [15, 16, 30, 32, 48]]}, "Player 2 holds no card"),
        (
            {"results": [{"winner": 0, "highest": [None, 3, 4], "tokens": [2, 1, -1]}]},
            "so 0 rounds should be scored, not 1",
        ),
    ],
)
def test_loading_refuses_positions_where_nobody_can_act(change: dict[str, Any], words: str) -> None:
    state = position(3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]})
    data = state.to_json()
    data["state"].update(change)
    with pytest.raises(NotationError, match=re.escape(words)):
        state.game.state_from_json(data)


def test_loading_refuses_a_leader_who_cannot_play() -> None:
    # Three boats are active (the limit with three players) and the leader's only card fits
    # none of them: they must play and cannot.
    state = position(3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]})
    data = state.to_json()
    data["state"]["boats"] = [[96], [], [], [], [98], [], [], [90]]  # 3, 7 and 10
    data["state"]["hands"] = [[32], [15, 30], [12, 16, 24, 48]]
    data["state"]["draw"] = [c for c in data["state"]["draw"] if c not in (96, 98, 90)] + [9]
    data["state"]["must_play"] = True
    with pytest.raises(NotationError, match="Player 1 must play a card but none"):
        state.game.state_from_json(data)


def test_one_card_set_aside_and_reshuffled_is_told_in_the_singular() -> None:
    used = {12, 15, 30, 16, 32, 48, 9}
    rest = [c for c in DECK if c not in used]
    state = position(
        3,
        [[12], [15, 30], [16, 32, 48, *rest[:-1]]],
        boats={3: [9]},
        draw=[rest[-1]],
        passed=[True, False, True],
        to_move=1,
        last_player=2,
    )
    text = told(state, "pass")
    assert "the boats are cleared (1 card set aside)" in text
    assert "so the set-aside card is shuffled into a new draw pile" in text


def test_players_are_named_and_the_reader_is_you() -> None:
    state = position(3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]})
    names = ["Ann", "Bob", "Cy"]
    action = state.game.parse_action("24>3")
    assert state.describe(action, None, names=names) == (
        "Ann loads 24 onto boat 3 (over 9); 1 card left"
    )
    assert state.describe(action, 0, names=names) == "You load 24 onto boat 3 (over 9); 1 card left"
    passing = position(
        3, [[12, 24], [15, 30], [16, 32, 48]], boats={3: [9]}, passed=[False, False, True]
    )
    assert passing.describe(passing.game.parse_action("pass"), 1, names=names) == (
        "Ann passes and sits out until the boats are cleared; everyone but you has passed: "
        "you may only play a last card"
    )

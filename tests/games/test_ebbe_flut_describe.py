"""Ebbe & Flut: every kind of action told in words, to each seat from its own side of the
table, revealing nothing hidden."""

from __future__ import annotations

import random

import pytest
from ef_positions import position

import seaboard
from seaboard.games.ebbe_flut.state import EbbeFlutState

SEATS = (None, 0, 1)


def told(state: seaboard.State, action: str, seat: int | None) -> str:
    return state.describe(state.game.parse_action(action), seat)


def only_water(card: str) -> dict[str, list[list[str]]]:
    """Stacks where Water's stack 0 holds ``card`` and nothing else is left to draw."""
    return {"water": [[card], [], [], [], []], "land": [[], [], [], [], []]}


# -- draw and the opening -------------------------------------------------------------


def test_a_draw_names_the_card_to_everyone() -> None:
    state = position(stacks=only_water("wC3"), rest="lost", board={(2, 2): ["lA1"]})
    for seat in (None, 1):
        assert told(state, "draw 0", seat) == "Water draws C3 from stack 1"
    assert told(state, "draw 0", 0) == "You draw C3 from stack 1"


def test_the_opening_tells_who_begins_and_why() -> None:
    start = seaboard.load("ebbe-flut").new(seed=4)
    assert start.describe_start(1) == (
        "Opening: Water draws a card and places it on a start cell, then you do; the "
        "lower card begins (A1 is the lowest, E5 the highest; equal cards: a coin flip)."
    )
    drawn = start.play("draw 2")
    card = drawn.view(None)["drawn"]["card"]
    assert told(start, "draw 2", 0) == f"You draw {card} from stack 3 as the opening card"
    assert told(drawn, "place 3,4", 0) == (
        f"You place {card} on row 4, column 5; Land places an opening card next"
    )
    # Land hears it from its own side: Water's row 4, column 5 is Land's row 2, column 1
    assert told(drawn, "place 3,4", 1) == (
        f"Water places {card} on row 2, column 1; you place an opening card next"
    )
    assert (
        drawn.play("place 3,4")
        .describe_start(0)
        .startswith("Opening: Land draws and places an opening card next; the lower card begins")
    )


def opening_two(land_card: str, seed: int = 1) -> EbbeFlutState:
    """Water's C2 is on 4,4; Land has drawn ``land_card`` and places it next."""
    return position(
        board={(4, 4): ["wC2"]},
        stacks={"water": [[]] * 5, "land": [[], [], [], [], []]},
        drawn=land_card,
        phase="place",
        to_move=1,
        opening=1,
        first=None,
        seed=seed,
    )


def test_the_second_opening_card_decides_by_the_lower_card() -> None:
    state = opening_two("lB5")
    assert told(state, "place 0,0", 0) == (
        "Land places B5 on row 1, column 1; Land's B5 is lower than your C2, so Land begins"
    )
    assert told(state, "place 0,0", 1) == (
        "You place B5 on row 5, column 5; your B5 is lower than Water's C2, so you begin"
    )
    after = state.play("place 0,0")
    assert after.describe_start(0) == (
        "Land began (Land's opening card was the lower); Land is to move."
    )
    assert after.describe_start(1) == (
        "You began (your opening card was the lower); you are to move."
    )
    state = opening_two("lD1")
    assert told(state, "place 1,0", None) == (
        "Land places D1 on row 2, column 1; Water's C2 is lower than Land's D1, so Water begins"
    )


def test_equal_opening_cards_are_a_coin_flip() -> None:
    for seed in range(6):
        state = opening_two("lC2", seed)
        first = state.play("place 0,1").to_move
        name = ("you begin", "Land begins")[first or 0]
        assert told(state, "place 0,1", 0) == (
            "Land places C2 on row 1, column 2; the opening cards are equal (C2), so a coin "
            f"flip decides: {name}"
        )


# -- placing ----------------------------------------------------------------------------


def test_placing_over_a_card_and_ending_the_turn() -> None:
    state = position(board={(4, 4): ["lB2"]}, drawn="wC3", phase="place")
    assert told(state, "place 4,4", None) == (
        "Water places C3 on row 5, column 5 over Land B2; Land's turn"
    )
    assert told(state, "place 4,4", 0) == (
        "You place C3 on row 5, column 5 over Land B2; Land's turn"
    )
    assert told(state, "place 4,4", 1) == (
        "Water places C3 on row 1, column 1 over Land B2; your turn"
    )


def test_placing_into_a_conflict_names_what_to_resolve() -> None:
    state = position(board={(4, 0): ["wC1"]}, drawn="wC3", phase="place")
    assert told(state, "place 4,3", 0) == "You place C3 on row 5, column 4; to resolve: C in row 5"
    assert told(state, "place 4,3", 1) == (
        "Water places C3 on row 1, column 2; to resolve: C in row 1"
    )


# -- moving -------------------------------------------------------------------------------


def test_a_move_is_told_in_each_seats_own_directions() -> None:
    # Land's B2 and C2 share column 1 (Water's side): Land moves one "right" on the canonical
    # board, which is "left" from Land's side of the table.
    state = position(board={(1, 1): ["lB2"], (3, 1): ["lC2"]}, phase="move", to_move=1)
    assert told(state, "move 3,1 right", 0) == (
        "Land moves C2 right from row 4, column 2 to column 3; your turn"
    )
    assert told(state, "move 3,1 right", 1) == (
        "You move C2 left from row 2, column 4 to column 3; Water's turn"
    )
    assert told(state, "move 3,1 right", None) == (
        "Land moves C2 right from row 4, column 2 to column 3; Water's turn"
    )


def test_covering_and_uncovering_are_told() -> None:
    # Water's A3 covers Land's B2; Land's B1 leaves Water's C4, which now shares row 2
    # with Water's C2: Water's next turn has a conflict.
    cover = position(board={(2, 3): ["lB2"], (2, 4): ["wA3"], (0, 4): ["wA5"]}, phase="move")
    assert told(cover, "move 2,4 left", 0) == (
        "You move A3 left from row 3, column 5 to column 4 onto Land B2; Land's turn"
    )
    uncover = position(
        board={(2, 2): ["wC4", "lB1"], (0, 2): ["lB3"], (2, 0): ["wC2"]},
        phase="move",
        to_move=1,
    )
    assert told(uncover, "move 2,2 right", 0) == (
        "Land moves B1 right from row 3, column 3 to column 4, uncovering Water C4; your "
        "turn, with conflicts to resolve: C in row 3"
    )
    assert told(uncover, "move 2,2 right", 1) == (
        "You move B1 left from row 3, column 3 to column 2, uncovering Water C4; Water's "
        "turn, with conflicts to resolve: C in row 3"
    )


def test_scoring_and_leaving_the_grid_are_told() -> None:
    state = position(
        board={(1, 1): ["wA1"], (3, 1): ["wB1"], (2, 0): ["wC2"], (4, 0): ["wD2"]},
        scored={"water": ["E5"]},
        phase="move",
    )
    assert told(state, "move 1,1 left", 0) == (
        "You move A1 left from row 2, column 2 to column 1, into Land's start: it scores "
        "(your pile: 2 cards); to resolve: 2 in column 1"
    )
    assert told(state, "move 1,1 left", 1).startswith(
        "Water moves A1 right from row 4, column 4 to column 5, into Land's start: it scores "
        "(Water's pile: 2 cards)"
    )
    assert told(state, "move 2,0 left", 1) == (
        "Water moves C2 right from row 3, column 5 off the grid: it is out of the game; "
        "to resolve: 1 in column 4"
    )


def test_a_chain_is_told_until_the_turn_ends() -> None:
    state = position(board={(2, 2): ["wA1"], (2, 4): ["wA3"], (1, 1): ["wB3"]}, phase="move")
    assert told(state, "move 2,4 up", 0) == (
        "You move A3 up from row 3, column 5 to row 2; to resolve: 3 in row 2"
    )
    after = state.play("move 2,4 up")
    assert told(after, "move 1,1 up", 0) == (
        "You move B3 up from row 2, column 2 to row 1, into Land's start: it scores "
        "(your pile: 1 card); Land's turn"
    )


def test_moving_before_placing_tells_the_card_still_in_hand() -> None:
    state = position(
        board={(2, 4): ["wA1"], (2, 2): ["wA2"], (2, 1): ["wA3"]}, drawn="wE5", phase="place"
    )
    assert told(state, "move 2,2 up", 0) == (
        "You move A2 up from row 3, column 3 to row 2; to resolve before placing E5: A in row 3"
    )
    moved = state.play("move 2,2 up")
    assert told(moved, "move 2,1 up", 0) == (
        "You move A3 up from row 3, column 2 to row 2; to resolve before placing E5: A in row 2"
    )
    moved = moved.play("move 2,1 up")
    assert told(moved, "move 1,1 up", 0) == (
        "You move A3 up from row 2, column 2 to row 1, into Land's start: it scores "
        "(your pile: 1 card); E5 still to place"
    )


# -- honor mode, turns without cards, the end -----------------------------------------


def test_done_tells_the_check_and_the_penalty() -> None:
    board = {(2, 2): ["wA1"], (2, 4): ["wA3"]}
    state = position(board=board, scored={"water": ["E1", "E2"]}, phase="move", penalty="honor")
    assert told(state, "done", None) == (
        "Water ends the turn with conflicts left; Land checks: Water forfeits E2 "
        "(Water's pile: 1 card) and must resolve now: A in row 3"
    )
    assert told(state, "done", 0) == (
        "You end the turn with conflicts left; Land checks: you forfeit E2 "
        "(your pile: 1 card) and must resolve now: A in row 3"
    )
    assert told(state, "done", 1) == (
        "Water ends the turn with conflicts left; you check: Water forfeits E2 "
        "(Water's pile: 1 card) and must resolve now: A in row 3"
    )
    state = position(board=board, phase="move", penalty="honor")
    assert told(state, "done", 1) == (
        "Water ends the turn with conflicts left; you check: Water has no scored card to "
        "forfeit and must resolve now: A in row 3"
    )


def test_a_turn_without_cards_and_the_final_result() -> None:
    state = position(
        board={(2, 2): ["wC4", "lB1"], (0, 2): ["lB3"], (2, 0): ["wC2"]},
        scored={"water": ["A1"], "land": ["A1", "A2"]},
        phase="move",
        to_move=1,
        rest="lost",
    )
    assert told(state, "move 2,2 right", 0) == (
        "Land moves B1 right from row 3, column 3 to column 4, uncovering Water C4; your turn "
        "(no cards left to draw), with conflicts to resolve: C in row 3"
    )
    after = state.play("move 2,2 right")
    assert told(after, "move 2,2 up", 1) == (
        "Water moves C4 down from row 3, column 3 to row 4; Game over: Water 1, you (Land) 2; "
        "you win"
    )
    assert told(after, "move 2,2 up", None).endswith("Game over: Water 1, Land 2; Land wins")


def test_a_skipped_player_is_told() -> None:
    state = position(
        board={(2, 2): ["lA1"], (2, 4): ["lA3"]},
        stacks={"water": [[]] * 5, "land": [["lE5"], [], [], [], []]},
        phase="move",
        to_move=1,
        rest="lost",
    )
    assert told(state, "move 2,2 down", 0) == (
        "Land moves A1 down from row 3, column 3 to row 4; you have no card to draw and "
        "nothing to resolve, so Land plays on"
    )
    last = state.play("move 2,2 down").play("draw 0")
    assert told(last, "place 0,0", 1) == (
        "You place E5 on row 5, column 5; Game over: Water 0, you (Land) 0; a draw"
    )


# -- solo -----------------------------------------------------------------------------------


def test_the_solo_game_is_told_to_you() -> None:
    state = position(players=1, drawn="lC3", phase="place")
    assert told(state, "place 4,4", 0) == "You place Land C3 on row 5, column 5; no conflict left"
    assert told(state, "place 4,4", None) == (
        "The player places Land C3 on row 5, column 5; no conflict left"
    )
    end = position(
        players=1,
        board={(1, 1): ["lA1"], (3, 1): ["lB1"], (3, 3): ["wC2"], (1, 3): ["wD2"]},
        phase="move",
        rest="lost",
    )
    assert told(end, "move 1,1 left", 0) == (
        "You move Land A1 left from row 2, column 2 to column 1, into Water's start: it scores "
        "(1 scored); to resolve: Water 2 in column 4"
    )
    last = end.play("move 1,1 left")
    assert told(last, "move 3,3 right", 0) == (
        "You move Water C2 right from row 4, column 4 to column 5, into Land's start: it "
        "scores (2 scored); Game over: 2 cards scored (Water 1, Land 1)"
    )
    start = seaboard.load("ebbe-flut", players=1).new(1)
    assert start.describe_start(0) == (
        "You play alone: draw from any stack, place each card on its colour's start cells "
        "and score as many cards of both colours as possible."
    )
    assert start.describe_start(None).startswith("The player plays alone: ")


# -- nothing hidden leaks ------------------------------------------------------------------


def twins(covered: str) -> tuple[EbbeFlutState, EbbeFlutState]:
    """Two positions that differ only in the faces of covered cards (Water's under a Land
    card, Land's under a Water card) and in the stacks' order."""
    one = position(
        board={
            (2, 2): ["wC4", "lB1"],
            (0, 2): ["lB3"],
            (2, 0): ["wC2"],
            (3, 3): ["lD1", "wE4"],
            (0, 3): ["wE2"],
        },
        stacks={"water": [["wA5"], [], [], [], []], "land": [["lA2"], [], [], [], []]},
        phase="move",
        to_move=1,
        covered=covered,
    )
    data = one.to_json()
    board = data["state"]["board"]
    board[2][2][0], board[3][3][0] = "wA5", "lA2"
    data["state"]["stacks"]["water"][0][-1] = "wC4"
    data["state"]["stacks"]["land"][0][-1] = "lD1"
    two = one.game.state_from_json(data)
    assert isinstance(two, EbbeFlutState)
    return one, two


@pytest.mark.parametrize("covered", ["hidden", "owner"])
def test_covered_faces_never_reach_the_words(covered: str) -> None:
    one, two = twins(covered)
    # hidden: no seat can tell the two apart; owner: Water knows its covered C4 / A5,
    # Land its D1 / A2, so only a spectator cannot tell them apart
    blind = SEATS if covered == "hidden" else (None,)
    for seat in blind:
        assert one.view(seat) == two.view(seat)
    compared = 0
    for action in one.legal_actions():
        for seat in blind:
            if one.apply(action).view(seat) != two.apply(action).view(seat):
                continue  # the action uncovered a card: now the seat sees it
            assert one.describe(action, seat) == two.describe(action, seat)
            compared += 1
    assert compared >= len(blind)  # "move 0,2 right" uncovers nothing


def test_words_are_the_same_on_every_resampled_twin() -> None:
    rng = random.Random(4)
    game = seaboard.load("ebbe-flut")
    state = game.new(4)
    steps = 0
    while not state.is_terminal and steps < 160:
        action = rng.choice(state.legal_actions())
        after = state.apply(action)
        for seat in (0, 1):
            twin = state.resample(seat, random.Random(steps))
            twin_after = twin.apply(action)
            if twin_after.view(seat) == after.view(seat):
                assert twin.describe(action, seat) == state.describe(action, seat, after)
        state = after
        steps += 1


def test_one_scored_card_is_told_in_the_singular() -> None:
    end = position(players=1, board={(1, 1): ["lA1"], (3, 1): ["lB1"]}, phase="move", rest="lost")
    assert told(end, "move 1,1 left", 0).endswith("Game over: 1 card scored (Water 0, Land 1)")
    assert told(end, "move 3,1 left", 0).endswith("Game over: 0 cards scored (Water 0, Land 0)")


def test_players_are_named_with_their_colour_and_the_reader_is_you() -> None:
    state = position(board={(4, 4): ["lB2"]}, drawn="wC3", phase="place")
    action = state.game.parse_action("place 4,4")
    names = ["Ann", "Bob"]
    assert state.describe(action, None, names=names) == (
        "Ann (Water) places C3 on row 5, column 5 over Land B2; Bob's turn"
    )
    assert state.describe(action, 0, names=names) == (
        "You place C3 on row 5, column 5 over Land B2; Bob's turn"
    )
    assert state.describe(action, 1, names=names) == (
        "Ann (Water) places C3 on row 1, column 1 over Land B2; your turn"
    )
    start = seaboard.load("ebbe-flut").new(seed=4)
    assert start.describe_start(1, names).startswith(
        "Opening: Ann (Water) draws a card and places it on a start cell, then you do;"
    )
    over = position(
        board={(2, 2): ["wC4"], (2, 0): ["wC2"]},
        scored={"water": ["A1"], "land": ["A1", "A2"]},
        phase="move",
        rest="lost",
    )
    final = over.game.parse_action("move 2,2 up")
    assert over.describe(final, 0, names=names).endswith(
        "Game over: you (Water) 1, Bob (Land) 2; Bob wins"
    )
    assert over.describe(final, None, names=names).endswith(
        "Game over: Ann (Water) 1, Bob (Land) 2; Bob wins"
    )

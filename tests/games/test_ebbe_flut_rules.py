"""Ebbe & Flut: the rulebook's scenarios from positions set up with state_from_json."""

from __future__ import annotations

import random

import pytest
from ef_positions import legal, position, top
from hypothesis import given, settings
from hypothesis import strategies as st

import seaboard
from seaboard import IllegalAction, NotationError
from seaboard.games.ebbe_flut.board import CARD_NAMES
from seaboard.games.ebbe_flut.conflicts import conflict_masks
from seaboard.games.ebbe_flut.state import EbbeFlutState

# -- set-up and the opening ------------------------------------------------------------


def test_start_cells_of_both_colours_in_the_opening() -> None:
    game = seaboard.load("ebbe-flut")
    state = game.new(seed=4)
    assert state.view(0)["opening"] == 2
    assert legal(state) == {f"draw {k}" for k in range(5)}
    state = state.play("draw 2")
    assert legal(state) == {"place 4,4", "place 3,4", "place 4,3"}
    state = state.play("place 3,4")
    assert state.to_move == 1
    state = state.play("draw 0")
    assert legal(state) == {"place 0,0", "place 1,0", "place 0,1"}
    # Land is told from its own side of the table: canonical 4,4 is its 0,0, and its own
    # start cells are at its lower right
    with pytest.raises(IllegalAction, match=r"^place 1,1: .* start cells: 4,5 5,4 5,5$"):
        state.play("place 4,4")


def test_lower_opening_card_begins() -> None:
    # Water has drawn and placed C2; Land's next card decides.
    for land_card, first in (("lB5", 1), ("lD1", 0)):
        state = position(
            board={(4, 4): ["wC2"]},
            stacks={"water": [[]] * 5, "land": [[land_card], [], [], [], []]},
            to_move=1,
            opening=1,
            first=None,
        )
        state = state.play("draw 0").play("place 0,0")
        assert state.to_move == first
        assert state.view(None)["first"] == first
        assert state.view(None)["first_by"] == "lower card"
        assert state.view(first)["phase"] == "draw"


def test_opening_tie_is_a_seeded_coin_flip() -> None:
    outcomes = set()
    for seed in range(12):
        state = position(
            board={(4, 4): ["wC2"]},
            stacks={"water": [[]] * 5, "land": [["lC2"], [], [], [], []]},
            to_move=1,
            opening=1,
            first=None,
            seed=seed,
        )
        end = state.play("draw 0").play("place 1,0")
        again = state.play("draw 0").play("place 1,0")
        assert end.to_move == again.to_move  # the same seed decides the same way
        assert end.view(1)["first_by"] == "coin flip"
        outcomes.add(end.to_move)
    assert outcomes == {0, 1}


# -- moving: directions, chains, lines of three, row and column at once ------------------


def test_water_moves_left_in_a_column_and_up_in_a_row() -> None:
    state = position(
        board={(2, 2): ["wA1"], (2, 4): ["wA3"], (0, 3): ["wB4"], (3, 3): ["wE4"]}, phase="move"
    )
    assert legal(state) == {"move 2,2 up", "move 2,4 up", "move 0,3 left", "move 3,3 left"}
    after = state.play("move 2,4 up")
    assert top(after, 1, 4) == "wA3" and top(after, 2, 4) is None
    after = after.play("move 3,3 left")
    assert top(after, 3, 2) == "wE4"
    assert after.to_move == 1  # no conflict left: the turn ended by itself


def test_land_moves_right_in_a_column_and_down_in_a_row() -> None:
    state = position(
        board={(1, 1): ["lB2"], (3, 1): ["lC2"], (2, 0): ["lD5"], (2, 3): ["lD1"]},
        phase="move",
        to_move=1,
    )
    assert legal(state) == {"move 1,1 right", "move 3,1 right", "move 2,0 down", "move 2,3 down"}
    # told from Land's side (the board turned round): its own left and up
    with pytest.raises(IllegalAction, match=r"^move 4,4 right: B2 on 4,4 can only move left"):
        state.play("move 1,1 left")
    after = state.play("move 3,1 right").play("move 2,0 down")
    assert top(after, 3, 2) == "lC2" and top(after, 3, 0) == "lD5"
    assert after.to_move == 0


def test_conflicts_look_through_other_cards_but_not_at_the_opponent() -> None:
    # Water A1 and A5 share a row with Land cards between them: a conflict.
    # Water B2 and Land B3 share a letter, but colours never conflict with each other.
    state = position(
        board={(2, 0): ["wA1"], (2, 2): ["lC4"], (2, 4): ["wA5"], (3, 1): ["wB2"], (3, 3): ["lB3"]},
        phase="move",
    )
    assert legal(state) == {"move 2,0 up", "move 2,4 up"}
    pairs = state.view(None)["conflicts"]
    assert pairs == [
        {"owner": "water", "line": "row", "index": 2, "cells": [[2, 0], [2, 4]], "shared": "A"}
    ]


def test_covered_cards_never_count() -> None:
    # Water A2 is covered by a Land card: it does not conflict with Water A4 in its row.
    state = position(
        board={(2, 1): ["wA2", "lE5"], (2, 3): ["wA4"], (4, 4): []},
        drawn="wC3",
        phase="place",
    )
    after = state.play("place 4,4")
    assert after.to_move == 1


def test_chain_reaction_in_the_same_turn() -> None:
    # A3 moves up into row 1, where B3 waits: a new conflict the same player resolves now.
    state = position(board={(2, 2): ["wA1"], (2, 4): ["wA3"], (1, 1): ["wB3"]}, phase="move")
    after = state.play("move 2,4 up")
    assert after.to_move == 0
    assert legal(after) == {"move 1,1 up", "move 1,4 up"}
    assert after.view(0)["conflicts"][0]["shared"] == "3"
    end = after.play("move 1,1 up")
    assert top(end, 0, 1) is None  # (0,1) is Land's start: Water's goal
    assert end.view(None)["scored"]["water"] == ["B3"]
    assert end.to_move == 1


def test_three_cards_in_a_line_need_two_moves() -> None:
    state = position(board={(3, 0): ["wA1"], (3, 2): ["wC1"], (3, 4): ["wE1"]}, phase="move")
    assert legal(state) == {"move 3,0 up", "move 3,2 up", "move 3,4 up"}
    one = state.play("move 3,2 up")
    assert one.to_move == 0 and legal(one) == {"move 3,0 up", "move 3,4 up"}
    two = one.play("move 3,0 up")
    # A1 went to (2,0) and C1 to (2,2): row 2 now holds A1 and C1, another conflict
    assert two.to_move == 0 and legal(two) == {"move 2,0 up", "move 2,2 up"}
    three = two.play("move 2,0 up")
    assert three.view(None)["scored"]["water"] == ["A1"]  # (1,0) is Water's goal
    assert three.to_move == 1


def test_a_card_in_a_row_and_a_column_conflict_names_its_direction() -> None:
    state = position(board={(2, 2): ["wC3"], (2, 0): ["wC1"], (4, 2): ["wD3"]}, phase="move")
    assert {"move 2,2 left", "move 2,2 up"} <= legal(state)
    assert legal(state) == {"move 2,2 left", "move 2,2 up", "move 2,0 up", "move 4,2 left"}
    left = state.play("move 2,2 left")
    assert top(left, 2, 1) == "wC3"
    up = state.play("move 2,2 up")
    assert top(up, 1, 2) == "wC3"


def test_reaching_the_goal_scores_and_leaving_the_grid_is_lost() -> None:
    state = position(
        board={(1, 1): ["wA1"], (3, 1): ["wB1"], (2, 0): ["wC2"], (4, 0): ["wD2"]},
        phase="move",
    )
    scored = state.play("move 1,1 left")  # (1,0) is a goal cell
    assert scored.view(None)["scored"]["water"] == ["A1"]
    assert scored.scores == (1.0, 0.0)
    lost = scored.play("move 2,0 left")  # column 0, not a goal row: off the grid
    assert lost.view(None)["scored"]["water"] == ["A1"]
    assert lost.view(None)["lost"]["water"] == ["C2"]
    assert lost.view(None)["out"] == 1
    assert lost.scores == (1.0, 0.0)
    # Land scores on Water's start cells
    land = position(board={(3, 3): ["lA1"], (1, 3): ["lA2"]}, phase="move", to_move=1)
    after = land.play("move 3,3 right")
    assert after.view(None)["scored"]["land"] == ["A1"] and after.scores == (0.0, 1.0)


# -- covering, uncovering and the before-or-after choice ---------------------------------


def test_covering_hides_the_face_from_everyone_by_default() -> None:
    # Water A3 moves left onto Land B2 and covers it: both players see that a Land card
    # lies under A3 (owner and count), neither sees its letter and number.
    state = position(board={(2, 3): ["lB2"], (2, 4): ["wA3"], (0, 4): ["wA5"]}, phase="move")
    covered = state.play("move 2,4 left")
    for seat in (0, 1, None):
        cell = covered.view(seat)["board"][2][3]
        assert cell == [{"owner": "land", "card": None}, {"owner": "water", "card": "A3"}]
        assert "B2" in covered.view(seat)["unknown"]["land"]
    # the owner forgets its own covered card as well: under Water's own A3 goes Water's E1
    mine = position(board={(2, 3): ["wE1"], (2, 4): ["wA3"], (0, 4): ["wA5"]}, phase="move")
    under = mine.play("move 2,4 left")
    assert under.view(0)["board"][2][3] == [
        {"owner": "water", "card": None},
        {"owner": "water", "card": "A3"},
    ]
    assert "E1" in under.view(0)["unknown"]["water"]


def test_covered_owner_option_lets_each_player_remember_their_own() -> None:
    state = position(
        board={(2, 3): ["lB2"], (2, 4): ["wA3"], (0, 4): ["wA5"]}, phase="move", covered="owner"
    )
    covered = state.play("move 2,4 left")
    cell_land = covered.view(1)["board"][2][3]
    cell_water = covered.view(0)["board"][2][3]
    assert cell_land == [{"owner": "land", "card": "B2"}, {"owner": "water", "card": "A3"}]
    assert cell_water == [{"owner": "land", "card": None}, {"owner": "water", "card": "A3"}]
    assert covered.view(None)["board"][2][3][0] == {"owner": "land", "card": None}
    assert "B2" in covered.view(0)["unknown"]["land"]
    assert "B2" not in covered.view(1)["unknown"]["land"]


def uncovered_position() -> EbbeFlutState:
    """Land is to move and will uncover Water C4 under its B1, creating a Water conflict."""
    return position(
        board={
            (2, 2): ["wC4", "lB1"],
            (0, 2): ["lB3"],  # B1 and B3 share column 2: Land must move
            (2, 0): ["wC2"],  # C2 shares row 2 with the covered C4
        },
        phase="move",
        to_move=1,
    )


def test_uncovering_creates_a_conflict_for_the_opponents_next_turn() -> None:
    state = uncovered_position()
    assert state.view(0)["board"][2][2][0] == {"owner": "water", "card": None}
    assert state.view(1)["board"][2][2][0] == {"owner": "water", "card": None}
    after = state.play("move 2,2 right")  # Land B1 off the Water card
    assert after.view(1)["board"][2][2] == [{"owner": "water", "card": "C4"}]
    assert after.to_move == 0
    assert after.view(0)["phase"] == "draw"
    assert legal(after) == {f"draw {k}" for k in range(5)}
    pairs = after.view(0)["conflicts"]
    assert [p["cells"] for p in pairs] == [[[2, 0], [2, 2]]]


def test_before_or_after_placing_are_both_legal() -> None:
    state = uncovered_position().play("move 2,2 right")
    drawn = state.play("draw 0")
    card = drawn.view(1)["drawn"]
    assert card is not None and card["owner"] == "water"  # the drawn card is public
    assert legal(drawn) == {
        "place 4,4",
        "place 3,4",
        "place 4,3",
        "move 2,0 up",
        "move 2,2 up",
    }
    # after: place first, then resolve
    placed = drawn.play("place 4,4")
    assert placed.to_move == 0 and "move 2,0 up" in legal(placed)
    # before: resolve first, then place; placing in the middle is refused
    moved = drawn.play("move 2,2 up")
    assert moved.view(0)["drawn"] == card
    if moved.view(0)["conflicts"]:
        with pytest.raises(IllegalAction, match="resolve every conflict first"):
            moved.play("place 4,4")
    while moved.view(0)["conflicts"]:
        moved = moved.play(moved.legal_actions()[0])
    assert legal(moved) == {"place 4,4", "place 3,4", "place 4,3"}


def test_placing_may_not_interrupt_the_moves_begun_before_it() -> None:
    # Water has A1 (2,4) and A2 (2,2) uncovered in conflict and A3 in the same row.
    state = position(
        board={(2, 4): ["wA1"], (2, 2): ["wA2"], (2, 1): ["wA3"]},
        drawn="wE5",
        phase="place",
    )
    moved = state.play("move 2,2 up")
    assert moved.view(0)["conflicts"]
    assert not any(a.startswith("place") for a in legal(moved))
    with pytest.raises(IllegalAction, match="resolve every conflict first"):
        moved.play("place 4,4")


# -- honor mode --------------------------------------------------------------------------


def test_strict_mode_has_no_done() -> None:
    state = position(board={(2, 2): ["wA1"], (2, 4): ["wA3"]}, phase="move")
    assert "done" not in legal(state)
    with pytest.raises(IllegalAction, match="strict"):
        state.play("done")


def test_honor_mode_penalty_costs_a_scored_card_and_forces_the_resolution() -> None:
    state = position(
        board={(2, 2): ["wA1"], (2, 4): ["wA3"]},
        scored={"water": ["E1", "E2"]},
        phase="move",
        penalty="honor",
    )
    assert "done" in legal(state)
    caught = state.play("done")
    view = caught.view(1)
    assert view["scored"]["water"] == ["E1"]
    assert view["forfeited"]["water"] == ["E2"]
    assert view["out"] == 1
    assert caught.scores == (1.0, 0.0)
    assert caught.to_move == 0 and view["resumed"]
    assert legal(caught) == {"move 2,2 up", "move 2,4 up"}  # no second "done"
    with pytest.raises(IllegalAction, match="resolve every conflict"):
        caught.play("done")
    resolved = caught.play("move 2,4 up")
    assert resolved.to_move == 1 and resolved.view(1)["phase"] == "draw"
    assert not resolved.view(1)["resumed"]


def test_honor_mode_without_scored_cards_costs_nothing() -> None:
    state = position(board={(2, 2): ["wA1"], (2, 4): ["wA3"]}, phase="move", penalty="honor")
    caught = state.play("done")
    assert caught.scores == (0.0, 0.0) and caught.to_move == 0
    assert caught.view(0)["forfeited"]["water"] == []


def test_german_penalty_counts_each_doubled_letter_or_number() -> None:
    # Row 2: A1, A3, C3 - letter A doubled and number 3 doubled: two scored cards.
    state = position(
        board={(2, 0): ["wA1"], (2, 2): ["wA3"], (2, 4): ["wC3"]},
        scored={"water": ["E1", "E2", "E3"]},
        phase="move",
        penalty="honor-each",
    )
    caught = state.play("done")
    assert caught.view(0)["scored"]["water"] == ["E1"]
    assert caught.view(0)["forfeited"]["water"] == ["E2", "E3"]


# -- the end ------------------------------------------------------------------------------


def test_with_empty_stacks_play_goes_on_until_no_conflict_is_left() -> None:
    state = position(
        board={(2, 2): ["wC4", "lB1"], (0, 2): ["lB3"], (2, 0): ["wC2"]},
        scored={"water": ["A1"], "land": ["A1", "A2"]},
        phase="move",
        to_move=1,
        rest="lost",
    )
    after = state.play("move 2,2 right")
    assert after.to_move == 0 and after.view(0)["phase"] == "move"  # no draw: stacks empty
    assert legal(after) == {"move 2,0 up", "move 2,2 up"}
    end = after.play("move 2,2 up")
    assert end.is_terminal
    assert end.winners == frozenset({1})
    assert end.returns == (-1.0, 1.0)


def test_a_player_without_cards_or_conflicts_is_skipped() -> None:
    # Water's stacks are empty and it has no conflict; Land still has cards: Land again.
    state = position(
        board={(2, 2): ["lA1"], (2, 4): ["lA3"]},
        stacks={"water": [[]] * 5, "land": [["lE5"], [], [], [], []]},
        phase="move",
        to_move=1,
        rest="lost",
    )
    after = state.play("move 2,2 down")
    assert after.to_move == 1 and legal(after) == {"draw 0"}
    last = after.play("draw 0").play("place 0,0")
    assert last.is_terminal
    assert last.winners == frozenset({0, 1})  # nobody scored: a draw
    assert last.returns == (0.0, 0.0)


# -- solo ---------------------------------------------------------------------------------


def test_solo_start_cells_directions_and_colours() -> None:
    state = position(players=1, drawn="lC3", phase="place")
    assert legal(state) == {"place 4,4", "place 3,4", "place 4,3"}
    state = position(players=1, drawn="wC3", phase="place")
    assert legal(state) == {"place 0,0", "place 0,1", "place 1,0"}
    # Land moves left/up, Water right/down, colours never conflict with each other
    state = position(
        players=1,
        board={
            (2, 1): ["lA1"],
            (2, 3): ["lA2"],
            (1, 2): ["wB1"],
            (3, 2): ["wB4"],
            (4, 1): ["wA5"],
        },
        phase="move",
    )
    assert legal(state) == {"move 2,1 up", "move 2,3 up", "move 1,2 right", "move 3,2 right"}
    after = state.play("move 2,1 up").play("move 3,2 right")
    assert top(after, 1, 1) == "lA1" and top(after, 3, 3) == "wB4"
    assert after.to_move == 0 and after.view(0)["phase"] == "draw"


def test_solo_scores_both_colours_and_ends_with_a_result() -> None:
    state = position(
        players=1,
        board={(1, 1): ["lA1"], (3, 1): ["lB1"], (3, 3): ["wC2"], (1, 3): ["wD2"]},
        phase="move",
        rest="lost",
    )
    end = state.play("move 1,1 left").play("move 3,3 right")
    assert end.is_terminal
    assert end.scores == (2.0,)
    assert end.winners == frozenset({0})
    assert end.returns == ((2.0 - 25.0) / 25.0,)
    assert end.view(0)["scored"] == {"water": ["C2"], "land": ["A1"]}


@pytest.mark.parametrize("covered", ["hidden", "owner"])
def test_solo_game_plays_out_and_sees_covered_cards_by_the_option(covered: str) -> None:
    game = seaboard.load("ebbe-flut", players=1, covered=covered)
    rng = random.Random(2)
    state = game.new(seed=2)
    assert state.view(0)["stacks"] == {"shared": [10] * 5}
    saw_covered = False
    while not state.is_terminal:
        for row in state.view(0)["board"]:
            for cell in row:
                saw_covered = saw_covered or len(cell) > 1
                assert cell[-1:] == [] or cell[-1]["card"] is not None  # tops are seen
                # hidden: no covered face; owner: the solo player owns every card
                assert all((c["card"] is None) == (covered == "hidden") for c in cell[:-1])
        state = state.play(rng.choice(state.legal_actions()))
    assert saw_covered
    assert state.winners == frozenset({0})
    assert 0 <= state.scores[0] <= 50
    assert state.returns[0] == (state.scores[0] - 25) / 25


def test_solo_refuses_honor_mode() -> None:
    with pytest.raises(seaboard.InvalidOptions, match="solo"):
        seaboard.load("ebbe-flut", players=1, penalty="honor")


# -- hidden information ---------------------------------------------------------------------


def test_resample_redraws_the_opponents_covered_cards_and_keeps_your_own() -> None:
    state = position(
        board={(2, 3): ["lB2", "wA3"], (3, 3): ["wB5", "lC1"]},
        phase="draw",
        covered="owner",
    )
    seen_land = set()
    for k in range(30):
        sample = state.resample(0, random.Random(k))
        assert sample.view(0) == state.view(0)
        assert sample.board[18][0] == state.board[18][0]  # Water's own covered B5 stays
        seen_land.add(sample.board[13][0])
        assert sample.board[13][0] // 25 == 1
        assert sample.seed != state.seed
    assert len(seen_land) > 3  # Land's covered card is drawn anew from Land's unknown cards


def test_stack_order_is_hidden_even_from_the_owner() -> None:
    state = seaboard.load("ebbe-flut").new(seed=9)
    tops = {
        state.resample(0, random.Random(k)).play("draw 0").view(0)["drawn"]["card"]
        for k in range(20)
    }
    assert len(tops) > 3
    assert state.view(0)["unknown"]["water"] == list(CARD_NAMES)


def test_covered_open_option_shows_every_covered_card() -> None:
    state = position(board={(2, 3): ["lB2", "wA3"]}, covered="open")
    assert state.view(0)["board"][2][3][0] == {"owner": "land", "card": "B2"}
    assert state.view(None)["board"][2][3][0] == {"owner": "land", "card": "B2"}
    for k in range(5):  # nothing on the board is redrawn, only the stacks' order
        assert state.resample(0, random.Random(k)).board == state.board


def test_every_action_round_trips_through_notation_and_integers() -> None:
    game = seaboard.load("ebbe-flut")
    texts = set()
    for index in range(game.num_actions):
        action = game.decode(index)
        assert game.encode(action) == index
        assert game.parse_action(str(action)) == action
        texts.add(str(action))
    assert len(texts) == game.num_actions == 131
    assert {"draw 3", "place 4,4", "move 2,3 left", "done"} <= texts


# -- notation and saved states ------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["", "draw 5", "draw", "place 5,1", "place 1", "move 1,1", "move 1,1 sideways", "fly"]
)
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        seaboard.load("ebbe-flut").parse_action(text)


def test_a_card_twice_in_a_saved_state_is_refused() -> None:
    data = position(board={(2, 2): ["wA1"]}).to_json()
    data["state"]["board"][0][0] = ["wA1"]
    with pytest.raises(NotationError, match="twice"):
        seaboard.load("ebbe-flut").state_from_json(data)


@settings(max_examples=20, deadline=None)
@given(
    st.integers(0, 2**31 - 1),
    st.sampled_from([(2, "strict"), (2, "honor"), (2, "honor-each"), (1, "strict")]),
)
def test_random_games_stay_within_the_rules(seed: int, config: tuple[int, str]) -> None:
    players, penalty = config
    game = seaboard.load("ebbe-flut", players=players, penalty=penalty)
    rng = random.Random(seed)
    state = game.new(seed)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        assert isinstance(state, EbbeFlutState)
        for colour in (0, 1):  # conflicts carried over from the last state are still right
            assert state.masks(colour) == conflict_masks(state.board, colour)
        view = state.view(None)
        cards = sum(len(cell) for row in view["board"] for cell in row)
        total = cards + sum(sum(sizes) for sizes in view["stacks"].values())
        total += len(view["scored"]["water"]) + len(view["scored"]["land"]) + view["out"]
        total += 1 if view["drawn"] else 0
        assert total == 50
        if players == 2 and view["phase"] == "draw" and not view["opening"]:
            assert state.to_move is not None
            # whoever did not just start a turn has left no conflict behind
            assert not state.has_conflict(1 - state.to_move)
    assert len(state.history) <= game.max_length

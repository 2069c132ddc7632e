"""Ebbe & Flut rulings of issue 15: covered cards, each player's side of the table, input
that lists only what is legal, and saved states where nobody could act."""

from __future__ import annotations

import random
from typing import Any

import pytest
from ef_positions import legal, position

import seaboard
from seaboard import IllegalAction, NotationError, testing
from seaboard.games.ebbe_flut.actions import turn_action
from seaboard.games.ebbe_flut.state import EbbeFlutState

# -- covered cards --------------------------------------------------------------------------


def covered_position(covered: str = "hidden", players: int = 2) -> EbbeFlutState:
    if players == 1:
        board = {(2, 3): ["lB2", "wA3"], (3, 3): ["wB5", "lC1"], (1, 1): ["wD4", "wD5"]}
        return position(players=1, board=board, covered=covered)
    return position(board={(2, 3): ["lB2", "wA3"], (3, 3): ["wB5", "lC1"]}, covered=covered)


def faces(view: dict[str, Any]) -> list[str | None]:
    return [card["card"] for row in view["board"] for cell in row for card in cell[:-1]]


def test_by_default_nobody_sees_a_covered_face_but_everyone_sees_count_and_owner() -> None:
    state = covered_position()
    assert state.game.option("covered") == "hidden"
    views = [state.view(seat) for seat in (None, 0, 1)]
    for view in views:
        assert faces(view) == [None, None]
        assert view["board"][2][3][0] == {"owner": "land", "card": None}
        assert view["board"][3][3][0] == {"owner": "water", "card": None}
        assert "B2" in view["unknown"]["land"] and "B5" in view["unknown"]["water"]
        assert view["covered"] == "hidden"
    # no seat knows more than another: the views differ only in who looks and from where
    strip = [{**v, "seat": None, "legal": [], "legal_data": [], "turned": None} for v in views]
    assert strip[0] == strip[1] == strip[2]


@pytest.mark.parametrize(
    ("covered", "seen"),
    [
        ("hidden", {None: [None, None], 0: [None, None], 1: [None, None]}),
        ("owner", {None: [None, None], 0: [None, "B5"], 1: ["B2", None]}),
        ("open", {None: ["B2", "B5"], 0: ["B2", "B5"], 1: ["B2", "B5"]}),
    ],
)
def test_the_covered_option(covered: str, seen: dict[int | None, list[str | None]]) -> None:
    state = covered_position(covered)
    for seat, expected in seen.items():
        assert faces(state.view(seat)) == expected


@pytest.mark.parametrize("covered", ["hidden", "owner", "open"])
@pytest.mark.parametrize("players", [1, 2])
def test_resample_draws_exactly_what_the_view_hides(covered: str, players: int) -> None:
    state = covered_position(covered, players)
    for seat in range(players):
        view = state.view(seat)
        testing.check_hidden_information(state, seed=3)
        seen_faces: set[tuple[int, int, int]] = set()
        for k in range(40):
            sample = state.resample(seat, random.Random(k))
            assert sample.view(seat) == view
            for i, cell in enumerate(sample.board):
                for depth, piece in enumerate(cell[:-1]):
                    assert piece // 25 == state.board[i][depth] // 25  # owners stay
                    seen_faces.add((i, depth, piece))
        known = {
            (i, depth, piece)
            for i, cell in enumerate(state.board)
            for depth, piece in enumerate(cell[:-1])
        }
        hidden_slots = sum(card is None for card in faces(view))
        if hidden_slots:
            assert len(seen_faces) > len(known)  # hidden faces are drawn anew
        else:
            assert seen_faces == known  # every face the seat sees stays


def test_hidden_resample_is_the_same_for_both_seats() -> None:
    # nobody knows more than anybody: both seats sample from the same positions
    state = covered_position()
    a = state.resample(0, random.Random(7))
    b = state.resample(1, random.Random(7))
    assert a.to_json() == b.to_json()


def test_uncovering_shows_the_face_again() -> None:
    state = position(
        board={(2, 2): ["wC4", "lB1"], (0, 2): ["lB3"], (2, 0): ["wC2"]},
        phase="move",
        to_move=1,
    )
    assert state.view(0)["board"][2][2][0]["card"] is None
    after = state.play("move 2,2 right")
    for seat in (None, 0, 1):
        assert after.view(seat)["board"][2][2] == [{"owner": "water", "card": "C4"}]


def test_an_old_save_with_the_former_default_still_loads() -> None:
    state = covered_position("owner")
    data = state.to_json()
    assert data["options"]["covered"] == "owner"
    again = seaboard.load("ebbe-flut", covered="owner").state_from_json(data)
    assert again.to_json() == data


# -- each player's side of the table ----------------------------------------------------------


def test_land_types_and_reads_left_and_up_from_its_own_side() -> None:
    game = seaboard.load("ebbe-flut")
    # Land's B2 and C2 share column 1 as Water sees it: canonically Land moves them right,
    # from Land's side of the table that is left
    state = position(board={(1, 1): ["lB2"], (3, 1): ["lC2"]}, phase="move", to_move=1)
    assert legal(state) == {"move 1,1 right", "move 3,1 right"}
    shown = {game.notation_for(a, 1) for a in state.legal_actions()}
    assert shown == {"move 4,4 left", "move 2,4 left"}  # counted from 1, as the board's labels
    water = {"move 2,2 right", "move 4,2 right"}
    assert {game.notation_for(a, 0) for a in state.legal_actions()} == water
    assert {game.notation_for(a, None) for a in state.legal_actions()} == water
    typed = game.parse_action_for("move 2,4 left", 1)
    assert str(typed) == "move 3,1 right"
    after = state.play(typed)
    assert after.view(None)["board"][3][2][-1]["card"] == "C2"
    # a row conflict: "up" from Land's side
    row = position(board={(2, 0): ["lD5"], (2, 3): ["lD1"]}, phase="move", to_move=1)
    assert {game.notation_for(a, 1) for a in row.legal_actions()} == {
        "move 3,5 up",
        "move 3,2 up",
    }


def test_both_players_enter_at_their_own_lower_right() -> None:
    game = seaboard.load("ebbe-flut")
    state = game.new(seed=3).play("draw 0")
    assert {game.notation_for(a, 0) for a in state.legal_actions()} == {
        "place 5,5",
        "place 4,5",
        "place 5,4",
    }
    state = state.play("place 4,4").play("draw 0")
    assert {game.notation_for(a, 1) for a in state.legal_actions()} == {
        "place 5,5",
        "place 4,5",
        "place 5,4",
    }
    assert state.play(game.parse_action_for("place 4,5", 1)).view(None)["board"][1][0]
    assert state.view(1)["turned"] and not state.view(0)["turned"]
    assert not state.view(None)["turned"]


def test_every_action_turns_round_and_back() -> None:
    game = seaboard.load("ebbe-flut", penalty="honor")
    for index in range(game.num_actions):
        action = game.decode(index)
        assert turn_action(turn_action(action)) == action
        for seat in (None, 0, 1):
            assert game.parse_action_for(game.notation_for(action, seat), seat) == action
    solo = seaboard.load("ebbe-flut", players=1)
    for index in range(solo.num_actions):
        action = solo.decode(index)
        assert solo.parse_action_for(solo.notation_for(action, 0), 0) == action
        # the player's side is the board's: only the counting differs
        assert solo.notation_for(action, 0) == solo.notation_for(action, None)


def test_refusals_speak_from_the_movers_side() -> None:
    state = position(board={(1, 1): ["lB2"], (3, 1): ["lC2"]}, phase="move", to_move=1)
    game = state.game
    with pytest.raises(IllegalAction) as caught:
        state.play(game.parse_action_for("move 4,4 up", 1))
    assert str(caught.value).startswith("move 4,4 up: B2 on ")


# -- wrong input lists only what is legal now ---------------------------------------------


def test_notation_help_offers_done_only_where_the_rules_have_it() -> None:
    with pytest.raises(NotationError) as strict:
        seaboard.load("ebbe-flut").parse_action("fly")
    assert "done" not in str(strict.value)
    assert "draw 0" in str(strict.value) and "'move R,C left|up'" in str(strict.value)
    with pytest.raises(NotationError) as honor:
        seaboard.load("ebbe-flut", penalty="honor").parse_action("fly")
    assert "'done'" in str(honor.value)


def test_a_refused_done_names_the_rule_and_offers_nothing_illegal() -> None:
    state = position(board={(2, 2): ["wA1"], (2, 4): ["wA3"]}, phase="move")
    with pytest.raises(IllegalAction) as caught:
        state.play("done")
    assert str(caught.value) == (
        "done: this game has no 'done' (penalty=strict): the turn ends by itself once no "
        "conflict is left"
    )
    assert "done" not in legal(state)


# -- saved states where nobody could act -------------------------------------------------------


def test_a_move_phase_without_a_conflict_is_refused() -> None:
    with pytest.raises(NotationError, match="nobody can act: the phase is move, but Water has no"):
        position(board={(2, 2): ["wA1"]}, phase="move")
    with pytest.raises(NotationError, match="nobody can act"):
        position(board={(2, 2): ["wA1"]}, phase="move", penalty="honor")  # not even "done"


def test_a_draw_phase_with_empty_stacks_is_refused() -> None:
    with pytest.raises(NotationError, match="Land has no card left to draw"):
        position(stacks=None, rest="lost", phase="draw", to_move=1)


def test_a_game_marked_over_too_early_is_refused() -> None:
    with pytest.raises(NotationError, match="cards are left in the stacks"):
        position(phase="over", to_move=None)
    with pytest.raises(NotationError, match="Water has a conflict left"):
        position(board={(2, 2): ["wA1"], (2, 4): ["wA3"]}, rest="lost", phase="over", to_move=None)
    over = position(board={(2, 2): ["wA1"]}, rest="lost", phase="over", to_move=None)
    assert over.is_terminal


def test_sound_positions_still_load() -> None:
    game = seaboard.load("ebbe-flut")
    rng = random.Random(1)
    state = game.new(1)
    while not state.is_terminal:
        assert game.state_from_json(state.to_json()).to_json() == state.to_json()
        state = state.play(rng.choice(state.legal_actions()))
    assert game.state_from_json(state.to_json()).is_terminal

"""El Switcher: rulebook scenarios set up with state_from_json, and properties."""

from __future__ import annotations

import random
from typing import Any

import pytest
from es_positions import FIG07, FIG07_TEXT, board, game, setup, shift, texts
from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.engine import IllegalAction, NotationError
from seaboard.engine.undo import take_back_refusal
from seaboard.games.el_switcher import Claim, ElSwitcherState, Move
from seaboard.games.el_switcher import data as D

# -- movement cards ----------------------------------------------------------------
PARTNERS = {
    # kind: {cell: the cells it can swap with}
    "mov1": {(2, 2): {(0, 0), (0, 4), (4, 0), (4, 4)}, (0, 3): {(2, 1), (2, 5)}, (0, 0): {(2, 2)}},
    "mov2": {
        (2, 2): {(0, 2), (4, 2), (2, 0), (2, 4)},
        (0, 3): {(2, 3), (0, 1), (0, 5)},
        (0, 0): {(2, 0), (0, 2)},
    },
    "mov3": {
        (2, 2): {(1, 2), (3, 2), (2, 1), (2, 3)},
        (0, 3): {(1, 3), (0, 2), (0, 4)},
        (0, 0): {(1, 0), (0, 1)},
    },
    "mov4": {(2, 2): {(1, 1), (1, 3), (3, 1), (3, 3)}, (0, 3): {(1, 2), (1, 4)}, (0, 0): {(1, 1)}},
    "mov5": {(2, 2): {(0, 3), (1, 0), (4, 1), (3, 4)}, (0, 3): {(2, 2), (1, 5)}, (0, 0): {(1, 2)}},
    "mov6": {(2, 2): {(0, 1), (3, 0), (4, 3), (1, 4)}, (0, 3): {(1, 1), (2, 4)}, (0, 0): {(2, 1)}},
    "mov7": {
        (2, 2): {(2, 0), (2, 5), (0, 2), (5, 2)},
        (0, 3): {(0, 0), (0, 5), (1, 3), (2, 3), (3, 3), (4, 3), (5, 3)},
        (0, 0): {(0, c) for c in range(1, 6)} | {(r, 0) for r in range(1, 6)},
        (5, 5): {(5, c) for c in range(5)} | {(r, 5) for r in range(5)},
    },
}


@pytest.mark.parametrize("kind", sorted(PARTNERS))
def test_every_movement_kind_in_the_middle_at_the_edges_and_corners(kind: str) -> None:
    state = setup(hands=[[kind] * 3, ["mov1", "mov2", "mov3"]])
    moves = [a for a in state.legal_actions() if isinstance(a, Move)]
    assert {D.MOVE_NAMES[m.kind] for m in moves} == {kind}
    for (r, c), expected in PARTNERS[kind].items():
        here = D.cell(r, c)
        found = {
            (D.ROW[m.b], D.COL[m.b]) if m.a == here else (D.ROW[m.a], D.COL[m.a])
            for m in moves
            if here in (m.a, m.b)
        }
        assert found == expected, f"{kind} from {r},{c}"


def test_a_move_swaps_the_two_tiles_and_uses_the_card() -> None:
    state = setup(
        board=board(("R", [(0, 0)]), ("Y", [(5, 5)])), hands=[["mov1", "mov7", "mov7"]] * 2
    )
    after = state.play("mov7 0,5 0,0")
    assert after.view(0)["board"][0] == "BBGBGR"
    assert after.view(0)["hand"] == ["mov1", "mov7"]
    assert after.view(1)["hand_sizes"] == [2, 3]
    assert after.view(1)["pending"] == ["mov7 0,0 0,5"]
    assert state.view(0)["board"][0][0] == "R", "the old state changed"
    with pytest.raises(IllegalAction, match="no straight side by side card"):
        state.play("mov3 0,0 0,1")


def test_impossible_moves_do_not_parse() -> None:
    g = game()
    with pytest.raises(NotationError, match="cannot swap"):
        g.parse_action("mov3 0,0 1,1")
    with pytest.raises(NotationError, match="cannot swap"):
        g.parse_action("mov7 2,2 2,3")
    with pytest.raises(NotationError, match="off the board"):
        g.parse_action("mov3 5,5 5,6")
    assert g.parse_action("mov3 2,4 2,3") == g.parse_action("mov3 2,3 2,4")


# -- figures -----------------------------------------------------------------------
def test_a_valid_figure_can_be_claimed_and_draws_a_replacement() -> None:
    state = setup(
        board=board(("R", FIG07)),
        face_up=[["fig07", "fig01", "fig02"], ["fig03", "fig04", "fig05"]],
        figure_decks=[["fig09", "fig10"], ["fig11"]],
    )
    claim = "claim " + FIG07_TEXT
    assert state.view(1)["claimable"] == [claim]
    after = state.play(claim)
    view = after.view(1)
    assert [f["card"] for f in view["figures"][0]] == ["fig01", "fig02", "fig09"]
    assert view["deck_sizes"] == [1, 1]
    assert view["formed"][0] == ["fig07"]
    assert view["forbidden_colour"] == "R"
    assert after.scores == (1.0, 0.0)


def test_rule_1_the_cells_must_be_one_colour() -> None:
    cells = [*FIG07[:4], (2, 4)]
    state = setup(board=board(("R", cells[:4]), ("Y", [cells[4]])), face_up=[["fig07"], ["fig01"]])
    assert state.view(0)["claimable"] == []
    with pytest.raises(IllegalAction, match="not all one colour"):
        state.play("claim " + FIG07_TEXT)


def test_rule_2_side_contact_is_refused_and_corner_contact_allowed() -> None:
    up = [["fig07"], ["fig01"]]
    side = setup(board=board(("R", [*FIG07, (3, 4)])), face_up=up)
    assert side.view(0)["claimable"] == []
    with pytest.raises(IllegalAction, match="3,5 touches 4,5"):
        side.play("claim " + FIG07_TEXT)
    corner = setup(board=board(("R", [*FIG07, (3, 5), (0, 0), (2, 0)])), face_up=up)
    assert corner.view(0)["claimable"] == ["claim " + FIG07_TEXT]


def test_rule_3_the_forbidden_colour_holds_for_claims_and_blocks() -> None:
    fig01 = shift(tuple(D.layout_cells("#../###/#..")), 3, 0)  # rows 3-5, columns 0-2
    state = setup(
        board=board(("R", FIG07), ("Y", fig01)),
        face_up=[["fig07", "fig02"], ["fig07", "fig01", "fig03"]],
        forbidden="R",
    )
    claimable = state.view(0)["claimable"]
    assert claimable == ["claim fig01@1 3,0 4,0 4,1 4,2 5,0"]
    with pytest.raises(IllegalAction, match="red is forbidden"):
        state.play("claim " + FIG07_TEXT)
    with pytest.raises(IllegalAction, match="red is forbidden"):
        state.play("claim fig07@1 1,1 1,2 1,3 1,4 2,4")
    # The block makes yellow the forbidden colour, and red is free again.
    after = state.play(claimable[0])
    assert after.view(0)["forbidden_colour"] == "Y"
    assert after.view(0)["claimable"] == ["claim " + FIG07_TEXT]


def test_no_colour_is_forbidden_at_the_start() -> None:
    assert game().new(3).view(None)["forbidden_colour"] is None


def test_rotations_are_accepted_and_mirror_images_refused() -> None:
    g = game()
    rotations = D.rotations("####/...#")
    assert len(rotations) == 4
    for rot in rotations:
        cells = shift(rot, 1, 1)
        state = setup(g, board=board(("R", cells)), face_up=[["fig07"], ["fig08"]])
        assert [str(a) for a in state.claims()] == [
            str(g.parse_action("claim fig07 " + " ".join(f"{r},{c}" for r, c in cells)))
        ]
    mirror = [(r, 3 - c) for r, c in D.layout_cells("####/...#")]
    cells = shift(tuple(mirror), 1, 1)
    state = setup(g, board=board(("R", cells)), face_up=[["fig07", "fig08"], ["fig01"]])
    written = " ".join(f"{r},{c}" for r, c in cells)
    assert state.view(0)["claimable"] == [str(g.parse_action("claim fig08 " + written))]
    with pytest.raises(NotationError, match="shape of fig07"):
        g.parse_action("claim fig07 " + written)


def test_one_figure_matching_several_cards_offers_each() -> None:
    state = setup(board=board(("R", FIG07)), face_up=[["fig07"], ["fig07", "fig01"]])
    assert state.view(0)["claimable"] == [
        "claim " + FIG07_TEXT,
        "claim fig07@1 1,1 1,2 1,3 1,4 2,4",
    ]


# -- blocking ----------------------------------------------------------------------
def test_blocking_turns_the_card_face_down() -> None:
    state = setup(board=board(("R", FIG07)), face_up=[["fig01"], ["fig07", "fig02", "fig03"]])
    after = state.play("claim fig07@1 1,1 1,2 1,3 1,4 2,4")
    view = after.view(0)
    assert view["figures"][1] == [
        {"card": "fig02", "blocked": False, "shape": D.FIGURE_LAYOUTS[1]},
        {"card": "fig03", "blocked": False, "shape": D.FIGURE_LAYOUTS[2]},
        {"card": "fig07", "blocked": True, "shape": "####/...#"},
    ]
    assert view["locked"] == [False, True]
    assert after.scores == (0.0, 0.0), "a block is not a figure of one's own"


def test_blocking_limits() -> None:
    up = [["fig01"], ["fig07", "fig02"]]
    already = setup(
        board=board(("R", FIG07)), face_up=up, blocked=[None, "fig03"], locked=[False, True]
    )
    assert already.view(0)["claimable"] == []
    with pytest.raises(IllegalAction, match="already has a blocked card"):
        already.play("claim fig07@1 1,1 1,2 1,3 1,4 2,4")
    only = setup(board=board(("R", FIG07)), face_up=[["fig01"], ["fig07"]])
    assert only.view(0)["claimable"] == []
    with pytest.raises(IllegalAction, match="only face-up card"):
        only.play("claim fig07@1 1,1 1,2 1,3 1,4 2,4")
    with pytest.raises(IllegalAction, match="form it rather than block it"):
        only.play("claim fig07@0 1,1 1,2 1,3 1,4 2,4")


def test_one_blocked_card_per_player_but_every_opponent_may_be_blocked() -> None:
    fig01 = shift(tuple(D.layout_cells("#../###/#..")), 3, 0)
    g = game(3)
    state = setup(
        g,
        board=board(("R", FIG07), ("Y", fig01)),
        face_up=[["fige01"], ["fig07", "fig01", "fig02"], ["fig07", "fig05"]],
        hands=[["mov1"] * 3, ["mov2"] * 3, ["mov3"] * 3],
    )
    assert state.view(0)["claimable"] == [
        "claim fig07@1 1,1 1,2 1,3 1,4 2,4",
        "claim fig07@2 1,1 1,2 1,3 1,4 2,4",
        "claim fig01@1 3,0 4,0 4,1 4,2 5,0",
    ]
    after = state.play("claim fig01@1 3,0 4,0 4,1 4,2 5,0")
    assert after.view(0)["claimable"] == ["claim fig07@2 1,1 1,2 1,3 1,4 2,4"]


def test_the_blocked_cycle_back_to_normal_play() -> None:
    fig01 = shift(tuple(D.layout_cells("#../###/#..")), 3, 0)
    fig02 = shift(tuple(D.layout_cells("##../.###")), 3, 2)
    state = setup(
        board=board(("R", FIG07)),
        current=1,
        face_up=[["fig07", "fig01", "fig02"], ["fige01"]],
        figure_decks=[["fig09", "fig10", "fig11", "fig12"], ["fige02"]],
    )
    state = state.play("claim fig07@0 1,1 1,2 1,3 1,4 2,4")
    assert state.view(None)["locked"] == [True, False]

    def claim(s: ElSwitcherState, colour: str, cells: list[tuple[int, int]], text: str) -> Any:
        data = s.to_json()
        data["state"].update(board=board((colour, cells)), forbidden=None, current=0)
        return s.game.state_from_json(data).play(text)

    # Forming fig01 while blocked turns up no new card.
    state = claim(state, "Y", fig01, "claim fig01 3,0 4,0 4,1 4,2 5,0")
    view = state.view(0)
    assert [f["card"] for f in view["figures"][0]] == ["fig02", "fig07"]
    assert view["deck_sizes"][0] == 4
    # Forming the last other card turns the blocked one face up; still no new cards.
    state = claim(state, "Y", fig02, "claim fig02 3,2 3,3 4,3 4,4 4,5")
    view = state.view(0)
    assert view["figures"][0] == [{"card": "fig07", "blocked": False, "shape": "####/...#"}]
    assert view["deck_sizes"][0] == 4 and view["locked"] == [True, False]
    # Nobody may block it now: it is the player's only face-up card.
    data = state.to_json()
    data["state"].update(board=board(("R", FIG07)), forbidden=None, current=1)
    other = state.game.state_from_json(data)
    assert other.view(1)["claimable"] == []
    # Forming it draws back up to three: normal play again.
    state = claim(state, "R", FIG07, "claim " + FIG07_TEXT)
    view = state.view(0)
    assert [f["card"] for f in view["figures"][0]] == ["fig09", "fig10", "fig11"]
    assert view["locked"] == [False, False]
    assert view["formed"][0] == ["fig01", "fig02", "fig07"]
    # Back to normal: forming a card turns up a replacement.
    fig09 = shift(tuple(D.layout_cells("..#/###/.#.")), 0, 0)
    state = claim(state, "Y", fig09, "claim fig09 0,2 1,0 1,1 1,2 2,1")
    assert [f["card"] for f in state.view(0)["figures"][0]] == ["fig10", "fig11", "fig12"]


# -- the win, the end of the game --------------------------------------------------
def test_forming_the_last_figure_wins_at_once() -> None:
    state = setup(
        board=board(("R", FIG07)),
        face_up=[["fig07"], ["fig01", "fig02"]],
        figure_decks=[[], ["fig03"]],
        formed=[["fig01", "fig02"], []],
    )
    after = state.play("claim " + FIG07_TEXT)
    assert after.is_terminal and after.to_move is None
    assert after.winners == frozenset({0})
    assert after.returns == (1.0, -1.0)
    assert after.legal_actions() == ()


def test_a_blocked_card_left_over_prevents_the_win() -> None:
    state = setup(
        board=board(("R", FIG07)),
        face_up=[["fig07"], ["fig01", "fig02"]],
        figure_decks=[[], []],
        blocked=["fig05", None],
        locked=[True, False],
    )
    after = state.play("claim " + FIG07_TEXT)
    assert not after.is_terminal
    assert after.view(0)["figures"][0] == [{"card": "fig05", "blocked": False, "shape": "#####"}]


def test_max_turns_fewest_figures_left_wins_and_ties_share() -> None:
    g = game(2, max_turns=2)
    tie = setup(g)
    end = tie.play("end").play("end")
    assert end.is_terminal and end.winners == frozenset({0, 1})
    assert end.returns == (0.0, 0.0)
    ahead = setup(g, figure_decks=[["fig01"] * 5, ["fig01"] * 6])
    end = ahead.play("end").play("end")
    assert end.winners == frozenset({0}) and end.returns == (1.0, -1.0)


# -- drawing and the movement deck -------------------------------------------------
def test_the_turn_ends_and_the_hand_is_refilled() -> None:
    state = setup(hands=[["mov3", "mov3", "mov4"], ["mov1", "mov1", "mov1"]])
    deck = state.to_json()["state"]["movement_deck"]
    after = state.play("mov3 0,0 0,1").play("mov4 0,0 1,1").play("end")
    assert after.to_move == 1
    js = after.to_json()["state"]
    assert js["hands"][0] == sorted(["mov3", *deck[:2]])
    assert js["movement_deck"] == deck[2:]
    assert js["discards"] == {"mov3": 1, "mov4": 1}
    assert after.view(1)["turns_played"] == 1


def test_the_discards_are_reshuffled_into_a_new_deck() -> None:
    hands = [["mov3", "mov3", "mov4"], ["mov5", "mov6", "mov7"]]
    discards = {name: 7 for name in D.MOVE_NAMES}
    for hand in hands:
        for card in hand:
            discards[card] -= 1
    discards["mov1"] -= 1  # the last card of the deck

    def end_turn(seed: int) -> dict[str, Any]:
        state = setup(seed=seed, hands=hands, movement_deck=["mov1"], discards=discards)
        after = state.play("mov3 0,0 0,1").play("mov4 0,0 1,1").play("end")
        js: dict[str, Any] = after.to_json()["state"]
        return js

    js = end_turn(1)
    assert js["reshuffles"] == 1 and js["discards"] == {}
    assert "mov1" in js["hands"][0] and "mov3" in js["hands"][0] and len(js["hands"][0]) == 3
    assert len(js["movement_deck"]) == 49 - 6
    total = {name: 0 for name in D.MOVE_NAMES}
    for card in js["movement_deck"] + js["hands"][0] + js["hands"][1]:
        total[card] += 1
    assert set(total.values()) == {7}
    orders = {tuple(end_turn(seed)["movement_deck"]) for seed in range(4)}
    assert len(orders) > 1, "the reshuffle does not depend on the seed"
    assert end_turn(2) == end_turn(2)


# -- undo and partial moves --------------------------------------------------------
def test_undo_takes_back_moves_but_not_past_a_figure() -> None:
    cells = [(1, 1), (1, 2), (1, 3), (0, 4), (2, 4)]  # mov3 0,4 1,4 completes fig07
    state = setup(
        game(2, undos=3),
        board=board(("R", cells)),
        hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3],
        face_up=[["fig07", "fig01"], ["fig02"]],
    )
    assert "undo" not in texts(state)
    moved = state.play("mov4 1,1 2,2")
    assert moved.view(0)["board"] != state.view(0)["board"]
    back = moved.play("undo")
    assert back.view(0)["board"] == state.view(0)["board"]
    assert back.view(0)["hand"] == ["mov3", "mov3", "mov4"]
    assert back.view(1)["known_hands"] == [["mov4"], []], "the card came back in sight"
    assert back.view(0)["undos_left"] == 2
    formed = back.play("mov3 0,4 1,4").play("claim " + FIG07_TEXT)
    assert "undo" not in texts(formed)
    with pytest.raises(IllegalAction, match="no move to take back"):
        formed.play("undo")
    assert "undo" in texts(formed.play("mov4 2,2 3,3"))


def test_the_undo_limit() -> None:
    g = game(2, undos=1)
    state = setup(g, hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3])
    state = state.play("mov3 0,0 0,1").play("undo").play("mov3 0,0 0,1")
    assert "undo" not in texts(state)
    with pytest.raises(IllegalAction, match="used the one take-back of this turn"):
        state.play("undo")
    assert "undo" not in texts(setup(game(2, undos=0)).play("mov3 0,0 0,1"))


def test_the_rulebook_game_has_no_take_backs() -> None:
    state = setup(hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3])
    assert state.view(0)["undos_left"] == 0
    moved = state.play("mov3 0,0 0,1")
    assert "undo" not in texts(moved)
    with pytest.raises(IllegalAction, match="take-backs are off in this game"):
        moved.play("undo")
    move = game().parse_action("mov3 0,0 0,1")
    assert take_back_refusal(state, move, moved, 0) == (
        "the rules of El Switcher do not let swap 1,1 1,2 straight side by side be taken back"
    )


@pytest.mark.parametrize("undos", [0, 3])
def test_a_block_is_never_taken_back(undos: int) -> None:
    """A block is a figure: nothing before it can be undone, by the game's own undo or by
    the front ends' shared take-back."""
    cells = [(1, 1), (1, 2), (1, 3), (0, 4), (2, 4)]  # mov3 0,4 1,4 completes fig07
    state = setup(
        game(2, undos=undos),
        board=board(("R", cells)),
        hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3],
        face_up=[["fig01"], ["fig07", "fig02"]],
    )
    moved = state.play("mov3 0,4 1,4")
    block = game().parse_action("claim fig07@1 " + FIG07_TEXT.split(" ", 1)[1])
    blocked = moved.play(block)
    assert blocked.view(0)["figures"][1][-1] == {
        "card": "fig07",
        "blocked": True,
        "shape": D.FIGURE_LAYOUTS[D.FIGURE_INDEX["fig07"]],
    }
    assert "undo" not in texts(blocked)
    with pytest.raises(IllegalAction):
        blocked.play("undo")
    assert take_back_refusal(moved, block, blocked, 0) is not None
    assert not moved.allows_take_back(block)


def test_partial_moves_are_undone_at_the_end_of_the_turn() -> None:
    g = game(2, partial_moves=True)
    state = setup(g, hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3])
    deck_size = state.view(0)["movement_deck_size"]
    after = state.play("mov3 0,0 0,1").play("mov4 0,0 1,1").play("end")
    assert after.view(0)["board"] == state.view(0)["board"]
    assert after.view(0)["hand"] == ["mov3", "mov3", "mov4"]
    assert after.view(1)["known_hands"][0] == ["mov3", "mov4"]
    assert after.view(0)["movement_deck_size"] == deck_size
    assert after.view(0)["discards"] == {}


def test_partial_moves_become_final_when_a_figure_is_formed() -> None:
    g = game(2, partial_moves=True)
    cells = [(1, 1), (1, 2), (1, 3), (0, 4), (2, 4)]
    state = setup(
        g,
        board=board(("R", cells)),
        hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3],
        face_up=[["fig07", "fig01"], ["fig02"]],
    )
    formed = state.play("mov3 0,4 1,4").play("claim " + FIG07_TEXT)
    later = formed.play("mov4 1,1 2,2")
    assert later.view(0)["board"] != formed.view(0)["board"]
    end = later.play("end")
    assert end.view(0)["board"] == formed.view(0)["board"], "only the later move was undone"
    assert end.view(0)["board"][1][4] == "R", "the move before the figure stayed"
    assert end.view(0)["discards"] == {"mov3": 1}
    assert sorted(end.view(0)["hand"]) == end.view(0)["hand"]
    assert "mov4" in end.view(0)["hand"] and len(end.view(0)["hand"]) == 3


# -- set-up, hidden information, encoding ------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(2, 25), (3, 16), (4, 12)])
def test_classroom_decks_split_hard_and_easy_evenly(players: int, size: int) -> None:
    state = game(players, deck="classroom").new(4)
    js = state.to_json()["state"]
    for seat in range(players):
        cards = js["face_up"][seat] + js["figure_decks"][seat]
        assert len(cards) == size
        easy = sum(1 for c in cards if c.startswith("fige"))
        assert easy == 14 // players


def test_full_decks_are_the_same_for_every_seat() -> None:
    state = game(4).new(2)
    js = state.to_json()["state"]
    decks = [frozenset(js["face_up"][s] + js["figure_decks"][s]) for s in range(4)]
    assert all(len(d) == 23 for d in decks)
    assert {frozenset(D.FIGURE_NAMES) - d for d in decks} == {frozenset({"fige05", "fige06"})}
    assert state.view(None)["hand"] is None and state.view(None)["turn_seconds"] == 120


def test_varied_decks_leave_out_a_different_easy_pair_each() -> None:
    state = game(4, deck="varied").new(2)
    js = state.to_json()["state"]
    decks = [frozenset(js["face_up"][s] + js["figure_decks"][s]) for s in range(4)]
    assert all(len(d) == 23 for d in decks)
    missing = [frozenset(D.FIGURE_NAMES) - d for d in decks]
    assert missing == [
        {"fige01", "fige02"},
        {"fige03", "fige04"},
        {"fige05", "fige06"},
        {"fige07", "fige01"},
    ]
    for seat in range(4):  # the bots' samples draw from the seat's own deck
        sample = state.resample(0, random.Random(seat)).to_json()["state"]
        assert set(sample["figure_decks"][seat]) <= decks[seat]


def test_resample_keeps_known_cards_and_redraws_the_rest() -> None:
    hands = [["mov3", "mov3", "mov4"], ["mov1", "mov7", "mov7"]]
    deck = [name for name in D.MOVE_NAMES for _ in range(7)]
    for card in [*hands[0], *hands[1], *["mov2"] * 4]:
        deck.remove(card)
    state = setup(hands=hands, known=[[], ["mov7"]], discards={"mov2": 4}, movement_deck=deck)
    for i in range(20):
        again = state.resample(0, random.Random(i))
        assert again.view(0) == state.view(0)
        js = again.to_json()["state"]
        assert "mov7" in js["hands"][1]
        total = {name: 0 for name in D.MOVE_NAMES}
        for card in js["movement_deck"] + js["hands"][0] + js["hands"][1]:
            total[card] += 1
        total["mov2"] += 4
        assert set(total.values()) == {7}
    hands = {
        tuple(state.resample(0, random.Random(i)).to_json()["state"]["hands"][1]) for i in range(20)
    }
    assert len(hands) > 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_integer_encoding_is_a_bijection(players: int) -> None:
    g = game(players)
    assert g.num_actions == 2 + 378 + (players + 1) * 1405
    for index in range(g.num_actions):
        action = g.decode(index)
        assert g.encode(action) == index
        assert g.parse_action(str(action)) == action
    with pytest.raises(NotationError):
        g.decode(g.num_actions)


def test_bad_notation_explains_itself() -> None:
    g = game(2)
    for text, words in [
        ("", "empty"),
        ("swap", "not an action"),
        ("claim fig99 1,1", "not a figure card"),
        ("claim fig07@5 1,1 1,2 1,3 1,4 2,4", "seat, 0 to 1"),
        ("end now", "nothing after"),
        ("mov3 2,3", "two cells"),
        ("claim fig07@ 1,1 1,2 1,3 1,4 2,4", "after @ comes a seat"),
    ]:
        with pytest.raises(NotationError, match=words):
            g.parse_action(text)
    assert isinstance(g.parse_action("claim fig07@1 2,4 1,1 1,2 1,3 1,4"), Claim)


@settings(max_examples=60, deadline=None)
@given(tiles=st.permutations(list("RYGB" * 9)))
def test_figures_found_by_components_match_a_brute_force_search(tiles: list[str]) -> None:
    text = "".join(tiles)
    brute = set()
    for card, cells in D.PLACEMENTS:
        colour = text[cells[0]]
        if any(text[i] != colour for i in cells):
            continue
        if any(text[j] == colour and j not in cells for i in cells for j in D.NEIGHBOURS[i]):
            continue
        brute.add((card, cells))
    assert {(card, cells) for card, _, cells in D.figures_on(text)} == brute


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**20), picks=st.lists(st.integers(0, 999), max_size=80))
def test_tiles_and_cards_are_conserved(seed: int, picks: list[int]) -> None:
    g = game(3, deck="short", partial_moves=seed % 2 == 0)
    state = g.new(seed)
    for pick in picks:
        if state.is_terminal:
            break
        legal = state.legal_actions()
        state = state.play(legal[pick % len(legal)])
        js = state.to_json()["state"]
        assert sorted("".join(js["board"])) == sorted("RYGB" * 9)
        cards = len(js["movement_deck"]) + sum(js["discards"].values()) + len(js["pending"])
        assert cards + sum(len(h) for h in js["hands"]) == 49
        assert all(set(k) <= set(h) for k, h in zip(js["known"], js["hands"], strict=True))


# -- loading positions -------------------------------------------------------------
def test_a_position_where_nobody_can_act_is_refused() -> None:
    with pytest.raises(NotationError, match="nobody can act: Player 2 has formed every figure"):
        setup(face_up=[["fig01"], []], figure_decks=[["fig02"], []])
    with pytest.raises(NotationError, match="nobody can act: all 10 turns are played"):
        setup(game(2, max_turns=10), turns=10)
    with pytest.raises(NotationError, match="names nobody"):
        setup(over=True)
    with pytest.raises(NotationError, match="not over"):
        setup(winners=[1])
    won = setup(face_up=[["fig01"], []], figure_decks=[["fig02"], []], over=True, winners=[1])
    assert won.is_terminal and won.winners == {1}


def test_loaded_movement_cards_must_add_up() -> None:
    with pytest.raises(NotationError, match="holds 8 mov1 cards"):
        setup(hands=[["mov1"] * 3, ["mov2"] * 3], discards={"mov1": 5}, movement_deck=[])
    with pytest.raises(NotationError, match="known"):
        setup(hands=[["mov1"] * 3, ["mov2"] * 3], known=[["mov4"], []])
    with pytest.raises(NotationError, match="more than three cards"):
        setup(hands=[["mov1"] * 3, ["mov2"] * 3], pending=["mov3 0,0 0,1"])

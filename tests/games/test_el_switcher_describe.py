"""El Switcher: every kind of action told in words, to each seat, revealing nothing hidden."""

from __future__ import annotations

from typing import Any

from es_positions import FIG07, game, setup

from seaboard.engine import Game, load
from seaboard.games.el_switcher import ElSwitcherState
from seaboard.games.el_switcher import data as D

FIG05 = [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]  # #####
CLAIM05 = "claim fig05 0,0 0,1 0,2 0,3 0,4"
SEATS = (None, 0, 1)


def board(*figures: tuple[str, list[tuple[int, int]]]) -> list[str]:
    """A red/yellow checkerboard with figures painted on (blue and green stand alone)."""
    rows = [["RY"[(r + c) % 2] for c in range(6)] for r in range(6)]
    for colour, cells in figures:
        for r, c in cells:
            rows[r][c] = colour
    return ["".join(row) for row in rows]


def told(state: ElSwitcherState, text: str, seat: int | None = 0) -> str:
    return state.describe(state.game.parse_action(text), seat)


def deck(top: list[str], hands: list[list[str]], discards: dict[str, int]) -> list[str]:
    """The movement deck with ``top`` first, then every card not in hands or discards."""
    rest = [m for m in D.MOVE_NAMES for _ in range(D.MOVE_COPIES)]
    for kind in [*top, *(k for h in hands for k in h)]:
        rest.remove(kind)
    for kind, count in discards.items():
        for _ in range(count):
            rest.remove(kind)
    return top + rest


def own(g: Game | None = None, **fields: Any) -> ElSwitcherState:
    """Player 1 to move with a blue fig05 on the board and three face-up cards each."""
    base: dict[str, Any] = {
        "board": board(("B", FIG05)),
        "face_up": [["fig05", "fig01", "fig02"], ["fig03", "fig04", "fig06"]],
        "figure_decks": [["fig12", "fig13", "fig14", "fig15"], ["fig16"]],
    }
    base.update(fields)
    return setup(g, **base)


# -- moves -----------------------------------------------------------------------------
def test_a_move_names_the_cells_the_card_and_its_way_of_moving() -> None:
    hands = [["mov2"] * 3, ["mov2"] * 3, ["mov1", "mov3", "mov7"]]
    state = setup(game(3), board=board(("B", [(2, 2)])), current=2, hands=hands)
    for seat in (None, 0, 1):
        assert told(state, "mov1 4,4 2,2", seat) == (
            "Player 3 swaps the tiles on row 3, column 3 and row 5, column 5 "
            "(the diagonal swap two apart)"
        )
    assert told(state, "mov1 4,4 2,2", 2) == (
        "You swap the tiles on row 3, column 3 and row 5, column 5 (the diagonal swap two apart)"
    )
    assert told(state, "mov7 2,2 0,2") == (
        "Player 3 swaps the tiles on row 1, column 3 and row 3, column 3 "
        "(the swap to the end of the line)"
    )


def test_a_swap_of_two_like_tiles_says_that_nothing_changes() -> None:
    state = setup(board=board(), hands=[["mov2"] * 3, ["mov1"] * 3])
    assert told(state, "mov2 0,0 0,2") == (
        "You swap the tiles on row 1, column 1 and row 1, column 3 (the straight swap two "
        "apart): both tiles are red, the board does not change"
    )


# -- claims ----------------------------------------------------------------------------
def test_forming_an_own_figure_tells_the_colour_and_the_card_turned_up() -> None:
    state = own()
    for seat in (None, 1):
        assert told(state, CLAIM05, seat) == (
            "Player 1 forms the line of five in blue and turns up the big S; blue is forbidden "
            "for the next figure"
        )
    assert told(state, CLAIM05, 0) == (
        "You form the line of five in blue and turn up the big S; blue is forbidden for the "
        "next figure"
    )


def test_forming_with_an_empty_figure_deck() -> None:
    state = own(figure_decks=[[], ["fig16"]])
    assert told(state, CLAIM05) == (
        "You form the line of five in blue and turn up nothing: the figure deck is empty; "
        "blue is forbidden for the next figure"
    )


def test_blocking_an_opponents_card() -> None:
    state = own(
        board=board(("G", FIG07)),
        face_up=[["fig05", "fig01"], ["fig07", "fig04"]],
    )
    claim = "claim fig07@1 1,1 1,2 1,3 1,4 2,4"
    assert told(state, claim, None) == (
        "Player 1 blocks Player 2's card, the long L, with a green figure: it is turned face "
        "down; green is forbidden for the next figure"
    )
    assert told(state, claim, 0) == (
        "You block Player 2's card, the long L, with a green figure: it is turned face down; "
        "green is forbidden for the next figure"
    )
    assert told(state, claim, 1).startswith(
        "Player 1 blocks your card, the long L, with a green figure"
    )


def test_forming_while_blocked_draws_nothing() -> None:
    state = own(
        face_up=[["fig05", "fig01"], ["fig03"]], blocked=["fig02", None], locked=[True, False]
    )
    assert told(state, CLAIM05) == (
        "You form the line of five in blue and turn up nothing while a card is blocked; "
        "blue is forbidden for the next figure"
    )


def test_the_blocked_card_comes_back_when_every_other_is_formed() -> None:
    state = own(face_up=[["fig05"], ["fig03"]], blocked=["fig02", None], locked=[True, False])
    assert told(state, CLAIM05) == (
        "You form the line of five in blue; every other card is formed, so the blocked card, "
        "the long zigzag, is turned face up again; blue is forbidden for the next figure"
    )


def test_forming_the_once_blocked_card_ends_the_block_and_draws_three() -> None:
    state = own(face_up=[["fig05"], ["fig03"]], locked=[True, False])
    assert told(state, CLAIM05) == (
        "You form the line of five in blue; the block is over and you turn up the big S, the "
        "line of four with a bump and the mirrored line of four with a bump; blue is "
        "forbidden for the next figure"
    )


def test_forming_the_last_figure_wins() -> None:
    state = own(face_up=[["fig05"], ["fig03"]], figure_decks=[[], ["fig16"]])
    for seat in (None, 1):
        assert told(state, CLAIM05, seat) == (
            "Player 1 forms the line of five in blue and has formed every figure: Player 1 wins"
        )
    assert told(state, CLAIM05, 0) == (
        "You form the line of five in blue and have formed every figure: you win"
    )


def test_a_figure_closes_the_moves_that_could_be_taken_back() -> None:
    state = own(game(2, undos=3), hands=[["mov3", "mov4"], ["mov1"] * 3], pending=["mov3 0,5 1,5"])
    assert told(state, CLAIM05) == (
        "You form the line of five in blue and turn up the big S; the move before it can no "
        "longer be taken back; blue is forbidden for the next figure"
    )


def test_a_figure_makes_the_tentative_moves_before_it_final() -> None:
    state = own(
        game(2, partial_moves=True),
        hands=[["mov4"], ["mov1"] * 3],
        pending=["mov3 0,5 1,5", "mov2 2,0 2,2"],
    )
    assert told(state, CLAIM05) == (
        "You form the line of five in blue and turn up the big S; the 2 moves before it are final; "
        "blue is forbidden for the next figure"
    )


# -- undo ------------------------------------------------------------------------------
def test_undo_names_the_move_taken_back_and_the_take_backs_left() -> None:
    state = setup(game(2, undos=3), hands=[["mov3", "mov3", "mov4"], ["mov1"] * 3])
    moved = state.play("mov3 0,0 0,1")
    assert told(moved, "undo", None) == (
        "Player 1 takes back the swap of row 1, column 1 and row 1, column 2: the tiles swap "
        "back and the straight swap side by side returns to their hand (2 take-backs left "
        "this turn)"
    )
    assert told(moved, "undo", 0) == (
        "You take back the swap of row 1, column 1 and row 1, column 2: the tiles swap "
        "back and the straight swap side by side returns to your hand (2 take-backs left "
        "this turn)"
    )


# -- the end of a turn -----------------------------------------------------------------
def test_the_end_of_a_turn_names_the_drawn_cards_to_their_owner_only() -> None:
    hands = [["mov4"], ["mov1", "mov1", "mov2"]]
    discards = {"mov3": 2}
    state = setup(
        hands=hands, discards=discards, movement_deck=deck(["mov7", "mov1"], hands, discards)
    )
    assert told(state, "end", 0) == (
        "You end the turn and draw the diagonal swap two apart and the swap to the end of the "
        "line; Player 2's turn next"
    )
    assert told(state, "end", None) == (
        "Player 1 ends the turn and draws 2 movement cards; Player 2's turn next"
    )
    assert (
        told(state, "end", 1) == "Player 1 ends the turn and draws 2 movement cards; your turn next"
    )


def test_a_turn_with_every_card_kept_draws_nothing() -> None:
    state = setup(hands=[["mov1", "mov2", "mov4"], ["mov1"] * 3])
    assert told(state, "end", 1) == "Player 1 ends the turn; your turn next"


def test_the_reshuffle_is_told_when_the_deck_runs_out() -> None:
    hands = [["mov4"], ["mov1", "mov1", "mov2"]]
    discards = {m: D.MOVE_COPIES for m in D.MOVE_NAMES}
    for kind in ["mov4", "mov1", "mov1", "mov2", "mov7"]:
        discards[kind] -= 1
    state = setup(hands=hands, discards=discards, movement_deck=["mov7"])
    after = state.play("end")
    assert told(state, "end", 1) == (
        "Player 1 ends the turn; the discarded movement cards are shuffled into a new deck; "
        "Player 1 draws 2 movement cards; your turn next"
    )
    drawn = list(after.view(0)["hand"])
    drawn.remove("mov4")
    assert "mov7" in drawn
    first, second = (D.MOVE_TITLES[D.MOVE_INDEX[k]] for k in drawn)
    assert told(state, "end", 0) == (
        "You end the turn; the discarded movement cards are shuffled into a new deck; "
        f"you draw {first} and {second}; Player 2's turn next"
    )


def test_tentative_moves_are_reversed_at_the_end_of_the_turn() -> None:
    state = setup(
        game(2, partial_moves=True),
        hands=[["mov4"], ["mov1"] * 3],
        pending=["mov3 0,0 0,1", "mov2 2,0 2,2"],
    )
    assert told(state, "end", 1) == (
        "Player 1 ends the turn; the 2 moves since the last figure are reversed and the "
        "straight swap two apart and the straight swap side by side go back to their hand; "
        "your turn next"
    )


def test_the_last_turns_are_counted_and_the_final_turn_ends_the_game() -> None:
    g = game(2, max_turns=10)
    cards = {"face_up": [["fig05"], ["fig03", "fig04"]], "figure_decks": [["fig01"], []]}
    state = setup(g, turns=8, hands=[["mov1", "mov2", "mov4"], ["mov1"] * 3], **cards)
    assert told(state, "end") == "You end the turn; 1 turn left; Player 2's turn next"
    last = setup(g, turns=9, hands=[["mov1", "mov2", "mov4"], ["mov1"] * 3], **cards)
    assert told(last, "end") == (
        "You end the turn; all 10 turns are played: a draw between you and Player 2, with "
        "the fewest figures left (figures left: you 2, Player 2 2)"
    )
    ahead = setup(
        g,
        turns=9,
        hands=[["mov1", "mov2", "mov4"], ["mov1"] * 3],
        face_up=[["fig05"], ["fig03", "fig04"]],
        figure_decks=[[], []],
    )
    assert told(ahead, "end") == (
        "You end the turn; all 10 turns are played: you win with the fewest "
        "figures left (figures left: you 1, Player 2 2)"
    )


def test_a_one_turn_game_is_told_in_the_singular() -> None:
    state = setup(game(2, max_turns=1), hands=[["mov1", "mov2", "mov4"], ["mov1"] * 3])
    assert "; the only turn is played: " in told(state, "end")


def test_a_timeout_is_the_end_of_the_turn_told_as_such() -> None:
    hands = [["mov4"], ["mov1", "mov1", "mov2"]]
    state = setup(hands=hands, discards={}, movement_deck=deck(["mov7", "mov1"], hands, {}))
    assert state.describe_timeout(0) == (
        "Time is up for you: the turn ends; you draw the diagonal swap two apart and the swap "
        "to the end of the line; Player 2's turn next"
    )
    assert state.describe_timeout(1) == (
        "Time is up for Player 1: the turn ends; Player 1 draws 2 movement cards; your turn next"
    )
    assert state.describe_timeout(1, names=["Ann", "Bob"]) == (
        "Time is up for Ann: the turn ends; Ann draws 2 movement cards; your turn next"
    )
    assert str(state.timeout_action()) == "end"


def test_other_games_have_no_turn_timer_action() -> None:
    for name in ("ebbe-flut", "flotsam-fight", "land-vs-sea"):
        state = load(name).new(3)
        assert state.timeout_action() is None
        assert state.describe_timeout(None).startswith("Time is up for ")


# -- the start -------------------------------------------------------------------------
def test_the_start_says_who_begins_and_why() -> None:
    state = game(3).new(1)
    assert state.to_move == 1
    rest = (
        ", and so on; everyone holds three movement cards and shows three figure cards; "
        "120 seconds per turn."
    )
    assert state.describe_start(None) == (
        f"Player 2 begins (drawn at random), then Player 3 and Player 1{rest}"
    )
    assert (
        state.describe_start(0) == f"Player 2 begins (drawn at random), then Player 3 and you{rest}"
    )
    assert (
        state.describe_start(2) == f"Player 2 begins (drawn at random), then you and Player 1{rest}"
    )
    assert state.describe_start(1, ["Ann", "Bob", "Cy"]) == (
        "You begin (drawn at random), then Cy and Ann, and so on; everyone "
        "holds three movement cards and shows three figure cards; 120 seconds per turn."
    )
    assert game(2, turn_seconds=1).new(2).describe_start(0).endswith("; 1 second per turn.")
    untimed = game(2, turn_seconds=None).new(2)
    assert untimed.describe_start(0).endswith("; no turn clock.")


# -- nothing hidden --------------------------------------------------------------------
def test_what_a_seat_hears_does_not_depend_on_cards_it_cannot_see() -> None:
    """Two positions that differ only in Player 1's hand and the deck's order: Player 2
    and a spectator hear the same words, Player 1 hears its own (different) cards."""
    seen: dict[int | None, set[str]] = {None: set(), 0: set(), 1: set()}
    for top in (["mov7", "mov1"], ["mov5", "mov6"], ["mov3", "mov3"]):
        for hand in (["mov4"], ["mov2"]):
            hands = [hand, ["mov1", "mov1", "mov2"]]
            state = setup(hands=hands, movement_deck=deck(top, hands, {}))
            for seat in SEATS:
                seen[seat].add(told(state, "end", seat))
    assert seen[None] == {"Player 1 ends the turn and draws 2 movement cards; Player 2's turn next"}
    assert seen[1] == {"Player 1 ends the turn and draws 2 movement cards; your turn next"}
    assert len(seen[0]) == 3

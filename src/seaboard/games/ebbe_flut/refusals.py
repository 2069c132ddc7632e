"""Why Ebbe & Flut refuses an action: one sentence for the mover, from its side of the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.engine import Action
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.ebbe_flut.actions import Done, Draw, Move, Place
from seaboard.games.ebbe_flut.board import (
    CARD_NAMES,
    COL_DIR,
    LAST_CELL,
    ROW_DIR,
    START,
    card_of,
    colour_of,
    row_col,
)
from seaboard.games.ebbe_flut.phases import DRAW, MOVE, PLACE
from seaboard.games.ebbe_flut.terms import COLOUR_NAMES, direction_words, piece_words

if TYPE_CHECKING:
    from seaboard.games.ebbe_flut.state import EbbeFlutState


def why_illegal(state: EbbeFlutState, action: Action, language: Language = ENGLISH) -> str:
    """Why ``action`` is refused in ``state``, told to the mover in ``language`` (front ends
    list the legal actions beside it)."""
    game = state.game
    seat = state.mover
    t = language.t

    def here(cell: int) -> dict[str, int]:
        """The cell's row and column as the mover counts them (from 1, its own side)."""
        row, col = row_col(LAST_CELL - cell if game.turned(seat) else cell)
        return {"row": row + 1, "column": col + 1}

    def direction(which: int) -> str:
        return direction_words(game.direction_for(which, seat), language)

    if state.opening and not isinstance(action, Draw | Place):
        return t(N_("in the opening each player only draws a card and places it"))
    if isinstance(action, Draw):
        if state.phase == PLACE:
            return t(N_("you have drawn already: place the drawn card first"))
        if state.phase == MOVE:
            if not any(state.stack_group(seat)):
                return t(N_("your stacks are empty: only moves are left"))
            return t(N_("you draw once a turn: resolve your conflicts now"))
        return t(N_("stack {stack} is empty"), stack=action.stack + 1)
    if isinstance(action, Place):
        if state.phase != PLACE:
            if state.phase == DRAW:
                return t(N_("there is no drawn card to place: draw one first"))
            return t(N_("there is no drawn card to place"))
        g = game.geometry[colour_of(state.drawn)]
        cell = action.cell
        if cell not in START[g]:
            first, second, third = (
                t(N_("{row},{column}"), **here(i))
                for i in sorted(START[g], key=lambda i: game.cell_for(i, seat))
            )
            return t(
                N_("{card} enters on one of its start cells: {first} {second} {third}"),
                card=piece_words(state.drawn, language),
                first=first,
                second=second,
                third=third,
            )
        return t(
            N_(
                "you began resolving before placing, so resolve every conflict first "
                "(the drawn card goes in before or after the moves, not between them)"
            )
        )
    if isinstance(action, Done):
        if not game.honor:
            return t(
                N_(
                    "this game has no 'done' (penalty=strict): the turn ends by itself "
                    "once no conflict is left"
                )
            )
        if state.phase == DRAW:
            return t(N_("draw a card first"))
        if state.phase == PLACE:
            return t(N_("place the drawn card first"))
        return t(N_("after being caught you must resolve every conflict before play goes on"))
    if isinstance(action, Move):
        cell = action.cell
        if state.phase == DRAW:
            if game.solo:
                return t(N_("you must draw a card before moving"))
            return t(N_("{role} must draw a card before moving"), role=t(COLOUR_NAMES[seat]))
        stack = state.board[cell]
        if not stack:
            return t(N_("there is no card on {row},{column}"), **here(cell))
        p = stack[-1]
        colour = colour_of(p)
        if colour not in state.colours_of(seat):
            return t(
                N_("the card on {row},{column} is {owner}'s, not yours"),
                owner=t(COLOUR_NAMES[colour]),
                **here(cell),
            )
        rows, cols = state.masks(colour)
        g = game.geometry[colour]
        bit = 1 << cell
        card = CARD_NAMES[card_of(p)]
        if not (rows | cols) & bit:
            return t(
                N_("{card} on {row},{column} is in no conflict, so it stays"),
                card=card,
                **here(cell),
            )
        allowed = []
        if cols & bit:
            allowed.append(t(N_("{direction} (column conflict)"), direction=direction(COL_DIR[g])))
        if rows & bit:
            allowed.append(t(N_("{direction} (row conflict)"), direction=direction(ROW_DIR[g])))
        ways = allowed[0]
        if len(allowed) == 2:
            ways = t(N_("{first} or {second}"), first=allowed[0], second=allowed[1])
        return t(
            N_("{card} on {row},{column} can only move {ways}"), card=card, ways=ways, **here(cell)
        )
    return t(N_("not a legal action now"))

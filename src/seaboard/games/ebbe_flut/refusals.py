"""Why Ebbe & Flut refuses an action: one sentence for the mover, from its side of the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.engine import Action
from seaboard.games.ebbe_flut.actions import Done, Draw, Move, Place
from seaboard.games.ebbe_flut.board import (
    CARD_NAMES,
    COL_DIR,
    COLOURS,
    ROW_DIR,
    START,
    card_of,
    colour_of,
    piece_name,
)
from seaboard.games.ebbe_flut.phases import DRAW, MOVE, PLACE

if TYPE_CHECKING:
    from seaboard.games.ebbe_flut.state import EbbeFlutState


def why_illegal(state: EbbeFlutState, action: Action) -> str:
    """Why ``action`` is refused in ``state``, told to the mover (front ends list the legal
    actions beside it)."""
    game = state.game
    seat = state.mover
    who = "you" if game.solo else COLOURS[seat].title()

    def here(cell: int) -> str:
        return game.cell_for(cell, seat)

    if state.opening and not isinstance(action, Draw | Place):
        return "in the opening each player only draws a card and places it"
    if isinstance(action, Draw):
        if state.phase == PLACE:
            return "you have drawn already: place the drawn card first"
        if state.phase == MOVE:
            if not any(state.stack_group(seat)):
                return "your stacks are empty: only moves are left"
            return "you draw once a turn: resolve your conflicts now"
        return f"stack {action.stack + 1} is empty"
    if isinstance(action, Place):
        if state.phase != PLACE:
            return "there is no drawn card to place" + (
                ": draw one first" if state.phase == DRAW else ""
            )
        g = game.geometry[colour_of(state.drawn)]
        cell = action.cell
        if cell not in START[g]:
            starts = " ".join(sorted(here(i) for i in START[g]))
            return f"{piece_name(state.drawn)} enters on one of its start cells: {starts}"
        return (
            "you began resolving before placing, so resolve every conflict first "
            "(the drawn card goes in before or after the moves, not between them)"
        )
    if isinstance(action, Done):
        if not game.honor:
            return (
                "this game has no 'done' (penalty=strict): the turn ends by itself "
                "once no conflict is left"
            )
        if state.phase == DRAW:
            return "draw a card first"
        if state.phase == PLACE:
            return "place the drawn card first"
        return "after being caught you must resolve every conflict before play goes on"
    if isinstance(action, Move):
        cell = action.cell
        if state.phase == DRAW:
            return f"{who} must draw a card before moving"
        stack = state.board[cell]
        if not stack:
            return f"there is no card on {here(cell)}"
        p = stack[-1]
        colour = colour_of(p)
        if colour not in state.colours_of(seat):
            return f"the card on {here(cell)} is {COLOURS[colour].title()}'s, not yours"
        rows, cols = state.masks(colour)
        g = game.geometry[colour]
        bit = 1 << cell
        if not (rows | cols) & bit:
            return f"{CARD_NAMES[card_of(p)]} on {here(cell)} is in no conflict, so it stays"
        allowed = []
        if cols & bit:
            allowed.append(f"{game.direction_for(COL_DIR[g], seat)} (column conflict)")
        if rows & bit:
            allowed.append(f"{game.direction_for(ROW_DIR[g], seat)} (row conflict)")
        return f"{CARD_NAMES[card_of(p)]} on {here(cell)} can only move " + " or ".join(allowed)
    return "not a legal action now"

"""What one seat sees of an Ebbe & Flut position: the view's own keys (``State._view``).

The top card of every cell shows its face; a covered card shows its owner, and its face
only to a seat that remembers it (the ``covered`` option). The cards of unknown place are
listed per colour, so a seat can tell what may still come.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING

from seaboard.games.ebbe_flut.board import (
    CARD_NAMES,
    CARDS_PER_COLOUR,
    CELLS,
    COLOURS,
    FACES_KNOWN,
    LAND,
    PIECE_FACES,
    SIZE,
    START,
    WATER,
    card_of,
    colour_of,
    piece_of,
    row_col,
)
from seaboard.games.ebbe_flut.conflicts import conflict_pairs
from seaboard.games.ebbe_flut.phases import OVER, PHASE_NAMES
from seaboard.games.ebbe_flut.view import EbbeFlutCard, EbbeFlutConflict, EbbeFlutOwnView

if TYPE_CHECKING:
    from seaboard.games.ebbe_flut.state import EbbeFlutState


def own_view(state: EbbeFlutState, seat: int | None) -> EbbeFlutOwnView:
    """The keys of ``seat``'s view that are Ebbe & Flut's own (None: a spectator)."""
    game = state.game
    know = (state.knows_covered(seat, WATER), state.knows_covered(seat, LAND))
    # the (owner, card) of every piece: shown always on top, covered only when known
    shown = PIECE_FACES[0]
    covered = PIECE_FACES[FACES_KNOWN.index(know)]
    cells = state.board
    board: list[list[list[EbbeFlutCard]]] = []
    for r in range(0, CELLS, SIZE):
        row: list[list[EbbeFlutCard]] = []
        for cell in cells[r : r + SIZE]:
            if not cell:
                row.append([])
                continue
            *under, top = cell
            owner, card = shown[top]
            if under:
                out: list[EbbeFlutCard] = [
                    {"owner": o, "card": c} for o, c in map(covered.__getitem__, under)
                ]
                out.append({"owner": owner, "card": card})
                row.append(out)
            else:
                row.append([{"owner": owner, "card": card}])
        board.append(row)
    if game.solo:
        stacks: dict[str, list[int]] = {"shared": [len(s) for s in state.stacks[0]]}
    else:
        stacks = {COLOURS[c]: [len(s) for s in state.stacks[c]] for c in (WATER, LAND)}
    # the pieces of unknown place: in the stacks, and covered ones whose face is not known
    hidden = [p for group in state.stacks for s in group for p in s]
    if not (know[0] and know[1]):
        hidden += [
            p
            for cell in cells
            if len(cell) > 1
            for p in cell[:-1]
            if not know[p // CARDS_PER_COLOUR]
        ]
    hidden.sort()  # Water's pieces first, each colour's in card order
    split = bisect_left(hidden, piece_of(LAND, 0))
    conflicts: list[EbbeFlutConflict] = []
    if state.phase != OVER:
        for colour in state.colours_of(state.mover):
            pairs = conflict_pairs(cells, colour, state.masks(colour))
            for line, index, a, b, mark in pairs:
                conflicts.append(
                    {
                        "owner": COLOURS[colour],
                        "line": line,
                        "index": index,
                        "cells": [list(row_col(a)), list(row_col(b))],
                        "shared": mark,
                    }
                )
    geometry = game.geometry
    return {
        "board": board,
        "stacks": stacks,
        "scored": {COLOURS[c]: [CARD_NAMES[x] for x in state.scored[c]] for c in (WATER, LAND)},
        "out": sum(len(x) for x in state.lost) + sum(len(x) for x in state.forfeited),
        "lost": {COLOURS[c]: [CARD_NAMES[x] for x in state.lost[c]] for c in (WATER, LAND)},
        "forfeited": {
            COLOURS[c]: [CARD_NAMES[x] for x in state.forfeited[c]] for c in (WATER, LAND)
        },
        "drawn": None
        if state.drawn < 0
        else {"owner": COLOURS[colour_of(state.drawn)], "card": CARD_NAMES[card_of(state.drawn)]},
        "conflicts": conflicts,
        "phase": PHASE_NAMES[state.phase],
        "opening": state.opening,
        "first": None if state.first < 0 else state.first,
        "first_by": None if state.first < 0 else ("coin flip" if state.coin else "lower card"),
        "resumed": state.resumed,
        "unknown": {
            COLOURS[WATER]: [CARD_NAMES[p] for p in hidden[:split]],
            COLOURS[LAND]: [CARD_NAMES[card_of(p)] for p in hidden[split:]],
        },
        "start_cells": {
            COLOURS[c]: [list(row_col(i)) for i in START[geometry[c]]] for c in (WATER, LAND)
        },
        "penalty": str(game.option("penalty")),
        "covered": game.covered,
        "turned": game.turned(seat),
        "solo": game.solo,
    }

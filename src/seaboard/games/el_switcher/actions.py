"""El Switcher's actions and their notation (a swap, a claim, `undo`, `end`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.engine import Action, NotationError
from seaboard.engine.actiondata import kind_of, pair, text
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.view import ElSwitcherClaim


# -- actions -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Move(Action):
    """Play a movement card of ``kind`` (0..6) to swap the tiles on cells ``a`` < ``b``."""

    kind: int
    a: int
    b: int

    def __str__(self) -> str:
        return f"{D.MOVE_NAMES[self.kind]} {D.cell_name(self.a)} {D.cell_name(self.b)}"

    def data(self) -> dict[str, Any]:
        return {
            "kind": "move",
            "card": D.MOVE_NAMES[self.kind],
            "a": _pair(self.a),
            "b": _pair(self.b),
        }


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """Name a face-up figure card and the sorted cells that form it.

    ``owner`` is -1 for the mover's own card (written without a seat) and the seat of the
    opponent otherwise (written ``fig07@2``): claiming an opponent's card blocks it.
    """

    card: int
    owner: int
    cells: tuple[int, ...]

    def __str__(self) -> str:
        name = D.FIGURE_NAMES[self.card]
        if self.owner >= 0:
            name += f"@{self.owner}"
        return "claim " + name + "".join(" " + D.cell_name(i) for i in self.cells)

    def data(self) -> dict[str, Any]:
        return dict(self.claim_data())

    def claim_data(self) -> ElSwitcherClaim:
        """The claim's data, typed as the view declares it (``claimable_data``)."""
        return {
            "kind": "claim",
            "card": D.FIGURE_NAMES[self.card],
            "owner": None if self.owner < 0 else self.owner,
            "cells": [_pair(i) for i in self.cells],
        }


@dataclass(frozen=True, slots=True)
class Undo(Action):
    """Take back the last movement of this turn (not past the last figure formed)."""

    def __str__(self) -> str:
        return "undo"

    def data(self) -> dict[str, Any]:
        return {"kind": "undo"}


@dataclass(frozen=True, slots=True)
class End(Action):
    """End the turn: draw movement cards back up to three."""

    def __str__(self) -> str:
        return "end"

    def data(self) -> dict[str, Any]:
        return {"kind": "end"}


END = End()
UNDO = Undo()
MOVES: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(k, a, b) for a, b in D.MOVE_PAIRS[k]) for k in range(D.MOVE_KINDS)
)
MOVE_LIST: tuple[Move, ...] = tuple(m for ms in MOVES for m in ms)
MOVE_CODE: dict[Move, int] = {m: i for i, m in enumerate(MOVE_LIST)}


def _parse_cell(text: str) -> int:
    parts = text.split(",")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise NotationError(f"{text!r} is not a cell; write row,column such as 2,3")
    r, c = int(parts[0]), int(parts[1])
    if not (0 <= r < D.SIZE and 0 <= c < D.SIZE):
        raise NotationError(f"cell {text} is off the board; rows and columns run 0 to 5")
    return D.cell(r, c)


def _pair(index: int) -> list[int]:
    return [index // D.SIZE, index % D.SIZE]


def _cell_from(value: object, key: str) -> int:
    r, c = pair(value, key)
    if not (0 <= r < D.SIZE and 0 <= c < D.SIZE):
        raise NotationError(f"{key} [{r}, {c}] is off the board; rows and columns run 0 to 5")
    return D.cell(r, c)


# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS = {
    "move": ("card", "a", "b"),
    "claim": ("card", "owner", "cells"),
    "undo": (),
    "end": (),
}


def action_from_data(obj: object) -> Action:
    """The action that ``Action.data()`` gave; its limits are checked by its notation."""
    kind, data = kind_of(obj, DATA_FIELDS)
    if kind == "end":
        return END
    if kind == "undo":
        return UNDO
    name = text(data, "card")
    if kind == "move":
        if name not in D.MOVE_INDEX:
            raise NotationError(f"{name!r} is not a movement card (mov1..mov{D.MOVE_KINDS})")
        a, b = _cell_from(data["a"], "a"), _cell_from(data["b"], "b")
        return Move(D.MOVE_INDEX[name], a, b)
    if name not in D.FIGURE_INDEX:
        raise NotationError(f"{name!r} is not a figure card (fig01..fig18, fige01..fige07)")
    owner = data["owner"]
    if owner is not None and (isinstance(owner, bool) or not isinstance(owner, int) or owner < 0):
        raise NotationError(f"owner must be a seat or null (your own card), not {owner!r}")
    cells = data["cells"]
    if not isinstance(cells, list) or not cells:
        raise NotationError("cells must be a list of [row, column] pairs")
    found = tuple(_cell_from(c, f"cells[{i}]") for i, c in enumerate(cells))
    return Claim(D.FIGURE_INDEX[name], -1 if owner is None else owner, found)


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: tuple[str, ...] = (
    r"\bmov\d\b",  # a movement card's notation
    r"\bfige?\d\d\b",  # a figure card's notation
    r"\b\d,\d\b",  # a cell as "row,column"
    r"\bclaim\b",
)

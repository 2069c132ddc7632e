"""Ebbe & Flut's actions, their notation and their numbering (see board.py for cells,
cards and directions)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.engine import Action, NotationError
from seaboard.engine.actiondata import kind_of, text, whole
from seaboard.games.ebbe_flut.board import (
    CELLS,
    DIR_NAMES,
    DIRECTIONS,
    LAST_CELL,
    STACKS,
    cell_at,
    opposite,
    row_col,
)

# -- actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw the top card of one of your stacks (0 to 4, left to right)."""

    stack: int

    def __str__(self) -> str:
        return f"draw {self.stack}"

    def data(self) -> dict[str, Any]:
        return {"kind": "draw", "stack": self.stack}


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the drawn card on one of its start cells."""

    row: int
    col: int

    @property
    def cell(self) -> int:
        """The index of the cell."""
        return cell_at(self.row, self.col)

    def __str__(self) -> str:
        return f"place {self.row},{self.col}"

    def data(self) -> dict[str, Any]:
        return {"kind": "place", "row": self.row, "col": self.col}


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the top card of a cell one step (directions as seen on the board)."""

    row: int
    col: int
    direction: int

    @property
    def cell(self) -> int:
        """The index of the cell the card leaves."""
        return cell_at(self.row, self.col)

    def __str__(self) -> str:
        return f"move {self.row},{self.col} {DIR_NAMES[self.direction]}"

    def data(self) -> dict[str, Any]:
        return {"kind": "move", "row": self.row, "col": self.col, "dir": DIR_NAMES[self.direction]}


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Declare the end of the turn with conflicts left (penalty=honor only)."""

    def __str__(self) -> str:
        return "done"

    def data(self) -> dict[str, Any]:
        return {"kind": "done"}


def turn_action(action: Action) -> Action:
    """The action as seen from the other side of the table (cells and directions turned
    by 180 degrees); turning twice gives the action back."""
    if isinstance(action, Place):
        return PLACES[LAST_CELL - action.cell]
    if isinstance(action, Move):
        return MOVES[LAST_CELL - action.cell][opposite(action.direction)]
    return action


DRAWS = tuple(Draw(k) for k in range(STACKS))
PLACES = tuple(Place(*row_col(i)) for i in range(CELLS))
MOVES = tuple(tuple(Move(*row_col(i), d) for d in range(DIRECTIONS)) for i in range(CELLS))
DONE = Done()
# the numbering of actions (Game.encode): draws, then places, then moves, then done
FIRST_PLACE = STACKS
FIRST_MOVE = FIRST_PLACE + CELLS
DONE_INDEX = FIRST_MOVE + CELLS * DIRECTIONS
NUM_ACTIONS = DONE_INDEX + 1
ALL_ACTIONS: tuple[Action, ...] = (
    *DRAWS,
    *PLACES,
    *(m for row in MOVES for m in row),
    DONE,
)

# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS = {
    "draw": ("stack",),
    "place": ("row", "col"),
    "move": ("row", "col", "dir"),
    "done": (),
}


def action_from_data(obj: object) -> Action:
    """The action that ``Action.data()`` gave; its limits are checked by its notation."""
    kind, data = kind_of(obj, DATA_FIELDS)
    if kind == "draw":
        return Draw(whole(data, "stack"))
    if kind == "done":
        return DONE
    row, col = whole(data, "row"), whole(data, "col")
    if kind == "place":
        return Place(row, col)
    name = text(data, "dir")
    if name not in DIR_NAMES:
        raise NotationError(f"dir must be one of {', '.join(DIR_NAMES)}, not {name!r}")
    return Move(row, col, DIR_NAMES.index(name))


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: tuple[str, ...] = (
    r"\b\d,\d\b",  # a cell as "row,column"
    r"\b(draw|place|move) \d",  # an action's notation
    r"\b[wl][A-E][1-5]\b",  # a piece code
)

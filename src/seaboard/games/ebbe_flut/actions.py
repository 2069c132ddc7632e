"""Ebbe & Flut's actions, their notation and the constants of cards, pieces and the grid.

Board coordinates: rows 0-4 from top to bottom and columns 0-4 from left to right, as seen
from Water's side of the table. A cell index is ``row * 5 + column``; a card is an integer
0..24 (A1 = 0 ... E5 = 24); a piece is ``colour * 25 + card`` (0 = Water, 1 = Land).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.engine import Action, NotationError
from seaboard.engine.actiondata import kind_of, text, whole

# -- cards, pieces and the grid ----------------------------------------------------------

WATER, LAND = 0, 1
COLOURS = ("water", "land")
LETTERS = "ABCDE"
SIZE = 5
CELLS = 25

CARD_NAMES = tuple(f"{LETTERS[c // 5]}{c % 5 + 1}" for c in range(25))
CARD_INDEX = {name: i for i, name in enumerate(CARD_NAMES)}
PIECE_CODES = tuple(f"{'wl'[p // 25]}{CARD_NAMES[p % 25]}" for p in range(50))
PIECE_INDEX = {code: i for i, code in enumerate(PIECE_CODES)}
# a card's letter and number as bits, to find shared letters or numbers in a line quickly
BITS = tuple((1 << (c // 5)) | (1 << (5 + c % 5)) for c in range(25))

# per piece: (owner, card) as a view shows it, for each pair (Water's faces known, Land's
# faces known) of FACES_KNOWN (a covered card's face is shown only to who remembers it)
FACES_KNOWN = ((True, True), (False, False), (True, False), (False, True))
PIECE_FACES = tuple(
    tuple((COLOURS[p // 25], CARD_NAMES[p % 25] if known[p // 25] else None) for p in range(50))
    for known in FACES_KNOWN
)
ROWS = tuple(tuple(r * 5 + c for c in range(5)) for r in range(5))
COLS = tuple(tuple(r * 5 + c for r in range(5)) for c in range(5))

LEFT, UP, RIGHT, DOWN = 0, 1, 2, 3
DIR_NAMES = ("left", "up", "right", "down")
DIR_STEPS = ((0, -1), (-1, 0), (0, 1), (1, 0))
# the target cell of a move from each cell in each direction (-1: off the grid)
TARGET = tuple(
    tuple(
        (r + dr) * 5 + (c + dc) if 0 <= r + dr < 5 and 0 <= c + dc < 5 else -1
        for dr, dc in DIR_STEPS
    )
    for r in range(5)
    for c in range(5)
)

# per geometry: start cells, the direction of a column move and of a row move
START = ((19, 23, 24), (0, 1, 5))
GOAL = (frozenset(START[1]), frozenset(START[0]))
COL_DIR = (LEFT, RIGHT)
ROW_DIR = (UP, DOWN)

DRAW, PLACE, MOVE, OVER = 0, 1, 2, 3
PHASE_NAMES = ("draw", "place", "move", "over")

Board = tuple[tuple[int, ...], ...]
Stacks = tuple[tuple[tuple[int, ...], ...], ...]
Pair = tuple[tuple[int, ...], tuple[int, ...]]


def cell_name(index: int) -> str:
    """``row,column`` of a cell index."""
    return f"{index // 5},{index % 5}"


# -- actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw the top card of one of your stacks (0-4, left to right)."""

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
        return PLACES[24 - (action.row * 5 + action.col)]
    if isinstance(action, Move):
        return MOVES[24 - (action.row * 5 + action.col)][(action.direction + 2) % 4]
    return action


DRAWS = tuple(Draw(k) for k in range(5))
PLACES = tuple(Place(i // 5, i % 5) for i in range(CELLS))
MOVES = tuple(tuple(Move(i // 5, i % 5, d) for d in range(4)) for i in range(CELLS))
DONE = Done()
NUM_ACTIONS = 5 + CELLS + CELLS * 4 + 1
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

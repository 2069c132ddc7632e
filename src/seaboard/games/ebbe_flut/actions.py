"""Ebbe & Flut's actions, their notation and their numbering (see board.py for cells,
cards and directions)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from seaboard.engine import Action, NotationError
from seaboard.engine.actiondata import kind_of, text, whole
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.typed import normal
from seaboard.games.ebbe_flut.board import (
    CELLS,
    DIR_NAMES,
    DIRECTIONS,
    LAST_CELL,
    SIZE,
    STACKS,
    cell_at,
    opposite,
    row_col,
)

# -- errors told in a reader's language -----------------------------------------------


@dataclass(frozen=True, slots=True)
class Part:
    """A message that is a value of another one (the usage in "... is not an action;
    {usage}"), told in the same language."""

    message: str
    values: tuple[tuple[str, object], ...] = ()

    def of(self, **values: object) -> Part:
        """This part with ``values`` filled in."""
        return Part(self.message, tuple(values.items()))

    def told(self, language: Language) -> str:
        return language.t(self.message, **dict(self.values))


def notation_error(message: str, **values: object) -> NotationError:
    """A NotationError whose values may be ``Part``s, each told in the reader's language."""

    def fill(language: Language) -> dict[str, object]:
        return {k: v.told(language) if isinstance(v, Part) else v for k, v in values.items()}

    return NotationError(
        message, told=lambda language: language.t(message, **fill(language)), **fill(ENGLISH)
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


DRAWS: Final = tuple(Draw(k) for k in range(STACKS))
PLACES: Final = tuple(Place(*row_col(i)) for i in range(CELLS))
MOVES: Final = tuple(tuple(Move(*row_col(i), d) for d in range(DIRECTIONS)) for i in range(CELLS))
DONE: Final = Done()
# the numbering of actions (Game.encode): draws, then places, then moves, then done
FIRST_PLACE: Final = STACKS
FIRST_MOVE: Final = FIRST_PLACE + CELLS
DONE_INDEX: Final = FIRST_MOVE + CELLS * DIRECTIONS
NUM_ACTIONS: Final = DONE_INDEX + 1
ALL_ACTIONS: Final[tuple[Action, ...]] = (
    *DRAWS,
    *PLACES,
    *(m for row in MOVES for m in row),
    DONE,
)

# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS: Final = {
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
        raise NotationError(
            N_("dir must be one of {names}, not {name}"),
            names=", ".join(DIR_NAMES),
            name=repr(name),
        )
    return Move(row, col, DIR_NAMES.index(name))


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: Final[tuple[str, ...]] = (
    r"\b\d,\d\b",  # a cell as "row,column"
    r"\b(draw|place|move) \d",  # an action's notation
    r"\b[wl][A-E][1-5]\b",  # a piece code
)


# -- the shown notation: what a player reads and types ---------------------------------
# Rows, columns and stacks count from 1 as the board's labels do, from the reader's side of
# the table ("place 5,5" is every player's own lower right start cell); the canonical
# notation (``str(action)``, from 0, Water's side) stays on the wire and in records.
_TYPED_CELL = re.compile(r"(\d+)\s*,\s*(\d+)")
# the menu's words around a stack or a cell, in English and German
_FILLER = {"from", "on", "stack", "onto", "von", "vom", "auf", "stapel", "nach", "feld"}
# the menu's German words for the actions and directions (the notation's words are English)
_GERMAN = {
    "ziehen": "draw",
    "legen": "place",
    "verschieben": "move",
    "fertig": "done",
    "links": "left",
    "oben": "up",
    "rechts": "right",
    "unten": "down",
}


def shown(action: Action, turned: bool) -> str:
    """``action`` as a player reads it; ``turned``: from Land's side (the board turned)."""
    seen = turn_action(action) if turned else action
    if isinstance(seen, Draw):
        return f"draw {seen.stack + 1}"
    if isinstance(seen, Place):
        return f"place {seen.row + 1},{seen.col + 1}"
    if isinstance(seen, Move):
        return f"move {seen.row + 1},{seen.col + 1} {DIR_NAMES[seen.direction]}"
    return str(seen)


def read_shown(text: str, turned: bool, solo: bool, honor: bool) -> Action:
    """The action a player typed in the shown notation (the inverse of ``shown``); the menu's
    words around it ("draw from stack 3", "place on 5,5", in German "ziehen von Stapel 3")
    may be typed too."""
    parts = [_GERMAN.get(p, p) for p in normal(text).split() if p not in _FILLER]
    if solo:
        usage = Part(
            N_(
                "write 'draw 1' to 'draw {last}', 'place ROW,COLUMN' or "
                "'move ROW,COLUMN left, up, right or down'"
            )
        )
        moves = Part(N_("{text}: a card moves left, up, right or down"))
    elif honor:
        usage = Part(
            N_(
                "write 'draw 1' to 'draw {last}', 'place ROW,COLUMN' or "
                "'move ROW,COLUMN left or up' or 'done'"
            )
        )
        moves = Part(N_("{text}: a card moves left or up"))
    else:
        usage = Part(
            N_(
                "write 'draw 1' to 'draw {last}', 'place ROW,COLUMN' or "
                "'move ROW,COLUMN left or up'"
            )
        )
        moves = Part(N_("{text}: a card moves left or up"))
    word = parts[0] if parts else ""
    found: Action | None = None
    if word == "done" and len(parts) == 1:
        found = DONE
    elif word == "draw" and len(parts) == 2:
        number = parts[1]
        if not number.isdigit() or not 1 <= int(number) <= STACKS:
            raise NotationError(
                N_("stacks are numbered 1 to {count}, not {word}"), count=STACKS, word=repr(number)
            )
        found = DRAWS[int(number) - 1]
    elif word in ("place", "move") and len(parts) in (2, 3):
        match = _TYPED_CELL.fullmatch(parts[1])
        if match is None or not all(1 <= int(g) <= SIZE for g in match.groups()):
            raise NotationError(
                N_("{text}: a cell is ROW,COLUMN, each from 1 to {size}"),
                text=repr(text),
                size=SIZE,
            )
        cell = cell_at(int(match.group(1)) - 1, int(match.group(2)) - 1)
        if word == "place" and len(parts) == 2:
            found = PLACES[cell]
        elif word == "move" and len(parts) == 3:
            if parts[2] not in DIR_NAMES:
                raise NotationError(moves.message, text=repr(text))
            found = MOVES[cell][DIR_NAMES.index(parts[2])]
    if found is None:
        raise notation_error(
            N_("{text} is not an action; {usage}"), text=repr(text), usage=usage.of(last=STACKS)
        )
    return turn_action(found) if turned else found

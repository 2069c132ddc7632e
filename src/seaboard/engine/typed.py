"""What a player types: the shown notation's shared steps.

Each game's actions.py writes an action as a player sees it (``Game.notation_for``: rows,
columns, stacks and cards counted from 1 as the board labels them) and reads it back
(``Game.parse_action_for``); the canonical notation (``str(action)``) stays on the wire and
in records. Typed text is compared after ``normal``: case and spacing never matter.
"""

from __future__ import annotations

import re

from seaboard.engine.errors import NotationError

_SPACED_CELL = re.compile(r"(\d) ?, ?(-?\d)")


def normal(text: object) -> str:
    """``text`` in lower case with its runs of spaces made one and none inside a pair of
    numbers (``4, 5`` is ``4,5``): the typed form's key."""
    if not isinstance(text, str):
        raise NotationError(f"an action must be text, not {type(text).__name__}")
    return _SPACED_CELL.sub(r"\1,\2", " ".join(text.lower().split()))


def counted_from_one(word: str, count: int, what: str) -> int:
    """The index (from 0) of ``what`` written as its number from 1 (``count`` of them)."""
    if not word.isdigit() or not 1 <= int(word) <= count:
        raise NotationError(f"{what} are numbered 1 to {count}, not {word!r}")
    return int(word) - 1

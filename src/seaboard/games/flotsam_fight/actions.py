"""Flotsam Fight's actions with their notation (``42>7``, ``pass``) and their numbering."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from seaboard.engine import Action
from seaboard.engine.actiondata import kind_of, whole
from seaboard.engine.typed import normal
from seaboard.games.flotsam_fight.cards import BOATS, DECK, DIVISORS, boat_slot


# -- actions -----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Play(Action):
    """Put ``card`` from your hand onto lifeboat ``boat``; written ``42>7``."""

    card: int
    boat: int

    def __str__(self) -> str:
        return f"{self.card}>{self.boat}"

    def data(self) -> dict[str, Any]:
        return {"kind": "play", "card": self.card, "boat": self.boat}


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass; written ``pass``."""

    def __str__(self) -> str:
        return "pass"

    def data(self) -> dict[str, Any]:
        return {"kind": "pass"}


PASS: Final = Pass()
PLAYS: Final[dict[tuple[int, int], Play]] = {(c, b): Play(c, b) for c in DECK for b in BOATS}
# Per card: (boat slot, action) for every boat whose number divides it.
CARD_MOVES: Final[dict[int, tuple[tuple[int, Play], ...]]] = {
    c: tuple((boat_slot(b), PLAYS[c, b]) for b in DIVISORS[c]) for c in DECK
}
PASS_INDEX: Final = len(DECK) * len(BOATS)
NOTATION: Final = re.compile(r"\s*(\d+)\s*>\s*(\d+)\s*")

# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS: Final = {"play": ("card", "boat"), "pass": ()}


def action_from_data(obj: object) -> Action:
    """The action that ``Action.data()`` gave; its limits are checked by its notation."""
    kind, data = kind_of(obj, DATA_FIELDS)
    if kind == "pass":
        return PASS
    return Play(whole(data, "card"), whole(data, "boat"))


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: Final[tuple[str, ...]] = (
    r"\d+>\d+",  # a play, "42>7"
    r"\blifeboat \d",  # a lifeboat by its index
)


# -- the shown notation: what a player reads and types ---------------------------------
# The board names cards and lifeboats by their printed numbers, as the canonical notation
# does, so the shown form is ``str(action)``; the menu's arrow (``42→7``) reads the same.
def shown(action: Action) -> str:
    """``action`` as a player reads it (the same as its canonical notation)."""
    return str(action)


def typed_canonical(text: str) -> str:
    """Typed text turned into the canonical notation's spelling (the arrow as ``>``)."""
    return normal(text).replace("→", ">")

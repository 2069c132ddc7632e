"""Flotsam Fight's deck, lifeboats and actions with their notation (``42>7``, ``pass``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import Any

from seaboard.engine import Action
from seaboard.engine.actiondata import kind_of, whole

BOATS: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10)
ROUNDS = 3
PASS_RULES = ("until-reset", "one-lap")


def _load_deck() -> tuple[int, ...]:
    text = resources.files("seaboard.games.flotsam_fight").joinpath("deck.json").read_text("utf-8")
    cards = tuple(int(c) for c in json.loads(text)["cards"])
    if len(cards) != 64 or len(set(cards)) != 64 or list(cards) != sorted(cards):
        raise RuntimeError("deck.json must list 64 different card values in rising order")
    for card in cards:
        if not any(card % b == 0 for b in BOATS):
            raise RuntimeError(f"deck.json: no lifeboat takes card {card}")
    return cards


DECK: tuple[int, ...] = _load_deck()
DECK_SET: frozenset[int] = frozenset(DECK)
CARD_INDEX: dict[int, int] = {c: i for i, c in enumerate(DECK)}
DIVISORS: dict[int, tuple[int, ...]] = {c: tuple(b for b in BOATS if c % b == 0) for c in DECK}


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


PASS = Pass()
PLAYS: dict[tuple[int, int], Play] = {(c, b): Play(c, b) for c in DECK for b in BOATS}
# Per card: (boat slot, action) for every boat whose number divides it.
CARD_MOVES: dict[int, tuple[tuple[int, Play], ...]] = {
    c: tuple((b - 3, PLAYS[c, b]) for b in DIVISORS[c]) for c in DECK
}
PASS_INDEX = len(DECK) * len(BOATS)
_NOTATION = re.compile(r"\s*(\d+)\s*>\s*(\d+)\s*")

# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS = {"play": ("card", "boat"), "pass": ()}


def action_from_data(obj: object) -> Action:
    """The action that ``Action.data()`` gave; its limits are checked by its notation."""
    kind, data = kind_of(obj, DATA_FIELDS)
    if kind == "pass":
        return PASS
    return Play(whole(data, "card"), whole(data, "boat"))


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: tuple[str, ...] = (
    r"\d+>\d+",  # a play, "42>7"
    r"\blifeboat \d",  # a lifeboat by its index
)

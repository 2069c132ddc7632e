"""Flotsam Fight's treasure cards (read from deck.json) and lifeboats: which boat takes
which card."""

from __future__ import annotations

import json
from importlib import resources
from typing import Final

BOATS: Final[tuple[int, ...]] = (3, 4, 5, 6, 7, 8, 9, 10)
LOWEST_BOAT: Final = BOATS[0]
DECK_SIZE: Final = 64


def boat_slot(boat: int) -> int:
    """Where lifeboat ``boat`` sits in a state's boats (lifeboat 3 is the first)."""
    return boat - LOWEST_BOAT


def _load_deck() -> tuple[int, ...]:
    text = resources.files("seaboard.games.flotsam_fight").joinpath("deck.json").read_text("utf-8")
    cards = tuple(int(c) for c in json.loads(text)["cards"])
    if len(cards) != DECK_SIZE or len(set(cards)) != DECK_SIZE or list(cards) != sorted(cards):
        raise RuntimeError(f"deck.json must list {DECK_SIZE} different card values in rising order")
    for card in cards:
        if not any(card % b == 0 for b in BOATS):
            raise RuntimeError(f"deck.json: no lifeboat takes card {card}")
    return cards


DECK: Final[tuple[int, ...]] = _load_deck()
DECK_SET: Final[frozenset[int]] = frozenset(DECK)
CARD_INDEX: Final[dict[int, int]] = {c: i for i, c in enumerate(DECK)}
DIVISORS: Final[dict[int, tuple[int, ...]]] = {
    c: tuple(b for b in BOATS if c % b == 0) for c in DECK
}

"""Flotsam Fight: points first, then the race to empty the hand, then a low top card.

Tokens decide the game. Within a round the player with the fewest cards is nearest the +2,
and the highest card still held decides between +1 and -1, so shedding high cards early
is worth something too.
"""

from __future__ import annotations

import math
from typing import Any


def evaluate(view: dict[str, Any], seat: int) -> float:
    scores = view["scores"]
    sizes = view["hand_sizes"]
    others = [s for s in range(len(scores)) if s != seat]
    margin = scores[seat] - max(scores[s] for s in others)
    race = min(sizes[s] for s in others) - sizes[seat]
    hand = view.get("hand") or []
    top = max(hand) / 98 if hand else 0.0
    return math.tanh(0.6 * margin + 0.25 * race - 0.5 * top)

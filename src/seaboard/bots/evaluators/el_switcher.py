"""El Switcher: the race to form every figure, and figures ready to claim.

The first player with no figure left wins, so the value is the lead in figures left
(``figures_left``) against the closest opponent. A figure of one's own lying ready on the
board (``claimable`` while one is to move) is nearly formed and counts a little, which
lets a one-move look-ahead prefer swaps that build figures.
"""

from __future__ import annotations

import math
from typing import Any


def evaluate(view: dict[str, Any], seat: int) -> float:
    left = view["figures_left"]
    others = [s for s in range(len(left)) if s != seat]
    lead = min(left[s] for s in others) - left[seat]
    ready = 0
    if view.get("to_move") == seat:
        ready = sum(1 for c in view.get("claimable", []) if "@" not in c.split()[1])
    return math.tanh(0.5 * lead + 0.2 * ready)

"""Ebbe & Flut: scored cards first, then how far the cards on the grid have travelled.

A card scores when it reaches the other colour's start cells, so each visible top card is
worth a little for every step it is closer to them. In the solo game every colour is the
player's own and the value follows the solo return, (score - 25) / 25.
"""

from __future__ import annotations

import math
from typing import Any


def _progress(view: dict[str, Any], colour: str) -> float:
    other = "land" if colour == "water" else "water"
    goals = view["start_cells"][other]
    total = 0.0
    for r, row in enumerate(view["board"]):
        for c, cell in enumerate(row):
            if cell and cell[-1]["owner"] == colour:
                dist = min(abs(r - gr) + abs(c - gc) for gr, gc in goals)
                total += 8 - dist
    return total


def evaluate(view: dict[str, Any], seat: int) -> float:
    if view.get("solo"):
        progress = _progress(view, "water") + _progress(view, "land")
        solo = float(view["scores"][0]) + 0.05 * progress
        return max(-1.0, min(1.0, (solo - 25) / 25))
    me = view["players"][seat]["role"]
    them = "land" if me == "water" else "water"
    margin = len(view["scored"][me]) - len(view["scored"][them])
    progress = _progress(view, me) - _progress(view, them)
    return math.tanh(0.4 * margin + 0.02 * progress)

"""The fixed search budget of a review, per game, and what a lost chance is called.

A review means the same everywhere only if every review of a game searches alike: the
budget is one table, keyed by game name, never a setting. ``per_action`` is the number of
search iterations each candidate action gets (all candidates share the same sampled
worlds); ``width`` is how many of the legal actions are searched when there are more (the
best by a one-move look-ahead, plus the action actually played).
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Budget:
    """Search iterations per candidate action and candidates per position."""

    per_action: int
    width: int


#: Chosen so a typical two-player review fits the issue's times on the development
#: machine's two cores (docs/performance.md, "Game review").
BUDGETS: dict[str, Budget] = {
    "ebbe-flut": Budget(per_action=80, width=6),
    "flotsam-fight": Budget(per_action=300, width=10),
    "land-vs-sea": Budget(per_action=60, width=6),
    "el-switcher": Budget(per_action=30, width=6),
}
#: Games not in the table (tests' toy games) get this.
DEFAULT_BUDGET = Budget(per_action=40, width=6)

#: The review's own seed: every review of a game draws the same worlds.
REVIEW_SEED = 35

#: The marks, mildest first: inaccuracy from 5 points of chance lost (of 100), mistake from
#: 10, blunder above 20.
MARK_NAMES = ("inaccuracy", "mistake", "blunder")

#: Points of chance lost that divide a move's accuracy by e (docs/bots.md, "Game review").
ACCURACY_SCALE = 20.0


def budget_for(game_name: str) -> Budget:
    """The fixed budget of ``game_name``'s reviews."""
    return BUDGETS.get(game_name, DEFAULT_BUDGET)


def mark_for(lost: float) -> str | None:
    """The mark of a move that lost ``lost`` points of chance (None below 5 points)."""
    if lost > 20.0:
        return "blunder"
    if lost >= 10.0:
        return "mistake"
    if lost >= 5.0:
        return "inaccuracy"
    return None


def move_accuracy(lost: float) -> float:
    """100 for a move that lost nothing, falling by a factor e every 20 points lost."""
    return 100.0 * math.exp(-max(0.0, lost) / ACCURACY_SCALE)

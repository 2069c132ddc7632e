"""Position values for bots: per-seat numbers in [-1, 1] from what a seat may see.

Each game may add ``seaboard/bots/evaluators/<pkg>.py`` with
``evaluate(view: dict, seat: int) -> float`` (higher is better for ``seat``); games without
one are judged by their score margin. Evaluators read views only, never a game's internals.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from functools import cache
from typing import Any

from seaboard.engine import State

Evaluator = Callable[[dict[str, Any], int], float]


def margin(view: dict[str, Any], seat: int) -> float:
    """The seat's score against the best other score, squashed into [-1, 1]."""
    scores = view["scores"]
    if len(scores) == 1:
        return math.tanh(scores[0] / 10)
    best_other = max(s for i, s in enumerate(scores) if i != seat)
    return math.tanh((scores[seat] - best_other) / 5)


@cache
def evaluator(game_name: str) -> Evaluator:
    """The evaluation function for a game (its own, or the score margin)."""
    module_name = f"{__package__}.evaluators.{game_name.replace('-', '_')}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name != module_name:
            raise
        return margin
    fn: Evaluator = module.evaluate
    return fn


def outcome(state: State) -> list[float]:
    """Final value per seat: the returns, or for a solo game the score squashed to [-1, 1]."""
    if state.game.players == 1:
        return [math.tanh(state.scores[0] / 10)]
    return list(state.returns)


def values(state: State) -> list[float]:
    """Value per seat of any state: the outcome when it is over, the evaluator's otherwise."""
    if state.is_terminal:
        return outcome(state)
    fn = evaluator(state.game.name)
    return [fn(state.view(seat), seat) for seat in range(state.game.players)]

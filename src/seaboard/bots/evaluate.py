"""Position values for bots: per-seat numbers in [-1, 1] from what a seat may see.

Each game may add ``seaboard/games/<pkg>/front/evaluator.py`` with
``evaluate(view: dict, seat: int) -> float`` (higher is better for ``seat``), or only
``MARGIN_SCALE``, the score difference worth about three quarters of a win; other games are
judged by their score margin on a scale of 5. A module may also set ``SEARCH``, the
``ismcts`` parameters the game uses unless a bot spec gives them (``c``, ``pair``,
``collapse``, ``refill``), and ``rivals(players, seat)``,
the seats a margin is taken against when some seats play as a team. Evaluators read views only,
never a game's internals.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from types import ModuleType
from typing import Any

from seaboard.engine import Action, State
from seaboard.per_game import part

Evaluator = Callable[[dict[str, Any], int], float]


def margin(view: dict[str, Any], seat: int) -> float:
    """The seat's score against the best rival score, squashed into [-1, 1]."""
    return game_margin(view["game"], view["scores"], seat)


def game_margin(game_name: str, scores: Sequence[float], seat: int) -> float:
    """``score_margin`` on the game's own scale and against the seat's rivals."""
    return score_margin(scores, seat, margin_scale(game_name), rivals(game_name, len(scores), seat))


def score_margin(
    scores: Sequence[float],
    seat: int,
    scale: float = 5.0,
    against: Sequence[int] | None = None,
) -> float:
    """``margin`` from the scores alone (they are public in every view).

    ``against`` lists the rival seats (by default every other seat).
    """
    if len(scores) == 1:
        return math.tanh(scores[0] / (2 * scale))
    if against is None:
        against = [i for i in range(len(scores)) if i != seat]
    best_other = max(scores[i] for i in against)
    return math.tanh((scores[seat] - best_other) / scale)


@cache
def rivals(game_name: str, players: int, seat: int) -> tuple[int, ...]:
    """The seats ``seat`` plays against: the game's ``rivals(players, seat)``, or all others.

    In a team game a team mate shares the seat's score; counting it as a rival would make
    every lead look like a tie.
    """
    fn = getattr(_module(game_name), "rivals", None)
    if fn is None:
        return tuple(i for i in range(players) if i != seat)
    return tuple(fn(players, seat))


@cache
def _module(game_name: str) -> ModuleType | None:
    return part(game_name, "evaluator")


@cache
def margin_scale(game_name: str) -> float:
    """The game's ``MARGIN_SCALE``, or 5."""
    return float(getattr(_module(game_name), "MARGIN_SCALE", 5.0))


@cache
def search_defaults(game_name: str) -> dict[str, float]:
    """The game's ``SEARCH``: ``ismcts`` parameters it plays with unless told otherwise."""
    return dict(getattr(_module(game_name), "SEARCH", {}))


@cache
def evaluator(game_name: str) -> Evaluator:
    """The evaluation function for a game (its own, or the score margin)."""
    fn: Evaluator = getattr(_module(game_name), "evaluate", margin)
    return fn


def judge(state: State, seat: int) -> float:
    """The value of ``state`` for ``seat``: its outcome when over, else the evaluator's.

    Evaluators see the seat's view (without the legal actions, which they do not need);
    the generic score margin reads the public scores without building a view at all.
    """
    if state.is_terminal:
        return outcome(state)[seat]
    name = state.game.name
    fn = evaluator(name)
    if fn is margin:
        return game_margin(name, state.scores, seat)
    return fn(state.view(seat, with_legal=False), seat)


def judge_after(state: State, action: Action, seat: int) -> float:
    """``judge(state.apply(action), seat)``, through the game's ``scores_after`` shortcut
    when the evaluation reads the scores alone."""
    name = state.game.name
    if evaluator(name) is margin:
        quick = state.scores_after(action)
        if quick is not None:
            return game_margin(name, quick, seat)
    return judge(state.apply(action), seat)


def outcome(state: State) -> list[float]:
    """Final value per seat: the returns, or for a solo game the score squashed to [-1, 1]."""
    if state.game.players == 1:
        return [math.tanh(state.scores[0] / 10)]
    return list(state.returns)


def values(state: State) -> list[float]:
    """Value per seat of any state: the outcome when it is over, the evaluator's otherwise."""
    if state.is_terminal:
        return outcome(state)
    return [judge(state, seat) for seat in range(state.game.players)]

"""Seaboard: play and study four published tabletop games.

>>> import seaboard
>>> game = seaboard.load("ebbe-flut", players=2)
>>> state = game.new(seed=1)
>>> state = state.play(state.legal_actions()[0])
"""

import seaboard.games as _builtin  # noqa: F401  (registers the built-in games)
from seaboard.engine import (
    Action,
    Game,
    IllegalAction,
    InvalidOptions,
    NotationError,
    SeaboardError,
    State,
)
from seaboard.engine.registry import games, load

__all__ = [
    "Action",
    "Game",
    "IllegalAction",
    "InvalidOptions",
    "NotationError",
    "SeaboardError",
    "State",
    "games",
    "load",
]

"""Seaboard: play and study four published tabletop games.

>>> import seaboard
>>> game = seaboard.load("ebbe-flut", players=2)
>>> state = game.new(seed=1)
>>> state = state.play(state.legal_actions()[0])
"""

from seaboard import compiled as _compiled

_compiled.choose()  # before any compiled module is imported: the mypyc build or the pure one

import seaboard.games as _builtin  # noqa: E402, F401  (registers the built-in games)
from seaboard.engine import (  # noqa: E402
    Action,
    Game,
    IllegalAction,
    InvalidOptions,
    NotationError,
    SeaboardError,
    State,
)
from seaboard.engine.registry import games, load  # noqa: E402

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

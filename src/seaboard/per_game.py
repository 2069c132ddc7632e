"""Where front ends find a game's parts: one convention, in one place.

A game's package holds its rules core (``seaboard.games.<pkg>``, standard library only)
and, in its subpackage ``front``, what the front ends need of it, one module a part:
``terminal`` (the terminal renderer), ``evaluator`` (the bots' evaluation),
``encoder`` (the adapters' observation), ``facts`` and ``questions`` (the studies),
``lessons`` (the lesson builder). The rules core never imports ``front``.
"""

from __future__ import annotations

import importlib
from types import ModuleType

# The parts a game's ``front`` package may hold (each optional, except as
# tests/test_completeness.py says).
PARTS = ("terminal", "evaluator", "encoder", "facts", "questions", "lessons")


def package_of(game_name: str) -> str:
    """The game's package: ``"land-vs-sea"`` is ``seaboard.games.land_vs_sea``."""
    return f"seaboard.games.{game_name.replace('-', '_')}"


def part(game_name: str, name: str) -> ModuleType | None:
    """The game's front-end part ``seaboard.games.<pkg>.front.<name>``, or None if it has none.

    An import error inside an existing module is raised, not hidden.
    """
    if name not in PARTS:
        raise ValueError(f"{name!r} is not a game part (one of {', '.join(PARTS)})")
    module_name = f"{package_of(game_name)}.front.{name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name is not None and module_name.startswith(err.name):
            return None
        raise

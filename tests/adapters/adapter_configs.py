"""The configurations the adapter tests play: every registered game and player count, and
the test game ``pick-up`` (registered by the ``toy_registered`` fixture)."""

from __future__ import annotations

from typing import Any

from seaboard.engine import OptionValue
from seaboard.engine.registry import game_class, names

Config = tuple[str, int, dict[str, OptionValue]]


def configs() -> list[Any]:
    """pytest params ``(name, players, options)`` with readable ids."""
    import pytest

    out: list[Any] = []
    for name in [*names(), "pick-up"]:
        if name == "pick-up":
            pairs: list[tuple[int, dict[str, OptionValue]]] = [(2, {}), (3, {"tokens": 9})]
        else:
            pairs = list(game_class(name).conformance_configs())
        for players, options in pairs:
            opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
            ident = f"{name}-{players}p{'-' + opts if opts else ''}"
            out.append(pytest.param(name, players, options, id=ident))
    return out


def one_per_game() -> list[Any]:
    """The first configuration of every game (for the slower checks)."""
    seen: set[str] = set()
    out = []
    for param in configs():
        name = param.values[0]
        if name not in seen:
            seen.add(name)
            out.append(param)
    return out

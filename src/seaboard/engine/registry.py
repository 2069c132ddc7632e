"""The registry of games: ``games()`` lists them, ``load()`` configures one."""

from __future__ import annotations

from typing import Any

from seaboard.engine.errors import InvalidOptions
from seaboard.engine.game import Game
from seaboard.engine.telling import Words

_GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game], words: Words[Any] | None = None) -> type[Game]:
    """Add a game class, and the words that tell its actions, to the registry."""
    existing = _GAMES.get(cls.name)
    if existing is not None and existing is not cls:
        raise ValueError(f"a game named {cls.name!r} is registered already")
    if words is not None:
        cls.words = words
    _GAMES[cls.name] = cls
    return cls


def game_class(name: str) -> type[Game]:
    """The class of the game called ``name``; InvalidOptions lists the known names."""
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise InvalidOptions(f"unknown game {name!r}; known games: {known}") from None


def games() -> list[dict[str, Any]]:
    """Metadata of every registered game, sorted by name."""
    return [_GAMES[n].describe() for n in sorted(_GAMES)]


def names() -> list[str]:
    """The names of the registered games, sorted."""
    return sorted(_GAMES)


def load(name: str, players: int | None = None, **options: object) -> Game:
    """A configured game. Raises InvalidOptions naming what is allowed."""
    return game_class(name).configure(players, **options)

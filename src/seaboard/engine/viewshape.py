"""The keys every view has (``State.view``), as a TypedDict each game's view shape extends.

A game declares ``legal_data`` itself, as a list of its own actions' data shapes.
"""

from __future__ import annotations

from typing import TypedDict


class PlayerEntry(TypedDict):
    """One seat of ``players``: its number, role and role in words."""

    seat: int
    role: str
    name: str


class BaseView(TypedDict):
    """The keys ``State.view`` writes for every game."""

    game: str
    seat: int | None
    to_move: int | None
    scores: list[float]
    players: list[PlayerEntry]
    legal: list[str]
    game_over: bool
    winners: list[int] | None
    turn: int


#: The keys every view has, the mover's ``legal_data`` included: front ends that show or
#: encode "the game's own keys" leave these out.
COMMON_KEYS: frozenset[str] = frozenset((*BaseView.__annotations__, "legal_data"))

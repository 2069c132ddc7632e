"""Per-game facts for studies: one optional module per game, read from the public protocol.

A game's part ``seaboard.games.<pkg>.front.facts`` defines ``class Facts(Observer)``; a game
without one gets ``Observer``, whose first player is the seat that took the first action.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine import Action, State
from seaboard.per_game import part


class Observer:
    """Watches one game action by action; tells who began and the game's own facts.

    ``step`` is called after every action with the states before and after it; it must use
    only the public protocol (views, ``to_move``, scores, history), never a game's internals.
    """

    def __init__(self, start: State) -> None:
        self.first: int | None = start.to_move

    def step(self, before: State, action: Action, after: State) -> None:
        """Look at one action (the default looks at nothing)."""

    def first_player(self) -> int | None:
        """The seat that moved first in the play proper (after any opening the rules have)."""
        return self.first

    def facts(self, final: State) -> dict[str, Any]:
        """The game's own facts once it is over, as JSON-ready data (the default: none)."""
        return {}


def observer_for(start: State) -> Observer:
    """The observer of ``start``'s game: its own module's ``Facts`` or the plain one."""
    module = part(start.game.name, "facts")
    cls: type[Observer] = getattr(module, "Facts", Observer) if module else Observer
    return cls(start)

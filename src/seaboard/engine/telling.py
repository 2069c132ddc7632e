"""A game's words: the sentences that tell each seat what an action did.

A game package keeps its rules in ``game.py`` and its words in ``words.py``; the words
read the rules (states, actions, constants), never the other way round. The package
hands both to the registry (``WORDS`` beside ``GAME`` in its ``__init__.py``), and
``State.describe``, ``describe_start`` and ``describe_timeout`` ask the words they were
given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from seaboard.engine.action import Action
    from seaboard.engine.state import State

S = TypeVar("S", bound="State")


class Words(Generic[S]):
    """How one game tells its actions; subclasses override ``describe`` at least."""

    def describe(self, before: S, action: Action, after: S, seat: int | None) -> str:
        """One line: ``action`` played in ``before`` (leading to ``after``), told to ``seat``."""
        mover = before.to_move
        who = before.game.role_name(mover) if mover is not None else "Nobody"
        return f"{who} plays {action}"

    def start(self, state: S, seat: int | None) -> str:
        """Who begins and why, said at the start of a game, in words for ``seat``."""
        mover = state.to_move
        if mover is None:
            return "The game is over."
        return f"{state.game.role_name(mover)} begins."

    def timeout(self, before: S, after: S, seat: int | None) -> str | None:
        """The turn timer ran out in ``before``: its words, or None for the shared wording."""
        return None

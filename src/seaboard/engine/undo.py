"""Taking an action back: the one rule every front end (terminal, server) applies.

An action can be taken back only by the seat that played it, while it is still that
seat's turn, when the game's rules allow it (``State.allows_take_back``), and only if it
cannot have revealed anything (``State.may_reveal``, declared by each game and checked by
the conformance kit with ``reveals``). Games whose take-backs are actions of their own (El
Switcher's ``undo``) refuse here and list that action among the legal ones instead.
"""

from __future__ import annotations

import random
from typing import Any

from seaboard.engine.action import Action
from seaboard.engine.errors import SeaboardError
from seaboard.engine.state import State


def reveals(
    before: State,
    action: Action,
    after: State,
    seat: int,
    rng: random.Random,
    tries: int = 32,
    seen: dict[str, Any] | None = None,
) -> bool:
    """True when ``action`` showed ``seat`` something on one of ``tries`` resampled worlds.

    The action is replayed on states the seat cannot tell from ``before`` (drawn from
    ``rng``); if the seat's view afterwards differs on one of them, the action revealed
    information. A sampling test, for the conformance kit to check ``may_reveal`` with: a
    False answer is evidence, never proof, so the front ends rely on ``may_reveal``.
    ``seen`` is ``after.view(seat, with_legal=False)`` when the caller already built it.
    """
    if seen is None:
        seen = after.view(seat, with_legal=False)
    for _ in range(tries):
        try:
            other = before.resample(seat, rng).play(action)
        except SeaboardError:
            return True
        if other.view(seat, with_legal=False) != seen:
            return True
    return False


def take_back_refusal(before: State, action: Action, after: State, seat: int) -> str | None:
    """Why ``seat`` may not take back ``action`` (played on ``before``), or None if it may."""
    if before.to_move != seat:
        return "the last action was not yours"
    if after.to_move != seat:
        return "your turn is over"
    named = before.game.notation_for(action, seat)
    if not before.allows_take_back(action):
        return f"the rules of {before.game.title} do not let {named} be taken back"
    if before.may_reveal(action):
        return f"{named} reveals hidden information"
    return None

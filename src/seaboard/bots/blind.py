"""Whether a search can help a seat choose: not with a single legal action, nor in a blind
choice (``hint`` refuses then; a review leaves such a move unmarked)."""

from __future__ import annotations

import random
from typing import Any

from seaboard.engine import Action, State
from seaboard.per_game import part

BLIND_SAMPLES = 16
BLIND_MAX_ACTIONS = 12


def hint_refusal(state: State, seat: int) -> str | None:
    """Why a hint cannot help ``seat`` now, or None when it can.

    It cannot with a single legal action, nor in a blind choice: every legal action is of
    the same kind and, on states the seat cannot tell apart (``resample``), each can end in
    a position the seat sees exactly as one another action can end in (counts aside), as when
    drawing from face-down stacks. Uses only the seat's information.
    """
    legal = state.legal_actions()
    if len(legal) < 2:
        return "there is only one thing to do"
    name = state.game.name
    if len(legal) > BLIND_MAX_ACTIONS or len({group(name, a.data()) for a in legal}) > 1:
        return None
    ends = {_shape(state.apply(a).view(seat, with_legal=False)) for a in legal}
    if len(ends) == 1:
        return "every choice ends in the same position for you: any of them will do"
    rng = random.Random(len(state.history))
    samples = [state.resample(seat, rng) for _ in range(BLIND_SAMPLES)]

    def outcomes(action: Action) -> set[str]:
        return {_shape(s.apply(action).view(seat, with_legal=False)) for s in samples}

    first = outcomes(legal[0])
    if all(first & outcomes(other) for other in legal[1:]):  # stops at the first difference
        return "every choice is a blind draw: you cannot tell them apart before chance decides"
    return None


def group(game_name: str, data: dict[str, Any]) -> str:
    """The kind of an action as the terminal's menu groups it (its ``MENU_GROUPS``)."""
    found = getattr(part(game_name, "terminal"), "MENU_GROUPS", None)
    fields = found.get(data["kind"], ()) if isinstance(found, dict) else ()
    return " ".join(str(data[f]) for f in fields) or str(data["kind"])


def _shape(value: Any) -> str:
    """A view with every number set to 0 (stack sizes and counts aside), as a key."""

    def strip(v: Any) -> Any:
        if isinstance(v, bool) or v is None or isinstance(v, str):
            return v
        if isinstance(v, int | float):
            return 0
        if isinstance(v, dict):
            return {k: strip(x) for k, x in v.items()}
        if isinstance(v, list | tuple):
            return [strip(x) for x in v]
        return repr(v)

    return repr(strip(value))

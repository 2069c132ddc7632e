"""El Switcher's facts: turns played, figures formed, and how often a colour was forbidden."""

from __future__ import annotations

from typing import Any

from seaboard.engine import Action, State
from seaboard.study.facts import Observer


class Facts(Observer):
    """Counts the turns and the turns that began with a forbidden colour."""

    def __init__(self, start: State) -> None:
        super().__init__(start)
        self.turns = 0 if start.to_move is None else 1
        self.forbidden_turns = 0

    def step(self, before: State, action: Action, after: State) -> None:
        if after.to_move is None or after.to_move == before.to_move:
            return
        self.turns += 1
        if after.view(None, with_legal=False)["forbidden_colour"] is not None:
            self.forbidden_turns += 1

    def facts(self, final: State) -> dict[str, Any]:
        view = final.view(None, with_legal=False)
        limit = view["max_turns"]
        return {
            "deck": view["deck"],
            "turns": view["turns_played"],
            # turns that began with a colour forbidden by the last figure formed
            "forbidden_share": self.forbidden_turns / max(1, self.turns),
            "figures_formed": [len(f) for f in view["formed"]],
            "figures_left": list(view["figures_left"]),
            "turn_limit_reached": limit is not None and view["turns_played"] >= limit,
        }

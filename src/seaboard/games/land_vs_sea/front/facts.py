"""Land vs Sea's facts: when the Volcano/Whirlpool was placed and by whom."""

from __future__ import annotations

from typing import Any

from seaboard.engine import Action, State
from seaboard.study.facts import Observer

VOLCANO = "volcano@"


class Facts(Observer):
    """Notes the action number and seat of the Volcano/Whirlpool placement (None: never)."""

    def __init__(self, start: State) -> None:
        super().__init__(start)
        self.volcano_action: int | None = None
        self.volcano_seat: int | None = None

    def step(self, before: State, action: Action, after: State) -> None:
        if self.volcano_action is None and str(action).startswith(VOLCANO):
            self.volcano_action = len(after.history)
            self.volcano_seat = before.to_move

    def facts(self, final: State) -> dict[str, Any]:
        length = len(final.history)
        seat = self.volcano_seat
        return {
            "volcano_action": self.volcano_action,
            # how far into the game (0 = the start, 1 = the last action)
            "volcano_at": None if self.volcano_action is None else self.volcano_action / length,
            "volcano_seat": seat,
            "volcano_role": None if seat is None else final.game.roles[seat],
        }

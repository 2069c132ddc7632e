"""Ebbe & Flut's facts: who began after the opening and why, and the honor penalty's toll."""

from __future__ import annotations

from typing import Any

from seaboard.engine import Action, State
from seaboard.study.facts import Observer


class Facts(Observer):
    """The first player is the one the opening chose (the lower card, or a coin flip)."""

    def __init__(self, start: State) -> None:
        super().__init__(start)
        self.first = None
        self.first_by: str | None = None
        self.solo = start.game.players == 1
        if self.solo:
            self.first = 0
            self.first_by = "solo"

    def step(self, before: State, action: Action, after: State) -> None:
        if self.first is not None:
            return
        view = after.view(None, with_legal=False)
        if view["first"] is not None:
            self.first = int(view["first"])
            self.first_by = str(view["first_by"])

    def facts(self, final: State) -> dict[str, Any]:
        view = final.view(None, with_legal=False)
        colours = ("water", "land")
        return {
            "first_by": self.first_by,
            # per colour, water then land: scored cards given up as honor penalties
            "forfeited": [len(view["forfeited"][c]) for c in colours],
            # per colour: cards that left the grid
            "lost": [len(view["lost"][c]) for c in colours],
        }

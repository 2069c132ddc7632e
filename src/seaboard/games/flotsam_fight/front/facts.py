"""Flotsam Fight's facts: who began each round, who won it, and the tokens each round gave."""

from __future__ import annotations

from typing import Any

from seaboard.engine import Action, State
from seaboard.study.facts import Observer


class Facts(Observer):
    """Records the seat to move at the start of every round."""

    def __init__(self, start: State) -> None:
        super().__init__(start)
        self.round = int(start.view(None, with_legal=False)["round"])
        self.starters: list[int] = [] if start.to_move is None else [start.to_move]

    def step(self, before: State, action: Action, after: State) -> None:
        if after.to_move is None:
            return
        now = int(after.view(None, with_legal=False)["round"])
        if now != self.round:
            self.round = now
            self.starters.append(after.to_move)

    def facts(self, final: State) -> dict[str, Any]:
        view = final.view(None, with_legal=False)
        results = view["round_results"]
        starters = self.starters[: len(results)]
        return {
            "pass_rule": view["pass_rule"],
            "round_starters": starters,
            "round_winners": [r["winner"] for r in results],
            # the tokens (points) the round's first player took in that round
            "starter_tokens": [r["tokens"][s] for r, s in zip(results, starters, strict=False)],
        }

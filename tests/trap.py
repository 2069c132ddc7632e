"""Trap: a two-move test game where one tempting move has a single punishing answer.

Seat 0 picks 0 (one point, safe) or 1 (two points); seat 1 then picks one of forty
answers, and after pick 1 the last answer scores five for seat 1. After pick 0 every answer
is worth the same.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from seaboard.engine import Action, Game, State
from seaboard.engine.actiondata import kind_of, whole
from seaboard.engine.rng import fresh_seed

REPLIES = 40


@dataclass(frozen=True, slots=True)
class Pick(Action):
    n: int

    def __str__(self) -> str:
        return f"pick {self.n}"

    def data(self) -> dict[str, Any]:
        return {"kind": "pick", "n": self.n}


class Trap(Game):
    """Seat 0 picks 0 (one point, safe) or 1 (two points, but one of seat 1's forty
    answers then scores five); seat 1 answers once and the game ends."""

    name: ClassVar[str] = "trap"
    title: ClassVar[str] = "Trap (test game)"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2

    @property
    def roles(self) -> tuple[str, ...]:
        return ("first", "second")

    @property
    def max_length(self) -> int:
        return 2

    @property
    def num_actions(self) -> int:
        return REPLIES

    def new(self, seed: int) -> TrapState:
        return TrapState(self, seed, ())

    def _action_from_data(self, obj: object) -> Pick:
        _, data = kind_of(obj, {"pick": ("n",)})
        return Pick(whole(data, "n"))

    def parse_action(self, text: str) -> Pick:
        return Pick(int(text.split()[1]))

    def encode(self, action: Action) -> int:
        assert isinstance(action, Pick)
        return action.n

    def decode(self, index: int) -> Pick:
        return Pick(index)

    def state_from_json(self, obj: Mapping[str, Any]) -> TrapState:
        seed, history, _ = self.read_envelope(obj)
        return TrapState(self, seed, history)


class TrapState(State):
    __slots__ = ()

    @property
    def to_move(self) -> int | None:
        return len(self.history) if len(self.history) < 2 else None

    def _legal_actions(self) -> tuple[Action, ...]:
        if not self.history:
            return (Pick(0), Pick(1))
        return tuple(Pick(n) for n in range(REPLIES))

    def _apply(self, action: Action) -> TrapState:
        return TrapState(self.game, self.seed, (*self.history, action))

    @property
    def scores(self) -> tuple[float, ...]:
        picks = [a.n for a in self.history if isinstance(a, Pick)]
        mine = float(1 + picks[0]) if picks else 0.0
        punished = len(picks) == 2 and picks[0] == 1 and picks[1] == REPLIES - 1
        return (mine, 5.0 if punished else 0.0)

    @property
    def winners(self) -> frozenset[int]:
        if not self.is_terminal:
            return frozenset()
        a, b = self.scores
        return frozenset({0} if a > b else {1} if b > a else {0, 1})

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {}

    def resample(self, seat: int, rng: random.Random) -> TrapState:
        return TrapState(self.game, fresh_seed(rng), self.history)

    def _json(self) -> dict[str, Any]:
        return {}

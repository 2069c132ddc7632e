"""A tiny hidden-information game that exercises the engine and the conformance kit.

Pick-up: a public pile of tokens; players in turn take 1 or 2. Each holds a secret card
dealt from the seed. Most tokens wins; a tie goes to the higher secret card.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypedDict

from seaboard.engine import Action, Game, NotationError, Option, State
from seaboard.engine.actiondata import kind_of, whole
from seaboard.engine.jsonread import field, int_list
from seaboard.engine.language import ENGLISH, Language
from seaboard.engine.rng import derive, fresh_seed
from seaboard.engine.viewshape import BaseView


@dataclass(frozen=True, slots=True)
class Take(Action):
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"

    def data(self) -> dict[str, Any]:
        return {"kind": "take", "count": self.count}


class TakeData(TypedDict):
    kind: Literal["take"]
    count: int


class PickUpView(BaseView):
    legal_data: list[TakeData]
    pile: int
    card: int | None
    cards: list[int] | None


class PickUp(Game):
    name: ClassVar[str] = "pick-up"
    title: ClassVar[str] = "Pick-up (test game)"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 3
    default_players: ClassVar[int] = 2
    options_spec = (Option("tokens", 7, "tokens in the pile", kind=int, minimum=1, maximum=1000),)
    view_shape: ClassVar[type | None] = PickUpView

    @property
    def roles(self) -> tuple[str, ...]:
        return tuple(f"player-{i + 1}" for i in range(self.players))

    @property
    def max_length(self) -> int:
        return int(self.option("tokens") or 0)

    @property
    def num_actions(self) -> int:
        return 2

    def new(self, seed: int) -> PickUpState:
        cards = list(range(1, 10))
        derive(seed, "deal").shuffle(cards)
        tokens = int(self.option("tokens") or 0)
        return PickUpState(
            self, seed, (), tokens, tuple(cards[: self.players]), (0,) * self.players
        )

    def _action_from_data(self, obj: object) -> Take:
        _, data = kind_of(obj, {"take": ("count",)})
        return Take(whole(data, "count"))

    def parse_action(self, text: str) -> Take:
        parts = text.split()
        if len(parts) != 2 or parts[0] != "take" or parts[1] not in ("1", "2"):
            raise NotationError(f"{text!r} is not an action; write 'take 1' or 'take 2'")
        return Take(int(parts[1]))

    def encode(self, action: Action) -> int:
        assert isinstance(action, Take)
        return action.count - 1

    def decode(self, index: int) -> Take:
        self.check_index(index)
        return Take(index + 1)

    def state_from_json(self, obj: Mapping[str, Any]) -> PickUpState:
        seed, history, st = self.read_envelope(obj)
        return PickUpState(
            self,
            seed,
            history,
            field(st, "pile", int),
            tuple(int_list(st, "cards")),
            tuple(int_list(st, "taken")),
        )


class PickUpState(State):
    __slots__ = ("cards", "pile", "taken")

    def __init__(
        self,
        game: Game,
        seed: int,
        history: tuple[Action, ...],
        pile: int,
        cards: tuple[int, ...],
        taken: tuple[int, ...],
    ) -> None:
        super().__init__(game, seed, history)
        self.pile = pile
        self.cards = cards
        self.taken = taken

    @property
    def to_move(self) -> int | None:
        return None if self.pile == 0 else len(self.history) % self.game.players

    def _legal_actions(self) -> tuple[Action, ...]:
        return tuple(Take(n) for n in (1, 2) if n <= self.pile)

    def explain_illegal(self, action: Action, language: Language = ENGLISH) -> str:
        return f"only {self.pile} token left"

    def _apply(self, action: Action) -> PickUpState:
        assert isinstance(action, Take)
        seat = self.to_move
        assert seat is not None
        taken = list(self.taken)
        taken[seat] += action.count
        return PickUpState(
            self.game,
            self.seed,
            (*self.history, action),
            self.pile - action.count,
            self.cards,
            tuple(taken),
        )

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(float(t) for t in self.taken)

    @property
    def winners(self) -> frozenset[int]:
        if not self.is_terminal:
            return frozenset()
        keys = list(zip(self.taken, self.cards, strict=True))
        return frozenset(s for s, k in enumerate(keys) if k == max(keys))

    def _view(self, seat: int | None) -> dict[str, Any]:
        return {
            "pile": self.pile,
            "card": None if seat is None else self.cards[seat],
            "cards": list(self.cards) if self.is_terminal else None,
        }

    def resample(self, seat: int, rng: random.Random) -> PickUpState:
        if self.is_terminal:
            return PickUpState(
                self.game, fresh_seed(rng), self.history, self.pile, self.cards, self.taken
            )
        unknown = sorted(set(range(1, 10)) - {self.cards[seat]})
        rng.shuffle(unknown)
        cards = [self.cards[seat] if s == seat else unknown.pop() for s in range(self.game.players)]
        return PickUpState(
            self.game, fresh_seed(rng), self.history, self.pile, tuple(cards), self.taken
        )

    def _json(self) -> dict[str, Any]:
        return {"pile": self.pile, "cards": list(self.cards), "taken": list(self.taken)}

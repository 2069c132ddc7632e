"""What a bot sees and how bots are named.

A bot never receives the true state. It gets an ``InfoState`` for its seat: the seat's
view, the legal actions and ``sample(rng)``, which draws a full state consistent with that
view through the game's ``resample``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from seaboard.engine import Action, Game, InvalidOptions, State


@dataclass(frozen=True)
class InfoState:
    """One seat's knowledge of a position."""

    game: Game
    seat: int
    view: dict[str, Any]
    legal: tuple[Action, ...]
    sample: Callable[[random.Random], State]

    @classmethod
    def of(cls, state: State, seat: int) -> InfoState:
        """The information state of ``seat``; the true state stays behind ``sample``."""
        return cls(
            game=state.game,
            seat=seat,
            view=state.view(seat),
            legal=state.legal_actions() if state.to_move == seat else (),
            sample=lambda rng: state.resample(seat, rng),
        )


class Bot(Protocol):
    """A computer player."""

    name: str

    def choose(self, info: InfoState, rng: random.Random) -> Action:
        """The action to play in ``info`` (one of ``info.legal``)."""
        ...


BotFactory = Callable[[dict[str, str]], Bot]
_BOTS: dict[str, BotFactory] = {}


def register_bot(name: str, factory: BotFactory) -> None:
    """Make a bot available by name (``make_bot("name:key=value")``)."""
    _BOTS[name] = factory


def bot_names() -> list[str]:
    """The registered bot names."""
    return sorted(_BOTS)


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``"ismcts:think=0.5,iterations=200"`` into a name and parameters."""
    name, _, rest = spec.strip().partition(":")
    params: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, eq, value = part.partition("=")
        if not eq or not key:
            raise InvalidOptions(f"bot parameter {part!r} must be written key=value")
        params[key.strip()] = value.strip()
    return name, params


def split_specs(text: str) -> list[str]:
    """Split a comma-separated list of bot specs, keeping each bot's parameters together.

    ``"ismcts:think=0.2,depth=8,greedy"`` is ``["ismcts:think=0.2,depth=8", "greedy"]``:
    a piece with ``=`` but no ``:`` continues the spec before it.
    """
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if "=" in piece and ":" not in piece and specs:
            specs[-1] += "," + piece
        elif piece:
            specs.append(piece)
    return specs


def make_bot(spec: str) -> Bot:
    """A bot from its spec; InvalidOptions lists the known bots."""
    name, params = parse_spec(spec)
    factory = _BOTS.get(name)
    if factory is None:
        raise InvalidOptions(f"unknown bot {name!r}; known bots: {', '.join(bot_names())}")
    return factory(params)


def no_params(name: str, params: dict[str, str]) -> None:
    """Refuse parameters for a bot that takes none."""
    if params:
        raise InvalidOptions(f"bot {name} takes no parameters, not {', '.join(params)}")

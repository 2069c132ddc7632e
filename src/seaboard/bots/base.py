"""What a bot sees and how bots are named.

A bot never receives the true state. It gets an ``InfoState`` for its seat: the seat's
view, the legal actions and ``sample(rng)``, which draws a full state consistent with that
view through the game's ``resample``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, Protocol

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


# -- bounds of every bot parameter a spec may set (docs/security.md, "Limits") ---------------
# A spec comes from anyone who opens a table, and a bot's search holds a core while it
# runs: every parameter that buys time or memory is bounded, and a spec beyond a bound is
# refused, never clamped. Python code building a bot itself (benchmarks) is not bound.

#: ismcts:think, seconds a move: a human waits for it, and a table's bot holds a worker.
MAX_THINK_SECONDS: Final = 5.0
#: ismcts:iterations: 1,000 cost about 0.6 s (Ebbe & Flut) to 6.5 s (El Switcher) on one shared
#: core of the development machine, about the longest think allowed.
MAX_ITERATIONS: Final = 1_000
#: ismcts:depth, random moves played at each new leaf before it is judged.
MAX_DEPTH: Final = 20
#: ismcts:width, the actions kept at a narrowed root (most games have fewer legal ones).
MAX_WIDTH: Final = 100
#: ismcts:inner, the actions kept at a narrowed node below the root.
MAX_INNER: Final = 12
#: ismcts:pair, paired rounds between two halvings of the root's candidates.
MAX_PAIR: Final = 20
#: ismcts:c, the exploration constant (no cost, but a number beyond it means nothing).
MAX_EXPLORATION: Final = 10.0
#: greedy:samples, sampled worlds on which every legal action is tried.
MAX_SAMPLES: Final = 32


def int_param(bot: str, params: dict[str, str], key: str, low: int, high: int) -> int | None:
    """``params[key]`` as a whole number in ``low..high`` (None when absent); out of range or
    not a number, one line naming the bound (InvalidOptions)."""
    if key not in params:
        return None
    text = params[key]
    try:
        value = int(text)
    except ValueError:
        raise InvalidOptions(f"{bot}:{key}={text} is not a whole number") from None
    if not low <= value <= high:
        raise InvalidOptions(f"{bot}:{key}={text} is out of range: {key} must be {low} to {high}")
    return value


def float_param(
    bot: str,
    params: dict[str, str],
    key: str,
    high: float,
    low: float = 0.0,
    *,
    above: bool = False,
) -> float | None:
    """``params[key]`` as a finite number up to ``high`` and at least ``low`` (more than
    ``low`` when ``above``), None when absent; otherwise one line naming the bound."""
    if key not in params:
        return None
    text = params[key]
    try:
        value = float(text)
    except ValueError:
        raise InvalidOptions(f"{bot}:{key}={text} is not a number") from None
    floor = f"more than {low:g}" if above else f"at least {low:g}"
    if not math.isfinite(value) or value > high or value < low or (above and value == low):
        raise InvalidOptions(
            f"{bot}:{key}={text} is out of range: {key} must be {floor} and at most {high:g}"
        )
    return value


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

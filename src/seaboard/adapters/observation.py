"""Observation tensors and action masks: fixed-shape numpy encodings of views.

An encoder turns ``state.view(seat)`` (and nothing else, so it can leak nothing) into one
flat float32 vector made of named pieces ("planes"); ``planes(flat)`` gives each piece as a
reshaped numpy view of the same memory, the layout OpenSpiel observers use. Every encoder
starts with the common pieces:

* ``seat`` (players + 1): one-hot of the observing seat, the last entry for a spectator;
* ``to_move`` (players + 1): one-hot of the seat to move, the last entry once the game is over;
* ``scores`` (players): the live scores as the view shows them;
* ``game_over`` (1): 1 once the game is over.

Each game adds its own pieces in ``seaboard.games.<pkg>.front.encoder`` (a module-level
``ENCODER`` class); a game without one gets ``HashedEncoder``, which hashes every leaf of
the game's own view keys into a fixed number of buckets. docs/research.md lists the pieces
of every game.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Iterator
from functools import cache
from types import ModuleType
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from seaboard.engine import Action, Game, State
from seaboard.engine.viewshape import COMMON_KEYS
from seaboard.per_game import part

Piece = tuple[str, tuple[int, ...]]
Planes = dict[str, npt.NDArray[np.float32]]
Tensor = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


class Encoder:
    """Base of every encoder: the common pieces, then the game's own (``game_pieces``).

    Subclasses set ``low`` and ``high`` (bounds of every value they write) and implement
    ``game_pieces`` and ``fill``; both may depend on the configuration (players, options).
    """

    low: ClassVar[float] = -100.0
    high: ClassVar[float] = 100.0

    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = game.players
        self.pieces: tuple[Piece, ...] = (*self.common_pieces(), *self.game_pieces())
        self.size = sum(math.prod(shape) for _, shape in self.pieces)

    def common_pieces(self) -> list[Piece]:
        """The pieces every game shares."""
        n = self.players
        return [("seat", (n + 1,)), ("to_move", (n + 1,)), ("scores", (n,)), ("game_over", (1,))]

    def game_pieces(self) -> list[Piece]:
        """The game's own pieces (names and shapes)."""
        return []

    def fill(self, view: dict[str, Any], planes: Planes) -> None:
        """Write the game's own pieces of ``view`` into ``planes`` (zeroed beforehand)."""

    # -- shared machinery ----------------------------------------------------------
    def planes(self, flat: Tensor) -> Planes:
        """The named pieces of ``flat`` as reshaped views sharing its memory."""
        out: Planes = {}
        start = 0
        for name, shape in self.pieces:
            size = math.prod(shape)
            out[name] = flat[start : start + size].reshape(shape)
            start += size
        return out

    def encode_into(self, view: dict[str, Any], flat: Tensor) -> None:
        """Overwrite ``flat`` (of length ``size``) with the encoding of ``view``."""
        flat.fill(0.0)
        planes = self.planes(flat)
        n = self.players
        seat = view.get("seat")
        planes["seat"][n if seat is None else int(seat)] = 1.0
        mover = view.get("to_move")
        planes["to_move"][n if mover is None else int(mover)] = 1.0
        planes["scores"][:] = np.asarray(view["scores"], dtype=np.float32)
        planes["game_over"][0] = 1.0 if view.get("game_over") else 0.0
        self.fill(view, planes)

    def encode(self, view: dict[str, Any]) -> Tensor:
        """A new flat float32 vector encoding ``view``."""
        flat = np.zeros(self.size, dtype=np.float32)
        self.encode_into(view, flat)
        return flat

    def describe(self) -> list[tuple[str, tuple[int, ...], int]]:
        """Each piece with its shape and its offset in the flat vector."""
        out = []
        start = 0
        for name, shape in self.pieces:
            out.append((name, shape, start))
            start += math.prod(shape)
        return out


class HashedEncoder(Encoder):
    """Fallback for games without an encoder of their own: the hashing trick.

    Every leaf of the game's own view keys, written ``path=value`` (list positions are part
    of the path), adds 1 to bucket ``crc32(text) % buckets``. Fixed-shape and view-only, but
    collisions make it a weak feature set: real games get a dedicated encoder.
    """

    buckets: ClassVar[int] = 256
    low: ClassVar[float] = -1000.0
    high: ClassVar[float] = 1000.0

    def game_pieces(self) -> list[Piece]:
        return [("hashed", (self.buckets,))]

    def fill(self, view: dict[str, Any], planes: Planes) -> None:
        hashed = planes["hashed"]
        own = {k: v for k, v in view.items() if k not in COMMON_KEYS}
        for text in _leaves(own, ""):
            hashed[zlib.crc32(text.encode()) % self.buckets] += 1.0


def _leaves(value: Any, path: str) -> Iterator[str]:
    if isinstance(value, dict):
        for key in sorted(value):
            yield from _leaves(value[key], f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _leaves(item, f"{path}[{i}]")
    else:
        yield f"{path}={json.dumps(value)}"


class ActionMap:
    """The integers the adapters use for actions: by default the game's own encoding.

    A game whose encoding is too large for masks (Land vs Sea numbers every tile face at
    every coordinate: millions of integers) gets a compact map in its encoder module
    (``ACTIONS``), whose integers mean something relative to the mover's view (for example
    "the up face of your first tile on the third open space"). ``context(state)`` is what
    the map needs to read (None for the game's own encoding, otherwise the mover's view).
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self.size = game.num_actions

    def context(self, state: State) -> Any:
        """What ``index_of`` and ``action_at`` read: nothing for the game's own encoding."""
        return None

    def context_from_view(self, view: dict[str, Any]) -> Any:
        """The same context built from the mover's view."""
        return None

    def index_of(self, context: Any, action: Action) -> int:
        """The integer of a legal action."""
        return self.game.encode(action)

    def action_at(self, context: Any, index: int) -> Action:
        """The action with integer ``index``; NotationError when it names none."""
        return self.game.decode(index)

    def legal(self, state: State) -> list[int]:
        """The integers of the legal actions, ascending."""
        context = self.context(state)
        return sorted(self.index_of(context, a) for a in state.legal_actions())


def _encoder_part(game: Game) -> ModuleType | None:
    return part(game.name, "encoder")


@cache
def encoder_for(game: Game) -> Encoder:
    """The encoder of ``game`` in its configuration (cached per configuration)."""
    module = _encoder_part(game)
    cls: type[Encoder] = getattr(module, "ENCODER", HashedEncoder)
    return cls(game)


@cache
def actions_for(game: Game) -> ActionMap:
    """The action map of ``game``: the game's own encoding unless its module has ``ACTIONS``."""
    module = _encoder_part(game)
    cls: type[ActionMap] = getattr(module, "ACTIONS", ActionMap)
    return cls(game)


def observation(state: State, seat: int | None) -> Tensor:
    """The observation tensor of ``seat`` (None: a spectator) in ``state``."""
    return encoder_for(state.game).encode(state.view(seat))


def action_mask(state: State, seat: int | None = None) -> Mask:
    """1 at the integer of every legal action; all zeros unless ``seat`` is to move.

    ``seat=None`` gives the mask of whoever is to move. Integers are ``actions_for(game)``.
    """
    amap = actions_for(state.game)
    mask = np.zeros(amap.size, dtype=np.int8)
    if (seat is None or seat == state.to_move) and not state.is_terminal:
        mask[amap.legal(state)] = 1
    return mask


def mask_from_view(game: Game, view: dict[str, Any]) -> Mask:
    """The same mask built from a view alone (its "legal" notations)."""
    amap = actions_for(game)
    mask = np.zeros(amap.size, dtype=np.int8)
    if view["legal"]:
        context = amap.context_from_view(view)
        for text in view["legal"]:
            mask[amap.index_of(context, game.parse_action(text))] = 1
    return mask

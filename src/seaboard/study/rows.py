"""One game between bots played from a seed, and its result as one row of data."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from seaboard.bots import InfoState, make_bot
from seaboard.engine import Game, State, load
from seaboard.engine.rng import derive
from seaboard.study.facts import observer_for

# The columns every row has, in order (``facts`` holds the game's own, see study.facts).
COLUMNS = (
    "seed",
    "game",
    "players",
    "options",
    "seats",
    "bots",
    "first_player",
    "first_role",
    "scores",
    "winners",
    "returns",
    "length",
    "decisions",
    "think_seconds",
    "facts",
    "actions",
)


@dataclass(frozen=True)
class Job:
    """One game to simulate: the configuration, the seed and the bot of each seat."""

    config: dict[str, Any]
    seed: int
    bots: tuple[str, ...]


@lru_cache(maxsize=16)
def _game(config_json: str) -> Game:
    config = json.loads(config_json)
    return load(config["game"], config["players"], **config["options"])


def game_of(config: dict[str, Any]) -> Game:
    """The game of a configuration (loaded once per process)."""
    return _game(json.dumps(config, sort_keys=True))


def play_one(
    job: Job, info_for: Callable[[State, int], InfoState] = InfoState.of
) -> dict[str, Any]:
    """Play one game between bots; the result as a JSON-ready row (keys: ``COLUMNS``).

    ``first_player`` is the seat that moved first in the play proper, as the game's record
    tells it (Ebbe & Flut: the one the opening cards chose). ``info_for`` gives a seat what it
    knows (benchmarks may swap it for measuring sticks).
    """
    game = game_of(job.config)
    bots = [make_bot(spec) for spec in job.bots]
    rngs = [derive(job.seed, "bot", i) for i in range(len(bots))]
    state = game.new(job.seed)
    watch = observer_for(state)
    thought = [0.0] * game.players
    decisions = [0] * game.players
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        start = time.perf_counter()
        action = bots[seat].choose(info_for(state, seat), rngs[seat])
        thought[seat] += time.perf_counter() - start
        decisions[seat] += 1
        after = state.play(action)
        watch.step(state, action, after)
        state = after
    first = watch.first_player()
    return {
        "seed": job.seed,
        "game": game.name,
        "players": game.players,
        "options": dict(job.config["options"]),
        "seats": list(game.roles),
        "bots": list(job.bots),
        "first_player": first,
        "first_role": None if first is None else game.roles[first],
        "scores": list(state.scores),
        "winners": sorted(state.winners),
        "returns": list(state.returns),
        "length": len(state.history),
        "decisions": decisions,
        "think_seconds": [round(t, 4) for t in thought],
        "facts": watch.facts(state),
        "actions": [str(a) for a in state.history],
    }


def play_chunk(jobs: list[Job]) -> list[dict[str, Any]]:
    """Play several games in one task (the unit a backend schedules)."""
    return [play_one(job) for job in jobs]


def same_result(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two rows tell the same game (everything but the thinking times)."""
    keep = [k for k in COLUMNS if k != "think_seconds"]
    return all(a[k] == b[k] for k in keep)


def seating(bots: Sequence[str], players: int) -> list[str]:
    """One bot per seat: a short list is completed with its last bot (as ``play --seats``)."""
    if not bots:
        raise ValueError("no bot given")
    if len(bots) > players:
        raise ValueError(f"{len(bots)} bots given for a {players}-player game")
    return [*bots, *[bots[-1]] * (players - len(bots))]


def jobs_for(game: Game, bots: list[str], games: int, seed: int, rotate: bool) -> list[Job]:
    """The games to play. With ``rotate`` each seed is played once per distinct rotation of
    the bots (``a,b,a,b`` has two: a team of ``a`` against a team of ``b``, then swapped)."""
    n = game.players
    bots = seating(bots, n)
    config = game.config()
    seatings = [tuple(bots)]
    if rotate:
        rotations = (tuple(bots[(i + shift) % n] for i in range(n)) for shift in range(n))
        seatings = list(dict.fromkeys(rotations))
    k = len(seatings)
    return [Job(config, seed + g // k, seatings[g % k]) for g in range(games)]


def role_label(game: Game, role: str) -> str:
    """A role of the rows' ``seats`` in words: as its seat names it ("Land" for "land"), or
    for a role of several seats (a team) without the seat's number ("Land", not "Land 1")."""
    seats = [s for s in range(game.players) if game.roles[s] == role]
    return game.role_name(seats[0]) if len(seats) == 1 else game.role_title(role)

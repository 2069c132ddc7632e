"""The bot ladder: the levels offered to players, per game, each with a fixed rating per group.

One table (``LEVELS``) holds every level, weakest first. A level names the games it is
offered in (all of them unless it says otherwise), so each game's ladder (``ladder``) is
the table's order filtered by game: the budget that is strong and under a second a move
differs by game, and a spec keeps one name wherever it is offered.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from seaboard.engine.registry import names
from seaboard.ratings.model import Rating, bot_display

TABLE_FILE = "bot_ratings.json"
ALL_GAMES: tuple[str, ...] = tuple(names())


@dataclass(frozen=True)
class BotLevel:
    """A bot spec, its technical title ("ismcts, 100 iterations"), its name for people
    ("Expert": a bot's seat reads "Bot 2, Expert level") and the games offering it."""

    spec: str
    title: str
    name: str
    games: tuple[str, ...] = ALL_GAMES


# Fixed budgets (iterations, samples, a share of random moves), never seconds: a level is
# then equally strong on every machine, and a calibration with a seed plays exactly the
# same games again. Seconds a move on this project's machine: docs/bots.md, "The ladder".
LEVELS: tuple[BotLevel, ...] = (
    BotLevel("random", "random", "Beginner"),
    BotLevel("greedy:samples=1,wander=0.5", "greedy, half its moves at random", "Casual"),
    BotLevel("greedy", "greedy", "Club"),
    BotLevel("ismcts:iterations=100", "ismcts, 100 iterations", "Strong"),
    BotLevel("ismcts:iterations=300", "ismcts, 300 iterations", "Expert"),
    BotLevel(
        "ismcts:iterations=1000",
        "ismcts, 1000 iterations",
        "Master",
        ("ebbe-flut", "flotsam-fight", "land-vs-sea"),
    ),
)

# Levels offered before the ladder (issue 34): tables stored with them keep their seat's
# name, and a rated game begun with one is still rated at the rating it was offered with
# (``RETIRED_RATINGS`` in the table file).
RETIRED: dict[str, str] = {
    "ismcts:iterations=25": "Strong",
}

NAMES = {**RETIRED, **{level.spec: level.name for level in LEVELS}}


def ladder(game: str) -> tuple[BotLevel, ...]:
    """The levels offered in a game, weakest first."""
    return tuple(level for level in LEVELS if game in level.games)


def offered_in(game: str, spec: str) -> bool:
    """Whether ``spec`` is one of the game's levels."""
    return any(level.spec == spec for level in ladder(game))


def level_name(spec: str) -> str | None:
    """The player-facing name of an offered level ("Club"), None for another spec."""
    return NAMES.get(spec)


@cache
def bot_table() -> dict[str, Any]:
    """The calibration file stored in the package (``bot_ratings.json``)."""
    text = resources.files("seaboard.ratings").joinpath(TABLE_FILE).read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def bot_rating(spec: str, group: str) -> Rating:
    """The fixed rating of a bot level in a group (KeyError if not calibrated).

    A retired level keeps the rating it was offered with, so a rated game begun against it
    before the ladder changed is still rated when it ends.
    """
    table = bot_table()
    entry = table["ratings"].get(group, {}).get(spec)
    if entry is None:
        entry = table.get("retired", {})[group][spec]
    return Rating(float(entry["mu"]), float(entry["sigma"]))


def seconds_per_move(spec: str) -> dict[str, float]:
    """The level's measured median seconds a move per game (``bot_table()["seconds"]``)."""
    measured: dict[str, dict[str, float]] = bot_table().get("seconds_per_move", {})
    return {game: seconds[spec] for game, seconds in sorted(measured.items()) if spec in seconds}


def offered() -> list[dict[str, Any]]:
    """The levels as ``GET /api/bots`` lists them, weakest first: spec, title, name, the
    displayed rating per group the level is offered in and its seconds a move per game."""
    groups = sorted(bot_table()["ratings"])
    return [
        {
            "spec": level.spec,
            "title": level.title,
            "name": level.name,
            "ratings": {
                group: bot_display(bot_rating(level.spec, group))
                for group in groups
                if group.partition("/")[0] in level.games
            },
            "seconds_per_move": seconds_per_move(level.spec),
        }
        for level in LEVELS
    ]

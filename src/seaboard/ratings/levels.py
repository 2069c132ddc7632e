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

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.registry import names
from seaboard.ratings.model import Rating, bot_display

TABLE_FILE = "bot_ratings.json"
ALL_GAMES: tuple[str, ...] = tuple(names())


@dataclass(frozen=True)
class BotLevel:
    """A bot spec, its technical title ("ismcts, 100 iterations"), its name for people
    ("Expert": a bot's seat reads "Bot 2, Expert level"; a message, told in the reader's
    language) and the games offering it."""

    spec: str
    title: str
    name: str
    games: tuple[str, ...] = ALL_GAMES


# Fixed budgets (iterations, samples, a share of random moves), never seconds: a level is
# then equally strong on every machine, and a calibration with a seed plays exactly the
# same games again. Seconds a move on this project's machine: docs/bots.md, "The ladder".
LEVELS: tuple[BotLevel, ...] = (
    BotLevel("random", N_("random"), N_("Beginner")),
    BotLevel("greedy:samples=1,wander=0.5", N_("greedy, half its moves at random"), N_("Casual")),
    BotLevel("greedy", N_("greedy"), N_("Club")),
    BotLevel("ismcts:iterations=100", N_("ismcts, 100 iterations"), N_("Strong")),
    BotLevel("ismcts:iterations=300", N_("ismcts, 300 iterations"), N_("Expert")),
    BotLevel("ismcts:iterations=1000", N_("ismcts, 1000 iterations"), N_("Master")),
)

# Median seconds a move (decisions with a choice; processor time of one core, the compiled
# build), measured by ``benchmarks/level_speed.py`` (benchmarks/results/level_speed.json).
SECONDS_PER_MOVE: dict[str, dict[str, float]] = {
    "random": {"ebbe-flut": 0.0, "el-switcher": 0.0, "flotsam-fight": 0.0, "land-vs-sea": 0.0},
    "greedy:samples=1,wander=0.5": {
        "ebbe-flut": 0.0,
        "el-switcher": 0.0,
        "flotsam-fight": 0.0,
        "land-vs-sea": 0.0,
    },
    "greedy": {"ebbe-flut": 0.001, "el-switcher": 0.004, "flotsam-fight": 0.0, "land-vs-sea": 0.0},
    "ismcts:iterations=100": {
        "ebbe-flut": 0.011,
        "el-switcher": 0.123,
        "flotsam-fight": 0.004,
        "land-vs-sea": 0.088,
    },
    "ismcts:iterations=300": {
        "ebbe-flut": 0.036,
        "el-switcher": 0.417,
        "flotsam-fight": 0.012,
        "land-vs-sea": 0.296,
    },
    "ismcts:iterations=1000": {
        "ebbe-flut": 0.134,
        "el-switcher": 1.12,
        "flotsam-fight": 0.053,
        "land-vs-sea": 1.243,
    },
}

# Levels offered before the ladder (issue 34), with the name and the ratings (mu, sigma)
# they were offered with: a table stored with one keeps its seat's name, and a rated game
# begun against one before the ladder came is rated at that rating when it ends.
RETIRED: dict[str, tuple[str, dict[str, tuple[float, float]]]] = {
    "ismcts:iterations=25": (
        "Strong",
        {
            "ebbe-flut/2p": (28.8015, 4.3591),
            "el-switcher/2p": (25.6368, 6.6688),
            "el-switcher/3-4p": (26.3013, 6.5815),
            "flotsam-fight/2p": (30.378, 2.8338),
            "flotsam-fight/3-6p": (29.8567, 2.8182),
            "land-vs-sea/2p": (27.3967, 6.6112),
            "land-vs-sea/3p": (26.5589, 7.2142),
            "land-vs-sea/teams": (24.4372, 7.476),
        },
    ),
}

NAMES = {**{spec: name for spec, (name, _) in RETIRED.items()}}
NAMES.update({level.spec: level.name for level in LEVELS})


def ladder(game: str) -> tuple[BotLevel, ...]:
    """The levels offered in a game, weakest first."""
    return tuple(level for level in LEVELS if game in level.games)


def offered_in(game: str, spec: str) -> bool:
    """Whether ``spec`` is one of the game's levels."""
    return any(level.spec == spec for level in ladder(game))


def calibrated(spec: str, group: str) -> bool:
    """Whether the table has a rating for the level in the group (a level the calibration has
    not played there yet has none, and is not offered for rated games there)."""
    return spec in bot_table()["ratings"].get(group, {})


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
    entry = bot_table()["ratings"].get(group, {}).get(spec)
    if entry is None and spec in RETIRED:
        mu, sigma = RETIRED[spec][1][group]
        return Rating(mu, sigma)
    if entry is None:
        raise KeyError(f"{spec} has no rating in {group}")
    return Rating(float(entry["mu"]), float(entry["sigma"]))


def seconds_per_move(spec: str) -> dict[str, float]:
    """The level's median seconds a move per game as measured (``SECONDS_PER_MOVE``)."""
    return dict(sorted(SECONDS_PER_MOVE.get(spec, {}).items()))


def offered(words: Language = ENGLISH) -> list[dict[str, Any]]:
    """The levels as ``GET /api/bots`` lists them, weakest first: spec, title and name told
    in ``words``, the displayed rating per group the level is offered in and its seconds a
    move per game."""
    groups = sorted(bot_table()["ratings"])
    return [
        {
            "spec": level.spec,
            "title": words.t(level.title),
            "name": words.t(level.name),
            "ratings": {
                group: bot_display(bot_rating(level.spec, group))
                for group in groups
                if group.partition("/")[0] in level.games and calibrated(level.spec, group)
            },
            "seconds_per_move": seconds_per_move(level.spec),
        }
        for level in LEVELS
    ]

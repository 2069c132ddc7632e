"""The bot levels offered to players, each with a fixed rating per group."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from seaboard.ratings.model import Rating, bot_display

TABLE_FILE = "bot_ratings.json"


@dataclass(frozen=True)
class BotLevel:
    """A bot spec, its technical title ("ismcts, 100 iterations") and its name for people
    ("Expert": a bot's seat reads "Bot 2, Expert level")."""

    spec: str
    title: str
    name: str


# Iteration budgets, not seconds: a level is equally strong on every machine, and a
# calibration with a seed plays exactly the same games again.
LEVELS: tuple[BotLevel, ...] = (
    BotLevel("random", "random", "Beginner"),
    BotLevel("greedy", "greedy", "Club"),
    BotLevel("ismcts:iterations=25", "ismcts, 25 iterations", "Strong"),
    BotLevel("ismcts:iterations=100", "ismcts, 100 iterations", "Expert"),
)
NAMES = {level.spec: level.name for level in LEVELS}


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
    """The fixed rating of an offered bot level in a group (KeyError if not calibrated)."""
    entry = bot_table()["ratings"][group][spec]
    return Rating(float(entry["mu"]), float(entry["sigma"]))


def offered() -> list[dict[str, Any]]:
    """The levels as ``GET /api/bots`` lists them: spec, title and displayed ratings."""
    return [
        {
            "spec": level.spec,
            "title": level.title,
            "name": level.name,
            "ratings": {
                group: bot_display(bot_rating(level.spec, group))
                for group in sorted(bot_table()["ratings"])
            },
        }
        for level in LEVELS
    ]

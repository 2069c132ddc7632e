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
    """A bot spec and its title for people ("ismcts, 100 iterations")."""

    spec: str
    title: str


# Iteration budgets, not seconds: a level is equally strong on every machine, and a
# calibration with a seed plays exactly the same games again.
LEVELS: tuple[BotLevel, ...] = (
    BotLevel("random", "random"),
    BotLevel("greedy", "greedy"),
    BotLevel("ismcts:iterations=25", "ismcts, 25 iterations"),
    BotLevel("ismcts:iterations=100", "ismcts, 100 iterations"),
)


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
            "ratings": {
                group: bot_display(bot_rating(level.spec, group))
                for group in sorted(bot_table()["ratings"])
            },
        }
        for level in LEVELS
    ]

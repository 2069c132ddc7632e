"""Ratings: groups per game, the Plackett-Luce model, bot levels and quick-play pairing.

Pure functions and data for the server to call; nothing here does I/O but reading the
packaged bot table (and the calibration command, which writes it).
"""

from seaboard.ratings.groups import GROUPS, NotRated, group_for, player_counts, sides
from seaboard.ratings.levels import LEVELS, BotLevel, bot_rating, offered
from seaboard.ratings.model import Rating, display, placings, update
from seaboard.ratings.results import rate_result

__all__ = [
    "GROUPS",
    "LEVELS",
    "BotLevel",
    "NotRated",
    "Rating",
    "bot_rating",
    "display",
    "group_for",
    "offered",
    "placings",
    "player_counts",
    "rate_result",
    "sides",
    "update",
]

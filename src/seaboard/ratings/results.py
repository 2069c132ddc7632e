"""A finished game's result turned into new ratings for its seats."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from seaboard.ratings.groups import sides
from seaboard.ratings.model import Rating, placings, update


def rate_result(
    game: str,
    ratings: Sequence[Rating],
    scores: Sequence[float],
    winners: Collection[int],
    fixed: Collection[int] = (),
) -> list[Rating]:
    """Each seat's rating after a game of ``game`` with these scores and winners.

    Seats in ``fixed`` are bots at their published rating: they count as opponents at
    that rating and are not changed, so a game against a bot moves only its players.
    """
    teams = sides(game, len(ratings))
    return update(ratings, placings(scores, winners, teams), teams, fixed)

"""The rating model: openskill's Plackett-Luce (Weng-Lin), placings and the displayed number."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

from seaboard.engine import InvalidOptions

# openskill's defaults, the values of Weng and Lin's paper (docs/ratings.md).
MU = 25.0
SIGMA = 25.0 / 3.0
BETA = 25.0 / 6.0
TAU = 25.0 / 300.0

# The displayed number: DISPLAY_START + DISPLAY_SCALE * (mu - DISPLAY_Z * sigma), a rating
# the player's skill exceeds with 99.85% certainty; a new player shows 1500.
DISPLAY_START = 1500.0
DISPLAY_SCALE = 30.0
DISPLAY_Z = 3.0
# The uncertainty a regular player settles at (measured: 1.47 after 300 to 3000 two-player
# games against equals); a bot level is shown as a settled player of its mean would be.
SETTLED_SIGMA = 1.5

# limit_sigma: a game never raises a rating's uncertainty (tau's inflation would, after a
# win that told nothing new), so a win never lowers the displayed number.
MODEL = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU, limit_sigma=True)


@dataclass(frozen=True)
class Rating:
    """A skill estimate: the mean ``mu`` and its uncertainty ``sigma`` (openskill's units)."""

    mu: float = MU
    sigma: float = SIGMA

    @property
    def display(self) -> int:
        """The number players see (see ``display``)."""
        return display(self)

    def to_json(self) -> dict[str, float]:
        """``{"mu": ..., "sigma": ...}``."""
        return {"mu": self.mu, "sigma": self.sigma}


def display(rating: Rating) -> int:
    """The conservative estimate on the familiar scale: 1500 for a new player."""
    ordinal = _os(rating).ordinal(z=DISPLAY_Z, alpha=DISPLAY_SCALE, target=DISPLAY_START)
    return round(ordinal)


def bot_display(rating: Rating) -> int:
    """A bot level's displayed number: a settled player of the same mean would show it."""
    return display(Rating(rating.mu, min(rating.sigma, SETTLED_SIGMA)))


def placings(
    scores: Sequence[float],
    winners: Collection[int],
    sides: Sequence[Sequence[int]] | None = None,
) -> list[int]:
    """Each side's place, 1 the best, ties sharing a place (``[1, 1, 3]``).

    The winners (every tied one) come first; the others follow by score, equal scores
    sharing a place. A side is the seats that win or lose together (one seat, or a team,
    whose seats show the team's score).
    """
    if sides is None:
        sides = [(s,) for s in range(len(scores))]
    if not sides or any(not side for side in sides):
        raise InvalidOptions("every side needs at least one seat")
    keys = [(any(s in winners for s in side), max(scores[s] for s in side)) for side in sides]
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def update(
    ratings: Sequence[Rating],
    places: Sequence[int],
    sides: Sequence[Sequence[int]] | None = None,
    fixed: Collection[int] = (),
) -> list[Rating]:
    """Every seat's rating after a game with these places (one per side, 1 the best).

    Seats in ``fixed`` (bots) play at their rating and keep it: only the others move.
    """
    if sides is None:
        sides = [(s,) for s in range(len(ratings))]
    if len(places) != len(sides) or len(sides) < 2:
        raise InvalidOptions("a rated game needs a place for each of two or more sides")
    teams = [[_os(ratings[s]) for s in side] for side in sides]
    rated = MODEL.rate(teams, ranks=[float(p) for p in places])
    out = list(ratings)
    for side, team in zip(sides, rated, strict=True):
        for seat, new in zip(side, team, strict=True):
            if seat not in fixed:
                out[seat] = Rating(new.mu, new.sigma)
    return out


def _os(rating: Rating) -> PlackettLuceRating:
    return MODEL.rating(mu=rating.mu, sigma=rating.sigma)

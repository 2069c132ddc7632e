"""Statistics of game rows: win rates by seat, role and first player, with Wilson intervals.

A win shared by k seats (a draw, a team win) gives each of them 1/k of a win, so a seat's
win rate is its share of the wins and the shares of one game add up to 1.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

Row = dict[str, Any]
Z95 = 1.959963984540054


def interval(p: float, n: int, z: float = Z95) -> tuple[float, float]:
    """A 95% confidence interval of a rate ``p`` measured on ``n`` games (Wilson score)."""
    if n == 0:
        return (0.0, 1.0)
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    # rounding may put a bound a hair past p when p is 0 or 1
    return (max(0.0, min(p, centre - half)), min(1.0, max(p, centre + half)))


def share(row: Row, seat: int) -> float:
    """Win credit of ``seat``: 1 for a sole win, 1/k for a win shared by k seats."""
    won = row["winners"]
    return 1.0 / len(won) if seat in won else 0.0


@dataclass(frozen=True)
class Rate:
    """A win rate: the credit won, the games it was measured on, and its interval."""

    wins: float
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def low(self) -> float:
        return interval(self.rate, self.games)[0]

    @property
    def high(self) -> float:
        return interval(self.rate, self.games)[1]

    def text(self) -> str:
        """``"52.1% (49.0-55.2%)"``, or a dash without games."""
        if not self.games:
            return "-"
        return f"{self.rate:.1%} ({self.low:.1%}-{self.high:.1%})"


def by_seat(rows: Sequence[Row], players: int) -> list[dict[str, Any]]:
    """Per seat: its role, win rate, scores, how often it began and its win rate then."""
    out = []
    for seat in range(players):
        began = [r for r in rows if r["first_player"] == seat]
        scores = [r["scores"][seat] for r in rows] or [0.0]
        out.append(
            {
                "seat": seat,
                "role": rows[0]["seats"][seat] if rows else "",
                "win": Rate(sum(share(r, seat) for r in rows), len(rows)),
                "mean_score": statistics.fmean(scores),
                "median_score": statistics.median(scores),
                "began": Rate(float(len(began)), len(rows)),
                "win_when_first": Rate(sum(share(r, seat) for r in began), len(began)),
            }
        )
    return out


def by_role(rows: Sequence[Row]) -> list[dict[str, Any]]:
    """Per role (Land, Sea...): the share of the wins its seats took together."""
    if not rows:
        return []
    roles = list(dict.fromkeys(rows[0]["seats"]))
    out = []
    for role in roles:
        seats = [s for s, r in enumerate(rows[0]["seats"]) if r == role]
        credit = sum(min(1.0, sum(share(r, s) for s in seats)) for r in rows)
        out.append({"role": role, "seats": seats, "win": Rate(credit, len(rows))})
    return out


def first_player(rows: Sequence[Row]) -> Rate:
    """The win rate of the player who moved first (games with a first player)."""
    began = [r for r in rows if r["first_player"] is not None]
    return Rate(sum(share(r, r["first_player"]) for r in began), len(began))


def by_bot(rows: Sequence[Row]) -> list[dict[str, Any]]:
    """Per bot spec: seats played, win rate, mean score and thinking time per move."""
    out = []
    for bot in sorted({b for r in rows for b in r["bots"]}):
        places = [(r, s) for r in rows for s, b in enumerate(r["bots"]) if b == bot]
        spent = sum(r["think_seconds"][s] for r, s in places)
        moves = sum(r["decisions"][s] for r, s in places)
        out.append(
            {
                "bot": bot,
                "seats_played": len(places),
                "win": Rate(sum(share(r, s) for r, s in places), len(places)),
                "mean_score": statistics.fmean(r["scores"][s] for r, s in places),
                "seconds_per_move": spent / max(1, moves),
            }
        )
    return out


def lengths(rows: Sequence[Row]) -> dict[str, float]:
    """Game length in actions: mean, median and longest."""
    got = [r["length"] for r in rows] or [0]
    return {"mean": statistics.fmean(got), "median": statistics.median(got), "max": max(got)}


def two_rates_test(a: Rate, b: Rate) -> float:
    """The two-sided p-value that two win rates differ (a two-proportion z-test)."""
    if not a.games or not b.games:
        return 1.0
    pooled = (a.wins + b.wins) / (a.games + b.games)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / a.games + 1 / b.games))
    if spread == 0:
        return 1.0
    z = abs(a.rate - b.rate) / spread
    return math.erfc(z / math.sqrt(2))

"""``seaboard tournament``: a round robin between bots, with Elo ratings.

Two-player games: every pair of bots meets on the same deals with seats swapped. Games
for more players seat every bot in turn on every seat. Each game counts as one result per
pair of seats (the higher return wins, equal returns draw); Elo ratings are fitted to those
results by maximum likelihood, and a bootstrap over games gives their 95% intervals.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from typing import Any

from rich.table import Table

from seaboard.catalogues import percent
from seaboard.cli import lang
from seaboard.engine import Game
from seaboard.engine.language import N_
from seaboard.study.rows import Job

Pair = tuple[str, str, float]


def schedule(game: Game, bots: list[str], games: int, seed: int) -> list[Job]:
    """The games to play: ``games`` per pair (two players) or in all, seats rotated."""
    n = game.players
    config = game.config()
    jobs: list[Job] = []
    if n == 2:
        for a, b in itertools.combinations(bots, 2):
            for g in range(games):
                deal = seed + g // 2
                jobs.append(Job(config, deal, (a, b) if g % 2 == 0 else (b, a)))
        return jobs
    ring = (bots * math.ceil(n / len(bots) + 1))[: max(n, len(bots))]
    for g in range(games):
        shift = g % len(ring)
        seating = tuple(ring[(shift + i) % len(ring)] for i in range(n))
        jobs.append(Job(config, seed + g // len(ring), seating))
    return jobs


def pairs(row: dict[str, Any]) -> list[Pair]:
    """Pairwise results of one game between different bots: (a, b, a's score)."""
    out = []
    bots, returns = row["bots"], row["returns"]
    for i, j in itertools.combinations(range(len(bots)), 2):
        if bots[i] == bots[j]:
            continue
        s = 1.0 if returns[i] > returns[j] else 0.0 if returns[i] < returns[j] else 0.5
        out.append((bots[i], bots[j], s))
    return out


def fit_elo(bots: Sequence[str], results: Sequence[Pair], rounds: int = 200) -> dict[str, float]:
    """Ratings (mean 1500) that best explain the results (Bradley-Terry by Hunter's MM).

    Draws count half a win to each side; every bot also gets one virtual win and one
    virtual loss against a fixed 1500 anchor, so a bot that won everything stays finite.
    """
    wins = dict.fromkeys(bots, 1.0)
    meetings: dict[tuple[str, str], float] = {}
    for a, b, s in results:
        wins[a] += s
        wins[b] += 1 - s
        key = (a, b) if a < b else (b, a)
        meetings[key] = meetings.get(key, 0.0) + 1
    gamma = dict.fromkeys(bots, 1.0)
    for _ in range(rounds):
        denom = {b: 2 / (gamma[b] + 1.0) for b in bots}
        for (a, b), n in meetings.items():
            share = n / (gamma[a] + gamma[b])
            denom[a] += share
            denom[b] += share
        gamma = {b: wins[b] / denom[b] for b in bots}
    elo = {b: 400 * math.log10(g) for b, g in gamma.items()}
    mean = sum(elo.values()) / len(elo)
    return {b: 1500 + r - mean for b, r in elo.items()}


def ratings_table(
    bots: list[str], rows: list[dict[str, Any]], seed: int, resamples: int = 200
) -> Table:
    """Elo with a bootstrap 95% interval, and each bot's share of pairwise points."""
    per_game = [pairs(r) for r in rows]
    flat = [p for ps in per_game for p in ps]
    elo = fit_elo(bots, flat)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {b: [] for b in bots}
    for _ in range(resamples):
        drawn = [p for _ in per_game for p in rng.choice(per_game)]
        for bot, value in fit_elo(bots, drawn, rounds=60).items():
            samples[bot].append(value)
    told = lang.shared()
    games = told.tn("{n} game", "{n} games", len(rows))
    table = Table(title=told.t(N_("tournament: {games}"), games=games))
    for col in (N_("bot"), N_("Elo"), N_("95% CI"), N_("pair games"), N_("points")):
        table.add_column(told.t(col), justify="left" if col == "bot" else "right")
    for bot in sorted(bots, key=lambda b: -elo[b]):
        mine = [(s if a == bot else 1 - s) for a, b, s in flat if bot in (a, b)]
        got = sorted(samples[bot])
        low = got[int(0.025 * (len(got) - 1))] if got else elo[bot]
        high = got[int(0.975 * (len(got) - 1))] if got else elo[bot]
        rate = sum(mine) / len(mine) if mine else 0.0
        table.add_row(
            bot, f"{elo[bot]:.0f}", f"{low:.0f}-{high:.0f}", str(len(mine)), percent(rate, told, 1)
        )
    return table

"""``seaboard simulate``: many games between bots, with statistics."""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from seaboard.bots import InfoState, make_bot
from seaboard.engine import Game, State, counted, load
from seaboard.engine.rng import derive


@dataclass(frozen=True)
class Job:
    """One game to simulate: the configuration, the seed and the bot of each seat."""

    config: dict[str, Any]
    seed: int
    bots: tuple[str, ...]


def play_one(
    job: Job, info_for: Callable[[State, int], InfoState] = InfoState.of
) -> dict[str, Any]:
    """Play one game between bots; the result as a JSON row.

    ``info_for`` gives a seat what it knows (benchmarks may swap it for measuring sticks).
    """
    game = load(job.config["game"], job.config["players"], **job.config["options"])
    bots = [make_bot(spec) for spec in job.bots]
    rngs = [derive(job.seed, "bot", i) for i in range(len(bots))]
    state = game.new(job.seed)
    first = state.to_move
    thought = [0.0] * game.players
    decisions = [0] * game.players
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        start = time.perf_counter()
        action = bots[seat].choose(info_for(state, seat), rngs[seat])
        thought[seat] += time.perf_counter() - start
        decisions[seat] += 1
        state = state.play(action)
    return {
        "seed": job.seed,
        "bots": list(job.bots),
        "scores": list(state.scores),
        "winners": sorted(state.winners),
        "returns": list(state.returns),
        "length": len(state.history),
        "first": first,
        "think_seconds": [round(t, 4) for t in thought],
        "decisions": decisions,
        "actions": [str(a) for a in state.history],
    }


def jobs_for(game: Game, bots: list[str], games: int, seed: int, rotate: bool) -> list[Job]:
    """The games to play. With ``rotate`` each seed is played once per distinct rotation of
    the bots (``a,b,a,b`` has two: a team of ``a`` against a team of ``b``, then swapped)."""
    n = game.players
    if len(bots) == 1:
        bots = bots * n
    if len(bots) != n:
        raise ValueError(f"{len(bots)} bots given for a {n}-player game")
    config = game.config()
    seatings = [tuple(bots)]
    if rotate:
        rotations = (tuple(bots[(i + shift) % n] for i in range(n)) for shift in range(n))
        seatings = list(dict.fromkeys(rotations))
    k = len(seatings)
    return [Job(config, seed + g // k, seatings[g % k]) for g in range(games)]


class RateColumn(ProgressColumn):
    """Games finished per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.2f} games/s" if speed else "- games/s", style="cyan")


def run(jobs: list[Job], workers: int, console: Console) -> Iterator[dict[str, Any]]:
    """Play the jobs (in parallel when ``workers`` > 1) under a progress bar, in order."""
    columns = (
        *Progress.get_default_columns()[:2],
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task("games", total=len(jobs))
        if workers <= 1:
            for job in jobs:
                yield play_one(job)
                bar.advance(task)
            return
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for row in pool.map(play_one, jobs, chunksize=max(1, len(jobs) // (workers * 8))):
                yield row
                bar.advance(task)


def share(row: dict[str, Any], seat: int) -> float:
    """Win credit of ``seat``: 1 for a sole win, 1/k for a win shared by k seats."""
    won = row["winners"]
    return 1.0 / len(won) if seat in won else 0.0


def interval(p: float, n: int) -> tuple[float, float]:
    """A 95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return (0.0, 1.0)
    z = 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def summary(game: Game, rows: list[dict[str, Any]]) -> list[Table]:
    """Tables per seat and per bot."""
    n = len(rows)
    seats = Table(title=f"{game.title}: {counted(n, 'game')}, {game.players} players")
    for col in ("seat", "role", "win rate", "95% CI", "mean score", "median score"):
        seats.add_column(col, justify="right" if col != "role" else "left")
    for seat, role in enumerate(game.roles):
        rate = sum(share(r, seat) for r in rows) / max(1, n)
        low, high = interval(rate, n)
        scores = [r["scores"][seat] for r in rows] or [0]
        seats.add_row(
            str(seat),
            role,
            f"{rate:.1%}",
            f"{low:.1%}-{high:.1%}",
            f"{statistics.fmean(scores):.2f}",
            f"{statistics.median(scores):g}",
        )
    tables = [seats]
    bots = sorted({b for r in rows for b in r["bots"]})
    if len(bots) > 1:
        per_bot = Table(title="per bot (draws and shared wins count as a part of a win)")
        per_bot.add_column("bot", overflow="fold", min_width=12)
        for col in ("seats played", "win rate", "95% CI", "mean score", "s/move"):
            per_bot.add_column(col, justify="right")
        for bot in bots:
            credits = [share(r, s) for r in rows for s, b in enumerate(r["bots"]) if b == bot]
            scores = [r["scores"][s] for r in rows for s, b in enumerate(r["bots"]) if b == bot]
            rate = statistics.fmean(credits)
            low, high = interval(rate, len(credits))
            spent = sum(
                r["think_seconds"][s] for r in rows for s, b in enumerate(r["bots"]) if b == bot
            )
            moves = sum(
                r["decisions"][s] for r in rows for s, b in enumerate(r["bots"]) if b == bot
            )
            per_bot.add_row(
                bot,
                str(len(credits)),
                f"{rate:.1%}",
                f"{low:.1%}-{high:.1%}",
                f"{statistics.fmean(scores):.2f}",
                f"{spent / max(1, moves):.3f}",
            )
        tables.append(per_bot)
    lengths = [r["length"] for r in rows] or [0]
    first = [share(r, r["first"]) for r in rows if r["first"] is not None]
    facts = Table(show_header=False, box=None)
    facts.add_row(
        "game length (actions)",
        f"mean {statistics.fmean(lengths):.1f}, "
        f"median {statistics.median(lengths):g}, max {max(lengths)}",
    )
    if first and game.players > 1:
        rate = statistics.fmean(first)
        low, high = interval(rate, len(first))
        facts.add_row(
            "first player's win rate",
            f"{rate:.1%} (95% CI {low:.1%}-{high:.1%}; fair share {1 / game.players:.1%})",
        )
    tables.append(facts)
    return tables


def write_rows(path: Path, rows: list[dict[str, Any]]) -> None:
    """Keep every game as one JSON line."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as out:
        for row in rows:
            out.write(json.dumps(row) + "\n")

"""An upper bound for a bot's strength: the same bot made to see everything (a "seer").

The bot issue asks, where a target looks out of reach, for evidence such as the win rate of
a cheating bot. A seer is any registered bot whose information state samples the true
state: every hidden face, hand and card order, including what chance will deal next. It
exists only here, as a measuring stick; no front end can seat one.

    .venv/bin/python benchmarks/seer_upper_bound.py land-vs-sea --players 3 --games 60 \\
        --bots seer/ismcts:think=0.2,greedy,greedy

Seats whose spec starts with ``seer/`` see everything; the others are the usual bots.
Deals are mirrored as in ``seaboard simulate --rotate``. Output: the simulate tables.
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from rich.console import Console

from seaboard.bots import InfoState
from seaboard.bots.base import split_specs
from seaboard.cli.simulate import Job, jobs_for, play_one, summary
from seaboard.engine import State, load

SEER = "seer/"


def seer_info(state: State, seat: int) -> InfoState:
    """The seat's information state, except that every sample is the true state."""
    honest = InfoState.of(state, seat)
    return InfoState(honest.game, seat, honest.view, honest.legal, lambda rng: state)


def play(job: Job) -> dict[str, Any]:
    """One game of ``seaboard simulate``, in which seer seats search the true state."""
    seers = [spec.startswith(SEER) for spec in job.bots]
    plain = replace(job, bots=tuple(spec.removeprefix(SEER) for spec in job.bots))

    def info_for(state: State, seat: int) -> InfoState:
        return seer_info(state, seat) if seers[seat] else InfoState.of(state, seat)

    row = play_one(plain, info_for)
    row["bots"] = list(job.bots)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--bots", required=True)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    game = load(args.game, args.players)
    jobs = jobs_for(game, split_specs(args.bots), args.games, args.seed, rotate=True)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        rows = list(pool.map(play, jobs))
    console = Console(width=100)
    for table in summary(game, rows):
        console.print(table)


if __name__ == "__main__":
    main()

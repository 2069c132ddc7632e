"""Calibrate the bot levels' fixed ratings: ``python -m seaboard.cli.calibrate``.

Each group plays rounds of bot games: every window of neighbouring levels (random and
greedy, greedy and the weaker search, ...) of the table's size, in every seating, all on
the round's deal (in a team game, every split of the levels into two teams). The games
then go, in a seeded random order, through the same Plackett-Luce model the players are
rated by, from the new player's rating and without the dynamics term (a bot's strength
does not drift), and the levels' ratings are written to ``bot_ratings.json`` in
``seaboard.ratings``. It lives with the command line as it plays games through
``cli.simulate``; ``seaboard.ratings`` itself stays pure functions.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import shlex
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce
from rich.console import Console

from seaboard.bots import make_bot, split_specs
from seaboard.cli.simulate import Job, run
from seaboard.engine import InvalidOptions, load
from seaboard.ratings import levels
from seaboard.ratings.groups import GROUPS, player_counts, sides
from seaboard.ratings.levels import LEVELS, TABLE_FILE
from seaboard.ratings.model import BETA, MU, SIGMA, Rating, bot_display, placings

DEFAULT_OUT = Path(levels.__file__).with_name(TABLE_FILE)
# The players' model without the dynamics term: a bot's strength does not drift.
FIT = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=0.0)


def seatings(game: str, players: int, specs: Sequence[str]) -> list[tuple[str, ...]]:
    """Every seating of every window of ``players`` neighbouring levels."""
    out: list[tuple[str, ...]] = []
    teams = sides(game, players)
    for start in range(len(specs) - players + 1):
        window = specs[start : start + players]
        if len(teams) < players:
            out.extend(_team_seatings(window, teams))
        else:
            out.extend(
                tuple(window[(i + k) % players] for i in range(players)) for k in range(players)
            )
    return out


def _team_seatings(
    window: Sequence[str], teams: Sequence[Sequence[int]]
) -> Iterator[tuple[str, ...]]:
    """Every split of the window into the teams, each side on each team's seats."""
    size = len(teams[0])
    seen: set[frozenset[frozenset[str]]] = set()
    for first in itertools.combinations(window, size):
        rest = tuple(b for b in window if b not in first)
        split = frozenset((frozenset(first), frozenset(rest)))
        if split in seen:
            continue
        seen.add(split)
        for a, b in ((first, rest), (rest, first)):
            seats = [""] * len(window)
            for seat, spec in zip(teams[0], a, strict=True):
                seats[seat] = spec
            for seat, spec in zip(teams[1], b, strict=True):
                seats[seat] = spec
            yield tuple(seats)


def schedule(group: str, specs: Sequence[str], rounds: int, seed: int) -> list[Job]:
    """The games of a group: ``rounds`` deals, each played in every seating.

    A seating never repeats a level, so a group is played at its player counts up to the
    number of levels.
    """
    game = group.partition("/")[0]
    jobs = []
    for players in (n for n in player_counts(group) if n <= len(specs)):
        config = load(game, players).config()
        for r in range(rounds):
            for seating in seatings(game, players, specs):
                jobs.append(Job(config, seed + r, seating))
    return jobs


def fit(
    game: str, rows: Sequence[dict[str, Any]], specs: Sequence[str], seed: int
) -> dict[str, Rating]:
    """The levels' ratings after every game, taken once each in a seeded random order."""
    model = {spec: FIT.rating() for spec in specs}
    order = list(rows)
    random.Random(seed).shuffle(order)
    for row in order:
        teams = sides(game, len(row["bots"]))
        places = placings(row["scores"], row["winners"], teams)
        rated = FIT.rate(
            [[model[row["bots"][s]] for s in side] for side in teams],
            ranks=[float(p) for p in places],
        )
        for side, team in zip(teams, rated, strict=True):
            for seat, new in zip(side, team, strict=True):
                model[row["bots"][seat]] = new
    return {spec: Rating(r.mu, r.sigma) for spec, r in model.items()}


def calibrate(
    groups: Sequence[str],
    rounds: dict[str, int],
    seed: int,
    jobs: int,
    specs: Sequence[str],
    console: Console,
    done: Callable[[dict[str, Any]], None] = lambda table: None,
) -> dict[str, Any]:
    """Play and fit every group; the file's content but for the command.

    ``done`` is handed the table so far after each group (the command saves it then).
    """
    ratings: dict[str, Any] = {}
    games: dict[str, Any] = {}
    table = {
        "made": datetime.now(UTC).strftime("%Y-%m-%d"),
        "model": {
            "name": "openskill PlackettLuce",
            "mu": MU,
            "sigma": SIGMA,
            "beta": BETA,
            "tau": 0.0,
            "order_seed": seed,
        },
        "levels": list(specs),
        "games": games,
        "ratings": ratings,
    }
    for group in groups:
        start = time.perf_counter()
        todo = schedule(group, specs, rounds[group], seed)
        rows = list(run(todo, jobs, console))
        fitted = fit(group.partition("/")[0], rows, specs, seed)
        ratings[group] = {
            spec: {"mu": round(r.mu, 4), "sigma": round(r.sigma, 4), "display": bot_display(r)}
            for spec, r in fitted.items()
        }
        counts = sorted({len(row["bots"]) for row in rows})
        seconds = time.perf_counter() - start
        games[group] = {
            "games": len(rows),
            "rounds": rounds[group],
            "player_counts": counts,
            "seconds": round(seconds, 1),
        }
        shown = ", ".join(f"{spec} {ratings[group][spec]['display']}" for spec in specs)
        console.print(f"{group}: {len(rows)} games in {seconds:.0f} s: {shown}")
        done(table)
    return table


def parser() -> argparse.ArgumentParser:
    """The command's arguments."""
    p = argparse.ArgumentParser(
        prog="python -m seaboard.cli.calibrate",
        description="Play bot games per rating group and write the levels' fixed ratings.",
    )
    p.add_argument("--rounds", type=int, default=4, help="deals per group (each in every seating)")
    p.add_argument(
        "--rounds-for",
        action="append",
        default=[],
        metavar="GROUP=N",
        help="another number of deals for one group (repeatable)",
    )
    p.add_argument("--groups", default=",".join(GROUPS), help="comma-separated groups")
    p.add_argument(
        "--levels",
        default=",".join(level.spec for level in LEVELS),
        help="bot specs from weakest to strongest, comma-separated",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", type=Path, default=DEFAULT_OUT)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the calibration; bad arguments give one line and exit status 2."""
    args = parser().parse_args(argv)
    console = Console(stderr=True)
    try:
        groups = [g for g in args.groups.split(",") if g]
        for group in groups:
            if group not in GROUPS:
                raise InvalidOptions(f"there is no rating group {group!r}")
        specs = list(dict.fromkeys(split_specs(args.levels)))
        for spec in specs:
            make_bot(spec)
        if len(specs) < 2:
            raise InvalidOptions("calibration needs at least two levels")
        if args.rounds < 1:
            raise InvalidOptions("--rounds must be at least 1")
        rounds = dict.fromkeys(groups, args.rounds)
        for item in args.rounds_for:
            group, eq, count = item.partition("=")
            if not eq or group not in rounds or not count.isdigit() or int(count) < 1:
                raise InvalidOptions(f"--rounds-for {item!r} must be GROUP=N for a chosen group")
            rounds[group] = int(count)
        for group in groups:
            if not schedule(group, specs, 1, args.seed):
                raise InvalidOptions(f"{group} needs more than {len(specs)} levels for a table")
    except InvalidOptions as err:
        console.print(f"error: {err}")
        return 2
    argv_used = list(sys.argv[1:] if argv is None else argv)
    command = shlex.join(["python", "-m", "seaboard.cli.calibrate", *argv_used])

    def save(table: dict[str, Any]) -> None:
        text = json.dumps({"command": command, **table}, indent=2)
        args.out.write_text(text + "\n", encoding="utf-8")

    calibrate(groups, rounds, args.seed, max(1, args.jobs), specs, console, save)
    console.print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

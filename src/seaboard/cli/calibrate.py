"""Calibrate the bot ladder's fixed ratings: ``python -m seaboard.cli.calibrate``.

Each group plays neighbouring levels of its game's ladder against each other: every window
of neighbouring levels (random and the casual greedy, ...) of the table's size, in every
seating (in a team game, every split of the window into two teams, each on each side), on
one deal per round. Every game played is appended at once to a results file, keyed by its
group, player count, seed and seating; a rerun skips the games already there, so a stopped
calibration resumes where it stopped and one run in parts plays exactly the games of one
run at once. The table is fitted from all the file's games of the chosen levels: they go,
in a seeded random order, through the Plackett-Luce model the players are rated by, from
the new player's rating and without the dynamics term (a bot's strength does not drift),
and the levels' ratings are written to ``bot_ratings.json`` in ``seaboard.ratings``. It
lives with the command line as it plays games through ``cli.simulate``; ``seaboard.ratings``
itself stays pure functions.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import shlex
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import FrameType
from typing import Any

from openskill.models import PlackettLuce
from rich.console import Console

from seaboard.bots import make_bot, split_specs
from seaboard.cli.simulate import Job, run
from seaboard.engine import InvalidOptions, load
from seaboard.ratings import levels
from seaboard.ratings.groups import GROUPS, player_counts, sides
from seaboard.ratings.levels import TABLE_FILE, ladder
from seaboard.ratings.model import BETA, MU, SIGMA, Rating, bot_display, placings
from seaboard.study.backends import BACKENDS
from seaboard.study.stats import interval

DEFAULT_OUT = Path(levels.__file__).with_name(TABLE_FILE)
# Run from the repository's root: the games of the packaged table, for the next run to resume.
DEFAULT_RESULTS = Path("benchmarks/results/calibration/games.jsonl")
# The default targets: games per window of neighbouring levels.
TWO_PLAYER_GAMES = 200
MANY_PLAYER_GAMES = 100
# The players' model without the dynamics term: a bot's strength does not drift.
FIT = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=0.0)
# What a results line keeps of a game (no move list: the file stays small).
KEPT = ("players", "seed", "bots", "scores", "winners", "length", "decisions", "think_seconds")

Key = tuple[str, int, int, tuple[str, ...]]


def seatings(game: str, players: int, specs: Sequence[str]) -> list[tuple[str, ...]]:
    """Every seating of every window of ``players`` neighbouring levels."""
    return [s for window in windows(game, players, specs) for s in window]


def windows(game: str, players: int, specs: Sequence[str]) -> list[list[tuple[str, ...]]]:
    """Per window of ``players`` neighbouring levels, its seatings."""
    out: list[list[tuple[str, ...]]] = []
    teams = sides(game, players)
    for start in range(len(specs) - players + 1):
        window = specs[start : start + players]
        if len(teams) < players:
            out.append(list(_team_seatings(window, teams)))
        else:
            out.append(
                [tuple(window[(i + k) % players] for i in range(players)) for k in range(players)]
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


def target(group: str) -> int:
    """The default games per window: 200 in a two-player group, 100 in the others."""
    return TWO_PLAYER_GAMES if player_counts(group) == (2,) else MANY_PLAYER_GAMES


def schedule(group: str, specs: Sequence[str], games: int, seed: int) -> list[Job]:
    """The games of a group: at least ``games`` per window, each deal (seed + round) in
    every seating of the window; round by round, so a run stopped early has played every
    window about equally. A seating never repeats a level, so a group is played at its
    player counts up to the number of levels."""
    game = group.partition("/")[0]
    planned: list[tuple[int, int, Job]] = []
    for players in (n for n in player_counts(group) if n <= len(specs)):
        config = load(game, players).config()
        for w, window in enumerate(windows(game, players, specs)):
            for r in range(math.ceil(games / len(window))):
                planned.extend((r, w, Job(config, seed + r, s)) for s in window)
    planned.sort(key=lambda p: (p[0], p[1]))
    return [job for _, _, job in planned]


def key_of(group: str, players: int, seed: int, bots: Sequence[str]) -> Key:
    """What names one game of the results file."""
    return (group, players, seed, tuple(bots))


@dataclass
class Results:
    """The results file: one JSON line per game played (``group`` and ``KEPT``), and one per
    run (``run``: its command, wall seconds per group and games played)."""

    path: Path

    def read(self) -> tuple[dict[Key, dict[str, Any]], list[dict[str, Any]]]:
        """The games by key (a repeated key keeps its first line) and the runs."""
        games: dict[Key, dict[str, Any]] = {}
        runs: list[dict[str, Any]] = []
        if not self.path.exists():
            return games, runs
        for line in self.path.read_text("utf-8").splitlines():
            if not line.strip():
                continue
            try:
                item = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut short when a run was stopped mid-write
            if "run" in item:
                runs.append(item["run"])
            else:
                k = key_of(item["group"], item["players"], item["seed"], item["bots"])
                games.setdefault(k, item)
        return games, runs

    def append(self, item: dict[str, Any]) -> None:
        """Add one line and flush it to disk (on a line of its own after a cut one)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("ab") as f:
            if f.tell() and not self._ends_line():
                f.write(b"\n")
            f.write(json.dumps(item, separators=(",", ":")).encode() + b"\n")

    def _ends_line(self) -> bool:
        with self.path.open("rb") as f:
            f.seek(-1, 2)
            return f.read(1) == b"\n"


def fit(
    game: str, rows: Sequence[dict[str, Any]], specs: Sequence[str], seed: int
) -> dict[str, Rating]:
    """The levels' ratings after every game, taken once each in a seeded random order
    (the games sorted by key first, so the file's order does not matter)."""
    model = {spec: FIT.rating() for spec in specs}
    order = sorted(rows, key=lambda r: (r["players"], r["seed"], r["bots"]))
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


def ahead(game: str, rows: Sequence[dict[str, Any]], specs: Sequence[str]) -> list[dict[str, Any]]:
    """Per neighbouring pair, how often the upper level placed above the lower one (a tie a
    half) in the games where they sat on different sides, with a 95% Wilson interval. In a
    two-player group this is the win rate against the level below."""
    out = []
    for lower, upper in itertools.pairwise(specs):
        credit, games = 0.0, 0
        for row in rows:
            bots = row["bots"]
            if lower not in bots or upper not in bots:
                continue
            teams = sides(game, len(bots))
            side_of = {s: i for i, side in enumerate(teams) for s in side}
            lo, up = side_of[bots.index(lower)], side_of[bots.index(upper)]
            if lo == up:
                continue
            places = placings(row["scores"], row["winners"], teams)
            credit += 1.0 if places[up] < places[lo] else 0.5 if places[up] == places[lo] else 0.0
            games += 1
        rate = credit / games if games else 0.0
        low, high = interval(rate, games)
        out.append(
            {
                "lower": lower,
                "upper": upper,
                "games": games,
                "rate": round(rate, 4),
                "low": round(low, 4),
                "high": round(high, 4),
            }
        )
    return out


def table_of(
    plan: dict[str, list[str]],
    games: dict[Key, dict[str, Any]],
    runs: Sequence[dict[str, Any]],
    seed: int,
    command: str,
) -> dict[str, Any]:
    """The calibration table fitted from every game of the results file in the plan."""
    ratings: dict[str, Any] = {}
    counts: dict[str, Any] = {}
    pairs: dict[str, Any] = {}
    for group, specs in plan.items():
        game = group.partition("/")[0]
        chosen = set(specs)
        rows = [r for k, r in games.items() if k[0] == group and chosen.issuperset(r["bots"])]
        fitted = fit(game, rows, specs, seed)
        per_level = {spec: sum(spec in r["bots"] for r in rows) for spec in specs}
        # a level without games has no rating yet: it is not offered for rated games there
        ratings[group] = {
            spec: {"mu": round(r.mu, 4), "sigma": round(r.sigma, 4), "display": bot_display(r)}
            for spec, r in fitted.items()
            if per_level[spec]
        }
        counts[group] = {
            "games": len(rows),
            "per_level": per_level,
            "player_counts": sorted({r["players"] for r in rows}),
            "game_seconds": round(sum(sum(r["think_seconds"]) for r in rows), 1),
            "wall_seconds": round(sum(run.get("groups", {}).get(group, 0.0) for run in runs), 1),
        }
        pairs[group] = ahead(game, rows, specs)
    return {
        "command": command,
        "made": datetime.now(UTC).strftime("%Y-%m-%d"),
        "model": {
            "name": "openskill PlackettLuce",
            "mu": MU,
            "sigma": SIGMA,
            "beta": BETA,
            "tau": 0.0,
            "order_seed": seed,
        },
        "levels": plan,  # per group, the levels fitted
        "games": counts,
        "ratings": ratings,
        "ahead": pairs,
        "runs": list(runs),
    }


def calibrate(
    plan: dict[str, list[str]],
    fitted: dict[str, list[str]],
    targets: dict[str, int],
    seed: int,
    jobs: int,
    results: Results,
    console: Console,
    backend: str = "local",
    address: str | None = None,
    command: str = "",
    save: Any = None,
) -> dict[str, Any]:
    """Play the missing games of ``plan`` (levels per group), appending each to
    ``results``; the table of ``fitted`` (levels per group) from every game in the file.

    ``save`` (if given) is handed the table after each group and when a run is stopped.
    """
    done, runs = results.read()
    record: dict[str, Any] = {
        "command": command,
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "backend": backend,
        "jobs": jobs,
        "played": 0,
        "groups": {},
    }
    try:
        for group, specs in plan.items():
            start = time.perf_counter()
            todo = [
                job
                for job in schedule(group, specs, targets[group], seed)
                if key_of(group, len(job.bots), job.seed, job.bots) not in done
            ]
            try:
                for row in run(todo, jobs, console, backend, address, chunk=1, ordered=False):
                    kept = {"group": group, **{k: row[k] for k in KEPT}}
                    results.append(kept)
                    done[key_of(group, row["players"], row["seed"], row["bots"])] = kept
                    record["played"] += 1
            finally:
                seconds = time.perf_counter() - start
                record["groups"][group] = round(seconds, 1)
            table = table_of(fitted, done, [*runs, record], seed, command)
            shown = ", ".join(
                f"{spec} {table['ratings'][group][spec]['display']}"
                for spec in fitted[group]
                if spec in table["ratings"][group]
            )
            console.print(
                f"{group}: {len(todo)} games played in {seconds:.0f} s, "
                f"{table['games'][group]['games']} in all: {shown}"
            )
            if save is not None:
                save(table)
    finally:
        results.append({"run": record})
        table = table_of(fitted, done, [*runs, record], seed, command)
        if save is not None:
            save(table)
    return table


def parser() -> argparse.ArgumentParser:
    """The command's arguments."""
    p = argparse.ArgumentParser(
        prog="python -m seaboard.cli.calibrate",
        description="Play the bot ladder's neighbouring levels per rating group (resuming "
        "from the results file) and write the levels' fixed ratings.",
    )
    p.add_argument(
        "--games",
        type=int,
        help=f"games per window of neighbouring levels (default {TWO_PLAYER_GAMES} in a "
        f"two-player group, {MANY_PLAYER_GAMES} in the others)",
    )
    p.add_argument(
        "--games-for",
        action="append",
        default=[],
        metavar="GROUP=N",
        help="another number of games per window for one group (repeatable)",
    )
    p.add_argument("--groups", default=",".join(GROUPS), help="comma-separated groups")
    p.add_argument(
        "--levels",
        help="bot specs from weakest to strongest, comma-separated (default: each game's ladder)",
    )
    p.add_argument("--top", type=int, help="only the N weakest levels of each game's ladder")
    p.add_argument(
        "--fit-only",
        action="store_true",
        help="play nothing: write the table fitted from the results file",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--backend", default="local", help="local or ray")
    p.add_argument("--address", help="a Ray cluster's address (with --backend ray)")
    p.add_argument("--results", type=Path, default=DEFAULT_RESULTS, help="the games file")
    p.add_argument("--out", type=Path, default=DEFAULT_OUT)
    return p


def plan_of(
    args: argparse.Namespace,
) -> tuple[dict[str, list[str]], dict[str, list[str]], dict[str, int]]:
    """The levels to play in each chosen group, the levels fitted in every group (the whole
    ladder, or ``--levels``) and the games per window; InvalidOptions if bad."""
    groups = [g for g in args.groups.split(",") if g]
    if not groups:
        raise InvalidOptions("--groups names no group")
    for group in groups:
        if group not in GROUPS:
            raise InvalidOptions(f"there is no rating group {group!r}")
    given = list(dict.fromkeys(split_specs(args.levels))) if args.levels else None
    for spec in given or ():
        make_bot(spec)
    if args.top is not None and args.top < 2:
        raise InvalidOptions("--top must be at least 2")
    if args.games is not None and args.games < 1:
        raise InvalidOptions("--games must be at least 1")
    if args.jobs < 1:
        raise InvalidOptions("--jobs must be at least 1")
    if args.backend not in BACKENDS:
        raise InvalidOptions(f"--backend {args.backend!r}: choose local or ray")
    fitted = {g: given or [level.spec for level in ladder(g.partition("/")[0])] for g in GROUPS}
    plan: dict[str, list[str]] = {}
    for group in groups:
        plan[group] = fitted[group][: args.top] if args.top else fitted[group]
        if len(plan[group]) < 2:
            raise InvalidOptions("calibration needs at least two levels")
    if args.fit_only:
        plan = {}
    targets = {g: args.games if args.games is not None else target(g) for g in groups}
    for item in args.games_for:
        group, eq, count = item.partition("=")
        if not eq or group not in targets or not count.isdigit() or int(count) < 1:
            raise InvalidOptions(f"--games-for {item!r} must be GROUP=N for a chosen group")
        targets[group] = int(count)
    for group, specs in plan.items():
        if not schedule(group, specs, 1, args.seed):
            raise InvalidOptions(f"{group} needs more than {len(specs)} levels for a table")
    return plan, fitted, targets


_MAIN = os.getpid()


def _stop(signum: int, frame: FrameType | None) -> None:
    if os.getpid() != _MAIN:  # a worker process (it inherited the handler): just end
        os._exit(1)
    raise KeyboardInterrupt  # a stopped run still records itself and writes the table


def main(argv: Sequence[str] | None = None) -> int:
    """Run the calibration; bad arguments give one line and exit status 2."""
    args = parser().parse_args(argv)
    console = Console(stderr=True)
    try:
        plan, fitted, targets = plan_of(args)
    except InvalidOptions as err:
        console.print(f"error: {err}", highlight=False, soft_wrap=True)
        return 2
    argv_used = list(sys.argv[1:] if argv is None else argv)
    command = shlex.join(["python", "-m", "seaboard.cli.calibrate", *argv_used])

    def save(table: dict[str, Any]) -> None:
        args.out.write_text(json.dumps(table, indent=2) + "\n", encoding="utf-8")

    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        calibrate(
            plan,
            fitted,
            targets,
            args.seed,
            args.jobs,
            Results(args.results),
            console,
            args.backend,
            args.address,
            command,
            save,
        )
    except KeyboardInterrupt:
        console.print(f"stopped; the games so far are in {args.results}, the table in {args.out}")
        return 130
    finally:
        signal.signal(signal.SIGTERM, previous)
    console.print(f"written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""ISMCTS iterations per CPU second, compiled against pure Python, side by side in one run.

    .venv/bin/python benchmarks/search_speed.py                     # every game
    .venv/bin/python benchmarks/search_speed.py ebbe-flut --rounds 3

Each round runs, for each build in turn (each in its own process, ``SEABOARD_PURE_PYTHON``
set or not), the game's default ``ismcts`` for a fixed number of iterations on each of a
random game's first positions (the same positions and seeds in both builds), timed with the
process's CPU clock; the figure per game is the median over the rounds of compiled / pure
(each round's two builds one right after the other, so the machine's noise falls on both).

The script measures the checkout it lives in: its ``src`` goes first on the import path.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from builds import run_on_build

import seaboard
from seaboard import compiled
from seaboard.bots import InfoState
from seaboard.bots.ismcts import IsmctsBot
from seaboard.engine import State, load


def positions(name: str, count: int, seed: int) -> list[State]:
    """The first ``count`` positions a seat decides in, three random actions apart."""
    game = load(name)
    rng = random.Random(seed)
    state = game.new(seed)
    out: list[State] = []
    while not state.is_terminal and len(out) < count:
        if len(state.legal_actions()) > 1:
            out.append(state)
        for _ in range(3):
            if not state.is_terminal:
                state = state.apply(rng.choice(state.legal_actions()))
    return out


def rate(name: str, iterations: int, count: int) -> float:
    """Iterations per CPU second over the positions (a warm-up search first)."""
    found = positions(name, count, 7)
    bot = IsmctsBot(iterations=iterations)
    first = found[0]
    bot.search(InfoState.of(first, first.to_move or 0), random.Random(0))
    done = 0
    start = time.process_time()
    for i, position in enumerate(found):
        seat = position.to_move
        assert seat is not None
        done += bot.search(InfoState.of(position, seat), random.Random(i)).iterations
    return done / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game names (default all)")
    parser.add_argument("--iterations", type=int, default=200, help="per position")
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--one", action="store_true", help="this process's build only (JSON)")
    args = parser.parse_args()
    names = args.games or [g["name"] for g in seaboard.games()]
    if args.one:
        rates = {n: rate(n, args.iterations, args.positions) for n in names}
        source = str(Path(seaboard.__file__).resolve().parents[1])
        print(json.dumps({"build": compiled.build(), "source": source, "rates": rates}))
        return
    per: dict[str, dict[str, list[float]]] = {n: {"0": [], "1": []} for n in names}
    for _ in range(args.rounds):
        for pure in ("0", "1"):
            options = ["--iterations", str(args.iterations), "--positions", str(args.positions)]
            got = run_on_build(__file__, [*names, "--one", *options], pure == "1")
            if pure == "0" and got["build"] != "compiled (mypyc)":
                raise SystemExit(f"the compiled build is not in use: {got['build']}")
            for n in names:
                per[n][pure].append(got["rates"][n])
    print(f"source tree {Path(seaboard.__file__).resolve().parents[1]}")
    print(f"{'game':14} {'compiled it/s':>14} {'pure it/s':>10}  compiled/pure (per round)")
    for n in names:
        fast, slow = per[n]["0"], per[n]["1"]
        ratios = [a / b for a, b in zip(fast, slow, strict=True)]
        shown = ", ".join(f"{x:.2f}" for x in ratios)
        print(
            f"{n:14} {statistics.median(fast):>14,.0f} {statistics.median(slow):>10,.0f}"
            f"  {statistics.median(ratios):.2f}x ({shown})"
        )


if __name__ == "__main__":
    main()

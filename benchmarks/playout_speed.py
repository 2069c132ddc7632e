"""Random-playout speed of every game against OpenSpiel's pure-Python tic-tac-toe, same run.

    .venv/bin/python benchmarks/playout_speed.py            # this process's build
    .venv/bin/python benchmarks/playout_speed.py --both     # compiled and pure, side by side

Each round plays random games of every game and of tic-tac-toe for ``--seconds`` each, in
turn, so the machine's noise falls on all of them alike; the figure is the median over
``--rounds`` of (the game's actions/s) / (tic-tac-toe's actions/s in the same round).
``--both`` runs this script twice, once with SEABOARD_PURE_PYTHON=1, and adds the ratio
compiled / pure per game (each build against its own tic-tac-toe in the same process, then
against each other). ``--cpu`` times with the process's CPU clock instead of the wall
clock: on a shared machine the other processes then slow neither side of a ratio. Needs
the research extra (open-spiel).

The script measures the checkout it lives in: its ``src`` goes first on the import path
(a virtual environment's editable install may point at another checkout, whose rules
cores would be timed instead), and the output names the source tree it imported.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

# this checkout's package, not whichever one the interpreter's editable install points at
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from builds import run_on_build
from open_spiel.python.games import tic_tac_toe

import seaboard
from seaboard import compiled
from seaboard.engine import load

# the clock the rates are timed with (``--cpu``: the process's CPU time)
clock = time.perf_counter


def tic_tac_toe_rate(seconds: float, rng: random.Random) -> float:
    """Actions per second of random tic-tac-toe games (OpenSpiel's Python game)."""
    game = tic_tac_toe.TicTacToeGame()
    actions = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    return actions / (clock() - start)


def game_rate(name: str, seconds: float, rng: random.Random, seed: int) -> float:
    """Actions per second of random games (``State.apply``, the bots' path)."""
    game = load(name)
    actions = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = game.new(seed)
        seed += 1
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
            actions += 1
    return actions / (clock() - start)


def measure(names: list[str], seconds: float, rounds: int) -> dict[str, object]:
    """Median ratio to tic-tac-toe per game, and the raw rates."""
    rng = random.Random(1)
    ratios: dict[str, list[float]] = {n: [] for n in names}
    rates: dict[str, list[float]] = {n: [] for n in names}
    anchor: list[float] = []
    for r in range(rounds):
        base = tic_tac_toe_rate(seconds, rng)
        anchor.append(base)
        for name in names:
            rate = game_rate(name, seconds, rng, 1000 * r)
            rates[name].append(rate)
            ratios[name].append(rate / base)
    return {
        "build": compiled.build(),
        "source": str(Path(seaboard.__file__).resolve().parents[1]),
        "tic_tac_toe_actions_per_s": round(statistics.median(anchor)),
        "games": {
            n: {
                "actions_per_s": round(statistics.median(rates[n])),
                "ratio_to_tic_tac_toe": round(statistics.median(ratios[n]), 2),
            }
            for n in names
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game names (default all)")
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--both", action="store_true", help="compiled and pure, side by side")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--cpu", action="store_true", help="time with the CPU clock")
    args = parser.parse_args()
    if args.cpu:
        global clock
        clock = time.process_time
    names = args.games or [g["name"] for g in seaboard.games()]
    if not args.both:
        result = measure(names, args.seconds, args.rounds)
        if args.json:
            print(json.dumps(result))
            return
        print(f"source tree {result['source']}")
        print(f"{result['build']}: tic-tac-toe {result['tic_tac_toe_actions_per_s']:,} actions/s")
        for name, row in result["games"].items():  # type: ignore[attr-defined]
            print(
                f"  {name:14} {row['actions_per_s']:>9,} actions/s  "
                f"{row['ratio_to_tic_tac_toe']:5.2f}x tic-tac-toe"
            )
        return
    runs = {}
    for pure in ("0", "1"):
        options = ["--seconds", str(args.seconds), "--rounds", str(args.rounds)]
        options += ["--cpu"] if args.cpu else []
        runs[pure] = run_on_build(__file__, [*names, "--json", *options], pure == "1")
    fast, slow = runs["0"], runs["1"]
    print(f"source tree {fast['source']}")
    print(f"{'game':14} {fast['build']:>22} {slow['build']:>22}  compiled/pure")
    for name in names:
        a, b = fast["games"][name], slow["games"][name]
        print(
            f"{name:14} {a['ratio_to_tic_tac_toe']:>20.2f}x {b['ratio_to_tic_tac_toe']:>20.2f}x"
            f"  {a['actions_per_s'] / b['actions_per_s']:12.2f}x"
        )


if __name__ == "__main__":
    main()

"""Balance figures of the Land vs Sea tile set, from games between Seaboard's bots.

    .venv/bin/python benchmarks/land_vs_sea_balance.py --bots greedy --games 100 --players 2

Per game it reads the final spectator view: areas completed per type, points per side,
holes (the Volcano/Whirlpool space or spaces left enclosed) and the winners. It prints the
means as a Markdown table row for docs/rules/land-vs-sea.md.
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import seaboard
from seaboard.bots import InfoState, make_bot, split_specs


def one_game(args: tuple[int, list[str], int, bool]) -> dict[str, Any]:
    players, specs, seed, printed = args
    game = seaboard.load("land-vs-sea", players, printed_pairs=printed)
    bots = [make_bot(specs[i % len(specs)]) for i in range(players)]
    rngs = [random.Random(f"{seed}/{i}") for i in range(players)]
    state = game.new(seed)
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        state = state.play(bots[seat].choose(InfoState.of(state, seat), rngs[seat]))
    view = state.view(None)
    used_volcano = 0 if view["volcano_available"] else 1
    return {
        "land areas": view["completed"]["land"],
        "sea areas": view["completed"]["sea"],
        **{f"{side} points": pts for side, pts in view["points"].items()},
        "holes": used_volcano + len(view["holes"]),
        "dead spaces": len(view["dead"]),
        **{f"{role} wins": 1.0 if seat in view["winners"] else 0.0
           for seat, role in enumerate(view["roles"]) if role not in ("land", "sea") or seat < 2},
        "actions": view["turn"],
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--printed-pairs", action="store_true", help="keep the tile file's pairs of faces"
    )
    args = parser.parse_args()
    specs = split_specs(args.bots)
    jobs = [(args.players, specs, seed, args.printed_pairs) for seed in range(args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(one_game, jobs))
    keys = list(rows[0])
    pairs = ", printed pairs" if args.printed_pairs else ""
    print(f"| {args.bots} x{args.games}, {args.players}p{pairs} | " + " | ".join(keys) + " |")
    print("| | " + " | ".join(f"{statistics.fmean(r[k] for r in rows):.2f}" for k in keys) + " |")


if __name__ == "__main__":
    main()

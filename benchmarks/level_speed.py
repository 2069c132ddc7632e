"""Seconds a move of bot specs, per game: the median over real decisions (forced moves left out).

    nice -n 10 .venv/bin/python benchmarks/level_speed.py --games 2 [--game el-switcher]
        [--specs ismcts:iterations=100,...] [--out benchmarks/results/level_speed.json]

Each measured spec plays two-player games against greedy (the spec in either seat, one game
per seat and deal); every decision with more than one legal action is timed. By default the
specs measured are each game's ladder (``seaboard.ratings.levels``). Run it on the compiled
build (``scripts/compile.py``): the server plays that one. Results are appended per game and
spec to the ``--out`` JSON file, so a stopped run keeps what it measured.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from seaboard import compiled
from seaboard.bots import InfoState, make_bot, split_specs
from seaboard.engine import load
from seaboard.engine.rng import derive
from seaboard.ratings.levels import ladder


def timings(game_name: str, spec: str, games: int, seed: int) -> tuple[list[float], list[float]]:
    """Wall and processor seconds of each of the spec's real decisions over ``games`` deals,
    both seats each (the processor's time does not count the waits of a loaded machine)."""
    game = load(game_name, 2)
    out: list[float] = []
    cpu: list[float] = []
    for deal in range(games):
        for seat_of_spec in (0, 1):
            bots = [make_bot("greedy"), make_bot("greedy")]
            bots[seat_of_spec] = make_bot(spec)
            rngs = [derive(seed + deal, "bot", i) for i in range(2)]
            state = game.new(seed + deal)
            while not state.is_terminal:
                seat = state.to_move
                assert seat is not None
                info = InfoState.of(state, seat)
                start, ticks = time.perf_counter(), time.process_time()
                action = bots[seat].choose(info, rngs[seat])
                spent, used = time.perf_counter() - start, time.process_time() - ticks
                if seat == seat_of_spec and len(info.legal) > 1:
                    out.append(spent)
                    cpu.append(used)
                state = state.play(action)
    return out, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", default=[])
    parser.add_argument("--specs", default="")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results/level_speed.json"))
    args = parser.parse_args()
    games = args.game or ["ebbe-flut", "flotsam-fight", "el-switcher", "land-vs-sea"]
    found: dict[str, Any] = json.loads(args.out.read_text()) if args.out.exists() else {}
    print(f"build: {compiled.build()}")
    for game_name in games:
        specs = split_specs(args.specs) or [level.spec for level in ladder(game_name)]
        for spec in specs:
            times, cpu = timings(game_name, spec, args.games, args.seed)
            line = {
                "decisions": len(times),
                "median": round(statistics.median(times), 4),
                "p90": round(sorted(times)[int(0.9 * (len(times) - 1))], 4),
                "max": round(max(times), 4),
                "cpu_median": round(statistics.median(cpu), 4),
                "cpu_p90": round(sorted(cpu)[int(0.9 * (len(cpu) - 1))], 4),
                "load": round(os.getloadavg()[0], 1),
                "games": 2 * args.games,
                "build": compiled.build(),
            }
            found.setdefault(game_name, {})[spec] = line
            print(game_name, spec, line, flush=True)
            args.out.parent.mkdir(parents=True, exist_ok=True)
            args.out.write_text(json.dumps(found, indent=2) + "\n")


if __name__ == "__main__":
    main()

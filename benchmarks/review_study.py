"""Do the review's marks mean something? Random bot against the strongest level, reviewed.

For each game: ``--games`` games between the random bot and the strongest bot level
(seats alternate), each reviewed at the game's fixed budget on ``--workers`` processes.
Prints per game the review's seconds (mean, max), the random side's and the strong side's
mistakes and blunders per judged move and their mean accuracy, and whether the issue's
claim holds in every game (random's rate at least 3x the strong side's, accuracy lower).

    PYTHONPATH=src python benchmarks/review_study.py --games 10 --results study.jsonl

With ``--results`` every reviewed game is appended to that file as it is done, and a run
started again skips the games already there: a stopped study resumes where it stopped.
``--start K`` begins at the game numbered K (0 is the first), to share a study out to
several processes, each with its own results file.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from seaboard.bots.base import InfoState, make_bot
from seaboard.engine import Game, load
from seaboard.ratings.levels import LEVELS
from seaboard.review.pool import review_game

STRONG = LEVELS[-1].spec
GAMES = ("flotsam-fight", "ebbe-flut", "land-vs-sea", "el-switcher")


def play(game: Game, seed: int, specs: list[str]) -> list[str]:
    """The notations of one game between the bots ``specs`` (by seat)."""
    bots = [make_bot(s) for s in specs]
    rng = random.Random(seed)
    state = game.new(seed)
    actions = []
    while not state.is_terminal:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        action = legal[0] if len(legal) == 1 else bots[seat].choose(InfoState.of(state, seat), rng)
        actions.append(str(action))
        state = state.apply(action)
    return actions


def done_rows(results: Path | None, name: str) -> dict[int, dict[str, Any]]:
    """The games of ``name`` already reviewed in ``results``, by number."""
    if results is None or not results.exists():
        return {}
    rows = {}
    for line in results.read_text().splitlines():
        row = json.loads(line)
        if row.get("game") == name:
            rows[row["i"]] = row
    return rows


def study(
    name: str, games: int, workers: int, results: Path | None = None, start: int = 0
) -> dict[str, Any]:
    game = load(name, 2)
    done = done_rows(results, name)
    rows = [done[i] for i in range(start, games) if i in done]
    for i in range(start, games):
        if i in done:
            continue
        weak = i % 2
        specs = [STRONG, STRONG]
        specs[weak] = "random"
        actions = play(game, 1000 + i, specs)
        began = time.perf_counter()
        review = review_game(game, 1000 + i, actions, workers=workers)
        seconds = time.perf_counter() - began
        per = {}
        for side, seat in (("random", weak), ("strong", 1 - weak)):
            s = review.seats[seat]
            bad = s.marks["mistake"] + s.marks["blunder"]
            lost = [m.lost for m in review.moves if m.seat == seat and m.judged]
            per[side] = {
                "rate": bad / max(1, s.judged),
                "accuracy": s.accuracy,
                "judged": s.judged,
                # points of chance given away per judged move: small steps count too
                "lost": statistics.mean(lost) if lost else 0.0,
            }
        rows.append({"game": name, "i": i, "seconds": seconds, "actions": len(actions), **per})
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
        if results is not None:
            with results.open("a") as out:
                out.write(json.dumps(rows[-1]) + "\n")
    holds = all(
        r["random"]["rate"] >= 3 * r["strong"]["rate"]
        and r["random"]["accuracy"] < r["strong"]["accuracy"]
        for r in rows
    )
    random_rate = statistics.mean(r["random"]["rate"] for r in rows)
    strong_rate = statistics.mean(r["strong"]["rate"] for r in rows)
    random_accuracy = statistics.mean(r["random"]["accuracy"] for r in rows)
    strong_accuracy = statistics.mean(r["strong"]["accuracy"] for r in rows)
    return {
        "game": name,
        "games": games,
        "seconds_mean": statistics.mean(r["seconds"] for r in rows),
        "seconds_max": max(r["seconds"] for r in rows),
        "actions_mean": statistics.mean(r["actions"] for r in rows),
        "random_rate": random_rate,
        "strong_rate": strong_rate,
        "random_accuracy": random_accuracy,
        "strong_accuracy": strong_accuracy,
        # the claim over the game's games: 3x the rate and a lower accuracy
        "holds": random_rate >= 3 * strong_rate
        and random_rate > 0
        and random_accuracy < strong_accuracy,
        "accuracy_lower_in": sum(r["random"]["accuracy"] < r["strong"]["accuracy"] for r in rows),
        "rate_3x_in": sum(r["random"]["rate"] >= 3 * r["strong"]["rate"] for r in rows),
        "holds_in_every_game": holds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", nargs="*", default=list(GAMES))
    parser.add_argument("--results", type=Path, help="append each game here; resume from it")
    parser.add_argument("--start", type=int, default=0, help="the first game's number")
    args = parser.parse_args()
    for name in args.only:
        summary = study(name, args.games, args.workers, args.results, args.start)
        print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()

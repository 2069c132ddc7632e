"""Is the review's reading of a value as a chance right? A fit of outcomes to the evaluator.

Plays ``--games`` games between two bots (greedy by default), takes the evaluator's value
for seat 1 at every position, and fits the outcome (win 1, draw 0.5, loss 0) to
``sigmoid(a * atanh(value))`` by Newton's method. The review reads a value as the chance
``(value + 1) / 2``, which is that curve with ``a = 2``: a fitted ``a`` above 2 says the
values are too flat to be read as chances, below 2 too steep. Also prints the observed
share of wins in bands of the value.

    PYTHONPATH=src python benchmarks/review_calibration.py ebbe-flut --games 60
"""

from __future__ import annotations

import argparse
import math
import random

from seaboard.bots.base import InfoState, make_bot
from seaboard.bots.evaluate import judge
from seaboard.engine import load

BANDS = ((-9, -1), (-1, -0.5), (-0.5, -0.2), (-0.2, 0.2), (0.2, 0.5), (0.5, 1), (1, 9))


def sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args()
    game = load(args.game, 2)
    xs: list[float] = []
    ys: list[float] = []
    for g in range(args.games):
        bots = [make_bot(args.bot), make_bot(args.bot)]
        rng = random.Random(g)
        state = game.new(500 + g)
        seen = []
        while not state.is_terminal:
            seen.append(math.atanh(max(-0.999999, min(0.999999, judge(state, 0)))))
            seat = state.to_move
            assert seat is not None
            legal = state.legal_actions()
            one = len(legal) == 1
            action = legal[0] if one else bots[seat].choose(InfoState.of(state, seat), rng)
            state = state.apply(action)
        xs += seen
        ys += [(state.returns[0] + 1) / 2] * len(seen)
    a = 2.0
    for _ in range(50):
        grad = sum((y - sigmoid(a * x)) * x for x, y in zip(xs, ys, strict=True))
        hess = -sum(x * x * sigmoid(a * x) * (1 - sigmoid(a * x)) for x in xs)
        a -= grad / hess
    print(f"{args.game}: {args.games} games, {len(xs)} positions, fitted slope {a:.2f} (read: 2)")
    for lo, hi in BANDS:
        band = [y for x, y in zip(xs, ys, strict=True) if lo <= x < hi]
        if band:
            mid = sigmoid(2 * (max(lo, -2) + min(hi, 2)) / 2)
            won = sum(band) / len(band)
            print(f"  atanh(value) in [{lo}, {hi}): {len(band)}, won {won:.3f}, read {mid:.3f}")


if __name__ == "__main__":
    main()

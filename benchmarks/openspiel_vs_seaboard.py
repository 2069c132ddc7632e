"""Head to head: OpenSpiel's Python IS-MCTS against Seaboard's ``ismcts``, same iterations.

    .venv/bin/python benchmarks/openspiel_vs_seaboard.py --game flotsam-fight --games 20 \
        --iterations 100

Both bots see only their seat's information: ours through ``InfoState``, OpenSpiel's
through the adapter (its tree is keyed by our information-state string and every
iteration resamples through our ``resample``). OpenSpiel's bot uses random rollouts to
the end (``RandomRolloutEvaluator``, UCT c = 2); ours its defaults (c = 0.7, rollouts of
30 actions, then the game's evaluator). Seats alternate; each deal is played twice.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

from seaboard.adapters import openspiel
from seaboard.bots import InfoState
from seaboard.bots.ismcts import IsmctsBot
from seaboard.engine import load


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="flotsam-fight")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="key=value")
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    game = load(args.game, args.players, **options)
    spiel = openspiel.load_game(args.game, args.players, **options)
    ours = IsmctsBot(iterations=args.iterations)
    points = {"openspiel": 0.0, "seaboard": 0.0}
    seconds = {"openspiel": 0.0, "seaboard": 0.0}
    iterations = {"openspiel": 0, "seaboard": 0}
    for g in range(args.games):
        deal = args.seed + g // 2
        spiel_seat = g % 2
        np_rng = np.random.RandomState(g)
        theirs = ismcts.ISMCTSBot(
            spiel,
            mcts.RandomRolloutEvaluator(1, np_rng),
            2.0,
            args.iterations,
            random_state=np_rng,
        )
        rng = random.Random(g)
        state = game.new(deal)
        while not state.is_terminal:
            seat = state.to_move
            assert seat is not None
            legal = state.legal_actions()
            start = time.perf_counter()
            if seat == spiel_seat:
                wrapped = openspiel.SeaboardSpielState(spiel, state)
                index = theirs.step(wrapped)
                action = spiel.actions.action_at(wrapped._context(), int(index))
                who = "openspiel"
            else:
                action = ours.choose(InfoState.of(state, seat), rng)
                who = "seaboard"
            if len(legal) > 1:
                seconds[who] += time.perf_counter() - start
                iterations[who] += args.iterations
            state = state.play(action)
        returns = state.returns
        mine = returns[spiel_seat]
        other = max(r for s, r in enumerate(returns) if s != spiel_seat)
        score = 1.0 if mine > other else 0.0 if mine < other else 0.5
        points["openspiel"] += score
        points["seaboard"] += 1.0 - score
        print(f"game {g + 1}: openspiel seat {spiel_seat}, returns {list(returns)}", flush=True)
    for who in ("openspiel", "seaboard"):
        per_it = 1e6 * seconds[who] / max(1, iterations[who])
        print(f"{who:10s} points {points[who]:.1f}/{args.games}  {per_it:.0f} us/iteration")


if __name__ == "__main__":
    main()

"""The greedy bot: a one-move look-ahead judged by the game's evaluation function."""

from __future__ import annotations

import random

from seaboard.bots.base import MAX_SAMPLES, InfoState, float_param, int_param, register_bot
from seaboard.bots.evaluate import judge_after
from seaboard.engine import Action, InvalidOptions


class GreedyBot:
    """Plays the action whose result the evaluator likes best, averaged over samples.

    Hidden information is handled honestly: each candidate is tried on ``samples`` states
    drawn from the bot's information state, never on the true one. With ``wander`` above 0
    it plays a uniformly random legal action that share of the time instead (drawn from the
    bot's own generator, so a seed still fixes every choice): a level between random and
    greedy.
    """

    name = "greedy"

    def __init__(self, samples: int = 4, wander: float = 0.0) -> None:
        self.samples = samples
        self.wander = wander

    def choose(self, info: InfoState, rng: random.Random) -> Action:
        if len(info.legal) == 1:
            return info.legal[0]
        if self.wander and rng.random() < self.wander:
            return rng.choice(info.legal)
        seat = info.seat
        totals = dict.fromkeys(info.legal, 0.0)
        for _ in range(self.samples):
            world = info.sample(rng)
            for action in info.legal:
                totals[action] += judge_after(world, action, seat)
        best = max(totals.values())
        top = [a for a in info.legal if totals[a] >= best - 1e-9]
        return rng.choice(top)


def _make(params: dict[str, str]) -> GreedyBot:
    unknown = set(params) - {"samples", "wander"}
    if unknown:
        raise InvalidOptions(
            f"bot greedy has no parameter {sorted(unknown)[0]!r}; it has: samples, wander"
        )
    samples = int_param("greedy", params, "samples", 1, MAX_SAMPLES)
    wander = float_param("greedy", params, "wander", 1.0)
    return GreedyBot(4 if samples is None else samples, wander or 0.0)


register_bot("greedy", _make)

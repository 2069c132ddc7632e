"""The random bot: uniform over the legal actions."""

from __future__ import annotations

import random

from seaboard.bots.base import InfoState, no_params, register_bot
from seaboard.engine import Action


class RandomBot:
    """Picks any legal action with equal chance."""

    name = "random"

    def choose(self, info: InfoState, rng: random.Random) -> Action:
        return rng.choice(info.legal)


def _make(params: dict[str, str]) -> RandomBot:
    no_params("random", params)
    return RandomBot()


register_bot("random", _make)

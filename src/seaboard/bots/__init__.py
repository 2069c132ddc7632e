"""Computer players. Each works on an ``InfoState``, never on the true state."""

from seaboard.bots import greedy, ismcts, random_bot  # noqa: F401  (register the bots)
from seaboard.bots.base import Bot, InfoState, bot_names, make_bot, parse_spec, split_specs

__all__ = ["Bot", "InfoState", "bot_names", "make_bot", "parse_spec", "split_specs"]

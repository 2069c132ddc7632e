"""The server's one rate limiter: token buckets, alone (a connection's) or kept per key.

A bucket holds at most ``burst`` tokens and refills at ``rate`` a second. ``Bucket`` is one
(the websocket's messages); ``KeyedBuckets`` keeps one per key (a player, a player at a
table, a client address) in a bounded map. The token-guess limit (``guard``), chat, replays
and the websocket all count through here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable

Clock = Callable[[], float]


def refilled(tokens: float, stamp: float, now: float, rate: float, burst: float) -> float:
    """The tokens of a bucket that held ``tokens`` at ``stamp``, at ``now``."""
    return min(burst, tokens + (now - stamp) * rate)


class Bucket:
    """``rate`` tokens a second, at most ``burst`` saved up."""

    def __init__(self, rate: float, burst: float, clock: Clock = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.stamp = clock()

    def take(self) -> bool:
        """Spend one token; False (nothing spent) when there is none."""
        now = self.clock()
        self.tokens = refilled(self.tokens, self.stamp, now, self.rate, self.burst)
        self.stamp = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class KeyedBuckets:
    """A bucket per key. A key is forgotten once its bucket has refilled (it is then as good
    as new), and at most ``size`` keys are kept (the oldest go first)."""

    def __init__(
        self, rate: float, burst: float, size: int = 10_000, clock: Clock = time.monotonic
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.size = size
        self.clock = clock
        self._buckets: dict[Hashable, tuple[float, float]] = {}  # key -> (tokens, stamp)

    def _tokens(self, key: Hashable, now: float) -> float:
        tokens, stamp = self._buckets.get(key, (self.burst, now))
        return refilled(tokens, stamp, now, self.rate, self.burst)

    def empty(self, key: Hashable) -> bool:
        """Whether ``key`` has no whole token left (nothing is spent)."""
        return self._tokens(key, self.clock()) < 1.0

    def take(self, key: Hashable) -> bool:
        """Spend one token of ``key``; False (nothing spent) when it has none."""
        if self.empty(key):
            return False
        self.spend(key)
        return True

    def spend(self, key: Hashable) -> None:
        """Spend one token of ``key`` even if that leaves it below zero (a failure counted
        after the fact, such as a wrong token found out by the look-up)."""
        now = self.clock()
        tokens = self._tokens(key, now) - 1.0
        self._buckets.pop(key, None)
        self._buckets[key] = (tokens, now)
        while self._buckets:  # oldest first: the first bucket not yet refilled ends the sweep
            oldest = next(iter(self._buckets))
            if len(self._buckets) <= self.size and self._tokens(oldest, now) < self.burst:
                break
            del self._buckets[oldest]

    def __len__(self) -> int:
        return len(self._buckets)

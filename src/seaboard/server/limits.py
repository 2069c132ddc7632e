"""Rate limits kept per key (a player, a player at a table): token buckets in a bounded map."""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable


class KeyedBuckets:
    """``rate`` tokens a second per key, at most ``burst`` saved up. A key is forgotten once
    its bucket has refilled, and at most ``size`` keys are kept (the oldest go first)."""

    def __init__(
        self,
        rate: float,
        burst: float,
        size: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = rate
        self.burst = burst
        self.size = size
        self.clock = clock
        self._buckets: dict[Hashable, tuple[float, float]] = {}  # key -> (tokens, stamp)

    def _tokens(self, key: Hashable, now: float) -> float:
        tokens, stamp = self._buckets.get(key, (self.burst, now))
        return min(self.burst, tokens + (now - stamp) * self.rate)

    def take(self, key: Hashable) -> bool:
        """Spend one token of ``key``; False (nothing spent) when it has none."""
        now = self.clock()
        tokens = self._tokens(key, now)
        if tokens < 1.0:
            return False
        self._buckets.pop(key, None)
        self._buckets[key] = (tokens - 1.0, now)
        while self._buckets:  # oldest first: the first bucket not yet refilled ends the sweep
            oldest = next(iter(self._buckets))
            if len(self._buckets) <= self.size and self._tokens(oldest, now) < self.burst:
                break
            del self._buckets[oldest]
        return True

    def __len__(self) -> int:
        return len(self._buckets)

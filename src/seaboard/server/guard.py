"""Token guessing limits: wrong tokens are counted per client address.

Tokens are 256-bit random values, so guessing one is hopeless; the limit keeps a client
that tries anyway from costing the server database look-ups. Each address may send
``burst`` wrong tokens, refilled at ``per_minute`` a minute; past that, calls carrying a
token are refused (HTTP 429, or an ``error`` on the websocket) until it refills.
"""

from __future__ import annotations

import time
from collections.abc import Callable

TOO_MANY = "too many wrong tokens from your address; wait a minute before trying again"


class GuessLimiter:
    """Wrong-token buckets per client address. An address is forgotten once its bucket has
    refilled (it is then as good as new), and at most ``size`` are kept (oldest go first)."""

    def __init__(
        self,
        per_minute: float = 10.0,
        burst: float = 20.0,
        size: int = 10_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.rate = per_minute / 60.0
        self.burst = burst
        self.size = size
        self.clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, stamp)

    def _tokens(self, address: str, now: float) -> float:
        tokens, stamp = self._buckets.get(address, (self.burst, now))
        return min(self.burst, tokens + (now - stamp) * self.rate)

    def blocked(self, address: str | None) -> bool:
        """Whether ``address`` has used up its wrong guesses."""
        if address is None:
            return False
        return self._tokens(address, self.clock()) < 1.0

    def failed(self, address: str | None) -> None:
        """``address`` sent a wrong token."""
        if address is None:
            return
        now = self.clock()
        tokens = self._tokens(address, now) - 1.0
        self._buckets.pop(address, None)
        self._buckets[address] = (tokens, now)
        # Oldest first: the first bucket not yet refilled ends the sweep.
        while self._buckets:
            oldest = next(iter(self._buckets))
            if len(self._buckets) <= self.size and self._tokens(oldest, now) < self.burst:
                break
            del self._buckets[oldest]

    def __len__(self) -> int:
        return len(self._buckets)

"""Token guessing limits: wrong tokens are counted per client address.

Tokens are 256-bit random values, so guessing one is hopeless; the limit keeps a client
that tries anyway from costing the server database look-ups. Each address may send
``burst`` wrong tokens, refilled at ``per_minute`` a minute; past that, calls carrying a
token are refused (HTTP 429, or an ``error`` on the websocket) until it refills. The
counting is the server's one rate limiter (``limits.KeyedBuckets``).
"""

from __future__ import annotations

import time

from seaboard.engine.language import N_
from seaboard.server.limits import Clock, KeyedBuckets

TOO_MANY = N_("too many wrong tokens from your address; wait a minute before trying again")


class GuessLimiter(KeyedBuckets):
    """Wrong-token buckets per client address (an unknown address is never limited)."""

    def __init__(
        self,
        per_minute: float = 10.0,
        burst: float = 20.0,
        size: int = 10_000,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(per_minute / 60.0, burst, size, clock)

    def blocked(self, address: str | None) -> bool:
        """Whether ``address`` has used up its wrong guesses."""
        return address is not None and self.empty(address)

    def failed(self, address: str | None) -> None:
        """``address`` sent a wrong token."""
        if address is not None:
            self.spend(address)

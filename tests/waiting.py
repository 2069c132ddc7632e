"""Waiting for a condition in tests: poll a predicate until a deadline, never a fixed sleep.

The deadline is generous (a busy machine is slow, not wrong); a condition that holds returns
at once, so the wait costs nothing when the machine is idle."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

LIMIT = 30.0  # seconds before a wait gives up
EVERY = 0.02  # seconds between two looks


def wait_until(test: Callable[[], object], limit: float = LIMIT, what: str = "") -> bool:
    """True once ``test()`` is truthy; an AssertionError naming ``what`` at the deadline."""
    end = time.monotonic() + limit
    while not test():
        if time.monotonic() > end:
            raise AssertionError(f"gave up after {limit} s waiting for {what or test}")
        time.sleep(EVERY)
    return True


async def wait_until_async(
    test: Callable[[], object], limit: float = LIMIT, what: str = ""
) -> bool:
    """``wait_until`` inside an event loop (the loop runs on while this waits)."""
    end = time.monotonic() + limit
    while not test():
        if time.monotonic() > end:
            raise AssertionError(f"gave up after {limit} s waiting for {what or test}")
        await asyncio.sleep(EVERY)
    return True

"""Work that runs to its end even when the task awaiting it is cancelled."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

T = TypeVar("T")


async def to_the_end(work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` to its end; a cancellation of the caller meanwhile is raised after it.

    A commit must not stop between the database holding an event and the table applying
    it: the next event would reuse its seq. Timers are replaced and bots stopped by
    cancelling their tasks, so the commit they are in the middle of is finished first.
    """
    task = asyncio.ensure_future(work)
    cancelled = False
    while True:
        try:
            result = await asyncio.shield(task)
        except asyncio.CancelledError:
            if task.done():  # the work itself was cancelled (the loop is closing)
                raise
            cancelled = True
            continue
        if cancelled:
            raise asyncio.CancelledError
        return result

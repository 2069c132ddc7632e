"""Fair turns for searching bots: a fixed number of worker slots, granted round robin by table.

A freed slot goes to the waiting table served longest ago (or never), so a table waiting
for a slot is served after at most one move of each other table, however many moves
those tables ask for, and its own further moves wait behind theirs.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager

MAX_REMEMBERED = 10_000  # tables whose last move is remembered (the oldest are forgotten)


class FairSlots:
    """``slots`` bot moves at once; the rest wait, one queue per table, served in turn."""

    def __init__(self, slots: int) -> None:
        self.slots = max(1, slots)
        self.busy = 0
        self.waiting: OrderedDict[Hashable, deque[asyncio.Future[None]]] = OrderedDict()
        self.granted: deque[Hashable] = deque(maxlen=1000)  # the last tables served, in order
        self.served: OrderedDict[Hashable, int] = OrderedDict()  # table -> when, latest last
        self.count = 0

    @asynccontextmanager
    async def slot(self, table: Hashable) -> AsyncIterator[None]:
        """Hold a slot for one move of ``table``."""
        if self.busy < self.slots and not self.waiting:
            self.busy += 1
            self._grant(table)
        else:
            turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
            self.waiting.setdefault(table, deque()).append(turn)
            try:
                await turn
            except asyncio.CancelledError:
                if turn.done() and not turn.cancelled():
                    self._release()  # granted just as it was cancelled: pass it on
                else:
                    self._forget(table, turn)
                raise
        try:
            yield
        finally:
            self._release()

    def _forget(self, table: Hashable, turn: asyncio.Future[None]) -> None:
        queue = self.waiting.get(table)
        if queue is not None and turn in queue:
            queue.remove(turn)
            if not queue:
                del self.waiting[table]

    def _grant(self, table: Hashable) -> None:
        self.count += 1
        self.served.pop(table, None)
        self.served[table] = self.count
        if len(self.served) > MAX_REMEMBERED:
            self.served.popitem(last=False)
        self.granted.append(table)

    def _release(self) -> None:
        """A move is done: the waiting table served longest ago gets the slot."""
        while self.waiting:
            table = min(self.waiting, key=lambda t: self.served.get(t, 0))
            queue = self.waiting[table]
            turn = queue.popleft()
            if not queue:
                del self.waiting[table]
            if not turn.done():
                turn.set_result(None)
                self._grant(table)
                return
        self.busy -= 1

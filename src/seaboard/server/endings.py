"""Endings: a player resigns, offers, accepts or declines a draw, abandons, claims, reclaims.

Each is the caller's own seat's; ``table.endings`` proposes the event (pure) and
``Turns.commit`` commits, applies and announces it like any move.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from seaboard.server.errors import Refused
from seaboard.server.live_tables import LiveTables
from seaboard.server.settings import Settings
from seaboard.server.table import endings
from seaboard.server.table.live import LiveTable
from seaboard.server.table.proposal import Proposal
from seaboard.server.turns import Turns

Propose = Callable[[LiveTable, int, float], Proposal]


class Endings:
    """The ways a player ends a game, or takes a seat back, at the tables of this process."""

    def __init__(self, settings: Settings, cache: LiveTables, turns: Turns) -> None:
        self.settings = settings
        self.cache = cache
        self.turns = turns

    async def _act(self, table_id: str, player: tuple[str, str], propose: Propose) -> int:
        table = await self.cache.table(table_id)
        async with table.lock:
            seat = table.seat_of(player[0])
            if seat is None:
                raise Refused("you do not sit at this table", 403)
            proposal = propose(table, seat, time.time())
            await self.turns.commit(table, proposal)
        self.turns.after_change(table)
        return proposal.seq

    async def resign(self, table_id: str, player: tuple[str, str]) -> int:
        bot = self.settings.takeover_bot
        return await self._act(table_id, player, lambda t, s, now: endings.resign(t, s, now, bot))

    async def draw(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.draw)

    async def decline(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.decline)

    async def abandon(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.abandon)

    async def claim(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.claim)

    async def reclaim(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.reclaim)

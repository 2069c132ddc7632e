"""Endings: a player resigns, offers, accepts or declines a draw, abandons, claims, reclaims;
and asks for, agrees to or declines a take-back (issue 36).

Each is the caller's own seat's; ``table.endings`` proposes the event (pure) and
``Turns.commit`` commits, applies and announces it like any move.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.live_tables import LiveTables
from seaboard.server.settings import Settings
from seaboard.server.table import endings, takebacks
from seaboard.server.table.live import LiveTable
from seaboard.server.table.log import UNDO
from seaboard.server.table.moves import propose
from seaboard.server.table.proposal import Proposal
from seaboard.server.turns import Turns

Propose = Callable[[LiveTable, int, float], Proposal]


class Endings:
    """The ways a player ends a game, or takes a seat back, at the tables of this process."""

    def __init__(self, settings: Settings, cache: LiveTables, turns: Turns) -> None:
        self.settings = settings
        self.cache = cache
        self.turns = turns

    async def _act(
        self, table_id: str, player: tuple[str, str], make: Propose, then_undo: bool = False
    ) -> int:
        table = await self.cache.table(table_id)
        async with table.lock:
            seat = table.seat_of(player[0])
            if seat is None:
                raise Refused(N_("you do not sit at this table"), 403)
            proposal = make(table, seat, time.time())
            await self.turns.commit(table, proposal)
            asker = table.log.back_ask
            if then_undo and asker is not None and not takebacks.waiting(table):
                # Everyone agreed: the take-back itself, under the engine's rules.
                undo = propose(table, asker, UNDO, None, None, None, time.time(), agreed=True)
                await self.turns.commit(table, undo)
                proposal = undo
        self.turns.after_change(table)
        return proposal.seq

    async def resign(self, table_id: str, player: tuple[str, str]) -> int:
        bot = self.settings.takeover_bot
        return await self._act(table_id, player, lambda t, s, now: endings.resign(t, s, now, bot))

    async def draw(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.draw)

    async def decline(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.decline)

    async def takeback(self, table_id: str, player: tuple[str, str]) -> int:
        """Ask the other humans to let the caller take back their last action."""
        return await self._act(table_id, player, takebacks.ask)

    async def takeback_accept(self, table_id: str, player: tuple[str, str]) -> int:
        """Agree to the standing take-back request: the last to agree makes it happen."""
        return await self._act(table_id, player, takebacks.accept, then_undo=True)

    async def takeback_decline(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, takebacks.decline)

    async def abandon(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.abandon)

    async def claim(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.claim)

    async def reclaim(self, table_id: str, player: tuple[str, str]) -> int:
        return await self._act(table_id, player, endings.reclaim)

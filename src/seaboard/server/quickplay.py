"""Quick play: players wait in a queue in the database; a pairing pass every second (in
one process of a cluster: the holder of the ``quickplay`` lease) seats them at a table.

The pairing itself is ``seaboard.ratings.pairing.pair``. A table formed is rated when all
of its players are accounts (casual otherwise), plays the rulebook's game with the quick
play clock, and starts at once; bots of about the players' rating fill the seats of
players who allowed them after their chosen wait.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from seaboard.engine import SeaboardError, load
from seaboard.engine.language import N_
from seaboard.ratings import NotRated, Rating, display, group_for
from seaboard.ratings.pairing import AGAIN_AFTER, Entry, pair
from seaboard.server.errors import Refused
from seaboard.server.players import Known
from seaboard.server.seating import Seating
from seaboard.server.settings import Settings
from seaboard.server.store import queue
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer
from seaboard.server.store.ratings import ratings_of
from seaboard.server.table.live import Seat

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncEngine

    from seaboard.server.cluster.lease import Leases

log = logging.getLogger(__name__)
LEASE = "quickplay"  # the lease key of the pairing pass in a cluster
PENDING = "~"  # a queue row's table id while its table is being written
MAX_BOTS_AFTER = 3_600.0  # the longest wait a player may choose before bots fill in


class QuickPlay:
    """The queue's operations and the pairing loop of one process."""

    def __init__(
        self, settings: Settings, engine: AsyncEngine, writer: Writer, seating: Seating
    ) -> None:
        self.settings = settings
        self.engine = engine
        self.writer = writer
        self.seating = seating
        self.leases: Leases | None = None  # set in a cluster: only the holder pairs
        self._task: asyncio.Task[None] | None = None

    async def join(
        self, known: Known, game: str, players: int | None, bots_after: float | None
    ) -> dict[str, Any]:
        """Put the player in the queue for ``game`` with ``players`` players."""
        try:
            config = load(game, players)
            group = group_for(game, config.players)
        except NotRated as err:
            raise Refused.around(N_("quick play is for rated games: {error}"), err) from None
        except SeaboardError as err:
            raise Refused.of(err) from None
        if bots_after is not None and not 0 <= bots_after <= MAX_BOTS_AFTER:
            raise Refused(
                N_("bots_after must be from 0 to {most} seconds, or null"),
                most=f"{MAX_BOTS_AFTER:.0f}",
            )
        async with self.engine.connect() as conn:
            mine = await ratings_of(conn, [known.player_id], group)
        rating = mine.get(known.player_id, (Rating(), 0))[0]
        row = {
            "player_id": known.player_id,
            "name": known.name,
            "game": game,
            "players": config.players,
            "rating": float(display(rating)),
            "since": time.time(),
            "bots_after": bots_after,
            "table_id": None,
        }
        await queue.enter(self.writer, row)
        return await self.status(known.player_id)

    async def leave(self, player_id: str) -> dict[str, bool]:
        return {"left": await queue.leave(self.writer, player_id)}

    async def status(self, player_id: str) -> dict[str, Any]:
        """``{status: "waiting"|"seated", table_id, game, players, since}``; 404 if neither."""
        row = await queue.entry(self.engine, player_id)
        if row is None:
            raise Refused(N_("you are not waiting for quick play"), 404)
        table_id = row["table_id"]
        if table_id is not None and table_id.startswith(PENDING):
            table_id = None  # its table is being written
        return {
            "status": "waiting" if table_id is None else "seated",
            "table_id": table_id,
            "game": row["game"],
            "players": row["players"],
            "since": int(row["since"] * 1000),
        }

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.settings.quickplay_period)
            try:
                if self.leases is None or LEASE in await self.leases.hold([LEASE], set()):
                    await self.pass_once(time.time())
            except asyncio.CancelledError:
                raise
            except Exception:  # the database or Redis failed: the next pass tries again
                log.exception("quick play: the pairing pass failed")

    async def pass_once(self, now: float) -> int:
        """Seat every table the queue forms now; how many tables started."""
        await queue.forget_seated(self.writer, now - self.settings.quickplay_keep_seated)
        rows = {r["player_id"]: r for r in await queue.waiting(self.engine)}
        if not rows:
            return 0
        f = self.settings.quickplay_widen  # time runs f times faster for the window
        entries = [
            Entry(
                player=r["player_id"],
                game=r["game"],
                players=r["players"],
                rating=r["rating"],
                since=r["since"] * f,
                bots_after=None if r["bots_after"] is None else r["bots_after"] * f,
            )
            for r in rows.values()
        ]
        # Pairs who sat together lately are not paired again while someone else waits.
        recent = await queue.recent_pairs(self.engine, list(rows), now - AGAIN_AFTER)
        started = 0
        for formed in pair(entries, now * f, recent=recent):
            started += await self._seat(formed.game, [rows[p] for p in formed.players], formed.bots)
        return started

    async def _seat(self, game: str, players: list[Any], bots: tuple[str, ...]) -> int:
        table_id = secrets.token_urlsafe(12)
        # Reserved first (all or none), told as seated once the table is written.
        pending = PENDING + table_id
        if not await queue.seat(self.writer, [r["player_id"] for r in players], pending):
            return 0  # someone left meanwhile: they wait for the next pass
        seats = [Seat(player_id=r["player_id"], name=r["name"]) for r in players]
        seats += [Seat(bot=spec) for spec in bots]
        random.SystemRandom().shuffle(seats)
        config = load(game, len(seats))
        rated = await self._all_accounts([r["player_id"] for r in players])
        base, increment = self.settings.quickplay_clock
        clock = {"base": base, "increment": increment}
        try:
            await self.seating.start_table(table_id, config, seats, clock, rated)
        except Exception:
            await queue.unseat(self.writer, pending)  # they wait again
            raise
        await queue.confirm(self.writer, pending, table_id)
        return 1

    async def _all_accounts(self, player_ids: list[str]) -> bool:
        p = db.players.c
        async with self.engine.connect() as conn:
            found = await conn.execute(select(p.account).where(p.player_id.in_(player_ids)))
            return all(row[0] is not None for row in found)

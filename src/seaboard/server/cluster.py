"""Several server processes over one database: catching up, leases, orphaned tables.

``Cluster`` is what a ``Server`` adds when it runs with ``--redis``:

* a notice from another process (``remote``) makes this process read what it misses from
  the database (``catch_up``): new events are replayed through the engine, seats, status
  and clocks re-read; connections that missed more than the last event get a ``log``
  message with the missed events before their ``state``;
* a lease per playing table (``lease.Leases``) decides which one process runs its bots,
  clock deadlines and zombie takeovers; the others leave that work alone;
* every few seconds it looks for playing tables nobody holds (their process died with no
  client reconnecting elsewhere) and takes them over;
* after Redis comes back it catches every loaded table up (notices published meanwhile
  were lost).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from seaboard.server import schema as db
from seaboard.server.lease import Leases
from seaboard.server.redis_hub import RedisHub, brief
from seaboard.server.tables import OPEN, PLAYING, LiveTable, Seat, compact

if TYPE_CHECKING:
    from seaboard.server.service import Server

log = logging.getLogger("seaboard.server.cluster")

ORPHAN_SCAN_SECONDS = 5.0


class Cluster:
    """One process's part in a cluster of servers sharing PostgreSQL and Redis."""

    def __init__(self, server: Server, hub: RedisHub, lease_seconds: float) -> None:
        self.server = server
        self.hub = hub
        self.lease_seconds = lease_seconds
        self.leases = Leases(hub.client, hub.origin, lease_seconds, hub.prefix)
        self.held: set[str] = set()
        self._last_renewal = time.monotonic()
        self._task: asyncio.Task[None] | None = None
        self._last_scan = 0.0
        hub.on_reconnect(self.catch_up_all)

    @property
    def origin(self) -> str:
        return self.hub.origin

    def holds(self, table_id: str) -> bool:
        return table_id in self.held

    async def start(self) -> None:
        await self.hub.start()
        self._task = asyncio.get_running_loop().create_task(self._lease_loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.leases.release(self.held), 2.0)
        self.held.clear()
        await self.hub.stop()

    # -- catching up from the database ---------------------------------------------------
    async def on_remote(self, table: LiveTable, notice: dict[str, Any]) -> bool:
        """Another process announced a change: catch up; False when it was nothing new."""
        if notice.get("kind") == "event" and int(notice.get("seq", 0)) <= table.log.seq:
            return False
        async with table.lock:
            await self.catch_up(table)  # the caller fans the news out
        if self.holds(table.table_id):
            self.server.after_change(table)
        return True

    async def catch_up_all(self) -> None:
        """After Redis came back: every loaded table reads what it missed."""
        for table in list(self.server.tables.values()):
            try:
                async with table.lock:
                    changed = await self.catch_up(table)
                if changed:
                    table.broadcast_state(time.time())
                    table.broadcast({"type": "presence", "seats": table.seats_json()})
                if self.holds(table.table_id):
                    self.server.after_change(table)
            except Exception as err:
                log.warning("catching up %s failed: %s", table.table_id, brief(err))

    async def catch_up(self, table: LiveTable) -> bool:
        """Read the table's new events, seats, status and clocks (the table's lock held).

        Connections whose last state is more than one event behind get a ``log`` message
        with the events they missed; the caller then sends everyone the new ``state``.
        """
        before = table.log.seq
        async with self.server.engine.connect() as conn:
            row = (
                (
                    await conn.execute(
                        select(db.tables).where(db.tables.c.table_id == table.table_id)
                    )
                )
                .mappings()
                .first()
            )
            seat_rows = (
                (
                    await conn.execute(
                        select(db.seats, db.players.c.name)
                        .outerjoin(db.players, db.players.c.player_id == db.seats.c.player_id)
                        .where(db.seats.c.table_id == table.table_id)
                        .order_by(db.seats.c.seat)
                    )
                )
                .mappings()
                .all()
            )
            events = (
                (
                    await conn.execute(
                        select(db.events)
                        .where(db.events.c.table_id == table.table_id, db.events.c.seq > before)
                        .order_by(db.events.c.seq)
                    )
                )
                .mappings()
                .all()
            )
        if row is None:
            return False
        for ev in events:
            table.log.apply(ev["kind"], ev["seat"], ev["notation"], ev["client_id"], ev["time"])
            if ev["client_id"] and ev["seat"] is not None:
                table.client_ids[(ev["seat"], ev["client_id"])] = ev["seq"]
        clocks = table.clocks
        saved: Any = events[-1]["clocks"] if events and events[-1]["clocks"] else None
        if saved is None and table.log.seq == 0:
            saved = row  # no event yet: the table row holds the clocks (set at the start)
        if saved is not None:
            clocks.remaining_ms = list(saved["remaining_ms"] or clocks.remaining_ms)
            clocks.running = saved["running"]
            clocks.running_since = saved["running_since"]
            clocks.turn_deadline = saved["turn_deadline"]
        for i, s in enumerate(seat_rows):
            if s["takeover"] == "timeout":
                clocks.stop_seat(i, time.time())
        table.seats = [
            Seat(
                player_id=s["player_id"],
                name=s["name"],
                bot=s["bot"],
                reserved_for=s["reserved_for"],
                takeover=s["takeover"],
            )
            for s in seat_rows
        ]
        changed = bool(events) or table.status != row["status"]
        table.status = row["status"]
        table.result = row["result"]
        table.rematch_id = row["rematch_id"]
        if events:
            self._send_missed(table, before)
        return changed

    def _send_missed(self, table: LiveTable, before: int) -> None:
        """A ``log`` of the events a connection missed, except the last (its state tells it)."""
        last = table.log.seq
        for conn in list(table.conns):
            start = max(conn.sent_seq, 0)
            if conn.sent_seq < 0 or start >= last - 1:
                continue
            who = conn.seat if table.status != OPEN else None
            missed = [e.told(who) for e in table.log.events[start : last - 1]]
            conn.send(compact({"type": "log", "events": missed}))

    # -- leases ----------------------------------------------------------------------------
    async def _lease_loop(self) -> None:
        period = max(0.2, self.lease_seconds / 3)
        while True:
            try:
                await self._lease_tick()
            except asyncio.CancelledError:
                raise
            except Exception as err:
                log.warning("leases: %s", brief(err))
                if time.monotonic() - self._last_renewal > self.lease_seconds:
                    self._drop(set(self.held))  # cannot renew: someone else may hold them
            await asyncio.sleep(period)

    async def _lease_tick(self) -> None:
        now = time.monotonic()
        if now - self._last_scan >= ORPHAN_SCAN_SECONDS:
            self._last_scan = now
            await self._adopt_orphans()
        wanted = [t for t, table in self.server.tables.items() if table.status == PLAYING]
        held = await self.leases.hold(wanted, self.held)
        self._last_renewal = time.monotonic()
        self._drop(self.held - held)
        gained = held - self.held
        self.held = held
        for table_id in gained:
            table = self.server.tables.get(table_id)
            if table is None:
                continue
            log.info("lease taken on %s", table_id)
            async with table.lock:
                if await self.catch_up(table):
                    table.broadcast_state(time.time())
            self.server.after_change(table)

    def _drop(self, lost: set[str]) -> None:
        for table_id in lost:
            self.held.discard(table_id)
            table = self.server.tables.get(table_id)
            if table is None:
                continue
            for task in (table.timer, table.bot_task):
                if task is not None and task is not asyncio.current_task():
                    task.cancel()
            table.timer = None
            table.bot_seq = -1

    async def _adopt_orphans(self) -> None:
        """Load playing tables that no process holds, so their work goes on."""
        async with self.server.engine.connect() as conn:
            rows = await conn.execute(
                select(db.tables.c.table_id).where(db.tables.c.status == PLAYING)
            )
            ids = [r[0] for r in rows if r[0] not in self.server.tables]
        if not ids:
            return
        owners = await self.leases.owners(ids)
        for table_id, owner in zip(ids, owners, strict=True):
            if owner is None:
                await self.server.table(table_id)

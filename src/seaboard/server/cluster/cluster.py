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
* open and finished tables nobody here watches or asks for are forgotten (memory stays flat);
* after Redis comes back it catches every loaded table up (notices published meanwhile
  were lost);
* players connected at other processes stand in this process's tables as ghosts
  (``presence.Presence``).

It is handed what it needs (the hub, the live-table cache, the database engine, the
settings and the callable that starts a table's work), never the ``Server``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.server.announce import (
    broadcast_presence,
    broadcast_state,
)
from seaboard.server.cluster.lease import Leases
from seaboard.server.cluster.presence import Ghost, Presence
from seaboard.server.cluster.redis_hub import RedisHub, brief
from seaboard.server.live_tables import LiveTables, unwatched
from seaboard.server.settings import Settings
from seaboard.server.store import schema as db
from seaboard.server.store.reads import read_table
from seaboard.server.table.live import LiveTable
from seaboard.server.table.messages import compact
from seaboard.server.table.states import OPEN, OVER, PLAYING

log = logging.getLogger("seaboard.server.cluster")

ORPHAN_SCAN_SECONDS = 5.0


class Cluster:
    """One process's part in a cluster of servers sharing PostgreSQL and Redis."""

    def __init__(
        self,
        hub: RedisHub,
        cache: LiveTables,
        engine: AsyncEngine,
        settings: Settings,
        after_change: Callable[[LiveTable], None],
    ) -> None:
        self.hub = hub
        self.cache = cache
        self.engine = engine
        self.settings = settings
        self.after_change = after_change  # starts a table's bot and deadline (``Turns``)
        self.lease_seconds = settings.lease_seconds
        self.leases = Leases(hub.client, hub.origin, self.lease_seconds, hub.prefix)
        self.held: set[str] = set()
        self._last_renewal = time.monotonic()
        self._task: asyncio.Task[None] | None = None
        self._beater: asyncio.Task[None] | None = None
        self._last_scan = 0.0
        self.presence = Presence(hub, self.leases, cache, self._changed)
        self.dirty: set[str] = set()  # tables whose catching up failed, to be retried
        self._unowned: set[str] = set()  # playing tables nobody held at the last scan
        self._idle: set[str] = set()  # finished tables with no connection at the last tick
        hub.on_reconnect(self.catch_up_all)
        hub.decorate = self.presence.decorate

    @property
    def origin(self) -> str:
        return self.hub.origin

    def holds(self, table_id: str) -> bool:
        return table_id in self.held

    def _changed(self, table: LiveTable) -> None:
        if self.holds(table.table_id):
            self.after_change(table)

    async def loaded(self, table: LiveTable) -> None:
        """A table was just loaded here: learn who is connected at other processes."""
        await self.presence.loaded(table)

    async def seats_connected(self, table_ids: list[str]) -> dict[str, set[int]]:
        """The seats connected at other processes, of tables this process has not loaded."""
        return await self.presence.seats_connected(table_ids)

    async def watch(self, table_id: str) -> None:
        """Hear the table's notices (before it is read or created here)."""
        await self.hub.watch(table_id)

    async def start(self) -> None:
        await self.hub.start()
        loop = asyncio.get_running_loop()
        await self._beat()
        self._beater = loop.create_task(self._heartbeat_loop())
        self._task = loop.create_task(self._lease_loop())

    async def stop(self) -> None:
        for task in (self._task, self._beater):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.leases.release(self.held), 2.0)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.hub.client.delete(self.leases.alive_key(self.origin)), 2.0)
        self.held.clear()
        await self.hub.stop()

    # -- catching up from the database ---------------------------------------------------
    async def on_remote(self, table: LiveTable, notice: dict[str, Any]) -> bool:
        """Another process announced a change: catch up; False when it was nothing new."""
        if notice.get("kind") == "event" and int(notice.get("seq", 0)) <= table.log.seq:
            return False
        here = notice.get("seats_here")
        if isinstance(here, list) and isinstance(notice.get("origin"), str):
            seats = {s for s in here if isinstance(s, int)}
            self.presence.set_remote_seats(table, notice["origin"], seats)
        try:
            async with table.lock:
                if not self._apply_notice(table, notice):
                    await self.catch_up(table)
        except Exception as err:  # the database failed: try again at the next lease tick
            self.dirty.add(table.table_id)
            log.warning("catching up %s failed (%s); retrying", table.table_id, brief(err))
            return False
        if notice.get("kind") in ("event", "state"):
            self._send_missed(table)  # the caller then sends everyone the new state
        else:
            self.fan_out(table)  # a presence or chat notice may arrive before the event's
        if self.holds(table.table_id):
            self.after_change(table)
        return True

    def _apply_notice(self, table: LiveTable, notice: dict[str, Any]) -> bool:
        """Apply an event notice that carries the event and follows what this process has
        (the usual case): no database read. False when the database must be read instead
        (a gap, a table whose catching up failed, any other notice)."""
        ev = notice.get("event")
        if (
            notice.get("kind") != "event"
            or not isinstance(ev, dict)
            or notice.get("seq") != table.log.seq + 1
            or table.table_id in self.dirty
        ):
            return False
        try:
            table.take_notice(notice["seq"], ev, notice)
        except Exception as err:  # a notice this process cannot apply: read the database
            log.warning("an event notice for %s was not applied (%s)", table.table_id, brief(err))
            return False
        return True

    async def catch_up_all(self) -> None:
        """After Redis came back: every loaded table reads what it missed."""
        for table in list(self.cache.tables.values()):
            try:
                async with table.lock:
                    await self.catch_up(table)
                self.fan_out(table)
                await self.loaded(table)  # presence, read again
                broadcast_presence(table)
                if self.holds(table.table_id):
                    self.after_change(table)
            except Exception as err:
                self.dirty.add(table.table_id)
                log.warning("catching up %s failed (%s); retrying", table.table_id, brief(err))

    async def catch_up(self, table: LiveTable) -> bool:
        """Read the table's new events, seats, status and clocks (the table's lock held).

        The caller then tells the connections (``fan_out``, or ``_send_missed`` before a
        ``state`` of its own); True when anything changed.
        """
        before = table.log.seq
        async with self.engine.connect() as conn:
            row, seat_rows, events = await read_table(conn, table.table_id, before)
        if row is None:
            return False
        return table.refresh(row, seat_rows, events)

    def fan_out(self, table: LiveTable) -> None:
        """Bring every connection that is behind up to the table's seq (log, then state)."""
        if any(c.sent_seq < table.log.seq for c in table.conns if not isinstance(c, Ghost)):
            self._send_missed(table)
            broadcast_state(table, time.time())

    def _send_missed(self, table: LiveTable) -> None:
        """A ``log`` of the events a connection missed, except the last (its state tells it)."""
        last = table.log.seq
        for conn in list(table.conns):
            if isinstance(conn, Ghost):
                continue
            start = max(conn.sent_seq, 0)
            if conn.sent_seq < 0 or start >= last - 1:
                continue
            who = conn.seat if table.status != OPEN else None
            names = table.names(conn.language)
            missed = [e.told(who, names, conn.language) for e in table.log.events[start : last - 1]]
            conn.send(compact({"type": "log", "events": missed}))

    # -- leases ----------------------------------------------------------------------------
    async def _heartbeat_loop(self) -> None:
        """Renew the heartbeat on its own, so a long lease tick (a thousand tables taken
        at once, say) never lets it expire; only a blocked event loop can."""
        period = max(0.2, self.lease_seconds / 3)
        while True:
            await asyncio.sleep(period)
            try:
                await self._beat()
            except asyncio.CancelledError:
                raise
            except Exception as err:
                log.warning("heartbeat: %s", brief(err))

    async def _beat(self) -> None:
        if not await self.leases.beat() and self.held:
            log.warning("leases: the heartbeat had expired; checking which tables are still held")
        self._last_renewal = time.monotonic()

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

    async def _retry_dirty(self) -> None:
        for table_id in list(self.dirty):
            table = self.cache.tables.get(table_id)
            self.dirty.discard(table_id)
            if table is None:
                continue
            try:
                async with table.lock:
                    await self.catch_up(table)
            except Exception:
                self.dirty.add(table_id)
                continue
            self.fan_out(table)
            broadcast_presence(table)
            if self.holds(table_id):
                self.after_change(table)

    def _evict_idle(self) -> set[str]:
        """Forget tables nobody here has watched for two ticks: open and finished ones, and
        playing ones whose lease another process holds (the database keeps them; a later
        request loads them again), so memory does not grow with every game and no process
        replays the moves of tables it neither serves nor minds; the ids forgotten."""
        idle = {
            table_id
            for table_id, table in self.cache.tables.items()
            if self._forgettable(table_id, table)
        }
        forgotten = idle & self._idle
        for table_id in forgotten:
            self.cache.forget(table_id)
            self.presence.ghosts.pop(table_id, None)
            self.dirty.discard(table_id)
            self.held.discard(table_id)
        self._idle = idle
        return forgotten

    def _forgettable(self, table_id: str, table: LiveTable) -> bool:
        if not unwatched(table):
            return False
        if table.status == PLAYING:
            return table_id not in self.held
        # A new open table is given time for its players to come.
        idle_since = time.monotonic() - self.settings.idle_table_seconds
        return table.status == OVER or table.used <= idle_since

    async def _lease_tick(self) -> None:
        await self._retry_dirty()
        left = []
        for table_id in self._evict_idle():
            reloaded = table_id in self.cache.tables or self.cache.is_loading(table_id)
            if not reloaded:  # unless a request loaded it again
                await self.hub.unwatch(table_id)
                left.append(table_id)
        await self.presence.leave(left)
        await self.presence.bury_dead_origins()
        now = time.monotonic()
        if now - self._last_scan >= ORPHAN_SCAN_SECONDS:
            self._last_scan = now
            await self._adopt_orphans()
        wanted = [
            t
            for t, table in self.cache.tables.items()
            if table.status == PLAYING and not self._served_elsewhere(table)
        ]
        finished = self.held - set(wanted)
        if finished:
            await self.leases.release(finished)
        held = await self.leases.hold(wanted, self.held)
        lost = self.held - held - finished
        if lost:
            log.info("leases lost: %s", ", ".join(sorted(lost)))
        self._drop(self.held - held)
        gained = held - self.held
        self.held = held
        for table_id in gained:
            table = self.cache.tables.get(table_id)
            if table is None:
                continue
            log.info("lease taken on %s", table_id)
            async with table.lock:
                await self.catch_up(table)
            self.fan_out(table)
            await self.loaded(table)
            self.after_change(table)

    @staticmethod
    def _served_elsewhere(table: LiveTable) -> bool:
        """Nobody is connected to the table here and somebody is at another process: that
        process should hold the lease (it has the players; this one would only replay)."""
        local = any(not isinstance(c, Ghost) for c in table.conns)
        return not local and any(isinstance(c, Ghost) for c in table.conns)

    def _drop(self, lost: set[str]) -> None:
        for table_id in lost:
            self.held.discard(table_id)
            table = self.cache.tables.get(table_id)
            if table is not None:
                table.stop_work()

    async def _adopt_orphans(self) -> None:
        """Load playing tables that no process held at two scans in a row (a live process
        takes a new table's lease within a second), so their work goes on."""
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(db.tables.c.table_id).where(db.tables.c.status == PLAYING)
            )
            ids = [r[0] for r in rows if r[0] not in self.cache.tables]
        owners = await self.leases.owners(ids)
        unowned = {t for t, owner in zip(ids, owners, strict=True) if owner is None}
        orphans, self._unowned = unowned & self._unowned, unowned
        for table_id in orphans:
            log.info("adopting table %s (no process holds it)", table_id)
            await self.cache.table(table_id)

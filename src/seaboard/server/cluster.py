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
* players connected at other processes stand in this process's tables as ``Ghost``
  connections (from the ``seats_here`` of presence notices, and from a Redis hash per table
  read when a lease is taken), so ``connected`` and the zombie grace count them; a process
  whose ``alive`` key expired takes its ghosts with it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from seaboard.server import schema as db
from seaboard.server.lease import Leases
from seaboard.server.reads import read_table
from seaboard.server.redis_hub import RedisHub, brief
from seaboard.server.tables import OPEN, OVER, PLAYING, LiveTable, compact, seats_from_rows

if TYPE_CHECKING:
    from seaboard.server.service import Server

log = logging.getLogger("seaboard.server.cluster")

ORPHAN_SCAN_SECONDS = 5.0
PRESENCE_DAYS = 86_400  # a table's presence hash outlives any game


class Ghost:
    """A connection of a seat at another process: counted, never sent anything."""

    remote = True  # ``LiveTable.broadcast_state`` builds no view for it

    def __init__(self, origin: str, seat: int) -> None:
        self.origin = origin
        self.seat: int | None = seat
        self.player_id: str | None = None
        self.name: str | None = None
        self.sent_seq = -1

    def send(self, text: str) -> None:
        return None


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
        self._beater: asyncio.Task[None] | None = None
        self._last_scan = 0.0
        self.ghosts: dict[str, dict[tuple[str, int], Ghost]] = {}
        self.dirty: set[str] = set()  # tables whose catching up failed, to be retried
        self._unowned: set[str] = set()  # playing tables nobody held at the last scan
        self._idle: set[str] = set()  # finished tables with no connection at the last tick
        hub.on_reconnect(self.catch_up_all)
        hub.decorate = self.decorate

    @property
    def origin(self) -> str:
        return self.hub.origin

    def holds(self, table_id: str) -> bool:
        return table_id in self.held

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
            self._set_remote_seats(table, notice["origin"], seats)
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
            self.server.after_change(table)
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
            table.replay([{**ev, "seq": notice["seq"]}])
        except Exception as err:  # a notice this process cannot apply: read the database
            log.warning("an event notice for %s was not applied (%s)", table.table_id, brief(err))
            return False
        table.status = notice["status"]
        table.result = notice.get("result")
        table.stop_taken_over_clocks()
        return True

    async def catch_up_all(self) -> None:
        """After Redis came back: every loaded table reads what it missed."""
        for table in list(self.server.tables.values()):
            try:
                async with table.lock:
                    await self.catch_up(table)
                self.fan_out(table)
                await self.loaded(table)  # presence, read again
                table.broadcast({"type": "presence", "seats": table.seats_json()})
                if self.holds(table.table_id):
                    self.server.after_change(table)
            except Exception as err:
                self.dirty.add(table.table_id)
                log.warning("catching up %s failed (%s); retrying", table.table_id, brief(err))

    async def catch_up(self, table: LiveTable) -> bool:
        """Read the table's new events, seats, status and clocks (the table's lock held).

        The caller then tells the connections (``fan_out``, or ``_send_missed`` before a
        ``state`` of its own); True when anything changed.
        """
        before = table.log.seq
        async with self.server.engine.connect() as conn:
            row, seat_rows, events = await read_table(conn, table.table_id, before)
        if row is None:
            return False
        table.replay(events)
        if table.log.seq == 0:
            table.clocks.restore(row)  # no event yet: the row holds the clocks of the start
        table.seats = seats_from_rows(seat_rows)
        table.stop_taken_over_clocks()
        changed = bool(events) or table.status != row["status"]
        table.status = row["status"]
        table.result = row["result"]
        table.rematch_id = row["rematch_id"]
        return changed

    def fan_out(self, table: LiveTable) -> None:
        """Bring every connection that is behind up to the table's seq (log, then state)."""
        if any(c.sent_seq < table.log.seq for c in table.conns if not isinstance(c, Ghost)):
            self._send_missed(table)
            table.broadcast_state(time.time())

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
            missed = [e.told(who, table.names()) for e in table.log.events[start : last - 1]]
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
            table = self.server.tables.get(table_id)
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
            table.broadcast({"type": "presence", "seats": table.seats_json()})
            if self.holds(table_id):
                self.server.after_change(table)

    def _evict_idle(self) -> set[str]:
        """Forget tables nobody here has watched for two ticks: open and finished ones, and
        playing ones whose lease another process holds (the database keeps them; a later
        request loads them again), so memory does not grow with every game and no process
        replays the moves of tables it neither serves nor minds; the ids forgotten."""
        idle = {
            table_id
            for table_id, table in self.server.tables.items()
            if self._forgettable(table_id, table)
        }
        forgotten = idle & self._idle
        for table_id in forgotten:
            self.server.forget(table_id)
            self.ghosts.pop(table_id, None)
            self.dirty.discard(table_id)
            self.held.discard(table_id)
        self._idle = idle
        return forgotten

    async def _leave_presence(self, table_ids: list[str]) -> None:
        """Remove this process's presence entries of forgotten tables (it has nobody there);
        Redis drops a hash once it is empty, so they do not pile up for PRESENCE_DAYS."""
        if not table_ids:
            return
        try:
            pipe = self.hub.client.pipeline(transaction=False)
            for table_id in table_ids:
                pipe.hdel(self._presence_key(table_id), self.origin)
            await pipe.execute()
        except Exception as err:  # they expire in the end
            log.warning("presence of forgotten tables not removed: %s", brief(err))

    def _forgettable(self, table_id: str, table: LiveTable) -> bool:
        if not self.server.unwatched(table):
            return False
        if table.status == PLAYING:
            return table_id not in self.held
        # A new open table is given time for its players to come.
        idle_since = time.monotonic() - self.server.settings.idle_table_seconds
        return table.status == OVER or table.used <= idle_since

    async def _lease_tick(self) -> None:
        await self._retry_dirty()
        left = []
        for table_id in self._evict_idle():
            reloaded = table_id in self.server.tables or self.server.is_loading(table_id)
            if not reloaded:  # unless a request loaded it again
                await self.hub.unwatch(table_id)
                left.append(table_id)
        await self._leave_presence(left)
        await self._bury_dead_origins()
        now = time.monotonic()
        if now - self._last_scan >= ORPHAN_SCAN_SECONDS:
            self._last_scan = now
            await self._adopt_orphans()
        wanted = [
            t
            for t, table in self.server.tables.items()
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
            table = self.server.tables.get(table_id)
            if table is None:
                continue
            log.info("lease taken on %s", table_id)
            async with table.lock:
                await self.catch_up(table)
            self.fan_out(table)
            await self.loaded(table)
            self.server.after_change(table)

    @staticmethod
    def _served_elsewhere(table: LiveTable) -> bool:
        """Nobody is connected to the table here and somebody is at another process: that
        process should hold the lease (it has the players; this one would only replay)."""
        local = any(not isinstance(c, Ghost) for c in table.conns)
        return not local and any(isinstance(c, Ghost) for c in table.conns)

    def _drop(self, lost: set[str]) -> None:
        for table_id in lost:
            self.held.discard(table_id)
            table = self.server.tables.get(table_id)
            if table is not None:
                table.stop_work()

    async def _adopt_orphans(self) -> None:
        """Load playing tables that no process held at two scans in a row (a live process
        takes a new table's lease within a second), so their work goes on."""
        async with self.server.engine.connect() as conn:
            rows = await conn.execute(
                select(db.tables.c.table_id).where(db.tables.c.status == PLAYING)
            )
            ids = [r[0] for r in rows if r[0] not in self.server.tables]
        owners = await self.leases.owners(ids)
        unowned = {t for t, owner in zip(ids, owners, strict=True) if owner is None}
        orphans, self._unowned = unowned & self._unowned, unowned
        for table_id in orphans:
            log.info("adopting table %s (no process holds it)", table_id)
            await self.server.table(table_id)

    # -- presence across processes -----------------------------------------------------------
    def _presence_key(self, table_id: str) -> str:
        return f"{self.hub.prefix}:presence:{table_id}"

    async def decorate(self, table_id: str, notice: dict[str, Any]) -> dict[str, Any]:
        """A presence notice leaves with the seats connected here (also kept in Redis)."""
        if notice.get("kind") != "presence":
            return notice
        table = self.server.tables.get(table_id)
        if table is None:
            return notice
        here = sorted(
            {c.seat for c in table.conns if c.seat is not None and not isinstance(c, Ghost)}
        )
        key = self._presence_key(table_id)
        pipe = self.hub.client.pipeline(transaction=False)
        pipe.hset(key, self.origin, json.dumps(here))
        pipe.expire(key, PRESENCE_DAYS)
        await pipe.execute()
        return {**notice, "seats_here": here}

    def _set_remote_seats(self, table: LiveTable, origin: str, seats: set[int]) -> None:
        """``origin`` now has connections of exactly ``seats`` at this table."""
        ghosts = self.ghosts.setdefault(table.table_id, {})
        now = time.time()
        for (where, seat), ghost in list(ghosts.items()):
            if where == origin and seat not in seats:
                del ghosts[(where, seat)]
                table.conns.discard(ghost)
                if not any(c.seat == seat for c in table.conns):
                    table.gone_since[seat] = now
        for seat in seats:
            if (origin, seat) not in ghosts and 0 <= seat < len(table.seats):
                ghost = Ghost(origin, seat)
                ghosts[(origin, seat)] = ghost
                table.conns.add(ghost)
                table.gone_since.pop(seat, None)

    async def loaded(self, table: LiveTable) -> None:
        """A table was just loaded here: learn who is connected at other processes."""
        try:
            await self.sync_presence(table)
        except Exception as err:  # Redis down: presence notices will tell later
            log.warning("presence of %s not read: %s", table.table_id, brief(err))

    async def seats_connected(self, table_ids: list[str]) -> dict[str, set[int]]:
        """The seats connected at live processes, for tables this process has not loaded
        (from the presence hashes in Redis; empty when Redis does not answer)."""
        try:
            pipe = self.hub.client.pipeline(transaction=False)
            for table_id in table_ids:
                pipe.hgetall(self._presence_key(table_id))
            found: list[dict[str, str]] = await pipe.execute()
            alive = await self.leases.alive(sorted({o for f in found for o in f}))
        except Exception as err:
            log.warning("presence not read: %s", brief(err))
            return {}
        seats: dict[str, set[int]] = {}
        for table_id, hash_ in zip(table_ids, found, strict=True):
            for origin, text in hash_.items():
                if origin in alive:
                    seats.setdefault(table_id, set()).update(presence_seats(text))
        return seats

    async def sync_presence(self, table: LiveTable) -> None:
        """Read who is connected at the other live processes from Redis."""
        found = await self.hub.client.hgetall(self._presence_key(table.table_id))
        raw = {str(k): str(v) for k, v in found.items()}  # the client decodes responses
        origins = [o for o in raw if o != self.origin]
        known = {o for o, _ in self.ghosts.get(table.table_id, {})}
        origins += [o for o in known if o not in raw]
        if not origins:
            return
        alive = await self.leases.alive(origins)
        for origin in origins:
            seats = presence_seats(raw[origin]) if origin in alive and origin in raw else set()
            self._set_remote_seats(table, origin, seats)

    async def _bury_dead_origins(self) -> None:
        """Processes whose alive key expired: their ghosts leave every table."""
        origins = sorted({o for ghosts in self.ghosts.values() for o, _ in ghosts})
        dead = set(origins) - await self.leases.alive(origins)
        if not dead:
            return
        for table_id, ghosts in list(self.ghosts.items()):
            table = self.server.tables.get(table_id)
            if table is None or not any(o in dead for o, _ in ghosts):
                continue
            for origin in dead:
                self._set_remote_seats(table, origin, set())
            table.broadcast({"type": "presence", "seats": table.seats_json()})
            if self.holds(table_id):
                self.server.after_change(table)


def presence_seats(text: str) -> set[int]:
    """The seats in a process's presence entry (a JSON list; nothing if it is not one)."""
    try:
        found = json.loads(text)
    except ValueError:
        return set()
    return {s for s in found if isinstance(s, int)} if isinstance(found, list) else set()

"""Presence across processes: the players connected at other server processes of a cluster.

They stand in this process's tables as ``Ghost`` connections (from the ``seats_here`` of
presence notices, and from a Redis hash per table read when a table loads), so
``connected`` and the zombie grace count them; a process whose ``alive`` key expired
takes its ghosts with it.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from typing import Any

from seaboard.server.announce import broadcast_presence
from seaboard.server.cluster.lease import Leases
from seaboard.server.cluster.redis_hub import RedisHub, brief
from seaboard.server.live_tables import LiveTables
from seaboard.server.table.live import LiveTable

log = logging.getLogger("seaboard.server.cluster")

PRESENCE_DAYS = 86_400  # a table's presence hash outlives any game


class Ghost:
    """A connection of a seat at another process: counted, never sent anything."""

    remote = True  # ``announce.broadcast_state`` builds no view for it

    def __init__(self, origin: str, seat: int) -> None:
        self.origin = origin
        self.seat: int | None = seat
        self.player_id: str | None = None
        self.name: str | None = None
        self.sent_seq = -1
        self.language = "en"  # never told anything here

    def send(self, text: str) -> None:
        return None


class Presence:
    """Who is connected at the other processes, and what this one tells them."""

    def __init__(
        self,
        hub: RedisHub,
        leases: Leases,
        cache: LiveTables,
        changed: Callable[[LiveTable], None],
    ) -> None:
        self.hub = hub
        self.leases = leases
        self.cache = cache
        self.changed = changed  # a table's connections changed: its work may change too
        self.ghosts: dict[str, dict[tuple[str, int], Ghost]] = {}

    @property
    def origin(self) -> str:
        return self.hub.origin

    async def leave(self, table_ids: list[str]) -> None:
        """Remove this process's presence entries of forgotten tables (it has nobody there);
        Redis drops a hash once it is empty, so they do not pile up for PRESENCE_DAYS."""
        if not table_ids:
            return
        try:
            pipe = self.hub.client.pipeline(transaction=False)
            for table_id in table_ids:
                pipe.hdel(self.key(table_id), self.origin)
            await pipe.execute()
        except Exception as err:  # they expire in the end
            log.warning("presence of forgotten tables not removed: %s", brief(err))

    def key(self, table_id: str) -> str:
        return f"{self.hub.prefix}:presence:{table_id}"

    async def decorate(self, table_id: str, notice: dict[str, Any]) -> dict[str, Any]:
        """A presence notice leaves with the seats connected here (also kept in Redis)."""
        if notice.get("kind") != "presence":
            return notice
        table = self.cache.tables.get(table_id)
        if table is None:
            return notice
        here = sorted(
            {c.seat for c in table.conns if c.seat is not None and not isinstance(c, Ghost)}
        )
        key = self.key(table_id)
        pipe = self.hub.client.pipeline(transaction=False)
        pipe.hset(key, self.origin, json.dumps(here))
        pipe.expire(key, PRESENCE_DAYS)
        await pipe.execute()
        return {**notice, "seats_here": here}

    def set_remote_seats(self, table: LiveTable, origin: str, seats: set[int]) -> None:
        """``origin`` now has connections of exactly ``seats`` at this table."""
        ghosts = self.ghosts.setdefault(table.table_id, {})
        now = time.time()
        for (where, seat), ghost in list(ghosts.items()):
            if where == origin and seat not in seats:
                del ghosts[(where, seat)]
                table.unwatch(ghost, now)
        for seat in seats:
            if (origin, seat) not in ghosts and 0 <= seat < len(table.seats):
                ghost = Ghost(origin, seat)
                ghosts[(origin, seat)] = ghost
                table.watch(ghost)

    async def loaded(self, table: LiveTable) -> None:
        """A table was just loaded here: learn who is connected at other processes."""
        try:
            await self.sync(table)
        except Exception as err:  # Redis down: presence notices will tell later
            log.warning("presence of %s not read: %s", table.table_id, brief(err))

    async def seats_connected(self, table_ids: list[str]) -> dict[str, set[int]]:
        """The seats connected at live processes, for tables this process has not loaded
        (from the presence hashes in Redis; empty when Redis does not answer)."""
        try:
            pipe = self.hub.client.pipeline(transaction=False)
            for table_id in table_ids:
                pipe.hgetall(self.key(table_id))
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

    async def sync(self, table: LiveTable) -> None:
        """Read who is connected at the other live processes from Redis."""
        found = await self.hub.client.hgetall(self.key(table.table_id))
        raw = {str(k): str(v) for k, v in found.items()}  # the client decodes responses
        origins = [o for o in raw if o != self.origin]
        known = {o for o, _ in self.ghosts.get(table.table_id, {})}
        origins += [o for o in known if o not in raw]
        if not origins:
            return
        alive = await self.leases.alive(origins)
        for origin in origins:
            seats = presence_seats(raw[origin]) if origin in alive and origin in raw else set()
            self.set_remote_seats(table, origin, seats)

    async def bury_dead_origins(self) -> None:
        """Processes whose alive key expired: their ghosts leave every table."""
        origins = sorted({o for ghosts in self.ghosts.values() for o, _ in ghosts})
        dead = set(origins) - await self.leases.alive(origins)
        if not dead:
            return
        for table_id, ghosts in list(self.ghosts.items()):
            table = self.cache.tables.get(table_id)
            if table is None or not any(o in dead for o, _ in ghosts):
                continue
            for origin in dead:
                self.set_remote_seats(table, origin, set())
            broadcast_presence(table)
            self.changed(table)


def presence_seats(text: str) -> set[int]:
    """The seats in a process's presence entry (a JSON list; nothing if it is not one)."""
    try:
        found = json.loads(text)
    except ValueError:
        return set()
    return {s for s in found if isinstance(s, int)} if isinstance(found, list) else set()

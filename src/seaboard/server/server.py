"""The server's wiring and life cycle: the database, the parts below, the cluster, the sweeper.

A ``Server`` composes the players, the live-table cache, seating, turns, chat, the
announcer and the lobby over one database (``store``) and one hub; with ``redis_url`` set
it adds a ``cluster.Cluster``, handed the parts it needs. The edges call the parts
(``server.turns.submit``, ``server.seating.join``, ...). Every change is committed first
(through the ``Writer``) and only then applied in memory and announced through the hub.
"""

from __future__ import annotations

import asyncio
import gc
from typing import TYPE_CHECKING, Any

from sqlalchemy import select

from seaboard.server import memwatch
from seaboard.server.accounts import Accounts
from seaboard.server.announce import Announcer
from seaboard.server.botrunner import BotRunner
from seaboard.server.chat import Chat
from seaboard.server.cluster.hub import Hub, LocalHub
from seaboard.server.endings import Endings
from seaboard.server.guard import GuessLimiter
from seaboard.server.limits import KeyedBuckets
from seaboard.server.live_tables import LiveTables
from seaboard.server.lobby import public_tables
from seaboard.server.players import Players
from seaboard.server.quickplay import QuickPlay
from seaboard.server.replaying import Replayer
from seaboard.server.reviews import Reviews
from seaboard.server.seating import Seating
from seaboard.server.settings import Settings
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer, make_engine, migrate
from seaboard.server.table.record import record_of
from seaboard.server.table.states import PLAYING
from seaboard.server.turns import Turns
from seaboard.server.your_games import your_tables

if TYPE_CHECKING:
    from seaboard.server.cluster.cluster import Cluster


class Server:
    """One server process's state: the database, the live tables, the bots."""

    def __init__(self, settings: Settings, hub: Hub | None = None) -> None:
        self.settings = settings
        self.engine = make_engine(settings.db_url, settings.db_schema)
        self.writer = Writer(self.engine, settings.batch_window)
        self.cache = LiveTables(self.engine, settings.idle_table_seconds)
        self.tables = self.cache.tables
        self.players = Players(
            self.engine,
            self.writer,
            settings.sign_in_window,
            settings.guests_per_address,
        )
        self.cluster: Cluster | None = None
        redis_hub = None
        if hub is None and settings.redis_url:
            from seaboard.server.cluster.redis_hub import RedisHub

            hub = redis_hub = RedisHub(settings.redis_url, prefix=settings.redis_prefix)
        self.hub: Hub = hub or LocalHub()
        self.bots = BotRunner(settings.bot_processes)
        self.guesses = GuessLimiter(settings.token_guesses_per_minute)
        self.replayer = Replayer(
            settings.replay_workers, settings.replay_pending, settings.replay_cpu_seconds
        )
        self.reviews = Reviews(
            self.engine, settings.review_workers, settings.review_pending, settings.review_niceness
        )
        self.replay_limits = KeyedBuckets(settings.replay_per_minute / 60, settings.replay_burst)
        self.chats = Chat(settings, self.engine, self.writer, self.hub)
        self.accounts = Accounts(
            settings, self.engine, self.writer, self.hub, self.players, self.cache
        )
        self.announcer = Announcer(self.hub, self.cache, self.accounts.heard, self.chats.heard)
        self.turns = Turns(settings, self.writer, self.announcer, self.bots)
        self.seating = Seating(settings, self.writer, self.hub, self.cache, self.turns)
        self.endings = Endings(settings, self.cache, self.turns)
        self.quickplay = QuickPlay(settings, self.engine, self.writer, self.seating)
        if redis_hub is not None:
            from seaboard.server.cluster.cluster import Cluster

            self.cluster = Cluster(
                redis_hub, self.cache, self.engine, settings, self.turns.after_change
            )
            self.cache.watcher = self.turns.peers = self.seating.peers = self.cluster
            self.announcer.remote = self.cluster
            self.quickplay.leases = self.cluster.leases
            from seaboard.server.cluster.review_lease import ReviewLeases

            self.reviews.peers = ReviewLeases(
                self.cluster.leases, redis_hub.client, redis_hub.prefix
            )
            self.reviews.worker = redis_hub.origin
        self.hub.subscribe(self.announcer.heard)
        self._sweeper: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Migrate the database, then resume every table that was being played."""
        await migrate(self.engine, self.settings.db_schema)
        memwatch.install(self.holdings)
        self.writer.start()
        if self.cluster is not None:
            await self.cluster.start()
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(db.tables.c.table_id).where(db.tables.c.status == PLAYING)
            )
            ids = [r[0] for r in rows]
        for table_id in ids:
            table = await self.cache.table(table_id)
            self.turns.after_change(table)
        if self.cluster is None:  # a cluster forgets idle tables at its lease ticks
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep())
        self.quickplay.start()

    async def stop(self) -> None:
        self.turns.closing = True
        await self.quickplay.stop()
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.cluster is not None:
            await self.cluster.stop()
        for table in self.tables.values():
            table.stop_work()
        await self.writer.stop()
        self.bots.close()
        self.replayer.close()
        self.reviews.close()
        await self.engine.dispose()

    def holdings(self) -> dict[str, int]:
        """How many entries the server's maps, caches and tables hold right now (for the
        memory reports of ``memwatch``)."""
        tables = list(self.tables.values())
        counts: dict[str, int] = {
            "tables": len(tables),
            "connections": sum(len(t.conns) for t in tables),
            "events": sum(len(t.log.events) for t in tables),
            "states": sum(len(t.log.states) for t in tables),
            "client_ids": sum(len(t.client_ids) for t in tables),
            "loading": len(self.cache.loading),
            "guess_buckets": len(self.guesses),
            "asyncio_tasks": len(asyncio.all_tasks()),
        }
        for status in ("open", "playing", "over"):
            counts[f"tables_{status}"] = sum(1 for t in tables if t.status == status)
        cluster = self.cluster
        if cluster is not None:
            counts["ghost_tables"] = len(cluster.presence.ghosts)
            counts["ghosts"] = sum(len(g) for g in cluster.presence.ghosts.values())
            counts["leases_held"] = len(cluster.held)
            counts["dirty"] = len(cluster.dirty)
            counts["redis_deliveries"] = len(cluster.hub._deliveries)
            counts["redis_outbox"] = len(cluster.hub._outbox)
        return counts

    async def _sweep(self) -> None:
        period = min(5.0, max(0.2, self.settings.idle_table_seconds / 4))
        while True:
            await asyncio.sleep(period)
            self.cache.forget_idle()

    async def public_tables(self, limit: int = 200) -> list[dict[str, Any]]:
        seats = self.cluster.seats_connected if self.cluster is not None else None
        return await public_tables(self.engine, self.cache, seats, limit)

    async def your_tables(self, player_id: str) -> list[dict[str, Any]]:
        return await your_tables(self.engine, self.cache, player_id)

    async def record(self, table_id: str) -> dict[str, Any]:
        return record_of(await self.cache.table(table_id))


def tune_gc() -> None:
    """Set the garbage collector for a serving process (called once, before serving).

    Everything loaded by now (modules, the app) lives as long as the process: frozen, full
    collections no longer walk it (they took about 0.15 s each with 200 tables open). A
    move allocates hundreds of short-lived containers: the youngest generation is
    collected every 10,000 allocations instead of 700, so live objects are walked less.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)

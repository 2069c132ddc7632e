"""The live-table cache: a table loaded from the database and replayed once, kept while used.

A table is read with its seats and events (``reads.read_table``) and replayed through the
rules; concurrent requests for a table being loaded wait for the same load. Open and
finished tables nobody uses are forgotten (the database keeps them).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Sequence
from typing import Any, Protocol

from sqlalchemy import RowMapping
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.engine import Game, load
from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.store.reads import read_table
from seaboard.server.table.clocks import Clocks
from seaboard.server.table.live import LiveTable, seats_from_rows
from seaboard.server.table.log import GameLog
from seaboard.server.table.states import PLAYING


class LoadWatcher(Protocol):
    """What a cluster does around a load (``cluster.Cluster`` is one)."""

    async def watch(self, table_id: str) -> None: ...

    async def loaded(self, table: LiveTable) -> None: ...

    async def catch_up(self, table: LiveTable) -> bool: ...


class LiveTables:
    """The tables this process holds in memory, by id."""

    def __init__(self, engine: AsyncEngine, idle_seconds: float) -> None:
        self.engine = engine
        self.idle_seconds = idle_seconds
        self.watcher: LoadWatcher | None = None  # set by the cluster, when there is one
        self.tables: dict[str, LiveTable] = {}
        self.loading: dict[str, asyncio.Future[LiveTable]] = {}
        self.heard_while_loading: set[str] = set()  # notices dropped while a table loaded
        self._games: dict[tuple[str, int, str], Game] = {}

    def is_loading(self, table_id: str) -> bool:
        return table_id in self.loading

    def add(self, table: LiveTable) -> None:
        """A table just created here."""
        self.tables[table.table_id] = table

    def heard(self, table_id: str) -> LiveTable | None:
        """The table a notice is about, if loaded here (one being loaded reads it again)."""
        table = self.tables.get(table_id)
        if table is None and table_id in self.loading:
            self.heard_while_loading.add(table_id)
        return table

    async def table(self, table_id: str) -> LiveTable:
        """The live table (loaded from the database and replayed when needed)."""
        found = self.tables.get(table_id)
        if found is not None:
            found.touch()
            return found
        if len(table_id) > 64:
            raise Refused(N_("there is no such table"), 404)
        pending = self.loading.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[LiveTable] = asyncio.get_running_loop().create_future()
        self.loading[table_id] = future
        watcher = self.watcher
        try:
            if watcher is not None:
                await watcher.watch(table_id)  # subscribed before the table is read
            table = await self._load(table_id)
            if watcher is not None:
                await watcher.loaded(table)
            self.tables[table_id] = table
            if watcher is not None and table_id in self.heard_while_loading:
                # Notices that came while it was being read were dropped: read what they told.
                async with table.lock:
                    await watcher.catch_up(table)
            future.set_result(table)
            return table
        except BaseException as err:
            future.set_exception(err)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self.loading[table_id]
            self.heard_while_loading.discard(table_id)

    def forget_idle(self) -> set[str]:
        """Forget open and finished tables that nobody here is connected to and nobody has
        asked for in ``idle_seconds`` (the database keeps them; ``table`` loads them
        again). Playing tables stay: their clocks, bots and zombie takeovers run here."""
        limit = time.monotonic() - self.idle_seconds
        idle = {
            table_id
            for table_id, table in self.tables.items()
            if table.status != PLAYING and table.used <= limit and unwatched(table)
        }
        for table_id in idle:
            self.forget(table_id)
        return idle

    def forget(self, table_id: str) -> None:
        """Drop a table from memory and stop its work here (the database keeps it)."""
        table = self.tables.pop(table_id, None)
        if table is not None:
            table.stop_work()

    async def _load(self, table_id: str) -> LiveTable:
        async with self.engine.connect() as conn:
            row, seat_rows, events = await read_table(conn, table_id)
        if row is None:
            raise Refused(N_("there is no such table"), 404)
        return self.build(row, seat_rows, events)

    def game(self, name: str, players: int, options: dict[str, Any]) -> Game:
        """The game of a stored table (games are immutable: one object per configuration)."""
        key = (name, players, json.dumps(options, sort_keys=True))
        game = self._games.get(key)
        if game is None:
            game = self._games[key] = load(name, players, **options)
        return game

    def build(
        self, row: RowMapping, seat_rows: Sequence[RowMapping], events: Sequence[RowMapping]
    ) -> LiveTable:
        """A live table from its stored row, seats and events (replayed through the rules)."""
        game = self.game(row["game"], row["players"], row["options"])
        per_move = row["turn_days"] is not None
        clocks = Clocks.fresh(game, row["clock_base"], row["clock_increment"], per_move)
        clocks.restore(row)  # the clocks at the start; each event row holds them afterwards
        seats = seats_from_rows(seat_rows)
        table = LiveTable(
            table_id=row["table_id"],
            game=game,
            seed=row["seed"],
            public=row["public"],
            status=row["status"],
            created=row["created"],
            clock_base=row["clock_base"],
            clock_increment=row["clock_increment"],
            timeout_policy=row["timeout_policy"],
            grace=row["grace"],
            seats=seats,
            log=GameLog(game, row["seed"]),
            clocks=clocks,
            result=row["result"],
            rematch_id=row["rematch_id"],
            turn_days=row["turn_days"],
            rated=bool(row["rated"]),
            unrated=row["unrated"],
        )
        table.replay(events)
        table.restore_pause(row)
        table.stop_taken_over_clocks()
        table.all_gone(time.time())  # nobody is connected after a start
        return table


def unwatched(table: LiveTable) -> bool:
    """Nobody here is connected (a socket counts from before its hello) or at work."""
    return (
        table.sockets == 0
        and not table.lock.locked()
        and not any(not getattr(c, "remote", False) for c in table.conns)
    )

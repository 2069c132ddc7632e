"""The database: engine set-up, migrations at start, and the group-committing writer."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import zlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Table, event, text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

T = TypeVar("T")
Work = Callable[[AsyncConnection], Awaitable[Any]]

MIGRATIONS = Path(__file__).parent / "migrations"


def make_engine(url: str, schema: str | None = None) -> AsyncEngine:
    """An async engine; SQLite gets WAL mode and a busy timeout, PostgreSQL a search path."""
    if url.startswith("sqlite"):
        # aiosqlite's DEBUG log repeats every statement with its values (seeds): cap it.
        logging.getLogger("aiosqlite").setLevel(logging.INFO)
        engine = create_async_engine(url, connect_args={"timeout": 30}, hide_parameters=True)

        @event.listens_for(engine.sync_engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

        return engine
    args: dict[str, Any] = {}
    if schema:
        args["server_settings"] = {"search_path": schema}
    # hide_parameters: no seed or other value of a statement in logs or error messages
    return create_async_engine(
        url, connect_args=args, pool_size=10, max_overflow=10, hide_parameters=True
    )


def _upgrade(connection: Connection) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    command.upgrade(config, "head")


async def migrate(engine: AsyncEngine, schema: str | None = None) -> None:
    """Create or upgrade the schema to the latest migration.

    On PostgreSQL the whole upgrade runs in one transaction under an advisory lock, so
    several processes starting together (after an upgrade, or ``--workers``) migrate once:
    the others wait, then find the schema at the head and do nothing.
    """
    async with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            key = zlib.crc32(f"seaboard-migrate:{schema or 'public'}".encode()) - 2**31
            await conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})
            if schema:
                await conn.execute(text(f'CREATE SCHEMA IF NOT EXISTS "{schema}"'))
        await conn.run_sync(_upgrade)


class Writer:
    """Every write goes through here: works queued while a commit runs share the next one.

    Grouping the commits of many tables into one transaction is what lets SQLite keep up
    with hundreds of tables; a work is answered only after its transaction committed. When
    a group fails, its works are retried one by one so one bad work fails alone.
    """

    def __init__(self, engine: AsyncEngine, window: float = 0.0) -> None:
        self._engine = engine
        self._window = window
        self._queue: list[tuple[Work, asyncio.Future[Any]]] = []
        self._rows: list[tuple[Table, dict[str, Any], asyncio.Future[Any]]] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.commits = 0
        self.works = 0

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def insert(self, table: Table, row: dict[str, Any]) -> None:
        """Insert ``row``; the rows of one group go in one statement per table."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._rows.append((table, row, future))
        self._wake.set()
        await future

    async def run(self, work: Callable[[AsyncConnection], Awaitable[T]]) -> T:
        """Run ``work`` in a transaction; return its result once committed."""
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        self._queue.append((work, future))
        self._wake.set()
        return await future

    async def _loop(self) -> None:
        while True:
            await self._wake.wait()
            if self._window:
                await asyncio.sleep(self._window)
            self._wake.clear()
            batch, self._queue = self._queue, []
            rows, self._rows = self._rows, []
            if batch or rows:
                await self._commit(batch, rows)

    async def _commit(
        self,
        batch: list[tuple[Work, asyncio.Future[Any]]],
        rows: list[tuple[Table, dict[str, Any], asyncio.Future[Any]]],
    ) -> None:
        try:
            async with self._engine.begin() as conn:
                by_table: dict[Table, list[dict[str, Any]]] = {}
                for table, row, _ in rows:
                    by_table.setdefault(table, []).append(row)
                for table, values in by_table.items():
                    await conn.execute(table.insert(), values)
                results = [await work(conn) for work, _ in batch]
        except Exception as err:
            if len(batch) + len(rows) == 1:
                for _, future in batch:
                    _settle(future, error=err)
                for _, _, future in rows:
                    _settle(future, error=err)
                return
            for item in batch:
                await self._commit([item], [])
            for one in rows:
                await self._commit([], [one])
            return
        self.commits += 1
        self.works += len(batch) + len(rows)
        for (_, future), result in zip(batch, results, strict=True):
            _settle(future, result=result)
        for _, _, future in rows:
            _settle(future)


def _settle(
    future: asyncio.Future[Any], result: Any = None, error: BaseException | None = None
) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)

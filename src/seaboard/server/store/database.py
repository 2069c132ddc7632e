"""The database: engine set-up, migrations at start, and the group-committing writer."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import zlib
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Table, event, text
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

T = TypeVar("T")
Work = Callable[[AsyncConnection], Awaitable[Any]]

MIGRATIONS = Path(__file__).parent / "migrations"
SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA busy_timeout=30000",
)


def make_engine(url: str, schema: str | None = None) -> AsyncEngine:
    """An async engine; SQLite gets WAL mode and a busy timeout, PostgreSQL a search path."""
    if url.startswith("sqlite"):
        # aiosqlite's DEBUG log repeats every statement with its values (seeds): cap it.
        logging.getLogger("aiosqlite").setLevel(logging.INFO)
        engine = create_async_engine(url, connect_args={"timeout": 30}, hide_parameters=True)

        @event.listens_for(engine.sync_engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            for pragma in SQLITE_PRAGMAS:
                cursor.execute(pragma)
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
        self._direct = SqliteRows.for_engine(engine)
        self.commits = 0
        self.works = 0

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._direct is not None:
            self._direct.close()

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
        if rows and self._direct is not None:
            await self._commit_direct(rows)
            if not batch:
                return
            rows = []
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

    async def _commit_direct(
        self, rows: list[tuple[Table, dict[str, Any], asyncio.Future[Any]]]
    ) -> None:
        """The rows in one SQLite transaction; when it fails, each row alone."""
        assert self._direct is not None
        try:
            await self._direct.insert([(table, row) for table, row, _ in rows])
        except Exception as err:
            if len(rows) == 1:
                _settle(rows[0][2], error=err)
                return
            for one in rows:
                await self._commit_direct([one])
            return
        self.commits += 1
        self.works += len(rows)
        for _, _, future in rows:
            _settle(future)


class SqliteRows:
    """SQLite only: the writer's rows inserted by a plain sqlite3 connection on a thread.

    Through SQLAlchemy and aiosqlite a commit of one row cost about 0.5 ms of the event
    loop's CPU (five hops to aiosqlite's thread, each with its wake-ups); here it is one hop
    and about 0.05 ms. Values go through the columns' own SQLAlchemy bind processors, so
    the stored text is the same, and errors come back as SQLAlchemy's exceptions.
    """

    def __init__(self, path: str, dialect: Dialect) -> None:
        self._path = path
        self._dialect = dialect
        self._connection: sqlite3.Connection | None = None
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="seaboard-rows")
        self._statements: dict[tuple[Table, tuple[str, ...]], tuple[str, list[Any]]] = {}

    @classmethod
    def for_engine(cls, engine: AsyncEngine) -> SqliteRows | None:
        """The direct path for a SQLite file (None for other databases and ``:memory:``)."""
        url = engine.url
        if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
            return None
        return cls(url.database, engine.dialect)

    async def insert(self, rows: list[tuple[Table, dict[str, Any]]]) -> None:
        """Insert ``rows`` in one transaction, committed when this returns."""
        groups: dict[tuple[Table, tuple[str, ...]], list[tuple[Any, ...]]] = {}
        for table, row in rows:
            key = (table, tuple(row))
            _, processors = self._statement(key)
            groups.setdefault(key, []).append(
                tuple(
                    value if proc is None else proc(value)
                    for value, proc in zip(row.values(), processors, strict=True)
                )
            )
        work = [(self._statements[key][0], values) for key, values in groups.items()]
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(self._thread, self._run, work)

    def close(self) -> None:
        """Close the connection and end the thread (a second call does nothing)."""
        with contextlib.suppress(RuntimeError):  # already shut down
            self._thread.submit(self._close)
        self._thread.shutdown(wait=True)

    def _statement(self, key: tuple[Table, tuple[str, ...]]) -> tuple[str, list[Any]]:
        if key not in self._statements:
            table, names = key
            columns = [table.c[name] for name in names]
            quote = self._dialect.identifier_preparer.quote
            sql = "INSERT INTO {} ({}) VALUES ({})".format(
                quote(table.name), ", ".join(quote(n) for n in names), ", ".join("?" for _ in names)
            )
            processors = [
                c.type.dialect_impl(self._dialect).bind_processor(self._dialect) for c in columns
            ]
            self._statements[key] = (sql, processors)
        return self._statements[key]

    def _run(self, work: list[tuple[str, list[tuple[Any, ...]]]]) -> None:
        """On the thread: one transaction for every statement of ``work``."""
        if self._connection is None:
            connection = sqlite3.connect(self._path, isolation_level=None, timeout=30)
            for pragma in SQLITE_PRAGMAS:
                connection.execute(pragma)
            self._connection = connection
        connection = self._connection
        sql = ""
        try:
            connection.execute("BEGIN")
            for sql, values in work:
                connection.executemany(sql, values)
            connection.execute("COMMIT")
        except sqlite3.Error as err:
            with contextlib.suppress(sqlite3.Error):
                connection.execute("ROLLBACK")
            raise DBAPIError.instance(sql, None, err, sqlite3.Error, hide_parameters=True) from None

    def _close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def _settle(
    future: asyncio.Future[Any], result: Any = None, error: BaseException | None = None
) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)

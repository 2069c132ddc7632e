"""Limits counted in the database before the work they limit, so every process sees them.

An attempt (a sign-in, a sign-up, a password check, a rename, a new guest) first
*reserves* its slot: one row under each of its keys is inserted and the keys' rows in the
last ``window`` seconds are counted, in one transaction that holds the attempts' lock (an
advisory lock on PostgreSQL; SQLite's write lock, taken by the insert, on SQLite), so
however many requests arrive at once, in however many processes, exactly as many get a
slot as would one after another. A refused attempt leaves no row. An attempt that turns
out not to count (a right password, a name already taken) gives its slot back
(``refund``).
"""

from __future__ import annotations

import time
import zlib

from sqlalchemy import delete, func, select, text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer

TOO_MANY_SIGN_INS = N_("Too many failed sign-ins; wait a few minutes and try again.")
TOO_MANY_SIGN_UPS = N_("Too many new accounts from your address; wait a few minutes and try again.")
TOO_MANY_PASSWORDS = N_("Too many wrong current passwords; wait a few minutes and try again.")
TOO_MANY_RENAMES = N_("Too many new names; wait a few minutes and try again.")
TOO_MANY_GUESTS = N_("Too many new players from your address; wait a few minutes and try again.")
LOCK = zlib.crc32(b"seaboard-attempts") - 2**31  # PostgreSQL's advisory lock of the counts
a = db.attempts.c


class Attempts:
    """Counts of recent attempts by key (``address:<ip>``, ``pair:<name>|<ip>``, ...)."""

    def __init__(self, engine: AsyncEngine, writer: Writer, window: float) -> None:
        self.engine = engine
        self.writer = writer
        self.window = window

    async def reserve(self, limits: dict[str, int | None], message: str) -> list[int]:
        """One attempt under each key, or Refused (429 with ``message``, nothing counted)
        when a key already holds its limit (None: counted, never refused). The rows'
        ids, for ``refund``."""

        async def work(conn: AsyncConnection) -> list[int] | None:
            now = time.time()
            if conn.dialect.name == "postgresql":
                await conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": LOCK})
            await conn.execute(delete(db.attempts).where(a.time <= now - self.window))
            ids = []
            for key in limits:
                row = await conn.execute(
                    db.attempts.insert().values(key=key, time=now).returning(a.id)
                )
                ids.append(int(row.scalar_one()))
            rows = await conn.execute(
                select(a.key, func.count())
                .where(a.key.in_(list(limits)), a.time > now - self.window)
                .group_by(a.key)
            )
            counts = {row[0]: int(row[1]) for row in rows}
            if any(n is not None and counts.get(k, 0) > n for k, n in limits.items()):
                await conn.execute(delete(db.attempts).where(a.id.in_(ids)))
                return None
            return ids

        ids = await self.writer.run(work)
        if ids is None:
            raise Refused(message, 429)
        return ids

    async def refund(self, ids: list[int]) -> None:
        """The reserved attempts did not count after all."""
        await self.writer.run(lambda c: c.execute(delete(db.attempts).where(a.id.in_(ids))))

    async def count(self, key: str) -> int:
        """The attempts under ``key`` in the window."""
        since = time.time() - self.window
        async with self.engine.connect() as conn:
            found = await conn.execute(select(func.count()).where(a.key == key, a.time > since))
            return int(found.scalar_one())

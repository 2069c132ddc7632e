"""Sign-in (and sign-up) limits, counted in the database so every process sees them alike.

A failed sign-in is written once under its address and once under its name; a key with
``limit`` rows in the last ``window`` seconds is refused until older rows fall out of the
window. A name that does not exist is counted like one that does.
"""

from __future__ import annotations

import time

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from seaboard.server.errors import Refused
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer

TOO_MANY_SIGN_INS = "Too many failed sign-ins; wait a few minutes and try again."
TOO_MANY_SIGN_UPS = "Too many new accounts from your address; wait a few minutes and try again."


class Attempts:
    """Counts of recent attempts by key (``address:<ip>``, ``name:<folded name>``)."""

    def __init__(self, engine: AsyncEngine, writer: Writer, window: float) -> None:
        self.engine = engine
        self.writer = writer
        self.window = window

    async def check(self, limits: dict[str, int], message: str) -> None:
        """Refuse (429 with ``message``) when any key has reached its limit."""
        since = time.time() - self.window
        a = db.attempts.c
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(a.key, func.count())
                .where(a.key.in_(list(limits)), a.time > since)
                .group_by(a.key)
            )
            counts = {row[0]: int(row[1]) for row in rows}
        if any(counts.get(key, 0) >= limit for key, limit in limits.items()):
            raise Refused(message, 429)

    async def note(self, keys: list[str]) -> None:
        """One attempt under each key (and the rows past the window go)."""
        now = time.time()

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(db.attempts.insert(), [{"key": k, "time": now} for k in keys])
            await conn.execute(delete(db.attempts).where(db.attempts.c.time <= now - self.window))

        await self.writer.run(work)

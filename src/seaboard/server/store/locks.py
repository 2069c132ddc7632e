"""A lock held across every process of one database: PostgreSQL's session advisory locks.

``held(engine, name)`` keeps the lock named ``name`` from entering to leaving its block, on a
connection of its own, so the block may commit through other connections (the writer) and
still exclude the same block in every other process. On SQLite (one process serves a file)
the callers' ``asyncio`` locks already exclude, and this holds nothing.
"""

from __future__ import annotations

import zlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine


def key_of(name: str) -> int:
    """A name's advisory-lock key: a signed 64-bit number (two CRCs, so few names collide)."""
    data = name.encode()
    return ((zlib.crc32(data) << 32) | zlib.crc32(data[::-1])) - 2**63


@asynccontextmanager
async def held(engine: AsyncEngine, name: str) -> AsyncIterator[None]:
    """The block runs while this process holds the lock ``name`` (waiting for it first)."""
    if engine.dialect.name != "postgresql":
        yield
        return
    key = key_of(name)
    async with engine.connect() as conn:
        await conn.execute(text("SELECT pg_advisory_lock(:key)"), {"key": key})
        await conn.commit()  # hold the lock outside any transaction while the block works
        try:
            yield
        finally:
            await conn.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": key})
            await conn.commit()

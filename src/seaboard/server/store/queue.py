"""The quick-play queue's reads and writes (the ``quickplay`` table, shared by every process)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import CursorResult, RowMapping, delete, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer

q = db.quickplay.c


async def enter(writer: Writer, row: dict[str, Any]) -> None:
    """Put a player in the queue (in place of any earlier entry of theirs)."""

    async def work(conn: AsyncConnection) -> None:
        await conn.execute(delete(db.quickplay).where(q.player_id == row["player_id"]))
        await conn.execute(db.quickplay.insert().values(**row))

    await writer.run(work)


async def leave(writer: Writer, player_id: str) -> bool:
    """Take a waiting player out of the queue; False if they were not waiting."""
    done: CursorResult[Any] = await writer.run(
        lambda conn: conn.execute(
            delete(db.quickplay).where(q.player_id == player_id, q.table_id.is_(None))
        )
    )
    return bool(done.rowcount)


async def entry(engine: AsyncEngine, player_id: str) -> RowMapping | None:
    """The player's queue row (waiting, or seated with its table), or None."""
    async with engine.connect() as conn:
        found = await conn.execute(select(db.quickplay).where(q.player_id == player_id))
        return found.mappings().first()


async def waiting(engine: AsyncEngine) -> Sequence[RowMapping]:
    """Every waiting player's row, longest waiting first."""
    async with engine.connect() as conn:
        found = await conn.execute(
            select(db.quickplay).where(q.table_id.is_(None)).order_by(q.since, q.player_id)
        )
        return found.mappings().all()


async def seat(writer: Writer, player_ids: Sequence[str], table_id: str) -> bool:
    """Mark the players seated at ``table_id``, all or none: False (nothing changed) when
    one of them left the queue or was seated elsewhere meanwhile."""

    async def work(conn: AsyncConnection) -> bool:
        done: CursorResult[Any] = await conn.execute(
            update(db.quickplay)
            .where(q.player_id.in_(list(player_ids)), q.table_id.is_(None))
            .values(table_id=table_id)
        )
        if done.rowcount != len(player_ids):
            await conn.execute(
                update(db.quickplay)
                .where(q.player_id.in_(list(player_ids)), q.table_id == table_id)
                .values(table_id=None)
            )
            return False
        return True

    ok: bool = await writer.run(work)
    return ok


async def confirm(writer: Writer, pending: str, table_id: str) -> None:
    """The players reserved under ``pending`` are seated at ``table_id`` (it is written)."""
    await writer.run(
        lambda conn: conn.execute(
            update(db.quickplay).where(q.table_id == pending).values(table_id=table_id)
        )
    )


async def unseat(writer: Writer, table_id: str) -> None:
    """Put the players marked seated at ``table_id`` back to waiting (it failed to start)."""
    await writer.run(
        lambda conn: conn.execute(
            update(db.quickplay).where(q.table_id == table_id).values(table_id=None)
        )
    )


async def forget_seated(writer: Writer, before: float) -> None:
    """Drop the rows of players seated (and entered) before ``before``."""
    await writer.run(
        lambda conn: conn.execute(
            delete(db.quickplay).where(q.table_id.is_not(None), q.since < before)
        )
    )


async def recent_pairs(
    engine: AsyncEngine, player_ids: Sequence[str], since: float
) -> set[frozenset[str]]:
    """The pairs of these players who sat at one table begun at ``since`` or later."""
    if not player_ids:
        return set()
    s, t = db.seats.c, db.tables.c
    async with engine.connect() as conn:
        rows = await conn.execute(
            select(s.table_id, s.player_id)
            .join(db.tables, t.table_id == s.table_id)
            .where(s.player_id.in_(list(player_ids)), t.started >= since)
        )
        tables: dict[str, set[str]] = {}
        for table_id, player_id in rows:
            tables.setdefault(table_id, set()).add(player_id)
    return {
        frozenset((a, b)) for players in tables.values() for a in players for b in players if a < b
    }

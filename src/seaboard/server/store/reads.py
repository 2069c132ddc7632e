"""Reading tables back from the database: one table's row, seats and events, and the
rows and seats of the newest public tables for the lobby."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import RowMapping, Select, select
from sqlalchemy.ext.asyncio import AsyncConnection

from seaboard.server.store import schema as db


def seats_with_names() -> Select[Any]:
    """Seats, each with its player's name (None for an empty or bot seat)."""
    return select(db.seats, db.players.c.name).outerjoin(
        db.players, db.players.c.player_id == db.seats.c.player_id
    )


async def read_table(
    conn: AsyncConnection, table_id: str, after_seq: int = 0
) -> tuple[RowMapping | None, Sequence[RowMapping], Sequence[RowMapping]]:
    """The table's row (None if there is no such table), its seats with the players'
    names, and its events after ``after_seq`` in order."""
    # Events before the row: each statement sees the latest commit, and an event that ends
    # the game is committed with the row's new status, so the row read after the events is
    # never older than they are (a process catching up never misses the end of a game).
    events = (
        (
            await conn.execute(
                select(db.events)
                .where(db.events.c.table_id == table_id, db.events.c.seq > after_seq)
                .order_by(db.events.c.seq)
            )
        )
        .mappings()
        .all()
    )
    row = (
        (await conn.execute(select(db.tables).where(db.tables.c.table_id == table_id)))
        .mappings()
        .first()
    )
    if row is None:
        return None, (), ()
    seat_rows = (
        (
            await conn.execute(
                seats_with_names().where(db.seats.c.table_id == table_id).order_by(db.seats.c.seat)
            )
        )
        .mappings()
        .all()
    )
    return row, seat_rows, events


async def read_summaries(
    conn: AsyncConnection, limit: int
) -> tuple[Sequence[RowMapping], dict[str, list[RowMapping]]]:
    """The newest ``limit`` public tables' rows, and each one's seats (by table id)."""
    rows = (
        (
            await conn.execute(
                select(db.tables)
                .where(db.tables.c.public.is_(True))
                .order_by(db.tables.c.created.desc())
                .limit(limit)
            )
        )
        .mappings()
        .all()
    )
    seats: dict[str, list[RowMapping]] = {r["table_id"]: [] for r in rows}
    if rows:
        found = await conn.execute(
            seats_with_names()
            .where(db.seats.c.table_id.in_(list(seats)))
            .order_by(db.seats.c.table_id, db.seats.c.seat)
        )
        for seat in found.mappings():
            seats[seat["table_id"]].append(seat)
    return rows, seats

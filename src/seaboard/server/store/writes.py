"""The server's writes: a table and its seats, an event, a seat's player or bot, a table's row.

Each goes through the ``Writer`` and returns once the database holds it; the callers
change the live table only afterwards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sqlalchemy import CursorResult, update
from sqlalchemy.ext.asyncio import AsyncConnection

from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer
from seaboard.server.store.ratings import counts, rate_in, too_often
from seaboard.server.table.states import OVER, PLAYING

if TYPE_CHECKING:
    from seaboard.server.table.live import LiveTable, Seat
    from seaboard.server.table.proposal import Proposal


def seat_row(table_id: str, seat: int, s: Seat) -> dict[str, Any]:
    return {
        "table_id": table_id,
        "seat": seat,
        "player_id": s.player_id,
        "bot": s.bot,
        "reserved_for": s.reserved_for,
        "takeover": s.takeover,
    }


async def insert_table(writer: Writer, table: LiveTable) -> str | None:
    """A new table with its seats; one written as started (quick play) is checked against
    the same opponents' cap: the sentence saying it does not count, or None."""
    row = {
        "table_id": table.table_id,
        "game": table.game.name,
        "players": table.game.players,
        "options": dict(table.game.options),
        "seed": table.seed,
        "public": table.public,
        "status": table.status,
        "created": table.created,
        "clock_base": table.clock_base,
        "clock_increment": table.clock_increment,
        "timeout_policy": table.timeout_policy,
        "grace": table.grace,
        "turn_days": table.turn_days,
        "rated": table.rated,
        **table.clocks.to_row(),
    }
    seat_rows = [seat_row(table.table_id, i, s) for i, s in enumerate(table.seats)]

    async def work(conn: AsyncConnection) -> str | None:
        unrated = None
        if table.status == PLAYING:
            unrated = await too_often(conn, table, table.created)
            row.update(started=table.created, unrated=unrated)
        await conn.execute(db.tables.insert().values(**row))
        await conn.execute(db.seats.insert(), seat_rows)
        return unrated

    unrated: str | None = await writer.run(work)
    return unrated


async def start_table(writer: Writer, table: LiveTable, now: float, **values: Any) -> str | None:
    """The table's row as started (``values``: its status and clocks), checked against the
    same opponents' cap in the same transaction: the sentence saying its game does not
    count for ratings, or None."""

    async def work(conn: AsyncConnection) -> str | None:
        unrated = await too_often(conn, table, now)
        await conn.execute(
            update(db.tables)
            .where(db.tables.c.table_id == table.table_id)
            .values(**values, started=now, unrated=unrated)
        )
        return unrated

    unrated: str | None = await writer.run(work)
    return unrated


async def commit_event(writer: Writer, table: LiveTable, proposal: Proposal) -> dict[str, Any]:
    """Commit one event (with the table's new status, clocks and result when they change,
    and its seat's bot when it changes hands); the event as logged, without its table and
    seq."""
    event_row = proposal.event_row(table.table_id)
    change = proposal.seat_change
    if proposal.status == table.status and change is None:
        # The usual case: one row in the log; the clocks travel in it.
        await writer.insert(db.events, event_row)
        return logged(event_row)
    table_values = {
        "status": proposal.status,
        "result": proposal.result,
        **proposal.clocks.to_row(),
    }

    # A takeover bot's moves never change a rating (a rated table never reaches one).
    rate = (
        table.rated
        and proposal.status == OVER
        and counts(proposal.result)
        and not table.log.taken_over
        and table.unrated is None
    )

    async def work(conn: AsyncConnection) -> None:
        await conn.execute(db.events.insert().values(**event_row))
        if rate and proposal.result is not None:  # the ratings change with the result
            await rate_in(conn, table, proposal.result, proposal.time)
        await conn.execute(
            update(db.tables).where(db.tables.c.table_id == table.table_id).values(**table_values)
        )
        if change is not None:  # a bot takes the seat over, or gives it back, with the event
            await conn.execute(
                update(db.seats)
                .where(db.seats.c.table_id == table.table_id, db.seats.c.seat == proposal.seat)
                .values(bot=change[0], takeover=change[1])
            )

    await writer.run(work)
    return logged(event_row)


def logged(event_row: dict[str, Any]) -> dict[str, Any]:
    """An event row as a notice carries it (the table and seq travel beside it)."""
    return {k: v for k, v in event_row.items() if k not in ("table_id", "seq")}


async def update_table(writer: Writer, table_id: str, **values: Any) -> None:
    """Change columns of a table's row (status, clocks, rematch)."""
    await writer.run(
        lambda c: c.execute(
            update(db.tables).where(db.tables.c.table_id == table_id).values(**values)
        )
    )


async def set_seat(writer: Writer, table_id: str, seat: int, **values: Any) -> None:
    """Change columns of one seat (its player, or its bot and takeover)."""
    await writer.run(
        lambda c: c.execute(
            update(db.seats)
            .where(db.seats.c.table_id == table_id, db.seats.c.seat == seat)
            .values(**values)
        )
    )


async def claim_seat(writer: Writer, table_id: str, seat: int, player_id: str) -> bool:
    """Seat a player where nobody sits; False when another process filled it first."""
    done: CursorResult[Any] = await writer.run(
        lambda conn: conn.execute(
            update(db.seats)
            .where(
                db.seats.c.table_id == table_id,
                db.seats.c.seat == seat,
                db.seats.c.player_id.is_(None),  # another process may have filled it
            )
            .values(player_id=player_id)
        )
    )
    return bool(done.rowcount)

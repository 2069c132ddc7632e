"""A commit runs to its end when its task is cancelled: a timer replaced by a connection's
change, or a bot stopped, in the middle of writing an event leaves the table in memory as
the database holds it (before, the next event reused the seq: UNIQUE events.table_id, seq)."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from harness import Running
from sqlalchemy import func, select
from test_table_life import ServerMaker, two_player

from seaboard.server.store import schema as db
from seaboard.server.table.log import ACT


def in_loop(srv: Running, work: Any) -> Any:
    loop = srv.server.writer._task.get_loop()  # type: ignore[union-attr]
    return asyncio.run_coroutine_threadsafe(work, loop).result(30)


async def cancel_mid_write(srv: Running, table_id: str) -> tuple[int, int, bool]:
    """Cancel a move's task once its event is with the writer: the seq in memory, the
    events stored, and whether the cancellation still reached the task."""
    server = srv.server
    table = await server.cache.table(table_id)
    writer = server.writer
    entered = asyncio.Event()
    original = writer.insert

    async def insert(*args: Any) -> None:
        entered.set()
        await original(*args)

    writer.insert = insert  # type: ignore[method-assign]
    try:
        seat = table.log.state.to_move
        notation = str(table.log.state.legal_actions()[0])
        task = asyncio.ensure_future(
            server.turns.submit(table, seat, ACT, notation, None, table.log.seq)
        )
        await entered.wait()
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    finally:
        writer.insert = original  # type: ignore[method-assign]
    async with server.engine.connect() as conn:
        stored = await conn.scalar(
            select(func.count()).select_from(db.events).where(db.events.c.table_id == table_id)
        )
    return table.log.seq, int(stored or 0), task.cancelled()


def test_a_cancelled_move_is_applied_as_it_was_stored(make_server: ServerMaker) -> None:
    with make_server() as srv:
        table_id, _, _ = two_player(srv, game="ebbe-flut")
        seq, stored, cancelled = in_loop(srv, cancel_mid_write(srv, table_id))
        assert cancelled, "the task was not told it was cancelled"
        assert seq == stored, f"the table is at seq {seq}, the database holds {stored} events"
        # The next move takes the next seq (it was refused as a duplicate row before).
        info = srv.get(f"/api/tables/{table_id}").json()
        assert info["status"] == "playing"
        seq2, stored2, _ = in_loop(srv, cancel_mid_write(srv, table_id))
        assert seq2 == stored2 == stored + 1

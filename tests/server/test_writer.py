"""The writer's direct SQLite path for log rows: the same stored text as SQLAlchemy's, one
transaction per group, and a bad row refused alone with SQLAlchemy's exception."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer, make_engine, migrate


def row(seq: int, table_id: str = "t1") -> dict[str, Any]:
    return {
        "table_id": table_id,
        "seq": seq,
        "seat": seq % 2,
        "kind": "act",
        "notation": f"move {seq} é",
        "client_id": None if seq % 3 else f"c{seq}",
        "time": 1700000000.25 + seq,
        "clocks": {"running": 1, "remaining_ms": [None, 59000 - seq], "turn_deadline": None},
    }


async def write_rows(path: Path) -> tuple[list[Any], bool]:
    engine = make_engine(f"sqlite+aiosqlite:///{path}")
    await migrate(engine)
    writer = Writer(engine)
    writer.start()
    direct = writer._direct is not None
    try:
        # the same rows through SQLAlchemy, for comparison
        async with engine.begin() as conn:
            await conn.execute(db.events.insert(), [row(s, "t0") for s in (1, 2, 3)])
        await asyncio.gather(*(writer.insert(db.events, row(s)) for s in (1, 2, 3)))
        results = await asyncio.gather(
            writer.insert(db.events, row(4)),
            writer.insert(db.events, row(2)),  # (table_id, seq) already taken
            writer.insert(db.events, row(5)),
            return_exceptions=True,
        )
        async with engine.connect() as conn:
            read = (await conn.execute(select(db.events).order_by(db.events.c.id))).mappings()
            rows = [dict(r) for r in read]
    finally:
        await writer.stop()
        await engine.dispose()
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], IntegrityError)
    return rows, direct


def test_direct_rows_store_what_sqlalchemy_stores(tmp_path: Path) -> None:
    path = tmp_path / "w.db"
    rows, direct = asyncio.run(write_rows(path))
    assert direct, "a SQLite file should take the direct path"
    ours = {r["seq"]: r for r in rows if r["table_id"] == "t1"}
    theirs = {r["seq"]: r for r in rows if r["table_id"] == "t0"}
    assert sorted(ours) == [1, 2, 3, 4, 5]
    for seq in (1, 2, 3):
        a = {k: v for k, v in ours[seq].items() if k not in ("id", "table_id")}
        b = {k: v for k, v in theirs[seq].items() if k not in ("id", "table_id")}
        assert a == b == {k: v for k, v in row(seq).items() if k != "table_id"}
    with sqlite3.connect(path) as raw:
        text = dict(raw.execute("SELECT table_id || seq, clocks FROM events").fetchall())
    assert text["t11"] == text["t01"] and text["t13"] == text["t03"]


@pytest.mark.parametrize("url", ["sqlite+aiosqlite://", "postgresql+asyncpg://u@h/db"])
def test_no_direct_path_without_a_sqlite_file(url: str) -> None:
    async def direct() -> bool:
        engine = make_engine(url)
        try:
            return Writer(engine)._direct is not None
        finally:
            await engine.dispose()

    assert not asyncio.run(direct())

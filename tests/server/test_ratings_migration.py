"""Migration 0005: a table stored before it reads as casual, and the ratings, their history
and the quick-play queue exist afterwards (SQLite, and PostgreSQL when set)."""

from __future__ import annotations

import asyncio
import os
import secrets
from typing import Any

import pytest
from harness import PG_ENV
from sqlalchemy import text
from test_seed_column import ROW, _upgrade

from seaboard.server.store import schema
from seaboard.server.store.database import make_engine

KINDS = ["sqlite", "postgres"] if os.environ.get(PG_ENV) else ["sqlite"]


async def _through(url: str, name: str | None) -> dict[str, Any]:
    engine = make_engine(url, name)
    try:
        async with engine.begin() as conn:
            if name:
                await conn.execute(text(f'CREATE SCHEMA "{name}"'))
            await conn.run_sync(_upgrade, "0004")
            await conn.execute(
                text(
                    "INSERT INTO tables (table_id, game, players, options, seed, public,"
                    " status, created, timeout_policy, grace) VALUES (:table_id, :game,"
                    " :players, :options, :seed, :public, :status, :created,"
                    " :timeout_policy, :grace)"
                ),
                {**ROW, "options": "{}", "table_id": "old", "seed": "5"},
            )
        async with engine.begin() as conn:
            await conn.run_sync(_upgrade, "head")
            rated = (await conn.execute(schema.tables.select())).mappings().one()["rated"]
            await conn.execute(
                schema.ratings.insert().values(
                    player_id="p", group="ebbe-flut/2p", mu=25.0, sigma=8.0, games=1
                )
            )
            counts = {
                t.name: (await conn.execute(text(f"SELECT COUNT(*) FROM {t.name}"))).scalar()
                for t in (schema.ratings, schema.rating_history, schema.quickplay)
            }
            if name:
                await conn.execute(text(f'DROP SCHEMA "{name}" CASCADE'))
        return {"rated": rated, **counts}
    finally:
        await engine.dispose()


@pytest.mark.parametrize("kind", KINDS)
def test_old_tables_are_casual_and_the_new_tables_exist(kind: str, tmp_path: Any) -> None:
    if kind == "sqlite":
        url, name = f"sqlite+aiosqlite:///{tmp_path / 'm.db'}", None
    else:
        url, name = os.environ[PG_ENV], f"m_{secrets.token_hex(6)}"
    found = asyncio.run(_through(url, name))
    assert found == {"rated": False, "ratings": 1, "rating_history": 0, "quickplay": 0}

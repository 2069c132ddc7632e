"""A table's seed has 128 bits: the database keeps it exactly, and migration 0002 keeps the
seeds of tables made before it."""

from __future__ import annotations

import asyncio
import os
import secrets
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from harness import PG_ENV
from sqlalchemy import text
from sqlalchemy.engine import Connection

from seaboard.server.store import database, schema
from seaboard.server.store.database import make_engine

KINDS = ["sqlite", "postgres"] if os.environ.get(PG_ENV) else ["sqlite"]
ROW: dict[str, Any] = {
    "game": "ebbe-flut",
    "players": 2,
    "options": {},
    "public": True,
    "status": "open",
    "created": 0.0,
    "timeout_policy": "bot",
    "grace": 0.0,
}


def _upgrade(connection: Connection, revision: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(database.MIGRATIONS))
    config.attributes["connection"] = connection
    command.upgrade(config, revision)


async def _seeds_through_the_migration(url: str, name: str | None) -> list[tuple[str, int]]:
    engine = make_engine(url, name)
    try:
        async with engine.begin() as conn:
            if name:
                await conn.execute(text(f'CREATE SCHEMA "{name}"'))
            await conn.run_sync(_upgrade, "0001")
            await conn.execute(
                text(
                    "INSERT INTO tables (table_id, game, players, options, seed, public, status,"
                    " created, timeout_policy, grace) VALUES (:table_id, :game, :players,"
                    " :options, :seed, :public, :status, :created, :timeout_policy, :grace)"
                ),
                {**ROW, "options": "{}", "table_id": "old", "seed": 2**62 + 1},
            )
        async with engine.begin() as conn:
            await conn.run_sync(_upgrade, "head")
            await conn.execute(
                schema.tables.insert().values(**ROW, table_id="new", seed=2**128 - 1)
            )
            rows = (await conn.execute(schema.tables.select())).mappings().all()
            if name:
                await conn.execute(text(f'DROP SCHEMA "{name}" CASCADE'))
        return sorted((r["table_id"], r["seed"]) for r in rows)
    finally:
        await engine.dispose()


@pytest.mark.parametrize("kind", KINDS)
def test_seeds_of_128_bits_are_kept_exactly_and_old_ones_survive(kind: str, tmp_path: Path) -> None:
    if kind == "sqlite":
        url, name = f"sqlite+aiosqlite:///{tmp_path / 'seeds.db'}", None
    else:
        url, name = os.environ[PG_ENV], f"seedcol_{secrets.token_hex(4)}"
    rows = asyncio.run(_seeds_through_the_migration(url, name))
    assert rows == [("new", 2**128 - 1), ("old", 2**62 + 1)]
    assert all(type(seed) is int for _, seed in rows)

"""Migration 0004: the turn_days column, and results stored before issue 23 moved to the
reasons of the contract (their words kept as ``text``)."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
from pathlib import Path
from typing import Any

import pytest
from harness import PG_ENV
from sqlalchemy import text
from test_seed_column import ROW, _upgrade

from seaboard.server.store import schema
from seaboard.server.store.database import make_engine

KINDS = ["sqlite", "postgres"] if os.environ.get(PG_ENV) else ["sqlite"]
OLD = {
    "played": {"scores": [3, 1], "winners": [0], "reason": "the game ended"},
    "clock": {"scores": [0, 0], "winners": [1], "reason": "Water ran out of time"},
}


async def _through_the_migration(url: str, name: str | None) -> dict[str, Any]:
    engine = make_engine(url, name)
    try:
        async with engine.begin() as conn:
            if name:
                await conn.execute(text(f'CREATE SCHEMA "{name}"'))
            await conn.run_sync(_upgrade, "0002")
            for table_id, result in OLD.items():
                await conn.execute(
                    text(
                        "INSERT INTO tables (table_id, game, players, options, seed, public,"
                        " status, created, timeout_policy, grace, result) VALUES (:table_id,"
                        " :game, :players, :options, :seed, :public, :status, :created,"
                        " :timeout_policy, :grace, :result)"
                    ),
                    {
                        **ROW,
                        "options": "{}",
                        "table_id": table_id,
                        "seed": "5",
                        "result": json.dumps(result),
                    },
                )
        async with engine.begin() as conn:
            await conn.run_sync(_upgrade, "head")
            rows = (await conn.execute(schema.tables.select())).mappings().all()
            if name:
                await conn.execute(text(f'DROP SCHEMA "{name}" CASCADE'))
        return {r["table_id"]: (r["result"], r["turn_days"]) for r in rows}
    finally:
        await engine.dispose()


@pytest.mark.parametrize("kind", KINDS)
def test_old_results_get_a_reason_of_the_contract(kind: str, tmp_path: Path) -> None:
    if kind == "sqlite":
        url, name = f"sqlite+aiosqlite:///{tmp_path / 'old.db'}", None
    else:
        url, name = os.environ[PG_ENV], f"endmig_{secrets.token_hex(4)}"
    rows = asyncio.run(_through_the_migration(url, name))
    played, days = rows["played"]
    assert days is None
    assert played == {**OLD["played"], "reason": "normal", "text": "The game ended."}
    clock, _ = rows["clock"]
    assert clock["reason"] == "time" and clock["text"] == "Water ran out of time."

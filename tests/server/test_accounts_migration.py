"""Migration 0003 (accounts): a guest made before it keeps its token, its seats and its name,
and may then sign up; the downgrade keeps every player."""

from __future__ import annotations

import asyncio
import os
import uuid
from pathlib import Path

import pytest
from alembic import command
from alembic.config import Config
from harness import PG_ENV, running_server, settings_for
from sqlalchemy import text
from sqlalchemy.engine import Connection

from seaboard.server.players import token_hash
from seaboard.server.store import database
from seaboard.server.store.database import make_engine

KINDS = ["sqlite", "postgres"] if os.environ.get(PG_ENV) else ["sqlite"]


def _to(connection: Connection, revision: str, down: bool = False) -> None:
    config = Config()
    config.set_main_option("script_location", str(database.MIGRATIONS))
    config.attributes["connection"] = connection
    (command.downgrade if down else command.upgrade)(config, revision)


async def _old_guest(url: str, schema: str | None, token: str) -> None:
    engine = make_engine(url, schema)
    async with engine.begin() as conn:
        if schema:
            await conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        await conn.run_sync(_to, "0002")
        await conn.execute(
            text("INSERT INTO players VALUES ('old-guest', 'Gull 1', :h, 0.0)"),
            {"h": token_hash(token)},
        )
    await engine.dispose()


async def _downgrade(url: str, schema: str | None) -> list[tuple[str, bool]]:
    engine = make_engine(url, schema)
    async with engine.begin() as conn:
        await conn.run_sync(_to, "0002", True)
        rows = await conn.execute(text("SELECT name, token_hash IS NULL FROM players"))
        found = [(r[0], bool(r[1])) for r in rows]
    await engine.dispose()
    return found


@pytest.mark.parametrize("kind", KINDS)
def test_a_guest_from_before_accounts(kind: str, tmp_path: Path) -> None:
    settings = settings_for(kind, tmp_path)
    token = uuid.uuid4().hex
    asyncio.run(_old_guest(settings.db_url, settings.db_schema, token))
    with running_server(settings) as srv:
        auth = {"Authorization": f"Bearer {token}"}
        me = srv.http.get("/api/players/me", headers=auth).json()
        assert me == {
            "player_id": "old-guest",
            "name": "Gull 1",
            "account": False,
            "language": None,
        }
        up = srv.http.post(
            "/api/accounts", headers=auth, json={"name": "gull", "password": "p" * 8}
        )
        assert up.json()["player_id"] == "old-guest"
        srv.http.post("/api/players", json={"name": "Tern 2"})
        # running_server drops a PostgreSQL schema on leaving: downgrade while it stands.
        assert sorted(asyncio.run(_downgrade(settings.db_url, settings.db_schema))) == [
            ("Tern 2", False),
            ("gull", False),
        ]

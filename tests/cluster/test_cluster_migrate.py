"""Several processes starting at once on a fresh PostgreSQL schema migrate it once: the
others wait for the advisory lock and find it at the head."""

from __future__ import annotations

import asyncio

from fleet import Fleet
from sqlalchemy import text

from seaboard.server.store.database import make_engine, migrate


async def migrate_together(fleet: Fleet, count: int) -> list[BaseException | None]:
    engines = [make_engine(fleet.db_url, fleet.schema) for _ in range(count)]
    try:
        # Without the lock the four transactions wait on each other's tables for good.
        results = await asyncio.wait_for(
            asyncio.gather(*(migrate(e, fleet.schema) for e in engines), return_exceptions=True),
            60,
        )
        async with engines[0].connect() as conn:
            versions = (await conn.execute(text("SELECT version_num FROM alembic_version"))).all()
            events = (await conn.execute(text("SELECT count(*) FROM events"))).scalar()
        assert len(versions) == 1, versions
        assert events == 0
        return [r if isinstance(r, BaseException) else None for r in results]
    finally:
        for e in engines:
            await e.dispose()


def test_processes_starting_together_migrate_once(fleet: Fleet) -> None:
    failures = asyncio.run(migrate_together(fleet, 4))
    assert failures == [None] * 4, failures

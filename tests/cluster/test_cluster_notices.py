"""Servers in one event loop over one PostgreSQL and one Redis: an event notice carries
the event, so the other process replays it without reading the database; after a lost
notice it reads what it missed; a process that has not loaded a table hears none of its
notices."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from typing import Any

from fleet import Fleet
from sqlalchemy import event

from seaboard.server.cluster.redis_hub import RedisHub
from seaboard.server.server import Server
from seaboard.server.settings import Settings
from seaboard.server.table.live import LiveTable

ACT = "act"


def settings(fleet: Fleet) -> Settings:
    return Settings(
        db_url=fleet.db_url,
        db_schema=fleet.schema,
        redis_url=fleet.redis,
        redis_prefix=fleet.prefix,
        # Leases are not what this test is about: on a starved machine a 3 s lease can
        # lapse and move, and the process taking it reads the table (a read this test
        # would count). A long lease keeps it with its first holder.
        lease_seconds=120.0,
    )


def count_statements(server: Server) -> list[str]:
    seen: list[str] = []

    def before(conn: Any, cursor: Any, statement: str, *rest: Any) -> None:
        seen.append(statement)

    event.listen(server.engine.sync_engine, "before_cursor_execute", before)
    return seen


async def until(check: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not check():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.02)


async def move(server: Server, table: LiveTable, rng: random.Random) -> None:
    state = table.log.state
    seat = state.to_move
    assert seat is not None
    action = rng.choice(list(state.legal_actions()))
    await server.turns.submit(table, seat, ACT, str(action), None, table.log.seq)


async def scenario(fleet: Fleet) -> None:
    a, b, c = Server(settings(fleet)), Server(settings(fleet)), Server(settings(fleet))
    for server in (a, b, c):
        await server.start()
    heard_by_c: list[str] = []

    async def hear(table_id: str, notice: Any) -> None:
        heard_by_c.append(table_id)

    c.hub.subscribe(hear)
    try:
        ana = await a.players.new_player("ana")
        ben = await a.players.new_player("ben")
        pa = await a.players.player(ana["token"])
        pb = await a.players.player(ben["token"])
        made = await a.seating.create_table(pa, {"game": "ebbe-flut", "players": 2})
        table_id = made["table_id"]
        await a.seating.join(table_id, pb, None)
        here = await a.cache.table(table_id)
        there = await b.cache.table(table_id)
        await until(lambda: there.status == here.status == "playing")
        rng = random.Random(3)
        statements = count_statements(b)

        # The usual case: B replays each event from its notice and asks the database nothing.
        for _ in range(6):
            await move(a, here, rng)
            await until(lambda: there.log.seq == here.log.seq)
        assert statements == [], statements
        assert there.log.state.history == here.log.state.history
        assert there.clocks.to_row() == here.clocks.to_row()

        # A lost notice: B hears the next one with a gap and reads the database instead.
        subscribers: list[Callable[[str, Any], Awaitable[None]]] = b.hub._subscribers  # type: ignore[attr-defined]
        saved = list(subscribers)
        dropped: list[Any] = []

        async def drop(_table_id: str, notice: Any) -> None:
            if notice.get("kind") == "event":
                dropped.append(notice)

        subscribers[:] = [drop]
        await move(a, here, rng)
        await move(a, here, rng)
        await until(lambda: len(dropped) >= 2)  # both notices reached B, and were lost
        subscribers[:] = saved
        await move(a, here, rng)
        await until(lambda: there.log.seq == here.log.seq)
        assert any("events" in s for s in statements), statements
        assert there.log.state.history == here.log.state.history

        # Only the two processes that loaded the table listen to its channel.
        hub = b.hub
        assert isinstance(hub, RedisHub)
        assert dict(await hub.client.pubsub_numsub(hub.channel(table_id))) == {
            hub.channel(table_id): 2
        }
        assert heard_by_c == []
    finally:
        for server in (a, b, c):
            await server.stop()


def test_an_event_notice_is_replayed_without_the_database(fleet: Fleet) -> None:
    asyncio.run(scenario(fleet))

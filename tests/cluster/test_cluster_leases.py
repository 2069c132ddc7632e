"""Leases on a real Redis: a lease lives by its owner's heartbeat (one key a tick, however
many tables), passes to another process only when that heartbeat stops, and a table whose
players sit at another process is handed over to that process."""

from __future__ import annotations

import asyncio
import time

import redis.asyncio as aioredis
from fleet import Fleet, acting_players, join, new_table
from harness import Client

from seaboard.server.cluster.lease import Leases


async def leases_scenario(fleet: Fleet) -> None:
    client = aioredis.Redis.from_url(fleet.redis, decode_responses=True)
    a = Leases(client, "proc-a", 0.5, fleet.prefix)
    b = Leases(client, "proc-b", 0.5, fleet.prefix)
    tables = [f"t{i}" for i in range(50)]
    try:
        assert not await a.beat()  # no heartbeat before the first
        assert await a.hold(tables, set()) == set(tables)
        assert await b.beat() is False
        # For three times the expiry, A renews only its heartbeat: every lease stays A's.
        # (The time passing is what is tested: no condition can stand in for it.)
        for _ in range(15):
            assert await a.beat()
            assert await b.hold(tables, set()) == set()
            await asyncio.sleep(0.1)
        assert await a.hold(tables, set(tables)) == set(tables)
        assert await b.owners(["t0", "nobody"]) == ["proc-a", None]
        # A stops (its heartbeat expires): B claims the tables it wants, A learns it lost them.
        owners: list[str | None] = ["proc-a"]
        end = asyncio.get_running_loop().time() + 30
        while owners != [None]:  # the lease expires (0.5 s after its last renewal)
            assert asyncio.get_running_loop().time() < end, "the lease never expired"
            await asyncio.sleep(0.02)
            owners = await b.owners(["t0"])
        await b.beat()
        assert await b.hold(["t0", "t1"], set()) == {"t0", "t1"}
        assert await a.beat() is False
        assert await a.hold(tables, set(tables)) == set(tables) - {"t0", "t1"}
        # Releasing gives a table up at once; releasing another's lease does nothing.
        await b.release(["t0"])
        await a.release(["t1"])
        assert await a.owners(["t0", "t1"]) == [None, "proc-b"]
    finally:
        await client.aclose()


def test_a_lease_lives_by_its_owners_heartbeat(fleet: Fleet) -> None:
    asyncio.run(leases_scenario(fleet))


def test_a_table_is_handed_to_the_process_of_its_players(fleet: Fleet) -> None:
    first, second = fleet.start(), fleet.start()
    ana, ben = acting_players(first, ["ana", "ben"])
    table_id = new_table(first, ana, {"game": "ebbe-flut", "players": 2})
    join(first, table_id, ben)  # the table starts at the first process, which takes its lease
    deadline = time.time() + 10
    while fleet.lease_owner_pid(table_id) != first.pid:
        assert time.time() < deadline, "the first process never took the lease"
        time.sleep(0.1)
    # Both players connect to the second process: it should hold the lease, not the first.
    clients = [Client(second.ws(table_id), ana), Client(second.ws(table_id), ben)]
    deadline = time.time() + 15
    while fleet.lease_owner_pid(table_id) != second.pid:
        assert time.time() < deadline, "the lease stayed with a process that has no players"
        time.sleep(0.1)
    for c in clients:
        c.close()

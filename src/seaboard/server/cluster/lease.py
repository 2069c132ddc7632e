"""Leases in Redis: which process does a table's once-only work (clocks, bots, zombies).

Each process keeps one heartbeat key, ``<prefix>:alive:<origin>``, renewed every tick with a
short expiry. A table's lease is a key ``<prefix>:lease:<table_id>`` naming its owner; it
stays valid for as long as the owner's heartbeat does, so a process renews one key a tick
however many tables it holds, and a busy process whose renewals come late does not lose
its tables one by one. A lease whose owner's heartbeat expired is free: the next process
that wants the table claims it (a script that checks and sets in one step). Two owners at
once are not a correctness problem (the database's unique (table, seq) constraint lets
only one of two racing events through), only wasted work. The lease keys themselves
expire after a day, so keys of tables nobody finished tidily do not pile up.

The claim script reads a heartbeat key it is not given in ``KEYS``; that is fine on one
Redis server (the reference deployment), not on Redis Cluster.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import redis.asyncio as aioredis

CLAIM = """
local owner = redis.call('get', KEYS[1])
if owner == ARGV[1] then
    redis.call('pexpire', KEYS[1], ARGV[2])
    return 1
end
if owner and redis.call('exists', ARGV[3] .. owner) == 1 then
    return 0
end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""

RELEASE = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('del', KEYS[1])
end
return 0
"""

LEASE_KEY_MS = 86_400_000  # a lease key outlives any game; its owner's heartbeat decides


class Leases:
    """Take and keep leases on tables for one owner (one server process)."""

    def __init__(self, client: aioredis.Redis, owner: str, ttl: float, prefix: str) -> None:
        self.client = client
        self.owner = owner
        self.ttl_ms = max(1, int(ttl * 1000))
        self.prefix = prefix
        self._claim = client.register_script(CLAIM)
        self._release = client.register_script(RELEASE)

    def key(self, table_id: str) -> str:
        return f"{self.prefix}:lease:{table_id}"

    def alive_key(self, owner: str) -> str:
        return f"{self.prefix}:alive:{owner}"

    async def beat(self) -> bool:
        """Renew this process's heartbeat; False when it had expired (others may have
        claimed its tables meanwhile, so the caller checks what it still holds)."""
        before = await self.client.set(self.alive_key(self.owner), "1", px=self.ttl_ms, get=True)
        return before is not None

    async def hold(self, table_ids: Iterable[str], held: set[str]) -> set[str]:
        """Of ``table_ids``, the leases this process holds after checking the ones in
        ``held`` and claiming those whose owner is gone (or that nobody owns)."""
        ids = list(dict.fromkeys(table_ids))
        if not ids:
            return set()
        owners = await self.owners(ids)
        now_held = {t for t, owner in zip(ids, owners, strict=True) if owner == self.owner}
        free = [t for t, owner in zip(ids, owners, strict=True) if owner is None]
        if free:
            pipe = self.client.pipeline(transaction=False)
            for t in free:
                await self._claim(
                    keys=[self.key(t)],
                    args=[self.owner, LEASE_KEY_MS, f"{self.prefix}:alive:"],
                    client=pipe,
                )
            answers = await pipe.execute()
            now_held.update(t for t, ok in zip(free, answers, strict=True) if ok)
        return now_held

    async def owners(self, table_ids: list[str]) -> list[str | None]:
        """The live owner of each table's lease (None: nobody, or a process that died)."""
        if not table_ids:
            return []
        values = await self.client.mget([self.key(t) for t in table_ids])
        named = [v if isinstance(v, str) else None for v in values]
        others = sorted({o for o in named if o is not None and o != self.owner})
        dead = set(others) - await self.alive(others)
        return [None if o in dead else o for o in named]

    async def alive(self, owners: Sequence[str]) -> set[str]:
        """Which of ``owners`` (processes) have a live heartbeat."""
        if not owners:
            return set()
        beats = await self.client.mget([self.alive_key(o) for o in owners])
        return {o for o, up in zip(owners, beats, strict=True) if up}

    async def release(self, table_ids: Iterable[str]) -> None:
        """Give up leases (a clean stop, a finished game), so another process may take
        them at once."""
        pipe = self.client.pipeline(transaction=False)
        count = 0
        for t in table_ids:
            await self._release(keys=[self.key(t)], args=[self.owner], client=pipe)
            count += 1
        if count:
            await pipe.execute()

"""Leases in Redis: which process does a table's once-only work (clocks, bots, zombies).

A lease is a Redis key ``<prefix>:lease:<table_id>`` holding its owner's id with an expiry
(``SET NX PX``). Its owner renews it well before it expires (a compare-and-extend script,
so nobody extends a lease they lost); when the owner dies the key expires and another
process takes it. Two owners at once are not a correctness problem (the database's
unique (table, seq) constraint lets only one of two racing events through), only wasted
work, so short expiries are safe.
"""

from __future__ import annotations

from collections.abc import Iterable

import redis.asyncio as aioredis

RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then
    return redis.call('pexpire', KEYS[1], ARGV[2])
end
return 0
"""


class Leases:
    """Take and keep leases on tables for one owner."""

    def __init__(self, client: aioredis.Redis, owner: str, ttl: float, prefix: str) -> None:
        self.client = client
        self.owner = owner
        self.ttl_ms = max(1, int(ttl * 1000))
        self.prefix = prefix
        self._renew = client.register_script(RENEW)

    def key(self, table_id: str) -> str:
        return f"{self.prefix}:lease:{table_id}"

    async def hold(self, table_ids: Iterable[str], held: set[str]) -> set[str]:
        """Renew the leases in ``held`` and try to take the others; the ones now held."""
        ids = list(dict.fromkeys(table_ids))
        if not ids:
            return set()
        now_held: set[str] = set()
        renewing = [t for t in ids if t in held]
        if renewing:
            pipe = self.client.pipeline(transaction=False)
            for t in renewing:
                await self._renew(keys=[self.key(t)], args=[self.owner, self.ttl_ms], client=pipe)
            answers = await pipe.execute()
            now_held.update(t for t, ok in zip(renewing, answers, strict=True) if ok)
        taking = [t for t in ids if t not in now_held]
        if taking:
            pipe = self.client.pipeline(transaction=False)
            for t in taking:
                pipe.set(self.key(t), self.owner, nx=True, px=self.ttl_ms)
            answers = await pipe.execute()
            now_held.update(t for t, ok in zip(taking, answers, strict=True) if ok)
        return now_held

    async def owners(self, table_ids: list[str]) -> list[str | None]:
        """The current owner of each table's lease (None: nobody)."""
        if not table_ids:
            return []
        values = await self.client.mget([self.key(t) for t in table_ids])
        return [v if isinstance(v, str) else None for v in values]

    async def release(self, table_ids: Iterable[str]) -> None:
        """Give up leases at a clean stop, so another process takes over at once."""
        pipe = self.client.pipeline(transaction=False)
        count = 0
        for t in table_ids:
            await self._renew(keys=[self.key(t)], args=[self.owner, 1], client=pipe)
            count += 1
        if count:
            await pipe.execute()

"""Which process computes a game's review in a cluster: a lease per review (``lease.Leases``).

The process that is asked first takes the lease ``review:<table_id>`` and computes the
review; every other process asked for it answers with that process's progress, which the
holder keeps in Redis (``<prefix>:review-progress:<table_id>``) as the review goes on. The
lease lives by the holder's heartbeat like a table's: if the holder dies mid-review, the
lease is free again and the next process asked takes the review over. Once stored in the
database, every process answers from there. With Redis unreachable a process computes the
reviews it is asked for itself (the database keeps one of two; the second is logged).
"""

from __future__ import annotations

import json
import logging
from typing import Any

import redis.asyncio as aioredis

from seaboard.server.cluster.lease import Leases
from seaboard.server.cluster.redis_hub import brief
from seaboard.server.reviews import QUEUED_ELSEWHERE

log = logging.getLogger(__name__)

#: Seconds a review's progress stays in Redis after its last update (a review is shorter).
PROGRESS_SECONDS = 3600


class ReviewLeases:
    """The reviews' leases and shared progress for one server process."""

    def __init__(self, leases: Leases, client: aioredis.Redis, prefix: str) -> None:
        self.leases = leases
        self.client = client
        self.prefix = prefix

    @staticmethod
    def lease_id(table_id: str) -> str:
        return f"review:{table_id}"

    def progress_key(self, table_id: str) -> str:
        return f"{self.prefix}:review-progress:{table_id}"

    async def claim(self, table_id: str) -> bool:
        """Take the review's lease; False while another live process holds it."""
        lease = self.lease_id(table_id)
        try:
            return lease in await self.leases.hold([lease], set())
        except Exception as err:  # Redis failed: better twice than never
            log.warning("review of table %s: no lease (%s); computed here", table_id, brief(err))
            return True

    async def release(self, table_id: str) -> None:
        """Give the lease up (the review is stored, or failed) and forget its progress."""
        await self.leases.release([self.lease_id(table_id)])
        await self.client.delete(self.progress_key(table_id))

    async def share(self, table_id: str, answer: dict[str, Any]) -> None:
        """Tell the other processes how far this process's review has come."""
        await self.client.set(self.progress_key(table_id), json.dumps(answer), ex=PROGRESS_SECONDS)

    async def elsewhere(self, table_id: str) -> dict[str, Any] | None:
        """The progress of the review another live process computes, or None."""
        try:
            [owner] = await self.leases.owners([self.lease_id(table_id)])
            if owner is None or owner == self.leases.owner:
                return None
            raw = await self.client.get(self.progress_key(table_id))
        except Exception:  # Redis failed: as if nobody computed it elsewhere
            return None
        shared = json.loads(raw) if isinstance(raw, str | bytes) else None
        if not isinstance(shared, dict):  # claimed, progress not written yet
            return dict(QUEUED_ELSEWHERE)
        return shared

    async def orphaned(self, table_id: str) -> bool:
        """Whether a review was asked for and its process died before storing it."""
        try:
            if not await self.client.exists(self.progress_key(table_id)):
                return False
            [owner] = await self.leases.owners([self.lease_id(table_id)])
        except Exception:  # Redis failed: ask again with POST
            return False
        return owner is None

"""A review's progress shared in Redis expires (docs/security.md): a process that died
mid-review leaves no key behind for longer than ``PROGRESS_SECONDS``."""

from __future__ import annotations

import asyncio
import os
import uuid
from typing import Any, cast

import pytest
import redis.asyncio as aioredis
from fleet import redis_url, services_answer

from seaboard.server.cluster.lease import Leases
from seaboard.server.cluster.review_lease import PROGRESS_SECONDS, ReviewLeases


def test_shared_progress_is_kept_an_hour_at_most() -> None:
    reason = services_answer()
    if reason is not None:
        if os.environ.get("SEABOARD_REQUIRE_CLUSTER"):
            pytest.fail(reason)
        pytest.skip(reason)

    async def shared() -> tuple[int, Any]:
        client = aioredis.from_url(redis_url())
        prefix = f"test-{uuid.uuid4().hex[:8]}"
        reviews = ReviewLeases(cast(Leases, None), client, prefix)
        try:
            await reviews.share("t1", {"status": "running", "progress": 0.5})
            key = reviews.progress_key("t1")
            return int(await client.ttl(key)), await client.get(key)
        finally:
            await client.delete(reviews.progress_key("t1"))
            await client.aclose()  # type: ignore[attr-defined,unused-ignore]

    ttl, held = asyncio.run(shared())
    assert PROGRESS_SECONDS == 3600
    assert 0 < ttl <= PROGRESS_SECONDS and held is not None

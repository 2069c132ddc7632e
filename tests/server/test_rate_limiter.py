"""The server's one rate limiter (issue 32): every token bucket is ``limits``' own."""

from __future__ import annotations

import re
from pathlib import Path

from seaboard.server import chat, guard, limits, server, ws
from seaboard.server.limits import Bucket, KeyedBuckets

SERVER = Path(server.__file__).parent


def test_every_bucket_of_the_server_is_the_one_in_limits() -> None:
    assert ws.Bucket is limits.Bucket
    assert issubclass(guard.GuessLimiter, KeyedBuckets)
    assert chat.KeyedBuckets is KeyedBuckets
    refill = re.compile(r"\(now - \w+\) \* (self\.)?rate|class \w*Bucket")
    others = [
        str(path.relative_to(SERVER))
        for path in SERVER.rglob("*.py")
        if path.name != "limits.py" and refill.search(path.read_text())
    ]
    assert others == []


def test_a_bucket_refills_at_its_rate_up_to_its_burst() -> None:
    now = [0.0]
    bucket = Bucket(2.0, 3.0, clock=lambda: now[0])
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    now[0] = 0.5  # one token back
    assert bucket.take() and not bucket.take()
    now[0] = 100.0  # never more than the burst
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]


def test_keyed_buckets_take_only_what_there_is_and_spend_what_was_counted() -> None:
    now = [0.0]
    keyed = KeyedBuckets(1.0, 2.0, clock=lambda: now[0])
    assert keyed.take("a") and keyed.take("a") and not keyed.take("a")
    assert keyed.take("b")
    keyed.spend("a")  # below zero: it takes two seconds to get a whole token back
    now[0] = 1.5
    assert keyed.empty("a") and not keyed.take("a")
    now[0] = 2.0
    assert keyed.take("a")

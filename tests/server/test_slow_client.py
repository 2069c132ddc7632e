"""A client that never reads: what the server queues for it is bounded by ``MAX_QUEUE``
(docs/security.md), then the connection is dropped and closed (code 1008).

The kernel's socket buffers take megabytes before a real socket's send blocks, so the
client is a websocket whose send never completes, as when those buffers are full and the
client still does not read."""

from __future__ import annotations

import asyncio
from typing import Any

from seaboard.server.protocol import DROPPED_CODE, MAX_QUEUE
from seaboard.server.ws import WsConnection


class NeverRead:
    """A websocket whose peer never reads: every send waits until ``release``."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed: list[int] = []
        self.released = asyncio.Event()
        self.waiting = asyncio.Event()

    async def send_text(self, text: str) -> None:
        self.waiting.set()
        await self.released.wait()
        self.sent.append(text)

    async def close(self, code: int = 1000) -> None:
        self.closed.append(code)


def test_a_client_that_never_reads_is_dropped_past_max_queue() -> None:
    assert MAX_QUEUE == 2000  # the figure docs/security.md gives

    async def scenario() -> dict[str, Any]:
        peer = NeverRead()
        conn = WsConnection(peer, table=None)  # type: ignore[arg-type]
        pump = asyncio.get_running_loop().create_task(conn.pump())
        conn.send("first")
        await peer.waiting.wait()  # the pump is stuck sending the first message
        queued = 0
        while not conn.dropped and queued < MAX_QUEUE * 3:
            conn.send(f"message {queued}")
            queued += 1
        held = conn.queue.qsize()
        conn.send("one more")  # a dropped connection queues nothing more
        peer.released.set()  # the peer reads at last: the pump sends what was held, then closes
        await asyncio.wait_for(pump, 10)
        return {
            "queued": queued,
            "dropped": conn.dropped,
            "held": held,
            "after": conn.queue.qsize(),
            "sent": peer.sent,
            "closed": peer.closed,
        }

    out = asyncio.run(scenario())
    assert out["dropped"], "a client that never reads was never dropped"
    # the MAX_QUEUE-th message still waits; the limit is passed one or two messages later
    assert MAX_QUEUE < out["queued"] <= MAX_QUEUE + 2
    assert out["held"] <= MAX_QUEUE + 2  # those messages, and the mark that ends the pump
    assert out["sent"][0] == "first" and "one more" not in out["sent"]
    assert len(out["sent"]) == out["queued"]  # the ones queued before the drop
    assert out["closed"] == [DROPPED_CODE] == [1008]
    assert out["after"] == 0

"""How a table's news reaches its connections.

``turns.py`` commits an event, then ``announce.py`` publishes a small notice here; every
subscriber (in each process: ``Announcer.heard``) turns it into per-seat messages. A Redis
pub/sub channel per table can replace ``LocalHub`` when several processes serve the same
tables: a notice carries ids, numbers and an event as it stands in the log (what another process
needs to replay it without reading the database), never a view and never a secret.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

Notice = dict[str, Any]
# A pseudo table every process hears: players' news (a token signed out, a player renamed).
PLAYERS = "__players__"
Subscriber = Callable[[str, Notice], Awaitable[None]]


def event_notice(
    seq: int,
    event: dict[str, Any],
    status: str,
    result: dict[str, Any] | None,
) -> Notice:
    """The notice of a committed event: its log row (kind, seat, notation, client_id, time,
    clocks) and the table's status and result after it."""
    return {"kind": "event", "seq": seq, "event": event, "status": status, "result": result}


class Hub(Protocol):
    """Publish a table's notices to whoever serves its connections."""

    async def publish(self, table_id: str, notice: Notice) -> None: ...

    def subscribe(self, callback: Subscriber) -> None: ...


class LocalHub:
    """The one-process hub: notices go straight to the subscribers of this process."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    async def publish(self, table_id: str, notice: Notice) -> None:
        for callback in self._subscribers:
            await callback(table_id, notice)

    def subscribe(self, callback: Subscriber) -> None:
        self._subscribers.append(callback)

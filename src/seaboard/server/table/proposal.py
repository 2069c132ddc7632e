"""A proposed event: what a move, time-out or forfeit would write and leave (pure data)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from seaboard.server.table.clocks import Clocks
from seaboard.server.table.log import Checked


@dataclass
class Proposal:
    """One event to commit, and the table after it."""

    seq: int
    seat: int | None  # None: nobody's (a table aborted because everyone left)
    kind: str
    notation: str | None
    client_id: str | None
    time: float
    clocks: Clocks
    status: str
    result: dict[str, Any] | None
    checked: Checked | None  # the act as the rules accepted it (None: not an act)
    # (bot, takeover) for the event's seat when it changes hands with the event (issue 23)
    seat_change: tuple[str | None, str | None] | None = None

    def event_row(self, table_id: str) -> dict[str, Any]:
        """The event as the log table stores it."""
        return {
            "table_id": table_id,
            "seq": self.seq,
            "seat": self.seat,
            "kind": self.kind,
            "notation": self.notation,
            "client_id": self.client_id,
            "time": self.time,
            "clocks": self.clocks.to_row(),
        }

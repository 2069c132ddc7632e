"""A finished table's record (the records format's JSON)."""

from __future__ import annotations

import time
from typing import Any

from seaboard.records import Record
from seaboard.server.errors import Refused
from seaboard.server.table.live import LiveTable
from seaboard.server.table.states import OVER


def record_of(table: LiveTable) -> dict[str, Any]:
    """The record of a finished game; Refused while it is being played."""
    if table.status != OVER:
        raise Refused("the record is available once the game is over", 409)
    names = [
        s.name if s.name is not None else f"bot:{s.bot}" if s.bot else "empty" for s in table.seats
    ]
    record = Record(table.game, table.seed, names, table.log.actions())
    data = record.to_json(table.log.state)
    data["created"] = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(table.created))
    if table.result is not None:
        data["result"] = table.result
    return data

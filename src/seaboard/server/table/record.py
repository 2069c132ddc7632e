"""A finished table's record (the records format's JSON)."""

from __future__ import annotations

import time
from typing import Any

from seaboard.engine.language import N_
from seaboard.records import Record
from seaboard.server.errors import Refused
from seaboard.server.table.live import LiveTable, Seat
from seaboard.server.table.states import OVER

# A seat in a server record: its player's name, "bot:<spec>", or "empty".
BOT_PREFIX = "bot:"
EMPTY = "empty"


def record_seat(seat: Seat) -> str:
    """A seat as the server's records write it."""
    if seat.name is not None:
        return seat.name
    return f"{BOT_PREFIX}{seat.bot}" if seat.bot else EMPTY


def seat_of_record(held: str) -> Seat:
    """A seat of a server record read back (``record_seat``'s inverse; "" is empty too)."""
    if held.startswith(BOT_PREFIX):
        return Seat(name=None, bot=held[len(BOT_PREFIX) :])
    return Seat(name=None if held in ("", EMPTY) else held)


def record_of(table: LiveTable) -> dict[str, Any]:
    """The record of a finished game; Refused while it is being played."""
    if table.status != OVER:
        raise Refused(N_("the record is available once the game is over"), 409)
    names = [record_seat(s) for s in table.seats]
    record = Record(table.game, table.seed, names, table.log.actions())
    data = record.to_json(table.log.state)
    data["created"] = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(table.created))
    if table.result is not None:
        data["result"] = table.result
    return data

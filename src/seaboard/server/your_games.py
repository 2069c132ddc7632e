"""Your games: the tables a player sits at, ongoing ones first, each newest first.

An ongoing table is asked of its live table (whose turn it is needs the game's state); a
finished one is described from its stored row and seats alone, with the time its last
event was committed as the date it ended.
"""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.server.errors import Refused
from seaboard.server.live_tables import LiveTables
from seaboard.server.store import schema as db
from seaboard.server.store.reads import seats_with_names
from seaboard.server.table.states import OVER, PLAYING

log = logging.getLogger("seaboard.server")

MAX_ONGOING = 100  # ongoing tables listed (a player rarely has more than a few)
MAX_FINISHED = 50  # the newest finished tables listed


async def your_tables(
    engine: AsyncEngine, cache: LiveTables, player_id: str, code: str = "en"
) -> list[dict[str, Any]]:
    """``[{table_id, game, status, seats, seat, your_turn, result, ...}]`` of the player,
    the results told in the language ``code``."""
    t, s = db.tables.c, db.seats.c
    mine = (
        select(t.table_id, t.status, s.seat)
        .join(db.seats, s.table_id == t.table_id)
        .where(s.player_id == player_id)
        .order_by(t.created.desc(), s.seat)
    )
    async with engine.connect() as conn:
        ongoing = (await conn.execute(mine.where(t.status != OVER).limit(MAX_ONGOING))).all()
        finished = (await conn.execute(mine.where(t.status == OVER).limit(MAX_FINISHED))).all()
        over_ids = list(dict.fromkeys(r[0] for r in finished))
        rows: dict[str, Any] = {}
        seats: dict[str, list[Any]] = {i: [] for i in over_ids}
        ended: dict[str, float] = {}
        if over_ids:
            found = await conn.execute(select(db.tables).where(t.table_id.in_(over_ids)))
            rows = {r["table_id"]: r for r in found.mappings()}
            for seat in (
                await conn.execute(
                    seats_with_names().where(s.table_id.in_(over_ids)).order_by(s.seat)
                )
            ).mappings():
                seats[seat["table_id"]].append(seat)
            e = db.events.c
            last = await conn.execute(
                select(e.table_id, func.max(e.time))
                .where(e.table_id.in_(over_ids))
                .group_by(e.table_id)
            )
            ended = {r[0]: float(r[1]) for r in last}
    out: list[dict[str, Any]] = []
    for table_id, seat in first_seats(ongoing):
        try:
            table = await cache.table(table_id)
        except Refused:
            continue
        except Exception:  # one bad row must not break the list
            log.exception("left table %s out of a player's games", table_id)
            continue
        state = table.log.state
        turn = table.status == PLAYING and not table.log.over and state.to_move == seat
        out.append(entry(table.info(code), seat, turn, None))
    for table_id, seat in first_seats(finished):
        live = cache.tables.get(table_id)
        try:
            table = live or cache.build(rows[table_id], seats[table_id], ())
            info, told = table.info(code), table.result_told(seat, code)
        except Exception:  # one bad row must not break the list
            log.exception("left table %s out of a player's games", table_id)
            continue
        item = entry(info, seat, False, told)
        item["ended"] = int(ended[table_id] * 1000) if table_id in ended else None
        out.append(item)
    return out


def first_seats(rows: Any) -> list[tuple[str, int]]:
    """Each table once, with the player's first seat there, in the rows' order."""
    seen: dict[str, int] = {}
    for table_id, _status, seat in rows:
        seen.setdefault(table_id, seat)
    return list(seen.items())


def entry(info: dict[str, Any], seat: int, your_turn: bool, told: str | None) -> dict[str, Any]:
    return {
        "table_id": info["table_id"],
        "game": info["game"],
        "title": info["title"],
        "status": info["status"],
        "public": info["public"],
        "created": info["created"],
        "seats": info["seats"],
        "seat": seat,
        "your_turn": your_turn,
        "result": info["result"],
        "told": told,  # the result in words for the player (``result_words``)
        "ended": None,
    }

"""The lobby: the public tables, and the games this server offers."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.ext.asyncio import AsyncEngine

import seaboard
from seaboard.catalogues import language
from seaboard.engine import game_class
from seaboard.server.live_tables import LiveTables
from seaboard.server.store.reads import read_summaries
from seaboard.server.table.states import PLAYING

log = logging.getLogger("seaboard.server")

SeatsConnected = Callable[[list[str]], Awaitable[dict[str, set[int]]]]


async def public_tables(
    engine: AsyncEngine,
    cache: LiveTables,
    seats_connected: SeatsConnected | None,
    limit: int = 200,
) -> list[dict[str, Any]]:
    """The newest public tables. A table this process has not loaded is described from
    its stored row and seats alone: the lobby never replays games (listing 200 finished
    tables that way cost 1.6 s of CPU a request). ``seats_connected`` tells which seats
    of those are connected at other processes (a cluster's). A row that cannot be read
    (a game or option this server no longer knows) is logged and left out."""
    async with engine.connect() as conn:
        rows, seats = await read_summaries(conn, limit)
    stored = [r for r in rows if r["table_id"] not in cache.tables]
    elsewhere: dict[str, set[int]] = {}
    if seats_connected is not None and stored:
        elsewhere = await seats_connected([r["table_id"] for r in stored])
    infos = []
    for row in rows:
        live = cache.tables.get(row["table_id"])
        if live is not None:
            infos.append(live.info())
            continue
        try:
            info = cache.build(row, seats.get(row["table_id"], ()), ()).info()
        except Exception:  # one bad row must not take the lobby down for everyone
            log.exception("left table %s out of the lobby", row["table_id"])
            continue
        # Not replayed: whether it waits is the row's (a pause writes it, a resume clears it).
        info["paused"] = row["status"] == PLAYING and row["paused_at"] is not None
        for seat in info["seats"]:
            if seat["seat"] in elsewhere.get(row["table_id"], set()):
                seat["connected"] = True
        infos.append(info)
    return infos


def games_info(
    forbidden: frozenset[tuple[str, str]] = frozenset(), code: str = "en"
) -> list[dict[str, Any]]:
    """Every game with its player counts, options and summary, their words in the language
    ``code``; options in ``forbidden`` ((game, option) pairs this server refuses) are left
    out, so no form offers them."""
    out = []
    for info in seaboard.games():
        cls = game_class(info["name"])
        told_in = language(code, cls.name)
        summary = told_in.t(cls.summary) if cls.summary else ""
        clocks = cls.clock_options
        described = [option.describe(told_in) for option in cls.options_spec]
        out.append(
            {
                "name": info["name"],
                "title": info["title"],
                "min_players": info["min_players"],
                "max_players": info["max_players"],
                "summary": summary or info["title"] + ".",
                "options": [
                    {
                        "name": o["name"],
                        "default": o["default"],
                        "values": o.get("choices"),
                        "allowed": o["allowed"],
                        "help": o["help"],
                        "label": o["label"],
                        "words": o["words"],
                        "choice_words": o["choice_words"],
                        "advanced": o["advanced"],
                        "clock": o["name"] in clocks,  # sets the table's clock, not the rules
                    }
                    for o in described
                    if (info["name"], o["name"]) not in forbidden
                ],
            }
        )
    return out

"""A table's chat: a line checked, committed and announced; the history read once, then kept."""

from __future__ import annotations

import time
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.engine.language import N_
from seaboard.server.cluster.hub import Hub
from seaboard.server.errors import Refused
from seaboard.server.limits import KeyedBuckets
from seaboard.server.settings import Settings
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer
from seaboard.server.table.clocks import now_ms
from seaboard.server.table.live import Connection, LiveTable


class Chat:
    """The chat of every table this process serves."""

    def __init__(self, settings: Settings, engine: AsyncEngine, writer: Writer, hub: Hub) -> None:
        self.settings = settings
        # Per player and table, however many connections the player opened.
        self.limits = KeyedBuckets(settings.chat_per_second, settings.chat_burst)
        self.engine = engine
        self.writer = writer
        self.hub = hub

    async def say(self, table: LiveTable, conn: Connection, text: str) -> None:
        if conn.name is None:
            raise Refused(N_("anonymous spectators cannot chat; sign in with a player token"))
        if not self.limits.take((conn.player_id, table.table_id)):
            raise Refused(N_("too many chat messages; wait a moment"), 429)
        text = "".join(ch for ch in text if ch.isprintable()).strip()
        if not text:
            raise Refused(N_("a chat message needs some text"))
        if len(text) > self.settings.chat_max_chars:
            raise Refused(
                N_("a chat message may hold at most {most} characters"),
                most=self.settings.chat_max_chars,
            )
        now = time.time()
        row = {
            "table_id": table.table_id,
            "seat": conn.seat,
            "name": conn.name,
            "text": text,
            "time": now,
        }
        await self.writer.run(lambda c: c.execute(db.chat.insert().values(**row)))
        await self.hub.publish(
            table.table_id,
            {
                "kind": "chat",
                "from": conn.name,
                "seat": conn.seat,
                "text": text,
                "time": now_ms(now),
            },
        )

    async def history(self, table: LiveTable) -> list[dict[str, Any]]:
        """The table's last chat messages (read from the database once, then kept)."""
        if table.chat_lines is None:
            async with self.engine.connect() as conn:
                rows = (
                    (
                        await conn.execute(
                            select(db.chat)
                            .where(db.chat.c.table_id == table.table_id)
                            .order_by(db.chat.c.id.desc())
                            .limit(self.settings.chat_history)
                        )
                    )
                    .mappings()
                    .all()
                )
            if table.chat_lines is None:
                table.keep_chat([chat_message(r) for r in reversed(rows)], len(rows))
        return list(table.chat_lines or [])

    def heard(self, table: LiveTable, line: dict[str, Any]) -> None:
        """A chat notice came: keep its line in the history once that is loaded."""
        if table.chat_lines is not None:
            table.keep_chat([*table.chat_lines, line], self.settings.chat_history)


def chat_message(row: Any) -> dict[str, Any]:
    return {
        "type": "chat",
        "from": row["name"],
        "seat": row["seat"],
        "text": row["text"],
        "time": now_ms(row["time"]),
    }

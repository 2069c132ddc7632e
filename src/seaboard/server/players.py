"""Players: a new player's token, and the player a token names (cached, least recent out)."""

from __future__ import annotations

import hashlib
import secrets
import time

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from seaboard.server.errors import Refused
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def clean_name(name: str) -> str:
    cleaned = " ".join("".join(ch for ch in name if ch.isprintable()).split())
    if not cleaned:
        raise Refused("a name needs at least one visible character")
    if len(cleaned) > 32:
        raise Refused("a name may hold at most 32 characters")
    return cleaned


class Players:
    """The players of the database, with a cache of tokens recently shown."""

    def __init__(self, engine: AsyncEngine, writer: Writer, cache_size: int) -> None:
        self.engine = engine
        self.writer = writer
        self.cache_size = cache_size
        self.cache: dict[str, tuple[str, str]] = {}  # token hash -> player, oldest first

    async def new_player(self, name: str) -> dict[str, str]:
        name = clean_name(name)
        token = secrets.token_urlsafe(32)
        player_id = secrets.token_urlsafe(12)
        digest = token_hash(token)
        row = {"player_id": player_id, "name": name, "token_hash": digest, "created": time.time()}

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(db.players.insert().values(**row))

        await self.writer.run(work)
        self._remember(digest, (player_id, name))
        return {"player_id": player_id, "name": name, "token": token}

    def _remember(self, digest: str, player: tuple[str, str]) -> None:
        """Cache a token's player; past ``cache_size`` entries the least recent goes."""
        self.cache.pop(digest, None)
        self.cache[digest] = player
        while len(self.cache) > self.cache_size:
            del self.cache[next(iter(self.cache))]

    async def player(self, token: str | None) -> tuple[str, str]:
        """(player_id, name) of a token; Refused 401 when unknown."""
        if not token or len(token) > 200:
            raise Refused("a player token is needed (Authorization: Bearer <token>)", 401)
        digest = token_hash(token)
        found = self.cache.pop(digest, None)
        if found is not None:
            self.cache[digest] = found  # the most recent now
        else:
            async with self.engine.connect() as conn:
                row = (
                    await conn.execute(
                        select(db.players.c.player_id, db.players.c.name).where(
                            db.players.c.token_hash == digest
                        )
                    )
                ).first()
            if row is None:
                raise Refused("unknown token", 401)
            found = (row[0], row[1])
            self._remember(digest, found)
        return found

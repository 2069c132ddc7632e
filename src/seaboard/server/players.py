"""Players: a new guest's token, and the player a token names.

A guest's token is stored on its ``players`` row and does not expire (it is the guest's
only key, until the guest becomes an account); an account's tokens are its ``sessions``,
each with an expiry. A token is looked up in the database every time it is shown, never
in a cache: once a sign-out (or a new password, or a guest's sign-up) has committed, the
token fails at every process, whatever was in flight when it ended (a cache filled by a
look-up that started before the end could serve it after).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from seaboard.catalogues import LANGUAGES
from seaboard.engine.language import N_
from seaboard.server.attempts import TOO_MANY_GUESTS, Attempts
from seaboard.server.errors import Refused
from seaboard.server.names import guest_name, skeleton
from seaboard.server.protocol import MAX_TOKEN
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer

ACCOUNTS_NAME = N_("That name is an account's (or looks like one); choose another.")
EXPIRED = N_("your session has ended; sign in again")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Known:
    """A token's player, as the database names it."""

    player_id: str
    name: str
    account: bool
    expires: float | None  # None: a guest's token
    language: str | None = None  # the language the player chose (None: not chosen)


class Players:
    """The players of the database: new guests, and who a token is."""

    def __init__(
        self,
        engine: AsyncEngine,
        writer: Writer,
        window: float = 900.0,
        guests_per_address: int = 500,
    ) -> None:
        self.engine = engine
        self.writer = writer
        self.attempts = Attempts(engine, writer, window)  # every limit counted in the database
        self.guests_per_address = guests_per_address

    async def new_player(self, name: str, address: str | None = None) -> dict[str, str]:
        """A new guest; at most ``guests_per_address`` from one address in the window."""
        name = await self.guest_name(name)
        limits: dict[str, int | None] = {f"guest:{address}": self.guests_per_address}
        await self.attempts.reserve(limits, TOO_MANY_GUESTS)
        token = secrets.token_urlsafe(32)
        player_id = secrets.token_urlsafe(12)
        digest = token_hash(token)
        row = {"player_id": player_id, "name": name, "token_hash": digest, "created": time.time()}

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(db.players.insert().values(**row))

        await self.writer.run(work)
        return {"player_id": player_id, "name": name, "token": token}

    async def guest_name(self, name: str) -> str:
        """A guest's name by the rules of ``names``, and not an account's (409)."""
        name = guest_name(name)
        async with self.engine.connect() as conn:
            taken = await conn.execute(
                select(db.players.c.player_id).where(db.players.c.account == skeleton(name))
            )
            if taken.first() is not None:
                raise Refused(ACCOUNTS_NAME, 409)
        return name

    async def player(self, token: str | None) -> tuple[str, str]:
        """(player_id, name) of a token; Refused 401 when unknown or expired."""
        known = await self.known(token)
        return known.player_id, known.name

    async def known(self, token: str | None) -> Known:
        """The token's player with its kind and expiry; Refused 401 when unknown or expired."""
        if not token or len(token) > MAX_TOKEN:
            raise Refused(N_("a player token is needed (Authorization: Bearer <token>)"), 401)
        found = await self._look_up(token_hash(token))
        if found.expires is not None and found.expires <= time.time():
            raise Refused(EXPIRED, 401)
        return found

    async def _look_up(self, digest: str) -> Known:
        p = db.players.c
        async with self.engine.connect() as conn:
            row = (
                await conn.execute(
                    select(p.player_id, p.name, db.sessions.c.expires, p.language)
                    .join(db.sessions, db.sessions.c.player_id == p.player_id)
                    .where(db.sessions.c.token_hash == digest)
                )
            ).first()
            if row is not None:
                return Known(row[0], row[1], True, float(row[2]), row[3])
            guest = (
                await conn.execute(
                    select(p.player_id, p.name, p.language).where(p.token_hash == digest)
                )
            ).first()
        if guest is None:
            raise Refused(N_("unknown token"), 401)
        return Known(guest[0], guest[1], False, None, guest[2])

    async def set_language(self, player_id: str, code: str) -> None:
        """Remember the language ``player_id`` chose (one of ``catalogues.LANGUAGES``)."""
        if code not in LANGUAGES:
            raise Refused(
                N_("language must be one of {allowed}"), 400, allowed=", ".join(LANGUAGES)
            )

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                db.players.update().where(db.players.c.player_id == player_id).values(language=code)
            )

        await self.writer.run(work)

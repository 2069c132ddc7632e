"""Accounts: sign up (a guest becomes the account), sign in and out, rename, new password.

Every change is committed, then announced on the hub's ``PLAYERS`` channel, which every
process hears (``heard``): token caches forget signed-out tokens, the websockets opened
with an ended session are closed, and seats at loaded tables show new names, in one
process as in a cluster.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Awaitable
from typing import Any, TypeVar

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from seaboard.engine.language import N_
from seaboard.server import credentials as cr
from seaboard.server.announce import broadcast_presence
from seaboard.server.attempts import (
    TOO_MANY_PASSWORDS,
    TOO_MANY_RENAMES,
    TOO_MANY_SIGN_INS,
    TOO_MANY_SIGN_UPS,
)
from seaboard.server.cluster.hub import PLAYERS, Hub, Notice
from seaboard.server.errors import Refused
from seaboard.server.live_tables import LiveTables
from seaboard.server.players import Known, Players, token_hash
from seaboard.server.settings import Settings
from seaboard.server.store import schema as db
from seaboard.server.store.database import Writer

T = TypeVar("T")
TAKEN = N_("That user name is taken; choose another.")
p = db.players.c


def slowed(failures: int, settings: Settings) -> float:
    """Seconds a sign-in to a name with ``failures`` recent failures waits (0: none)."""
    step = max(1, settings.sign_in_slow_after)
    if failures < step:
        return 0.0
    return float(min(settings.sign_in_delay_max, 0.25 * 2 ** ((failures - step) // step)))


class Accounts:
    """The account operations of the HTTP API."""

    def __init__(
        self,
        settings: Settings,
        engine: AsyncEngine,
        writer: Writer,
        hub: Hub,
        players: Players,
        cache: LiveTables,
    ) -> None:
        self.settings = settings
        self.engine = engine
        self.writer = writer
        self.hub = hub
        self.players = players
        self.cache = cache
        self.attempts = players.attempts
        self.hashing = cr.Hashing(settings.hash_slots, settings.hash_wait)

    async def sign_up(
        self, name: str, password: str, token: str | None, address: str | None
    ) -> dict[str, str]:
        """A new account, or the guest of ``token`` made one (same player, games and seats)."""
        name, password = cr.user_name(name), cr.password(password)
        guest: Known | None = None
        if token is not None:
            guest = await self.players.known(token)
            if guest.account:
                raise Refused(N_("You are signed in to an account already; sign out first."), 409)
        limits: dict[str, int | None] = {f"signup:{address}": self.settings.sign_ups_per_address}
        slot = await self.attempts.reserve(limits, TOO_MANY_SIGN_UPS)
        if await self._account_row(name) is not None:
            await self.attempts.refund(slot)  # a taken name costs no hash
            raise Refused(TAKEN, 409)
        secret = await self._refunded(slot, self.hashing.hashed(password))
        now = time.time()
        player_id = guest.player_id if guest else secrets.token_urlsafe(12)
        old = token_hash(token) if guest is not None and token else None
        token = secrets.token_urlsafe(32)  # always a new one: no token chosen before is kept
        digest = token_hash(token)
        values = {"name": name, "account": cr.folded(name), "password_hash": secret}

        async def work(conn: AsyncConnection) -> None:
            if guest is None:
                await conn.execute(
                    db.players.insert().values(player_id=player_id, created=now, **values)
                )
            else:  # the guest's token ends; the account's first session is a new one
                await conn.execute(
                    update(db.players)
                    .where(p.player_id == player_id)
                    .values(token_hash=None, **values)
                )
            await conn.execute(db.sessions.insert().values(**self._session(digest, player_id)))

        try:
            await self.writer.run(work)
        except IntegrityError:  # the same name, taken a moment ago elsewhere
            raise Refused(TAKEN, 409) from None
        if guest is not None:  # the sockets opened with the guest's token close
            await self._announce({"kind": "signed_out", "token_hash": old, "ended": True})
            await self._announce({"kind": "renamed", "player_id": player_id, "name": name})
        return {"player_id": player_id, "name": name, "token": token}

    async def sign_in(self, name: str, password: str, address: str | None) -> dict[str, str]:
        """A new session for the account; refused alike for a wrong name or password."""
        settings, key = self.settings, cr.folded(name)[:100]
        delay = slowed(await self.attempts.count(f"name:{key}"), settings)
        if delay:  # a name under attack is slowed for everyone, never closed
            await asyncio.sleep(delay)
        limits: dict[str, int | None] = {
            f"address:{address}": settings.sign_in_failures_per_address,
            f"pair:{key}|{address}": settings.sign_in_failures_per_name_address,
            f"name:{key}": None,  # counted for the delay only
        }
        slot = await self.attempts.reserve(limits, TOO_MANY_SIGN_INS)  # before the hash
        row = await self._account_row(name) if len(name) <= cr.NAME_MAX else None
        stored = row["password_hash"] if row else None
        if not await self._refunded(slot, self.hashing.matches(stored, password[:1000])):
            raise Refused(cr.NO_MATCH, 401)  # the reserved slot is the failure counted
        assert row is not None
        await self.attempts.refund(slot)  # a right password is no failure
        token = secrets.token_urlsafe(32)
        session = self._session(token_hash(token), row["player_id"])

        async def work(conn: AsyncConnection) -> list[str]:
            await conn.execute(db.sessions.insert().values(**session))
            s = db.sessions.c  # the account's ended sessions go (their tokens are refused)
            await conn.execute(
                delete(db.sessions).where(
                    s.player_id == row["player_id"], s.expires <= session["created"]
                )
            )
            oldest = await conn.execute(  # beyond the newest ``sessions_per_account``
                select(s.token_hash)
                .where(s.player_id == row["player_id"])
                .order_by(s.created.desc(), s.token_hash)
                .offset(self.settings.sessions_per_account)
            )
            ended = [r[0] for r in oldest]
            if ended:
                await conn.execute(delete(db.sessions).where(s.token_hash.in_(ended)))
            return ended

        for digest in await self.writer.run(work):  # ended as a sign-out ends them
            await self._announce({"kind": "signed_out", "token_hash": digest, "ended": True})
        return {"player_id": row["player_id"], "name": row["name"], "token": token}

    async def sign_out(self, token: str | None) -> None:
        """End the token's session: it stops working at once, in every process."""
        known = await self.players.known(token)
        if not known.account:
            raise Refused(N_("A guest cannot sign out (the guest would be lost); sign up first."))
        assert token is not None
        digest = token_hash(token)
        await self.writer.run(
            lambda c: c.execute(delete(db.sessions).where(db.sessions.c.token_hash == digest))
        )
        await self._announce({"kind": "signed_out", "token_hash": digest, "ended": True})

    async def rename(self, token: str | None, name: str) -> dict[str, str]:
        """The same player under a new name: seats, games and history stay."""
        known = await self.players.known(token)
        name = cr.user_name(name) if known.account else await self.players.guest_name(name)
        limits: dict[str, int | None] = {
            f"rename:{known.player_id}": self.settings.renames_per_player
        }
        slot = await self.attempts.reserve(limits, TOO_MANY_RENAMES)
        if known.account:
            found = await self._account_row(name)
            if found is not None and found["player_id"] != known.player_id:
                await self.attempts.refund(slot)
                raise Refused(TAKEN, 409)
        values: dict[str, Any] = {"name": name}
        if known.account:
            values["account"] = cr.folded(name)
        try:
            await self.writer.run(
                lambda c: c.execute(
                    update(db.players).where(p.player_id == known.player_id).values(**values)
                )
            )
        except IntegrityError:
            raise Refused(TAKEN, 409) from None
        notice = {"kind": "renamed", "player_id": known.player_id, "name": name}
        await self._announce(notice)
        return {"player_id": known.player_id, "name": name}

    async def new_password(self, token: str | None, old: str, new: str) -> None:
        """Change the account's password; its other sessions end."""
        known = await self.players.known(token)
        if not known.account:
            raise Refused(N_("A guest has no password; sign up first."))
        assert token is not None
        new = cr.password(new)
        limits: dict[str, int | None] = {
            f"password:{known.player_id}": self.settings.password_failures_per_account
        }
        slot = await self.attempts.reserve(limits, TOO_MANY_PASSWORDS)  # counted like sign-ins
        async with self.engine.connect() as conn:
            row = (
                await conn.execute(select(p.password_hash).where(p.player_id == known.player_id))
            ).first()
        right = await self._refunded(
            slot, self.hashing.matches(row[0] if row else None, old[:1000])
        )
        if not right:
            raise Refused(N_("That is not your current password."), 403)
        await self.attempts.refund(slot)
        secret, keep = await self.hashing.hashed(new), token_hash(token)

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(
                update(db.players)
                .where(p.player_id == known.player_id)
                .values(password_hash=secret)
            )
            s = db.sessions.c
            await conn.execute(
                delete(db.sessions).where(s.player_id == known.player_id, s.token_hash != keep)
            )

        await self.writer.run(work)
        await self._announce({"kind": "sessions_ended", "player_id": known.player_id, "keep": keep})

    def heard(self, notice: Notice) -> None:
        """A ``PLAYERS`` notice: the token cache, the seats of loaded tables, and the open
        sockets of the sessions that ended (closed: they no longer speak for the player)."""
        if notice.get("kind") in ("signed_out", "sessions_ended"):
            for table in self.cache.tables.values():
                for conn in list(table.conns):
                    ended = getattr(conn, "session_ended", None)  # a websocket of this process
                    if ended is not None:
                        ended(notice)
            return
        if notice.get("kind") != "renamed":
            return
        player_id, name = str(notice.get("player_id")), str(notice.get("name"))
        for table in self.cache.tables.values():
            if table.rename(player_id, name):
                broadcast_presence(table)

    async def _refunded(self, slot: list[int], work: Awaitable[T]) -> T:
        """``work``'s result; when the server is too busy to hash, the slot is given back
        (the attempt was never made)."""
        try:
            return await work
        except Refused:
            await self.attempts.refund(slot)
            raise

    def _session(self, digest: str, player_id: str) -> dict[str, Any]:
        now = time.time()
        return {
            "token_hash": digest,
            "player_id": player_id,
            "created": now,
            "expires": now + self.settings.session_seconds,
        }

    async def _account_row(self, name: str) -> Any:
        async with self.engine.connect() as conn:
            return (
                (
                    await conn.execute(
                        select(p.player_id, p.name, p.password_hash).where(
                            p.account == cr.folded(name)
                        )
                    )
                )
                .mappings()
                .first()
            )

    async def _announce(self, notice: Notice) -> None:
        publish_now = getattr(self.hub, "publish_now", None)
        if publish_now is not None:
            await publish_now(PLAYERS, notice)
        else:
            await self.hub.publish(PLAYERS, notice)

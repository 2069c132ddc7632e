"""User names and passwords: their rules, and passwords hashed with argon2 (argon2-cffi)."""

from __future__ import annotations

import asyncio
import contextlib
import re
from collections.abc import AsyncIterator

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.names import refuse_reserved

NAME_CHARS = N_("letters A to Z (either case), digits, and _ - .")
NAME_MIN, NAME_MAX = 3, 24
PASSWORD_MIN, PASSWORD_MAX = 8, 128
_NAME = re.compile(r"[A-Za-z0-9_.\-]+")
NO_MATCH = N_("That name and password do not match.")
BUSY = N_("The server is busy checking passwords; try again in a few seconds.")

_hasher = PasswordHasher()  # argon2id with the library's defaults (RFC 9106, low memory)
# Verified against when the name is unknown, so an unknown name takes as long as a wrong
# password and the answer's timing does not tell whether a name exists.
_DUMMY = _hasher.hash("not anybody's password")


def user_name(name: str) -> str:
    """The user name as given, checked against the rules; Refused with the rule broken."""
    if not NAME_MIN <= len(name) <= NAME_MAX:
        raise Refused(
            N_("A user name has {low} to {high} characters."), low=NAME_MIN, high=NAME_MAX
        )
    if not _NAME.fullmatch(name):
        raise Refused(
            N_("A user name may hold only {chars}."),
            told=lambda language: language.t(
                N_("A user name may hold only {chars}."), chars=language.t(NAME_CHARS)
            ),
            chars=NAME_CHARS,
        )
    refuse_reserved(name)
    return name


def folded(name: str) -> str:
    """The name's key: two names that differ only in case are the same name."""
    return name.casefold()


def password(text: str) -> str:
    """The password, checked for its length; Refused otherwise."""
    if not PASSWORD_MIN <= len(text) <= PASSWORD_MAX:
        raise Refused(
            N_("A password has {low} to {high} characters."), low=PASSWORD_MIN, high=PASSWORD_MAX
        )
    return text


def _verify(stored: str | None, text: str) -> bool:
    try:
        return _hasher.verify(stored or _DUMMY, text) and stored is not None
    except (VerificationError, InvalidHashError):
        return False


class Hashing:
    """Argon2 on threads, at most ``slots`` hashes at once (one per core by default: each
    takes tens of milliseconds of a core and 64 MiB); a caller waits at most ``wait``
    seconds for a slot, then is refused (503, ``BUSY``)."""

    def __init__(self, slots: int, wait: float) -> None:
        self.slots = asyncio.Semaphore(max(1, slots))
        self.wait = wait

    async def hashed(self, text: str) -> str:
        """The argon2 hash of a password."""
        async with self._slot():
            return await asyncio.to_thread(_hasher.hash, text)

    async def matches(self, stored: str | None, text: str) -> bool:
        """Whether ``text`` is the password of ``stored`` (None: an unknown name, never)."""
        async with self._slot():
            return await asyncio.to_thread(_verify, stored, text)

    @contextlib.asynccontextmanager
    async def _slot(self) -> AsyncIterator[None]:
        try:
            await asyncio.wait_for(self.slots.acquire(), self.wait)
        except TimeoutError:
            raise Refused(BUSY, 503) from None
        try:
            yield
        finally:
            self.slots.release()

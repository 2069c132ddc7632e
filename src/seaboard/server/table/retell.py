"""The endings' and take-backs' lines told again in a reader's language (pure).

A told event (``log.TOLD``: a resignation, a draw offered, a take-back asked, ...) is
stored with its sentence in English, as it was said then. ``retell`` finds which of the
sentences its kind can have (``endings.*_words``, ``takebacks.*_words``) that English is,
with the table's names now, and tells that one in ``language``; a line it does not find
(a name changed since, a line of an older version) stays as it was stored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from seaboard.engine.language import ENGLISH, Language
from seaboard.server.table import endings as e
from seaboard.server.table import takebacks as tb
from seaboard.server.table.log import (
    ABANDON,
    ASK_BACK,
    BACK_NO,
    BACK_YES,
    BOT,
    CLAIM,
    DECLINE,
    DRAW,
    FORFEIT,
    LEAVE,
    OFFER,
    RECLAIM,
    RESIGN,
)

if TYPE_CHECKING:
    from seaboard.server.table.live import LiveTable

Words = Callable[[Language], str]


def _aborted(table: LiveTable, kind: str, seat: int) -> Words:
    """A rated game's early end, aborted (``endings.aborted_words``), ``seat`` named."""

    def words(language: Language) -> str:
        return e.aborted_words(kind, e.label(table, seat, language), language)

    return words


def _candidates(table: LiveTable, kind: str, seat: int | None) -> Iterator[Words]:
    """Every sentence an event of ``kind`` by ``seat`` can have been told with."""
    if seat is None:
        if kind == ABANDON:
            yield e.everyone_left_words
        return
    n = table.game.players
    others = [s for s in range(n) if s != seat]
    still = [s for s in others if s not in table.log.resigned]
    if kind == RESIGN:
        yield partial(e.resign_words, table, seat, others)
        yield _aborted(table, RESIGN, seat)
    elif kind == LEAVE:
        yield partial(e.leave_words, table, seat)
    elif kind == FORFEIT:
        yield partial(e.time_words, table, seat, still)
        yield partial(e.time_words, table, seat, others)
    elif kind in (OFFER, DECLINE, DRAW):
        yield partial(e.draw_words, table, seat, kind)
        if kind == DRAW:
            yield _aborted(table, DRAW, seat)
    elif kind == ABANDON:
        yield partial(e.abandon_words, table, seat)
    elif kind == CLAIM:
        for other in others:
            yield partial(e.claim_words, table, seat, other)
            yield _aborted(table, CLAIM, other)
    elif kind == BOT:
        yield partial(e.take_over_words, table, seat, "timeout")
        yield partial(e.take_over_words, table, seat, "zombie")
    elif kind == RECLAIM:
        yield partial(e.reclaim_words, table, seat)
    elif kind == ASK_BACK:
        yield partial(tb.ask_words, table, seat)
    elif kind in (BACK_YES, BACK_NO):
        for asker in others:
            yield partial(tb.answer_words, table, seat, asker, kind)


def retell(
    table: LiveTable, kind: str, seat: int | None, english: str, language: Language = ENGLISH
) -> str:
    """The told event's stored ``english`` sentence in ``language`` (as stored when it is
    English, or when no sentence of its kind is that English)."""
    if language.code == ENGLISH.code:
        return english
    for words in _candidates(table, kind, seat):
        if words(ENGLISH) == english:
            return words(language)
    return english

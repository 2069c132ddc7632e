"""Take-backs between people (issue 36): asked, agreed or declined, in rules and words (pure).

At a casual table where other humans sit, a player's take-back is a request every other
human answers, at a table of three or more too (docs/server.md says why); a bot seat (a
bot, or a bot playing for someone) never blocks it. Once all
agreed, the take-back is the same UNDO event, under the same engine rules
(``engine.undo``), as an immediate one against bots. A move, or a decline, lapses it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.server.errors import Refused
from seaboard.server.table.endings import _playing, _proposal, label
from seaboard.server.table.log import ASK_BACK, BACK_NO, BACK_YES
from seaboard.server.table.proposal import Proposal

if TYPE_CHECKING:
    from seaboard.server.table.live import LiveTable

RATED = N_("a rated game allows no take-backs")


def ask_words(table: LiveTable, seat: int, language: Language = ENGLISH) -> str:
    """``Ann asks to take back their last action.``"""
    return language.t(
        N_("{who} asks to take back their last action."), who=label(table, seat, language)
    )


def answer_words(
    table: LiveTable, seat: int, asker: int, kind: str, language: Language = ENGLISH
) -> str:
    """``seat``'s answer (BACK_YES or BACK_NO) to ``asker``'s request."""
    if kind == BACK_YES:
        return language.t(
            N_("{who} agrees that {asker} takes the action back."),
            who=label(table, seat, language),
            asker=label(table, asker, language),
        )
    return language.t(
        N_("{who} declines: {asker}'s action stands."),
        who=label(table, seat, language),
        asker=label(table, asker, language),
    )


def to_ask(table: LiveTable, seat: int) -> list[int]:
    """The seats whose players must agree to ``seat``'s take-back: every other human
    playing their own seat (a bot, or a bot playing for someone, agrees)."""
    return [
        i
        for i, s in enumerate(table.seats)
        if i != seat and s.player_id is not None and s.bot is None
    ]


def waiting(table: LiveTable) -> list[int]:
    """The seats yet to agree to the standing request (none stands: empty)."""
    log = table.log
    if log.back_ask is None:
        return []
    return [i for i in to_ask(table, log.back_ask) if i not in log.back_yes]


def ask(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat`` asks the other humans to let it take back its last action."""
    _playing(table)
    if table.rated:
        raise Refused(RATED, 409)
    log = table.log
    if not to_ask(table, seat):
        raise Refused(N_("nobody else plays here: take your action back at once"), 409)
    refusal = log.undo_refusal(seat)
    if refusal is not None:
        raise Refused.because(N_("cannot take back: {reason}"), refusal, 409)
    if log.back_ask == seat:
        raise Refused(N_("your take-back request already stands"), 409)
    if log.back_ask is not None:
        raise Refused(N_("another take-back request stands: answer it first"), 409)
    if log.back_asked_at.get(seat, -1) > log.acted_at:
        raise Refused(N_("you may ask again once a move has been played"), 429)
    return _proposal(table, seat, ASK_BACK, ask_words(table, seat), now)


def _answering(table: LiveTable, seat: int) -> int:
    """The seat whose request ``seat`` may answer now."""
    _playing(table)
    asker = table.log.back_ask
    if asker is None or asker == seat:
        raise Refused(N_("there is no take-back request for you to answer"), 409)
    if seat not in waiting(table):
        raise Refused(N_("you have already agreed to this take-back"), 409)
    return asker


def accept(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat`` agrees to the standing take-back request."""
    asker = _answering(table, seat)
    return _proposal(table, seat, BACK_YES, answer_words(table, seat, asker, BACK_YES), now)


def decline(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat`` declines the standing take-back request: it lapses, nothing is taken back."""
    asker = _answering(table, seat)
    return _proposal(table, seat, BACK_NO, answer_words(table, seat, asker, BACK_NO), now)

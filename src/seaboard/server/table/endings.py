"""How a game ends and seats change hands, in rules and words (pure: reads, never changes).

Each function returns a ``Proposal`` (or a result) the turns module commits like any move:
resigning, a draw offered, declined or agreed, a table abandoned before its start, the win
claimed over a player gone past the grace, a bot taking a seat over and the player taking it
back. A result is ``{scores, winners, reason, text}``, ``reason`` one of ``REASONS``.
The sentences are stored in English as they were said; each shape is one message, and the
functions that make them (``*_words``) tell them in any ``language``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from seaboard.engine import State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.server.errors import Refused
from seaboard.server.table.log import (
    ABANDON,
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
from seaboard.server.table.proposal import Proposal
from seaboard.server.table.states import OPEN, OVER

if TYPE_CHECKING:
    from seaboard.server.table.live import LiveTable

REASONS = ("normal", "resign", "draw", "time", "abandon", "aborted")
RECLAIM_SHARE = 0.1  # a seat taken back after its time ran out gets this share of the base
RECLAIM_MIN_SECONDS = 10.0  # and at least this long


def label(table: LiveTable, seat: int, language: Language = ENGLISH) -> str:
    """A seat in words: its player's name, or its role when no player sits there (in
    ``language``: a game's Language, ``catalogues.language(code, game)``)."""
    name = table.seats[seat].name
    if name:
        return name
    return table.role(seat) if language is ENGLISH else table.game.role_name(seat, language)


def winners_words(
    table: LiveTable, winners: list[int], language: Language = ENGLISH
) -> tuple[str, int]:
    """The winners named as a listing (``Bob and Cy``) and how many they are."""
    return language.listing([label(table, s, language) for s in winners]), len(winners)


def over_words(table: LiveTable, winners: list[int], language: Language = ENGLISH) -> str:
    """``The game is over: Bob wins.`` (or ``nobody wins``)."""
    names, n = winners_words(table, winners, language)
    if not n:
        return language.t(N_("The game is over: nobody wins."))
    return language.tn(
        "The game is over: {names} wins.", "The game is over: {names} win.", n, names=names
    )


def time_words(
    table: LiveTable, seat: int, winners: list[int], language: Language = ENGLISH
) -> str:
    """``Ann ran out of time: Bob wins.``"""
    who = label(table, seat, language)
    names, n = winners_words(table, winners, language)
    if not n:
        return language.t(N_("{who} ran out of time: nobody wins."), who=who)
    return language.tn(
        "{who} ran out of time: {names} wins.",
        "{who} ran out of time: {names} win.",
        n,
        who=who,
        names=names,
    )


def resign_words(
    table: LiveTable, seat: int, winners: list[int], language: Language = ENGLISH
) -> str:
    """``Ann resigns: Bob wins.`` (``Ann resigns.`` in a game of one)."""
    who = label(table, seat, language)
    names, n = winners_words(table, winners, language)
    if not n:
        return language.t(N_("{who} resigns."), who=who)
    return language.tn(
        "{who} resigns: {names} wins.",
        "{who} resigns: {names} win.",
        n,
        who=who,
        names=names,
    )


def leave_words(table: LiveTable, seat: int, language: Language = ENGLISH) -> str:
    """A player of three or more resigns and a bot plays the seat out."""
    return language.t(
        N_("{who} resigns: a bot plays out the seat of {role}."),
        who=label(table, seat, language),
        role=table.game.role_name(seat, language),
    )


def aborted_words(kind: str, who: str, language: Language = ENGLISH) -> str:
    """A rated game ended before everyone played twice: ``kind`` is how (RESIGN, DRAW or
    CLAIM, ``who`` the player who resigned or left)."""
    if kind == RESIGN:
        return language.t(
            N_(
                "{who} resigns before everyone has played twice:"
                " the game is aborted and nobody wins."
            ),
            who=who,
        )
    if kind == DRAW:
        return language.t(
            N_(
                "A draw is agreed before everyone has played twice:"
                " the game is aborted and nobody wins."
            )
        )
    return language.t(
        N_(
            "{who} left the game before everyone has played twice:"
            " the game is aborted and nobody wins."
        ),
        who=who,
    )


def draw_words(table: LiveTable, seat: int, kind: str, language: Language = ENGLISH) -> str:
    """A draw offered (OFFER), declined (DECLINE) or agreed (DRAW) by ``seat``."""
    if kind == DRAW:
        return language.t(N_("Draw agreed."))
    if kind == OFFER:
        return language.t(N_("{who} offers a draw."), who=label(table, seat, language))
    return language.t(N_("{who} declines the draw."), who=label(table, seat, language))


def abandon_words(table: LiveTable, seat: int, language: Language = ENGLISH) -> str:
    return language.t(
        N_("{who} abandons the table before the start."), who=label(table, seat, language)
    )


def claim_words(table: LiveTable, seat: int, other: int, language: Language = ENGLISH) -> str:
    return language.t(
        N_("{absent} left the game: {who} claims the win."),
        absent=label(table, other, language),
        who=label(table, seat, language),
    )


def everyone_left_words(language: Language = ENGLISH) -> str:
    return language.t(N_("Everyone left the game: the game is aborted and nobody wins."))


def take_over_words(table: LiveTable, seat: int, why: str, language: Language = ENGLISH) -> str:
    """A bot takes ``seat`` over: ``why`` is ``timeout`` or ``zombie``."""
    who = label(table, seat, language)
    if why == "timeout":
        return language.t(N_("A bot plays for {who}: {who}'s time ran out."), who=who)
    return language.t(N_("A bot plays for {who}: {who} left the game."), who=who)


def reclaim_words(table: LiveTable, seat: int, language: Language = ENGLISH) -> str:
    return language.t(N_("{who} takes the seat back."), who=label(table, seat, language))


def result(
    table: LiveTable, scores: list[Any], winners: list[int], reason: str, text: str
) -> dict[str, Any]:
    assert reason in REASONS
    return {"scores": scores, "winners": sorted(winners), "reason": reason, "text": text}


def early_end(
    table: LiveTable, winners: list[int], reason: str, text: str, aborted: str
) -> dict[str, Any]:
    """A game ended by a player (resign, claim, agreed draw): at a rated table aborted,
    told with ``aborted`` (``aborted_words``), when a seat has not yet played twice
    (``GameLog.too_short``)."""
    scores = list(table.log.state.scores)
    if table.rated and table.log.too_short():
        return result(table, scores, [], "aborted", aborted)
    return result(table, scores, winners, reason, text)


def normal_result(table: LiveTable, after: State) -> dict[str, Any]:
    """The game played out by its rules; a seat whose player resigned cannot win."""
    winners = [s for s in sorted(after.winners) if s not in table.log.resigned]
    return result(table, list(after.scores), winners, "normal", over_words(table, winners))


def _proposal(
    table: LiveTable,
    seat: int,
    kind: str,
    words: str | None,
    now: float,
    *,
    ends: dict[str, Any] | None = None,
    seat_change: tuple[str | None, str | None] | None = None,
    stop_clock: bool = False,
) -> Proposal:
    clocks = table.clocks.copy()
    status = table.status
    if ends is not None:
        clocks.stop(now)
        status = OVER
    elif stop_clock:
        clocks.stop_seat(seat, now)
    seq = table.log.seq + 1
    return Proposal(
        seq, seat, kind, words, None, now, clocks, status, ends, None, seat_change=seat_change
    )


def _playing(table: LiveTable) -> None:
    if table.status == OPEN:
        raise Refused(N_("the game has not started yet"), 409)
    if table.status == OVER or table.log.over:
        raise Refused(N_("the game is over"), 409)


def _still_yours(table: LiveTable, seat: int) -> None:
    if seat in table.log.resigned:
        raise Refused(N_("you have resigned at this table"), 409)


def time_result(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat``'s clock ran out under the ``lose`` policy: the others win."""
    others = [s for s in range(table.game.players) if s != seat and s not in table.log.resigned]
    text = time_words(table, seat, others)
    ends = result(table, list(table.log.state.scores), others, "time", text)
    return _proposal(table, seat, FORFEIT, text, now, ends=ends)


def resign(table: LiveTable, seat: int, now: float, bot: str) -> Proposal:
    """``seat`` resigns: in a game of one or two, or at a rated table, the others win at
    once; at a casual table of three or more the player leaves and ``bot`` plays the seat
    out (it cannot win)."""
    _playing(table)
    _still_yours(table, seat)
    if table.game.players >= 3 and not table.rated:  # rated: no bot plays a seat out
        words = leave_words(table, seat)
        return _proposal(
            table, seat, LEAVE, words, now, seat_change=(bot, "resign"), stop_clock=True
        )
    others = [s for s in range(table.game.players) if s != seat]
    text = resign_words(table, seat, others)
    ends = early_end(table, others, "resign", text, aborted_words(RESIGN, label(table, seat)))
    return _proposal(table, seat, RESIGN, text, now, ends=ends)


def draw(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat`` offers a draw, or accepts the other side's standing offer."""
    _playing(table)
    if table.game.players != 2:
        raise Refused(N_("a draw can be offered only in a game of two players"), 409)
    if table.seats[1 - seat].player_id is None:
        raise Refused(N_("a bot does not take draw offers: play on or resign"), 409)
    log = table.log
    if log.offer is not None and log.offer != seat:
        text = draw_words(table, seat, DRAW)
        ends = early_end(table, [], "draw", text, aborted_words(DRAW, label(table, seat)))
        return _proposal(table, seat, DRAW, text, now, ends=ends)
    if log.offer == seat:
        raise Refused(N_("your draw offer already stands"), 409)
    if log.offered_at.get(seat, -1) > log.acted_at:
        raise Refused(N_("you may offer a draw again once a move has been played"), 429)
    return _proposal(table, seat, OFFER, draw_words(table, seat, OFFER), now)


def decline(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat`` declines the other side's draw offer."""
    _playing(table)
    if table.log.offer is None or table.log.offer == seat:
        raise Refused(N_("there is no draw offer for you to decline"), 409)
    return _proposal(table, seat, DECLINE, draw_words(table, seat, DECLINE), now)


def abandon(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat``'s player abandons a table whose game has not started."""
    if table.status != OPEN:
        raise Refused(N_("only a table that has not started can be abandoned; resign instead"), 409)
    text = abandon_words(table, seat)
    ends = result(table, [], [], "abandon", text)
    return _proposal(table, seat, ABANDON, text, now, ends=ends)


def claim(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat`` claims the win over an opponent gone past the grace (two players only)."""
    _playing(table)
    if table.turn_days is not None:
        raise Refused(
            N_(
                "at a turn-based table being away is normal: you win over an absent player"
                " only when their deadline passes"
            ),
            409,
        )
    if table.game.players != 2:
        raise Refused(N_("the win can be claimed only in a game of two players"), 409)
    other = 1 - seat
    o = table.seats[other]
    since = table.gone_since.get(other)
    here = any(c.seat == other for c in table.conns)  # back, even if not yet reclaimed
    gone = (
        o.player_id is not None
        and not here
        and (
            o.takeover == "zombie"
            or (o.bot is None and since is not None and now >= since + table.grace)
        )
    )
    if not gone:
        raise Refused(N_("your opponent has not been gone past the grace period"), 409)
    text = claim_words(table, seat, other)
    ends = early_end(table, [seat], "abandon", text, aborted_words(CLAIM, label(table, other)))
    return _proposal(table, seat, CLAIM, text, now, ends=ends)


def everyone_left(table: LiveTable, now: float) -> Proposal:
    """Nobody came back to a paused table within the time it waits: the game is aborted
    (told by nobody's seat; nobody wins, no statistics count it)."""
    text = everyone_left_words()
    ends = result(table, list(table.log.state.scores), [], "aborted", text)
    p = _proposal(table, 0, ABANDON, text, now, ends=ends)
    p.seat = None
    return p


def take_over(table: LiveTable, seat: int, bot: str, why: str, now: float) -> Proposal:
    """A bot takes ``seat`` over: ``why`` is ``timeout`` (its clock stops) or ``zombie``;
    never at a rated table."""
    if table.rated:
        raise Refused(N_("a bot never plays a seat at a rated table"), 409)
    words = take_over_words(table, seat, why)
    return _proposal(
        table, seat, BOT, words, now, seat_change=(bot, why), stop_clock=why == "timeout"
    )


def reclaim(table: LiveTable, seat: int, now: float) -> Proposal:
    """The player takes ``seat`` back from the bot that played for them."""
    _playing(table)
    s = table.seats[seat]
    if s.takeover == "resign":
        raise Refused(N_("you resigned this seat: it cannot be taken back"), 409)
    if s.takeover not in ("timeout", "zombie"):
        raise Refused(N_("no bot plays for you at this table"), 409)
    p = _proposal(
        table,
        seat,
        RECLAIM,
        reclaim_words(table, seat),
        now,
        seat_change=(None, None),
    )
    base = table.clock_base
    if s.takeover == "timeout" and base is not None:
        share = base if p.clocks.per_move else max(RECLAIM_MIN_SECONDS, base * RECLAIM_SHARE)
        p.clocks.give(seat, int(share * 1000))
        if table.log.state.to_move == seat:
            p.clocks.running, p.clocks.running_since = seat, now
    return p

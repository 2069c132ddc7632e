"""A finished game's result in words for one reader: the only place they are decided.

The table's end panel, Your games, the profile and the replay all show ``told(...)``: a
win, a loss, a draw (every side tied, or agreed), a win shared by some sides only where the
rules' scores share it, a game aborted or abandoned, and the reason it ended ("Ann ran
out of time"). ``reader`` is the seat reading (their "you"), None for anyone else.
Each sentence shape is one message of the catalogue, told in the reader's ``language``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from seaboard.engine import Game
from seaboard.engine.language import ENGLISH, N_, Language

WHY = ("resign", "time", "abandon")  # the reasons told with the side that lost


def teams_of(game: Game) -> list[list[int]]:
    """The seats that win or lose together (Land vs Sea for four: two teams of two)."""
    players = game.players
    teams: Sequence[int] = getattr(game, "teams", None) or tuple(range(players))
    order = list(dict.fromkeys(teams))
    return [[s for s in range(players) if teams[s] == t] for t in order]


def _why(reason: str, names: Sequence[str], you: bool, language: Language) -> str:
    """Why the losers lost, as a clause: ``you resigned``, ``Ann and you resigned`` (a group
    with the reader in it), ``Ann resigned`` (``names``: the losers, the reader as "you")."""
    listed = language.listing(names)
    if you and len(names) == 1:
        if reason == "resign":
            return language.t(N_("you resigned"))
        if reason == "time":
            return language.t(N_("you ran out of time"))
        return language.t(N_("you left the game"))
    if you:
        if reason == "resign":
            return language.t(N_("{group} resigned"), group=listed)
        if reason == "time":
            return language.t(N_("{group} ran out of time"), group=listed)
        return language.t(N_("{group} left the game"), group=listed)
    n = len(names)
    if reason == "resign":
        return language.tn("{names} resigned", "{names} resigned", n, names=listed)
    if reason == "time":
        return language.tn("{names} ran out of time", "{names} ran out of time", n, names=listed)
    return language.tn("{names} left the game", "{names} left the game", n, names=listed)


def told(
    result: Mapping[str, Any] | None,
    names: Sequence[str],
    teams: Sequence[Sequence[int]],
    reader: int | None,
    language: Language = ENGLISH,
) -> str | None:
    """The result in words for ``reader``; None for a game not over. ``names`` are the
    seats as everyone reads them (a player's name, "Bot 2, Club level", or the role)."""
    if not result:
        return None
    t, tn = language.t, language.tn
    reason = result.get("reason")
    winners = set(result.get("winners") or [])
    if reason == "abandon" and not result.get("scores"):
        return t(N_("Abandoned before the start."))
    if reason == "aborted":
        if str(result.get("text", "")).startswith("Everyone left"):
            return t(N_("Aborted, everyone left: nobody wins."))
        return t(N_("Aborted before everyone had played twice: nobody wins."))
    if reason == "draw":
        return t(N_("A draw, agreed by both."))

    def who(seats: Sequence[int]) -> str:
        return language.listing([t(N_("you")) if s == reader else names[s] for s in seats])

    won = [team for team in teams if winners & set(team)]
    if len(teams) > 1 and len(won) == len(teams):
        return t(N_("A draw."))
    mine = next((team for team in teams if reader in team), None)
    losers = [s for team in teams if team not in won for s in team]
    why = None
    if reason in WHY and losers:
        why = _why(
            reason,
            [t(N_("you")) if s == reader else names[s] for s in losers],
            reader in losers,
            language,
        )
    if not won:
        return t(N_("You lose.")) if mine is not None else t(N_("Nobody wins."))
    winning = [s for team in won for s in team]
    if len(won) > 1 and reason == "normal":  # the scores tie some sides for the win
        if mine in won:
            others = [s for s in winning if s not in mine]
            return t(N_("You share the win with {names}."), names=who(others))
        return t(N_("{names} share the win."), names=who(winning))
    if reader in winning:
        partners = [s for s in winning if s != reader]
        if partners:
            if why:
                return t(N_("You and {names} win: {why}."), names=who(partners), why=why)
            return t(N_("You and {names} win."), names=who(partners))
        return t(N_("You win: {why}."), why=why) if why else t(N_("You win."))
    n = len(winning)
    if mine is not None:
        if why:
            return t(N_("You lose: {why}."), why=why)
        return tn("You lose: {names} wins.", "You lose: {names} win.", n, names=who(winning))
    if why:
        return tn("{names} wins: {why}.", "{names} win: {why}.", n, names=who(winning), why=why)
    return tn("{names} wins.", "{names} win.", n, names=who(winning))

"""A finished game's result in words for one reader: the only place they are decided.

The table's end panel, Your games, the profile and the replay all show ``told(...)``: a
win, a loss, a draw (every side tied, or agreed), a win shared by some sides only where the
rules' scores share it, a game aborted or abandoned, and the reason it ended ("Ann ran
out of time"). ``reader`` is the seat reading (their "you"), None for anyone else.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from seaboard.engine import Game

WHY = {"resign": "resigned", "time": "ran out of time", "abandon": "left the game"}


def teams_of(game: Game) -> list[list[int]]:
    """The seats that win or lose together (Land vs Sea for four: two teams of two)."""
    players = game.players
    teams: Sequence[int] = getattr(game, "teams", None) or tuple(range(players))
    order = list(dict.fromkeys(teams))
    return [[s for s in range(players) if teams[s] == t] for t in order]


def listed(names: Sequence[str]) -> str:
    """``Ann``, ``Ann and Bob``, ``Ann, Bob and Cy``."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def told(
    result: Mapping[str, Any] | None,
    names: Sequence[str],
    teams: Sequence[Sequence[int]],
    reader: int | None,
) -> str | None:
    """The result in words for ``reader``; None for a game not over. ``names`` are the
    seats as everyone reads them (a player's name, "Bot 2, Club level", or the role)."""
    if not result:
        return None
    reason = result.get("reason")
    winners = set(result.get("winners") or [])
    if reason == "abandon" and not result.get("scores"):
        return "Abandoned before the start."
    if reason == "aborted":
        if str(result.get("text", "")).startswith("Everyone left"):
            return "Aborted, everyone left: nobody wins."
        return "Aborted before everyone had played twice: nobody wins."
    if reason == "draw":
        return "A draw, agreed by both."

    def who(seats: Sequence[int]) -> list[str]:
        return ["you" if s == reader else names[s] for s in seats]

    won = [team for team in teams if winners & set(team)]
    if len(teams) > 1 and len(won) == len(teams):
        return "A draw."
    mine = next((team for team in teams if reader in team), None)
    losers = [s for team in teams if team not in won for s in team]
    why = f"{listed(who(losers))} {WHY[reason]}" if reason in WHY and losers else None
    if not won:
        return "You lose." if mine is not None else "Nobody wins."
    winning = [s for team in won for s in team]
    if len(won) > 1 and reason == "normal":  # the scores tie some sides for the win
        if mine in won:
            others = [s for s in winning if s not in mine]
            return f"You share the win with {listed(who(others))}."
        return f"{listed(who(winning))} share the win."
    if reader in winning:
        partners = [s for s in winning if s != reader]
        head = f"You and {listed(who(partners))} win" if partners else "You win"
        return f"{head}: {why}." if why else f"{head}."
    verb = "wins" if len(winning) == 1 else "win"
    head = f"{listed(who(winning))} {verb}"
    if mine is not None:
        return f"You lose: {why}." if why else f"You lose: {head}."
    return f"{head}: {why}." if why else f"{head}."

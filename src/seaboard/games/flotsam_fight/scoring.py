"""Flotsam Fight's rounds and tokens: what a finished round gives each player."""

from __future__ import annotations

from typing import Final, NamedTuple

ROUNDS: Final = 3
WENT_OUT: Final = 2  # the token of the player who empties their hand
LOWEST: Final = 1  # of the others, the one whose highest card is the lowest
HIGHEST: Final = -1  # of the others, the one whose highest card is the highest


class RoundResult(NamedTuple):
    """One finished round."""

    winner: int | None  # the seat that emptied its hand, None when the reset limit ended it
    highest: tuple[int | None, ...]  # per seat, the highest card left (None: an empty hand)
    tokens: tuple[int, ...]  # per seat, the token won (0: none)


def round_tokens(players: int, winner: int | None, highest: tuple[int | None, ...]) -> list[int]:
    """Tokens of one round: WENT_OUT to the player who emptied their hand; among the others
    the one whose highest card is lowest takes LOWEST and the one whose highest card is
    highest takes HIGHEST. With two players there is no LOWEST for the other player.

    ``winner`` None is a round stopped by the reset limit: nobody takes WENT_OUT and every
    player is compared."""
    tokens = [0] * players
    if winner is not None:
        tokens[winner] = WENT_OUT
    others = sorted((h, s) for s, h in enumerate(highest) if s != winner and h is not None)
    if others:
        tokens[others[-1][1]] = HIGHEST
        if players >= 3 and len(others) >= 2:
            tokens[others[0][1]] = LOWEST
    return tokens

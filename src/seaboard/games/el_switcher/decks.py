"""El Switcher's figure decks: dealing them at the start and drawing unseen cards anew.

``full`` and ``varied`` give each seat its own deck of 23 cards (``varied`` leaves out a
different easy pair per seat), ``short`` the first ``SHORT_DECK`` of it; ``classroom``
deals ``CLASSROOM_COPIES`` of every figure among the seats, hard and easy cards apart.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from seaboard.engine.rng import derive
from seaboard.games.el_switcher import data as D

if TYPE_CHECKING:
    from seaboard.games.el_switcher.game import ElSwitcher
    from seaboard.games.el_switcher.state import ElSwitcherState

DECKS: Final = ("full", "varied", "classroom", "short")
SHORT_DECK: Final = 7  # cards per seat in the short game
CLASSROOM_COPIES: Final = 2  # copies of every figure in the classroom game

Decks = tuple[tuple[int, ...], ...]


def classroom_share(players: int) -> tuple[int, int]:
    """The hard and the easy cards each seat gets in the classroom game."""
    return (
        CLASSROOM_COPIES * len(D.HARD) // players,
        CLASSROOM_COPIES * len(D.EASY) // players,
    )


def _classroom_pools() -> tuple[list[int], list[int]]:
    """Every hard and every easy card of the classroom game, in card order."""
    return sorted(D.HARD * CLASSROOM_COPIES), sorted(D.EASY * CLASSROOM_COPIES)


def deal_figure_decks(game: ElSwitcher, seed: int) -> Decks:
    """Each seat's figure deck, top first, from the game's seed."""
    rng = derive(seed, "figures")
    n = game.players
    if game.deck_mode == "classroom":
        hard, easy = _classroom_pools()
        rng.shuffle(hard)
        rng.shuffle(easy)
        decks = []
        for s in range(n):
            deck = (
                hard[s * game.hard_each : (s + 1) * game.hard_each]
                + easy[s * game.easy_each : (s + 1) * game.easy_each]
            )
            rng.shuffle(deck)
            decks.append(tuple(deck))
        return tuple(decks)
    out = []
    for s in range(n):
        deck = list(D.full_deck(s, game.deck_mode == "varied"))
        rng.shuffle(deck)
        out.append(tuple(deck[:SHORT_DECK] if game.deck_mode == "short" else deck))
    return tuple(out)


def seen_figures(state: ElSwitcherState, seat: int) -> list[int]:
    """The figure cards of ``seat`` that everybody has seen: face up, formed, blocked."""
    seen = [*state.face_up[seat], *state.formed[seat]]
    if state.blocked[seat] >= 0:
        seen.append(state.blocked[seat])
    return seen


def resample_figure_decks(state: ElSwitcherState, rng: random.Random) -> Decks:
    """Figure decks of the same sizes drawn anew from the cards nobody has seen."""
    game = state.rules
    n = game.players
    if game.deck_mode != "classroom":
        decks = []
        for s in range(n):
            pool = list(D.full_deck(s, game.deck_mode == "varied"))
            for c in seen_figures(state, s):
                if c in pool:
                    pool.remove(c)
            rng.shuffle(pool)
            decks.append(tuple(pool[: len(state.fdecks[s])]))
        return tuple(decks)
    # Classroom: a shared pool per class (hard, easy); each deck keeps its class counts.
    hard, easy = _classroom_pools()
    for s in range(n):
        for c in seen_figures(state, s):
            group = easy if D.FIGURE_EASY[c] else hard
            if c in group:
                group.remove(c)
    rng.shuffle(hard)
    rng.shuffle(easy)
    decks = []
    for s in range(n):
        seen = seen_figures(state, s)
        seen_easy = sum(1 for c in seen if D.FIGURE_EASY[c])
        need_easy = max(0, game.easy_each - seen_easy)
        need_hard = len(state.fdecks[s]) - need_easy
        deck = hard[:need_hard] + easy[:need_easy]
        hard = hard[need_hard:]
        easy = easy[need_easy:]
        rng.shuffle(deck)
        decks.append(tuple(deck))
    return tuple(decks)

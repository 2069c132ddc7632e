"""Flotsam Fight positions for the tests, set up through state_from_json."""

from __future__ import annotations

from typing import Any

import seaboard
from seaboard.games.flotsam_fight.cards import BOATS, DECK
from seaboard.games.flotsam_fight.state import FlotsamFightState


def position(
    players: int,
    hands: list[list[int]],
    *,
    boats: dict[int, list[int]] | None = None,
    draw: list[int] | None = None,
    set_aside: list[int] | None = None,
    passed: list[bool] | None = None,
    to_move: int = 0,
    last_player: int = 0,
    leader: int = 0,
    must_play: bool = False,
    rnd: int = 1,
    resets: int = 0,
    results: list[dict[str, Any]] | None = None,
    reshuffled: list[int] | None = None,
    seed: int = 7,
    **options: object,
) -> FlotsamFightState:
    """A position; the draw pile gets every card not placed elsewhere unless given."""
    game = seaboard.load("flotsam-fight", players=players, **options)
    stacks = [list((boats or {}).get(b, [])) for b in BOATS]
    aside = list(set_aside or [])
    used = {c for h in hands for c in h} | {c for s in stacks for c in s} | set(aside)
    if draw is None:
        draw = [c for c in DECK if c not in used]
    obj = {
        **game.config(),
        "seed": seed,
        "history": [],
        "state": {
            "round": rnd,
            "hands": hands,
            "draw": draw,
            "set_aside": aside,
            "boats": stacks,
            "passed": passed or [False] * players,
            "to_move": to_move,
            "last_player": last_player,
            "leader": leader,
            "must_play": must_play,
            "resets": resets,
            "results": results or [],
            "reshuffled": reshuffled or [],
        },
    }
    state = game.state_from_json(obj)
    assert isinstance(state, FlotsamFightState)
    return state


HANDS = [[12], [15], [16, 32, 48]]
STACKS = {3: [9, 27], 8: [40]}
ASIDE = [3, 4, 5, 6]
POOL = sorted({*ASIDE, 9, 27, 40})  # what the reshuffle is made of


def reshuffle_position(seed: int = 7) -> FlotsamFightState:
    """Seat 1 passes last: seat 0 draws the last pile card, then the set-aside pile (the old
    one and the cards just cleared) is shuffled into a new pile; seat 1 draws two of it."""
    used = {12, 15, 16, 32, 48, 9, 27, 40, *ASIDE}
    rest = [c for c in DECK if c not in used]
    hands = [list(h) for h in HANDS]
    hands[2] = hands[2] + rest[:-1]
    state = position(
        3,
        hands,
        boats=STACKS,
        draw=[rest[-1]],
        set_aside=ASIDE,
        passed=[True, False, True],
        to_move=1,
        last_player=2,
        seed=seed,
    )
    after = state.play("pass")
    assert isinstance(after, FlotsamFightState)
    return after

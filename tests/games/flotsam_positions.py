"""Flotsam Fight positions for the tests, set up through state_from_json."""

from __future__ import annotations

from typing import Any

import seaboard
from seaboard.games.flotsam_fight.game import BOATS, DECK, FlotsamState


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
) -> FlotsamState:
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
    assert isinstance(state, FlotsamState)
    return state

"""Land vs Sea's incremental placement generation gives exactly the actions, in exactly the
order, of the straightforward algorithm (the frontier rebuilt from the map every time)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import seaboard
from seaboard.engine import Action, State
from seaboard.games.land_vs_sea.actions import DIRS, PASS, Place

HALF_TURN = 3


def reference_open(state: Any) -> dict[tuple[int, int], tuple[int, int]]:
    """Each empty space next to the map with (mask, value) of its neighbours' edges,
    computed from the map alone."""
    faces = state.game.tiles.faces
    ebits = {c: faces[p[0]].bits[p[1]] for c, p in state.cells.items()}
    out: dict[tuple[int, int], tuple[int, int]] = {}
    for q, r in state.cells:
        for dq, dr in DIRS:
            n = (q + dq, r + dr)
            if n in state.cells or n in out:
                continue
            mask = value = 0
            for d, (eq, er) in enumerate(DIRS):
                b = ebits.get((n[0] + eq, n[1] + er))
                if b is not None:
                    mask |= 1 << d
                    if b >> ((d + HALF_TURN) % 6) & 1:
                        value |= 1 << d
            out[n] = (mask, value)
    return out


def reference_placements(state: Any) -> tuple[Action, ...]:
    """Every placement of the mover's hand: per slot, the face up then down, per open space
    in (q, r) order, per fitting rotation."""
    faces = state.game.tiles.faces
    frontier = sorted(reference_open(state).items())
    out: list[Action] = []
    for slot, (up, down, _) in enumerate(state.hands[state.mover]):
        for fid, side in ((up, "u"), (down, "d")):
            bits = faces[fid].bits
            for (q, r), (mask, value) in frontier:
                for k in range(6):
                    if (bits[k] ^ value) & mask == 0:
                        out.append(Place(slot, side, q, r, k))
    return tuple(out)


def check(state: State) -> int:
    """Compare one state's legal actions with the reference; the placements compared."""
    st: Any = state
    if st.phase not in ("play", "again"):
        return 0
    expected = reference_placements(st) or (PASS,)
    assert state.legal_actions() == expected
    assert st.open == reference_open(st)
    assert st.order == sorted(st.open)
    return len(expected)


CONFIGS = [
    (2, {}),
    (2, {"mountains_coral": True, "caravans_ships": True, "waypoints": True}),
    (3, {}),
    (4, {}),
    (4, {"mountains_coral": True, "caravans_ships": True}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_random_games_place_exactly_as_the_reference(
    players: int, options: dict[str, bool]
) -> None:
    game = seaboard.load("land-vs-sea", players, **options)
    compared = 0
    for seed in range(3):
        rng = random.Random(seed * 7 + players)
        state = game.new(seed)
        while not state.is_terminal:
            compared += check(state)
            if rng.random() < 0.05:
                # a resampled state keeps the frontier it was given
                state = state.resample(rng.randrange(players), rng)
                compared += check(state)
            state = state.apply(rng.choice(state.legal_actions()))
    assert compared > 1000


def test_the_shared_tables_may_be_emptied_without_changing_anything() -> None:
    game = seaboard.load("land-vs-sea", 2)
    rng = random.Random(5)
    state = game.new(5)
    compared = 0
    while not state.is_terminal:
        if rng.random() < 0.5:
            game.tiles.place_memo.clear()  # type: ignore[attr-defined]
        compared += check(state)
        state = state.apply(rng.choice(state.legal_actions()))
    assert compared > 100


def play_state(seed: int) -> Any:
    game = seaboard.load("land-vs-sea", 2)
    rng = random.Random(seed)
    state: Any = game.new(seed)
    while state.phase not in ("play", "again"):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def place_and_check(state: Any) -> None:
    """A placement (its new open spaces take their placements from the memo), then the
    next play state's actions compared with the reference."""
    after = state.apply(next(a for a in state.legal_actions() if isinstance(a, Place)))
    while after.phase not in ("play", "again") and not after.is_terminal:
        after = after.apply(after.legal_actions()[0])
    assert check(after) > 0


def test_the_shared_memo_starts_again_past_its_limit() -> None:
    from seaboard.games.land_vs_sea.tiles import PLACE_MEMO_LIMIT

    state = play_state(9)
    memo = state.game.tiles.place_memo
    memo.clear()
    for i in range(PLACE_MEMO_LIMIT):
        memo[-1 - i] = []
    place_and_check(state)
    assert 0 < len(memo) < 100
    assert -1 not in memo

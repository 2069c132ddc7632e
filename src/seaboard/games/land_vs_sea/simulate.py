"""Figures for rules.md: random and greedy self-play over many seeds (standard library only).

``python -m seaboard.games.land_vs_sea.simulate [games]`` prints, per policy: areas completed,
points per side, holes per game and how often each side wins.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from statistics import mean

from seaboard.engine import Action, load
from seaboard.games.land_vs_sea.game import LandVsSeaState, Place

Policy = Callable[[LandVsSeaState, random.Random], Action]


def random_policy(state: LandVsSeaState, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def greedy_policy(state: LandVsSeaState, rng: random.Random) -> Action:
    """Place where the immediate gain (own points minus the rival's) is largest."""
    legal = state.legal_actions()
    places = [a for a in legal if isinstance(a, Place)]
    if not places:
        return rng.choice(legal)
    me = state.to_move
    assert me is not None
    before = state.scores
    rivals = [s for s, t in enumerate(state.game.teams) if t != state.game.teams[me]]
    best, choice = -1e9, places[0]
    rng.shuffle(places)
    for action in places:
        after = state.apply(action).scores
        gain = (after[me] - before[me]) - max(after[s] - before[s] for s in rivals)
        if gain > best:
            best, choice = gain, action
    return choice


def holes(state: LandVsSeaState) -> int:
    """Spaces enclosed by six edges of one type, filled by the Volcano/Whirlpool or not."""
    tiles = state.game.tiles
    filled = sum(1 for p in state.cells.values() if p[0] in (tiles.volcano, tiles.whirlpool))
    empty = sum(1 for m, v in state.open.values() if m == 63 and v in (0, 63))
    return filled + empty


def run(policy: Policy, games: int, players: int = 2) -> dict[str, float]:
    game = load("land-vs-sea", players)
    rows = []
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new(seed)
        assert isinstance(state, LandVsSeaState)
        while not state.is_terminal:
            after = state.apply(policy(state, rng))
            assert isinstance(after, LandVsSeaState)
            state = after
        pts = state.points
        rows.append(
            (
                state.completed[0],
                state.completed[1],
                *pts,
                holes(state),
                *(p == max(pts) and pts.count(p) == 1 for p in pts),
                len(state.history),
            )
        )
    cols = list(zip(*rows, strict=True))
    sides = ["land", "sea", "cartographer"][: len(rows[0][2:-1]) // 2]
    names = ["land areas", "sea areas", *(f"{s} points" for s in sides), "holes",
             *(f"{s} wins" for s in sides), "actions"]  # fmt: skip
    return {n: round(mean(c), 2) for n, c in zip(names, cols, strict=True)}


if __name__ == "__main__":  # pragma: no cover
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    print("random", players, n, run(random_policy, n, players))
    print("greedy", players, n // 4, run(greedy_policy, n // 4, players))

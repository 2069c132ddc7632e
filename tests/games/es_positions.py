"""El Switcher test positions: a test's board, hands and cards set on a real initial state."""

from __future__ import annotations

import random
from typing import Any

import seaboard
from seaboard.engine import Game
from seaboard.games.el_switcher import ElSwitcherState
from seaboard.games.el_switcher import data as D

FIG07 = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 4)]  # the example: ####/...#
FIG07_TEXT = "fig07 1,1 1,2 1,3 1,4 2,4"


def game(players: int = 2, **options: Any) -> Game:
    return seaboard.load("el-switcher", players=players, **options)


def board(*figures: tuple[str, list[tuple[int, int]]]) -> list[str]:
    """A green/blue checkerboard (no two like tiles share a side) with figures painted on."""
    rows = [["GB"[(r + c) % 2] for c in range(6)] for r in range(6)]
    for colour, cells in figures:
        for r, c in cells:
            rows[r][c] = colour
    return ["".join(row) for row in rows]


def setup(g: Game | None = None, seed: int = 1, **fields: Any) -> ElSwitcherState:
    """A position: the initial state of ``seed`` with some state fields replaced."""
    g = g or game()
    data = g.new(seed).to_json()
    data["state"]["current"] = 0
    data["state"].update(fields)
    if "movement_deck" not in fields:  # keep seven cards of each kind in the game
        js = data["state"]
        deck = [m for m in D.MOVE_NAMES for _ in range(D.MOVE_COPIES)]
        used = [*(k for h in js["hands"] for k in h), *(p.split()[0] for p in js["pending"])]
        used += [m for m, n in js["discards"].items() for _ in range(n)]
        for kind in used:
            deck.remove(kind)
        rng = random.Random(seed)
        rng.shuffle(deck)
        js["movement_deck"] = deck
    state = g.state_from_json(data)
    assert isinstance(state, ElSwitcherState)
    return state


def texts(state: ElSwitcherState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def shift(cells: tuple[tuple[int, int], ...], dr: int, dc: int) -> list[tuple[int, int]]:
    return [(r + dr, c + dc) for r, c in cells]

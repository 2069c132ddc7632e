"""El Switcher: the race to form every figure, figures ready to claim, figures nearly there.

The first player with no figure left wins, so the value is the lead in figures left
(``figures_left``) against the closest opponent. A figure of one's own lying ready on the
board (``claimable`` while one is to move) counts a little. So does a face-up card of
one's own that is one or two tiles from being formed somewhere: its *distance* is, over
every position and quarter turn of its shape and every allowed colour, the fewest tiles
that would have to change (wrong colour inside the shape, same colour touching it from
outside). Without that term a one-move look-ahead sees nothing until the last swap, and a
search cannot tell a promising first move of a turn from a wasted one.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import Any

SIZE = 6
COLOURS = "RYGB"
NEAR = {0: 0.1, 1: 0.08, 2: 0.03}
"""What a face-up card at distance 0 to 2 is worth (a formed figure is worth 0.5)."""


def _neighbours(i: int) -> list[int]:
    r, c = divmod(i, SIZE)
    steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
    return [y * SIZE + x for y, x in steps if 0 <= y < SIZE and 0 <= x < SIZE]


@cache
def placements(shape: str) -> tuple[tuple[int, int], ...]:
    """Every position of a shape on the board, any quarter turn: (cells, ring) bit masks.

    ``shape`` is a view's layout such as ``"..#./####"``; the ring is the cells that touch
    the shape from outside.
    """
    cells = [
        (r, c) for r, row in enumerate(shape.split("/")) for c, ch in enumerate(row) if ch == "#"
    ]
    masks: set[int] = set()
    for _ in range(4):
        cells = [(c, -r) for r, c in cells]
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        norm = [(r - top, c - left) for r, c in cells]
        height = max(r for r, _ in norm) + 1
        width = max(c for _, c in norm) + 1
        for dr in range(SIZE - height + 1):
            for dc in range(SIZE - width + 1):
                masks.add(sum(1 << ((r + dr) * SIZE + c + dc) for r, c in norm))
    out = []
    for mask in sorted(masks):
        ring = 0
        for i in range(SIZE * SIZE):
            if mask >> i & 1:
                for j in _neighbours(i):
                    ring |= 1 << j
        out.append((mask, ring & ~mask))
    return tuple(out)


@cache
def _lanes(shape: str) -> tuple[int, int, tuple[int, ...], tuple[int, ...]]:
    """The shape's positions packed into one integer, eight bits a position.

    Adding ``ring[i] - inside[i]`` for every cell ``i`` of one colour to ``base`` leaves, in
    each byte, that position's distance for the colour: one pass over the colour's nine
    cells prices all positions at once.
    """
    spots = placements(shape)
    inside = [0] * (SIZE * SIZE)
    ring = [0] * (SIZE * SIZE)
    base = 0
    for p, (cells, around) in enumerate(spots):
        lane = 1 << (8 * p)
        base += cells.bit_count() * lane
        for i in range(SIZE * SIZE):
            if cells >> i & 1:
                inside[i] += lane
            if around >> i & 1:
                ring[i] += lane
    return len(spots), base, tuple(inside), tuple(ring)


@lru_cache(maxsize=4096)
def _colour_cells(board: str) -> tuple[tuple[str, tuple[int, ...]], ...]:
    return tuple(
        (colour, tuple(i for i, ch in enumerate(board) if ch == colour)) for colour in COLOURS
    )


@lru_cache(maxsize=65536)
def distance(board: str, shape: str, forbidden: str | None) -> int:
    """How many tiles of ``board`` (36 letters, row by row) stand between it and the shape."""
    count, base, inside, ring = _lanes(shape)
    best = SIZE * SIZE
    for colour, cells in _colour_cells(board):
        if colour == forbidden:
            continue
        lanes = base
        for i in cells:
            lanes += ring[i] - inside[i]
        best = min(best, min(lanes.to_bytes(count, "little")))
    return best


def evaluate(view: dict[str, Any], seat: int) -> float:
    left = view["figures_left"]
    others = [s for s in range(len(left)) if s != seat]
    lead = min(left[s] for s in others) - left[seat]
    ready = 0
    if view.get("to_move") == seat:
        ready = sum(1 for c in view.get("claimable_data", []) if c["owner"] is None)
    board = "".join(view["board"])
    forbidden = view.get("forbidden_colour")
    near = 0.0
    for card in view["figures"][seat]:
        if not card["blocked"]:
            near += NEAR.get(distance(board, card["shape"], forbidden), 0.0)
    return math.tanh(0.5 * lead + 0.2 * ready + near)

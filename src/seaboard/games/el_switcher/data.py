"""El Switcher's components, read from ``components.json``, and the tables derived from them.

Cells are numbered ``row * 6 + column`` (row 0 at the top). Movement kinds are 0..6
(mov1..mov7), figure cards are 0..24 (fig01..fig18, then fige01..fige07), colours 0..3.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, Final

_RAW: dict[str, Any] = json.loads(
    resources.files(__package__).joinpath("components.json").read_text(encoding="utf-8")
)

SIZE: Final[int] = _RAW["board_size"]
CELLS: Final = SIZE * SIZE
COLOURS: Final[tuple[str, ...]] = tuple(_RAW["colours"])
COLOUR_NAMES: Final[dict[str, str]] = dict(_RAW["colour_names"])
COLOUR_INDEX: Final = {c: i for i, c in enumerate(COLOURS)}
TILES_PER_COLOUR: Final[int] = _RAW["tiles_per_colour"]
MOVE_COPIES: Final[int] = _RAW["movement_copies"]
HAND_SIZE: Final[int] = _RAW["hand_size"]
FACE_UP: Final[int] = _RAW["face_up"]

MOVE_NAMES: Final[tuple[str, ...]] = tuple(m["name"] for m in _RAW["movements"])
MOVE_HELP: Final[tuple[str, ...]] = tuple(m["help"] for m in _RAW["movements"])
MOVE_TITLES: Final[tuple[str, ...]] = tuple(m["title"] for m in _RAW["movements"])
"""Each movement card's name in words ("the diagonal swap two apart"), for sentences."""
MOVE_KINDS: Final = len(MOVE_NAMES)
MOVE_INDEX: Final = {n: i for i, n in enumerate(MOVE_NAMES)}

FIGURE_NAMES: Final[tuple[str, ...]] = tuple(f["name"] for f in _RAW["figures"])
FIGURE_TITLES: Final[tuple[str, ...]] = tuple(f["title"] for f in _RAW["figures"])
"""Each figure card's name in words, from its picture ("the cross"), for sentences."""
FIGURE_LAYOUTS: Final[tuple[str, ...]] = tuple(f["layout"] for f in _RAW["figures"])
FIGURE_EASY: Final[tuple[bool, ...]] = tuple(bool(f["easy"]) for f in _RAW["figures"])
FIGURE_INDEX: Final = {n: i for i, n in enumerate(FIGURE_NAMES)}
HARD: Final[tuple[int, ...]] = tuple(i for i, e in enumerate(FIGURE_EASY) if not e)
EASY: Final[tuple[int, ...]] = tuple(i for i, e in enumerate(FIGURE_EASY) if e)
FULL_LEAVES_OUT: Final[tuple[int, ...]] = tuple(
    FIGURE_INDEX[n] for n in _RAW["full_deck_leaves_out"]
)
VARIED_LEAVES_OUT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(FIGURE_INDEX[n] for n in pair) for pair in _RAW["varied_deck_leaves_out"]
)

ROW: Final = tuple(i // SIZE for i in range(CELLS))
COL: Final = tuple(i % SIZE for i in range(CELLS))


def cell(row: int, col: int) -> int:
    """The index of the cell at ``row``, ``col``."""
    return row * SIZE + col


def cell_name(index: int) -> str:
    """The notation of a cell: ``row,column`` counted from 0."""
    return f"{ROW[index]},{COL[index]}"


def _on_board(r: int, c: int) -> bool:
    return 0 <= r < SIZE and 0 <= c < SIZE


NEIGHBOURS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        cell(ROW[i] + dr, COL[i] + dc)
        for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
        if _on_board(ROW[i] + dr, COL[i] + dc)
    )
    for i in range(CELLS)
)


# -- movement cards ------------------------------------------------------------------
def _pairs(kind: int) -> tuple[tuple[int, int], ...]:
    offsets = _RAW["movements"][kind]["offsets"]
    found: set[tuple[int, int]] = set()
    for a in range(CELLS):
        r, c = ROW[a], COL[a]
        if offsets == "edge":
            targets = [(r, 0), (r, SIZE - 1), (0, c), (SIZE - 1, c)]
        else:
            targets = [(r + dr, c + dc) for dr, dc in offsets]
        for tr, tc in targets:
            if _on_board(tr, tc) and (tr, tc) != (r, c):
                b = cell(tr, tc)
                found.add((min(a, b), max(a, b)))
    return tuple(sorted(found))


MOVE_PAIRS: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    _pairs(k) for k in range(MOVE_KINDS)
)
"""For each movement kind, every unordered pair of cells (a < b) it may swap."""


# -- figures -------------------------------------------------------------------------
def layout_cells(layout: str) -> tuple[tuple[int, int], ...]:
    """The (row, column) cells of a layout such as ``"#../###/#.."``."""
    return tuple(
        (r, c) for r, line in enumerate(layout.split("/")) for c, ch in enumerate(line) if ch == "#"
    )


def _normal(cells: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    mr = min(r for r, _ in cells)
    mc = min(c for _, c in cells)
    return tuple(sorted((r - mr, c - mc) for r, c in cells))


def rotations(layout: str) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The distinct quarter-turn rotations of a layout (mirror images are not included)."""
    cells = list(layout_cells(layout))
    out: list[tuple[tuple[int, int], ...]] = []
    for _ in range(4):
        norm = _normal(cells)
        if norm not in out:
            out.append(norm)
        cells = [(c, -r) for r, c in cells]
    return tuple(out)


def _shape_key(cells: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    return tuple(r * 8 + c for r, c in cells)


SHAPE_OF: Final[dict[tuple[int, ...], int]] = {}
"""Normalised shape key (row * 8 + column, sorted, from the top-left) -> figure card."""
for _fig, _layout in enumerate(FIGURE_LAYOUTS):
    for _rot in rotations(_layout):
        _key = _shape_key(_rot)
        if _key in SHAPE_OF:  # pragma: no cover - a broken data file
            raise ValueError(f"{FIGURE_NAMES[_fig]} repeats {FIGURE_NAMES[SHAPE_OF[_key]]}")
        SHAPE_OF[_key] = _fig


def _placements(fig: int) -> list[tuple[int, ...]]:
    found: set[tuple[int, ...]] = set()
    for rot in rotations(FIGURE_LAYOUTS[fig]):
        height = max(r for r, _ in rot) + 1
        width = max(c for _, c in rot) + 1
        for r0 in range(SIZE - height + 1):
            for c0 in range(SIZE - width + 1):
                found.add(tuple(sorted(cell(r0 + r, c0 + c) for r, c in rot)))
    return sorted(found)


PLACEMENTS: Final[tuple[tuple[int, tuple[int, ...]], ...]] = tuple(
    (fig, cells) for fig in range(len(FIGURE_NAMES)) for cells in _placements(fig)
)
"""Every (figure card, sorted cells) the figure can occupy on the board."""
PLACEMENT_INDEX: Final[dict[tuple[int, tuple[int, ...]], int]] = {
    p: i for i, p in enumerate(PLACEMENTS)
}


def shape_of_cells(cells: tuple[int, ...] | list[int]) -> int | None:
    """The figure card whose shape (in some rotation) these cells have, or None."""
    mr = min(ROW[i] for i in cells)
    mc = min(COL[i] for i in cells)
    return SHAPE_OF.get(tuple(sorted((ROW[i] - mr) * 8 + COL[i] - mc for i in cells)))


@lru_cache(maxsize=8192)
def figures_on(board: str) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """Every valid figure on ``board`` (rules 1 and 2): (card, colour, sorted cells).

    A valid figure is exactly a one-colour connected component (side contact) whose shape
    is one of the figure cards, so the search walks the components once.
    """
    seen = [False] * CELLS
    out: list[tuple[int, int, tuple[int, ...]]] = []
    neighbours = NEIGHBOURS
    for start in range(CELLS):
        if seen[start]:
            continue
        colour = board[start]
        seen[start] = True
        stack = [start]
        comp = [start]
        while stack:
            i = stack.pop()
            for j in neighbours[i]:
                if not seen[j] and board[j] == colour:
                    seen[j] = True
                    stack.append(j)
                    comp.append(j)
        if 4 <= len(comp) <= 5:
            fig = shape_of_cells(comp)
            if fig is not None:
                out.append((fig, COLOUR_INDEX[colour], tuple(sorted(comp))))
    return tuple(out)


def full_deck(seat: int, varied: bool = False) -> tuple[int, ...]:
    """A seat's 23-card deck: every hard figure and five easy ones.

    The default leaves the same two easy figures out of every deck (``full``); ``varied``
    is the older composition in which each seat leaves out a different pair.
    """
    left_out = VARIED_LEAVES_OUT[seat] if varied else FULL_LEAVES_OUT
    return HARD + tuple(f for f in EASY if f not in left_out)

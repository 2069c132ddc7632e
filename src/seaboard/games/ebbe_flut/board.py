"""Ebbe & Flut's cards, pieces and grid: the numbers and tables every other module reads.

Board coordinates: rows 0-4 from top to bottom and columns 0-4 from left to right, as seen
from Water's side of the table (in the solo game: from the player's side). A cell index is
``row * SIZE + column``.

A card is an integer 0..24: ``letter * SIZE + number - 1`` (A1 = 0, A2 = 1, ..., E5 = 24), so
the rulebook's order A1 < A2 < ... < E5 is the integer order. A piece is a card of a colour:
``colour * CARDS_PER_COLOUR + card`` with colour 0 = Water and 1 = Land.

Each colour follows one of two geometries: geometry 0 enters at the bottom-right corner
(cells 4,4 3,4 4,3) and moves left (column conflict) or up (row conflict); geometry 1
enters at the top-left corner (0,0 0,1 1,0) and moves right or down. In the two-player game
Water uses geometry 0 and Land geometry 1; in the solo game it is the other way round, as
the rulebook's solo diagram places the Land start at the player's lower right.
"""

from __future__ import annotations

from typing import Final

# -- colours, cards and pieces -----------------------------------------------------------

WATER, LAND = 0, 1
COLOURS: Final = ("water", "land")
LETTERS: Final = "ABCDE"
SIZE: Final = 5  # rows and columns of the grid; also the letters and numbers on the cards
CELLS: Final = SIZE * SIZE
LAST_CELL: Final = CELLS - 1  # a cell seen from the other side of the table is LAST_CELL - cell
CARDS_PER_COLOUR: Final = len(LETTERS) * SIZE  # A1 to E5
PIECES: Final = len(COLOURS) * CARDS_PER_COLOUR
STACKS: Final = 5  # the stacks each player (or the solo player) draws from


def colour_of(piece: int) -> int:
    """The colour of a piece (WATER or LAND)."""
    return piece // CARDS_PER_COLOUR


def card_of(piece: int) -> int:
    """The card a piece shows (0..24)."""
    return piece % CARDS_PER_COLOUR


def piece_of(colour: int, card: int) -> int:
    """The piece of ``colour`` showing ``card``."""
    return colour * CARDS_PER_COLOUR + card


def letter_of(card: int) -> int:
    """The index of a card's letter (A = 0)."""
    return card // SIZE


def number_of(card: int) -> int:
    """The index of a card's number (1 = 0)."""
    return card % SIZE


CARD_NAMES: Final = tuple(
    f"{LETTERS[letter_of(c)]}{number_of(c) + 1}" for c in range(CARDS_PER_COLOUR)
)
PIECE_CODES: Final = tuple(f"{'wl'[colour_of(p)]}{CARD_NAMES[card_of(p)]}" for p in range(PIECES))
PIECE_INDEX: Final = {code: i for i, code in enumerate(PIECE_CODES)}
# a card's letter and number as bits, to find shared letters or numbers in a line quickly
BITS: Final = tuple(
    (1 << letter_of(c)) | (1 << (SIZE + number_of(c))) for c in range(CARDS_PER_COLOUR)
)

# per piece: (owner, card) as a view shows it, for each pair (Water's faces known, Land's
# faces known) of FACES_KNOWN (a covered card's face is shown only to who remembers it)
FACES_KNOWN: Final = ((True, True), (False, False), (True, False), (False, True))
PIECE_FACES: Final = tuple(
    tuple(
        (COLOURS[colour_of(p)], CARD_NAMES[card_of(p)] if known[colour_of(p)] else None)
        for p in range(PIECES)
    )
    for known in FACES_KNOWN
)


def piece_name(piece: int) -> str:
    """``Water C4`` for a piece."""
    return f"{COLOURS[colour_of(piece)].title()} {CARD_NAMES[card_of(piece)]}"


# -- the grid ----------------------------------------------------------------------------


def cell_at(row: int, col: int) -> int:
    """The index of the cell at ``row``, ``col``."""
    return row * SIZE + col


def row_col(cell: int) -> tuple[int, int]:
    """The row and column of a cell index."""
    return divmod(cell, SIZE)


def cell_name(cell: int) -> str:
    """``row,column`` of a cell index."""
    row, col = row_col(cell)
    return f"{row},{col}"


ROWS: Final = tuple(tuple(cell_at(r, c) for c in range(SIZE)) for r in range(SIZE))
COLS: Final = tuple(tuple(cell_at(r, c) for r in range(SIZE)) for c in range(SIZE))

LEFT, UP, RIGHT, DOWN = 0, 1, 2, 3
DIR_NAMES: Final = ("left", "up", "right", "down")
DIR_STEPS: Final = ((0, -1), (-1, 0), (0, 1), (1, 0))
DIRECTIONS: Final = len(DIR_NAMES)


def opposite(direction: int) -> int:
    """The direction turned by 180 degrees (Land's left is Water's right)."""
    return (direction + 2) % DIRECTIONS


# the target cell of a move from each cell in each direction (-1: off the grid)
TARGET: Final = tuple(
    tuple(
        cell_at(r + dr, c + dc) if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE else -1
        for dr, dc in DIR_STEPS
    )
    for r in range(SIZE)
    for c in range(SIZE)
)

# per geometry: start cells, the direction of a column move and of a row move
START: Final = ((19, 23, 24), (0, 1, 5))
GOAL: Final = (frozenset(START[1]), frozenset(START[0]))
COL_DIR: Final = (LEFT, RIGHT)
# the most moves one card can make: each brings it one step nearer its goal corner, from
# the start cell farthest from the goal (4,3 to 1,0 or 0,1: 3 + 3) and one step into it
MAX_MOVES_PER_CARD: Final = 7
ROW_DIR: Final = (UP, DOWN)

Board = tuple[tuple[int, ...], ...]
Stacks = tuple[tuple[tuple[int, ...], ...], ...]
Pair = tuple[tuple[int, ...], tuple[int, ...]]

"""Ebbe & Flut's conflicts: two top cards of one colour in a row or column that share a
letter or a number, found with bit masks (the hot path of every bot's playout)."""

from __future__ import annotations

from typing import Final

from seaboard.games.ebbe_flut.board import (
    BITS,
    CARDS_PER_COLOUR,
    CELLS,
    COLOURS,
    COLS,
    LETTERS,
    PIECES,
    ROWS,
    SIZE,
    Board,
    letter_of,
    number_of,
)

# per colour: the letter and number bits of each piece's card, 0 for the other colour
PIECE_BITS: Final = tuple(
    tuple(
        BITS[p % CARDS_PER_COLOUR] if p // CARDS_PER_COLOUR == colour else 0 for p in range(PIECES)
    )
    for colour in range(len(COLOURS))
)


# per line kind: the cells of each line as a bit mask
LINE_BITS: Final = {
    kind: tuple(sum(1 << i for i in line) for line in lines)
    for kind, lines in (("row", ROWS), ("column", COLS))
}


def conflict_masks(board: Board, colour: int) -> tuple[int, int]:
    """Bit masks of the cells whose top card of ``colour`` is in a row / column conflict."""
    bits = PIECE_BITS[colour]
    tops = [bits[cell[-1]] if cell else 0 for cell in board]
    rows = cols = 0
    # a line holds SIZE (five) cells, unrolled as a to e: dup has the bits seen twice
    for r in range(0, CELLS, SIZE):
        a, b, c, d, e = tops[r : r + SIZE]
        ab = a | b
        abc = ab | c
        dup = (a & b) | (ab & c) | (abc & d) | ((abc | d) & e)
        if dup:
            for i in range(r, r + SIZE):
                if tops[i] & dup:
                    rows |= 1 << i
    for k in range(SIZE):
        a, b, c, d, e = tops[k::SIZE]
        ab = a | b
        abc = ab | c
        dup = (a & b) | (ab & c) | (abc & d) | ((abc | d) & e)
        if dup:
            for i in range(k, CELLS, SIZE):
                if tops[i] & dup:
                    cols |= 1 << i
    return rows, cols


def conflict_pairs(
    board: Board, colour: int, masks: tuple[int, int] | None = None
) -> list[tuple[str, int, int, int, str]]:
    """Every conflicting pair of ``colour``: (line, index, cell a, cell b, shared mark).

    ``masks`` are the colour's ``conflict_masks`` when the caller has them: only the lines
    they mark can hold a pair.
    """
    rows, cols = masks if masks is not None else conflict_masks(board, colour)
    out: list[tuple[str, int, int, int, str]] = []
    if not (rows or cols):
        return out
    for kind, lines, mask in (("row", ROWS, rows), ("column", COLS, cols)):
        for index, line in enumerate(lines):
            if not mask & LINE_BITS[kind][index]:
                continue
            tops = []
            for i in line:
                cell = board[i]
                if cell and cell[-1] // CARDS_PER_COLOUR == colour:
                    tops.append((i, cell[-1] % CARDS_PER_COLOUR))
            for x in range(len(tops)):
                for y in range(x + 1, len(tops)):
                    (a, ca), (b, cb) = tops[x], tops[y]
                    if letter_of(ca) == letter_of(cb):
                        out.append((kind, index, a, b, LETTERS[letter_of(ca)]))
                    elif number_of(ca) == number_of(cb):
                        out.append((kind, index, a, b, str(number_of(ca) + 1)))
    return out


def doubled_count(board: Board, colour: int) -> int:
    """Letters or numbers that appear more than once in a line (the German penalty count)."""
    total = 0
    for lines in (ROWS, COLS):
        for line in lines:
            counts: dict[tuple[int, int], int] = {}
            for i in line:
                cell = board[i]
                if cell and cell[-1] // CARDS_PER_COLOUR == colour:
                    card = cell[-1] % CARDS_PER_COLOUR
                    for key in ((0, letter_of(card)), (1, number_of(card))):
                        counts[key] = counts.get(key, 0) + 1
            total += sum(1 for n in counts.values() if n > 1)
    return total

"""The names of El Switcher's cards and colours as messages, told in a reader's language.

``components.json`` holds the English names (``data.MOVE_TITLES``, ``data.FIGURE_TITLES``,
``data.COLOUR_NAMES``); the tables below mark the same texts for the catalogue (a test keeps
them equal), and the functions tell them. A colour is a noun in every sentence ("in blue",
"blue is forbidden"), so one word per colour serves every language's grammar.
"""

from __future__ import annotations

from typing import Final

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.el_switcher import data as D

MOVE_TITLES: Final[tuple[str, ...]] = (
    N_("the diagonal swap two apart"),
    N_("the straight swap two apart"),
    N_("the straight swap side by side"),
    N_("the diagonal swap side by side"),
    N_("the L swap bending left"),
    N_("the L swap bending right"),
    N_("the swap to the end of the line"),
)
"""Each movement card's name in sentences (``data.MOVE_TITLES``, marked)."""

MOVE_HELP: Final[tuple[str, ...]] = (
    N_("diagonal, two apart"),
    N_("straight, two apart"),
    N_("straight, side by side"),
    N_("diagonal, side by side"),
    N_("an L bending left"),
    N_("an L bending right"),
    N_("to an end of the row or column"),
)
"""Each movement card's step in words (``data.MOVE_HELP``, marked)."""

FIGURE_TITLES: Final[tuple[str, ...]] = (
    N_("the tall T"),
    N_("the long zigzag"),
    N_("the mirrored long zigzag"),
    N_("the staircase"),
    N_("the line of five"),
    N_("the big corner"),
    N_("the long L"),
    N_("the mirrored long L"),
    N_("the F"),
    N_("the big Z"),
    N_("the mirrored F"),
    N_("the big S"),
    N_("the line of four with a bump"),
    N_("the mirrored line of four with a bump"),
    N_("the P"),
    N_("the U"),
    N_("the cross"),
    N_("the mirrored P"),
    N_("the small S"),
    N_("the square"),
    N_("the small Z"),
    N_("the small T"),
    N_("the small L"),
    N_("the line of four"),
    N_("the mirrored small L"),
)
"""Each figure card's name in sentences (``data.FIGURE_TITLES``, marked)."""

FIGURE_WORDS: Final[tuple[str, ...]] = (
    N_("tall T"),
    N_("long zigzag"),
    N_("mirrored long zigzag"),
    N_("staircase"),
    N_("line of five"),
    N_("big corner"),
    N_("long L"),
    N_("mirrored long L"),
    N_("F"),
    N_("big Z"),
    N_("mirrored F"),
    N_("big S"),
    N_("line of four with a bump"),
    N_("mirrored line of four with a bump"),
    N_("P"),
    N_("U"),
    N_("cross"),
    N_("mirrored P"),
    N_("small S"),
    N_("square"),
    N_("small Z"),
    N_("small T"),
    N_("small L"),
    N_("line of four"),
    N_("mirrored small L"),
)
"""Each figure card's name without its article, for menus and refusals ("long L")."""

COLOURS: Final[dict[str, str]] = {
    "R": N_("red"),
    "Y": N_("yellow"),
    "G": N_("green"),
    "B": N_("blue"),
}
"""Each colour's word (``data.COLOUR_NAMES``, marked)."""


def move_title(kind: int, language: Language = ENGLISH) -> str:
    """A movement card in a sentence: "the L swap bending left"."""
    return language.t(MOVE_TITLES[kind])


def figure_title(card: int, language: Language = ENGLISH) -> str:
    """A figure card in a sentence: "the long L"."""
    return language.t(FIGURE_TITLES[card])


def figure_word(card: int, language: Language = ENGLISH) -> str:
    """A figure card without its article: "long L"."""
    return language.t(FIGURE_WORDS[card])


def colour(letter: str, language: Language = ENGLISH) -> str:
    """A colour (its letter, ``R``) as a word: "red"."""
    return language.t(COLOURS[letter])


def colour_of(index: int, language: Language = ENGLISH) -> str:
    """A colour (its number, 0 to 3) as a word."""
    return colour(D.COLOURS[index], language)

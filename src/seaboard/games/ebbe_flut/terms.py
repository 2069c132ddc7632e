"""Ebbe & Flut's terms as messages: colours, cards of a colour and directions, for the words
(words.py) and the refusals (refusals.py), told in a reader's language."""

from __future__ import annotations

from typing import Final

from seaboard.engine.language import N_, Language
from seaboard.games.ebbe_flut.board import CARD_NAMES, card_of, colour_of

# A direction in words, by its name (``DIR_NAMES``), as a message of the catalogue.
DIRECTION_WORDS: Final = {
    "left": N_("left"),
    "up": N_("up"),
    "right": N_("right"),
    "down": N_("down"),
}
# A colour's name ("Water"), by colour: the role titles of the two-player game.
COLOUR_NAMES: Final = (N_("Water"), N_("Land"))
# A card of a colour ("Water C4"), by colour.
PIECE_WORDS: Final = (N_("Water {card}"), N_("Land {card}"))
# A conflict of a colour in the solo game ("Water 2 in row 1"), by colour.
COLOUR_CONFLICT: Final = (N_("Water {conflict}"), N_("Land {conflict}"))


def piece_words(piece: int, language: Language) -> str:
    """``Water C4`` for a piece, in ``language``."""
    return language.t(PIECE_WORDS[colour_of(piece)], card=CARD_NAMES[card_of(piece)])


def direction_words(name: str, language: Language) -> str:
    """A direction's name (``left``) in ``language``."""
    return language.t(DIRECTION_WORDS[name])

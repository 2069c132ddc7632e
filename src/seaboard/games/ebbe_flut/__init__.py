"""Ebbe & Flut (Wolfgang Werner, Adlung 2000): Water against Land on a 5x5 grid, or solo."""

from seaboard.games.ebbe_flut.actions import Done, Draw, Move, Place
from seaboard.games.ebbe_flut.game import EbbeFlut
from seaboard.games.ebbe_flut.state import EbbeFlutState
from seaboard.games.ebbe_flut.words import EbbeFlutWords

GAME = EbbeFlut
WORDS = EbbeFlutWords()

__all__ = ["GAME", "WORDS", "Done", "Draw", "EbbeFlut", "EbbeFlutState", "Move", "Place"]

"""Ebbe & Flut (Wolfgang Werner, Adlung 2000): Water against Land on a 5x5 grid, or solo."""

from seaboard.games.ebbe_flut.game import (
    Done,
    Draw,
    EbbeFlut,
    EbbeFlutState,
    Move,
    Place,
)

GAME = EbbeFlut

__all__ = ["GAME", "Done", "Draw", "EbbeFlut", "EbbeFlutState", "Move", "Place"]

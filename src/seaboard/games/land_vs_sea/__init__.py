"""Land vs Sea: a two-sided hex-tile map builder (part 1: the basic two-player game)."""

from seaboard.games.land_vs_sea.game import LandVsSea
from seaboard.games.land_vs_sea.words import LandVsSeaWords

GAME = LandVsSea
WORDS = LandVsSeaWords()

__all__ = ["GAME", "WORDS", "LandVsSea"]

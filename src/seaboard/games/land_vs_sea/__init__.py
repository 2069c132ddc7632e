"""Land vs Sea: a two-sided hex-tile map builder (part 1: the basic two-player game)."""

from seaboard.games.land_vs_sea.game import LandVsSea

GAME = LandVsSea

__all__ = ["GAME", "LandVsSea"]

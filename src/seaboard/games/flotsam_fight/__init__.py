"""Flotsam Fight: load treasure onto lifeboats and be the first to empty your hand."""

from seaboard.games.flotsam_fight.actions import Pass, Play
from seaboard.games.flotsam_fight.game import FlotsamFight, FlotsamState
from seaboard.games.flotsam_fight.words import FlotsamWords

GAME = FlotsamFight
WORDS = FlotsamWords()

__all__ = ["GAME", "WORDS", "FlotsamFight", "FlotsamState", "Pass", "Play"]

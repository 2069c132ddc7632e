"""Flotsam Fight: load treasure onto lifeboats and be the first to empty your hand."""

from seaboard.games.flotsam_fight.actions import Pass, Play
from seaboard.games.flotsam_fight.game import FlotsamFight
from seaboard.games.flotsam_fight.state import FlotsamFightState
from seaboard.games.flotsam_fight.words import FlotsamFightWords

GAME = FlotsamFight
WORDS = FlotsamFightWords()

__all__ = ["GAME", "WORDS", "FlotsamFight", "FlotsamFightState", "Pass", "Play"]

"""Flotsam Fight: load treasure onto lifeboats and be the first to empty your hand."""

from seaboard.games.flotsam_fight.game import FlotsamFight, FlotsamState, Pass, Play

GAME = FlotsamFight

__all__ = ["GAME", "FlotsamFight", "FlotsamState", "Pass", "Play"]

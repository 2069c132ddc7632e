"""El Switcher: swap coloured tiles with movement cards to form the figures on your cards."""

from seaboard.games.el_switcher.game import Claim, ElSwitcher, End, Move, SwitcherState, Undo

GAME = ElSwitcher

__all__ = ["GAME", "Claim", "ElSwitcher", "End", "Move", "SwitcherState", "Undo"]

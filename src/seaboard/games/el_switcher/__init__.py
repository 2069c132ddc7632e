"""El Switcher: swap coloured tiles with movement cards to form the figures on your cards."""

from seaboard.games.el_switcher.actions import Claim, End, Move, Undo
from seaboard.games.el_switcher.game import ElSwitcher, SwitcherState
from seaboard.games.el_switcher.words import SwitcherWords

GAME = ElSwitcher
WORDS = SwitcherWords()

__all__ = ["GAME", "WORDS", "Claim", "ElSwitcher", "End", "Move", "SwitcherState", "Undo"]

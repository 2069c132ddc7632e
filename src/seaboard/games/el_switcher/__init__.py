"""El Switcher: swap coloured tiles with movement cards to form the figures on your cards."""

from seaboard.games.el_switcher.actions import Claim, End, Move, Undo
from seaboard.games.el_switcher.game import ElSwitcher
from seaboard.games.el_switcher.state import ElSwitcherState
from seaboard.games.el_switcher.words import ElSwitcherWords

GAME = ElSwitcher
WORDS = ElSwitcherWords()

__all__ = ["GAME", "WORDS", "Claim", "ElSwitcher", "ElSwitcherState", "End", "Move", "Undo"]

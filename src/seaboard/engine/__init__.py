"""The protocol every game implements. Standard library only."""

from seaboard.engine.action import Action
from seaboard.engine.errors import IllegalAction, InvalidOptions, NotationError, SeaboardError
from seaboard.engine.game import Game
from seaboard.engine.history import History
from seaboard.engine.options import Option, OptionValue
from seaboard.engine.registry import game_class, games, load, names, register
from seaboard.engine.state import State
from seaboard.engine.telling import Naming, Words
from seaboard.engine.undo import reveals, take_back_refusal
from seaboard.engine.words import counted

__all__ = [
    "Action",
    "Game",
    "History",
    "IllegalAction",
    "InvalidOptions",
    "Naming",
    "NotationError",
    "Option",
    "OptionValue",
    "SeaboardError",
    "State",
    "Words",
    "counted",
    "game_class",
    "games",
    "load",
    "names",
    "register",
    "reveals",
    "take_back_refusal",
]

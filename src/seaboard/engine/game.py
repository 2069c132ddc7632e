"""The Game: an immutable configuration (rules, player count, options) that makes states."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from seaboard.engine.action import Action
from seaboard.engine.errors import InvalidOptions, NotationError
from seaboard.engine.history import History
from seaboard.engine.language import ENGLISH, Language
from seaboard.engine.native import mypyc_attr
from seaboard.engine.options import Option, OptionValue
from seaboard.engine.rng import SEED_BITS, new_seed
from seaboard.engine.telling import Words

if TYPE_CHECKING:
    from seaboard.engine.state import State


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC):
    """Rules of one game for a given player count and options.

    Subclasses declare the class attributes below and implement the abstract methods.
    Create instances with ``seaboard.load`` (or ``configure``), which validates everything.
    """

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    options_spec: ClassVar[tuple[Option, ...]] = ()
    hidden_information: ClassVar[bool] = True
    #: The game's words, handed to the registry by its package (``WORDS``).
    words: ClassVar[Words[Any]] = Words()
    summary: ClassVar[str] = ""  # two sentences for a lobby (the server's game list)
    #: The shape of ``State.view`` as a ``TypedDict`` (the game's view.py); the conformance
    #: kit checks every view against it and the browser's types are generated from it.
    view_shape: ClassVar[type | None] = None
    #: Rating groups, each (fewest players, most players, group name): a game that plays
    #: differently enough across player counts has one rating per group; () is not rated.
    rating_groups: ClassVar[tuple[tuple[int, int, str], ...]] = ()
    #: Options that set the table's clock, not the rules (a rated game may choose them).
    clock_options: ClassVar[frozenset[str]] = frozenset()
    #: Options (as a form sends them) that keep a game short: browser tests and demos use them.
    short_options: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: Regular expressions for the game's notation, which no sentence for people may hold
    #: (the game's actions.py declares them; the words tests scan every sentence with them).
    notation_patterns: ClassVar[tuple[str, ...]] = ()

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        self._players = players
        self._options: Mapping[str, OptionValue] = MappingProxyType(dict(options))

    # -- configuration -------------------------------------------------------------
    @classmethod
    def configure(cls, players: int | None = None, **raw: object) -> Game:
        """Validate the player count and options and build the game."""
        if players is None:
            players = cls.default_players
        if isinstance(players, bool) or not isinstance(players, int):
            raise InvalidOptions(f"players must be a whole number, not {players!r}")
        if not cls.min_players <= players <= cls.max_players:
            span = (
                str(cls.min_players)
                if cls.min_players == cls.max_players
                else f"{cls.min_players} to {cls.max_players}"
            )
            raise InvalidOptions(f"{cls.name} is for {span} players, not {players}")
        spec = {o.name: o for o in cls.options_spec}
        unknown = sorted(set(raw) - set(spec))
        if unknown:
            known = ", ".join(sorted(spec)) or "none"
            raise InvalidOptions(
                f"{cls.name} has no option {unknown[0]!r}; its options are: {known}"
            )
        values: dict[str, OptionValue] = {o.name: o.default for o in cls.options_spec}
        values.update(cls.preset(players))
        for key, value in raw.items():
            values[key] = spec[key].parse(value)
        problem = cls.check_options(players, values)
        if problem:
            raise InvalidOptions(f"{cls.name}: {problem}")
        return cls(players, values)

    @classmethod
    def preset(cls, players: int) -> dict[str, OptionValue]:
        """Option defaults that depend on the player count (override where the rules advise)."""
        return {}

    @classmethod
    def check_options(cls, players: int, options: Mapping[str, OptionValue]) -> str | None:
        """Cross-option validation; return a message when the combination is not allowed."""
        return None

    @classmethod
    def conformance_configs(cls) -> tuple[tuple[int, dict[str, OptionValue]], ...]:
        """Player counts and option presets that the conformance kit plays."""
        return tuple((n, {}) for n in range(cls.min_players, cls.max_players + 1))

    @classmethod
    def describe(cls) -> dict[str, Any]:
        """JSON metadata: name, title, player counts and options."""
        return {
            "name": cls.name,
            "title": cls.title,
            "min_players": cls.min_players,
            "max_players": cls.max_players,
            "options": [o.describe() for o in cls.options_spec],
        }

    @property
    def players(self) -> int:
        """Number of seats."""
        return self._players

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """The resolved options (every option, defaults included), read-only."""
        return self._options

    def option(self, key: str) -> OptionValue:
        """One resolved option."""
        return self._options[key]

    def config(self) -> dict[str, Any]:
        """JSON of the configuration: ``load(**config)`` rebuilds an equal game."""
        return {"game": self.name, "players": self._players, "options": dict(self._options)}

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle by configuration (processes of a simulation rebuild the game by name).
        return (_rebuild, (type(self), self._players, dict(self._options)))

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Game)
            and self.name == other.name
            and self._players == other._players
            and dict(self._options) == dict(other._options)
        )

    def __hash__(self) -> int:
        return hash((self.name, self._players, tuple(sorted(self._options.items()))))

    def __repr__(self) -> str:
        opts = "".join(f", {k}={v!r}" for k, v in self._options.items())
        return f"load({self.name!r}, players={self._players}{opts})"

    def role_name(self, seat: int, language: Language = ENGLISH) -> str:
        """The seat's role as words for messages ("Player 2", "Land"), in ``language``
        (a game's role titles are messages of its catalogue)."""
        return language.t(self.role_title(self.roles[seat]))

    @staticmethod
    def role_title(role: str) -> str:
        """A role in words, whichever seat holds it ("Land" for "land")."""
        return role.replace("-", " ").title()

    def notation_for(self, action: Action, seat: int | None) -> str:
        """The action's notation as ``seat`` reads it (a game whose players sit on opposite
        sides may mirror directions); the canonical notation is ``str(action)``."""
        return str(action)

    def parse_action_for(self, text: str, seat: int | None) -> Action:
        """Read notation typed by ``seat``; the inverse of ``notation_for``."""
        return self.parse_action(text)

    # -- what every game provides --------------------------------------------------
    @property
    @abstractmethod
    def roles(self) -> tuple[str, ...]:
        """The role of each seat, for example ("water", "land")."""

    @property
    @abstractmethod
    def max_length(self) -> int:
        """An upper bound on the number of actions in one game."""

    @abstractmethod
    def new(self, seed: int) -> State:
        """The initial state; all randomness of the game derives from ``seed``."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Read an action's notation; raise NotationError on bad text."""

    def action_from_data(self, obj: object) -> Action:
        """Read an action's JSON form (``Action.data()``); NotationError on bad data.

        The game's ``_action_from_data`` checks the fields' types and builds the action;
        its limits (cells on the board, cards that exist) are the notation's, so the
        action is read back through ``parse_action`` and exists exactly when its notation
        does.
        """
        action = self._action_from_data(obj)
        return self.parse_action(str(action))

    @abstractmethod
    def _action_from_data(self, obj: object) -> Action:
        """Build the action that ``obj`` describes; NotationError names a bad field."""

    @property
    @abstractmethod
    def num_actions(self) -> int:
        """Size of the fixed integer action encoding."""

    @abstractmethod
    def encode(self, action: Action) -> int:
        """The action's integer in ``range(num_actions)``."""

    @abstractmethod
    def decode(self, index: int) -> Action:
        """The action with this integer; NotationError outside the range."""

    @abstractmethod
    def state_from_json(self, obj: Mapping[str, Any]) -> State:
        """Rebuild a state from ``State.to_json()``; NotationError names a bad field."""

    # -- shared helpers ------------------------------------------------------------
    def replay(self, seed: int, actions: Iterable[Action | str]) -> State:
        """Play ``actions`` from the initial state of ``seed``, validating each."""
        state = self.new(seed)
        for action in actions:
            state = state.play(action)
        return state

    def random_seed(self, rng: random.Random | None = None) -> int:
        """A secret seed for a new game (front ends use it when the user gives none).

        ``engine.rng.SEED_BITS`` (128) bits from the operating system (``secrets``), or from
        ``rng`` when one is given (simulations that must repeat).
        """
        if rng is not None:
            return rng.getrandbits(SEED_BITS)
        return new_seed()

    def read_envelope(self, obj: Mapping[str, Any]) -> tuple[int, History, Mapping[str, Any]]:
        """Check the shared part of ``to_json`` output against this game.

        Returns the seed, the parsed history and the game's own ``state`` object.
        """
        if not isinstance(obj, Mapping):
            raise NotationError(f"a saved state must be an object, not {type(obj).__name__}")
        if obj.get("game") != self.name:
            raise NotationError(f"game must be {self.name!r}, not {obj.get('game')!r}")
        if obj.get("players") != self._players:
            raise NotationError(f"players must be {self._players}, not {obj.get('players')!r}")
        options = obj.get("options")
        if not isinstance(options, Mapping) or dict(options) != dict(self._options):
            raise NotationError(f"options must be {dict(self._options)}, not {options!r}")
        seed = obj.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise NotationError(f"seed must be a whole number, not {seed!r}")
        raw_history = obj.get("history")
        if not isinstance(raw_history, list) or not all(isinstance(a, str) for a in raw_history):
            raise NotationError("history must be a list of action notations")
        history = History.of(self.parse_action(a) for a in raw_history)
        state = obj.get("state")
        if not isinstance(state, Mapping):
            raise NotationError("state must be an object")
        return seed, history, state

    def check_index(self, index: int) -> None:
        """Raise NotationError when ``index`` is outside the action encoding."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise NotationError(f"an action index must be a whole number, not {index!r}")
        if not 0 <= index < self.num_actions:
            raise NotationError(f"action index {index} is outside 0..{self.num_actions - 1}")


def _rebuild(cls: type[Game], players: int, options: dict[str, OptionValue]) -> Game:
    return cls(players, options)

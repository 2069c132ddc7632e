"""OpenSpiel: every Seaboard game registered as an OpenSpiel Python game.

Importing this module registers each game of ``seaboard.games()`` as
``python_seaboard_<pkg>`` (for example ``python_seaboard_ebbe_flut``):

>>> import pyspiel
>>> import seaboard.adapters.openspiel
>>> game = pyspiel.load_game("python_seaboard_flotsam_fight", {"players": 3, "seed": 7})

* Parameters: ``players``, ``seed`` and every option of the game as a string: "default"
  (Seaboard's default for the player count, presets included) or the value as text
  ("true", "24", "none", "one-lap").
* Chance is ``SAMPLED_STOCHASTIC``: there are no chance nodes. Our randomness lives inside
  the state, fixed by its seed. The n-th initial state of one game object to be dealt
  (n = 0, 1, 2, ...) uses the Seaboard seed ``derive(seed, "openspiel", n).getrandbits(128)``,
  so a program that loads the game with the same ``seed`` (OpenSpiel's parameter is a small
  integer) and makes the same calls deals the same games; ``seed=-1`` draws every seed from
  the operating system instead, as a table does (``Game.random_seed``). The deal is lazy:
  OpenSpiel builds a new initial state when it clones a state (and overwrites it) and when
  it sizes a tensor (and drops it after one look); neither kind deals a game of its own
  (a state dropped after one look gives its deal to the next). ``serialize()`` keeps the
  state's seed, so a deserialised state replays exactly. OpenSpiel cannot save a Python
  game's generator, so its own ``serialize_game_and_state`` (and
  ``random_sim_test(serialize=True)``) is not available.
* Imperfect information, terminal rewards (the game's returns: +1 sole winner, -1 loss,
  0 draw or shared win); zero-sum with two players, general-sum otherwise.
* Observations: the tensor is the game's encoder on ``view(player)`` (see
  ``seaboard.adapters.observation``; the named pieces are the observer's ``dict``); the
  string is the view as compact JSON, without the mover's legal list. With
  ``private_info=NONE`` both come from the spectator's view. The information state is the
  view plus the public action history: the string prefixes the history's notation, the
  tensor is the view's encoding (our views carry what a seat knows).
* ``str(state)`` is the position (hidden parts included) without the history, as
  OpenSpiel's own games print theirs; ``serialize()`` is the full save. The history's
  notation is kept as one list shared by the states of a line of play and joined only when
  an information state string asks for it, so a long game costs linear memory here
  (OpenSpiel's own states each keep their history, see docs/research.md).
* A game that is unbounded at its default options gets a turn limit here: El Switcher's
  ``max_turns`` left at "default" becomes the largest limit whose length bound is at most
  ``ADAPTER_MAX_LENGTH`` (7,000) actions, so ``random_sim_test`` stays within about a minute
  and 1 GB; ``max_turns="none"`` restores the unbounded game (see ``adapter_options``).
* ``resample_from_infostate(player, sampler)`` redraws hidden information through the
  game's ``resample``; its random generator is seeded from ``sampler()``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
import pyspiel

from seaboard.adapters.observation import ActionMap, Encoder, actions_for, encoder_for
from seaboard.engine import Game, OptionValue, State, load, names
from seaboard.engine.registry import game_class
from seaboard.engine.rng import SEED_BITS, derive

PREFIX = "python_seaboard_"
DEFAULT = "default"  # an option parameter left to Seaboard (its default for the player count)
_REGISTERED: dict[str, str] = {}
# The longest game the adapter offers OpenSpiel when ``max_turns`` is left at "default".
# OpenSpiel keeps a vector of the actions played in every state copy, so ``random_sim_test``
# costs about 16 T^2 bytes for a T-action game: 7,000 actions stay near 800 MB, within the
# 1 GB target (docs/research.md). ``max_turns="none"`` asks for the unbounded game.
ADAPTER_MAX_LENGTH = 7000


def short_name(name: str) -> str:
    """The OpenSpiel name of a Seaboard game."""
    return PREFIX + name.replace("-", "_")


def adapter_options(
    name: str, players: int, options: Mapping[str, OptionValue]
) -> dict[str, OptionValue]:
    """The options the adapter plays: the given ones, and for a game whose turn limit
    (``max_turns``) is left at its default of none, the largest turn limit whose bound on
    the game's length (``Game.max_length``) is at most ``ADAPTER_MAX_LENGTH`` actions."""
    out = dict(options)
    cls = game_class(name)
    spec = {o.name: o for o in cls.options_spec}
    if "max_turns" not in spec or spec["max_turns"].default is not None or "max_turns" in out:
        return out
    low, high = 1, ADAPTER_MAX_LENGTH
    while low < high:  # max_length grows with the turn limit: the largest fitting limit
        middle = (low + high + 1) // 2
        if load(name, players, **{**out, "max_turns": middle}).max_length <= ADAPTER_MAX_LENGTH:
            low = middle
        else:
            high = middle - 1
    out["max_turns"] = low
    return out


def parameter_specification(name: str) -> dict[str, bool | int | str]:
    """Game parameters of the OpenSpiel game: players, seed and the options."""
    cls = game_class(name)
    spec: dict[str, bool | int | str] = {"players": cls.default_players, "seed": 0}
    for option in cls.options_spec:
        spec[option.name] = DEFAULT
    return spec


class _Line:
    """The notation of one line of play, shared by every state along it (append-only).

    A state holds a line and its own length, so applying an action adds one entry instead
    of copying the history; the joined text is built on demand, kept, and extended only by
    what is new, so ``information_state_string`` at every step of a long game costs a copy of
    its answer, not a notation of every earlier action.
    """

    __slots__ = ("_ends", "_text", "parts")

    def __init__(self, parts: list[str]) -> None:
        self.parts = parts
        self._text = ""  # the joined notation of parts[: len(_ends)]
        self._ends: list[int] = []  # where the i-th entry ends in _text

    def child(self, length: int, text: str) -> _Line:
        """The line of a state ``length`` actions long after it plays ``text``."""
        parts = self.parts
        if len(parts) == length:
            parts.append(text)
            return self
        if parts[length] == text:
            return self
        return _Line([*parts[:length], text])

    def text(self, length: int) -> str:
        """The first ``length`` entries joined by `` | ``."""
        if length == 0:
            return ""
        ends = self._ends
        if len(ends) < length:
            new = self.parts[len(ends) : length]
            pos = len(self._text)
            for part in new:
                pos += len(part) + (3 if ends else 0)
                ends.append(pos)
            self._text = (self._text + " | " if self._text else "") + " | ".join(new)
        return self._text[: ends[length - 1]]


class _Dealer:
    """Deals the initial states of one loaded game, lazily, from the game's seed sequence.

    OpenSpiel builds a new initial state each time it sizes a tensor (twice per tensor
    asked for) and throws it away after one look. A deal that was only looked at and then
    dropped goes back here as the spare, and the next state to be dealt takes it: those
    throw-away states neither cost a deal each nor use up numbers of the seed sequence.
    """

    __slots__ = ("_game", "_spare")

    def __init__(self, game: SeaboardSpielGame) -> None:
        self._game = game
        self._spare: State | None = None

    def take(self) -> State:
        """The next initial state: the spare if there is one, else a new deal."""
        spare = self._spare
        if spare is not None:
            self._spare = None
            return spare
        return self._game.seaboard.new(self._game.next_seed())

    def give_back(self, state: State) -> None:
        """``state`` was only looked at: the next deal may reuse it."""
        if self._spare is None:
            self._spare = state


class _Frozen:
    """Holds an immutable Seaboard state; copies share it (OpenSpiel clones by deepcopy).

    Made with a dealer instead of a state, it deals on first use. ``length`` is the number
    of actions in the state's history and ``line`` the notation of that history (None:
    built from the state's history when first asked).
    """

    __slots__ = ("_dealer", "_peeked", "_value", "context", "legal", "length", "line")

    def __init__(
        self,
        value: State | None = None,
        dealer: _Dealer | None = None,
        length: int = 0,
        line: _Line | None = None,
    ) -> None:
        if (value is None) == (dealer is None):
            raise ValueError("a holder needs a state or a dealer, not both")
        self._value = value
        self._dealer = dealer
        self._peeked: State | None = None
        self.length = length
        self.line = line
        self.context: Any = _UNSET  # what the action map reads, computed on demand
        self.legal: list[int] | None = None  # the legal integers, computed on demand

    @property
    def value(self) -> State:
        """The state (dealt now if it was not yet)."""
        value = self._value
        if value is None:
            dealer = self._dealer
            assert dealer is not None
            value = self._peeked if self._peeked is not None else dealer.take()
            self._value, self._peeked, self._dealer = value, None, None
        return value

    def peek(self) -> State:
        """The state for a look only (observers): an undealt holder deals now, but gives the
        deal back to its dealer if it is dropped without anything else reading it."""
        value = self._value
        if value is not None:
            return value
        if self._peeked is None:
            dealer = self._dealer
            assert dealer is not None
            self._peeked = dealer.take()
        return self._peeked

    def __del__(self) -> None:
        peeked, dealer = self._peeked, self._dealer
        if peeked is not None and dealer is not None:
            dealer.give_back(peeked)

    def notation(self) -> _Line:
        """The line of this state's history (built from the history the first time)."""
        line = self.line
        if line is None:
            line = _Line([str(a) for a in self.value.history])
            self.line = line
        return line

    def history_text(self) -> str:
        """The history's notation, actions separated by `` | ``."""
        return self.notation().text(self.length)

    def __deepcopy__(self, memo: dict[int, Any]) -> _Frozen:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Frozen, (self.value, None, self.length))


_UNSET = object()


class _Kept:
    """Holds the immutable Seaboard game of an OpenSpiel game; copies share it."""

    __slots__ = ("game",)

    def __init__(self, game: Game) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Kept:
        return self


class SeaboardSpielGame(pyspiel.Game):  # type: ignore[misc]
    """Base of the generated OpenSpiel game classes (one per Seaboard game)."""

    seaboard_name: ClassVar[str]
    game_type: ClassVar[Any]

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        name = self.seaboard_name
        # Options left at "default" keep Seaboard's default, including those that depend
        # on the player count (``Game.preset``); the others are parsed from their text.
        given: dict[str, Any] = dict(params or {})
        spec = parameter_specification(name)
        players = int(given.pop("players", spec["players"]))
        self._seed = int(given.pop("seed", spec["seed"]))
        options: dict[str, OptionValue] = {
            key: value for key, value in given.items() if value != DEFAULT
        }
        seaboard_game = load(name, players, **adapter_options(name, players, options))
        zero_sum = players == 2
        base = self.game_type
        game_type = pyspiel.GameType(
            short_name=base.short_name,
            long_name=base.long_name,
            dynamics=base.dynamics,
            chance_mode=base.chance_mode,
            information=base.information,
            utility=pyspiel.GameType.Utility.ZERO_SUM
            if zero_sum
            else pyspiel.GameType.Utility.GENERAL_SUM,
            reward_model=base.reward_model,
            max_num_players=base.max_num_players,
            min_num_players=base.min_num_players,
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=base.parameter_specification,
        )
        self.actions: ActionMap = actions_for(seaboard_game)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.actions.size,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero_sum else None,
            max_game_length=seaboard_game.max_length,
        )
        super().__init__(game_type, info, dict(params or {}))
        self._seaboard = _Kept(seaboard_game)
        self._dealer = _Dealer(self)
        self._dealt = 0

    @property
    def seaboard(self) -> Game:
        """The configured Seaboard game."""
        return self._seaboard.game

    def next_seed(self) -> int:
        """The Seaboard seed of the next initial state (see the module's docstring)."""
        count = self._dealt
        self._dealt += 1
        if self._seed == -1:
            return self.seaboard.random_seed()
        return derive(self._seed, "openspiel", count).getrandbits(SEED_BITS)

    def new_initial_state(self) -> SeaboardSpielState:
        # Dealt on first use: OpenSpiel clones a state by building a new initial state and
        # overwriting it, so most initial states are never looked at (see _Dealer).
        return SeaboardSpielState(self, None)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> SeaboardObserver:
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        return SeaboardObserver(self.seaboard, iig_obs_type, params)

    def deserialize_state(self, text: str) -> SeaboardSpielState:
        """Rebuild a state from ``serialize()``: replay its history from its seed."""
        data = json.loads(text)
        target = self.seaboard.state_from_json(data)
        state = SeaboardSpielState(self, self.seaboard.new(target.seed))
        for action in target.history:
            state.apply_action(self.actions.index_of(state._context(), action))
        assert state.seaboard.to_json() == target.to_json(), "replay differs from the save"
        return state


class SeaboardSpielState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state around an immutable Seaboard state."""

    def __init__(self, game: SeaboardSpielGame, inner: State | None) -> None:
        super().__init__(game)
        if inner is None:
            self._inner = _Frozen(dealer=game._dealer)
        else:
            self._inner = _Frozen(inner, length=len(inner.history))

    @property
    def seaboard(self) -> State:
        """The Seaboard state (immutable)."""
        state: State = self._inner.value
        return state

    def current_player(self) -> int:
        mover = self._inner.value.to_move
        return int(pyspiel.PlayerId.TERMINAL) if mover is None else mover

    def _context(self) -> Any:
        holder = self._inner
        if holder.context is _UNSET:
            holder.context = self.get_game().actions.context(holder.value)
        return holder.context

    def _legal_actions(self, player: int) -> list[int]:
        state: State = self._inner.value
        if player != state.to_move:
            return []
        holder = self._inner
        if holder.legal is None:
            actions: ActionMap = self.get_game().actions
            context = self._context()
            holder.legal = sorted(actions.index_of(context, a) for a in state.legal_actions())
        return list(holder.legal)

    def _apply_action(self, action: int) -> None:
        state: State = self._inner.value
        holder = self._inner
        move = self.get_game().actions.action_at(self._context(), int(action))
        after = state.play(move)
        line = holder.notation().child(holder.length, str(move))
        self._inner = _Frozen(after, length=holder.length + 1, line=line)

    def _action_to_string(self, player: int, action: int) -> str:
        # OpenSpiel's tests name every legal action at every step: name them all at once.
        holder = self._inner
        names = _NAMES.get(holder)
        if names is None:
            amap: ActionMap = self.get_game().actions
            context = self._context()
            names = {amap.index_of(context, a): str(a) for a in holder.value.legal_actions()}
            _NAMES.put(holder, names)
        text = names.get(int(action))
        if text is None:
            text = str(self.get_game().actions.action_at(self._context(), int(action)))
        return text

    def is_terminal(self) -> bool:
        terminal: bool = self._inner.value.is_terminal
        return terminal

    def returns(self) -> list[float]:
        return [float(r) for r in self.seaboard.returns]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state ``player_id`` cannot tell from this one, hidden information redrawn."""
        rng = random.Random(int(probability_sampler() * 2**53))
        clone = self.clone()
        holder = self._inner
        clone._inner = _Frozen(
            self.seaboard.resample(int(player_id), rng),
            length=holder.length,
            line=holder.notation(),
        )
        return clone

    def serialize(self) -> str:
        return json.dumps(self.seaboard.to_json(), sort_keys=True)

    def __str__(self) -> str:
        """The position, hidden parts included, without the history (as OpenSpiel's games
        print their boards): its size does not grow with the length of the game."""
        state = self.seaboard
        mover = state.to_move
        turn = "game over" if mover is None else f"{state.game.role_name(mover)} to move"
        # ``_json`` is the game's own part of ``to_json``: the position without the history.
        position = json.dumps(state._json(), sort_keys=True, separators=(",", ":"))
        return f"{state.game.title}, turn {self._inner.length}, {turn}\n{position}"


class SeaboardObserver:
    """OpenSpiel observer (PyObserver protocol): a tensor and a string per player."""

    def __init__(self, game: Game, iig_obs_type: Any, params: Mapping[str, Any] | None) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported, got {dict(params)}")
        if iig_obs_type.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("Seaboard observers show one seat's view (or a spectator's)")
        self.private = iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.encoder: Encoder = encoder_for(game)
        self.tensor = np.zeros(self.encoder.size, dtype=np.float32)
        self.dict = self.encoder.planes(self.tensor)

    def _seat(self, player: int) -> int | None:
        return player if self.private else None

    def set_from(self, state: SeaboardSpielState, player: int) -> None:
        np.copyto(self.tensor, _LAST_VIEW.tensor(state._inner, self._seat(player), self.encoder))

    def string_from(self, state: SeaboardSpielState, player: int) -> str:
        _, text = _LAST_VIEW.get(state._inner, self._seat(player))
        if self.perfect_recall:
            return f"history: {state._inner.history_text()}\nview: {text}"
        return text


class _ViewCache:
    """The last few views asked for, with their JSON text: OpenSpiel asks for a player's
    information state and observation, each as a tensor and a string, one after the other
    (and sizes each tensor on a throw-away initial state in between), and all four read the
    same view. Views leave out the mover's legal list (the legal actions follow from the
    view; OpenSpiel has them from ``legal_actions``)."""

    __slots__ = ("_entries",)
    SIZE: ClassVar[int] = 4

    def __init__(self) -> None:
        # (id of the state, seat) -> the state (kept, so that its id stays its own), the
        # view, its text and its encodings by encoder; the newest last
        self._entries: dict[tuple[int, int | None], _Seen] = {}

    def get(self, holder: _Frozen, seat: int | None) -> tuple[dict[str, Any], str]:
        """The view of ``seat`` on the holder's state and its JSON text."""
        seen = self._seen(holder, seat)
        return seen.view, seen.text

    def tensor(self, holder: _Frozen, seat: int | None, encoder: Encoder) -> Any:
        """The encoding of that view by ``encoder`` (do not write into it)."""
        seen = self._seen(holder, seat)
        flat = seen.tensors.get(id(encoder))
        if flat is None:
            flat = encoder.encode(seen.view)
            seen.tensors[id(encoder)] = flat
        return flat

    def _seen(self, holder: _Frozen, seat: int | None) -> _Seen:
        state = holder.peek()
        key = (id(state), seat)
        entries = self._entries
        seen = entries.get(key)
        if seen is None:
            seen = _Seen(state, state.view(seat, with_legal=False))
            entries[key] = seen
            if len(entries) > self.SIZE:
                del entries[next(iter(entries))]
        return seen


class _Seen:
    """One cached view (see _ViewCache)."""

    __slots__ = ("state", "tensors", "text", "view")

    def __init__(self, state: State, view: dict[str, Any]) -> None:
        self.state = state
        self.view = view
        self.text = json.dumps(view, sort_keys=True, separators=(",", ":"))
        self.tensors: dict[int, Any] = {}


_LAST_VIEW = _ViewCache()


class _NameCache:
    """The names of the legal actions of the last state asked about."""

    __slots__ = ("_holder", "_names")

    def __init__(self) -> None:
        self._holder: _Frozen | None = None
        self._names: dict[int, str] = {}

    def get(self, holder: _Frozen) -> dict[int, str] | None:
        return self._names if holder is self._holder else None

    def put(self, holder: _Frozen, names: dict[int, str]) -> None:
        self._holder, self._names = holder, names


_NAMES = _NameCache()


def register(name: str) -> str:
    """Register Seaboard game ``name`` with OpenSpiel (once); its OpenSpiel short name."""
    if name in _REGISTERED:
        return _REGISTERED[name]
    cls = game_class(name)
    spiel_name = short_name(name)
    game_type = pyspiel.GameType(
        short_name=spiel_name,
        long_name=f"Seaboard {cls.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=cls.max_players,
        min_num_players=cls.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameter_specification(name),
    )
    spiel_cls = type(
        f"Spiel_{name.replace('-', '_')}",
        (SeaboardSpielGame,),
        {"seaboard_name": name, "game_type": game_type},
    )
    pyspiel.register_game(game_type, spiel_cls)
    _REGISTERED[name] = spiel_name
    return spiel_name


def register_all() -> list[str]:
    """Register every Seaboard game; their OpenSpiel short names."""
    return [register(name) for name in names()]


def load_game(name: str, players: int | None = None, seed: int = 0, **options: Any) -> Any:
    """``pyspiel.load_game`` for a Seaboard game by its Seaboard name (registers it first)."""
    params: dict[str, Any] = {"seed": seed}
    if players is not None:
        params["players"] = players
    for key, value in options.items():
        params[key] = value if isinstance(value, str) else _text(value)
    return pyspiel.load_game(register(name), params)


def _text(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


register_all()

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
  the state, fixed by its seed. The n-th call of ``new_initial_state()`` on one game object
  (n = 0, 1, 2, ...) uses the Seaboard seed ``derive(seed, "openspiel", n).getrandbits(31)``,
  so a program that loads the game with the same ``seed`` and makes the same calls deals
  the same games; ``seed=-1`` draws every seed from the system instead. OpenSpiel itself
  calls ``new_initial_state()`` when it clones a state and when it sizes a tensor, so those
  calls take numbers of the sequence too (the deal is lazy: a state that is overwritten by a
  clone never shuffles). ``serialize()`` keeps the state's seed, so a deserialised state
  replays exactly. OpenSpiel cannot save a Python game's generator, so its own
  ``serialize_game_and_state`` (and ``random_sim_test(serialize=True)``) is not available.
* Imperfect information, terminal rewards (the game's returns: +1 sole winner, -1 loss,
  0 draw or shared win); zero-sum with two players, general-sum otherwise.
* Observations: the tensor is the game's encoder on ``view(player)`` (see
  ``seaboard.adapters.observation``; the named pieces are the observer's ``dict``); the
  string is the view as compact JSON. With ``private_info=NONE`` both come from the
  spectator's view. The information state is the view plus the public action history: the
  string prefixes the history's notation, the tensor is the view's encoding (our views carry
  what a seat knows).
* ``resample_from_infostate(player, sampler)`` redraws hidden information through the
  game's ``resample``; its random generator is seeded from ``sampler()``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import numpy as np
import pyspiel

from seaboard.adapters.observation import ActionMap, Encoder, actions_for, encoder_for
from seaboard.engine import Game, OptionValue, State, load, names
from seaboard.engine.registry import game_class
from seaboard.engine.rng import derive

PREFIX = "python_seaboard_"
DEFAULT = "default"  # an option parameter left to Seaboard (its default for the player count)
_REGISTERED: dict[str, str] = {}


def short_name(name: str) -> str:
    """The OpenSpiel name of a Seaboard game."""
    return PREFIX + name.replace("-", "_")


def parameter_specification(name: str) -> dict[str, bool | int | str]:
    """Game parameters of the OpenSpiel game: players, seed and the options."""
    cls = game_class(name)
    spec: dict[str, bool | int | str] = {"players": cls.default_players, "seed": 0}
    for option in cls.options_spec:
        spec[option.name] = DEFAULT
    return spec


class _Frozen:
    """Holds an immutable Seaboard object; copies share it (OpenSpiel clones by deepcopy).

    Made with ``make`` instead of a value, it builds the value on first use.
    """

    __slots__ = ("_make", "context", "history", "legal", "value")

    def __init__(
        self, value: Any = None, make: Callable[[], Any] | None = None, history: str = ""
    ) -> None:
        self._make = make
        self.history = history  # the history's notation, kept up to date by each action
        self.context: Any = _UNSET  # what the action map reads, computed on demand
        self.legal: list[int] | None = None  # the legal integers, computed on demand
        if make is None:
            self.value = value

    def __getattr__(self, name: str) -> Any:
        # only reached while ``value`` is unset: build it now
        if name != "value" or self._make is None:
            raise AttributeError(name)
        self.value = self._make()
        self._make = None
        return self.value

    def __deepcopy__(self, memo: dict[int, Any]) -> _Frozen:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Frozen, (self.value, None, self.history))


_UNSET = object()


def _deal(game: Game, seed: int) -> Callable[[], State]:
    return lambda: game.new(seed)


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
        seaboard_game = load(name, players, **options)
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
        self._seaboard = _Frozen(seaboard_game)
        self._dealt = 0

    @property
    def seaboard(self) -> Game:
        """The configured Seaboard game."""
        game: Game = self._seaboard.value
        return game

    def next_seed(self) -> int:
        """The Seaboard seed of the next initial state (see the module's docstring)."""
        count = self._dealt
        self._dealt += 1
        if self._seed == -1:
            return random.SystemRandom().getrandbits(31)
        return derive(self._seed, "openspiel", count).getrandbits(31)

    def new_initial_state(self) -> SeaboardSpielState:
        # Dealt on first use: OpenSpiel clones a state by building a new initial state and
        # overwriting it, so most initial states are never looked at.
        state = SeaboardSpielState(self, None)
        state._inner = _Frozen(make=_deal(self.seaboard, self.next_seed()))
        return state

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
        self._inner = _Frozen(inner, history=" | ".join(map(str, inner.history)) if inner else "")

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
        move = self.get_game().actions.action_at(self._context(), int(action))
        before = self._inner.history
        text = f"{before} | {move}" if before else str(move)
        self._inner = _Frozen(state.play(move), history=text)

    def _action_to_string(self, player: int, action: int) -> str:
        return str(self.get_game().actions.action_at(self._context(), int(action)))

    def is_terminal(self) -> bool:
        terminal: bool = self._inner.value.is_terminal
        return terminal

    def returns(self) -> list[float]:
        return [float(r) for r in self.seaboard.returns]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> Any:
        """A state ``player_id`` cannot tell from this one, hidden information redrawn."""
        rng = random.Random(int(probability_sampler() * 2**53))
        clone = self.clone()
        clone._inner = _Frozen(
            self.seaboard.resample(int(player_id), rng), history=self._inner.history
        )
        return clone

    def serialize(self) -> str:
        return json.dumps(self.seaboard.to_json(), sort_keys=True)

    def __str__(self) -> str:
        return json.dumps(self.seaboard.to_json(), sort_keys=True)


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

    def _view(self, state: SeaboardSpielState, player: int) -> dict[str, Any]:
        return state.seaboard.view(player if self.private else None)

    def set_from(self, state: SeaboardSpielState, player: int) -> None:
        self.encoder.encode_into(self._view(state, player), self.tensor)

    def string_from(self, state: SeaboardSpielState, player: int) -> str:
        text = json.dumps(self._view(state, player), sort_keys=True, separators=(",", ":"))
        if self.perfect_recall:
            return f"history: {state._inner.history}\nview: {text}"
        return text


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

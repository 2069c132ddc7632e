"""PettingZoo: every Seaboard game as an AEC (turn-based) environment.

>>> from seaboard.adapters.pettingzoo import env
>>> e = env("flotsam-fight", players=3)
>>> e.reset(seed=1)
>>> for agent in e.agent_iter():
...     obs, reward, terminated, truncated, info = e.last()
...     action = None if terminated else e.action_space(agent).sample(obs["action_mask"])
...     e.step(action)

Agents are named after the seats' roles (``water``, ``land``; ``player_1_0`` style names
get the seat appended when roles repeat). Observations are
``{"observation": float32 vector, "action_mask": int8 vector}``; the mask is all zeros for
an agent that is not to move. Rewards are zero until the end, then the game's returns.
Actions are the game's integer encoding (``game.encode``), or a compact map where that is
too large (``seaboard.adapters.observation.actions_for``); an illegal one raises
``seaboard.IllegalAction``. ``reset(seed=s)`` deals the game with seed ``s``; the n-th reset
without a seed after it deals ``derive(s, "pettingzoo", n).getrandbits(128)``, and before any
seed was given a reset draws a secret seed from the operating system (``Game.random_seed``).
"""

from __future__ import annotations

import io
from typing import Any, ClassVar

import gymnasium
import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from rich.console import Console

from seaboard.adapters.observation import ActionMap, Encoder, action_mask, actions_for, encoder_for
from seaboard.engine import Game, IllegalAction, State, load
from seaboard.engine.registry import game_class
from seaboard.engine.rng import SEED_BITS, derive


def agent_names(game: Game) -> list[str]:
    """One agent name per seat, from the roles (made unique with the seat when they repeat)."""
    roles = [role.replace("-", "_").replace(" ", "_").lower() for role in game.roles]
    if len(set(roles)) == len(roles):
        return roles
    return [f"{role}_{seat}" for seat, role in enumerate(roles)]


class SeaboardEnv(AECEnv):  # type: ignore[misc]
    """A Seaboard game as a PettingZoo AEC environment (see the module's docstring)."""

    render_modes: ClassVar[tuple[str, ...]] = ("ansi",)

    def __init__(
        self, name: str, players: int | None = None, render_mode: str | None = None, **options: Any
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.render_modes:
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.game: Game = load(name, players, **options)
        self.render_mode = render_mode
        self.metadata: dict[str, Any] = {
            "render_modes": list(self.render_modes),
            "name": f"seaboard_{name.replace('-', '_')}_v0",
            "is_parallelizable": False,
        }
        self.encoder: Encoder = encoder_for(self.game)
        self.possible_agents: list[str] = agent_names(self.game)
        self.seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self.actions: ActionMap = actions_for(self.game)
        size, n = self.encoder.size, self.actions.size
        obs_space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(
                    low=self.encoder.low, high=self.encoder.high, shape=(size,), dtype=np.float32
                ),
                "action_mask": gymnasium.spaces.Box(low=0, high=1, shape=(n,), dtype=np.int8),
            }
        )
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(n) for a in self.possible_agents}
        self._given: int | None = None  # the last seed given to reset
        self._resets = 0  # resets without a seed since then
        self.state_: State | None = None

    # -- spaces --------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the loop ------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._given, self._resets = int(seed), 0
            game_seed = self._given
        elif self._given is not None:
            self._resets += 1
            game_seed = derive(self._given, "pettingzoo", self._resets).getrandbits(SEED_BITS)
        else:
            game_seed = self.game.random_seed()
        self.state_ = self.game.new(game_seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        state = self.state_
        assert state is not None
        mover = state.to_move
        self.agent_selection = self.possible_agents[0 if mover is None else mover]
        if mover is None:
            # every agent gets its terminal step; start with the first one still here
            self.agent_selection = self.agents[0]

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state_
        assert state is not None
        if action is None:
            raise IllegalAction(f"{agent} must act: None is only for finished agents")
        index = int(action)
        if not 0 <= index < self.actions.size:
            raise IllegalAction(f"action {index} is outside 0..{self.actions.size - 1}")
        move = self.actions.action_at(self.actions.context(state), index)
        self._cumulative_rewards[agent] = 0.0
        state = state.play(move)
        self.state_ = state
        self._clear_rewards()
        if state.is_terminal:
            for a, value in zip(self.possible_agents, state.returns, strict=True):
                self.rewards[a] = float(value)
                self.terminations[a] = True
        self._select()
        self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, Any]:
        state = self.state_
        assert state is not None
        seat = self.seat_of[agent]
        return {
            "observation": self.encoder.encode(state.view(seat)),
            "action_mask": action_mask(state, seat),
        }

    # -- output --------------------------------------------------------------------
    def render(self) -> str | None:
        """``render_mode="ansi"``: the spectator's view as the terminal draws it, as text."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; pass render_mode='ansi'")
            return None
        from seaboard.cli.render import render

        state = self.state_
        assert state is not None
        buffer = io.StringIO()
        console = Console(file=buffer, width=100, color_system=None, force_terminal=False)
        console.print(render(state.view(None)))
        return buffer.getvalue()

    def close(self) -> None:
        pass


def raw_env(
    name: str, players: int | None = None, render_mode: str | None = None, **options: Any
) -> SeaboardEnv:
    """The environment without PettingZoo's order-enforcing wrapper."""
    game_class(name)  # an unknown name fails here with the list of games
    return SeaboardEnv(name, players, render_mode=render_mode, **options)


def env(
    name: str, players: int | None = None, render_mode: str | None = None, **options: Any
) -> AECEnv:
    """The AEC environment of game ``name`` (options as for ``seaboard.load``)."""
    return wrappers.OrderEnforcingWrapper(raw_env(name, players, render_mode, **options))

"""PettingZoo: the project's own api_test and seed_test for every game and player count."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from adapter_configs import configs
from pettingzoo.test import api_test, seed_test

from seaboard.adapters.pettingzoo import agent_names, env, raw_env
from seaboard.engine import IllegalAction, InvalidOptions, OptionValue, load
from seaboard.engine.rng import derive


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_pettingzoo_api_test(name: str, players: int, options: dict[str, OptionValue]) -> None:
    with warnings.catch_warnings():
        # api_test warns that dict observations are not arrays (as for its own board games)
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(name, players, render_mode="ansi", **options), num_cycles=1000)


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_pettingzoo_seed_test(name: str, players: int, options: dict[str, OptionValue]) -> None:
    seed_test(lambda: env(name, players, **options), num_cycles=1000)


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_a_full_game_ends_with_the_returns_as_rewards(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    e = raw_env(name, players, **options)
    e.reset(seed=3)
    rng = np.random.default_rng(3)
    final_rewards: dict[str, float] = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        if terminated or truncated:
            final_rewards[agent] = reward
            e.step(None)
            continue
        assert reward == 0.0
        assert e.seat_of[agent] == e.state_.to_move
        legal = np.flatnonzero(obs["action_mask"])
        e.step(int(rng.choice(legal)))
    final = e.state_
    assert final is not None and final.is_terminal
    replay = load(name, players, **options).replay(3, final.history)
    assert replay.to_json() == final.to_json(), "reset(seed=3) deals the game of seed 3"
    assert [final_rewards[a] for a in e.possible_agents] == list(final.returns)


@pytest.mark.usefixtures("toy_registered")
def test_agents_are_named_after_roles() -> None:
    assert agent_names(load("pick-up", 3)) == ["player_1", "player_2", "player_3"]
    e = env("pick-up", 2)
    e.reset(seed=0)
    assert e.agents == ["player_1", "player_2"]
    assert e.agent_selection == "player_1"


@pytest.mark.usefixtures("toy_registered")
def test_illegal_actions_and_bad_configurations_are_refused() -> None:
    e = raw_env("pick-up", 2, tokens=1)
    e.reset(seed=0)
    with pytest.raises(IllegalAction):
        e.step(1)  # take 2 from a pile of 1
    with pytest.raises(ValueError):
        e.step(7)
    with pytest.raises(InvalidOptions):
        env("pick-up", 5)
    with pytest.raises(InvalidOptions):
        env("no-such-game")


@pytest.mark.usefixtures("toy_registered")
def test_ansi_render_shows_the_spectator_view() -> None:
    e = env("pick-up", 2, render_mode="ansi")
    e.reset(seed=4)
    text = e.render()
    assert isinstance(text, str)
    assert "Player 1" in text and "0 pt" in text
    assert "'pile': 7" in text
    assert "'card': None" in text, "a spectator sees no secret card"


def test_resets_without_a_seed_derive_128_bit_seeds_from_the_last_one_given() -> None:
    e = raw_env("flotsam-fight", 3)
    e.reset()
    assert e.state_ is not None and e.state_.seed.bit_length() > 100, "drawn by the system"
    e.reset(seed=5)
    assert e.state_ is not None and e.state_.seed == 5
    seeds = []
    for _ in range(2):
        e.reset()
        assert e.state_ is not None
        seeds.append(e.state_.seed)
    assert seeds == [derive(5, "pettingzoo", n).getrandbits(128) for n in (1, 2)]

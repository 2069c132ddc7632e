"""The conformance kit over every registered game, player count and option preset."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seaboard import testing
from seaboard.engine import Game, names
from toy import PickUp

CONFIGS = [*testing.configurations(), ("pick-up-test", PickUp.configure(2))]
IDS = [name for name, _ in CONFIGS]
GAMES = [game for _, game in CONFIGS]
PLAYOUTS = 8


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_random_playouts_end_and_check_every_state(game: Game) -> None:
    for seed in range(PLAYOUTS):
        end = testing.random_playout(game, seed)
        testing.check_replay(end)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_illegal_actions_are_refused_and_change_nothing(game: Game) -> None:
    rng = random.Random(3)
    state = game.new(11)
    while not state.is_terminal:
        testing.check_illegal(state, rng, samples=3)
        state = state.play(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_views_keep_secrets_through_resample(game: Game) -> None:
    rng = random.Random(5)
    state = game.new(5)
    step = 0
    while not state.is_terminal:
        if step % 3 == 0:
            testing.check_hidden_information(state, seed=step)
        state = state.play(rng.choice(state.legal_actions()))
        step += 1
    testing.check_hidden_information(state, seed=step)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_every_action_is_described_without_leaking(game: Game) -> None:
    rng = random.Random(6)
    state = game.new(6)
    step = 0
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        testing.check_describe(state, action, seed=step)
        state = state.apply(action)
        step += 1


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_actions_declared_not_to_reveal_reveal_nothing_on_32_worlds(game: Game) -> None:
    # 4 random games, 12 positions of each, 32 resampled worlds per action checked.
    checked = 0
    for seed in range(100, 104):
        rng = random.Random(seed)
        state = game.new(seed)
        states = []
        while not state.is_terminal:
            states.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
        for at in sorted(rng.sample(range(len(states)), min(12, len(states)))):
            checked += testing.check_may_reveal(states[at], seed=seed * 1000 + at)
    # each of our games has actions that show nothing (a placement, a swap, a play), so its
    # declaration is put to the test (the toy game declares every action revealing)
    assert checked > 0 or game.name not in names()


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_private_information_makes_views_differ(game: Game) -> None:
    if not type(game).hidden_information or game.players == 1:
        pytest.skip("no seat can know what another does not")
    rng = random.Random(8)
    state = game.new(8)
    differ = False
    while not state.is_terminal and not differ:
        views = [
            json.dumps({**state.view(s), "seat": None, "legal": [], "legal_data": []})
            for s in range(game.players)
        ]
        differ = len(set(views)) > 1
        state = state.play(rng.choice(state.legal_actions()))
    assert differ, "no two seats ever saw different things"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), choices=st.lists(st.integers(0, 10_000), max_size=60))
def test_properties_of_any_reachable_state(game: Game, seed: int, choices: list[int]) -> None:
    state = testing.walk(game, seed, choices)
    testing.check_state(state)
    testing.check_replay(state)
    assert game.new(seed).to_json() == game.new(seed).to_json()

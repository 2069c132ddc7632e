"""Observation tensors: fixed shape, inside the declared bounds, view-only, informative."""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pytest
from adapter_configs import configs

from seaboard.adapters.observation import (
    COMMON_KEYS,
    HashedEncoder,
    action_mask,
    actions_for,
    encoder_for,
    mask_from_view,
    observation,
)
from seaboard.engine import OptionValue, State, load


def states(name: str, players: int, options: dict[str, OptionValue], seed: int) -> list[State]:
    game = load(name, players, **options)
    rng = random.Random(seed)
    state = game.new(seed)
    out = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    step = max(1, len(out) // 12)
    return [*out[::step], out[-1]]


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_tensors_have_a_fixed_shape_and_stay_in_bounds(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = load(name, players, **options)
    encoder = encoder_for(game)
    assert encoder.size == sum(int(np.prod(shape)) for _, shape in encoder.pieces)
    assert len({n for n, _ in encoder.pieces}) == len(encoder.pieces), "duplicate piece names"
    for state in states(name, players, options, seed=5):
        for seat in [None, *range(players)]:
            tensor = observation(state, seat)
            assert tensor.shape == (encoder.size,)
            assert tensor.dtype == np.float32
            assert np.all(np.isfinite(tensor))
            assert tensor.min() >= encoder.low and tensor.max() <= encoder.high, (
                f"values outside [{encoder.low}, {encoder.high}]"
            )
            planes = encoder.planes(tensor)
            assert planes["seat"][players if seat is None else seat] == 1.0
            assert list(planes["scores"]) == pytest.approx(list(state.scores))


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_tensors_depend_only_on_the_view(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    # A state resampled for a seat looks the same to that seat: its tensor must not change.
    encoder = encoder_for(load(name, players, **options))
    for i, state in enumerate(states(name, players, options, seed=8)):
        for seat in range(players):
            twin = state.resample(seat, random.Random(i))
            assert np.array_equal(observation(state, seat), observation(twin, seat))
            assert np.array_equal(encoder.encode(state.view(seat)), observation(twin, seat))


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_tensors_tell_positions_apart(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    # Views that differ in the game's own keys should rarely share a tensor.
    encoder = encoder_for(load(name, players, **options))
    views: dict[str, bytes] = {}
    for seed in range(3):
        for state in states(name, players, options, seed=seed):
            for seat in range(players):
                view = state.view(seat)
                own: dict[str, Any] = {k: v for k, v in view.items() if k not in COMMON_KEYS}
                key = json.dumps([own, view["to_move"], view["scores"], seat], sort_keys=True)
                views[key] = encoder.encode(view).tobytes()
    distinct = len(set(views.values()))
    assert distinct >= 0.9 * len(views), f"{len(views)} views but {distinct} tensors"


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_the_action_mask_marks_exactly_the_legal_actions(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = load(name, players, **options)
    amap = actions_for(game)
    for state in states(name, players, options, seed=2):
        mover = state.to_move
        context = amap.context(state)
        legal = {amap.index_of(context, a) for a in state.legal_actions()}
        assert len(legal) == len(state.legal_actions()), "two legal actions share an integer"
        for action in state.legal_actions():
            assert amap.action_at(context, amap.index_of(context, action)) == action
        for seat in range(players):
            mask = action_mask(state, seat)
            assert mask.shape == (amap.size,) and mask.dtype == np.int8
            expected = legal if seat == mover else set()
            assert set(np.flatnonzero(mask).tolist()) == expected
            assert np.array_equal(mask, mask_from_view(game, state.view(seat)))


@pytest.mark.usefixtures("toy_registered")
def test_a_game_without_an_encoder_gets_the_hashed_fallback() -> None:
    game = load("pick-up", 2)
    encoder = encoder_for(game)
    assert isinstance(encoder, HashedEncoder)
    state = game.new(1)
    planes = [encoder.planes(observation(state, seat))["hashed"] for seat in (0, 1)]
    assert not np.array_equal(planes[0], planes[1]), "the two secret cards should differ"
    later = encoder.planes(observation(state.play("take 2"), 0))["hashed"]
    assert not np.array_equal(planes[0], later), "the pile changed"

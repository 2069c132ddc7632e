"""engine.rng's ``shuffle`` and ``choice`` draw exactly as ``random.Random``'s own: the same
results and the generator left in the same state (bots and resampling rely on it)."""

from __future__ import annotations

import random

import pytest

from seaboard.engine.rng import below, choice, shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 64, 65, 200])
def test_shuffle_matches_the_standard_library(size: int) -> None:
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getrandbits(64) == theirs.getrandbits(64)


@pytest.mark.parametrize("size", [1, 2, 5, 16, 17, 326])
def test_choice_matches_the_standard_library(size: int) -> None:
    items = tuple(range(size))
    ours, theirs = random.Random(size), random.Random(size)
    for _ in range(300):
        assert choice(ours, items) == theirs.choice(items)
    assert ours.getrandbits(64) == theirs.getrandbits(64)


def test_below_stays_in_range_and_choice_refuses_nothing() -> None:
    rng = random.Random(3)
    assert {below(rng, 3) for _ in range(200)} == {0, 1, 2}
    with pytest.raises(IndexError):
        choice(rng, ())

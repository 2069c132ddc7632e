"""Every numeric option of every game has bounds, and a value beyond them is one clear line."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.engine import InvalidOptions, names
from seaboard.engine.registry import game_class

INT_OPTIONS = [
    (name, option)
    for name in names()
    for option in game_class(name).options_spec
    if option.kind is int
]


def test_the_games_have_numeric_options_to_bound() -> None:
    assert {name for name, _ in INT_OPTIONS} >= {"el-switcher", "flotsam-fight"}


@pytest.mark.parametrize(("game", "option"), INT_OPTIONS, ids=lambda x: getattr(x, "name", x))
def test_every_numeric_option_declares_both_bounds(game: str, option: object) -> None:
    from seaboard.engine import Option

    assert isinstance(option, Option)
    assert option.minimum is not None and option.maximum is not None, option.name
    low, high = option.minimum, option.maximum
    assert low <= high
    players = game_class(game).default_players
    for fine in (low, high):
        assert seaboard.load(game, players, **{option.name: fine}).option(option.name) == fine
    for bad in (low - 1, high + 1, 10**30):
        with pytest.raises(InvalidOptions) as refused:
            seaboard.load(game, players, **{option.name: bad})
        text = str(refused.value)
        assert f"option {option.name}=" in text and f"from {low} to {high}" in text, text
        assert "\n" not in text


def test_a_huge_turn_clock_is_refused_naming_the_option_value_and_range() -> None:
    with pytest.raises(InvalidOptions) as refused:
        seaboard.load("el-switcher", turn_seconds=10**30)
    assert str(refused.value) == (
        "option turn_seconds=1000000000000000000000000000000 is not allowed; "
        "allowed: a whole number from 1 to 3600 or none"
    )


def test_a_value_of_thousands_of_digits_is_refused_in_a_short_line() -> None:
    for raw in ("9" * 5000, 10**5000):
        with pytest.raises(InvalidOptions) as refused:
            seaboard.load("flotsam-fight", reset_limit=raw)
        text = str(refused.value)
        assert len(text) < 200 and "reset_limit" in text and "from 1 to 1000" in text, text

"""The notebook API: seaboard.study.simulate and compare return pandas DataFrames."""

from __future__ import annotations

import pytest

import seaboard.study
from seaboard.engine import InvalidOptions
from seaboard.study.rows import Job, play_one

pd = pytest.importorskip("pandas")


def test_simulate_returns_one_row_per_game_with_the_named_columns() -> None:
    df = seaboard.study.simulate("land-vs-sea", bots="random", games=4, seed=5)
    assert isinstance(df, pd.DataFrame) and len(df) == 4
    for column in ("seed", "first_player", "scores", "winners", "length", "volcano_at"):
        assert column in df.columns
    assert list(df["seed"]) == [5, 6, 7, 8]
    game = seaboard.load("land-vs-sea")
    again = play_one(Job(game.config(), 7, ("random", "random")))
    row = df[df["seed"] == 7].iloc[0]
    assert row["length"] == again["length"] and list(row["winners"]) == again["winners"]
    assert row["first_player"] == 0  # Land always begins


def test_compare_plays_the_same_seeds_under_each_value() -> None:
    df = seaboard.study.compare(
        "flotsam-fight", option="pass_rule", values=["until-reset", "one-lap"], games=3
    )
    assert list(df["value"]) == ["until-reset"] * 3 + ["one-lap"] * 3
    assert list(df["seed"]) == [0, 1, 2] * 2
    assert list(df["pass_rule"]) == list(df["value"])
    assert [o["pass_rule"] for o in df["options"]] == list(df["value"])
    # the first player of round 1 comes from the seed, whatever the pass rule
    assert list(df["first_player"][:3]) == list(df["first_player"][3:])


def test_bad_arguments_are_refused_in_words() -> None:
    with pytest.raises(InvalidOptions, match="3 bots given"):
        seaboard.study.simulate("ebbe-flut", bots="random,random,random", games=1)
    with pytest.raises(InvalidOptions, match="games must be at least 1"):
        seaboard.study.simulate("ebbe-flut", games=0)

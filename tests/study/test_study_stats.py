"""Study statistics: the first player from the record, Wilson intervals, rates by seat and role."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.study import stats
from seaboard.study.rows import Job, play_one

OPENING_ACTIONS = 4  # Ebbe & Flut: Water draws and places, then Land draws and places


def test_ebbe_flut_first_player_is_the_one_who_moved_after_the_opening() -> None:
    game = seaboard.load("ebbe-flut")
    rows = [play_one(Job(game.config(), seed, ("random", "random"))) for seed in range(8)]
    for row in rows:
        state = game.new(row["seed"])
        for action in row["actions"][:OPENING_ACTIONS]:
            state = state.play(action)
        assert row["first_player"] == state.to_move
        assert row["first_role"] == game.roles[row["first_player"]]
    # the old statistic counted Water (the first seat) as first in every game; Land began some
    assert {r["first_player"] for r in rows} == {0, 1}
    assert stats.first_player(rows).wins == sum(stats.share(r, r["first_player"]) for r in rows)


def test_flotsam_fight_first_player_is_round_one_s_first_mover() -> None:
    game = seaboard.load("flotsam-fight", 4)
    row = play_one(Job(game.config(), 3, ("random",) * 4))
    assert row["first_player"] == game.new(3).to_move
    facts = row["facts"]
    assert facts["round_starters"][0] == row["first_player"]
    assert len(facts["round_starters"]) == len(facts["round_winners"]) == 3


def test_wilson_interval_matches_known_values() -> None:
    low, high = stats.interval(0.5, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = stats.interval(0.0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    assert stats.interval(0.3, 0) == (0.0, 1.0)


def _row(winners: list[int], first: int, seats: list[str]) -> dict[str, object]:
    n = len(seats)
    return {"winners": winners, "first_player": first, "seats": seats, "scores": [0.0] * n}


def test_per_seat_per_role_and_first_player_rates_are_separate() -> None:
    seats = ["land", "sea", "land", "sea"]
    rows = [
        _row([0, 2], 0, seats),  # Land's team wins, seat 1 began
        _row([1, 3], 0, seats),  # Sea's team wins, seat 1 began
        _row([0, 2], 1, seats),  # Land's team wins, seat 2 began
    ]
    by_seat = stats.by_seat(rows, 4)
    assert [s["win"].rate for s in by_seat] == pytest.approx([1 / 3, 1 / 6, 1 / 3, 1 / 6])
    assert [s["began"].rate for s in by_seat] == pytest.approx([2 / 3, 1 / 3, 0, 0])
    assert by_seat[0]["win_when_first"].rate == pytest.approx(0.25)
    assert by_seat[1]["win_when_first"].rate == 0.0
    assert by_seat[2]["win_when_first"].games == 0
    roles = {r["role"]: r["win"] for r in stats.by_role(rows)}
    assert roles["land"].rate == pytest.approx(2 / 3) and roles["sea"].rate == pytest.approx(1 / 3)
    first = stats.first_player(rows)
    assert (first.wins, first.games) == (pytest.approx(0.5), 3)


def test_two_rates_test_tells_a_real_difference_from_noise() -> None:
    assert stats.two_rates_test(stats.Rate(50, 100), stats.Rate(50, 100)) == pytest.approx(1.0)
    assert stats.two_rates_test(stats.Rate(30, 100), stats.Rate(70, 100)) < 1e-6

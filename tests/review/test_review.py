"""The review core: honest (only the mover's information), deterministic, and its marks
separate random play from the strong level (a small, fast version of
benchmarks/review_study.py)."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

from seaboard.bots.base import InfoState, make_bot
from seaboard.engine import NotationError, State, load
from seaboard.ratings.levels import LEVELS
from seaboard.records import Record
from seaboard.review import Budget, review_position, review_states
from seaboard.review.budget import BUDGETS, mark_for, move_accuracy
from seaboard.review.pool import replay, review_game, review_record

GAMES = sorted(BUDGETS)
SMALL = Budget(per_action=8, width=4)


def played(name: str, seed: int, specs: list[str], limit: int | None = None) -> list[State]:
    """The states of a game between bots (stopped after ``limit`` actions if given)."""
    game = load(name, 2)
    bots = [make_bot(s) for s in specs]
    rng = random.Random(seed)
    state = game.new(seed)
    states = [state]
    while not state.is_terminal and (limit is None or len(states) <= limit):
        seat = state.to_move
        assert seat is not None
        state = state.apply(bots[seat].choose(InfoState.of(state, seat), rng))
        states.append(state)
    return states


@pytest.mark.parametrize("name", GAMES)
def test_a_position_the_mover_cannot_tell_apart_gets_the_same_review(name: str) -> None:
    states = played(name, 7, ["random", "random"], limit=30)
    differed = 0
    for seq, (before, after) in enumerate(pairwise(states), start=1):
        if seq % 3:
            continue
        seat = before.to_move
        assert seat is not None
        twin = before.resample(seat, random.Random(seq))
        assert twin.view(seat) == before.view(seat)
        differed += twin.to_json() != before.to_json()
        action = after.history[-1]
        assert review_position(twin, action, seq, SMALL) == review_position(
            before, action, seq, SMALL
        )
    assert differed, "no twin differed in hidden information: the test would prove nothing"


def test_a_game_the_seat_cannot_tell_apart_gets_the_same_review_of_its_moves() -> None:
    states = played("flotsam-fight", 3, ["random", "random"])
    for seat in range(2):
        # every position where the seat moves replaced by one it cannot tell apart
        twins = [
            s.resample(seat, random.Random(i)) if s.to_move == seat else s
            for i, s in enumerate(states)
        ]
        assert any(t.to_json() != s.to_json() for t, s in zip(twins, states, strict=True))
        true = review_states(states, SMALL)
        other = review_states(twins, SMALL)
        assert [m for m in true.moves if m.seat == seat] == [
            m for m in other.moves if m.seat == seat
        ]
        assert true.seats[seat] == other.seats[seat]


def test_a_review_is_the_same_on_one_process_or_two_and_run_again() -> None:
    states = played("flotsam-fight", 5, ["random", "greedy"])
    game = states[0].game
    actions = [str(a) for a in states[-1].history]
    one = review_game(game, 5, actions, workers=1, budget=SMALL)
    two = review_game(game, 5, actions, workers=2, budget=SMALL)
    assert one == two
    assert [m.seq for m in one.moves] == list(range(1, len(actions) + 1))
    assert one == review_game(game, 5, actions, workers=1, budget=SMALL)
    assert one != review_game(game, 5, actions, workers=1, budget=SMALL, review_seed=36)


def test_forced_actions_are_never_marked_and_chances_are_chances() -> None:
    states = played("flotsam-fight", 4, ["random", "random"])
    review = review_states(states, SMALL)
    forced = 0
    for before, move in zip(states, review.moves, strict=False):
        assert 0.0 <= move.chance_after <= move.chance_before == move.best_chance <= 1.0
        if len(before.legal_actions()) == 1:
            forced += 1
            assert move.mark is None and not move.judged
            assert move.best == move.action
    assert forced
    for seat in review.seats:
        assert 0.0 <= seat.accuracy <= 100.0
        assert sum(seat.marks.values()) == sum(
            1 for m in review.moves if m.seat == seat.seat and m.mark
        )


def test_the_marks_and_accuracy_follow_the_points_lost() -> None:
    assert [mark_for(x) for x in (0, 4.99, 5, 9.99, 10, 20, 20.01, 80)] == [
        None,
        None,
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]
    assert move_accuracy(0) == 100.0
    assert move_accuracy(10) > move_accuracy(20) > move_accuracy(40) > 0


def test_random_play_is_marked_more_than_the_strong_level() -> None:
    strong = next(level.spec for level in LEVELS if level.name == "Strong")
    bad = {"random": 0, "strong": 0}
    judged = {"random": 0, "strong": 0}
    for i in range(2):
        weak = i % 2
        specs = [strong, strong]
        specs[weak] = "random"
        states = played("flotsam-fight", 100 + i, specs)
        review = review_states(states, Budget(per_action=60, width=8))
        for side, seat in (("random", weak), ("strong", 1 - weak)):
            s = review.seats[seat]
            bad[side] += s.marks["mistake"] + s.marks["blunder"]
            judged[side] += s.judged
        assert review.seats[weak].accuracy < review.seats[1 - weak].accuracy
    assert bad["random"] > 0
    assert bad["random"] / judged["random"] >= 3 * bad["strong"] / judged["strong"]


def test_a_record_whose_seed_is_secret_is_refused() -> None:
    game = load("flotsam-fight", 2)
    actions = [str(a) for a in played("flotsam-fight", 2, ["random", "random"], 4)[-1].history]
    record = Record(game, None, ["a", "b"], actions, seed_secret=True)
    with pytest.raises(NotationError, match="not over"):
        review_record(record)
    assert len(replay(game, 2, actions)) == len(actions) + 1

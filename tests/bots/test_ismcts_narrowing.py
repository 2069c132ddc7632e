"""ISMCTS narrows wide nodes with the evaluator and tries the best-rated answers first."""

from __future__ import annotations

import random

from seaboard.bots import InfoState
from seaboard.bots.ismcts import IsmctsBot, _best
from trap import REPLIES, Pick, Trap


def search(inner: int) -> str:
    state = Trap.configure(2).new(seed=1)
    bot = IsmctsBot(iterations=12, width=12, inner=inner)
    return str(bot.search(InfoState.of(state, 0), random.Random(0)).action)


def test_the_first_answer_tried_is_the_best_rated_one() -> None:
    # the punishing answer is ranked first, so the trap is seen within a dozen iterations
    assert search(inner=3) == "pick 0"


def test_without_narrowing_a_dozen_random_answers_miss_the_trap() -> None:
    assert search(inner=0) == "pick 1"


def test_equally_rated_actions_are_kept_at_random_not_in_legal_order() -> None:
    # after "pick 0" all forty answers score the same for seat 1
    state = Trap.configure(2).new(seed=1).apply(Pick(0))
    legal = state.legal_actions()
    kept = [_best(state, legal, 1, 5, random.Random(k)) for k in range(20)]
    assert all(len(set(k)) == 5 for k in kept)
    assert sum(k == legal[:5] for k in kept) <= 1
    assert len({a for k in kept for a in k}) > 20


def test_a_better_rated_action_still_comes_first_whatever_the_tie_break() -> None:
    state = Trap.configure(2).new(seed=1).apply(Pick(1))
    legal = state.legal_actions()
    for k in range(10):
        assert _best(state, legal, 1, 3, random.Random(k))[0] == Pick(REPLIES - 1)

"""The review workers' CPU priority: niceness 19 by default, set through the settings."""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

import pytest

from seaboard.cli.serve import _niceness
from seaboard.engine import InvalidOptions
from seaboard.server.reviews import NICENESS, _lower_priority
from seaboard.server.settings import Settings


@pytest.mark.parametrize("niceness", [0, 7])
def test_a_review_worker_runs_at_the_niceness_it_is_given(niceness: int) -> None:
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(
        1, mp_context=context, initializer=_lower_priority, initargs=(niceness,)
    ) as pool:
        assert pool.submit(os.nice, 0).result(timeout=120) == min(19, os.nice(0) + niceness)


def test_served_reviews_run_below_the_tables_unless_told_otherwise() -> None:
    assert Settings(db_url="sqlite://").review_niceness == NICENESS == 19
    assert _niceness(None) == 19 and _niceness("0") == 0
    for bad in ("-1", "20", "low"):
        with pytest.raises(InvalidOptions, match="SEABOARD_REVIEW_NICENESS"):
            _niceness(bad)

"""Fixtures of the fault tests: real server processes over PostgreSQL and Redis.

They run whenever this machine's PostgreSQL and Redis answer (SEABOARD_TEST_POSTGRES and
SEABOARD_TEST_REDIS override the addresses); otherwise every test here is skipped with the
reason, or fails when SEABOARD_REQUIRE_CLUSTER is set (CI sets it)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).parent
for folder in (HERE, HERE.parent / "server"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))

from fleet import Fleet, services_answer  # noqa: E402

_REASON: list[str | None] = []


def _reason() -> str | None:
    if not _REASON:
        _REASON.append(services_answer())
    return _REASON[0]


@pytest.fixture
def fleet(tmp_path: Path) -> Iterator[Fleet]:
    reason = _reason()
    if reason is not None:
        if os.environ.get("SEABOARD_REQUIRE_CLUSTER"):
            pytest.fail(f"{reason} (SEABOARD_REQUIRE_CLUSTER is set: CI needs both)")
        pytest.skip(reason)
    group = Fleet(tmp_path)
    try:
        yield group
    finally:
        group.close()

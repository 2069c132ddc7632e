"""Fixtures of the server tests: a real server over SQLite, and over PostgreSQL when
SEABOARD_TEST_POSTGRES names a database (each test gets a fresh schema, dropped after)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from harness import PG_ENV, Running, running_server, settings_for

KINDS = ["sqlite", "postgres"] if os.environ.get(PG_ENV) else ["sqlite"]


@pytest.fixture(params=KINDS)
def db_kind(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def make_server(db_kind: str, tmp_path: Path) -> Callable[..., AbstractContextManager[Running]]:
    """Start a server with settings overrides: ``with make_server(grace_seconds=1) as srv``."""

    def make(**overrides: Any) -> AbstractContextManager[Running]:
        return running_server(settings_for(db_kind, tmp_path, **overrides))

    return make


@pytest.fixture
def srv(make_server: Callable[..., AbstractContextManager[Running]]) -> Iterator[Running]:
    with make_server() as running:
        yield running

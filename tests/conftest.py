"""Shared fixtures. The test game ``pick-up`` lives in tests/toy.py."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from seaboard.engine import registry
from toy import PickUp


@pytest.fixture
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Register the test game for one test only."""
    monkeypatch.setitem(registry._GAMES, PickUp.name, PickUp)
    yield

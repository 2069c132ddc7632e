"""Every CLI test keeps its records in a temporary data directory, never the user's."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("SEABOARD_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def wide_console(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rich wraps at 80 columns off a terminal; wide lines keep the messages whole."""
    monkeypatch.setenv("COLUMNS", "400")


@pytest.fixture(autouse=True)
def english_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal's language comes from the environment: every test starts in English
    (a test of another language says so with ``--lang`` or its own ``LANG``)."""
    for name in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")

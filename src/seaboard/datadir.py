"""Where Seaboard keeps its files: one per-user data directory for the terminal and the server."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def data_dir() -> Path:
    """``$SEABOARD_DATA_DIR`` if set, else the platform's per-user data directory."""
    configured = os.environ.get("SEABOARD_DATA_DIR")
    if configured:
        return Path(configured).expanduser()
    return Path(platformdirs.user_data_dir("seaboard", appauthor=False))


def records_dir() -> Path:
    """Where game records are saved (``seaboard replay`` finds them here by game id)."""
    return data_dir() / "records"


def saves_dir() -> Path:
    """Where unfinished terminal games are saved with their secret seed (``seaboard resume``)."""
    return data_dir() / "saves"

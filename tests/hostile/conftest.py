"""Hostile-input tests drive real servers; the helpers of tests/server are shared."""

from __future__ import annotations

import sys
from pathlib import Path

SERVER_TESTS = Path(__file__).parent.parent / "server"
if str(SERVER_TESTS) not in sys.path:
    sys.path.insert(0, str(SERVER_TESTS))

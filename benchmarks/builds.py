"""A benchmark script run again in a process of its own on one build, compiled or pure
Python (``seaboard.compiled``), answering with the JSON it prints."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

from seaboard.compiled import PURE_VARIABLE


def run_on_build(script: str, arguments: list[str], pure: bool) -> Any:
    """``python script arguments`` with the pure modules forced or not; its JSON output."""
    env = {**os.environ, PURE_VARIABLE: "1" if pure else "0"}
    command = [sys.executable, script, *arguments]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)

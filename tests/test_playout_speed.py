"""benchmarks/playout_speed.py times the checkout it lives in (no timing is asserted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_benchmark_imports_its_own_checkout(tmp_path: Path) -> None:
    pytest.importorskip("open_spiel")
    # no PYTHONPATH, run from elsewhere: an editable install may point at another checkout
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["SEABOARD_PURE_PYTHON"] = "1"
    command = [sys.executable, str(ROOT / "benchmarks" / "playout_speed.py"), "land-vs-sea"]
    options = ["--seconds", "0.05", "--rounds", "1", "--json"]
    out = subprocess.run(
        command + options, cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    )
    result = json.loads(out.stdout)
    assert Path(result["source"]) == ROOT / "src"
    assert result["build"] == "pure Python"
    assert result["games"]["land-vs-sea"]["actions_per_s"] > 0

"""benchmarks/search_speed.py times the checkout it lives in (no timing is asserted)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_search_benchmark_imports_its_own_checkout(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["SEABOARD_PURE_PYTHON"] = "1"
    command = [sys.executable, str(ROOT / "benchmarks" / "search_speed.py"), "flotsam-fight"]
    options = ["--one", "--iterations", "5", "--positions", "2"]
    out = subprocess.run(
        command + options, cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    )
    result = json.loads(out.stdout)
    assert Path(result["source"]) == ROOT / "src"
    assert result["build"] == "pure Python"
    assert result["rates"]["flotsam-fight"] > 0

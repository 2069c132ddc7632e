"""The speed benchmarks time the checkout they live in (no timing is asserted): run from
elsewhere without PYTHONPATH, an editable install may point at another checkout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("script", "game", "options", "rate"),
    [
        ("playout_speed.py", "land-vs-sea", ["--seconds", "0.05", "--rounds", "1", "--json"],
         ("games", "land-vs-sea", "actions_per_s")),
        ("search_speed.py", "flotsam-fight", ["--one", "--iterations", "5", "--positions", "2"],
         ("rates", "flotsam-fight")),
    ],
)  # fmt: skip
def test_a_speed_benchmark_imports_its_own_checkout(
    tmp_path: Path, script: str, game: str, options: list[str], rate: tuple[str, ...]
) -> None:
    if script == "playout_speed.py":
        pytest.importorskip("open_spiel")  # its reference is OpenSpiel's tic-tac-toe
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["SEABOARD_PURE_PYTHON"] = "1"
    command = [sys.executable, str(ROOT / "benchmarks" / script), game, *options]
    out = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    assert Path(result["source"]) == ROOT / "src"
    assert result["build"] == "pure Python"
    value = result
    for key in rate:
        value = value[key]
    assert value > 0

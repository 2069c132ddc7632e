"""The seer of benchmarks/seer_upper_bound.py sees the true state; honest bots do not."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import seaboard
from seaboard.bots import InfoState

SCRIPT = Path(__file__).parents[2] / "benchmarks" / "seer_upper_bound.py"


def _seer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("seer_upper_bound", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_seer_samples_the_true_state_and_an_honest_bot_does_not() -> None:
    state = seaboard.load("land-vs-sea", 3).new(4)
    rng = random.Random(0)
    for _ in range(12):
        state = state.apply(rng.choice(state.legal_actions()))
    truth = state.to_json()
    seer = _seer().seer_info(state, 1)
    assert seer.view == InfoState.of(state, 1).view
    assert seer.sample(random.Random(1)).to_json() == truth
    honest = InfoState.of(state, 1)
    assert any(honest.sample(random.Random(k)).to_json() != truth for k in range(5))


def test_the_script_prints_the_simulate_tables() -> None:
    proc = subprocess.run(
        [
            *(sys.executable, str(SCRIPT), "ebbe-flut", "--games", "2", "--jobs", "1"),
            *("--bots", "seer/ismcts:iterations=5,random"),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "seer/ismcts:iterations=5" in proc.stdout and "2 games" in proc.stdout

"""benchmarks/server_vs_bgio.py in a short form against both real servers (no timing is
asserted), and benchmarks/profile_shares.py's sorting of py-spy stacks."""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).parents[1] / "benchmarks"


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_profile_shares_sorts_samples_by_the_most_specific_kind() -> None:
    shares = _module("profile_shares")
    root = "main (seaboard/cli/main.py:1);act (seaboard/server/ws.py:311)"
    lines = [
        # py-spy names methods with their class: a view is found as "State.view".
        f"{root};State.view (seaboard/engine/state.py:226);_view (x/view.py:3) 5",
        # words built inside a view count as words
        f"{root};State.view (seaboard/engine/state.py:226);describe (g/words.py:9) 2",
        f"{root};commit_event (seaboard/server/store/writes.py:63);dumps (json/x.py:1) 3",
        f"{root};WsConnection.pump (seaboard/server/ws.py:90) 4",
        "_run_once (asyncio/base_events.py:1922) 1",
    ]
    counts = shares.shares([line + "\n" for line in lines])
    assert counts == {
        "views (each seat's view with its legal actions)": 5,
        "words (sentences for the log and the start)": 2,
        "commit (SQLite write of the event)": 3,
        "websocket sends (uvicorn's framing and the write)": 4,
        "uvicorn, starlette and the event loop": 1,
    }


@pytest.mark.skipif(
    shutil.which("node") is None
    or not (BENCHMARKS / "bgio" / "node_modules" / "boardgame.io").is_dir(),
    reason="boardgame.io is not installed (cd benchmarks/bgio && npm ci)",
)
def test_side_by_side_run_reports_both_servers_figures() -> None:
    args = ["--tables", "2", "--moves", "40", "--setups", "4", "--warmup-moves", "10"]
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "server_vs_bgio.py"), *args, "--repeats", "1"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout)
    (only,) = report["rounds"]
    assert set(only) == {"bgio tic-tac-toe", "seaboard ebbe-flut", "seaboard flotsam-fight"}
    for figures in only.values():
        assert figures["errors"] == {}
        assert figures["moves"] == 40 and figures["setup_matches"] == 4
        assert figures["matches"] >= 2 and figures["setup_cpu_ms_per_match"] >= 0
        assert 0 < figures["p50_ms"] <= figures["p95_ms"]
    assert set(report["net_cpu_ratio_seaboard_over_bgio"]) == {"ebbe-flut", "flotsam-fight"}

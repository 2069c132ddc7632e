"""The load benchmark of several processes, in a short form: it runs end to end against
two real server processes and reports its figures (no timing is asserted here)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fleet import pg_url, redis_url

SCRIPT = Path(__file__).parents[2] / "benchmarks" / "cluster_load.py"


@pytest.mark.usefixtures("fleet")  # skips, with the reason, when PostgreSQL or Redis is down
def test_cluster_load_benchmark_reports_figures() -> None:
    # Players think 0.1 s: with few tables an eager player would pass the server's limit of
    # 20 messages a second per connection and be told to slow down.
    args = ["--servers", "2", "--tables", "6", "--seconds", "2", "--warmup", "0.5"]
    args += ["--think", "0.1"]
    args += ["--db", pg_url(), "--redis", redis_url()]
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert result["servers"] == 2 and result["tables"] == 6
    assert result["moves"] > 0 and result["moves_per_s"] > 0
    latency = result["latency_ms"]
    assert latency["samples"] > 0
    assert 0 < latency["p50"] <= latency["p95"] <= latency["p99"]
    assert result["memory_kb"]["tables_open"] > 0
    assert result["errors"] == 0, result["error_messages"]

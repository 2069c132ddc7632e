"""``seaboard serve --redis ... --workers N``: workers share one port and stop together;
bad combinations and an unreachable Redis give one line and exit status 2."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fleet import Fleet, acting_players, free_port, join, new_table
from harness import Client, play_out


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return found


@pytest.mark.xfail(
    strict=False,
    reason="open: with --workers a move sometimes gets no answer (seen since 15:30 on "
    "30 Nov; separate processes per port pass the same games); under investigation",
)
def test_workers_share_a_port_and_stop_together(fleet: Fleet) -> None:
    proc = fleet.start("--workers", "2")
    workers = children(proc.pid)
    assert len(workers) == 2, workers
    ana, ben = acting_players(proc, ["ana", "ben"])
    table_id = new_table(proc, ana, {"game": "ebbe-flut", "players": 2})
    join(proc, table_id, ben)
    # Several connections through the one port land on either worker; the game is one.
    clients = [Client(proc.ws(table_id), ana), Client(proc.ws(table_id), ben)]
    final = play_out(clients, random.Random(4), limit=180)
    assert final["status"] == "over"
    for c in clients:
        c.close()
    proc.stop()  # SIGTERM to the parent: it stops its workers and waits for them
    time.sleep(0.5)
    assert not [w for w in workers if os.path.exists(f"/proc/{w}")], "a worker outlived serve"


def serve_error(*args: str, tmp: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "seaboard.cli.main", "serve", "--port", "0", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SEABOARD_DATA_DIR": str(tmp)},
    )


def test_bad_cluster_flags_are_one_line(fleet: Fleet, tmp_path: Path) -> None:
    done = serve_error("--workers", "2", "--data-dir", str(tmp_path), tmp=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0
    assert "--workers above 1 needs --redis" in done.stderr
    done = serve_error("--redis", fleet.redis, "--data-dir", str(tmp_path), tmp=tmp_path)
    assert done.returncode == 2 and "--redis needs a PostgreSQL --db" in done.stderr
    dead = f"redis://127.0.0.1:{free_port()}/0"
    done = serve_error("--db", fleet.db_url, "--redis", dead, tmp=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0
    assert "cannot use Redis" in done.stderr

"""``seaboard serve --redis ... --workers N``: workers share one port, a dead one is
replaced, and they stop together; bad combinations and an unreachable Redis give one line
and exit status 2."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fleet import Fleet, acting_players, free_port, join, new_table
from harness import Client, play_out

from waiting import wait_until


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


def worker_of(client: Client, port: int, workers: list[int]) -> int | None:
    """The worker holding the server end of ``client``'s connection (read from /proc)."""
    mine = client.ws.socket.getsockname()[1]
    inode = None
    for name in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(name) as handle:
            for line in handle.read().splitlines()[1:]:
                fields = line.split()
                local, remote = (int(f.rsplit(":", 1)[1], 16) for f in fields[1:3])
                if (local, remote) == (port, mine):
                    inode = fields[9]
    for pid in workers:
        with contextlib.suppress(OSError):
            for fd in os.listdir(f"/proc/{pid}/fd"):
                with contextlib.suppress(OSError):
                    if os.readlink(f"/proc/{pid}/fd/{fd}") == f"socket:[{inode}]":
                        return pid
    return None


def test_workers_share_a_port_and_stop_together(fleet: Fleet) -> None:
    proc = fleet.start("--workers", "2")
    workers = children(proc.pid)
    assert len(workers) == 2, workers
    port = int(proc.base.rsplit(":", 1)[1])
    ana, ben = acting_players(proc, ["ana", "ben"])
    table_id = new_table(proc, ana, {"game": "ebbe-flut", "players": 2})
    join(proc, table_id, ben)
    # The kernel hands each connection to either worker: connect ben until he is at the
    # other one, so every move crosses between the workers through Redis.
    first = Client(proc.ws(table_id), ana)
    at = worker_of(first, port, workers)
    assert at in workers
    for _ in range(40):
        second = Client(proc.ws(table_id), ben)
        if worker_of(second, port, workers) not in (at, None):
            break
        second.close()
    else:
        pytest.fail("40 connections in a row went to the same worker")
    clients = [first, second]
    final = play_out(clients, random.Random(4), limit=180)
    assert final["status"] == "over"
    for c in clients:
        c.close()
    proc.stop()  # SIGTERM to the parent: it stops its workers and waits for them
    assert proc.popen.returncode == -signal.SIGTERM  # a clean stop ends as one process does
    wait_until(
        lambda: not [w for w in workers if os.path.exists(f"/proc/{w}")],
        what="the workers to end with serve",
    )


def test_a_dead_worker_is_replaced(fleet: Fleet) -> None:
    proc = fleet.start("--workers", "2")
    workers = children(proc.pid)
    port = int(proc.base.rsplit(":", 1)[1])
    ana, ben = acting_players(proc, ["ana", "ben"])
    table_id = new_table(proc, ana, {"game": "el-switcher", "players": 2})
    join(proc, table_id, ben)
    os.kill(workers[0], signal.SIGKILL)
    deadline = time.time() + 15
    while len(now := [w for w in children(proc.pid) if w != workers[0]]) < 2:
        assert time.time() < deadline, f"no worker replaced {workers[0]}: {now}"
        time.sleep(0.1)
    (new,) = set(now) - set(workers)
    # The new worker serves the table: connect until a connection lands there.
    for _ in range(40):
        client = Client(proc.ws(table_id), ana)
        if worker_of(client, port, now) == new:
            break
        client.close()
    else:
        pytest.fail("40 connections in a row went to the old worker")
    state = client.until(lambda m: m["type"] == "state")
    assert state["status"] == "playing" and state["seat"] == 0
    client.close()
    assert f"worker {workers[0]} was killed by SIGKILL; starting another" in proc.stderr()
    proc.stop()
    assert proc.popen.returncode == -signal.SIGTERM
    wait_until(
        lambda: not [w for w in now if os.path.exists(f"/proc/{w}")],
        what="the workers to end with serve",
    )


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

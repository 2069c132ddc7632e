"""Starting and stopping a real `seaboard serve` process for the browser tests."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def start_server(data: Path, port: int, extra: tuple[str, ...] = ()) -> subprocess.Popen[bytes]:
    """A `seaboard serve` process on 127.0.0.1:port (``extra``: more options of serve),
    answering once this returns."""
    log = open(data / "serve.log", "a")  # noqa: SIM115
    # Reviews at the tables' priority: a machine kept busy would starve niceness 19 workers.
    env = {**os.environ, "SEABOARD_DATA_DIR": str(data), "SEABOARD_REVIEW_NICENESS": "0"}
    env.pop("SEABOARD_DB", None)
    command = [sys.executable, "-m", "seaboard.cli.main", "serve", "--host", "127.0.0.1"]
    proc = subprocess.Popen(
        [*command, "--port", str(port), "--data-dir", str(data), *extra],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    log.close()
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/api/games", timeout=1) as response:
                if response.status == 200:
                    return proc
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise RuntimeError("seaboard serve did not start:\n" + (data / "serve.log").read_text())
        time.sleep(0.2)


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])

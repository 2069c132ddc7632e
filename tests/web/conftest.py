"""Fixtures of the browser tests: a real `seaboard serve` process on a free loopback port with
a temporary data directory, and Debian's Chromium driven by Playwright.

Without /usr/bin/chromium or a built client (`make web`) the tests are skipped, unless
SEABOARD_REQUIRE_E2E=1 (set by `.ci/run`): then they fail, so CI cannot pass without them.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src" / "seaboard" / "server" / "static" / "index.html"
SCREENSHOTS = Path(os.environ.get("SEABOARD_SCREENSHOTS", Path(__file__).parent / "screenshots"))


def _missing() -> str | None:
    if not CHROMIUM.exists():
        return "no /usr/bin/chromium (apt-get install -y chromium, or make chromium)"
    if not STATIC.exists():
        return "the browser client is not built (make web)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[test]')"
    return None


@pytest.fixture(scope="session", autouse=True)
def _need_browser() -> None:
    reason = _missing()
    if reason is None:
        return
    if os.environ.get("SEABOARD_REQUIRE_E2E") == "1":
        pytest.fail(f"browser tests cannot run: {reason}")
    pytest.skip(f"browser tests skipped: {reason}")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a real server process (SQLite in a temporary data directory)."""
    data = tmp_path_factory.mktemp("seaboard-e2e")
    port = _free_port()
    log = open(data / "serve.log", "w")  # noqa: SIM115
    env = {**os.environ, "SEABOARD_DATA_DIR": str(data)}
    env.pop("SEABOARD_DB", None)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "seaboard.cli.main",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--data-dir",
            str(data),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/api/games", timeout=1) as response:
                if response.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            log.close()
            raise RuntimeError("seaboard serve did not start:\n" + (data / "serve.log").read_text())
        time.sleep(0.2)
    yield base
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def shots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    print(f"\nscreenshots: {SCREENSHOTS}")
    return SCREENSHOTS

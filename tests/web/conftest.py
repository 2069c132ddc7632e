"""Fixtures of the browser tests: a real `seaboard serve` process on a free loopback port with
a temporary data directory, and Debian's Chromium driven by Playwright.

Without /usr/bin/chromium or a built client (`make web`) the tests are skipped, unless
SEABOARD_REQUIRE_E2E=1 (set by `.ci/run`): then they fail, so CI cannot pass without them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_server import free_port, start_server, stop_server

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


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a real server process (SQLite in a temporary data directory)."""
    port = free_port()
    proc = start_server(tmp_path_factory.mktemp("seaboard-e2e"), port)
    yield f"http://127.0.0.1:{port}"
    stop_server(proc)


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

"""The table waits, in Chromium (issue 36): close the tab in a game against a bot, come back
past the grace, "Continue" from Your games, and nothing was played for you; a drawn game's
result reads the same on the table, in Your games and on the profile."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_helpers import Console, click_once, expect, seq, wait_for_offer
from browser_server import free_port, start_server, stop_server

from waiting import wait_until

GRACE = 1.0  # the server's default grace (``serve --grace``): short, so the test is quick


@pytest.fixture(scope="module")
def short_grace(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose casual tables hand a gone player's seat to a bot after 1 s."""
    port = free_port()
    proc = start_server(tmp_path_factory.mktemp("waits"), port, ("--grace", str(GRACE)))
    yield f"http://127.0.0.1:{port}"
    stop_server(proc)


def guest_token(page: Any, base: str) -> str:
    page.goto(base + "/")
    page.wait_for_function("() => localStorage.getItem('seaboard.token')")
    return str(page.evaluate("localStorage.getItem('seaboard.token')"))


def post(base: str, path: str, token: str, body: Any = None) -> Any:
    answer = httpx.post(base + path, json=body, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_the_table_waits_while_the_tab_is_closed(
    browser: Any, short_grace: str, shots: Path
) -> None:
    base = short_grace
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    console = Console()
    page = context.new_page()
    console.watch(page)
    token = guest_token(page, base)
    body = {"game": "flotsam-fight", "players": 2, "seats": [None, "random"]}
    table_id = post(base, "/api/tables", token, body)["table_id"]
    page.goto(f"{base}/tables/{table_id}")
    rng = random.Random(7)
    for _ in range(3):  # a few moves of your own, the bot answering each
        wait_for_offer(page)
        click_once(page, rng)
    wait_for_offer(page)
    at = seq(page)
    page.close()  # the tab is closed: nobody human is at the table
    info = f"{base}/api/tables/{table_id}"
    wait_until(lambda: httpx.get(info).json()["paused"], what="the table to pause")
    closed = time.monotonic()
    wait_until(lambda: time.monotonic() > closed + 3 * GRACE, what="three graces to pass")
    assert httpx.get(info).json()["seats"][0]["bot"] is None, "no bot took your seat"

    page = context.new_page()
    console.watch(page)
    page.goto(base + "/")
    row = page.locator(f'[data-testid="ongoing"] li[data-table="{table_id}"]')
    expect(row).to_contain_text("your turn")
    row.locator("text=Continue").click()
    page.wait_for_url(f"**/tables/{table_id}")
    wait_for_offer(page)
    expect(page.locator(".table-page")).to_have_attribute("data-seq", at)  # nothing played
    assert not httpx.get(info).json()["paused"]
    page.screenshot(path=str(shots / "waits-continue-1280.png"))
    click_once(page, rng)  # and the game goes on
    wait_until(lambda: int(seq(page)) > int(at), what="your move to be played")
    assert not console.errors, console.errors
    context.close()


def test_a_drawn_game_reads_the_same_everywhere(browser: Any, server: str, shots: Path) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    console = Console()
    page = context.new_page()
    console.watch(page)
    ana = guest_token(page, server)
    ben = str(httpx.post(server + "/api/players", json={"name": "Ben"}).json()["token"])
    body = {"game": "flotsam-fight", "players": 2, "seats": [None, None]}
    table_id = post(server, "/api/tables", ana, body)["table_id"]
    post(server, f"/api/tables/{table_id}/join", ben)
    page.goto(f"{server}/tables/{table_id}")
    # the table is drawn (whoever moves first: the seat to begin is drawn at random)
    expect(page.get_by_test_id("turn")).not_to_be_empty()
    post(server, f"/api/tables/{table_id}/draw", ana)  # offered
    post(server, f"/api/tables/{table_id}/draw", ben)  # and accepted

    told = page.locator('[data-testid="result-told"]')
    expect(told).to_have_text("A draw, agreed by both.")
    words = told.inner_text()
    page.screenshot(path=str(shots / "waits-draw-table-1280.png"))
    page.goto(server + "/")
    done = page.locator(f'[data-testid="finished"] li[data-table="{table_id}"]')
    expect(done).to_contain_text(words)
    me = httpx.get(server + "/api/players/me", headers={"Authorization": f"Bearer {ana}"})
    page.goto(f"{server}/players/{me.json()['player_id']}")
    recent = page.locator(f'[data-testid="recent"] li[data-table="{table_id}"]')
    expect(recent.locator('[data-testid="recent-told"]')).to_have_text(words)
    expect(page.locator('li[data-game="flotsam-fight"]')).to_contain_text("1 drawn")
    page.screenshot(path=str(shots / "waits-draw-profile-1280.png"), full_page=True)
    assert not console.errors, console.errors
    context.close()

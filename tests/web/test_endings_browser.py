"""Games ended by a resignation and by a clock in Chromium: both show the game-over panel with
the reason in words, and the replay reaches the result."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from browser_helpers import GAME_OVER, Console, click_once, create_from_home

CREATE = """async (body) => {
  const token = localStorage.getItem('seaboard.token');
  const r = await fetch('/api/tables', {method: 'POST', headers: {'Content-Type':
    'application/json', Authorization: 'Bearer ' + token}, body: JSON.stringify(body)});
  return (await r.json()).table_id;
}"""


def replay_reaches_the_result(page: Any, words: str, shot: Path) -> None:
    page.click("text=Replay this game")
    page.wait_for_selector('[data-testid="replay-step"]')
    page.keyboard.press("End")
    assert words in page.inner_text('[data-testid="replay-result"]')
    page.screenshot(path=str(shot), full_page=True)


def test_a_resigned_game_shows_the_panel_and_replays(
    server: str, browser: Any, shots: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    console = Console()
    console.watch(page)
    create_from_home(page, server, "land-vs-sea", ["random"], {})
    page.wait_for_selector("[data-action], [data-select]")
    rng = random.Random(2)
    for _ in range(6):  # a few moves first, so that the replay has steps
        if click_once(page, rng) is None:
            page.wait_for_timeout(100)
    page.click('[data-ending="resign"]')
    page.click('[data-ending="resign-yes"]')
    panel = page.wait_for_selector(GAME_OVER)
    text = panel.inner_text()
    assert "resigns" in text and "wins" in text, text
    assert page.locator('[data-ending="resign"]').count() == 0
    assert "resigns" in page.inner_text(".log")
    page.screenshot(path=str(shots / "ending-resign-1-panel.png"), full_page=True)
    replay_reaches_the_result(page, "resigns", shots / "ending-resign-2-replay.png")
    assert console.errors == []
    context.close()


def test_a_game_lost_on_time_shows_the_panel_and_replays(
    server: str, browser: Any, shots: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    console = Console()
    console.watch(page)
    page.goto(server + "/")
    page.wait_for_function("localStorage.getItem('seaboard.token')")
    body = {
        "game": "ebbe-flut",
        "seats": [None, "random"],
        "clock": {"base": 2, "increment": 0},
        "timeout_policy": "lose",
    }
    table = page.evaluate(CREATE, body)
    page.goto(f"{server}/tables/{table}")
    page.wait_for_selector("[data-action], [data-select]")
    page.wait_for_timeout(2500)  # no clock runs before the first move
    assert page.locator(GAME_OVER).count() == 0
    rng = random.Random(4)
    while page.locator('[data-testid="seats"] li[data-seat="0"] .clock.running').count() == 0:
        if page.locator(GAME_OVER).count():
            break
        if click_once(page, rng) is None:
            page.wait_for_timeout(60)
    panel = page.wait_for_selector(GAME_OVER, timeout=15000)  # then nothing more is played
    assert "ran out of time" in panel.inner_text(), panel.inner_text()
    assert "ran out of time" in page.inner_text(".log")
    page.screenshot(path=str(shots / "ending-time-1-panel.png"), full_page=True)
    replay_reaches_the_result(page, "ran out of time", shots / "ending-time-2-replay.png")
    assert console.errors == []
    context.close()

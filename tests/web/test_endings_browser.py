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
    page.wait_for_function("() => localStorage.getItem('seaboard.token')")
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


NOTICES = """
window.__notices = [];
class FakeNotification {
  static permission = 'granted';
  static requestPermission() { return Promise.resolve('granted'); }
  constructor(title, options) { window.__notices.push([title, options && options.body]); }
  close() {}
}
window.Notification = FakeNotification;
Object.defineProperty(document, 'hidden', {get: () => window.__hidden === true});
"""


def test_a_turn_based_table_notifies_the_player_of_their_turn(
    server: str, browser: Any, shots: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(NOTICES)  # the browser's notices, recorded; the tab "hidden"
    page = context.new_page()
    console = Console()
    console.watch(page)
    table = create_from_home(page, server, "flotsam-fight", ["random"], {"clock": "days:1"})
    info = page.evaluate(f"fetch('/api/tables/{table}').then(r => r.json())")
    assert info["turn_days"] == 1
    page.wait_for_selector("[data-action]")
    assert "d " in page.inner_text('[data-testid="seats"] li[data-seat="0"] .clock')
    page.evaluate("window.__hidden = true")
    rng = random.Random(8)
    while not page.evaluate("window.__notices.length"):
        assert page.locator(GAME_OVER).count() == 0, "the game ended before a notice"
        if click_once(page, rng) is None:
            page.wait_for_timeout(100)
    assert page.evaluate("window.__notices[0][0]") == "Your turn"
    page.wait_for_selector("[data-action]")
    assert page.title().startswith("● Your turn")
    page.screenshot(path=str(shots / "ending-turn-based.png"), full_page=True)
    assert console.errors == []
    context.close()

"""Games ended by a resignation and by a clock in Chromium: both show the game-over panel with
the reason in words, and the replay reaches the result."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from browser_helpers import (
    GAME_OVER,
    OFFERS,
    Console,
    click_once,
    create_from_home,
    expect,
    over,
    wait_for_offer,
)

CREATE = """async (body) => {
  const token = localStorage.getItem('seaboard.token');
  const r = await fetch('/api/tables', {method: 'POST', headers: {'Content-Type':
    'application/json', Authorization: 'Bearer ' + token}, body: JSON.stringify(body)});
  return (await r.json()).table_id;
}"""


def get_state_clocks(page: Any, table: str) -> dict[str, Any]:
    """The table's clocks as the server's state message tells them, read over a websocket."""
    return dict(page.evaluate(STATE_CLOCKS, table))


# The clocks of a table's first state message (a spectator's socket of this page).
STATE_CLOCKS = """(table) => new Promise((resolve, reject) => {
  const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ws/tables/' + table);
  ws.onopen = () => ws.send(JSON.stringify({type: 'hello'}));
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'state') { ws.close(); resolve(m.clocks); }
  };
  ws.onerror = () => reject(new Error('no state'));
})"""


def replay_reaches_the_result(page: Any, words: str, shot: Path) -> None:
    page.click("text=Replay this game")
    page.wait_for_selector('[data-testid="replay-step"]')
    page.keyboard.press("End")
    expect(page.locator('[data-testid="replay-result"]')).to_contain_text(words)
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
            wait_for_offer(page)
    page.click('[data-ending="resign"]')
    page.click('[data-ending="resign-yes"]')
    panel = page.locator(GAME_OVER)
    expect(panel).to_contain_text("You lose: you resigned.")  # the result told to you
    expect(page.locator('[data-ending="resign"]')).to_have_count(0)
    expect(page.locator(".log")).to_contain_text("resigns")
    page.screenshot(path=str(shots / "ending-resign-1-panel.png"), full_page=True)
    replay_reaches_the_result(page, "resigned", shots / "ending-resign-2-replay.png")
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
    # No clock runs before the first move, so none can run out: the server's state says no
    # clock runs (tests/server/test_endings.py waits past such a clock's end).
    expect(page.locator('[data-testid="seats"] li[data-seat="0"] .clock')).to_be_visible()
    expect(page.locator('[data-testid="seats"] li .clock.running')).to_have_count(0)
    assert get_state_clocks(page, table)["running"] is None
    expect(page.locator(GAME_OVER)).to_have_count(0)
    rng = random.Random(4)
    while page.locator('[data-testid="seats"] li[data-seat="0"] .clock.running').count() == 0:
        if page.locator(GAME_OVER).count():
            break
        if click_once(page, rng) is None:
            wait_for_offer(page)
    panel = page.locator(GAME_OVER)  # then nothing more is played: the clock runs out
    expect(panel).to_contain_text("ran out of time")
    expect(page.locator(".log")).to_contain_text("ran out of time")
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
    expect(page.locator('[data-testid="seats"] li[data-seat="0"] .clock')).to_contain_text("d ")
    page.evaluate("window.__hidden = true")
    rng = random.Random(8)
    while not page.evaluate("window.__notices.length"):
        assert not over(page), "the game ended before a notice"
        if click_once(page, rng) is None:
            # Our turn comes back (with its notice), or the notice comes first.
            page.wait_for_function(f"() => window.__notices.length || ({OFFERS})()", timeout=60_000)
    assert page.evaluate("window.__notices[0][0]") == "Your turn"
    page.wait_for_selector("[data-action]")
    expect(page).to_have_title(re.compile("^● Your turn"))
    page.screenshot(path=str(shots / "ending-turn-based.png"), full_page=True)
    assert console.errors == []
    context.close()

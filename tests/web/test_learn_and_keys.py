"""The guided lessons completed by clicks, a whole game played by keyboard alone, and every
board photographed at 390 and 1440 pixels at the start, midway and at the end."""

from __future__ import annotations

import json
import random
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import GAME_OVER, Console, click_once, create_from_home, over
from playwright.sync_api import expect

from seaboard.engine.registry import game_class, names

# Small options keep each whole game short (each game declares them: Game.short_options).
FAST: dict[str, dict[str, str]] = {name: dict(game_class(name).short_options) for name in names()}
GAMES = list(FAST)
WIDTHS = (390, 1440)

# Marks (data-e2e-step) one target towards the move `goal` ({action, data}): its own target
# when the page shows it, else a selection whose fields (data-fields) the move's data has;
# null when none is offered.
STEP_TOWARDS = """({action, data}) => {
  const mark = 'data-e2e-step';
  for (const el of document.querySelectorAll('[' + mark + ']')) el.removeAttribute(mark);
  const visible = (el) => el.getClientRects().length > 0;
  const done = [...document.querySelectorAll('[data-action]')].find(
    (el) => el.getAttribute('data-action') === action && visible(el));
  if (done) { done.setAttribute(mark, '1'); return 'action'; }
  const has = (fields) => Object.entries(fields).every(
    ([k, v]) => k in data && JSON.stringify(data[k]) === JSON.stringify(v));
  for (const el of document.querySelectorAll('[data-select]')) {
    const pressed = el.getAttribute('aria-pressed') === 'true' || el.classList.contains('selected');
    const leads = JSON.parse(el.getAttribute('data-fields') || '[]').some(has);
    if (leads && !pressed && visible(el)) { el.setAttribute(mark, '1'); return 'select'; }
  }
  return null;
}"""


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


# True once the selection just clicked has taken: it is pressed now, or redrawn as something else.
SELECTED = """() => {
  const el = document.querySelector('[data-e2e-step]');
  return !el || el.getAttribute('aria-pressed') === 'true' || el.classList.contains('selected');
}"""
# The moves the lesson board offers now, as one string (to see a rotation take effect).
OFFERED = """() => [...document.querySelectorAll('.lesson-board [data-action]')]
  .map((el) => el.getAttribute('data-action')).join('|')"""


def make_move(page: Any, goal: dict[str, Any]) -> None:
    """Click towards `goal` until it is played (turning a Land vs Sea tile with R as needed)."""
    for _ in range(30):
        kind = page.evaluate(STEP_TOWARDS, goal)
        if kind == "action":
            page.click("[data-e2e-step]", timeout=5000)
            return
        if kind == "select":
            page.click("[data-e2e-step]", timeout=5000)
            page.wait_for_function(SELECTED, timeout=5000)
            continue
        # the ghost tile turns to the next rotation that fits: wait until the offer changed
        offered = page.evaluate(OFFERED)
        page.keyboard.press("r")
        page.wait_for_function(f"(before) => ({OFFERED})() !== before", arg=offered, timeout=5000)
    raise AssertionError(f"the page never offered {goal!r}")


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_completed_by_clicks(server: str, browser: Any, shots: Path, game: str) -> None:
    lesson = get_json(f"{server}/api/lessons/{game}")
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    console = Console()
    console.watch(page)
    # reached from the game's card on the home page
    page.goto(server + "/")
    page.click(f'[data-learn="{game}"]')
    page.wait_for_url(f"**/learn/{game}")
    answer = page.locator('[data-testid="lesson-answer"]')
    for number, step in enumerate(lesson["steps"], start=1):
        page.wait_for_selector(f'.learn-page[data-step="{number}"]')
        expect(page.locator(".lesson-goal")).to_contain_text(step["goal"])
        # the marks are drawn after the board: wait until some target is marked as the goal
        expect(page.locator(".lesson-board .goal")).not_to_have_count(0)
        if number == 2 and game == "flotsam-fight":
            # a wrong move is told why, and the step can be tried again
            page.click('.lesson-board [data-action="pass"]')
            expect(answer).to_have_attribute("data-right", "false")
            expect(answer).to_contain_text("sits you out")
            page.click("[data-lesson-retry]")
            expect(answer).to_have_count(0)
        make_move(page, step["highlight"][0])
        expect(answer).to_have_attribute("data-right", "true")
        expect(answer).to_contain_text("Right")
        if number == len(lesson["steps"]):
            # the game's end: the same score table as a table's game over panel
            result = answer.locator('[data-testid="score-breakdown"] th', has_text="Result")
            expect(result).to_have_count(1)
        if number in (1, len(lesson["steps"])):
            page.screenshot(path=str(shots / f"learn-{game}-{number}.png"), full_page=True)
        page.click("[data-lesson-next]")
    expect(page.get_by_test_id("lesson-done")).to_be_visible()
    assert console.errors == []
    context.close()


def test_the_rules_drawer_leads_to_the_lesson(server: str, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1024, "height": 800})
    create_from_home(page, server, "el-switcher", ["random"], FAST["el-switcher"])
    page.click("text=Rules")
    page.click('.drawer [data-learn="el-switcher"]')
    page.wait_for_url("**/learn/el-switcher")
    page.wait_for_selector('.learn-page[data-step="1"]')
    page.close()


def test_keyboard_alone_plays_a_whole_game(server: str, browser: Any, shots: Path) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 800})
    page = context.new_page()
    console = Console()
    console.watch(page)
    create_from_home(page, server, "flotsam-fight", ["random"], {})
    page.wait_for_selector(".board [data-select], .board [data-action]")
    focused = (
        "(() => { const el = document.activeElement;"
        " return el?.closest('.board-frame')"
        " ? el.getAttribute('data-select') || el.getAttribute('data-action') : null; })()"
    )
    # arrow keys move between the hand's cards
    page.wait_for_function(f"() => {focused} !== null", timeout=5000)
    first = page.evaluate(focused)
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        f"(first) => ![null, first].includes({focused})", arg=first, timeout=5000
    )
    page.keyboard.press("ArrowLeft")
    page.wait_for_function(f"(first) => {focused} === first", arg=first, timeout=5000)
    presses = 0
    while not over(page):
        mine = page.locator(".board [data-select], .board [data-action]").count() > 0
        if not mine:
            page.wait_for_timeout(80)
            continue
        target = page.evaluate(focused)
        if target is None:
            page.keyboard.press("Tab")  # the focus was not on the board: find it by Tab
        else:
            page.keyboard.press("Enter")
        presses += 1
        page.wait_for_timeout(40)
        assert presses < 3000, "the game did not end"
    expect(page.locator(GAME_OVER)).to_contain_text("Game over")
    expect(page.locator('[data-testid="score-breakdown"] th', has_text="Round 3")).to_have_count(1)
    page.screenshot(path=str(shots / "keyboard-flotsam-fight-end.png"), full_page=True)
    assert console.errors == []
    context.close()


def snap(page: Any, shots: Path, name: str) -> None:
    """Photograph the page at each width, then go back to the wide one."""
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_function("(w) => window.innerWidth === w && window.scrollY === 0", arg=width)
        page.screenshot(path=str(shots / f"{name}-{width}.png"), full_page=True)


def assert_turn_stays_in_sight(page: Any) -> None:
    """On a phone, whose turn it is stays on screen with the board scrolled into view."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("document.querySelector('.board')?.scrollIntoView({block: 'end'})")
    expect(page.get_by_test_id("turn")).to_be_in_viewport(ratio=1)
    page.set_viewport_size({"width": 1440, "height": 900})


@pytest.mark.parametrize("game", GAMES)
def test_every_board_at_both_widths(server: str, browser: Any, shots: Path, game: str) -> None:
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    console = Console()
    console.watch(page)
    create_from_home(page, server, game, ["random"], FAST[game])
    page.wait_for_selector("[data-action], [data-select]")
    snap(page, shots, f"board-{game}-1-start")
    rng = random.Random(11)
    actions = 0
    mid = 6 if game == "el-switcher" else 24
    while not over(page):
        kind = click_once(page, rng)
        if kind is None:
            page.wait_for_timeout(60)
            continue
        if kind == "action":
            actions += 1
            if actions == mid:
                snap(page, shots, f"board-{game}-2-midway")
                assert_turn_stays_in_sight(page)
    snap(page, shots, f"board-{game}-3-end")
    expect(page.locator('[data-testid="score-breakdown"] th').nth(3)).to_be_attached()
    assert console.errors == []
    context.close()

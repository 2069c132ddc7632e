"""A newcomer's first visit, in Chromium against the real server: the navigation bar on every
page, unknown addresses told as pages (the API keeps JSON), Play now with a chosen bot level,
El Switcher without its turn clock unless asked, a clock's last-ten-seconds warning, dark mode
from the system setting, no sideways scrolling at 390 pixels, and each lesson step's target
in the window at 1440x900 and 390x844."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_helpers import Console, create_from_home, expect

from seaboard.engine.registry import names

PHONE = {"width": 390, "height": 844}
DESK = {"width": 1440, "height": 900}

# True when no element makes the page wider than the window (no sideways scrolling).
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"
# The page background's brightness, 0 (black) to 255 (white).
BRIGHTNESS = """() => {
  const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor
    .match(/\\d+/g).map(Number);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}"""
# Whether one of the lesson's marked goals lies wholly inside the window.
GOAL_IN_VIEW = """() => [...document.querySelectorAll('.lesson-board .goal')].some((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0
    && r.bottom <= innerHeight && r.right <= innerWidth;
})"""


def new_page(browser: Any, viewport: dict[str, int], **options: Any) -> tuple[Any, Any]:
    context = browser.new_context(viewport=viewport, **options)
    return context, context.new_page()


def play_now(page: Any, server: str, game: str, level: str | None = None) -> str:
    """Press a game card's Play now (after choosing a bot level); returns the table id."""
    page.goto(server + "/")
    page.wait_for_selector(f'[data-play-now="{game}"]')
    if level is not None:
        picker = page.locator(f'select[data-play-level="{game}"]')
        expect(picker.locator(f'option[value="{level}"]')).to_have_count(1)
        picker.select_option(level)
    page.click(f'[data-play-now="{game}"]')
    page.wait_for_url("**/tables/*")
    page.wait_for_selector('[data-testid="seats"]')
    return str(page.url.rsplit("/", 1)[1])


def test_every_page_has_the_navigation_bar(server: str, browser: Any, shots: Path) -> None:
    context, page = new_page(browser, DESK)
    console = Console()
    console.watch(page)
    table = play_now(page, server, "ebbe-flut")
    me = page.evaluate("() => localStorage.getItem('seaboard.token')")
    who = httpx.get(f"{server}/api/players/me", headers={"Authorization": f"Bearer {me}"}).json()
    paths = ["/", "/your-games", "/sign-in", "/learn/ebbe-flut", f"/players/{who['player_id']}"]
    paths += [f"/tables/{table}", "/no/such/page"]
    for path in paths:
        page.goto(server + path)
        nav = page.locator('nav[aria-label="Site"]')
        for link in ("home", "your-games", "profile", "sign-in"):
            expect(nav.locator(f'[data-nav="{link}"]')).to_be_visible()
    # the links lead where they say
    page.click('[data-nav="your-games"]')
    expect(page).to_have_url(f"{server}/your-games")
    expect(page.locator(".your-games")).to_be_visible()
    page.click('[data-nav="sign-in"]')
    expect(page.locator('form[aria-label="Sign in"]')).to_be_visible()
    page.click('[data-nav="profile"]')
    expect(page).to_have_url(f"{server}/players/{who['player_id']}")
    page.click('[data-nav="home"]')
    expect(page.locator("[data-play-now]").first).to_be_visible()
    page.screenshot(path=str(shots / "newcomer-nav-1440.png"))
    # the unknown page answers 404, which Chromium logs; nothing else went wrong
    assert [e for e in console.errors if "status of 404" not in e] == []
    context.close()


def test_signed_in_the_bar_offers_sign_out(server: str, browser: Any) -> None:
    account = {"name": "nav_nell", "password": "nav tides 77"}
    made = httpx.post(f"{server}/api/accounts", json=account)
    assert made.status_code == 200, made.text
    context, page = new_page(browser, PHONE)
    page.goto(server + "/api/games")
    page.evaluate(
        "([t, n]) => { localStorage.setItem('seaboard.token', t);"
        " localStorage.setItem('seaboard.name', n); localStorage.setItem('seaboard.account', n); }",
        [made.json()["token"], "nav_nell"],
    )
    page.goto(server + "/your-games")
    expect(page.locator('[data-nav="sign-out"]')).to_be_visible()
    page.click('[data-nav="sign-out"]')
    expect(page.locator('[data-nav="sign-in"]')).to_be_visible()
    expect(page.locator('[data-testid="kind"]')).to_have_text("guest")
    context.close()


def test_unknown_addresses_are_pages_and_the_api_keeps_json(
    server: str, browser: Any, shots: Path
) -> None:
    html = {"Accept": "text/html,application/xhtml+xml"}
    page_answer = httpx.get(f"{server}/no/such/page", headers=html)
    assert page_answer.status_code == 404
    assert page_answer.headers["content-type"].startswith("text/html")
    assert httpx.get(f"{server}/learn/chess", headers=html).status_code == 404
    assert httpx.get(f"{server}/learn/ebbe-flut", headers=html).status_code == 200
    api = httpx.get(f"{server}/api/no-such-thing", headers=html)
    assert api.status_code == 404 and api.json()["detail"]
    plain = httpx.get(f"{server}/no/such/page")  # no browser asking: JSON as before
    assert plain.status_code == 404 and plain.json()["detail"]

    for viewport in (DESK, PHONE):
        context, page = new_page(browser, viewport)
        console = Console()
        console.watch(page)
        for path, words in (
            ("/no/such/page", "No page of Seaboard has this address"),
            ("/learn/chess", "no game called “chess”"),
            ("/tables/no-such-table", "There is no table at this address"),
        ):
            answer = page.goto(server + path)
            expect(page.locator('[data-testid="not-found"]')).to_contain_text(words)
            expect(page.locator('[data-testid="not-found"] a.button')).to_be_visible()
            assert page.evaluate(FITS)
            if path == "/no/such/page":
                assert answer is not None and answer.status == 404
        page.screenshot(path=str(shots / f"newcomer-404-{viewport['width']}.png"))
        page.click('[data-testid="not-found"] a.button')
        expect(page.locator("[data-play-now]").first).to_be_visible()
        # a missing page or table logs no error of the client's own (the 404 answers do)
        assert [e for e in console.errors if "status of 404" not in e] == []
        context.close()


def test_play_now_seats_the_chosen_level(server: str, browser: Any) -> None:
    context, page = new_page(browser, DESK)
    levels = [b["spec"] for b in httpx.get(f"{server}/api/bots").json()]
    assert "random" in levels and len(levels) >= 3
    table = play_now(page, server, "flotsam-fight", "random")
    seats = httpx.get(f"{server}/api/tables/{table}").json()["seats"]
    assert [s["bot"] for s in seats] == [None, "random"]

    # without a choice, the default is the server's first level that is not random (the
    # levels come gentlest first, by how they are built)
    page.goto(server + "/")
    picker = page.locator('select[data-play-level="ebbe-flut"]')
    expect(picker.locator("option")).to_have_count(len(levels))
    chosen = picker.input_value()
    assert chosen != "random"
    assert chosen == next(spec for spec in levels if spec != "random")
    table = play_now(page, server, "ebbe-flut")
    seats = httpx.get(f"{server}/api/tables/{table}").json()["seats"]
    assert seats[1]["bot"] == chosen
    context.close()


def test_el_switcher_against_a_bot_has_no_turn_clock_unless_asked(
    server: str, browser: Any
) -> None:
    context, page = new_page(browser, DESK)
    table = play_now(page, server, "el-switcher")
    assert httpx.get(f"{server}/api/tables/{table}").json()["options"]["turn_seconds"] is None
    expect(page.locator('[data-testid="turn"]')).to_contain_text("Your turn", timeout=60_000)
    expect(page.locator('[data-testid="turn-clock"]')).to_have_count(0)

    page.goto(server + "/")
    page.locator('[data-play-clock="el-switcher"]').check()
    page.click('[data-play-now="el-switcher"]')
    page.wait_for_url("**/tables/*")
    table = page.url.rsplit("/", 1)[1]
    assert httpx.get(f"{server}/api/tables/{table}").json()["options"]["turn_seconds"] == 120
    expect(page.locator('[data-testid="turn-clock"]')).to_contain_text("turn clock")
    context.close()


@pytest.mark.parametrize("viewport", [DESK, PHONE], ids=["1440", "390"])
def test_the_clock_warns_in_its_last_ten_seconds_and_stays_in_view(
    server: str, browser: Any, shots: Path, viewport: dict[str, int]
) -> None:
    context, page = new_page(browser, viewport)
    create_from_home(page, server, "el-switcher", ["greedy"], {"turn_seconds": "14"}, public=False)
    clock = page.locator('[data-testid="turn-clock"]')
    expect(page.locator('[data-testid="turn"]')).to_contain_text("Your turn", timeout=60_000)
    # scrolled to the bottom of the page, the clock is still in the window
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    expect(clock).to_be_in_viewport()
    expect(clock).to_have_attribute("data-low", "1", timeout=30_000)
    expect(clock).to_have_class("turn-clock low")
    expect(page.locator('[data-testid="clock-warning"]')).to_have_text(
        "Ten seconds left for this turn."
    )
    expect(clock).to_be_in_viewport()
    seconds = int(clock.inner_text().rsplit(":", 1)[1])
    assert 0 <= seconds <= 10
    page.screenshot(path=str(shots / f"newcomer-clock-low-{viewport['width']}.png"))
    context.close()


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_dark_mode_follows_the_system_setting(
    server: str, browser: Any, shots: Path, scheme: str
) -> None:
    context, page = new_page(browser, PHONE, color_scheme=scheme)
    for path in ("/", "/learn/land-vs-sea", "/no/such/page"):
        page.goto(server + path)
        page.wait_for_selector("main > *")
        brightness = page.evaluate(BRIGHTNESS)
        assert (brightness < 60) if scheme == "dark" else (brightness > 200), (path, brightness)
    page.goto(server + "/")
    page.wait_for_selector("[data-play-now]")
    button = page.locator('[data-create="ebbe-flut"]')
    text = button.evaluate("(el) => getComputedStyle(el).color")
    back = button.evaluate("(el) => getComputedStyle(el).backgroundColor")
    assert text != back
    page.screenshot(path=str(shots / f"newcomer-home-{scheme}-390.png"))
    context.close()


def test_nothing_scrolls_sideways_on_a_phone(server: str, browser: Any, shots: Path) -> None:
    context, page = new_page(browser, PHONE, has_touch=True, is_mobile=True)
    console = Console()
    console.watch(page)
    tables = [play_now(page, server, game) for game in names()]
    paths = ["/", "/your-games", "/sign-in", "/no/such/page"]
    paths += [f"/learn/{game}" for game in names()] + [f"/tables/{t}" for t in tables]
    for path in paths:
        page.goto(server + path)
        page.wait_for_selector("main > *")
        if path.startswith("/tables/"):
            page.wait_for_selector('[data-testid="seats"]')
        if path.startswith("/learn/"):
            page.wait_for_selector(".lesson-board")
        page.wait_for_function(FITS)  # holds once drawn; a wider page never passes
        assert page.evaluate(FITS), path
    page.goto(server + "/")
    page.click('[data-create="land-vs-sea"]')
    page.wait_for_selector("form.create-form")
    assert page.evaluate(FITS)
    page.screenshot(path=str(shots / "newcomer-create-390.png"), full_page=True)
    assert [e for e in console.errors if "status of 404" not in e] == []  # the unknown page
    context.close()


def lesson_steps(server: str, game: str) -> int:
    return len(httpx.get(f"{server}/api/lessons/{game}").json()["steps"])


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("viewport", [DESK, PHONE], ids=["1440", "390"])
def test_each_lesson_target_is_in_the_window(
    server: str, browser: Any, shots: Path, game: str, viewport: dict[str, int]
) -> None:
    context, page = new_page(browser, viewport)
    page.goto(f"{server}/learn/{game}")
    steps = lesson_steps(server, game)
    for k in range(steps):
        page.locator(".lesson-steps button").nth(k).click()
        expect(page.locator(".learn-page")).to_have_attribute("data-step", str(k + 1))
        expect(page.locator(".lesson-board .goal").first).to_be_attached()
        page.wait_for_function(GOAL_IN_VIEW)
        assert page.evaluate(GOAL_IN_VIEW), (game, k + 1)
    page.screenshot(path=str(shots / f"newcomer-lesson-{game}-{viewport['width']}.png"))
    context.close()

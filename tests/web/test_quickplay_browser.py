"""Quick play and ratings in Chromium: two signed-in players press Quick play for the same
game, are seated at one table, play a rated game to its end (a resignation), and both
profiles show the new ratings, the chart and the game; the create form shows the bot
levels with their ratings and the Rated box, and the leaderboard its bots."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import httpx
from browser_helpers import GAME_OVER, Console, click_once, expect, wait_for_any_offer

PASSWORD = "quick tides 77"


def signed_in_page(
    browser: Any, server: str, name: str, width: int
) -> tuple[Any, Any, dict[str, str]]:
    made = httpx.post(f"{server}/api/accounts", json={"name": name, "password": PASSWORD})
    assert made.status_code == 200, made.text
    me = made.json()
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.goto(server + "/api/games")  # same origin, no client: nothing makes a guest first
    page.evaluate(
        "([t, n]) => { localStorage.setItem('seaboard.token', t);"
        " localStorage.setItem('seaboard.name', n);"
        " localStorage.setItem('seaboard.account', n); }",
        [me["token"], me["name"]],
    )
    page.goto(server + "/")
    page.wait_for_selector('[data-quickplay="ebbe-flut"]')
    return context, page, me


def test_two_players_find_each_other_and_see_their_ratings(
    server: str, browser: Any, shots: Path
) -> None:
    one, ana, ana_me = signed_in_page(browser, server, "quick_ana", 390)
    two, ben, ben_me = signed_in_page(browser, server, "quick_ben", 1280)
    console = Console()
    console.watch(ana)
    console.watch(ben)

    # The create form: the bot levels with their ratings, and the Rated box.
    ben.click('[data-create="ebbe-flut"]')
    levels = ben.locator('select[name="seat1"] option[data-level]')
    expect(levels).to_have_count(len(httpx.get(f"{server}/api/bots").json()))
    expect(levels.last).to_contain_text("about")
    expect(ben.locator('input[name="rated"]')).to_be_enabled()
    ben.screenshot(path=str(shots / "quickplay-0-create-form.png"), full_page=True)
    ben.click('[data-create="ebbe-flut"]')

    ana.click('[data-quickplay="ebbe-flut"]')
    ana.wait_for_selector('[data-quickplay-waiting="ebbe-flut"]')
    ana.screenshot(path=str(shots / "quickplay-1-waiting-phone.png"), full_page=False)
    ben.click('[data-quickplay="ebbe-flut"]')
    ana.wait_for_url("**/tables/*", timeout=20000)
    ben.wait_for_url("**/tables/*", timeout=20000)
    table_id = ana.url.rsplit("/", 1)[1]
    assert ben.url.rsplit("/", 1)[1] == table_id
    info = httpx.get(f"{server}/api/tables/{table_id}").json()
    assert info["rated"] is True and info["status"] == "playing"
    expect(ana.locator('[data-testid="table-ratings"]')).to_contain_text("Rated game")

    # Moves by whoever is to move (enough for both to play twice: a rated game ended
    # sooner is aborted), then ana resigns.
    rng = random.Random(3)
    pages = [ana, ben]
    for _ in range(8):
        for page in pages:
            wait_for_any_offer(pages)
            click_once(page, rng)
    ana.click('[data-ending="resign"]')
    ana.click('[data-ending="resign-yes"]')
    ana.wait_for_selector(GAME_OVER)
    ben.wait_for_selector(GAME_OVER)
    ben.screenshot(path=str(shots / "quickplay-2-over.png"), full_page=True)

    for page, me, shot in (
        (ana, ana_me, "quickplay-3-profile-phone.png"),
        (ben, ben_me, "quickplay-4-profile.png"),
    ):
        page.goto(f"{server}/players/{me['player_id']}")
        card = page.locator('[data-group="ebbe-flut/2p"]')
        shown = httpx.get(f"{server}/api/players/{me['player_id']}").json()
        rating = shown["ratings"]["ebbe-flut/2p"]["rating"]
        expect(card).to_contain_text(str(rating))
        expect(card.locator('svg.rating-chart[data-points="1"]')).to_have_count(1)
        row = page.locator(f'[data-testid="recent"] li[data-table="{table_id}"]')
        expect(row).to_contain_text("rated")
        expect(row.locator(f'a[data-replay="{table_id}"]')).to_have_count(1)
        page.screenshot(path=str(shots / shot), full_page=True)
    ana_r = httpx.get(f"{server}/api/players/{ana_me['player_id']}").json()["ratings"]
    ben_r = httpx.get(f"{server}/api/players/{ben_me['player_id']}").json()["ratings"]
    assert ben_r["ebbe-flut/2p"]["rating"] > ana_r["ebbe-flut/2p"]["rating"]

    ben.click('[data-group="ebbe-flut/2p"] >> text=leaderboard')
    expect(ben.locator('[data-testid="bots"]')).to_contain_text("about")
    ben.screenshot(path=str(shots / "quickplay-5-leaderboard.png"), full_page=True)
    ben.goto(f"{server}/players/{ben_me['player_id']}")
    ben.click(f'a[data-replay="{table_id}"]')
    ben.wait_for_selector('[data-testid="replay-step"]')
    assert console.errors == []
    one.close()
    two.close()

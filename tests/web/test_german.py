"""The browser client in German (issue 37), in Chromium against the real server: a browser
that asks for German gets the home page, a Play-now game of each game played to its end by
clicks, and its replay with no English function word in the visible text (player names,
game titles and code aside), and the page says ``<html lang="de">``."""

from __future__ import annotations

import json
import random
import re
import urllib.request
from typing import Any

import pytest
from browser_helpers import GAME_OVER, Console, click_once, expect, over, wait_for_offer

from seaboard.engine.registry import names

GAMES = list(names())
MOST_ACTIONS = 300  # clicked actions before a game still going is resigned

# A browser whose own language is German: the server's first choice follows it.
GERMAN = {"locale": "de-DE", "extra_http_headers": {"Accept-Language": "de"}}

# English words that are no German words: one in a German page means an untranslated text.
ENGLISH = [
    "the",
    "you",
    "your",
    "and",
    "of",
    "is",
    "with",
    "from",
    "play",
    "game",
    "games",
    "turn",
    "wins",
    "win",
    "to",
    "for",
    "this",
    "that",
    "are",
    "it",
    "on",
    "move",
    "moves",
    "card",
    "cards",
    "player",
    "players",
    "round",
    "stack",
    "tile",
    "tiles",
    "left",
    "waiting",
    "loading",
    "replay",
    "step",
    "over",
    "draw",
    "score",
    "back",
    "next",
    "sign",
    "table",
]
WORD = re.compile(r"(?<![\w])(" + "|".join(ENGLISH) + r")(?![\w])", re.IGNORECASE)


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


def titles(server: str) -> list[str]:
    return [str(game["title"]) for game in get_json(server + "/api/games")]


def english_in(text: str, keep: list[str]) -> list[str]:
    """The English words in ``text`` once every kept string (names, titles, code) is cut out."""
    for word in sorted({k for k in keep if k}, key=len, reverse=True):
        text = text.replace(word, " ")
    return [m.group(0) for m in WORD.finditer(text)]


def seat_names(server: str, table: str) -> list[str]:
    info = get_json(f"{server}/api/tables/{table}")
    return [str(s.get("display_name") or "") for s in info.get("seats", [])]


def check_page(page: Any, keep: list[str], where: str) -> None:
    expect(page.locator("html")).to_have_attribute("lang", "de")
    body = page.inner_text("body")
    found = english_in(body, keep)
    around = [body[max(0, body.find(w) - 40) : body.find(w) + 40] for w in found[:3]]
    assert found == [], f"English on the {where}: {found} in {around}"


def keep_words(page: Any, server: str) -> list[str]:
    """What a German page may show in English: names, game titles, the language switch's
    own "English", the brand and the command in code."""
    me = page.evaluate("() => localStorage.getItem('seaboard.name')") or ""
    return [me, "Seaboard", "English", "seaboard play", *titles(server)]


def new_german_page(browser: Any) -> tuple[Any, Any, Console]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, **GERMAN)
    page = context.new_page()
    console = Console()
    console.watch(page)
    return context, page, console


def test_the_home_page_in_german(server: str, browser: Any) -> None:
    context, page, console = new_german_page(browser)
    page.goto(server + "/")
    page.wait_for_selector("[data-play-now]")
    page.wait_for_function("() => localStorage.getItem('seaboard.name')")
    expect(page.locator('[data-language="de"]')).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".lobby h2")).to_have_text("Öffentliche Tische")
    check_page(page, keep_words(page, server), "home page")
    # the switch tells the page in English at once, and is remembered on this browser
    page.click('[data-language="en"]')
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".lobby h2")).to_have_text("Public tables")
    assert page.evaluate("() => localStorage.getItem('seaboard.language')") == "en"
    page.click('[data-language="de"]')
    expect(page.locator(".lobby h2")).to_have_text("Öffentliche Tische")
    assert console.errors == []
    context.close()


def play_now(page: Any, server: str, game: str) -> str:
    """Press the game card's Play now, against the quickest bot level offered."""
    page.goto(server + "/")
    page.wait_for_selector(f'[data-play-now="{game}"]')
    picker = page.locator(f'select[data-play-level="{game}"]')
    if picker.locator('option[value="random"]').count():
        picker.select_option("random")
    page.click(f'[data-play-now="{game}"]')
    page.wait_for_url("**/tables/*")
    page.wait_for_selector('[data-testid="seats"]')
    return str(page.url.rsplit("/", 1)[1])


@pytest.mark.parametrize("game", GAMES)
def test_a_play_now_game_and_its_replay_in_german(server: str, browser: Any, game: str) -> None:
    context, page, console = new_german_page(browser)
    table = play_now(page, server, game)
    wait_for_offer(page)
    keep = keep_words(page, server) + seat_names(server, table)
    check_page(page, keep, f"{game} table at the start")
    # the rules drawer: our German rules of the game, told beside the board
    page.locator("button[aria-expanded]", has_text="Regeln").click()
    drawer = page.locator("aside.drawer")
    expect(drawer).to_contain_text("Regeln")
    check_page(page, keep, f"{game} table with the rules open")
    page.locator(".drawer-head button").click()
    expect(drawer).to_have_count(0)
    rng = random.Random(11)
    actions = clicks = 0
    while not over(page):
        kind = click_once(page, rng)
        if kind is None:
            wait_for_offer(page)
            continue
        clicks += 1
        actions += kind == "action"
        if actions == 6 and kind == "action":
            check_page(page, keep, f"{game} table midway")
        if actions >= MOST_ACTIONS and page.locator('[data-ending="resign"]').count():
            # a long game (El Switcher's default deck) ends by resigning: its panel is told too
            page.click('[data-ending="resign"]')
            page.click('[data-ending="resign-yes"]')
            break
        assert clicks < 6000, "the game did not end"
    expect(page.locator(GAME_OVER)).to_contain_text("Partie vorbei", timeout=60_000)
    check_page(page, keep + seat_names(server, table), f"{game} game-over panel")
    page.goto(f"{server}/replay/{table}")
    page.wait_for_selector('[data-testid="replay-step"]')
    expect(page.locator('[data-testid="replay-step"]')).to_contain_text("Schritt 0 von")
    check_page(page, keep, f"{game} replay at the start")
    page.keyboard.press("End")
    expect(page.locator('[data-testid="replay-step"]')).not_to_contain_text("Schritt 0 von")
    check_page(page, keep, f"{game} replay at the end")
    if game == "flotsam-fight":  # the quickest to review: the review's chart and words
        page.goto(f"{server}/tables/{table}")
        page.click("[data-review-link]")
        expect(page.locator('[data-testid="review-chart"]')).to_be_visible(timeout=180_000)
        expect(page.locator("body")).to_contain_text("Genauigkeit")
        check_page(page, keep, f"{game} review")
    assert console.errors == []
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_in_german(server: str, browser: Any, game: str) -> None:
    context, page, console = new_german_page(browser)
    page.goto(f"{server}/learn/{game}")
    expect(page.locator("h1")).to_contain_text("lernen")
    expect(page.locator(".lesson-board")).to_be_visible()
    check_page(page, keep_words(page, server), f"{game} lesson")
    assert console.errors == []
    context.close()


def test_leaderboards_and_the_bot_ladder_in_german(server: str, browser: Any) -> None:
    """Every leaderboard names the bot levels for comparison in German (their names and how
    they play), as the play-now picker does."""
    context, page, console = new_german_page(browser)
    page.goto(server + "/")
    page.wait_for_selector("[data-play-now]")
    check_page(page, keep_words(page, server), "home page's level pickers")
    for group in get_json(server + "/api/rating-groups"):
        page.goto(f"{server}/leaderboards/{group}")
        expect(page.locator("h1")).to_contain_text("Bestenliste")
        expect(page.locator("body")).to_contain_text("Stufe Anfänger")
        check_page(page, keep_words(page, server), f"leaderboard {group}")
    assert console.errors == []
    context.close()

"""The browser client end to end: a real server process, real Chromium, clicks only."""

from __future__ import annotations

import json
import random
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import (
    GAME_OVER,
    Console,
    click_once,
    create_from_home,
    expect,
    over,
    play_until_over,
    wait_for_any_offer,
    wait_for_offer,
)
from browser_server import free_port, start_server, stop_server

from seaboard import load
from seaboard.engine.registry import game_class, names
from seaboard.records import Record

# Small options keep each whole game short (each game declares them: Game.short_options).
FAST: dict[str, dict[str, str]] = {name: dict(game_class(name).short_options) for name in names()}
GAMES = list(FAST)


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


def test_home_shows_the_four_games(server: str, browser: Any, shots: Path) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    console = Console()
    console.watch(page)
    page.goto(server + "/")
    page.wait_for_selector("[data-play-now]")
    expect(page.locator("article.game-card")).to_have_count(4)
    for game in get_json(server + "/api/games"):
        card = page.locator(f'article[data-game="{game["name"]}"]')
        expect(card.locator("svg.picture")).to_have_count(1)
        expect(card).to_contain_text(game["title"])
        expect(card).to_contain_text(game["summary"].split(".")[0])
    page.wait_for_function(
        "() => localStorage.getItem('seaboard.token') && localStorage.getItem('seaboard.name')"
    )
    name = page.evaluate("localStorage.getItem('seaboard.name')")
    expect(page.locator('[data-testid="my-name"]')).to_contain_text(name)
    page.screenshot(path=str(shots / "home-390.png"), full_page=True)
    # one click from the home page to a table against a bot, seated and able to play
    page.click('[data-play-now="flotsam-fight"]')
    page.wait_for_url("**/tables/*")
    page.wait_for_selector("[data-action]")
    expect(page.locator(".table-page")).to_have_attribute("data-seat", "0")
    seats = page.locator('[data-testid="seats"] li')
    expect(seats).to_have_count(2)
    expect(seats.nth(1)).to_contain_text("bot")
    assert console.errors == []
    page.close()


def test_a_dropped_record_keeps_its_128_bit_seed(server: str, browser: Any, tmp_path: Path) -> None:
    # A seed beyond 2**53 changes in a JSON.parse and re-stringify: the client must send
    # the file as it is, or the server replays another deal (or refuses a float seed).
    game = load("ebbe-flut")
    seed = 2**127 + 2**70 + 12345
    rng = random.Random(3)
    state = game.new(seed)
    for _ in range(6):
        state = state.play(rng.choice(state.legal_actions()))
    record = Record(game, seed, ["Ann", "Bob"], [str(a) for a in state.history])
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record.to_json(state)))
    page = browser.new_page()
    console = Console()
    console.watch(page)
    page.goto(server + "/")
    page.locator('.drop input[type="file"]').set_input_files(str(path))
    expect(page.locator('.drop [data-testid="replay-step"]')).to_contain_text("step 0 of 6")
    assert console.errors == []
    page.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_against_a_bot_by_clicks(
    server: str, browser: Any, shots: Path, game: str, tmp_path: Path
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    console = Console()
    console.watch(page)
    table = create_from_home(page, server, game, ["random"], FAST[game])
    page.wait_for_selector("[data-action], [data-select]")
    page.screenshot(path=str(shots / f"{game}-1-start.png"), full_page=True)
    mid = 4 if game == "el-switcher" else 20
    actions = play_until_over(
        page, random.Random(7), shot=shots / f"{game}-2-midway.png", mid_after=mid
    )
    assert actions > 0
    expect(page.locator(GAME_OVER)).to_contain_text("Game over")
    info = get_json(f"{server}/api/tables/{table}")
    assert info["status"] == "over"
    page.screenshot(path=str(shots / f"{game}-3-end.png"), full_page=True)
    if game == "el-switcher":
        # a rematch: a new table, same game, seats rotated by one
        page.click("[data-rematch]")
        page.wait_for_function(f"() => !location.pathname.endsWith('{table}')")
        page.wait_for_function(
            "() => document.querySelector('.table-page')?.getAttribute('data-seq') !== '-1'"
        )
        expect(page.locator(".table-page")).to_have_attribute("data-seat", "1")
        expect(page.locator(".table-page")).to_have_attribute("data-status", "playing")
        page.go_back()
        page.wait_for_selector(GAME_OVER)
    # the finished game replays from the game-over panel
    page.click("text=Replay this game")
    page.wait_for_selector('[data-testid="replay-step"]')
    page.keyboard.press("End")
    expect(page.locator('[data-testid="replay-step"]')).not_to_contain_text("step 0 of")
    page.keyboard.press("ArrowLeft")
    page.select_option("#replay-seat", "0")
    expect(page.locator(".replay")).to_have_attribute("data-seen-by", "0")  # seat 0's replay
    page.screenshot(path=str(shots / f"{game}-4-replay.png"), full_page=True)
    if game == "el-switcher":
        # the downloaded record replays from a file given to the home page
        record = tmp_path / "record.json"
        record.write_text(json.dumps(get_json(f"{server}/api/tables/{table}/record")))
        page.goto(server + "/")
        page.locator('.drop input[type="file"]').set_input_files(str(record))
        expect(page.locator('.drop [data-testid="replay-step"]')).to_contain_text("step 0 of")
    assert console.errors == []
    context.close()


def hidden_info_checks(game: str, spectator: Any, player: Any) -> None:
    """The spectator's page shows nothing only a seat may know (once it shows the position
    the player's page shows)."""
    at = player.get_attribute(".table-page", "data-seq")
    expect(spectator.locator(".table-page")).to_have_attribute("data-seq", at)
    expect(spectator.locator("[data-action], [data-select]")).to_have_count(0)
    expect(spectator.locator('input[name="notation"]')).to_have_count(0)
    expect(spectator.locator("main")).not_to_contain_text("(you)")
    if game == "flotsam-fight":
        expect(player.locator(".hand .card").first).to_be_visible()  # the player sees the hand
        hand = [c.strip() for c in player.locator(".hand .card").all_inner_texts()]
        expect(spectator.locator(".hand")).to_have_count(0)
        tops = [c.strip() for c in spectator.locator(".boats .card-face").all_inner_texts()]
        assert not set(hand) & set(tops)
    if game == "el-switcher":
        expect(player.locator(".hand .move-card").first).to_be_visible()
        expect(spectator.locator(".hand")).to_have_count(0)
        expect(spectator.locator("main")).not_to_contain_text("Your movement cards")
    if game == "land-vs-sea":
        expect(spectator.locator(".lvs .hand")).to_have_count(0)
        for label in spectator.locator(".other-hands [aria-label]").evaluate_all(
            "els => els.map(e => e.getAttribute('aria-label'))"
        ):
            assert "other face" not in label


@pytest.mark.parametrize("game", GAMES)
def test_two_browsers_play_while_a_third_watches(
    server: str, browser: Any, shots: Path, game: str
) -> None:
    rng = random.Random(11)
    contexts = [
        browser.new_context(viewport=size)
        for size in (
            {"width": 1280, "height": 900},
            {"width": 390, "height": 844},
            {"width": 1024, "height": 800},
        )
    ]
    pages = [c.new_page() for c in contexts]
    console = Console()
    for page in pages:
        console.watch(page)
    host, guest, watcher = pages
    table = create_from_home(host, server, game, ["human"], FAST[game], public=False)
    # the invitation is the table's link
    guest.goto(f"{server}/tables/{table}")
    guest.click("[data-join]")
    guest.wait_for_function(
        "() => document.querySelector('.table-page')?.getAttribute('data-seat') === '1'"
    )
    watcher.goto(f"{server}/tables/{table}")
    watcher.wait_for_selector('[data-testid="seats"]')
    for page in (host, guest, watcher):
        page.wait_for_function(
            "() => document.querySelector('.table-page')?.getAttribute('data-status') === 'playing'"
        )
    host.fill("#chat-input", "good luck")
    host.press("#chat-input", "Enter")
    for page in (guest, watcher):
        page.wait_for_selector(".chat li:has-text('good luck')")
    checked = reloaded = False
    steps = 0
    while not (over(host) and over(guest)):
        moved = False
        for page in (host, guest):
            if not over(page) and click_once(page, rng) is not None:
                moved = True
        steps += 1
        if not moved:
            wait_for_any_offer([p for p in (host, guest) if not over(p)])
        if steps >= 5 and not checked:
            hidden_info_checks(game, watcher, host)
            watcher.screenshot(path=str(shots / f"{game}-spectator.png"), full_page=True)
            guest.screenshot(path=str(shots / f"{game}-phone-390.png"), full_page=True)
            checked = True
        if steps >= 8 and checked and not reloaded:
            seat_before = guest.get_attribute(".table-page", "data-seat")
            guest.reload()
            guest.wait_for_function(
                "() => document.querySelector('.table-page')?.getAttribute('data-seq') !== '-1'"
            )
            assert seat_before == "1"
            expect(guest.locator(".table-page")).to_have_attribute("data-seat", "1")
            expect(guest.locator('[data-testid="seats"] li[data-seat="1"]')).to_contain_text(
                "(you)"
            )
            reloaded = True
        assert steps < 6000, "the game did not end"
    watcher.wait_for_selector(GAME_OVER)
    assert checked and reloaded
    assert console.errors == []
    for context in contexts:
        context.close()


def test_keyboard_alone_plays_a_move(server: str, browser: Any, shots: Path) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 800})
    page = context.new_page()
    console = Console()
    console.watch(page)
    create_from_home(page, server, "ebbe-flut", ["random"], {})
    page.wait_for_selector('[data-action^="draw"]')
    before = page.get_attribute(".table-page", "data-seq")
    # Tab until a stack has the focus, then Enter draws from it
    for _ in range(60):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement?.getAttribute('data-action') || ''").startswith(
            "draw"
        ):
            break
    else:
        raise AssertionError("no stack could be reached with Tab")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "(b) => document.querySelector('.table-page').getAttribute('data-seq') !== b", arg=before
    )
    # the notation box takes a typed move with Enter, written as its example shows it
    page.wait_for_selector('[data-action^="place"]')
    example = page.get_attribute('input[name="notation"]', "placeholder")
    assert example is not None and example.startswith("e.g. place ")
    move = example.removeprefix("e.g. ")
    before = page.get_attribute(".table-page", "data-seq")
    page.fill('input[name="notation"]', move)
    page.press('input[name="notation"]', "Enter")
    page.wait_for_function(
        "(b) => document.querySelector('.table-page').getAttribute('data-seq') !== b", arg=before
    )
    expect(page.locator(".log")).to_contain_text("place")
    # the rules drawer shows the game's rules text, Escape closes it
    page.click("text=Rules")
    page.wait_for_selector(".drawer .markdown h2")
    expect(page.locator(".drawer")).to_contain_text("A turn")  # the rules for players first
    page.click("[data-full-rules]")
    page.wait_for_function("() => document.querySelector('.drawer').innerText.includes('Rulings')")
    page.screenshot(path=str(shots / "rules-drawer.png"))
    page.keyboard.press("Escape")
    page.wait_for_selector(".drawer", state="detached")
    assert console.errors == []
    context.close()


def test_a_lost_connection_shows_a_banner_and_comes_back(
    browser: Any, tmp_path: Path, shots: Path
) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start_server(tmp_path, port)
    context = browser.new_context(viewport={"width": 1024, "height": 800})
    page = context.new_page()
    try:
        create_from_home(page, base, "flotsam-fight", ["random"], {})
        page.wait_for_selector("[data-action]")
        seq = page.get_attribute(".table-page", "data-seq")
        proc.kill()  # SIGKILL: the server vanishes mid-game
        proc.wait()
        banner = page.locator(".banner")
        expect(banner).to_contain_text("Reconnecting")
        page.screenshot(path=str(shots / "connection-lost.png"))
        proc = start_server(tmp_path, port)
        banner.wait_for(state="detached", timeout=20000)
        # same seat, same position, still playable
        expect(page.locator(".table-page")).to_have_attribute("data-seat", "0")
        expect(page.locator(".table-page")).to_have_attribute("data-seq", str(seq))
        page.wait_for_selector("[data-action]")
    finally:
        context.close()
        stop_server(proc)


def test_the_mover_clock_runs_down(server: str, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 800})
    page = context.new_page()
    console = Console()
    console.watch(page)
    create_from_home(page, server, "flotsam-fight", ["random"], {"clock": "5+5"})
    page.wait_for_selector("[data-action]")
    # No clock runs before a player's first move (as on lichess): it runs from the next turn.
    mine = page.locator('[data-testid="seats"] li[data-seat="0"] .clock')
    expect(mine).to_be_visible()
    expect(page.locator('[data-testid="seats"] li[data-seat="0"] .clock.running')).to_have_count(0)
    rng = random.Random(3)
    while page.locator('[data-testid="seats"] li[data-seat="0"] .clock.running').count() == 0:
        if click_once(page, rng) is None:
            wait_for_offer(page)
    page.wait_for_selector("[data-action]")  # our turn again: our clock runs

    def shown_within(low: int, high: int) -> None:
        """Wait until our clock shows between ``low`` and ``high`` seconds."""
        page.wait_for_function(
            """([low, high]) => {
              const el = document.querySelector('[data-testid="seats"] li[data-seat="0"] .clock');
              const [m, s] = el.innerText.replace('clock ', '').split(':').map(Number);
              return low <= m * 60 + s && m * 60 + s <= high;
            }""",
            arg=[low, high],
            timeout=30_000,
        )

    shown_within(280, 310)  # five minutes and the increment, give or take the moves
    minutes, secs = mine.inner_text().removeprefix("clock ").split(":")
    first = int(minutes) * 60 + int(secs)
    shown_within(0, first - 1)  # it runs down
    assert console.errors == []
    context.close()

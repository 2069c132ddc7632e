"""Players who come back, in Chromium: a new visitor's "Play now" game waits in Your games
after the page is closed; the visitor makes an account and finds the same games in a
second browser signed in to it."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path
from typing import Any

import httpx
from browser_helpers import Console, click_once, expect, wait_for_offer

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from harness import Client, play_out

PASSWORD = "tide tables 42"


def finish_a_short_game(server: str, token: str) -> str:
    """A short El Switcher table of this player against bots, played to its end by script."""
    made = httpx.post(
        server + "/api/tables",
        headers={"Authorization": f"Bearer {token}"},
        json={
            "game": "el-switcher",
            "players": 3,
            "options": {"max_turns": 6, "deck": "short"},
            "seats": [None, "random", "random"],
            "public": False,
        },
    )
    assert made.status_code == 200, made.text
    table_id = str(made.json()["table_id"])
    client = Client(server.replace("http://", "ws://") + f"/ws/tables/{table_id}", token)
    assert play_out([client], random.Random(5))["status"] == "over"
    client.close()
    return table_id


def expect_listed(page: Any, which: str, tables: list[str]) -> None:
    """Wait until the list ``which`` of Your games shows exactly ``tables``, in order."""
    rows = page.locator(f'[data-testid="{which}"] li')
    expect(rows).to_have_count(len(tables))
    for i, table_id in enumerate(tables):
        expect(rows.nth(i)).to_have_attribute("data-table", table_id)


def test_a_visitor_comes_back_and_signs_in_elsewhere(
    server: str, browser: Any, shots: Path
) -> None:
    phone = browser.new_context(viewport={"width": 390, "height": 844})
    page = phone.new_page()
    console = Console()
    console.watch(page)
    page.goto(server + "/")
    page.wait_for_selector("[data-play-now]")
    # (Your games loads after the games: wait for it, it may still say "Loading…")
    page.wait_for_selector(".your-games >> text=No games yet")
    page.click('[data-play-now="ebbe-flut"]')
    page.wait_for_url("**/tables/*")
    table_id = page.url.rsplit("/", 1)[1]
    page.wait_for_selector("[data-action]")
    rng = random.Random(11)
    while (kind := click_once(page, rng)) != "action":
        if kind is None:
            wait_for_offer(page)
    token = page.evaluate("localStorage.getItem('seaboard.token')")
    finished = finish_a_short_game(server, token)
    page.close()

    # Back on the same browser: the game waits in Your games, the finished one below it.
    page = phone.new_page()
    console.watch(page)
    page.goto(server + "/")
    page.wait_for_selector(f'[data-testid="ongoing"] li[data-table="{table_id}"]')
    expect_listed(page, "ongoing", [table_id])
    expect_listed(page, "finished", [finished])
    row = page.locator(f'[data-testid="ongoing"] li[data-table="{table_id}"]')
    expect(page).to_have_title("(1) Seaboard")
    expect(row).to_contain_text("your turn")
    done = page.locator(f'[data-testid="finished"] li[data-table="{finished}"]')
    winners = httpx.get(f"{server}/api/tables/{finished}").json()["result"]["winners"]
    expect(done).to_contain_text("Replay")
    mine = {"Authorization": f"Bearer {token}"}  # a private table: its replay is its players'
    replay = httpx.get(f"{server}/api/tables/{finished}/replay?seat=0", headers=mine)
    told = replay.json()["told"]
    assert told and (told.startswith(("You win", "You share", "A draw")) == (0 in winners))
    expect(done).to_contain_text(told)  # the same words the replay shows seat 1
    page.screenshot(path=str(shots / "your-games-390.png"), full_page=True)
    row.locator("text=Continue").click()
    page.wait_for_url(f"**/tables/{table_id}")
    page.wait_for_selector("[data-action]")
    expect(page.locator(".table-page")).to_have_attribute("data-seat", "0")

    # The guest makes an account: same games.
    page.goto(server + "/")
    page.click("text=Make an account")
    form = page.locator("form.account-form")
    form.locator("#account-name").fill("Tern.7")
    form.locator("#account-password").fill("short")
    form.locator('button[type="submit"]').click()
    expect(form.locator(".error")).to_contain_text("8 to 128 characters")
    page.screenshot(path=str(shots / "account-form-390.png"))
    form.locator("#account-password").fill(PASSWORD)
    form.locator('button[type="submit"]').click()
    page.wait_for_selector('[data-testid="kind"]:has-text("account")')
    expect(page.locator('[data-testid="my-name"]')).to_have_text("Tern.7")
    page.screenshot(path=str(shots / "account-390.png"), full_page=True)

    # A second browser signs in and sees the same games.
    desk = browser.new_context(viewport={"width": 1280, "height": 900})
    other = desk.new_page()
    console.watch(other)
    other.goto(server + "/")
    other.wait_for_selector('[data-testid="kind"]:has-text("guest")')
    other.click("text=Sign in")
    form = other.locator("form.account-form")
    form.locator("#account-name").fill("tern.7")
    form.locator("#account-password").fill("wrong password")
    form.locator('button[type="submit"]').click()
    expect(form.locator(".error")).to_have_text("That name and password do not match.")
    form.locator("#account-password").fill(PASSWORD)
    form.locator('button[type="submit"]').click()
    other.wait_for_selector('[data-testid="kind"]:has-text("account")')
    other.wait_for_selector(f'[data-testid="ongoing"] li[data-table="{table_id}"]')
    expect_listed(other, "ongoing", [table_id])
    expect_listed(other, "finished", [finished])
    other.screenshot(path=str(shots / "your-games-desktop.png"), full_page=True)
    # Rename and a new password from the desktop: the same account, games and seats.
    other.click("text=Change name")
    other.locator("#account-name").fill("Tern.8")
    other.locator('form.account-form button[type="submit"]').click()
    other.wait_for_selector('[data-testid="my-name"]:has-text("Tern.8")')
    expect_listed(other, "ongoing", [table_id])
    seats = httpx.get(f"{server}/api/tables/{table_id}").json()["seats"]
    assert seats[0]["name"] == "Tern.8"
    other.click("text=Change password")
    other.locator("#account-password").fill(PASSWORD)
    other.locator("#account-new-password").fill(PASSWORD + "!")
    other.locator('form.account-form button[type="submit"]').click()
    other.wait_for_selector("text=Your password is changed")
    other.locator(f'[data-testid="finished"] li[data-table="{finished}"] >> text=Replay').click()
    other.wait_for_url(f"**/replay/{finished}")

    # The new password ended the phone's session: back home, the phone is a new guest.
    page.goto(server + "/")
    page.wait_for_selector('[data-testid="kind"]:has-text("guest")')
    page.wait_for_selector(".your-games >> text=No games yet")
    # It says so, under the name it knew; the new guest has a guest's name.
    expect(page.locator(".account")).to_contain_text("Your session as Tern.7 has ended")
    expect(page.locator('[data-testid="my-name"]')).not_to_have_text(re.compile("^Tern\\.[78]$"))
    # The desktop signs out; signing in again (new password) finds the games.
    other.goto(server + "/")
    other.click("text=Sign out")
    other.wait_for_selector('[data-testid="kind"]:has-text("guest")')
    expect(other.locator('[data-testid="my-name"]')).not_to_have_text("Tern.8")
    other.click("text=Sign in")
    other.locator("#account-name").fill("TERN.8")
    other.locator("#account-password").fill(PASSWORD + "!")
    other.locator('form.account-form button[type="submit"]').click()
    other.wait_for_selector('[data-testid="kind"]:has-text("account")')
    other.goto(server + "/")
    other.wait_for_selector(f'[data-testid="ongoing"] li[data-table="{table_id}"]')
    # Only the refusals asked for above were logged (the short password, the wrong one, the
    # phone's token after the new password ended its session, once or at each poll).
    refusals = [e for e in console.errors if e.startswith("Failed to load resource")]
    assert refusals == console.errors, console.errors
    assert any("400" in e for e in refusals) and any("401" in e for e in refusals)
    phone.close()
    desk.close()

"""A table page in Chromium when its seat changes elsewhere: the server's ``seat`` message
is told in words and the seat list follows; a sign-out in another tab closes the table's
socket, and the page says so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
from browser_helpers import Console, expect

PASSWORD = "tide tables 42"
NOTICE = '[data-testid="table-notice"]'


def seated_page(browser: Any, server: str, token: str, name: str, table_id: str) -> Any:
    """A page of a new browser whose stored identity is ``token``, open at the table."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(server + "/api/games")  # a page of the site that runs no client: its storage
    page.evaluate(
        "([t, n]) => { localStorage.setItem('seaboard.token', t);"
        " localStorage.setItem('seaboard.name', n); }",
        [token, name],
    )
    page.goto(f"{server}/tables/{table_id}")
    page.wait_for_selector('[data-testid="seats"] li[data-seat="0"]')
    return page


def test_a_seat_left_elsewhere_is_told_and_the_seats_follow(
    server: str, browser: Any, shots: Path
) -> None:
    me = httpx.post(server + "/api/players", json={"name": "Gull 412"}).json()
    auth = {"Authorization": f"Bearer {me['token']}"}
    made = httpx.post(
        server + "/api/tables",
        headers=auth,
        json={"game": "ebbe-flut", "seats": [None, None], "public": False},
    )
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    page = seated_page(browser, server, me["token"], me["name"], table_id)
    console = Console()
    console.watch(page)
    page.wait_for_function("() => document.querySelector('.table-page').dataset.seat === '0'")
    seat0 = page.locator('[data-testid="seats"] li[data-seat="0"]')
    expect(seat0).to_contain_text("Gull 412")

    # The same player leaves from another device: this page is told, and watches.
    assert httpx.post(f"{server}/api/tables/{table_id}/leave", headers=auth).status_code == 200
    page.wait_for_selector(f"{NOTICE}:has-text('You no longer hold a seat at this table')")
    page.wait_for_function("() => document.querySelector('.table-page').dataset.seat === ''")
    page.wait_for_function(
        """() => document.querySelector('[data-testid="seats"] li[data-seat="0"]')
                 .innerText.includes('Open seat')"""
    )
    page.screenshot(path=str(shots / "seat-left-elsewhere.png"))

    # ... and sits down again from there: told in words, by the seat's role.
    sat = httpx.post(f"{server}/api/tables/{table_id}/join", headers=auth, json={"seat": 0})
    assert sat.status_code == 200, sat.text
    page.wait_for_selector(f"{NOTICE}:has-text('You now sit at this table as Water.')")
    page.wait_for_function("() => document.querySelector('.table-page').dataset.seat === '0'")
    expect(seat0).to_contain_text("Gull 412")
    assert console.errors == []
    page.context.close()


def test_signing_out_in_another_tab_closes_the_tables_socket(
    server: str, browser: Any, shots: Path
) -> None:
    guest = httpx.post(server + "/api/players", json={"name": "Skua 310"}).json()
    made = httpx.post(
        server + "/api/accounts",
        headers={"Authorization": f"Bearer {guest['token']}"},
        json={"name": "Skua.310", "password": PASSWORD},
    )
    assert made.status_code == 200, made.text
    account = made.json()
    table = httpx.post(
        server + "/api/tables",
        headers={"Authorization": f"Bearer {account['token']}"},
        json={"game": "flotsam-fight", "players": 2, "seats": [None, "random"], "public": False},
    )
    table_id = table.json()["table_id"]
    page = seated_page(browser, server, account["token"], account["name"], table_id)
    page.evaluate("() => localStorage.setItem('seaboard.account', 'Skua.310')")
    page.wait_for_selector("[data-action]")
    # Another tab of the same browser signs out.
    home = page.context.new_page()
    home.goto(server + "/")
    home.wait_for_selector('[data-testid="my-name"]:has-text("Skua.310")')
    home.click("text=Sign out")
    home.wait_for_selector('[data-testid="kind"]:has-text("guest")')
    # The table's page stops playing for the signed-out player at once, and says so.
    expect(page.locator('[data-testid="signed-out"]')).to_contain_text("You are signed out")
    expect(page.locator("[data-action]").first).to_be_visible()  # the board stays, sends nothing
    page.locator("[data-action]").first.click()
    page.wait_for_selector(".toast:has-text('You are signed out: the move was not sent.')")
    page.screenshot(path=str(shots / "signed-out-elsewhere.png"))
    # It can watch on as this browser's new guest.
    page.click("text=Watch as a guest")
    page.wait_for_selector("text=You are watching this table.")
    expect(page.locator('[data-testid="signed-out"]')).to_have_count(0)
    page.context.close()

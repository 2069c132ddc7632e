"""A take-back between two people in Chromium (issue 36): one page asks, the other is asked
with Accept and Decline, accepts, and both pages' logs tell the action taken back."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
from browser_helpers import Console, expect, seq, wait_for_offer
from harness import Client
from test_seats_browser import seated_page
from test_takebacks import play_until


def test_asked_on_one_page_accepted_on_the_other(server: str, browser: Any, shots: Path) -> None:
    ana = httpx.post(server + "/api/players", json={"name": "Gull 501"}).json()
    ben = httpx.post(server + "/api/players", json={"name": "Tern 502"}).json()
    made = httpx.post(
        server + "/api/tables",
        headers={"Authorization": f"Bearer {ana['token']}"},
        json={"game": "ebbe-flut", "seats": [None, None], "public": False},
    )
    table_id = made.json()["table_id"]
    joined = httpx.post(
        f"{server}/api/tables/{table_id}/join", headers={"Authorization": f"Bearer {ben['token']}"}
    )
    assert joined.status_code == 200, joined.text
    ws = server.replace("http://", "ws://") + f"/ws/tables/{table_id}"
    sockets = {0: Client(ws, ana["token"], None), 1: Client(ws, ben["token"], None)}
    mover, s, _previous = play_until(sockets, undoable=True)  # the moves, over sockets
    for c in sockets.values():
        c.close()
    players = {0: ana, 1: ben}
    pages = {
        k: seated_page(browser, server, p["token"], p["name"], table_id) for k, p in players.items()
    }
    console = Console()
    for page in pages.values():
        console.watch(page)
        page.wait_for_function(
            f"() => document.querySelector('.table-page').dataset.seq === '{s['seq']}'"
        )
    asker, asked = pages[mover], pages[1 - mover]
    expect(asker.locator("[data-undo]")).to_have_count(0)  # no unilateral take-back
    asker.click("[data-takeback]")
    expect(asker.locator("[data-takeback]")).to_have_text("Take-back asked")
    request = asked.locator(".takeback-ask")
    expect(request).to_contain_text(
        f"{players[mover]['name']} asks to take back their last action."
    )
    expect(asked.locator("[data-ending='takeback-decline']")).to_be_visible()
    asked.screenshot(path=str(shots / "takeback-asked.png"))
    asked.click("[data-ending='takeback-accept']")
    for page in pages.values():
        page.wait_for_function(
            f"() => document.querySelector('.table-page').dataset.seq === '{s['seq'] + 3}'"
        )
        expect(page.locator(".takeback-ask")).to_have_count(0)
    asker.screenshot(path=str(shots / "takeback-done.png"))
    assert console.errors == []
    for page in pages.values():
        page.context.close()


def test_move_confirmation_holds_a_move_until_confirmed_and_is_remembered(
    server: str, browser: Any, shots: Path
) -> None:
    me = httpx.post(server + "/api/players", json={"name": "Skua 503"}).json()
    made = httpx.post(
        server + "/api/tables",
        headers={"Authorization": f"Bearer {me['token']}"},
        json={"game": "ebbe-flut", "seats": [None, "random"], "public": False},
    )
    table_id = made.json()["table_id"]
    page = seated_page(browser, server, me["token"], me["name"], table_id)
    console = Console()
    console.watch(page)
    setting = page.locator("[data-confirm-setting]")
    expect(setting).not_to_be_checked()
    setting.check()
    page.reload()
    expect(page.locator("[data-confirm-setting]")).to_be_checked()  # remembered
    wait_for_offer(page)
    before = seq(page)
    move = page.locator("[data-action]:visible").first
    move.click()
    held = page.locator("[data-testid='held-move']")
    # the question tells the move in the game's words; the typed form stands apart, as code
    question = page.locator("[data-testid='held-question']")
    expect(question).to_have_text(
        re.compile(
            r"^(Draw the top card of stack [1-5]"
            r"|Place the drawn card on row [1-5], column [1-5])\?$"
        )
    )
    typed = held.locator("code").inner_text()
    assert typed and typed not in question.inner_text()
    assert seq(page) == before  # nothing sent yet
    page.screenshot(path=str(shots / "move-held.png"))
    page.click("[data-confirm-move]")
    page.wait_for_function(
        "(b) => document.querySelector('.table-page').dataset.seq !== b", arg=before
    )
    expect(held).to_have_count(0)
    assert console.errors == []
    page.context.close()

"""Browser hardening in Chromium: the built client and /docs work under the server's
Content-Security-Policy, /docs loads nothing from beyond this server, pages refuse framing."""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import urlsplit

from browser_helpers import Console, click_once, create_from_home, expect, seq, wait_for_offer


def csp_reports(page: Any) -> list[str]:
    """Console lines of policy violations (Chromium logs each as an error)."""
    found: list[str] = []
    page.on(
        "console",
        lambda m: found.append(m.text) if "Content Security Policy" in m.text else None,
    )
    return found


def test_docs_show_the_routes_with_nothing_from_beyond_this_server(
    server: str, browser: Any
) -> None:
    context = browser.new_context()
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    violations = csp_reports(page)
    console = Console()
    console.watch(page)
    answer = page.goto(server + "/docs")
    assert (
        answer is not None and "frame-ancestors 'none'" in answer.headers["content-security-policy"]
    )
    paths = page.locator(".opblock-summary-path")
    for route in ("/api/tables", "/api/replay", "/api/players"):
        expect(paths.filter(has_text=route).first).to_be_visible()
    here = urlsplit(server).netloc
    beyond = [u for u in requests if not u.startswith("data:") and urlsplit(u).netloc != here]
    assert beyond == [], beyond
    assert violations == [] and console.errors == [], (violations, console.errors)
    context.close()


def test_the_built_client_plays_under_the_policy(server: str, browser: Any) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    violations = csp_reports(page)
    console = Console()
    console.watch(page)
    answer = page.goto(server + "/")
    assert answer is not None and "script-src 'self'" in answer.headers["content-security-policy"]
    assert answer.headers["x-frame-options"] == "DENY"
    create_from_home(page, server, "ebbe-flut", ["random"], {})
    page.wait_for_selector("[data-action], [data-select]")
    before = seq(page)
    rng = random.Random(5)
    for _ in range(40):  # click_once waits for an action's answer
        if seq(page) != before:
            break
        if click_once(page, rng) is None:
            wait_for_offer(page)
    assert seq(page) != before  # a move went over the websocket and came back
    assert violations == [] and console.errors == [], (violations, console.errors)
    context.close()


def test_a_page_of_another_origin_cannot_frame_a_table(server: str, browser: Any) -> None:
    context = browser.new_context()
    page = context.new_page()
    # The iframe's navigation commits to the client, or to Chromium's error page.
    with page.expect_event("framenavigated", lambda f: f is not page.main_frame) as event:
        page.set_content(f'<iframe id="f" src="{server}/" width="400" height="300"></iframe>')
    url = event.value.url
    # Chromium puts its error page in the frame instead of the client.
    assert url.startswith("chrome-error://"), url
    context.close()

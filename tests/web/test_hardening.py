"""Browser hardening in Chromium: the built client and /docs work under the server's
Content-Security-Policy, /docs loads nothing from beyond this server, pages refuse framing."""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import urlsplit

from browser_helpers import Console, click_once, create_from_home, seq


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
    page.wait_for_selector(".opblock-summary-path", timeout=20_000)
    paths = page.locator(".opblock-summary-path").all_inner_texts()
    joined = " ".join(paths)
    for route in ("/api/tables", "/api/replay", "/api/players"):
        assert route in joined, paths
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
    for _ in range(40):
        if seq(page) != before:
            break
        click_once(page, rng)
        page.wait_for_timeout(150)
    assert seq(page) != before  # a move went over the websocket and came back
    assert violations == [] and console.errors == [], (violations, console.errors)
    context.close()


def test_a_page_of_another_origin_cannot_frame_a_table(server: str, browser: Any) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.set_content(f'<iframe id="f" src="{server}/" width="400" height="300"></iframe>')
    page.wait_for_timeout(1500)
    framed = [f for f in page.frames if f is not page.main_frame]
    assert framed, "the frame was not even created"
    # Chromium puts its error page in the frame instead of the client.
    assert not framed[0].url.startswith(server), framed[0].url
    context.close()

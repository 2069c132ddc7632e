"""Game review in Chromium: finish a game, ask for its review from the game-over panel, see
the chart with its points and marks, click one and land on that move, with the better
action the review found marked on the board and told in words."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from browser_helpers import GAME_OVER, Console, create_from_home, expect, play_until_over


def test_finish_a_game_ask_for_its_review_and_click_a_mark(
    server: str, browser: Any, shots: Path
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    console = Console()
    console.watch(page)
    table_id = create_from_home(page, server, "flotsam-fight", ["random"], {})
    page.wait_for_selector("[data-action], [data-select]")
    play_until_over(page, random.Random(35))
    expect(page.locator(GAME_OVER)).to_be_visible()
    page.click("[data-review-link]")
    page.wait_for_selector('[data-testid="replay-step"]')
    chart = page.locator('[data-testid="review-chart"]')
    expect(chart).to_be_visible(timeout=180_000)
    points = page.locator("[data-review-seq]")
    expect(points.first).to_be_attached()
    marked = page.locator("[data-review-mark]")
    target = marked.first if marked.count() else points.nth(min(4, points.count() - 1))
    seq = target.get_attribute("data-review-seq")
    page.screenshot(path=str(shots / "review-1-chart-390.png"), full_page=True)
    target.dispatch_event("click")
    expect(page.locator('[data-testid="replay-step"]')).to_have_text(
        re.compile(rf"step {seq} of \d+")
    )
    expect(page.locator('[data-testid="review-move"]')).to_contain_text("chance of winning")
    page.screenshot(path=str(shots / "review-2-move-390.png"), full_page=True)
    # a move with a better load than the one played: that boat is marked on the board
    review = page.request.get(f"{server}/api/tables/{table_id}/review").json()
    better = [
        m
        for m in review["moves"]
        if m["best"] != m["action"] and m["best_data"].get("kind") == "play"
    ]
    assert better, "the random bot's game has no move with a better load"
    move = next((m for m in better if m["mark"]), better[0])
    page.locator(f'[data-review-seq="{move["seq"]}"]').dispatch_event("click")
    expect(page.locator('[data-testid="replay-step"]')).to_have_text(
        re.compile(rf"step {move['seq']} of \d+")
    )
    boat, card = move["best_data"]["boat"], move["best_data"]["card"]
    marked_boat = page.locator(".boat.better")
    expect(marked_boat).to_have_count(1)
    expect(marked_boat.locator(".boat-body")).to_have_attribute(
        "aria-label", re.compile(rf"^Boat {boat}: .*better by the review: loading {card} here")
    )
    expect(marked_boat).to_contain_text(f"better: {card} here")
    expect(page.locator('[data-testid="review-best"]')).to_have_text(move["best_text"])
    assert f"{card} onto boat {boat}" in move["best_text"]  # in words, not notation
    page.screenshot(path=str(shots / "review-3-better-390.png"), full_page=True)
    # the next step (not a reviewed move's result with a better load, or another one's)
    # marks no boat unless its own move had a better load
    nxt = next((m for m in review["moves"] if m["seq"] == move["seq"] + 1), None)
    if nxt is not None and (nxt["best"] == nxt["action"] or nxt["best_data"].get("kind") != "play"):
        page.click('[data-replay="next-step"]')
        expect(page.locator(".boat.better")).to_have_count(0)
    # the review is stored: asked for on a second visit, it is there at once
    page.goto(page.url.split("#")[0])
    page.click("[data-review-ask]")
    expect(page.locator('[data-testid="review-chart"]')).to_be_visible(timeout=5_000)
    expect(page.locator('[data-testid="review-progress"]')).to_have_count(0)
    assert console.errors == []
    context.close()

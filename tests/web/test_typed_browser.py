"""What you see is what you type, in Chromium: a move copied from the notation box's hints
(the shown forms the state message lists) and typed back plays that very move, in every
game; the wire notation typed instead is refused with the reason, and nothing changes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import Console, create_from_home, expect, seq, wait_for_offer

from seaboard.engine.registry import game_class, names

FAST: dict[str, dict[str, str]] = {name: dict(game_class(name).short_options) for name in names()}
BOX = "#notation-input"


def hints(page: Any) -> list[str]:
    """The moves the notation box suggests now (its datalist), as the player reads them."""
    return [
        str(v)
        for v in page.locator("#legal-moves option").evaluate_all(
            "els => els.map(e => e.getAttribute('value'))"
        )
    ]


def type_move(page: Any, text: str) -> str:
    """Type ``text`` into the notation box and press Enter; the position it was typed at."""
    before = seq(page)
    page.fill(BOX, text)
    page.press(BOX, "Enter")
    return before


@pytest.mark.parametrize("game", list(FAST))
def test_a_hint_typed_into_the_notation_box_plays_that_move(
    server: str, browser: Any, shots: Path, game: str
) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    console = Console()
    console.watch(page)
    create_from_home(page, server, game, ["random"], FAST[game])
    rng = random.Random(36)
    for turn in range(3):
        wait_for_offer(page)
        expect(page.locator(BOX)).to_be_visible()
        expect(page.locator("#legal-moves option").first).to_be_attached()
        offered = hints(page)
        placeholder = str(page.get_attribute(BOX, "placeholder"))
        assert placeholder == f"e.g. {offered[0]}"  # the example is a shown form too
        wire = page.locator("[data-action]").evaluate_all(
            "els => els.map(e => e.getAttribute('data-action'))"
        )
        assert not set(offered) & {"draw 0", "take 0"} and not any("@" in h for h in offered)
        if turn == 0:
            mistaken = next((w for w in wire if w not in offered), None)
            if mistaken is not None:  # the wire notation is not what a player types
                at = type_move(page, mistaken)
                expect(page.locator(".toast.error")).to_be_visible()
                assert seq(page) == at
        choice = rng.choice(offered)
        text = f"  {choice.upper()} " if turn == 1 else choice  # case and spacing aside
        at = type_move(page, text)
        played = page.locator(f'.log li[data-seq="{int(at) + 1}"]')
        expect(played).to_have_attribute("title", choice)  # the server played that very move
        if turn == 0:
            page.screenshot(path=str(shots / f"{game}-typed.png"), full_page=True)
        if page.locator('[data-testid="game-over"]').count():
            break
    assert console.errors == []
    context.close()


def test_a_land_vs_sea_placement_label_typed_plays_it(server: str, browser: Any) -> None:
    """The ghost tile's label on the map says the placement as it is typed: copied into the
    notation box, it places that tile there, turned so."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    create_from_home(page, server, "land-vs-sea", ["random"], FAST["land-vs-sea"])
    for _ in range(12):  # the draft first: take tiles until a placement is offered
        wait_for_offer(page)
        expect(page.locator("#legal-moves option").first).to_be_attached()
        offered = hints(page)
        if any(h.startswith("tile ") for h in offered):
            break
        at = type_move(page, offered[0])
        expect(page.locator(f'.log li[data-seq="{int(at) + 1}"]')).to_be_attached()
    else:
        raise AssertionError("no placement was offered")
    page.locator(".hand [data-select]").first.click()
    page.locator("svg [data-select]").first.click()
    label = str(page.locator("g.ghost title").text_content())
    assert label.startswith("Place here: tile ") and "@" not in label
    typed = label.removeprefix("Place here: ").split(" (")[0]
    assert typed in offered
    at = type_move(page, typed)
    expect(page.locator(f'.log li[data-seq="{int(at) + 1}"]')).to_have_attribute("title", typed)
    context.close()

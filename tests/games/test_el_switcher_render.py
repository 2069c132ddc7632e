"""The El Switcher terminal renderer draws views of a random game without error."""

from __future__ import annotations

import random
import re

from es_positions import FIG07, FIG07_TEXT, board, setup
from rich.console import Console

import seaboard
from seaboard.games.el_switcher.actions import card_words
from seaboard.games.el_switcher.front.terminal import render


def text_of(view: dict[str, object]) -> str:
    console = Console(width=160, record=True, color_system="truecolor")
    console.print(render(view))
    return console.export_text()


def test_renders_views_of_a_random_game() -> None:
    game = seaboard.load("el-switcher", players=3, deck="short", max_turns=9)
    rng = random.Random(2)
    state = game.new(2)
    shown = 0
    while not state.is_terminal:
        if rng.random() < 0.2:
            for seat in (None, 0, 1, 2):
                view = state.view(seat)
                out = text_of(view)
                assert "Forbidden colour" in out
                flat = " ".join(out.split())
                if seat is not None:
                    for number in range(1, len(view["figures"][seat]) + 1):
                        assert f"figure {number}" in out  # numbered as the browser does
                    assert " · ".join(card_words(c) for c in view["hand"]) in flat
                assert re.search(r"\bmov\d|\bfige?\d\d", out) is None  # no notation shown
                shown += 1
        state = state.play(rng.choice(state.legal_actions()))
    final = text_of(state.view(None))
    assert "Game over" in final
    assert shown > 0


def test_shows_scores_board_and_clock() -> None:
    state = seaboard.load("el-switcher", players=2).new(7)
    view = state.view(0)
    out = text_of(view)
    for row in view["board"]:
        assert " ".join(row) in out.replace("  ", " ").replace("  ", " ")
    assert "2:00 left" in out
    assert "formed" in out


def plain(view: dict[str, object], before: dict[str, object] | None = None) -> str:
    console = Console(width=160, record=True, no_color=True)
    console.print(render(view, before=before))
    return console.export_text()


def test_the_tiles_that_changed_since_the_last_look_are_marked_in_text() -> None:
    state = seaboard.load("el-switcher", players=2).new(7)
    me = state.to_move
    assert me is not None
    move = next(a for a in state.legal_actions() if str(a).startswith("mov"))
    a, b = str(move).split()[1:]
    before = state.view(me)
    after = state.apply(move).view(me)
    assert after["board"] != before["board"], "pick a swap of two different colours"
    out = plain(after, before)
    assert "2 tiles changed since your last look" in out
    lines = [line.strip("│ ") for line in out.splitlines()]
    marked = [line for line in lines if "*" in line and line[:1].isdigit()]
    rows = {int(cell.split(",")[0]) + 1 for cell in (a, b)}  # the board counts from 1
    assert {int(line[0]) for line in marked} == rows
    assert "changed since" not in plain(after)


def test_a_new_figure_card_a_formed_figure_and_drawn_cards_are_marked() -> None:
    state = setup(
        board=board(("R", FIG07)),
        face_up=[["fig07", "fig01"], ["fig02", "fig03"]],
        figure_decks=[["fig12"], ["fig13"]],
        hands=[["mov1", "mov2", "mov3"], ["mov1"] * 3],
    )
    before = state.view(0)
    formed = state.play("claim " + FIG07_TEXT)
    out = plain(formed.view(0), before)
    assert out.count("★ new") == 1 and "(+1)" in out  # the one card drawn is marked
    assert "Forbidden colour:  red  (changed)" in out
    ended = formed.play("mov1 0,0 2,2").play("end")
    out = plain(ended.view(0), before)
    assert "Your hand: " in out and "(new: " in out
    assert "(new: " not in plain(ended.view(0))


def test_seats_differ_in_text_without_colour() -> None:
    state = seaboard.load("el-switcher", players=2).new(1)
    view = state.view(0)
    out = plain(view)
    lines = [line for line in out.splitlines() if "Player 1" in line or "Player 2" in line]
    assert any("Player 1" in line and "(you)" in line for line in lines)
    for row in view["board"]:
        assert " ".join(row) in out.replace("  ", " ").replace("  ", " ")


def test_help_gives_an_example_of_every_action_kind_that_parses() -> None:
    from seaboard.games.el_switcher.front.terminal import HELP

    game = seaboard.load("el-switcher", players=3)
    examples = [
        line.strip().split("  ")[0].replace(" ...", " 2,3 2,4 2,5 3,5")
        for line in HELP.partition("Legend")[0].splitlines()
        if line.startswith("  ") and line.split()[0] in ("swap", "form", "block", "undo", "end")
    ]
    two = seaboard.load("el-switcher")  # "block" alone names the only opponent
    parsed = [
        (game if text.startswith("block player") else two).parse_action_for(text, 0)
        for text in examples
    ]
    assert {type(action).__name__ for action in parsed} == {"Move", "Claim", "Undo", "End"}
    assert any(text.startswith("block player") for text in examples)
    for symbol in ("R Y G B", "*R ", "(blocked)", "★ new", "▶", "seaboard rules el-switcher"):
        assert symbol in HELP

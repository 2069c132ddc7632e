"""Ebbe & Flut told in German: refusals, notation errors, the terminal board and menu, the
options. English stays the messages' own text (the English tests and golden.json)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from rich.console import Console
from test_words_in_german import ENGLISH

import seaboard
from seaboard.catalogues import language
from seaboard.engine import InvalidOptions, NotationError
from seaboard.engine.language import ENGLISH as IN_ENGLISH
from seaboard.games.ebbe_flut.actions import DONE, DRAWS, MOVES, PLACES
from seaboard.games.ebbe_flut.board import cell_at
from seaboard.games.ebbe_flut.front.terminal import HELP, help_text, label, render, stacks, status
from seaboard.games.ebbe_flut.state import EbbeFlutState

DE = language("de", "ebbe-flut")
CELL = re.compile(r"\b\d,\d\b")


def german(text: str, *, cells: bool = False) -> str:
    """``text`` has no English word of the German scan's list (nor a cell's notation)."""
    english = ENGLISH.search(text)
    assert english is None, f"English {english.group(0)!r} in {text!r}"
    if not cells:
        assert CELL.search(text) is None, f"notation in {text!r}"
    return text


def played(*actions: str) -> EbbeFlutState:
    game = seaboard.load("ebbe-flut")
    state = game.new(3)
    for text in actions:
        state = state.play(game.parse_action(text))
    assert isinstance(state, EbbeFlutState)
    return state


# seed 3: Water opens on 4,4, Land on 0,0 (board frame); Land's card is the lower and begins
OPENED = ("draw 0", "place 4,4", "draw 1", "place 0,0")


def test_refusals_are_told_in_german() -> None:
    start = played()
    assert start.explain_illegal(DONE, DE) == german(
        "in der Eröffnung zieht jeder nur eine Karte und legt sie"
    )
    assert str(start.explain_illegal(DONE)) == (
        "in the opening each player only draws a card and places it"
    )
    drawn = played("draw 0")
    assert drawn.explain_illegal(PLACES[cell_at(0, 0)], DE) == german(
        "Wasser E1 kommt nur auf eines ihrer Startfelder "
        "(Zeile 4, Spalte 5; Zeile 5, Spalte 4 oder Zeile 5, Spalte 5)"
    )
    assert drawn.explain_illegal(PLACES[cell_at(0, 0)]) == (
        "Water E1 enters on one of its start cells: 4,5 5,4 5,5"
    )
    assert drawn.explain_illegal(DRAWS[1], DE) == german(
        "du hast schon gezogen: Lege zuerst die gezogene Karte"
    )
    opened = played(*OPENED)
    assert opened.explain_illegal(PLACES[cell_at(4, 4)], DE) == german(
        "es gibt keine gezogene Karte zum Legen: Ziehe zuerst eine"
    )
    assert opened.mover == 1
    assert opened.explain_illegal(MOVES[cell_at(2, 2)][0], DE) == german(
        "Land muss eine Karte ziehen, bevor verschoben wird"
    )


def test_a_move_refusal_names_the_cell_in_words_in_german() -> None:
    state = played(*OPENED, "draw 0")
    empty = next(MOVES[i][0] for i in range(25) if not state.board[i])
    told = german(state.explain_illegal(empty, DE))
    assert re.fullmatch(r"in Zeile [1-5], Spalte [1-5] liegt keine Karte", told), told
    # the English keeps the shown notation (row,column counted from 1)
    assert re.fullmatch(r"there is no card on [1-5],[1-5]", state.explain_illegal(empty)), (
        state.explain_illegal(empty)
    )


def test_notation_errors_are_told_in_german() -> None:
    game = seaboard.load("ebbe-flut")
    with pytest.raises(NotationError) as cell:
        game.parse_action_for("place 9,9", 0)
    assert str(cell.value) == "'place 9,9': a cell is ROW,COLUMN, each from 1 to 5"
    told = cell.value.told(DE)
    assert told == "'place 9,9': ein Feld ist ZEILE,SPALTE, jeweils von 1 bis 5"
    german(told.split(": ", 1)[1])
    with pytest.raises(NotationError) as stack:
        game.parse_action_for("ziehen 7", 0)
    assert stack.value.told(DE) == "die Stapel sind von 1 bis 5 nummeriert, nicht '7'"
    assert str(stack.value) == "stacks are numbered 1 to 5, not '7'"
    with pytest.raises(NotationError) as nothing:
        game.parse_action_for("springen", 0)
    assert str(nothing.value) == (
        "'springen' is not an action; write 'draw 1' to 'draw 5', 'place ROW,COLUMN' or "
        "'move ROW,COLUMN left or up'"
    )
    german(nothing.value.told(DE).replace("'springen'", ""))
    assert "ist kein Zug" in nothing.value.told(DE)


def test_the_menus_german_words_may_be_typed() -> None:
    game = seaboard.load("ebbe-flut")
    assert game.parse_action_for("ziehen von Stapel 3", 0) == game.parse_action_for("draw 3", 0)
    assert game.parse_action_for("legen auf 5,5", 1) == game.parse_action_for("place 5,5", 1)
    assert game.parse_action_for("verschieben von 3,4 nach links", 0) == (
        game.parse_action_for("move 3,4 left", 0)
    )


def test_saved_state_and_option_errors_are_told_in_german() -> None:
    with pytest.raises(InvalidOptions) as solo:
        seaboard.load("ebbe-flut", players=1, penalty="honor")
    assert str(solo.value) == (
        "ebbe-flut: penalty=honor needs an opponent to check your work; solo is always strict"
    )
    assert "braucht einen Gegner" in solo.value.told(DE)
    state = played(*OPENED)
    data = state.to_json()
    data["state"]["phase"] = "move"
    with pytest.raises(NotationError) as stuck:
        state.game.state_from_json(data)
    told = german(stuck.value.told(DE))
    assert told.startswith("niemand kann handeln") and "keinen Konflikt" in told
    assert str(stuck.value).startswith("nobody can act: the phase is move, but ")


def text_of(renderable: Any) -> str:
    console = Console(width=120, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_the_board_menu_and_status_in_german() -> None:
    state = played(*OPENED, "draw 0")  # the drawn card waits
    for seat in (0, 1, None):
        view = state.view(seat)
        board = text_of(render(view, language=DE))
        german(board, cells=True)
        assert "Ebbe & Flut aus der Sicht von" in board
        assert "Im Ziel:" in board and "Aus dem Spiel:" in board and "im Ziel" in board
        assert "Wasser" in board
        if seat is not None and seat == state.mover:
            assert "Gezogen:" in board
        panel = text_of(stacks(view, language=DE))
        german(panel)
        assert "Stapel 5" in panel
        words = status(view, language=DE)
        assert words == german("lege die gezogene Karte auf eines deiner Startfelder")
        for data in view["legal_data"]:
            told = label(data, view, language=DE)
            german(told, cells=True)
            assert told.startswith(("legen auf ", "verschieben von ")), told


def test_english_board_and_help_are_unchanged_by_default() -> None:
    state = played(*OPENED)
    view = state.view(0)
    assert text_of(render(view)) == text_of(render(view, language=IN_ENGLISH))
    assert "Ebbe & Flut, seen from Water's side" in text_of(render(view))
    assert help_text() == HELP
    assert help_text(DE).startswith("Ebbe & Flut: Ziehe eine Karte")
    assert "\nLegende\n" in help_text(DE)


def test_a_finished_board_says_the_result_in_german() -> None:
    game = seaboard.load("ebbe-flut")
    state = game.new(4)
    rng = random.Random(4)
    while not state.is_terminal:
        state = state.play(rng.choice(state.legal_actions()))
    board = text_of(render(state.view(0), language=DE))
    german(board, cells=True)
    assert "Spielende: " in board


def test_option_descriptions_in_german() -> None:
    options = seaboard.load("ebbe-flut").options_spec
    told = {o.name: o.describe(DE) for o in options}
    assert told["penalty"]["label"] == "Konflikte am Ende eines Zuges"
    assert told["covered"]["label"] == "Verdeckte Karten: wer sie ansehen darf"
    for described in told.values():
        german(str(described["label"]))
        german(str(described["words"]))
        choice_words = described["choice_words"]
        assert isinstance(choice_words, dict)
        for words in choice_words.values():
            german(str(words))
    english = {o.name: o.describe() for o in options}
    assert english["penalty"]["label"] == "Conflicts left at the end of a turn"

"""Flotsam Fight told in German: refusals, parse errors, the terminal board, the options."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from flotsam_positions import position
from rich.console import Console, RenderableType
from test_words_in_german import ENGLISH as ENGLISH_WORDS

import seaboard
from seaboard.catalogues import language
from seaboard.engine import NotationError
from seaboard.engine.language import ENGLISH
from seaboard.games.flotsam_fight.actions import PASS, Play
from seaboard.games.flotsam_fight.front import terminal

DE = language("de", "flotsam-fight")


def text_of(renderable: RenderableType) -> str:
    console = Console(width=110, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


def no_english(text: str) -> None:
    found = ENGLISH_WORDS.search(text)
    assert found is None, f"English {found.group(0)!r} in {text!r}"


def test_refusals_in_german() -> None:
    lead = position(3, [[12, 35], [40, 44], [42, 45]], must_play=True)
    assert lead.explain_illegal(PASS, DE) == (
        "du spielst jetzt aus (eine neue Runde oder geräumte Boote) und musst eine Karte spielen"
    )
    assert lead.explain_illegal(Play(40, 5), DE) == "du hast die Karte 40 nicht auf der Hand"
    assert lead.explain_illegal(Play(35, 3), DE) == (
        "Rettungsboot 3 nimmt nur Vielfache von 3, und 35 ist keins"
    )
    low = position(3, [[12, 35], [40, 44], [45, 48]], boats={7: [42]})
    assert low.explain_illegal(Play(35, 7), DE) == (
        "die 35 muss höher sein als die 42 oben auf Rettungsboot 7"
    )
    full = position(2, [[12, 35], [40, 44]], boats={3: [9], 4: [8]})
    assert full.explain_illegal(Play(35, 5), DE) == (
        "Rettungsboot 5 ist inaktiv, und schon 2 Boote sind aktiv (die Grenze bei 2 Spielern)"
    )
    last = position(3, [[12, 35], [40, 44], [42, 45]], passed=[False, True, True])
    assert last.explain_illegal(Play(35, 5), DE) == (
        "alle anderen haben gepasst: Du darfst nur die letzte Karte deiner Hand spielen, "
        "hältst aber noch 2"
    )
    # English is unchanged
    assert lead.explain_illegal(Play(40, 5)) == "you do not hold card 40"
    for state, action in ((lead, PASS), (low, Play(35, 7)), (full, Play(35, 5))):
        no_english(state.explain_illegal(action, DE))


@pytest.mark.parametrize(
    ("text", "german"),
    [
        ("42-7", "'42-7' ist kein Zug; schreib KARTE>BOOT (zum Beispiel 42>7) oder 'pass'"),
        ("11>5", "'11>5': Es gibt keine Schatzkarte 11"),
        ("42>11", "'42>11': Die Rettungsboote tragen die Nummern 3 bis 10, nicht 11"),
    ],
)
def test_bad_notation_told_in_german(text: str, german: str) -> None:
    game = seaboard.load("flotsam-fight", players=2)
    with pytest.raises(NotationError) as caught:
        game.parse_action(text)
    assert caught.value.told(DE) == german
    assert caught.value.told(ENGLISH) == str(caught.value)


def test_a_dead_end_save_is_refused_in_german() -> None:
    game = seaboard.load("flotsam-fight", players=2)
    obj: dict[str, Any] = game.new(3).to_json()
    obj["state"]["passed"] = [True, False]
    obj["state"]["to_move"] = 0
    with pytest.raises(NotationError) as caught:
        game.state_from_json(obj)
    assert str(caught.value) == "state: Player 1 is to move but has passed"
    assert caught.value.told(DE) == "Spielstand: Spieler 1 ist am Zug, hat aber gepasst"


def test_the_board_and_panels_in_german() -> None:
    game = seaboard.load("flotsam-fight", players=3)
    state = game.new(12)
    rng = random.Random(12)
    before = None
    step = 0
    while not state.is_terminal:
        if step % 25 == 0:
            view = state.view(state.to_move)
            out = text_of(terminal.render(view, before, language=DE))
            assert "Rettungsboote (" in out and "Deine Hand" in out and "Spieler 3" in out
            assert "oberste Karte" in out
            no_english(out)
            for panel in terminal.PANELS.values():
                no_english(text_of(panel(view, language=DE)))
            no_english(terminal.status(view, language=DE))
            labels = [terminal.label(d, view, language=DE) for d in view["legal_data"]]
            assert all(re.fullmatch(r"\d+→\d+", x) for x in labels if x)
            before = view
        state = state.play(rng.choice(state.legal_actions()))
        step += 1
    final = state.view(None)
    out = text_of(terminal.render(final, language=DE))
    assert "Spielende" in out and "Runde 3:" in out
    no_english(out)
    assert "Du schaust zu" in text_of(terminal.hand(final, language=DE))


def test_the_help_in_german_keeps_its_legend_apart() -> None:
    german = terminal.help_text(DE)
    notation, _, legend = german.partition("\nLegend")
    assert "42→7" in notation and "Rettungsboot" in notation
    assert legend.startswith("e\n") and "Nachziehstapel" in legend
    assert terminal.help_text() == terminal.HELP


def test_the_options_and_summary_in_german() -> None:
    game = seaboard.load("flotsam-fight", players=4)
    words = {o.name: o.describe(DE) for o in game.options_spec}
    assert words["pass_rule"]["label"] == "Nach dem Passen"
    assert words["pass_rule"]["choice_words"] == {
        "until-reset": "aussetzen, bis die Boote geräumt werden, wie in der Spielregel",
        "one-lap": "nur diesen Zug aussetzen",
    }
    assert words["reset_limit"]["label"] == "Räumungen je Runde höchstens"
    for described in words.values():
        for key in ("label", "words"):
            no_english(str(described[key]))
    assert DE.t(game.summary).startswith("Lade deine Schatzkarten")
    assert game.role_name(1, DE) == "Spieler 2"

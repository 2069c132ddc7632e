"""El Switcher in German: refusals, parse errors, the terminal, options and the told lines
that the golden game does not reach (tentative moves, a timeout, a blocked card returning)."""

from __future__ import annotations

import re

import pytest
from es_positions import FIG07, game, setup
from rich.console import Console
from test_words_in_german import ENGLISH, check_german

from seaboard.catalogues import language
from seaboard.engine import NotationError
from seaboard.engine.typed import normal
from seaboard.games.el_switcher import cardwords
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import (
    CARD_WORDS,
    TYPED_ELSEWHERE,
    TYPED_WORDS,
)
from seaboard.games.el_switcher.cardwords import FIGURE_WORDS
from seaboard.games.el_switcher.front import terminal

DE = language("de", "el-switcher")
FIG07_CLAIM = "claim fig07 1,1 1,2 1,3 1,4 2,4"


def board(*figures: tuple[str, list[tuple[int, int]]]) -> list[str]:
    """A red/yellow checkerboard with figures painted on (blue and green stand alone)."""
    rows = [["RY"[(r + c) % 2] for c in range(6)] for r in range(6)]
    for colour, cells in figures:
        for r, c in cells:
            rows[r][c] = colour
    return ["".join(row) for row in rows]


def test_the_marked_names_are_those_of_the_components() -> None:
    assert cardwords.MOVE_TITLES == D.MOVE_TITLES
    assert cardwords.MOVE_HELP == D.MOVE_HELP
    assert cardwords.FIGURE_TITLES == D.FIGURE_TITLES
    assert tuple(t.removeprefix("the ") for t in D.FIGURE_TITLES) == FIGURE_WORDS
    assert cardwords.COLOURS == D.COLOUR_NAMES


def test_every_card_and_colour_has_german_words() -> None:
    for text in (*cardwords.MOVE_TITLES, *cardwords.FIGURE_TITLES, *CARD_WORDS):
        assert DE.t(text) != text or len(text) == 1, text
    assert [cardwords.colour(c, DE) for c in "RYGB"] == ["Rot", "Gelb", "Grün", "Blau"]
    assert cardwords.figure_title(D.FIGURE_INDEX["fig07"], DE) == "das lange L"
    assert cardwords.move_title(D.MOVE_INDEX["mov5"], DE) == "das L nach links"


def test_refusals_are_told_in_german() -> None:
    g = game()
    state = setup(g, hands=[["mov1"], ["mov1"] * 3])
    refused = state.explain_illegal(g.parse_action("mov3 0,0 0,1"), DE)
    assert refused == (
        "du hast keine Karte „kurze Gerade“ auf der Hand (deine Hand: weite Diagonale)"
    )
    assert state.explain_illegal(g.parse_action("undo"), DE) == (
        "in diesem Spiel gibt es keine Rücknahmen, wie in der Spielregel (Option undos)"
    )
    empty = setup(g, hands=[[], ["mov1"] * 3], pending=["mov1 0,0 2,2"] * 3)
    assert empty.explain_illegal(g.parse_action("mov1 0,0 2,2"), DE) == (
        "du hast in diesem Zug keine Bewegungskarte mehr; melde eine Figur oder beende den Zug"
    )


def test_claims_refused_in_german() -> None:
    g = game()
    loose = setup(g, board=board(("B", FIG07), ("B", [(3, 4)])), face_up=[["fig07"], ["fig05"]])
    assert loose.explain_illegal(g.parse_action(FIG07_CLAIM), DE) == (
        "3,5 berührt an einer Seite 4,5, ein weiteres Plättchen in Blau"
    )
    forbidden = setup(g, board=board(("B", FIG07)), face_up=[["fig07"], ["fig05"]], forbidden="B")
    assert forbidden.explain_illegal(g.parse_action(FIG07_CLAIM), DE) == (
        "Blau ist verboten: die zuletzt gebildete Figur hatte die Farbe Blau"
    )
    missing = setup(g, board=board(("B", FIG07)), face_up=[["fig05"], ["fig05"]])
    assert missing.explain_illegal(g.parse_action(FIG07_CLAIM), DE) == (
        "du hast keine Figur „langes L“ offen liegen"
    )
    lonely = setup(g, board=board(("B", FIG07)), face_up=[["fig05"], ["fig07"]])
    assert lonely.explain_illegal(g.parse_action("claim fig07@1 1,1 1,2 1,3 1,4 2,4"), DE) == (
        "die Figur „langes L“ ist die einzige offene Karte von Spieler 2"
    )
    for refusal in (
        loose.explain_illegal(g.parse_action(FIG07_CLAIM), DE),
        lonely.explain_illegal(g.parse_action("claim fig07@1 1,1 1,2 1,3 1,4 2,4"), DE),
    ):
        assert ENGLISH.search(refusal) is None, refusal


@pytest.mark.parametrize(
    ("typed", "german"),
    [
        (
            "tausche 9,9 1,1",
            "das Feld 9,9 liegt nicht auf dem Brett; Reihen und Spalten gehen von 1 bis 6",
        ),
        (
            "tausche 1,1 1,3",
            "zwei Karten tauschen 1,1 und 1,3; gib an, welche: weite Gerade oder bis zum Rand",
        ),
        (
            "swap 1,1 1,3 L bending left",
            "1,1 und 1,3 tauscht nur eine dieser Karten: weite Gerade oder bis zum Rand",
        ),
        ("bilde kreuz auf 1,1 1,2 1,3 1,4 2,4", "diese Felder bilden die Figur „langes L“"),
        (
            "hüpfe",
            "'hüpfe' ist keine Aktion; schreib 'tausche 3,4 3,5' (mit den Worten der "
            "Karte, wo zwei Karten den Tausch machen könnten, wie in 'tausche 1,1 1,3 weite "
            "Gerade'), 'bilde' oder 'blockiere' und die Felder einer Figur, 'zurück' oder 'ende'",
        ),
    ],
)
def test_bad_typed_actions_are_refused_in_german(typed: str, german: str) -> None:
    with pytest.raises(NotationError) as refused:
        game().parse_action_for(typed, 0)
    assert refused.value.told(DE) == german
    assert refused.value.told(DE) != str(refused.value)


def test_the_typed_german_words_are_the_catalogues() -> None:
    words, cards, figures = TYPED_ELSEWHERE["de"]
    assert words == tuple(normal(DE.t(w)) for w in TYPED_WORDS)
    assert cards == tuple(normal(DE.t(w)).replace(",", "") for w in CARD_WORDS)
    assert figures == tuple(normal(DE.t(w)) for w in FIGURE_WORDS)


def test_german_words_are_typed_as_well_as_english() -> None:
    g = game()
    assert g.parse_action_for("tausche 1,1 1,3 weite Gerade", 0) == g.parse_action_for(
        "swap 1,1 1,3 straight two apart", 0
    )
    assert str(g.parse_action_for("Ende", 0)) == "end"
    assert str(g.parse_action_for("zurück", 0)) == "undo"
    assert str(g.parse_action_for("bilde langes L auf 1,1 1,2 1,3 1,4 2,4", 0)) == (
        "claim fig07 0,0 0,1 0,2 0,3 1,3"
    )
    assert str(g.parse_action_for("blockiere spieler 2 1,1 1,2 1,3 1,4 2,4", 0)) == (
        "claim fig07@1 0,0 0,1 0,2 0,3 1,3"
    )


def test_canonical_notation_errors_are_told_in_german() -> None:
    g = game()
    with pytest.raises(NotationError) as refused:
        g.parse_action("mov3 0,0 0,2")
    assert refused.value.told(DE) == "mov3 (gerade, benachbart) kann 0,0 und 0,2 nicht tauschen"
    assert str(refused.value) == "mov3 (straight, side by side) cannot swap 0,0 and 0,2"


def _text(renderable: object) -> str:
    console = Console(width=160, record=True, no_color=True)
    console.print(renderable)
    return console.export_text()


def test_the_terminal_board_and_labels_are_german() -> None:
    g = game(2, undos=2, max_turns=10)
    state = setup(
        g,
        board=board(("B", FIG07)),
        face_up=[["fig07", "fig05"], ["fig05", "fig06"]],
        pending=["mov2 5,0 5,2"],
        hands=[["mov1", "mov4"], ["mov1"] * 3],
    )
    view = state.view(0)
    shown = _text(terminal.render(view, language=DE))
    for word in (
        "Verbotene Farbe",
        "Deine Hand",
        "weite Diagonale",
        "Figur 1",
        "Jetzt melden",
        "gebildet",
        "auf der Hand",
        "Tausche übrig in diesem Zug",
        "Gespielte Züge",
    ):
        assert word in shown, (word, shown)
    found = ENGLISH.search(shown)
    assert found is None, (found.group(0), shown)
    labels = [terminal.label(d, view, language=DE) for d in view["legal_data"]]
    assert "bilde langes L auf 2,2 2,3 2,4 2,5 3,5" in labels
    assert "nimm deinen letzten Tausch zurück" in labels
    assert "beende den Zug" in labels
    assert "tausche 1,1 3,3 (weite Diagonale)" in labels
    for text in labels:
        assert ENGLISH.search(text) is None, text
    assert terminal.status(view, language=DE) == (
        "jetzt lässt sich eine Figur melden (siehe „Jetzt melden“)"
    )
    panel = _text(terminal.figures(view, language=DE))
    assert "Spieler 1 (du) (" in panel and "Figurenkarten im Stapel" in panel
    assert "langes L" in panel
    assert ENGLISH.search(panel) is None, panel
    assert terminal.help_text(DE).startswith("El Switcher: Tausche Plättchen")
    assert "\nLegende" in terminal.help_text(DE)


def test_the_terminal_in_english_is_unchanged() -> None:
    state = setup(game(), board=board(("B", FIG07)), face_up=[["fig07"], ["fig05"]])
    view = state.view(0)
    assert _text(terminal.render(view)) == _text(terminal.render(view, language=language("en")))
    assert terminal.help_text() == terminal.HELP


def test_option_descriptions_are_german() -> None:
    options = {option.name: option.describe(DE) for option in game().options_spec}
    deck = options["deck"]
    assert deck["label"] == "Figurenkarten"
    assert deck["words"] == "Welche Figurenkarten jeder bilden muss."
    assert options["undos"]["label"] == "Rücknahmen pro Zug"
    assert options["max_turns"]["label"] == "Zuglimit"
    for described in options.values():
        for key in ("label", "words"):
            text = str(described[key])
            assert ENGLISH.search(text) is None, text


def test_lines_the_golden_game_does_not_reach_are_german() -> None:
    partial = setup(
        game(2, partial_moves=True),
        hands=[["mov4"], ["mov1"] * 3],
        pending=["mov3 0,0 0,1", "mov2 2,0 2,2"],
    )
    names = ["Ann", "Bob"]
    end = partial.game.parse_action("end")
    mine = partial.describe(end, 0, names=names, language=DE)
    assert mine.startswith(
        "Du beendest deinen Zug; die 2 Tausche seit der letzten Figur werden rückgängig "
        "gemacht und die weite Gerade und die kurze Gerade gehen zurück auf deine Hand"
    ), mine
    theirs = partial.describe(end, 1, names=names, language=DE)
    assert "gehen zurück auf die Hand" in theirs and theirs.startswith("Ann beendet den Zug")
    timeout = partial.describe_timeout(0, None, names, DE)
    assert timeout.startswith("Deine Zeit ist um: der Zug endet"), timeout
    assert partial.describe_timeout(1, None, names, DE).startswith("Für Ann ist die Zeit um")
    for text in (mine, theirs, timeout):
        check_german("el-switcher", text, "a line")


def test_a_blocked_card_returns_in_german() -> None:
    g = game()
    state = setup(
        g,
        board=board(("B", FIG07)),
        face_up=[["fig07"], ["fig05"]],
        blocked=["fig05", None],
        locked=[True, False],
    )
    told = state.describe(g.parse_action(FIG07_CLAIM), 0, language=DE)
    assert told == (
        "Du bildest das lange L in Blau; alle anderen Karten sind gebildet, also wird die "
        "blockierte Karte, die Fünferlinie, wieder aufgedeckt; Blau ist für die nächste Figur "
        "verboten"
    )
    assert re.match(
        r"Spieler 1 bildet", state.describe(g.parse_action(FIG07_CLAIM), 1, language=DE)
    )

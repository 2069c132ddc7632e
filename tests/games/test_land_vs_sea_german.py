"""Land vs Sea in German: refusals, notation errors, the terminal board and the options."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from rich.console import Console
from test_words_in_german import ENGLISH

import seaboard
from seaboard.catalogues import language
from seaboard.engine import IllegalAction, NotationError, State
from seaboard.engine.language import Language
from seaboard.games.land_vs_sea.actions import PASS, Place, Take, space_name
from seaboard.games.land_vs_sea.front import terminal
from seaboard.games.land_vs_sea.tiles import parse_tiles

GAME = "land-vs-sea"


@pytest.fixture(scope="module")
def de() -> Language:
    return language("de", GAME)


def _playing(players: int = 2, **options: Any) -> State:
    """A position after the draft, with the mover to place a tile."""
    game = seaboard.load(GAME, players, **options)
    state = game.new(7)
    rng = random.Random(7)
    while not state.is_terminal and (len(state.history) < 12 or state.phase != "play"):  # type: ignore[attr-defined]
        state = state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "play"  # type: ignore[attr-defined]
    return state


def _german(text: str) -> None:
    found = ENGLISH.search(text)
    assert found is None, f"English {found.group(0)!r} in {text!r}"


def test_refusals_in_german(de: Language) -> None:
    state = _playing()
    assert state.explain_illegal(PASS, de) == (
        "du kannst ein Plättchen legen, also darfst du nicht passen"
    )
    assert state.explain_illegal(Take(0), de) == "jetzt legst du ein Plättchen aus deiner Hand"
    assert state.explain_illegal(Place(4, "u", 3, 3, 0), de) == (
        "du hast kein Plättchen 5 (Plättchen 1 bis 2)"
    )
    assert state.explain_illegal(Place(0, "u", 0, 0, 0), de) == "das Feld 0,0 ist schon belegt"
    assert state.explain_illegal(Place(0, "u", 40, 40, 0), de) == (
        "das Feld 40,40 grenzt nicht an die Karte"
    )
    # a turn of a face that puts land against sea names the edge
    legal = set(state.legal_actions())
    turns = [
        Place(a.slot, a.side, a.q, a.r, rot)
        for a in legal
        if isinstance(a, Place)
        for rot in range(6)
    ]
    clash = next(a for a in sorted(turns, key=str) if a not in legal)
    told = state.explain_illegal(clash, de)
    assert re.fullmatch(
        r"seine Kante (Ost|Nordost|Nordwest|West|Südwest|Südost) brächte (Land|Meer) an das "
        r"(Land|Meer) des Nachbarplättchens auf dieser Seite",
        told,
    ), told
    for text in (told, state.explain_illegal(PASS, de)):
        _german(text)
    # the English stays as it was
    assert state.explain_illegal(PASS) == "you can place a tile, so you may not pass"


def test_a_refused_play_tells_itself_in_german(de: Language) -> None:
    state = _playing()
    with pytest.raises(IllegalAction) as refused:
        state.play(PASS)
    assert refused.value.told(de) == (
        "pass: du kannst ein Plättchen legen, also darfst du nicht passen"
    )
    assert str(refused.value) == "pass: you can place a tile, so you may not pass"


def test_the_draft_refusal_names_the_menu_words(de: Language) -> None:
    state = seaboard.load(GAME).new(3)
    told = state.explain_illegal(PASS, de)
    assert "nimm von Stapel 1" in told and "nimm von Stapel 2" in told
    empty = state.explain_illegal(Take(1), de)
    assert empty == "Stapel 2 ist leer"


def test_bad_notation_tells_itself_in_german(de: Language) -> None:
    game = seaboard.load(GAME)
    with pytest.raises(NotationError) as bad:
        game.parse_action_for("dreh dich", 0)
    assert bad.value.told(de).startswith("'dreh dich' ist kein Zug; schreib zum Beispiel")
    assert str(bad.value).startswith("'dreh dich' is not an action; write for example")
    with pytest.raises(NotationError) as turned:
        game.parse_action_for("tile 1 up on 1,0 turned 9", 0)
    assert turned.value.told(de) == "eine Seite wird um 0 bis 5 Schritte gedreht, nicht um 9"
    with pytest.raises(NotationError) as wire:
        game.parse_action("h9x")
    assert wire.value.told(de).startswith("'h9x' ist kein Zug")


def test_a_broken_saved_state_tells_itself_in_german(de: Language) -> None:
    game = seaboard.load(GAME)
    saved = json.loads(json.dumps(game.new(1).to_json()))
    saved["state"]["mover"] = 5
    with pytest.raises(NotationError) as bad:
        game.state_from_json(saved)
    assert bad.value.told(de) == "state.mover muss ein Sitzplatz 0..1 sein"


def test_space_names_in_german(de: Language) -> None:
    assert space_name(0, 0, de) == "Feld in der Mitte"
    assert space_name(1, 0, de) == "Feld östlich des Startplättchens"
    assert space_name(2, -1, de) == "Feld 1 östlich und 1 nordöstlich des Startplättchens"
    assert space_name(-3, 0, de) == "Feld 3 westlich des Startplättchens"
    assert space_name(2, -1) == "the space 1 east and 1 north-east of the starting tile"


def _text(renderable: Any) -> str:
    console = Console(width=120, record=True, no_color=True)
    console.print(renderable)
    return console.export_text()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_terminal_in_german(de: Language, players: int) -> None:
    state = _playing(players)
    view = state.view(state.to_move)
    board = _text(terminal.render(view, language=de))
    assert "deine Plättchen" in board and "(du)" in board
    fitted = _text(terminal.render(view, height=20, width=80, language=de))
    assert "Plättchen" in fitted
    labels = [terminal.label(data, view, language=de) for data in view["legal_data"]]
    assert any(
        re.fullmatch(r"Plättchen \d (oben|unten) auf -?\d+,-?\d+, gedreht \d", x) for x in labels
    )
    hand = _text(terminal.hand(view, language=de))
    stacks = _text(terminal.stacks(view, language=de))
    assert "Plättchen auf der Hand" in hand and "Stapel (nur die oberste Seite" in stacks
    status = terminal.status(view, language=de)
    assert status == "leg eine Seite eines deiner Plättchen"
    whole = _text(terminal.whole_map(view, language=de, width=60, height=12))
    for text in (board, fitted, hand, stacks, status, whole, *labels):
        _german(text)
    assert "Meer" in board and "Sea" not in board  # a role standing in for a name, in German
    # English stays the default
    assert terminal.status(view) == "place a face of one of your tiles"
    assert "your tiles" in _text(terminal.render(view))


def test_the_draft_labels_and_the_help_in_german(de: Language) -> None:
    state = seaboard.load(GAME).new(4)
    view = state.view(0)
    labels = [terminal.label(data, view, language=de) for data in view["legal_data"]]
    assert labels == ["nimm von Stapel 1", "nimm von Stapel 2"]
    assert terminal.status(view, language=de).startswith("Auswahl: nimm das oberste")
    help_de = terminal.help_text(de)
    assert "\nLegende der Karte" in help_de and "Plättchen 1 oben auf 3,-2" in help_de
    assert terminal.help_text() == terminal.HELP


def test_the_options_in_german(de: Language) -> None:
    game = seaboard.load(GAME)
    told = {o.name: o.describe(de) for o in game.options_spec}
    assert told["mountains_coral"]["label"] == "Gebirge & Korallen"
    assert told["caravans_ships"]["label"] == "Karawanen & Schiffe"
    assert told["waypoints"]["label"] == "Wegpunkte"
    assert told["waypoints"]["words"].startswith("Wer Land oder Meer spielt")
    for option in told.values():
        for key in ("help", "label", "words"):
            _german(str(option[key]))
    assert de.t(game.summary).startswith("Gemeinsam entsteht eine Karte")
    assert game.role_name(1, de) == "Meer"
    four = seaboard.load(GAME, 4)
    assert [four.role_name(s, de) for s in range(4)] == ["Land 1", "Meer 1", "Land 2", "Meer 2"]


def test_a_broken_tile_file_tells_itself_in_german(de: Language) -> None:
    bad = {"tiles": [{"id": 3, "kind": "regular", "faces": {"a": "x", "b": "y"}}]}
    with pytest.raises(NotationError) as broken:
        parse_tiles(bad)
    assert broken.value.told(de) == "Plättchen 3 Seite a: eine Seite muss ein Objekt sein"
    assert str(broken.value) == "tile 3 face a: a face must be an object"
    with pytest.raises(NotationError) as empty:
        parse_tiles({"tiles": []})
    assert empty.value.told(de) == "der Plättchensatz hat kein Startplättchen (kind 'start')"

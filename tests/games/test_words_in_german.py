"""Every game told in German: the same rules as the English words (no notation inside a
sentence, numbers from 1), and no English left in a line.

The lines are those of each game's German golden playthrough (golden.de.json) and of random
playthroughs of its conformance configurations, told to every seat and to a spectator, with
and without names, with the start and the turn timer's lines.
"""

from __future__ import annotations

import json
import re

import pytest
from test_words_for_people import NAMES, NOTATION, configs, playthrough

from golden_regen import path_for
from seaboard.catalogues import language
from seaboard.engine import load
from seaboard.engine.registry import names

GAMES = tuple(names())
# Numbers counted from 0 where people count from 1, in German.
ZERO_BASED = re.compile(
    r"\b(Stapel|Plättchen|Spieler|Spielerin|Reihe|Zeile|Spalte|Runde|Boot|Zug|Karte|Feld) 0\b"
)
# English words that no German sentence holds (none of them is also a German word).
ENGLISH = re.compile(
    r"\b(the|you|your|yours|and|of|is|are|with|from|onto|draws|plays|places|turn|their|"
    r"has|have|which|left|card|cards|tile|tiles|stack|boat|round|wins|nobody|everyone|"
    r"player|passes|takes|row|column|score|points?|over)\b",
    re.IGNORECASE,
)


def check_german(name: str, text: str, where: str) -> None:
    for pattern in NOTATION[name]:
        found = re.search(pattern, text)
        assert found is None, f"{where}: notation {found.group(0)!r} in {text!r}"
    zero = ZERO_BASED.search(text)
    assert zero is None, f"{where}: {zero.group(0)!r} counts from 0 in {text!r}"
    english = ENGLISH.search(text)
    assert english is None, f"{where}: English {english.group(0)!r} in {text!r}"


@pytest.mark.parametrize("name", GAMES)
def test_the_german_golden_playthrough_is_german_words_only(name: str) -> None:
    golden = json.loads(path_for(name, "de").read_text())
    count = 0
    for seat, text in golden["start"].items():
        check_german(name, text, f"the start told to seat {seat}")
    for i, step in enumerate(golden["steps"]):
        for seat, text in step["texts"].items():
            check_german(name, text, f"golden step {i} told to seat {seat}")
            count += 1
    assert count > 100


@pytest.mark.parametrize("name", GAMES)
def test_random_playthroughs_in_german_are_german_words_only(name: str) -> None:
    german = language("de", name)
    lines = 0
    for k, (players, options) in enumerate(configs(name)):
        game = load(name, players, **options)
        who = NAMES[:players]
        first = game.new(k)
        for seat in [None, *range(players)]:
            for given in (None, who):
                check_german(name, first.describe_start(seat, given, german), "start")
        for state, action, after in playthrough(game, k):
            for seat in [None, *range(players)]:
                for given in (None, who):
                    text = state.describe(action, seat, after, given, german)
                    check_german(name, text, f"{action} told to seat {seat}")
                    lines += 1
            if state.timeout_action() is not None and lines % 7 == 0:
                for seat in [None, *range(players)]:
                    told = state.describe_timeout(seat, None, who, german)
                    check_german(name, told, "timeout")
    assert lines > 200


@pytest.mark.parametrize("name", GAMES)
def test_the_mover_is_du_in_german(name: str) -> None:
    game = load(name)
    german = language("de", name)
    who = NAMES[: game.players]
    for state, action, after in playthrough(game, 3):
        mover = state.to_move
        assert mover is not None
        mine = state.describe(action, mover, after, who, german)
        theirs = state.describe(action, None, after, who, german)
        assert re.match(r"(Du|Deine?[mnrs]?|Dir|Dich)\b", mine), mine
        assert theirs.startswith(who[mover]), theirs
        assert not re.search(r"\b(du|dein\w*|dir|dich)\b", theirs, re.IGNORECASE), theirs

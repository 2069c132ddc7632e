"""Actions as data: the documented JSON form of every kind of action reads as its notation,
and bad data is refused with NotationError naming what is wrong."""

from __future__ import annotations

from typing import Any

import pytest

import seaboard
from seaboard.engine import NotationError

# (game, data, notation): the table in docs/architecture.md, "Actions as data"
FORMS: list[tuple[str, dict[str, Any], str]] = [
    ("ebbe-flut", {"kind": "draw", "stack": 2}, "draw 2"),
    ("ebbe-flut", {"kind": "place", "row": 4, "col": 3}, "place 4,3"),
    ("ebbe-flut", {"kind": "move", "row": 2, "col": 2, "dir": "left"}, "move 2,2 left"),
    ("ebbe-flut", {"kind": "done"}, "done"),
    ("flotsam-fight", {"kind": "play", "card": 42, "boat": 7}, "42>7"),
    ("flotsam-fight", {"kind": "pass"}, "pass"),
    ("el-switcher", {"kind": "move", "card": "mov3", "a": [2, 3], "b": [2, 4]}, "mov3 2,3 2,4"),
    (
        "el-switcher",
        {
            "kind": "claim",
            "card": "fige02",
            "owner": None,
            "cells": [[0, 0], [0, 1], [1, 0], [1, 1]],
        },
        "claim fige02 0,0 0,1 1,0 1,1",
    ),
    (
        "el-switcher",
        {"kind": "claim", "card": "fige02", "owner": 1, "cells": [[0, 0], [0, 1], [1, 0], [1, 1]]},
        "claim fige02@1 0,0 0,1 1,0 1,1",
    ),
    ("el-switcher", {"kind": "undo"}, "undo"),
    ("el-switcher", {"kind": "end"}, "end"),
    (
        "land-vs-sea",
        {"kind": "place", "slot": 0, "side": "up", "q": 1, "r": -1, "rotation": 2},
        "h0u@1,-1r2",
    ),
    (
        "land-vs-sea",
        {"kind": "place", "slot": 1, "side": "down", "q": 0, "r": 2, "rotation": 5},
        "h1d@0,2r5",
    ),
    ("land-vs-sea", {"kind": "volcano", "q": 0, "r": 2, "rotation": 1}, "volcano@0,2r1"),
    ("land-vs-sea", {"kind": "steal", "seat": 1, "slot": 0}, "steal 1.0"),
    ("land-vs-sea", {"kind": "take", "stack": 1}, "take 1"),
    ("land-vs-sea", {"kind": "pass"}, "pass"),
    ("land-vs-sea", {"kind": "waypoint", "q": 2, "r": -1, "region": 0}, "waypoint@2,-1.0"),
]


@pytest.mark.parametrize(("name", "data", "notation"), FORMS, ids=[f[2] for f in FORMS])
def test_the_documented_form_reads_as_its_notation(
    name: str, data: dict[str, Any], notation: str
) -> None:
    game = seaboard.load(name)
    action = game.action_from_data(data)
    assert str(action) == notation
    assert action == game.parse_action(notation)
    assert action.data() == data


BAD: list[tuple[str, object, str]] = [
    ("flotsam-fight", "42>7", "must be an object"),
    ("flotsam-fight", {"card": 42, "boat": 7}, "needs a kind, one of play, pass"),
    ("flotsam-fight", {"kind": "fly"}, "not 'fly'"),
    ("flotsam-fight", {"kind": "play", "card": 42}, "play action data lacks boat"),
    ("flotsam-fight", {"kind": "pass", "card": 1}, "has no field 'card'"),
    ("flotsam-fight", {"kind": "play", "card": "42", "boat": 7}, "card must be a whole number"),
    ("flotsam-fight", {"kind": "play", "card": 43, "boat": 7}, "43"),
    ("ebbe-flut", {"kind": "draw", "stack": True}, "stack must be a whole number"),
    ("ebbe-flut", {"kind": "move", "row": 1, "col": 1, "dir": "north"}, "dir must be one of"),
    ("ebbe-flut", {"kind": "place", "row": 7, "col": 0}, "from 0 to 4"),
    ("el-switcher", {"kind": "move", "card": "mov9", "a": [0, 0], "b": [0, 1]}, "not a movement"),
    ("el-switcher", {"kind": "move", "card": "mov3", "a": [0, 0], "b": [0, 9]}, "off the board"),
    ("el-switcher", {"kind": "move", "card": "mov3", "a": [0, 0], "b": "0,1"}, "pair"),
    ("el-switcher", {"kind": "claim", "card": "fig01", "owner": -1, "cells": [[0, 0]]}, "owner"),
    (
        "land-vs-sea",
        {"kind": "place", "slot": 0, "side": "u", "q": 0, "r": 0, "rotation": 0},
        "side",
    ),
    ("land-vs-sea", {"kind": "take", "stack": 4}, "not an action"),
]


@pytest.mark.parametrize(("name", "data", "words"), BAD, ids=[b[2] for b in BAD])
def test_bad_data_is_refused_with_a_reason(name: str, data: object, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        seaboard.load(name).action_from_data(data)

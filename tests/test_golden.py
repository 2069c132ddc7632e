"""Every registered game has a golden playthrough, and still plays it the same way."""

from __future__ import annotations

import json

import pytest

from golden_regen import path_for, playthrough, told_in
from seaboard.catalogues import LANGUAGES
from seaboard.engine import load, names

NAMES = names()


@pytest.mark.parametrize("name", NAMES)
def test_golden_playthrough_matches(name: str) -> None:
    path = path_for(name)
    assert path.exists(), f"{name} has no golden playthrough: run `make golden`"
    expected = json.loads(path.read_text())
    game = load(expected["game"], expected["players"], **expected["options"])
    actual = json.loads(json.dumps(playthrough(game, expected["seed"]), sort_keys=True))
    assert len(actual["steps"]) == len(expected["steps"]), "the game took another course"
    for i, (got, want) in enumerate(zip(actual["steps"], expected["steps"], strict=True)):
        assert got == want, f"{name}: step {i} differs from the golden playthrough"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("code", LANGUAGES[1:])
def test_golden_playthrough_told_in_each_language(name: str, code: str) -> None:
    path = path_for(name, code)
    assert path.exists(), f"{name} has no golden playthrough in {code}: run `make golden`"
    expected = json.loads(path.read_text())
    actual = json.loads(json.dumps(told_in(name, code), sort_keys=True))
    assert actual["start"] == expected["start"]
    assert len(actual["steps"]) == len(expected["steps"]), "the game took another course"
    for i, (got, want) in enumerate(zip(actual["steps"], expected["steps"], strict=True)):
        assert got == want, f"{name}: step {i} is told otherwise in {code}"

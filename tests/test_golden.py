"""Every registered game has a golden playthrough, and still plays it the same way."""

from __future__ import annotations

import json

import pytest

from golden_regen import path_for, playthrough
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

"""The menu reads the actions' structured entries (legal_data), never their notation: the
same words and groups come out when the notation is replaced by anything else."""

from __future__ import annotations

import random

import pytest

import seaboard
from seaboard.cli import menu
from seaboard.cli.render import group, labels
from seaboard.engine import names


@pytest.mark.parametrize("name", names())
def test_the_words_and_groups_come_from_the_data_alone(name: str) -> None:
    game = seaboard.load(name)
    state = game.new(4)
    rng = random.Random(4)
    seen = worded = 0
    while not state.is_terminal and seen < 30:
        view = state.view(state.to_move)
        words = labels(view)
        assert len(words) == len(view["legal"])
        worded += any(words)
        hidden = {**view, "legal": ["?"] * len(view["legal"])}
        assert labels(hidden) == words
        kinds = [group(name, d) for d in view["legal_data"]]
        items = menu.entries(hidden["legal"], words, kinds)
        assert [e for _, members in menu.groups(items) for e in members] == sorted(
            items, key=lambda e: kinds.index(e.group)
        )
        state = state.play(rng.choice(state.legal_actions()))
        seen += 1
    assert worded > seen // 2


def test_land_reads_cells_and_directions_from_its_own_side() -> None:
    game = seaboard.load("ebbe-flut")
    state = game.new(1)
    while state.to_move != 1 or not any(
        d["kind"] == "place" for d in state.view(state.to_move)["legal_data"]
    ):
        state = state.play(state.legal_actions()[0])
    view = state.view(1)
    for action, words in zip(state.legal_actions(), labels(view), strict=True):
        mirrored = game.notation_for(action, 1)  # "place 5,5": Land's own side, from 1
        if mirrored.startswith("place "):
            assert words == mirrored.replace("place ", "place on ")

"""Land vs Sea: no seat can learn a hidden face from its view, the notation, the history or
the tile file (issue 15: printed face numbers paired every visible face with its hidden one).
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import seaboard
from seaboard.engine import State
from seaboard.games.land_vs_sea.actions import Place
from seaboard.games.land_vs_sea.tiles import load_tiles

TILES = load_tiles(None)
PRINTED = set(TILES.by_name)  # "1a", "1b", ... as in tiles.json


def faces_in(view: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every face object of a view (hands, stack tops, discards, the map and beneath)."""
    for hand in view["hands"]:
        for tile in hand:
            for key in ("up", "down"):
                if tile[key] is not None:
                    yield tile[key]
    for stack in view["stacks"]:
        if stack["top"] is not None:
            yield stack["top"]
    for tile in view["discards"]:
        yield tile["up"]
        yield tile["down"]
    for cell in view["map"]:
        yield cell
        if cell["beneath"] is not None:
            yield cell["beneath"]


def random_states(players: int, seed: int, every: int = 7) -> Iterator[State]:
    game = seaboard.load("land-vs-sea", players)
    rng = random.Random(seed)
    state = game.new(seed)
    while not state.is_terminal:
        if len(state.history) % every == 0:
            yield state
        state = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_view_names_a_printed_face_and_no_notation_or_history_does(players: int) -> None:
    for state in random_states(players, players):
        for seat in (None, *range(players)):
            view = state.view(seat)
            ids = {face["id"] for face in faces_in(view)}
            assert not ids & PRINTED
            assert "tile" not in json.dumps(view["map"])  # the printed number's old key
            for text in view["legal"]:
                assert not re.search(r"\bt\d+[ab]@", text)
        for action in state.history:
            assert not re.search(r"\d[ab]\b", str(action)), action
            if isinstance(action, Place):
                assert re.fullmatch(r"h[01][ud]@-?\d+,-?\d+r[0-5]", str(action))


def swap_hidden(record: dict[str, Any], seat: int) -> dict[str, Any] | None:
    """The record with two faces that ``seat`` has never seen exchanged (another hand's
    hidden face and a stack tile's hidden face), or None when there are none."""
    st = record["state"]
    bit = 1 << seat
    unseen = [
        ("hands", s, i)
        for s, hand in enumerate(st["hands"])
        for i, item in enumerate(hand)
        if not item[2] & bit
    ]
    stacked = [("stacks", n, i) for n, stack in enumerate(st["stacks"]) for i in range(len(stack))]
    if not unseen or not stacked:
        return None
    out = copy.deepcopy(record)
    a, b = unseen[0], stacked[-1]
    first = out["state"][a[0]][a[1]][a[2]]
    second = out["state"][b[0]][b[1]][b[2]]
    first[1], second[1] = second[1], first[1]
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_states_that_differ_only_in_hidden_faces_look_the_same(players: int) -> None:
    checked = 0
    for state in random_states(players, 10 + players):
        game = state.game
        for seat in range(players):
            swapped = swap_hidden(state.to_json(), seat)
            if swapped is None:
                continue
            other = game.state_from_json(swapped)
            assert other.to_json() != state.to_json()
            assert other.view(seat) == state.view(seat)
            for action in state.legal_actions()[:40]:
                # the same text unless the action itself shows the seat the swapped face
                if other.apply(action).view(seat) == state.apply(action).view(seat):
                    assert other.describe(action, seat) == state.describe(action, seat)
            checked += 1
    assert checked > 10


def test_the_tile_file_does_not_tell_the_hidden_face_of_a_visible_one() -> None:
    """Each game pairs the faces anew, so a face's partner in tiles.json is its partner in
    play no more often than chance, and each face meets many partners over games."""
    game = seaboard.load("land-vs-sea")
    printed = {a: b for a, b in TILES.tiles} | {b: a for a, b in TILES.tiles}
    partners: dict[int, set[int]] = {}
    same = total = 0
    for seed in range(40):
        st = game.new(seed).to_json()["state"]
        for stack in st["stacks"]:
            for up, down, _ in stack:
                u, d = TILES.by_name[up], TILES.by_name[down]
                partners.setdefault(u, set()).add(d)
                same += printed[u] == d
                total += 1
    assert total == 40 * len(TILES.tiles)
    assert same < 60  # chance: 2320 / 115, about 20 (with the printed pairs: all 2320)
    assert min(len(p) for p in partners.values()) >= 3


def test_printed_pairs_keep_the_file_s_tiles() -> None:
    game = seaboard.load("land-vs-sea", printed_pairs=True)
    printed = {frozenset(p) for p in TILES.tiles}
    st = game.new(3).to_json()["state"]
    pairs = {
        frozenset((TILES.by_name[u], TILES.by_name[d]))
        for stack in st["stacks"]
        for u, d, _ in stack
    }
    assert pairs == printed


def test_records_keep_the_printed_faces_for_the_full_state() -> None:
    state = next(s for s in random_states(2, 1) if len(s.history) > 20)
    record = state.to_json()["state"]
    assert all(u in PRINTED and d in PRINTED for hand in record["hands"] for u, d, _ in hand)
    again = state.game.state_from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == state.to_json()

"""Every game's words are for people: no notation and no numbers counted from 0 in any line
told, and the numbers and places people read are the ones the board shows.

The lines scanned are those of the golden playthroughs (each game's golden.json) and of random
playthroughs of every game (its conformance configurations and its optional modules), told
to every seat and to a spectator, with and without the players' names, from the start to
the end (El Switcher's turn timer included).
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

from golden_regen import path_for
from seaboard.engine import Action, Game, State, game_class, load
from seaboard.engine.registry import names
from seaboard.games.ebbe_flut import actions as ef
from seaboard.games.ebbe_flut import board as ef_board
from seaboard.games.el_switcher import actions as es
from seaboard.games.flotsam_fight import actions as ff
from seaboard.games.land_vs_sea import actions as lvs

GAMES = tuple(names())
NAMES = ("Ann", "Bob", "Cy", "Di", "Eve", "Flo")

# The machine's language, game by game: what must never appear inside a sentence (each
# game's actions.py declares it as NOTATION_PATTERNS, its Game as notation_patterns).
NOTATION: dict[str, tuple[str, ...]] = {n: game_class(n).notation_patterns for n in names()}
# Numbers counted from 0 where people count from 1.
ZERO_BASED = re.compile(
    r"\b(stack|tile|seat|player|row|column|round|boat|turn|card|space) 0\b", re.IGNORECASE
)


def configs(name: str) -> list[tuple[int, dict[str, Any]]]:
    out = [(p, dict(o)) for p, o in game_class(name).conformance_configs()]
    if name == "land-vs-sea":
        every = {"caravans_ships": True, "mountains_coral": True, "waypoints": True}
        out += [(2, every), (3, every), (4, every)]
    return out


def told_lines(state: State, action: Action, after: State) -> Iterator[tuple[int | None, str]]:
    """The action told to a spectator and every seat, without and with names."""
    game = state.game
    names = NAMES[: game.players]
    for seat in [None, *range(game.players)]:
        yield seat, state.describe(action, seat, after)
        yield seat, state.describe(action, seat, after, names)


def playthrough(game: Game, seed: int) -> Iterator[tuple[State, Action, State]]:
    rng = random.Random(seed)
    state = game.new(seed)
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        after = state.apply(action)
        yield state, action, after
        state = after


def check_line(name: str, text: str, where: str) -> None:
    for pattern in NOTATION[name]:
        found = re.search(pattern, text)
        assert found is None, f"{where}: notation {found.group(0)!r} in {text!r}"
    zero = ZERO_BASED.search(text)
    assert zero is None, f"{where}: {zero.group(0)!r} counts from 0 in {text!r}"
    assert "Player 0" not in text and "seat" not in text.lower(), f"{where}: {text!r}"
    assert not re.search(r"\btie\b|share the win", text), f"{where}: a draw is a draw: {text!r}"


@pytest.mark.parametrize("name", GAMES)
def test_the_golden_playthrough_speaks_words_only(name: str) -> None:
    golden = json.loads(path_for(name).read_text())
    count = 0
    for i, step in enumerate(golden["steps"]):
        for seat, text in step.get("texts", {}).items():
            check_line(name, text, f"golden step {i} told to seat {seat}")
            count += 1
    assert count > 100


@pytest.mark.parametrize("name", GAMES)
def test_random_playthroughs_speak_words_only(name: str) -> None:
    lines = 0
    for k, (players, options) in enumerate(configs(name)):
        game = load(name, players, **options)
        for seed in (k, 100 + k):
            first = game.new(seed)
            for seat in [None, *range(players)]:
                check_line(name, first.describe_start(seat), "start")
                check_line(name, first.describe_start(seat, NAMES[:players]), "start")
            for state, action, after in playthrough(game, seed):
                for seat, text in told_lines(state, action, after):
                    check_line(name, text, f"{action} told to seat {seat}")
                    lines += 1
                if state.timeout_action() is not None and lines % 7 == 0:
                    for seat in [None, *range(players)]:
                        check_line(name, state.describe_timeout(seat, None, NAMES), "timeout")
    assert lines > 500


def test_the_listener_is_you_and_the_others_are_named() -> None:
    for name in GAMES:
        game = load(name)
        names = NAMES[: game.players]
        for state, action, after in playthrough(game, 3):
            mover = state.to_move
            assert mover is not None
            mine = state.describe(action, mover, after, names)
            theirs = state.describe(action, None, after, names)
            assert mine.startswith(("You ", "Time is up for you")), mine
            assert theirs.startswith(names[mover]), theirs
            assert "You" not in theirs and " you " not in theirs, theirs


# -- the numbers people read are the board's ----------------------------------------------
def cell_of(text: str, after: str = "") -> tuple[int, int]:
    """``row R, column C`` (counted from 1) read back from a line, after ``after``."""
    found = re.search(re.escape(after) + r".*?row (\d), column (\d)", text)
    assert found, text
    return int(found.group(1)) - 1, int(found.group(2)) - 1


def test_ebbe_flut_cells_and_stacks_are_those_of_the_seats_own_board() -> None:
    game = load("ebbe-flut")
    checked = 0
    for seed in range(3):
        for state, action, after in playthrough(game, seed):
            for seat in (None, 0, 1):
                text = state.describe(action, seat, after)
                if isinstance(action, ef.Draw):
                    assert f"from stack {action.stack + 1}" in text
                if not isinstance(action, ef.Place):
                    continue
                # the board as the seat sees it: Land's screen is the grid turned round
                row, col = cell_of(text, " on ")
                if seat == ef_board.LAND:
                    row, col = 4 - row, 4 - col
                top = after.view(seat)["board"][row][col][-1]
                assert top["card"] in text, (text, top)
                checked += 1
    assert checked > 50


def test_flotsam_boats_are_named_by_the_number_they_show() -> None:
    game = load("flotsam-fight", 3)
    loaded = 0
    for state, action, after in playthrough(game, 2):
        if not isinstance(action, ff.Play):
            continue
        text = state.describe(action, None, after)
        found = re.search(r"onto boat (\d+)", text)
        assert found, text
        boat = next(b for b in after.view(None)["boats"] if b["number"] == int(found.group(1)))
        if boat["cards"]:  # (the last card of a round clears the boats)
            assert boat["cards"][-1] == action.card
            loaded += 1
    assert loaded > 10


def walk(words: str) -> tuple[int, int]:
    """The space a line names, walked from the starting tile (``actions.space_name``)."""
    if words == "the middle space":
        return 0, 0
    found = re.fullmatch(r"the space (.+) of the starting tile", words)
    assert found, words
    q = r = 0
    for part in found.group(1).split(" and "):
        count, _, way = part.rpartition(" ")
        if not count:
            count, way = "1", part
        dq, dr = lvs.DIRS[lvs.EDGE_NAMES.index(way)]
        q, r = q + int(count) * dq, r + int(count) * dr
    return q, r


def test_land_vs_sea_spaces_tiles_and_stacks_are_the_boards() -> None:
    game = load("land-vs-sea")
    places = 0
    for state, action, after in playthrough(game, 4):
        text = state.describe(action, None, after)
        if isinstance(action, lvs.Take):
            assert f"the top tile of stack {action.stack + 1} " in text
        if isinstance(action, lvs.Place):
            ordinal = ("first", "second")[action.slot]
            assert f" their {ordinal} tile, " in text
            where = re.search(r", on (the .+?), (?:turned|not turned)", text)
            assert where, text
            assert walk(where.group(1)) == (action.q, action.r)
            placed = {(c["q"], c["r"]) for c in after.view(None)["map"]}
            assert (action.q, action.r) in placed
            places += 1
    assert places > 10
    for q in range(-4, 5):
        for r in range(-4, 5):
            assert walk(lvs.space_name(q, r)) == (q, r)


def test_el_switcher_cells_are_the_boards_rows_and_columns() -> None:
    game = load("el-switcher", 2, deck="short", max_turns=6)
    swaps = 0
    for state, action, after in playthrough(game, 5):
        if not isinstance(action, es.Move):
            continue
        text = state.describe(action, None, after)
        (r1, c1), (r2, c2) = cell_of(text), cell_of(text, " and ")
        before, now = state.view(None)["board"], after.view(None)["board"]
        assert now[r1][c1] == before[r2][c2] and now[r2][c2] == before[r1][c1]
        assert {(r1, c1), (r2, c2)} == {divmod(action.a, 6), divmod(action.b, 6)}
        swaps += 1
    assert swaps > 10


# -- the rules, written for players -------------------------------------------------------
DEVELOPER_WORDS = re.compile(
    r"seat [0-9]|\bviews?\b|components\.json|tiles\.json|deck\.json|the default before|"
    r"was the default|\bdescribe\b|\bresample\b|to_json|state_from_json|\blegal\b|encoding",
    re.IGNORECASE,
)


@pytest.mark.parametrize("name", GAMES)
def test_the_rules_are_written_for_players(name: str) -> None:
    package = game_class(name).__module__.rsplit(".", 1)[0]
    text = resources.files(package).joinpath("rules.md").read_text()
    headings = re.findall(r"^## (.+)$", text, re.MULTILINE)
    for wanted in ("The goal", "A turn", "Rulings"):
        assert wanted in headings, f"{name}: no section {wanted!r}"
    assert any(h.startswith("The end") for h in headings), headings
    found = DEVELOPER_WORDS.search(text)
    assert found is None, f"{name}'s rules speak the developer's language: {found.group(0)!r}"
    assert not re.search(r"\b(row|column|stack|seat|tile) 0\b", text), name

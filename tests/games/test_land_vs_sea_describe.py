"""Land vs Sea: every kind of action told in words, from each seat's point of view."""

from __future__ import annotations

import json
from typing import Any

import lvs_positions
import pytest
from test_land_vs_sea_rules import TILES, face

import seaboard
from seaboard.engine import Game, State
from seaboard.games.land_vs_sea.actions import DIRS

ALL = 3


@pytest.fixture(scope="module")
def path(tmp_path_factory: pytest.TempPathFactory) -> str:
    tiles: list[dict[str, Any]] = [{"id": 0, "kind": "start", "faces": {"a": face("LLLSSS")}}]
    for tid, (a, b) in TILES.items():
        tiles.append({"id": tid, "kind": "regular", "faces": {"a": a, "b": b}})
    volcano = face("LLLLLL", [("L", list(range(6)), 5)])
    whirlpool = face("SSSSSS", [("S", list(range(6)), 5)])
    tiles.append({"id": 99, "kind": "volcano", "faces": {"a": volcano, "b": whirlpool}})
    out = tmp_path_factory.mktemp("lvs") / "tiles.json"
    out.write_text(json.dumps({"tiles": tiles}))
    return str(out)


@pytest.fixture(scope="module")
def plain(path: str) -> Game:
    return seaboard.load("land-vs-sea", tiles=path)


@pytest.fixture(scope="module")
def way(path: str) -> Game:
    return seaboard.load("land-vs-sea", tiles=path, waypoints=True)


def position(
    game: Game,
    cells: list[tuple[Any, ...]],
    hands: tuple[list[str], ...] = ([], []),
    stacks: tuple[list[str], list[str]] = ([], []),
    seen: int = ALL,
    **state: Any,
) -> State:
    return lvs_positions.position(game, cells, hands, stacks, seen, **state)


def told(state: State, text: str) -> tuple[str, str]:
    """How the action is told to Land (seat 0) and to Sea (seat 1)."""
    action = state.game.parse_action(text)
    return state.describe(action, 0), state.describe(action, 1)


START = [(0, 0, "0a", 0)]
# Two faces of the test set that differ only in their regions:
TWO = "four sea edges and two land edges side by side"
SPLIT = f"{TWO}, the land split into two parts"


def test_the_start_says_who_begins_and_why(plain: Game) -> None:
    assert plain.new(1).describe_start(1) == (
        "Land begins (Land always starts): in turn (Land, you) each player takes the top "
        "tile of either stack until everyone holds two, then Land places first"
    )


def test_a_draft_take_shows_the_hidden_face_to_the_taker_only(plain: Game) -> None:
    s = position(plain, START, stacks=(["3a", "8a"], ["4a"]), phase="draft")
    land, sea = told(s, "take 0")
    assert land == (
        f"You take the top tile of stack 1 (half land, half sea), hidden face ({TWO}); "
        f"stack 1 now shows ({SPLIT})"
    )
    assert sea == (
        f"Land takes the top tile of stack 1 (half land, half sea); stack 1 now shows ({SPLIT})"
    )


def test_the_last_draft_take_names_the_first_player(plain: Game) -> None:
    s = lvs_positions.position(
        plain, START, [["1a", "2a"], ["7a"]], [["3a"], ["4a"]], ALL, phase="draft", mover=1
    )
    assert told(s, "take 1")[0] == (
        "Sea takes the top tile of stack 2 (four sea edges and two opposite land edges); "
        "stack 2 now shows nothing: it is empty; the draft is over; you place first"
    )


def test_a_placement_that_completes_an_area_tells_points_bonus_and_totals(plain: Game) -> None:
    s = position(plain, [(0, 0, "1a", 0)], hands=(["8a"], ["2a", "8b"]), mover=1)
    move = lvs_positions.named(s, "t2a@1,0r3")
    land, sea = told(s, move)
    tail = "; completes a land area of 2 tiles: Land +2, bonus Sea +2; score: Land 2, Sea 2"
    face = "five sea edges and one land edge, 2 bonus points"
    where = "on the space east of the starting tile, turned 180°"
    assert sea == (
        f"You place your first tile, upper face ({face}), {where}; its other face "
        f"(five land edges and one sea edge) lies beneath{tail}; Land's turn"
    )
    assert land == f"Sea places their first tile, upper face ({face}), {where}{tail}; your turn"


def test_the_face_beneath_is_told_only_to_who_has_seen_it(plain: Game) -> None:
    s = position(plain, START, hands=(["8a"], ["7a"]), stacks=(["3a"], ["4a"]))
    move = lvs_positions.named(s, "t8a@1,0r3")
    land, sea = told(s, move)
    assert land == (
        "You place your first tile, upper face (half land, half sea), on the space east of "
        f"the starting tile, turned 180°; its other face ({TWO}) lies beneath; you draw 2 tiles"
    )
    assert sea == (
        "Land places their first tile, upper face (half land, half sea), on the space east of "
        "the starting tile, turned 180°; Land draws 2 tiles"
    )


def test_a_hidden_face_placed_is_named_as_such(plain: Game) -> None:
    s = position(plain, START, hands=(["8a"], ["7a"]), stacks=(["3a"], ["4a"]))
    move = lvs_positions.named(s, "t8b@1,0r3")
    assert told(s, move)[1] == (
        f"Land places their first tile, hidden face ({TWO}), on the space east of the "
        "starting tile, turned 180°; Land draws 2 tiles"
    )


def test_play_again_is_announced(plain: Game) -> None:
    s = position(plain, START, hands=(["5a", "8a"], ["1a", "2a"]), stacks=(["3a"], ["4a"]))
    move = lvs_positions.named(s, "t5a@1,0r3")
    assert told(s, move)[1].endswith("; Play Again: Land places the other tile now")


def test_steal_tells_the_thief_the_hidden_face_and_nobody_else(plain: Game) -> None:
    s = lvs_positions.position(
        plain,
        [(0, 0, "0a", 0), (1, 0, "6a", 3)],
        [["8a"], ["1a", "2a"]],
        [["3a"], ["4a"]],
        2,  # Sea knows the down faces of its own tiles only
        phase="steal",
        placed=1,
    )
    land, sea = told(s, "steal 1.1")
    face = "five sea edges and one land edge, 2 bonus points"
    assert land == (
        f"You steal Sea's second tile ({face}), hidden face (five land edges and one sea "
        "edge); Sea's turn"
    )
    assert sea == f"Land steals your second tile ({face}); your turn"


def test_a_hole_and_the_whirlpool(plain: Game) -> None:
    ring = [(DIRS[d][0], DIRS[d][1], "7a", ((d + 3) % 6 - 5) % 6) for d in range(5)]
    s = position(plain, ring, hands=(["10a", "8a"], ["1a", "2a"]), stacks=(["3a"], ["4a"]))
    move = lvs_positions.named(s, "t10a@0,1r3")
    assert told(s, move)[1].endswith(
        "; a hole at the middle space: Land puts the Volcano/Whirlpool in it"
    )
    s = s.play(move)
    assert told(s, "volcano@0,0r2")[1] == (
        "Land puts the Whirlpool into the hole on the middle space, turned 120° anticlockwise; "
        "completes a sea area of 7 tiles: Sea +7, bonus Land +5; score: Land 5, Sea 7; "
        "Land draws 1 tile"
    )


def test_a_space_no_tile_can_fill_is_called_dead(plain: Game) -> None:
    ring = [(DIRS[d][0], DIRS[d][1], "7a", ((d + 3) % 6 - 5) % 6) for d in range(5)]
    s = position(
        plain,
        ring,
        hands=(["10a", "8a"], ["1a", "2a"]),
        stacks=(["3a"], ["4a"]),
        volcano_available=False,
    )
    move = lvs_positions.named(s, "t10a@0,1r3")
    assert told(s, move)[0].endswith(
        "; the middle space can never be filled: every area touching it is dead; you draw 1 tile"
    )
    assert s.play(move).view(0)["dead"] == [[0, 0]]


def test_a_draw_that_splits_the_last_stack(plain: Game) -> None:
    s = position(
        plain,
        START,
        hands=(["8a"], ["7a"]),
        stacks=(["1a"], ["2a", "3a", "4a", "5a", "6a"]),
        phase="draw",
    )
    assert told(s, "take 0")[1] == (
        "Land takes the top tile of stack 1 (five sea edges and one land edge); "
        f"stack 1 now shows (half land, half sea, Steal); stack 2 now shows ({SPLIT}); "
        "stack 1 ran out: the top half of stack 2 becomes it; your turn"
    )


def test_a_pass_with_nothing_to_place(plain: Game) -> None:
    s = position(plain, START, hands=([], ["8b"]), stacks=(["3a"], ["4a"]))
    assert told(s, "pass")[1] == "Land can place no face and discards nothing; Land draws 2 tiles"


def test_the_last_tile_ends_the_game_with_the_result(plain: Game) -> None:
    s = position(plain, START, hands=(["1a"], []), points=[5, 3])
    move = lvs_positions.named(s, "t1a@1,0r3")
    assert told(s, move)[1] == (
        "Land places their first tile, upper face (five sea edges and one land edge), on the "
        "space east of the starting tile, turned 180°; the game is over: Land 5, Sea (you) 3; "
        "Land wins"
    )
    s = position(plain, START, hands=(["1a"], []), points=[4, 4])
    assert told(s, move)[0].endswith(
        "the game is over: Land (you) 4, Sea 4; a draw between Land and Sea"
    )


def test_waypoints_placed_kept_and_warned_about_complete_areas(way: Game) -> None:
    # three peninsulas close the start tile's land region; its sea edges stay open
    cells = [(0, 0, "0a", 0), (1, 0, "1a", 3), (1, -1, "1a", 4), (0, -1, "7b", 5)]
    s = position(way, cells, hands=(["8a"], ["8b"]), stacks=(["3a"], ["4a"]), phase="waypoint")
    land, sea = told(s, "waypoint@0,0.0")
    part = (
        "waypoint on the land part (east, north-east and north-west edges) of the starting "
        "tile (that area is complete already: the waypoint comes back only when the tile is "
        "surrounded)"
    )
    assert land == f"You put your {part}; you draw 1 tile"
    assert sea == f"Land puts their {part}; Land draws 1 tile"
    assert told(s, "pass")[0] == "You keep your waypoint off the map; you draw 1 tile"


def test_a_returned_waypoint_is_told_with_its_reason(way: Game) -> None:
    s = position(
        way,
        [(0, 0, "1a", 0)],
        hands=(["8a"], ["2a", "8b"]),
        stacks=(["3a"], ["4a"]),
        mover=1,
        waypoints=[[0, 0, 0], None],
    )
    move = lvs_positions.named(s, "t2a@1,0r3")
    assert (
        "; your waypoint goes home (its area is complete): Sea +1; score: Land 2, Sea 3"
        in (told(s, move)[0])
    )
    assert "; Land's waypoint goes home (its area is complete)" in told(s, move)[1]


def test_the_waypoint_phase_lists_regions_whose_area_is_complete(way: Game) -> None:
    cells = [(0, 0, "0a", 0), (1, 0, "1a", 3), (1, -1, "1a", 4), (0, -1, "7b", 5)]
    s = position(way, cells, hands=(["8a"], ["8b"]), stacks=(["3a"], ["4a"]), phase="waypoint")
    closed = s.view(0)["complete_regions"]
    assert [0, 0, 0] in closed and [0, 0, 1] not in closed  # the start's sea is open
    assert [1, 0, 0] in closed  # the peninsula's land edge belongs to the same area
    assert s.play("pass").view(0)["complete_regions"] == []
    # the terminal marks the completed area's edges (and only those) on the map
    from seaboard.games.land_vs_sea.front.terminal import completed_edges

    view = s.view(0)
    done = completed_edges(view)
    start = next(t for t in view["map"] if (t["q"], t["r"]) == (0, 0))
    land, sea = (set(start["regions"][i]["edges"]) for i in (0, 1))
    assert all((0, 0, d) in done for d in land) and not any((0, 0, d) in done for d in sea)


def test_four_players_are_named_by_team_and_number(path: str) -> None:
    four = seaboard.load("land-vs-sea", 4, tiles=path)
    assert [four.role_name(s) for s in range(4)] == ["Land 1", "Sea 1", "Land 2", "Sea 2"]
    assert four.new(1).describe_start(3).startswith("Land 1 begins (Land always starts): in turn")
    s = lvs_positions.position(
        four,
        [(0, 0, "0a", 0), (1, 0, "6a", 3)],
        [["8a"], ["1a", "2a"], ["3a", "4a"], ["7a"]],
        [["5a"], ["9a"]],
        0,
        phase="steal",
        placed=1,
    )
    assert s.describe(four.parse_action("steal 2.0"), 2) == (
        f"Land 1 steals your first tile ({SPLIT}); Land 1 may place a waypoint"
    )
    assert s.describe(four.parse_action("steal 2.0"), 0).startswith(
        f"You steal Land 2's first tile ({SPLIT}), hidden face ({TWO})"
    )
    names = ["Ann", "Bob", "Cy", "Di"]
    assert s.describe(four.parse_action("steal 2.0"), 1, names=names) == (
        f"Ann (Land 1) steals Cy's first tile ({SPLIT}); Ann may place a waypoint"
    )

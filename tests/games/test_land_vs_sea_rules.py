"""Land vs Sea: rulebook scenarios on positions set up with state_from_json."""

from __future__ import annotations

import json
import random
from typing import Any

import lvs_positions
import pytest

import seaboard
from seaboard.engine import Game, IllegalAction, State
from seaboard.games.land_vs_sea.actions import DIRS, Place

ALL = 3  # both seats know a face


def face(
    edges: str,
    regions: list[tuple[str, list[int], int]] | None = None,
    icons: tuple[str, ...] = (),
) -> dict[str, Any]:
    """A face; by default each run of one type is one region."""
    if regions is None:
        regions = []
        for kind in "LS":
            if kind not in edges:
                continue
            start = next((i for i in range(6) if edges[i] != kind), 0)
            run: list[int] = []
            for step in range(1, 7):
                i = (start + step) % 6
                if edges[i] == kind:
                    run.append(i)
                elif run:
                    regions.append((kind, sorted(run), 0))
                    run = []
            if run:
                regions.append((kind, sorted(run), 0))
    return {
        "edges": edges,
        "regions": [{"type": k, "edges": e, "bonus": b} for k, e, b in regions],
        "icons": list(icons),
        "mountains": [],
        "corals": [],
    }


PENINSULA = "LSSSSS"  # one land edge (face edge 0)
TILES: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {
    1: (face(PENINSULA), face("LLLLLS")),
    2: (face(PENINSULA, [("L", [0], 2), ("S", [1, 2, 3, 4, 5], 0)]), face("LLLLLS")),
    3: (  # a pinch: two land edges meeting at a corner, separate regions; b joins them
        face("LLSSSS", [("L", [0], 0), ("L", [1], 0), ("S", [2, 3, 4, 5], 0)]),
        face("LLSSSS"),
    ),
    4: (  # land at 0 and 3: a split face; b joins the land across the face
        face("LSSLSS", [("L", [0], 0), ("L", [3], 0), ("S", [1, 2], 0), ("S", [4, 5], 0)]),
        face("LSSLSS", [("L", [0, 3], 0), ("S", [1, 2], 0), ("S", [4, 5], 0)]),
    ),
    5: (face("LLLSSS", icons=("play_again",)), face("LLSLSS")),
    6: (face("LLLSSS", icons=("steal",)), face("LLSSLS")),
    7: (face("LLLLLS"), face(PENINSULA)),
    8: (face("LLLSSS"), face("LLSSSS")),
    9: (face("LLLSSS", icons=("play_again",)), face("LLLLSS")),
    10: (face("LLLLLS"), face("LLSLLS")),
}


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    start = face("LLLSSS")
    tiles: list[dict[str, Any]] = [{"id": 0, "kind": "start", "faces": {"a": start}}]
    for tid, (a, b) in TILES.items():
        tiles.append({"id": tid, "kind": "regular", "faces": {"a": a, "b": b}})
    volcano = face("LLLLLL", [("L", list(range(6)), 5)])
    whirlpool = face("SSSSSS", [("S", list(range(6)), 5)])
    tiles.append({"id": 99, "kind": "volcano", "faces": {"a": volcano, "b": whirlpool}})
    path = tmp_path_factory.mktemp("lvs") / "tiles.json"
    path.write_text(json.dumps({"tiles": tiles}))
    return seaboard.load("land-vs-sea", tiles=str(path))


def position(
    game: Game,
    cells: list[tuple[int, int, str, int]],
    hands: tuple[list[str], ...] = ([], []),
    stacks: tuple[list[str], list[str]] = ([], []),
    **state: Any,
) -> State:
    """A position: map cells (q, r, face, rotation) whose hidden faces both seats know."""
    return lvs_positions.position(game, cells, hands, stacks, ALL, **state)


def rotations_at(state: State, name: str, q: int, r: int) -> set[int]:
    return {
        a.rotation
        for a in state.legal_actions()
        if isinstance(a, Place) and (a.q, a.r) == (q, r) and lvs_positions.printed(state, a) == name
    }


def points(state: State) -> tuple[float, ...]:
    return state.scores


# -- matching --------------------------------------------------------------------------
def test_matching_on_one_side(game: Game) -> None:
    s = position(game, [(0, 0, "0a", 0)], hands=(["1a", "8a"], []))
    # east of the start tile its land edge 0 faces our edge 3: the one land edge must turn there
    assert rotations_at(s, "1a", 1, 0) == {3}
    # west of it the start's edge 3 is sea: every rotation but the one putting land at 0
    assert rotations_at(s, "1a", -1, 0) == {1, 2, 3, 4, 5}


def test_matching_on_two_sides(game: Game) -> None:
    # (1,-1) touches the start (its land edge 1) and a tile at (1,0) showing land at edge 2
    s = position(game, [(0, 0, "0a", 0), (1, 0, "7a", 0)], hands=(["8b", "1a"], []))
    assert rotations_at(s, "8b", 1, -1) == {4}  # LLSSSS: land at 4 and 5
    assert rotations_at(s, "1a", 1, -1) == set()  # one land edge cannot meet two


def ring_around(centre: tuple[int, int], pattern: str, skip: int | None = None) -> list[Any]:
    """Tiles 'LLLSSS' (face 8a) around ``centre`` so the space shows ``pattern``."""
    cells = []
    for d in range(6):
        if d == skip:
            continue
        want = pattern[d]
        facing = (d + 3) % 6
        # face 8a has land at face edges 0..2 and sea at 3..5; face edge e shows at e + k
        e = 0 if want == "L" else 3
        cells.append((centre[0] + DIRS[d][0], centre[1] + DIRS[d][1], "8a", (facing - e) % 6))
    return cells


def test_matching_on_six_sides_and_mirror_faces_differ(game: Game) -> None:
    s = position(game, ring_around((5, 5), "LLSLSS"), hands=(["5b", "6b"], []))
    assert rotations_at(s, "5b", 5, 5) == {0}  # LLSLSS fits only as it is
    assert rotations_at(s, "6b", 5, 5) == set()  # its mirror LLSSLS never fits


def test_an_unmatched_edge_is_refused_with_a_reason(game: Game) -> None:
    s = position(game, [(0, 0, "0a", 0)], hands=(["1a", "8a"], []))
    with pytest.raises(
        IllegalAction,
        match="its west edge would put sea against the land of the neighbour to the west",
    ):
        s.play(lvs_positions.named(s, "t1a@1,0r0"))


# -- completing areas --------------------------------------------------------------------
def test_simple_area_scores_its_tiles_for_land_and_the_bonus_for_the_completer(
    game: Game,
) -> None:
    # Sea completes a two-tile land area whose new tile carries 2 bonus points
    s = position(game, [(0, 0, "1a", 0)], hands=(["8a"], ["2a", "8b"]), mover=1)
    s = s.play(lvs_positions.named(s, "t2a@1,0r3"))
    assert points(s) == (2.0, 2.0)  # Land 1 per tile, Sea the bonus
    assert s.view(None)["completed"] == {"land": 1, "sea": 0}


def test_bonus_goes_to_land_when_land_completes(game: Game) -> None:
    s = position(game, [(0, 0, "1a", 0)], hands=(["2a", "8a"], ["8b"]))
    s = s.play(lvs_positions.named(s, "t2a@1,0r3"))
    assert points(s) == (4.0, 0.0)


def test_pinched_area_completes_alone(game: Game) -> None:
    s = position(game, [(0, 0, "3a", 0)], hands=(["1a", "8a"], []))
    assert points(s.play(lvs_positions.named(s, "t1a@1,0r3"))) == (2.0, 0.0)


def test_joined_area_does_not_complete_while_its_other_edge_is_open(game: Game) -> None:
    s = position(game, [(0, 0, "3b", 0)], hands=(["1a", "8a"], []))
    assert points(s.play(lvs_positions.named(s, "t1a@1,0r3"))) == (0.0, 0.0)


def test_a_split_tile_scores_for_two_areas_at_once(game: Game) -> None:
    s = position(game, [(1, 0, "1a", 3), (-1, 0, "7b", 0)], hands=(["4a", "8a"], []))
    after = s.play(lvs_positions.named(s, "t4a@0,0r0"))
    assert points(after) == (4.0, 0.0)  # two areas of 2 tiles; the middle tile counts twice
    assert after.view(None)["completed"]["land"] == 2
    joined = s.play(lvs_positions.named(s, "t4b@0,0r0"))
    assert points(joined) == (3.0, 0.0)  # one area across the face: 3 tiles
    assert joined.view(None)["completed"]["land"] == 1


# -- action tiles ---------------------------------------------------------------------------
START = [(0, 0, "0a", 0)]
STACKS = (["3a"], ["4a"])


def first_place(state: State, name: str) -> str:
    for a in state.legal_actions():
        if isinstance(a, Place) and lvs_positions.printed(state, a) == name:
            return str(a)
    raise AssertionError(f"{name} has no placement")


def test_play_again_places_the_second_tile_at_once(game: Game) -> None:
    s = position(game, START, hands=(["5a", "8a"], ["1a", "2a"]), stacks=STACKS)
    s = s.play(first_place(s, "5a"))
    assert (s.to_move, s.view(0)["phase"]) == (0, "again")
    s = s.play(first_place(s, "8a"))
    assert s.view(0)["phase"] == "draw" and s.to_move == 0
    s = s.play("take 0").play("take 1")
    assert s.to_move == 1 and len(s.view(0)["hands"][0]) == 2


def test_play_again_is_compulsory(game: Game) -> None:
    s = position(game, START, hands=(["5a", "8a"], ["1a", "2a"]), stacks=STACKS)
    s = s.play(first_place(s, "5a"))
    assert "pass" not in [str(a) for a in s.legal_actions()]
    assert {lvs_positions.printed(s, a) for a in s.legal_actions()} == {"8a", "8b"}
    with pytest.raises(IllegalAction, match="Play Again is compulsory"):
        s.play("pass")


def test_a_second_play_again_gives_nothing_more(game: Game) -> None:
    s = position(game, START, hands=(["5a", "9a"], ["1a", "2a"]), stacks=STACKS)
    s = s.play(first_place(s, "5a"))
    s = s.play(first_place(s, "9a"))
    assert s.view(0)["phase"] == "draw"


def test_steal_takes_a_tile_and_skips_the_draw(game: Game) -> None:
    s = position(game, START, hands=(["6a", "8a"], ["1a", "2a"]), stacks=STACKS)
    s = s.play(first_place(s, "6a"))
    assert [str(a) for a in s.legal_actions()] == ["steal 1.0", "steal 1.1"]
    s = s.play("steal 1.1")
    hand = s.view(0)["hands"][0]
    assert lvs_positions.hand_names(s, 0) == [["8a", "8b"], ["2a", "2b"]]
    assert [h["up"]["id"] for h in hand] == ["h0u", "h1u"]
    assert hand[1]["down"]["id"] == "h1d" and hand[1]["seen_by"] == [0, 1]
    assert s.to_move == 1 and s.view(1)["phase"] == "play"  # no draw: Land holds 2
    assert len(s.view(1)["hands"][1]) == 1


def test_play_again_then_steal_in_one_turn(game: Game) -> None:
    s = position(game, START, hands=(["5a", "6a"], ["1a", "2a"]), stacks=STACKS)
    s = s.play(first_place(s, "5a"))
    s = s.play(first_place(s, "6a"))
    s = s.play("steal 1.0")
    assert s.view(0)["phase"] == "draw" and len(s.view(0)["hands"][0]) == 1
    s = s.play("take 1")
    assert s.to_move == 1 and len(s.view(0)["hands"][0]) == 2


def test_never_steal_a_last_tile(game: Game) -> None:
    s = position(game, START, hands=(["6a", "8a"], ["1a"]), stacks=STACKS)
    s = s.play(first_place(s, "6a"))
    assert s.view(0)["phase"] == "draw"  # nothing to steal: Sea holds one tile


# -- holes ------------------------------------------------------------------------------------
def sea_ring() -> list[Any]:
    # face 7a is LLLLLS: sea only at face edge 5; turn it toward the centre (0,0)
    return [(DIRS[d][0], DIRS[d][1], "7a", ((d + 3) % 6 - 5) % 6) for d in range(5)]


def test_hole_takes_the_whirlpool_which_completes_the_sea(game: Game) -> None:
    s = position(game, sea_ring(), hands=(["10a", "8a"], ["1a", "2a"]), stacks=STACKS)
    s = s.play(lvs_positions.named(s, "t10a@0,1r3"))  # sea toward the centre closes the hole
    assert s.view(0)["phase"] == "volcano" and s.view(0)["holes"] == [[0, 0]]
    assert [str(a) for a in s.legal_actions()] == [f"volcano@0,0r{k}" for k in range(6)]
    s = s.play("volcano@0,0r2")
    centre = next(c for c in s.view(None)["map"] if (c["q"], c["r"]) == (0, 0))
    assert centre["edges"] == "SSSSSS"
    assert [0, 0, "99b"] in [c[:3] for c in s.to_json()["state"]["map"]]
    assert points(s) == (5.0, 7.0)  # Sea: 7 tiles; Land completed it: 5 bonus
    assert s.view(None)["volcano_available"] is False


def test_land_hole_takes_the_volcano(game: Game) -> None:
    ring = [(DIRS[d][0], DIRS[d][1], "7b", (d + 3) % 6) for d in range(5)]
    s = position(game, ring, hands=(["8a"], ["2a", "8b"]), stacks=STACKS, mover=1)
    s = s.play(lvs_positions.named(s, "t2a@0,1r2")).play("volcano@0,0r0")
    centre = next(c for c in s.view(None)["map"] if (c["q"], c["r"]) == (0, 0))
    assert centre["edges"] == "LLLLLL" and [0, 0, "99a"] in [
        c[:3] for c in s.to_json()["state"]["map"]
    ]
    assert points(s) == (7.0, 7.0)  # Land 7 tiles; Sea 5 + 2 bonus


def test_a_second_hole_stays_empty_and_its_area_open(game: Game) -> None:
    s = position(
        game,
        sea_ring(),
        hands=(["10a", "8a"], ["1a", "2a"]),
        stacks=STACKS,
        volcano_available=False,
    )
    s = s.play(lvs_positions.named(s, "t10a@0,1r3"))
    assert s.view(0)["phase"] == "draw"
    assert [0, 0] in s.view(0)["open"] and points(s) == (0.0, 0.0)


# -- stacks, passing, the end ------------------------------------------------------------------
def test_splitting_the_last_stack(game: Game) -> None:
    s = position(
        game,
        START,
        hands=(["8a"], ["7a"]),
        stacks=(["1a"], ["2a", "3a", "4a", "5a", "6a"]),
        phase="draw",
    )
    s = s.play("take 0")
    stacks = s.view(1)["stacks"]
    assert [st["size"] for st in stacks] == [3, 2]
    assert (stacks[0]["top"]["id"], stacks[1]["top"]["id"]) == ("s0", "s1")
    record = s.to_json()["state"]["stacks"]
    assert record[0][-1][0] == "6a" and record[1][-1][0] == "3a"
    assert s.to_move == 1


def test_pass_discards_and_draws_again(game: Game) -> None:
    # A regular face always fits somewhere (see rules.md), so a pass needs a contrived
    # position: a player holding nothing at the start of the turn.
    s = position(game, START, hands=([], ["8b"]), stacks=STACKS)
    assert [str(a) for a in s.legal_actions()] == ["pass"]
    s = s.play("pass")
    assert s.view(0)["phase"] == "draw" and s.to_move == 0


def test_pass_is_refused_when_a_tile_fits(game: Game) -> None:
    s = position(game, START, hands=(["8a"], ["8b"]), stacks=STACKS)
    with pytest.raises(IllegalAction, match="may not pass"):
        s.play("pass")


def test_every_face_in_hand_fits_somewhere_in_random_games(game: Game) -> None:
    real = seaboard.load("land-vs-sea")
    for seed in range(4):
        rng = random.Random(seed)
        s = real.new(seed)
        while not s.is_terminal:
            view = s.view(s.to_move)
            if view["phase"] == "play":
                placed = {a.face for a in s.legal_actions() if isinstance(a, Place)}
                for h in view["hands"][s.to_move]:
                    for side in ("up", "down"):
                        assert h[side]["id"] in placed
            s = s.apply(rng.choice(s.legal_actions()))


@pytest.mark.parametrize(("before", "winners"), [((3, 3), {0, 1}), ((5, 3), {0})])
def test_game_ends_after_the_last_tile(
    game: Game, before: tuple[int, int], winners: set[int]
) -> None:
    s = position(game, START, hands=(["1a"], []), points=list(before))
    s = s.play(lvs_positions.named(s, "t1a@1,0r3"))
    assert s.is_terminal and set(s.winners) == winners
    assert points(s) == tuple(float(p) for p in before)


# -- hidden information ------------------------------------------------------------------------
def test_down_faces_are_private_and_remembered(game: Game) -> None:
    s = position(game, START, hands=(["6a", "8a"], ["1a", "2a"]), stacks=STACKS)
    assert s.view(0)["hands"][1][0]["down"] is None
    assert s.view(1)["hands"][1][0]["down"]["edges"] == "LLLLLS"  # 1b
    assert s.view(1)["stacks"][0]["top"]["edges"] == "LLSSSS"  # 3a
    s = s.play(first_place(s, "6a")).play("steal 1.0")
    # Sea still knows the tile Land took from it; resampling for Sea keeps it
    assert s.view(1)["hands"][0][1]["down"]["edges"] == "LLLLLS"
    for k in range(10):
        again = s.resample(1, random.Random(k))
        assert again.view(1) == s.view(1)
        assert again.to_json()["state"]["hands"][0][1][1] == "1b"


def test_resample_redraws_what_the_seat_has_not_seen(game: Game) -> None:
    s = position(game, START, hands=(["6a", "8a"], ["1a", "2a"]), stacks=STACKS)
    downs = {
        tuple(x[1] for x in s.resample(0, random.Random(k)).to_json()["state"]["hands"][1])
        for k in range(30)
    }
    assert len(downs) > 1  # Sea's down faces are unknown to Land


def test_notation_and_encoding_round_trip(game: Game) -> None:
    for text in ["h1d@3,-2r4", "h0u@0,1r0", "volcano@0,1r5", "steal 1.0", "take 1", "pass"]:
        action = game.parse_action(text)
        assert str(action) == text
        assert game.decode(game.encode(action)) == action


def test_bad_notation_explains_itself(game: Game) -> None:
    with pytest.raises(seaboard.engine.NotationError, match="h1d@3,-2r4"):
        game.parse_action("place it there")
    with pytest.raises(seaboard.engine.NotationError, match="is not an action"):
        game.parse_action("t55a@0,0r0")  # printed face numbers are no longer notation


def test_saved_position_with_a_bad_field_is_named(game: Game) -> None:
    s = position(game, START, hands=(["8a"], ["8b"]))
    data = s.to_json()
    data["state"]["hands"][0][0][0] = "77z"
    with pytest.raises(seaboard.engine.NotationError, match=r"state.hands\[0\]\[0\]\[0\]"):
        game.state_from_json(data)


def test_resampled_states_share_the_frontier_and_still_list_their_own_placements() -> None:
    real = seaboard.load("land-vs-sea")
    rng = random.Random(3)
    s = real.new(3)
    for _ in range(30):
        s = s.apply(rng.choice(s.legal_actions()))
    for seat in (0, 1):
        for k in range(5):
            sample = s.resample(seat, random.Random(k))
            s.legal_actions()  # fill the shared cache first
            fresh = real.state_from_json(json.loads(json.dumps(sample.to_json())))
            assert sample.legal_actions() == fresh.legal_actions()
            assert sample.apply(sample.legal_actions()[0]).legal_actions() == (
                real.state_from_json(
                    json.loads(json.dumps(sample.apply(sample.legal_actions()[0]).to_json()))
                ).legal_actions()
            )


@pytest.mark.parametrize(
    ("state", "reason"),
    [
        ({"phase": "draw"}, "both stacks are empty"),
        ({"phase": "steal", "placed": 1}, "no other player holds two tiles"),
        ({"phase": "volcano", "placed": 1}, "no hole is waiting"),
    ],
)
def test_a_saved_position_where_nobody_can_act_is_refused(
    game: Game, state: dict[str, Any], reason: str
) -> None:
    with pytest.raises(seaboard.engine.NotationError, match=f"nobody can act.*{reason}"):
        position(game, START, hands=(["8a"], ["8b"]), **state)
    over = position(game, START, hands=([], []), phase="over")
    assert over.is_terminal


def test_a_saved_position_names_a_mover_that_is_no_seat(game: Game) -> None:
    with pytest.raises(seaboard.engine.NotationError, match=r"state\.mover must be a seat 0\.\.1"):
        position(game, START, hands=(["8a"], ["8b"]), mover=2)

"""Land vs Sea part 2: Mountain/Coral chains, Caravan/Ship routes, waypoints, 3 and 4 players."""

from __future__ import annotations

import json
from typing import Any

import lvs_positions
import pytest

import seaboard
from seaboard.engine import Game, State
from seaboard.games.land_vs_sea.actions import DIRS, Steal, Waypoint


def face(
    edges: str,
    icons: tuple[str, ...] = (),
    mountains: tuple[tuple[int, ...], ...] = (),
    corals: tuple[tuple[int, ...], ...] = (),
    bonus: int = 0,
) -> dict[str, Any]:
    """A face whose regions are its runs of one type (the first land run gets ``bonus``)."""
    regions: list[dict[str, Any]] = []
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
                regions.append({"type": kind, "edges": sorted(run), "bonus": 0})
                run = []
        if run:
            regions.append({"type": kind, "edges": sorted(run), "bonus": 0})
    regions[0]["bonus"] = bonus
    return {
        "edges": edges,
        "regions": regions,
        "icons": list(icons),
        "mountains": [list(m) for m in mountains],
        "corals": [list(c) for c in corals],
    }


PLAIN = face("LLLSSS")
TILES: dict[int, dict[str, Any]] = {
    # Mountain chains (all at rotation 0, edges given in directions)
    1: face("SLLLLL", mountains=((3, 4),)),  # P at (1,0)
    2: face("LLLLSL", mountains=((0, 1),)),  # P' at (0,1)
    3: face("LSLLLL", mountains=((3, 4),)),  # R at (1,-1)
    4: face("LLLSLL", mountains=((0, 1),)),  # R' at (0,-1)
    5: face("LLLSLL", mountains=((0, 1),)),  # T at (0,0): joins both chains
    # Coral
    6: face("SSSLLL", corals=((0, 1, 2),)),
    7: face("LLLSSS", corals=((3, 4, 5),)),
    # Caravans and Ships
    8: face("LLLSSS", icons=("caravan",)),
    9: face("LLLSSS", icons=("caravan",)),
    10: face("LLLSSS", icons=("ship",)),
    11: face("LLLSSS", icons=("ship",)),
    12: face("LSSSSS"),  # a peninsula: one land edge
    13: face("LSSSSS", bonus=2),
    14: face("LLLSSS", icons=("steal",)),
    15: face("LLLSSS"),
    16: face("LLLSSS"),
}


def make(tmp_path_factory: pytest.TempPathFactory, players: int, **options: Any) -> Game:
    tiles: list[dict[str, Any]] = [{"id": 0, "kind": "start", "faces": {"a": PLAIN}}]
    for tid, a in TILES.items():
        tiles.append({"id": tid, "kind": "regular", "faces": {"a": a, "b": PLAIN}})
    volcano = face("LLLLLL", mountains=((0, 1), (3, 4)), bonus=5)
    whirlpool = face("SSSSSS", corals=((0, 1, 2), (3, 4, 5)))
    whirlpool["regions"][0]["bonus"] = 5
    tiles.append({"id": 99, "kind": "volcano", "faces": {"a": volcano, "b": whirlpool}})
    path = tmp_path_factory.getbasetemp() / "lvs-modules.json"
    path.write_text(json.dumps({"tiles": tiles}))
    return seaboard.load("land-vs-sea", players, tiles=str(path), **options)


@pytest.fixture(scope="module")
def chains2(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return make(tmp_path_factory, 2, mountains_coral=True)


@pytest.fixture(scope="module")
def plain2(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return make(tmp_path_factory, 2)


@pytest.fixture(scope="module")
def three(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return make(tmp_path_factory, 3)


@pytest.fixture(scope="module")
def traders2(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return make(tmp_path_factory, 2, caravans_ships=True)


@pytest.fixture(scope="module")
def way2(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return make(tmp_path_factory, 2, waypoints=True)


@pytest.fixture(scope="module")
def four(tmp_path_factory: pytest.TempPathFactory) -> Game:
    return make(tmp_path_factory, 4)


def position(
    game: Game,
    cells: list[tuple[Any, ...]],
    hands: list[list[str]],
    stacks: tuple[list[str], list[str]] = (["15a"], ["16a"]),
    **state: Any,
) -> State:
    """Cells (q, r, face[, rotation]); hands by face."""
    return lvs_positions.position(game, cells, hands, stacks, 0, **state)


def hands(game: Game, mine: list[str]) -> list[list[str]]:
    return [mine] + [[] for _ in range(game.players - 1)]


P, P2, R, R2 = (1, 0, "1a"), (0, 1, "2a"), (1, -1, "3a"), (0, -1, "4a")


# -- Mountain and Coral ------------------------------------------------------------------------
def test_a_chain_scores_as_it_grows_from_two_to_three(chains2: Game) -> None:
    s = position(chains2, [P], hands(chains2, ["2a", "15a"]))
    assert s.play(lvs_positions.named(s, "t2a@0,1r0")).scores == (2.0, 0.0)
    s = position(chains2, [P, P2], [["15a"], ["5a", "16a"]], mover=1)
    after = s.play(
        lvs_positions.named(s, "t5a@0,0r0")
    )  # Sea places it: Mountains still score for Land
    assert after.scores == (3.0, 0.0)
    chains = after.view(None)["chains"]
    assert [(c["type"], c["sections"]) for c in chains] == [("mountain", 3)]


def test_one_tile_merges_two_chains(chains2: Game) -> None:
    s = position(chains2, [P, P2, R, R2], hands(chains2, ["5a", "15a"]))
    assert s.play(lvs_positions.named(s, "t5a@0,0r0")).scores == (5.0, 0.0)


def test_modules_off_score_no_chains(plain2: Game) -> None:
    s = position(plain2, [P, P2, R, R2], hands(plain2, ["5a", "15a"]))
    assert s.play(lvs_positions.named(s, "t5a@0,0r0")).scores == (0.0, 0.0)


def test_coral_scores_for_sea(chains2: Game) -> None:
    s = position(chains2, [(0, 0, "6a")], hands(chains2, ["7a", "15a"]))
    assert s.play(lvs_positions.named(s, "t7a@1,0r0")).scores == (0.0, 2.0)


def test_chains_score_for_the_cartographer(three: Game) -> None:
    s = position(three, [P], hands(three, ["2a", "15a"]))
    assert s.play(lvs_positions.named(s, "t2a@0,1r0")).scores == (0.0, 0.0, 2.0)
    s = position(three, [(0, 0, "6a")], [[], ["7a"], ["15a"]], mover=1)
    assert s.play(lvs_positions.named(s, "t7a@1,0r0")).scores == (0.0, 0.0, 2.0)


def test_the_volcano_sections_chain(chains2: Game, plain2: Game) -> None:
    # a land hole at (0,0): six tiles around it, the one east with a Mountain facing it
    # the peninsulas (land at face edge 0) turn their land toward the hole
    ring: list[tuple[Any, ...]] = [(1, 0, "1a")]
    ring += [(q, r, "12a", (d + 3) % 6) for d, (q, r) in enumerate(DIRS) if d > 0]
    gains = []
    for game in (chains2, plain2):
        s = position(game, ring, hands(game, ["15a"]), phase="volcano", holes=[[0, 0]], placed=1)
        after = s.play("volcano@0,0r0")  # Volcano Mountain edges at 0, 1 and 3, 4
        gains.append(after.scores[0] - s.scores[0])
    assert gains[0] - gains[1] == 2  # the Volcano section and tile 1's make a chain of 2


# -- Caravans and Ships --------------------------------------------------------------------------
def test_a_caravan_or_ship_next_to_another_scores_two_for_the_placer(traders2: Game) -> None:
    cells = [(0, 0, "8a"), (-1, 0, "0a")]
    s = position(traders2, cells, [["15a"], ["10a", "16a"]], mover=1)
    assert s.play(lvs_positions.named(s, "t10a@-2,0r3")).scores == (
        0.0,
        0.0,
    )  # touches only the plain tile
    assert s.play(lvs_positions.named(s, "t10a@0,1r3")).scores == (0.0, 2.0)  # next to the Caravan


@pytest.mark.parametrize(
    ("icons", "two", "three_players"),
    [
        (("8a", "9a", "10a"), (3, 0), (3, 0, 0)),
        (("10a", "11a", "8a"), (0, 3), (0, 3, 0)),
        (("8a", "10a", "15a"), (0, 0), (0, 0, 2)),
    ],
)
def test_trade_routes_at_the_end(
    tmp_path_factory: pytest.TempPathFactory,
    icons: tuple[str, str, str],
    two: tuple[int, int],
    three_players: tuple[int, int, int],
) -> None:
    for players, expected in ((2, two), (3, three_players)):
        game = make(tmp_path_factory, players, caravans_ships=True, waypoints=False)
        cells = [(0, 0, icons[0]), (1, 0, icons[1]), (2, 0, icons[2])]
        s = position(game, cells, hands(game, ["12a"]), stacks=([], []))
        s = s.play(lvs_positions.named(s, "t12a@-1,0r1"))  # the last tile, away from the route
        assert s.is_terminal
        assert s.scores == tuple(float(p) for p in expected)
        assert len(s.view(None)["routes"]) == 1


# -- waypoints -----------------------------------------------------------------------------------
def test_waypoint_is_placed_after_the_tile(way2: Game) -> None:
    s = position(way2, [(0, 0, "0a")], hands(way2, ["15a", "16a"]))
    s = s.play(lvs_positions.named(s, "t15a@1,0r3"))
    assert s.view(0)["phase"] == "waypoint"
    spots = [a for a in s.legal_actions() if isinstance(a, Waypoint)]
    assert spots and all(a.region == 0 for a in spots)  # land regions only (listed first)
    s = s.play(str(spots[0]))
    spot = {"q": spots[0].q, "r": spots[0].r, "region": 0, "area_complete": False}
    assert s.view(1)["waypoints"][0] == spot
    assert s.view(0)["phase"] == "draw"


def test_completing_the_area_returns_the_waypoint_and_scores_it(way2: Game) -> None:
    s = position(
        way2,
        [(0, 0, "12a")],
        [["15a"], ["13a", "16a"]],
        mover=1,
        waypoints=[[0, 0, 0], None],
    )
    s = s.play(lvs_positions.named(s, "t13a@1,0r3"))  # Sea completes Land's two-tile area
    assert s.view(0)["waypoints"][0] is None
    assert s.scores == (2.0, 3.0)  # Land the tiles; Sea the bonus 2 and the waypoint 1


def test_a_returned_waypoint_can_be_placed_again_at_once(way2: Game) -> None:
    s = position(way2, [(0, 0, "12a")], hands(way2, ["13a", "16a"]), waypoints=[[0, 0, 0], None])
    s = s.play(lvs_positions.named(s, "t13a@1,0r3"))
    assert s.scores == (5.0, 0.0)  # 2 tiles, 2 bonus, 1 waypoint
    assert s.view(0)["phase"] == "waypoint"
    spot = next(a for a in s.legal_actions() if isinstance(a, Waypoint))
    s = s.play(str(spot))
    assert s.view(0)["waypoints"][0] is not None


def test_surrounding_a_tile_returns_its_waypoint(way2: Game) -> None:
    ring = [(0, 0, "15a"), (1, 0, "16a"), (1, -1, "16b"), (0, -1, "9b"), (-1, 0, "10b")]
    ring.append((-1, 1, "11b"))
    base = {"mover": 0}
    with_wp = position(way2, ring, hands(way2, ["14b", "8a"]), waypoints=[None, [0, 0, 1]], **base)
    without = position(way2, ring, hands(way2, ["14b", "8a"]), **base)
    move = lvs_positions.named(without, "t14b@0,1r3")
    a, b = with_wp.play(move), without.play(move)
    assert a.view(0)["waypoints"][1] is None
    assert a.scores[0] - b.scores[0] == 1


# -- teams ------------------------------------------------------------------------------------
def test_team_mates_share_a_score_and_may_steal_from_each_other(four: Game) -> None:
    s = position(
        four,
        [(0, 0, "0a")],
        [["14a", "15a"], ["16a", "8a"], ["9a", "10a"], ["11a", "12a"]],
    )
    s = s.play(lvs_positions.named(s, "t14a@1,0r3"))
    steals = {(a.seat, a.slot) for a in s.legal_actions() if isinstance(a, Steal)}
    assert steals == {(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1)}
    s = s.play("steal 2.0")
    assert lvs_positions.hand_names(s, 0)[1] == ["9a", "9b"]
    assert s.view(0)["hands"][0][1]["down"]["id"] == "h1d"
    assert s.view(2)["hands"][0][1]["down"] is not None  # it was seat 2's
    assert s.view(1)["hands"][0][1]["down"] is None
    s = position(four, [(0, 0, "12a")], [["15a"], ["16a"], ["13a", "8a"], ["9a"]], mover=2)
    s = s.play(
        lvs_positions.named(s, "t13a@1,0r3")
    )  # the second Land player completes: 2 tiles, 2 bonus
    assert s.scores == (4.0, 0.0, 4.0, 0.0)


def test_four_player_winners_are_a_whole_team(four: Game) -> None:
    s = position(four, [(0, 0, "0a")], [["12a"], [], [], []], stacks=([], []), points=[3, 1])
    s = s.play(lvs_positions.named(s, "t12a@1,0r3"))
    assert s.is_terminal and s.winners == frozenset({0, 2})


def test_presets_follow_the_rulebook() -> None:
    assert seaboard.load("land-vs-sea", 2).options["waypoints"] is False
    three = seaboard.load("land-vs-sea", 3).options
    assert three["mountains_coral"] and three["caravans_ships"] and three["waypoints"]
    four = seaboard.load("land-vs-sea", 4).options
    assert four["waypoints"] and not four["mountains_coral"]
    assert seaboard.load("land-vs-sea", 3).roles == ("land", "sea", "cartographer")


def test_cartographer_collects_bonus_points(three: Game) -> None:
    s = position(three, [(0, 0, "12a")], [["15a"], ["16a"], ["13a", "8a"]], mover=2)
    s = s.play(lvs_positions.named(s, "t13a@1,0r3"))
    assert s.scores == (2.0, 0.0, 2.0)


def test_a_route_with_one_caravan_and_one_ship_is_told_in_the_singular(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    game = make(tmp_path_factory, 2, caravans_ships=True, waypoints=False)
    cells = [(0, 0, "8a"), (1, 0, "10a"), (2, 0, "15a")]
    s = position(game, cells, hands(game, ["12a"]), stacks=([], []))
    text = s.describe(s.game.parse_action(lvs_positions.named(s, "t12a@-1,0r1")), None)
    assert "trade route of 2 (1 Caravan, 1 Ship): as many Caravans as Ships, nobody scores" in text

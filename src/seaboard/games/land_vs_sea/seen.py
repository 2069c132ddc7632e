"""What one seat sees of a Land vs Sea position: the game's own keys of the view.

Hidden faces (a tile's face beneath, the other face of a tile in hand) show only to the
seats that have seen them; faces carry an ``id`` that names their place, never their
printed number.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.land_vs_sea.actions import LAND, SEA, TEAM_NAMES, Cell
from seaboard.games.land_vs_sea.map import (
    MOUNTAIN,
    Node,
    all_chains,
    area,
    completed_areas,
    route_icons,
    surrounded,
    trade_routes,
)
from seaboard.games.land_vs_sea.view import (
    LandVsSeaChain,
    LandVsSeaFace,
    LandVsSeaHandTile,
    LandVsSeaOwnView,
    LandVsSeaRoute,
    LandVsSeaTile,
    LandVsSeaWaypointMark,
)

if TYPE_CHECKING:
    from seaboard.games.land_vs_sea.state import LandVsSeaState


def _face_json(state: LandVsSeaState, fid: int, ident: str, rotation: int = 0) -> LandVsSeaFace:
    """A face as the view shows it: ``ident`` names it without its printed number."""
    placed = state.game.tiles.placed(fid, rotation)
    return {
        "id": ident,
        "edges": placed["edges"],
        "regions": placed["regions"],
        "icons": placed["icons"],
        "mountains": placed["mountains"],
        "corals": placed["corals"],
    }


def _complete_regions(state: LandVsSeaState, complete: dict[Node, bool]) -> list[list[int]]:
    """[q, r, region] of every region on a tile with an open edge whose area is
    complete already (``complete`` as ``completed_areas`` gives it): a waypoint put
    there comes home only by surrounding."""
    return [
        [q, r, i]
        for ((q, r), i), done in sorted(complete.items())
        if done and not surrounded(state.cells, (q, r))
    ]


def _tile_json(
    state: LandVsSeaState, cell: Cell, complete: dict[Node, bool], bit: int
) -> LandVsSeaTile:
    """A tile on the map as ``bit``'s seat sees it."""
    q, r = cell
    fid, rot, under, known = state.cells[cell]
    face = _face_json(state, fid, f"{q},{r}", rot)
    return {
        "q": q,
        "r": r,
        "rotation": rot,
        "id": face["id"],
        "edges": face["edges"],
        "regions": face["regions"],
        "icons": face["icons"],
        "mountains": face["mountains"],
        "corals": face["corals"],
        "complete": [i for i in range(len(face["regions"])) if complete[(cell, i)]],
        "beneath": (
            _face_json(state, under, f"{q},{r} beneath") if under >= 0 and known & bit else None
        ),
        "beneath_seen_by": _seats(known, state.game.players),
    }


def own_view(state: LandVsSeaState, seat: int | None) -> LandVsSeaOwnView:
    """The keys of the view the game writes, for ``seat`` (None: a spectator)."""
    game = state.game
    tiles = game.tiles
    cells = state.cells
    bit = 0 if seat is None else 1 << seat
    complete, area_points = completed_areas(cells, tiles)
    hands: list[list[LandVsSeaHandTile]] = [
        [
            {
                "up": _face_json(state, up, f"h{slot}u"),
                "down": _face_json(state, down, f"h{slot}d") if known & bit else None,
                "seen_by": _seats(known, game.players),
            }
            for slot, (up, down, known) in enumerate(hand)
        ]
        for hand in state.hands
    ]
    waypoints: list[LandVsSeaWaypointMark | None] = [
        None
        if w is None
        else {
            "q": w[0],
            "r": w[1],
            "region": w[2],
            "area_complete": area(cells, tiles, (w[0], w[1]), w[2])[1],
        }
        for w in state.waypoints
    ]
    chains: list[LandVsSeaChain] = [
        {
            "type": "mountain" if kind == MOUNTAIN else "coral",
            "sections": len(nodes),
            "cells": [list(c) for c in sorted({c for c, _ in nodes})],
        }
        for kind, nodes in all_chains(cells, tiles)
    ]
    routes: list[LandVsSeaRoute] = []
    for route in trade_routes(cells, tiles):
        caravans, ships = route_icons(cells, tiles, route)
        routes.append(
            {"cells": [list(c) for c in sorted(route)], "caravans": caravans, "ships": ships}
        )
    return {
        "map": [_tile_json(state, c, complete, bit) for c in sorted(cells)],
        "hands": hands,
        "stacks": [
            {"size": len(st), "top": _face_json(state, st[-1][0], f"s{i}") if st else None}
            for i, st in enumerate(state.stacks)
        ],
        "volcano_available": state.volcano,
        "open": [[q, r] for q, r in sorted(state.open)],
        "phase": state.phase,
        "holes": [[q, r] for q, r in sorted(state.holes)],
        "discards": [
            {"up": _face_json(state, u, f"x{i}u"), "down": _face_json(state, d, f"x{i}d")}
            for i, (u, d, _) in enumerate(state.discards)
        ],
        "dead": [[q, r] for q, r in state.dead_spaces()],
        "points": {TEAM_NAMES[t]: p for t, p in enumerate(state.points)},
        "completed": {"land": state.completed[LAND], "sea": state.completed[SEA]},
        "area_points": {"land": area_points[LAND], "sea": area_points[SEA]},
        "roles": list(game.roles),
        "teams": list(game.teams),
        "waypoints": waypoints,
        "complete_regions": _complete_regions(state, complete) if state.phase == "waypoint" else [],
        "modules": {
            "mountains_coral": game.chains,
            "caravans_ships": game.traders,
            "waypoints": game.waypoints,
        },
        "chains": chains,
        "routes": routes,
    }


def _seats(mask: int, players: int) -> list[int]:
    """The seats whose bits ``mask`` sets."""
    return [s for s in range(players) if mask >> s & 1]

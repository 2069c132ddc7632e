"""The map's shapes: the area, chain and route flood fills and a space's neighbour edges.

Every function reads the map as ``cells`` (a cell's placed face, rotation, face beneath
and who knows it) and the tile set; none changes them. The area flood fill is written
once here: the scoring, the view, the waypoints and the words all use ``area``.
"""

from __future__ import annotations

from seaboard.games.land_vs_sea.actions import ALL_SIDES, DIRS, HALF_TURN, SIDES, Cell, Placed
from seaboard.games.land_vs_sea.tiles import TileSet

Node = tuple[Cell, int]  # a region or section of a placed face: (cell, index on the face)
MOUNTAIN, CORAL = 0, 1  # the kinds of section that chain


def neighbours(cell: Cell) -> list[Cell]:
    """The six cells around ``cell``, in direction order."""
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRS]


def surrounded(cells: dict[Cell, Placed], cell: Cell) -> bool:
    """True when tiles lie on all six sides of ``cell``."""
    return all(n in cells for n in neighbours(cell))


def is_hole(mask: int, value: int) -> bool:
    """True for an empty space with tiles on all six sides, all land or all sea: the
    Volcano (all land) or the Whirlpool (all sea) fits it."""
    return mask == ALL_SIDES and value in (0, ALL_SIDES)


def area(
    cells: dict[Cell, Placed],
    tiles: TileSet,
    cell: Cell,
    index: int,
    *,
    stop_when_open: bool = False,
) -> tuple[set[Node], bool]:
    """The regions of the area holding one region, and whether the area is complete (none
    of its edges meets an empty space).

    ``stop_when_open``: stop at the first edge on an empty space (the regions found so far
    are returned), for callers that only score complete areas.
    """
    faces = tiles.faces
    seen = {(cell, index)}
    todo = [(cell, index)]
    complete = True
    while todo:
        c, ri = todo.pop()
        f, k, _, _ = cells[c]
        for e in faces[f].regions[ri].edges:
            d = (e + k) % SIDES
            n = (c[0] + DIRS[d][0], c[1] + DIRS[d][1])
            other = cells.get(n)
            if other is None:
                if stop_when_open:
                    return seen, False
                complete = False
                continue
            node = (n, faces[other[0]].edge_region[(d + HALF_TURN - other[1]) % SIDES])
            if node not in seen:
                seen.add(node)
                todo.append(node)
    return seen, complete


def completed_areas(
    cells: dict[Cell, Placed], tiles: TileSet
) -> tuple[dict[Node, bool], tuple[int, int]]:
    """Whether each region (cell, region index) lies in a complete area, and the points the
    complete areas' tiles give Land and Sea (1 per tile per area; bonuses not counted)."""
    done: dict[Node, bool] = {}
    points = [0, 0]
    for c, (fid, _, _, _) in cells.items():
        for i in range(len(tiles.faces[fid].regions)):
            if (c, i) in done:
                continue
            nodes, complete = area(cells, tiles, c, i)
            done.update(dict.fromkeys(nodes, complete))
            if complete:
                kind = tiles.faces[fid].regions[i].kind
                points[0 if kind == "L" else 1] += len({n for n, _ in nodes})
    return done, (points[0], points[1])


def chain(
    cells: dict[Cell, Placed], tiles: TileSet, cell: Cell, kind: int, index: int
) -> set[Node]:
    """The sections (cell, section index) chained to one section of ``kind`` (``MOUNTAIN``
    or ``CORAL``). Sections chain where a section edge meets another tile's section edge."""
    faces = tiles.faces
    seen = {(cell, index)}
    todo = [(cell, index)]
    while todo:
        c, i = todo.pop()
        fid, rot, _, _ = cells[c]
        face = faces[fid]
        for e in (face.mountains, face.corals)[kind][i]:
            d = (e + rot) % SIDES
            n = (c[0] + DIRS[d][0], c[1] + DIRS[d][1])
            other = cells.get(n)
            if other is None:
                continue
            j = faces[other[0]].section_of[kind][(d + HALF_TURN - other[1]) % SIDES]
            if j >= 0 and (n, j) not in seen:
                seen.add((n, j))
                todo.append((n, j))
    return seen


def all_chains(cells: dict[Cell, Placed], tiles: TileSet) -> list[tuple[int, set[Node]]]:
    """Every chain of two or more sections, Mountains first."""
    out = []
    for kind in (MOUNTAIN, CORAL):
        done: set[Node] = set()
        for c, (fid, _, _, _) in sorted(cells.items()):
            face = tiles.faces[fid]
            for i in range(len((face.mountains, face.corals)[kind])):
                if (c, i) in done:
                    continue
                nodes = chain(cells, tiles, c, kind, i)
                done |= nodes
                if len(nodes) >= 2:
                    out.append((kind, nodes))
    return out


def trade_routes(cells: dict[Cell, Placed], tiles: TileSet) -> list[set[Cell]]:
    """Groups of two or more adjacent faces showing a Caravan or a Ship."""
    faces = tiles.faces
    traders = {c for c, p in cells.items() if faces[p[0]].trader}
    out = []
    done: set[Cell] = set()
    for c in sorted(traders):
        if c in done:
            continue
        group = {c}
        todo = [c]
        while todo:
            x = todo.pop()
            for n in neighbours(x):
                if n in traders and n not in group:
                    group.add(n)
                    todo.append(n)
        done |= group
        if len(group) >= 2:
            out.append(group)
    return out


def route_icons(cells: dict[Cell, Placed], tiles: TileSet, route: set[Cell]) -> tuple[int, int]:
    """The Caravans and the Ships a trade route shows."""
    icons = [tiles.faces[cells[c][0]].icons for c in route]
    return sum("caravan" in i for i in icons), sum("ship" in i for i in icons)


def constraint(ebits: dict[Cell, int], cell: Cell) -> tuple[int, int]:
    """(mask, value) of an empty cell: bit d of mask when a tile lies in direction d, bit d
    of value when that tile's facing edge is land."""
    q, r = cell
    mask = value = 0
    for d in range(SIDES):
        dq, dr = DIRS[d]
        b = ebits.get((q + dq, r + dr))
        if b is not None:
            mask |= 1 << d
            if b >> ((d + HALF_TURN) % SIDES) & 1:
                value |= 1 << d
    return mask, value

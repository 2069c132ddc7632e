"""A Land vs Sea face in plain words: how its land and sea edges lie, whether a type joins
across the tile or is pinched apart, its bonus and its icons.

The words do not depend on the rotation: the map shows which way a placed face is turned.
"""

from __future__ import annotations

from typing import Final

from seaboard.engine import counted
from seaboard.games.land_vs_sea.tiles import Face

NUMBER: Final = ("no", "one", "two", "three", "four", "five", "six")
TYPE: Final = {"L": "land", "S": "sea"}
ICON: Final = {"play_again": "Play Again", "steal": "Steal", "caravan": "Caravan", "ship": "Ship"}


def runs(edges: str) -> list[tuple[str, int]]:
    """The runs of equal edges around the face, as (type, length); one run for a face of
    one type."""
    if len(set(edges)) == 1:
        return [(edges[0], len(edges))]
    start = next(i for i in range(6) if edges[i] != edges[i - 1])
    turned = edges[start:] + edges[:start]
    out: list[tuple[str, int]] = []
    for edge in turned:
        if out and out[-1][0] == edge:
            out[-1] = (edge, out[-1][1] + 1)
        else:
            out.append((edge, 1))
    return out


def shape(edges: str) -> str:
    """How the six edges lie: ``half land, half sea``, ``five land edges and one sea edge``."""
    land = edges.count("L")
    if land in (0, 6):
        return f"all {TYPE[edges[0]]}"
    found = runs(edges)
    more, fewer = ("L", "S") if land > 3 else ("S", "L")
    many, few = max(land, 6 - land), min(land, 6 - land)  # few is 1 or 2 below 3
    if len(found) == 2:
        if land == 3:
            return "half land, half sea"
        if few == 1:
            return f"{NUMBER[many]} {TYPE[more]} edges and one {TYPE[fewer]} edge"
        return f"{NUMBER[many]} {TYPE[more]} edges and two {TYPE[fewer]} edges side by side"
    if len(found) == 6:
        return "land and sea edges alternating"
    if land == 3:
        return "a pair and a single edge each of land and sea"
    between = min(n for kind, n in found if kind == more)
    if between == 2:
        return f"{NUMBER[many]} {TYPE[more]} edges and two opposite {TYPE[fewer]} edges"
    return (
        f"{NUMBER[many]} {TYPE[more]} edges and two {TYPE[fewer]} edges with one "
        f"{TYPE[more]} edge between them"
    )


def parts(face: Face) -> list[str]:
    """How each type's regions differ from its runs: joined across the tile (fewer regions
    than runs) or pinched apart (more)."""
    out = []
    found = runs(face.edges)
    for kind in "LS":
        stretches = sum(1 for k, _ in found if k == kind)
        regions = sum(1 for r in face.regions if r.kind == kind)
        if regions < stretches:
            out.append(f"the {TYPE[kind]} joined across the tile")
        elif regions > stretches:
            out.append(f"the {TYPE[kind]} split into {NUMBER[regions]} parts")
    return out


def describe_face(face: Face, traders: bool, chains: bool) -> str:
    """The face in words, with the bonus, the icons and (with their modules) the Caravan or
    Ship and the Mountain and Coral sections: ``half land, half sea, 1 bonus point, Steal``."""
    words = [shape(face.edges), *parts(face)]
    bonus = sum(r.bonus for r in face.regions)
    if bonus:
        words.append(counted(bonus, "bonus point"))
    shown = ("play_again", "steal", "caravan", "ship") if traders else ("play_again", "steal")
    words += [ICON[i] for i in face.icons if i in shown]
    if chains:
        if face.mountains:
            words.append(counted(len(face.mountains), "Mountain section"))
        if face.corals:
            words.append(counted(len(face.corals), "Coral section"))
    return ", ".join(words)

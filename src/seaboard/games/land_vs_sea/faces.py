"""A Land vs Sea face in plain words: how its land and sea edges lie, whether a type joins
across the tile or is pinched apart, its bonus and its icons.

The words do not depend on the rotation: the map shows which way a placed face is turned.
"""

from __future__ import annotations

from typing import Final

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.land_vs_sea.tiles import Face

NUMBER: Final = ("no", "one", "two", "three", "four", "five", "six")
TYPE: Final = {"L": "land", "S": "sea"}
ICON: Final = {
    "play_again": N_("Play Again"),
    "steal": N_("Steal"),
    "caravan": N_("Caravan"),
    "ship": N_("Ship"),
}
# Each way the six edges of a face can lie, as whole messages (the type with more edges
# first): all one type, half and half, five and one, four and two side by side, land and
# sea alternating, three runs of a pair and a single edge, four and two opposite, four and
# two with one edge between them.
_ALL: Final = {"L": N_("all land"), "S": N_("all sea")}
_FIVE_ONE: Final = {
    "L": N_("five land edges and one sea edge"),
    "S": N_("five sea edges and one land edge"),
}
_SIDE_BY_SIDE: Final = {
    "L": N_("four land edges and two sea edges side by side"),
    "S": N_("four sea edges and two land edges side by side"),
}
_OPPOSITE: Final = {
    "L": N_("four land edges and two opposite sea edges"),
    "S": N_("four sea edges and two opposite land edges"),
}
_BETWEEN: Final = {
    "L": N_("four land edges and two sea edges with one land edge between them"),
    "S": N_("four sea edges and two land edges with one sea edge between them"),
}
_JOINED: Final = {
    "L": N_("the land joined across the tile"),
    "S": N_("the sea joined across the tile"),
}
_SPLIT: Final = {
    ("L", 2): N_("the land split into two parts"),
    ("L", 3): N_("the land split into three parts"),
    ("L", 4): N_("the land split into four parts"),
    ("L", 5): N_("the land split into five parts"),
    ("L", 6): N_("the land split into six parts"),
    ("S", 2): N_("the sea split into two parts"),
    ("S", 3): N_("the sea split into three parts"),
    ("S", 4): N_("the sea split into four parts"),
    ("S", 5): N_("the sea split into five parts"),
    ("S", 6): N_("the sea split into six parts"),
}


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


def shape(edges: str, language: Language = ENGLISH) -> str:
    """How the six edges lie: ``half land, half sea``, ``five land edges and one sea edge``."""
    t = language.t
    land = edges.count("L")
    if land in (0, 6):
        return t(_ALL[edges[0]])
    found = runs(edges)
    more = "L" if land > 3 else "S"
    few = min(land, 6 - land)  # few is 1 or 2 below 3
    if len(found) == 2:
        if land == 3:
            return t(N_("half land, half sea"))
        if few == 1:
            return t(_FIVE_ONE[more])
        return t(_SIDE_BY_SIDE[more])
    if len(found) == 6:
        return t(N_("land and sea edges alternating"))
    if land == 3:
        return t(N_("a pair and a single edge each of land and sea"))
    between = min(n for kind, n in found if kind == more)
    if between == 2:
        return t(_OPPOSITE[more])
    return t(_BETWEEN[more])


def parts(face: Face, language: Language = ENGLISH) -> list[str]:
    """How each type's regions differ from its runs: joined across the tile (fewer regions
    than runs) or pinched apart (more)."""
    out = []
    found = runs(face.edges)
    for kind in "LS":
        stretches = sum(1 for k, _ in found if k == kind)
        regions = sum(1 for r in face.regions if r.kind == kind)
        if regions < stretches:
            out.append(language.t(_JOINED[kind]))
        elif regions > stretches:
            out.append(language.t(_SPLIT[(kind, regions)]))
    return out


def describe_face(face: Face, traders: bool, chains: bool, language: Language = ENGLISH) -> str:
    """The face in words, with the bonus, the icons and (with their modules) the Caravan or
    Ship and the Mountain and Coral sections: ``half land, half sea, 1 bonus point, Steal``."""
    words = [shape(face.edges, language), *parts(face, language)]
    bonus = sum(r.bonus for r in face.regions)
    if bonus:
        words.append(language.tn("{n} bonus point", "{n} bonus points", bonus))
    shown = ("play_again", "steal", "caravan", "ship") if traders else ("play_again", "steal")
    words += [language.t(ICON[i]) for i in face.icons if i in shown]
    if chains:
        if face.mountains:
            words.append(
                language.tn("{n} Mountain section", "{n} Mountain sections", len(face.mountains))
            )
        if face.corals:
            words.append(language.tn("{n} Coral section", "{n} Coral sections", len(face.corals)))
    return ", ".join(words)

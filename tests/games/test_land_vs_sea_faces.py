"""Land vs Sea: a face told in plain words, the same in every rotation."""

from __future__ import annotations

import re

import pytest

import seaboard
from seaboard.games.land_vs_sea.faces import describe_face, shape

SHAPES = {
    "LLLLLL": "all land",
    "SSSSSS": "all sea",
    "LLLSSS": "half land, half sea",
    "LLLLLS": "five land edges and one sea edge",
    "LSSSSS": "five sea edges and one land edge",
    "LLLLSS": "four land edges and two sea edges side by side",
    "LLSSSS": "four sea edges and two land edges side by side",
    "LLSLLS": "four land edges and two opposite sea edges",
    "LSSLSS": "four sea edges and two opposite land edges",
    "LLLSLS": "four land edges and two sea edges with one land edge between them",
    "LSLSSS": "four sea edges and two land edges with one sea edge between them",
    "LLSLSS": "a pair and a single edge each of land and sea",
    "LLSSLS": "a pair and a single edge each of land and sea",
    "LSLSLS": "land and sea edges alternating",
}


@pytest.mark.parametrize(("edges", "words"), SHAPES.items())
def test_every_pattern_has_its_words_in_every_rotation(edges: str, words: str) -> None:
    for k in range(6):
        assert shape(edges[k:] + edges[:k]) == words


def test_faces_that_differ_in_their_regions_are_told_apart() -> None:
    faces = seaboard.load("land-vs-sea").tiles.faces
    for face in (f for f in faces if f.edges == "LLSLLS"):
        joined = any(r.kind == "L" and len(r.edges) == 4 for r in face.regions)
        text = describe_face(face, traders=False, chains=False)
        assert ("the land joined across the tile" in text) == joined
    pinched = next(
        f for f in faces if f.edges == "LLLLSS" and sum(r.kind == "L" for r in f.regions) == 2
    )
    assert "the land split into two parts" in describe_face(pinched, False, False)
    plain = next(f for f in faces if f.edges == "LLLLSS" and len(f.regions) == 2 and not f.icons)
    assert describe_face(plain, False, False).startswith(
        "four land edges and two sea edges side by side"
    )
    assert "split" not in describe_face(plain, False, False)


def test_bonus_icons_and_sections_are_named_with_their_modules() -> None:
    game = seaboard.load("land-vs-sea", mountains_coral=True, caravans_ships=True)
    for face in game.tiles.faces:
        bare = describe_face(face, traders=False, chains=False)
        full = describe_face(face, traders=True, chains=True)
        assert not re.search(r"\b[LS]{6}\b|\[", full)
        bonus = sum(r.bonus for r in face.regions)
        if bonus:
            assert f", {bonus} bonus point{'s' if bonus > 1 else ''}" in bare
        if "caravan" in face.icons:
            assert "Caravan" in full and "Caravan" not in bare
        if face.mountains:
            assert f"{len(face.mountains)} Mountain section" in full
            assert "Mountain" not in bare

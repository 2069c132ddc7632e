"""Land vs Sea: the built-in tile set and the schema check of tile files."""

from __future__ import annotations

import copy
import json
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

import seaboard
from seaboard.engine import InvalidOptions, NotationError
from seaboard.games.land_vs_sea import make_tiles
from seaboard.games.land_vs_sea.tiles import load_tiles, parse_tiles

PATTERNS = {
    "LLLLLS", "LLLLSS", "LLLSLS", "LLSLLS", "LLLSSS", "LLSLSS",
    "LLSSLS", "LLSSSS", "LSLSSS", "LSSLSS", "LSSSSS",
}  # fmt: skip


def canonical(edges: str) -> str:
    """The pattern up to rotation, spelled as in the issue (the rotation listed there)."""
    turns = {edges[k:] + edges[:k] for k in range(6)}
    found = turns & PATTERNS
    assert len(found) == 1, edges
    return found.pop()


def builtin() -> dict[str, Any]:
    text = resources.files("seaboard.games.land_vs_sea").joinpath("tiles.json").read_text()
    data: dict[str, Any] = json.loads(text)
    return data


def test_the_shipped_file_is_what_the_script_makes() -> None:
    text = resources.files("seaboard.games.land_vs_sea").joinpath("tiles.json").read_text()
    assert make_tiles.dump() == text


def test_builtin_set_has_the_known_counts() -> None:
    tiles = load_tiles(None)
    assert len(tiles.tiles) == 58 and len(tiles.regular) == 116
    faces = [tiles.faces[f] for f in tiles.regular]
    patterns = Counter(canonical(f.edges) for f in faces)
    assert set(patterns) == PATTERNS
    assert sum(1 for f in faces if f.has("play_again")) in range(4, 7)
    assert sum(1 for f in faces if f.has("steal")) in range(4, 7)
    assert sum(1 for f in faces if f.mountains) >= 12
    assert sum(1 for f in faces if f.corals) >= 12
    assert all(not (f.has("caravan") and f.has("ship")) for f in faces)
    assert tiles.faces[tiles.start].edges == "LLLSSS"
    assert tiles.faces[tiles.volcano].regions[0].bonus == 5
    assert tiles.faces[tiles.whirlpool].regions[0].bonus == 5
    land = sum(f.edges.count("L") for f in faces)
    assert land == 6 * 116 // 2  # as many land edges as sea edges


def test_some_faces_pinch_and_some_join_across() -> None:
    tiles = load_tiles(None)
    pinches = joins = 0
    for fid in tiles.regular:
        face = tiles.faces[fid]
        for i, a in enumerate(face.regions):
            ends = sum(1 for e in a.edges if (e + 1) % 6 not in a.edges)
            joins += ends >= 2  # the region runs across the face between two runs
            for b in face.regions[i + 1 :]:
                if a.kind == b.kind and any(
                    (x - y) % 6 in (1, 5) for x in a.edges for y in b.edges
                ):
                    pinches += 1
    assert pinches >= 10 and joins >= 10


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "tiles.json"
    path.write_text(json.dumps(data))
    return str(path)


def broken(change: str) -> dict[str, Any]:
    data = builtin()
    tile = copy.deepcopy(data["tiles"][3])
    face = tile["faces"]["b"]
    if change == "missing":
        del face["corals"]
    elif change == "edges":
        face["edges"] = "LSLSLS"
    elif change == "region type":
        face["regions"][0]["type"] = "S" if face["regions"][0]["type"] == "L" else "L"
    elif change == "icon":
        face["icons"] = ["treasure"]
    elif change == "uncovered":
        face["regions"] = face["regions"][1:]
    data["tiles"][3] = tile
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("missing", r"tile 3 face b: field 'corals' is missing"),
        ("edges", r"tile 3 face b: edges LSLSLS"),
        ("region type", r"tile 3 face b regions\[0\]: edge \d is [LS], not [LS]"),
        ("icon", r"tile 3 face b: icons: unknown icon 'treasure'"),
        ("uncovered", r"tile 3 face b: regions: edge \d belongs to no region"),
    ],
)
def test_a_bad_tile_file_names_the_tile_and_field(
    tmp_path: Path, change: str, message: str
) -> None:
    path = write(tmp_path, broken(change))
    with pytest.raises(InvalidOptions, match=message):
        seaboard.load("land-vs-sea", tiles=path)
    with pytest.raises(NotationError, match=message):
        parse_tiles(broken(change))


def test_crossing_regions_are_refused() -> None:
    data = builtin()
    face = {
        "edges": "LSLSSS",
        "regions": [
            {"type": "L", "edges": [0, 2], "bonus": 0},
            {"type": "S", "edges": [1, 3, 4, 5], "bonus": 0},
        ],
        "icons": [],
        "mountains": [],
        "corals": [],
    }
    data["tiles"][5]["faces"]["a"] = face
    with pytest.raises(NotationError, match="tile 5 face a: regions 0 and 1 cross"):
        parse_tiles(data)


def test_unreadable_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidOptions, match="cannot read tile file"):
        seaboard.load("land-vs-sea", tiles=str(tmp_path / "nope.json"))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(InvalidOptions, match="is not JSON"):
        seaboard.load("land-vs-sea", tiles=str(bad))


def test_a_good_copy_of_the_file_plays_the_same(tmp_path: Path) -> None:
    path = write(tmp_path, builtin())
    mine = seaboard.load("land-vs-sea", tiles=path)
    base = seaboard.load("land-vs-sea")
    assert mine.new(4).view(0)["stacks"] == base.new(4).view(0)["stacks"]
    assert mine.num_actions == base.num_actions

"""Build our reconstruction of the Land vs Sea tile set (tiles.json), reproducibly.

Run ``python -m seaboard.games.land_vs_sea.make_tiles > tiles.json`` (standard library only;
the output depends on nothing but the constants below). The counts and the reasons for
them are written down in rules.md ("The tile set").
"""

from __future__ import annotations

import json
import random
from typing import Any

SEED = 20261129

# Faces per edge pattern (up to rotation). Each pattern's land/sea mirror has the same
# count, so land and sea edges are equally common and both sides get as many chances.
PATTERNS: dict[str, int] = {
    "LLLLLS": 8,
    "LSSSSS": 8,
    "LLLLSS": 12,
    "LLSSSS": 12,
    "LLLSSS": 16,
    "LLLSLS": 10,
    "LSLSSS": 10,
    "LLSLLS": 10,
    "LSSLSS": 10,
    "LLSLSS": 10,
    "LLSSLS": 10,
}
PINCHES = 20  # faces with a pinch (a run of one type split at a corner)
BONUS = (32, 8)  # faces with a 1-point and with a 2-point bonus region
PLAY_AGAIN = 5
STEAL = 5
MOUNTAINS = 24
CORALS = 24
CARAVANS = 16
SHIPS = 16


def runs(edges: str, kind: str) -> list[list[int]]:
    """Cyclic runs of consecutive edges of ``kind`` (as edge lists in clockwise order)."""
    if edges == kind * 6:
        return [list(range(6))]
    start = next(i for i in range(6) if edges[i] != kind)
    out: list[list[int]] = []
    current: list[int] = []
    for step in range(1, 7):
        i = (start + step) % 6
        if edges[i] == kind:
            current.append(i)
        elif current:
            out.append(current)
            current = []
    if current:
        out.append(current)
    return out


def face_regions(edges: str, joined: str) -> list[dict[str, Any]]:
    """Regions of one face: one region per run, except that the ``joined`` type ("L", "S"
    or "") joins its runs across the face."""
    land, sea = runs(edges, "L"), runs(edges, "S")
    if len(land) < 2 or len(sea) < 2:
        joined = ""
    regions: list[dict[str, Any]] = []
    for kind, rs in (("L", land), ("S", sea)):
        if kind == joined:
            regions.append({"type": kind, "edges": sorted(e for run in rs for e in run)})
        else:
            regions.extend({"type": kind, "edges": sorted(run)} for run in rs)
    for region in regions:
        region["bonus"] = 0
    return regions


def pinch(face: dict[str, Any], kind: str, rng: random.Random) -> bool:
    """Split one run of ``kind`` (2 edges or more, not joined) at a corner."""
    for region in face["regions"]:
        if region["type"] != kind or len(region["edges"]) < 2 or len(region["edges"]) == 6:
            continue
        matching = [r for r in runs(face["edges"], kind) if set(r) == set(region["edges"])]
        if not matching:
            continue  # a joined region
        run = matching[0]
        cut = rng.randrange(1, len(run))
        region["edges"] = sorted(run[:cut])
        face["regions"].append({"type": kind, "edges": sorted(run[cut:]), "bonus": 0})
        return True
    return False


def sections(face: dict[str, Any], kind: str, size: int) -> list[list[int]]:
    """Candidate sections: ``size`` consecutive edges of one region of ``kind``."""
    out = []
    for region in face["regions"]:
        if region["type"] != kind:
            continue
        members = set(region["edges"])
        for start in range(6):
            span = [(start + k) % 6 for k in range(size)]
            if all(e in members for e in span) and len(members) >= size:
                out.append(sorted(span))
    return out


def build() -> dict[str, Any]:
    rng = random.Random(SEED)
    faces: list[dict[str, Any]] = []
    for pattern, count in PATTERNS.items():
        for _ in range(count):
            faces.append({"edges": pattern, "icons": [], "mountains": [], "corals": []})
    rng.shuffle(faces)
    # joins and pinches take turns between land and sea so neither side's areas are
    # easier to close
    two_runs = [i for i, f in enumerate(faces) if len(runs(f["edges"], "L")) > 1]
    joins = {i: "LS-"[n % 3] for n, i in enumerate(two_runs)}
    for i, face in enumerate(faces):
        face["regions"] = face_regions(face["edges"], joins.get(i, "-").replace("-", ""))
    candidates = list(range(len(faces)))
    rng.shuffle(candidates)
    for n in range(PINCHES):
        kind = "LS"[n % 2]
        i = next(i for i in candidates if pinch(faces[i], kind, rng))
        candidates.remove(i)
    order = list(range(len(faces)))
    rng.shuffle(order)
    # bonus regions: alternate land and sea so neither side's areas carry more
    k = 0
    for points, count in ((1, BONUS[0]), (2, BONUS[1])):
        for _ in range(count):
            face = faces[order[k]]
            want = "L" if k % 2 == 0 else "S"
            choices = [r for r in face["regions"] if r["type"] == want] or face["regions"]
            rng.choice(choices)["bonus"] = points
            k += 1
    rng.shuffle(order)
    for icon, count in (("play_again", PLAY_AGAIN), ("steal", STEAL)):
        for _ in range(count):
            i = next(i for i in order if not faces[i]["icons"])
            faces[i]["icons"].append(icon)
            order.remove(i)
            order.append(i)
    rng.shuffle(order)
    for key, kind, size, count in (("mountains", "L", 2, MOUNTAINS), ("corals", "S", 3, CORALS)):
        placed = 0
        for i in order:
            options = sections(faces[i], kind, size)
            if options and placed < count:
                faces[i][key].append(rng.choice(options))
                placed += 1
        rng.shuffle(order)
    plain = [i for i in order if not any(c in faces[i]["icons"] for c in ("caravan", "ship"))]
    for n, i in enumerate(plain[: CARAVANS + SHIPS]):
        faces[i]["icons"].append("caravan" if n < CARAVANS else "ship")
    # pair faces into tiles: shuffle until no tile shows one pattern on both faces and no
    # tile carries two action icons
    while True:
        rng.shuffle(faces)
        pairs = [(faces[2 * i], faces[2 * i + 1]) for i in range(len(faces) // 2)]
        if all(
            a["edges"] != b["edges"]
            and not (
                {"play_again", "steal"} & set(a["icons"])
                and {"play_again", "steal"} & set(b["icons"])
            )
            for a, b in pairs
        ):
            break
    start_face = {
        "edges": "LLLSSS",
        "regions": [
            {"type": "L", "edges": [0, 1, 2], "bonus": 0},
            {"type": "S", "edges": [3, 4, 5], "bonus": 0},
        ],
        "icons": [],
        "mountains": [],
        "corals": [],
    }
    tiles: list[dict[str, Any]] = [{"id": 0, "kind": "start", "faces": {"a": start_face}}]
    for n, (a, b) in enumerate(pairs, start=1):
        tiles.append({"id": n, "kind": "regular", "faces": {"a": a, "b": b}})
    volcano = {
        "edges": "LLLLLL",
        "regions": [{"type": "L", "edges": list(range(6)), "bonus": 5}],
        "icons": [],
        "mountains": [[0, 1], [3, 4]],
        "corals": [],
    }
    whirlpool = {
        "edges": "SSSSSS",
        "regions": [{"type": "S", "edges": list(range(6)), "bonus": 5}],
        "icons": [],
        "mountains": [],
        "corals": [[0, 1, 2], [3, 4, 5]],
    }
    tiles.append({"id": len(pairs) + 1, "kind": "volcano", "faces": {"a": volcano, "b": whirlpool}})
    return {
        "name": "Seaboard reconstruction",
        "version": 1,
        "note": "Not the published tiles: a reconstruction (see rules.md). Edges run in "
        "direction order 0..5 at rotation 0; regions list their edges.",
        "tiles": tiles,
    }


def dump() -> str:
    """The JSON text, one tile per line."""
    data = build()
    lines = [json.dumps(t, separators=(",", ":")) for t in data["tiles"]]
    head = {k: v for k, v in data.items() if k != "tiles"}
    return json.dumps(head)[:-1] + ', "tiles": [\n' + ",\n".join(lines) + "\n]}\n"


if __name__ == "__main__":  # pragma: no cover
    print(dump(), end="")

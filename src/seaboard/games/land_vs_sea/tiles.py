"""The tile set: faces read from a JSON file and checked against the schema at load.

A face lists its six edges at rotation 0 (direction order 0..5, "L" land, "S" sea), its
regions (each a type, its edges and bonus points), its icons and its Mountain and Coral
sections. A placed face at rotation k shows face edge j in direction (j + k) mod 6.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

from seaboard.engine import Action, NotationError
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.land_vs_sea.actions import Place

FLAG_ICONS: Final = ("play_again", "steal", "caravan", "ship")
KINDS: Final = ("start", "regular", "volcano")
_FACE_KEYS = {"edges", "regions", "icons", "mountains", "corals"}
# spaces in a tile set's placement memo before it starts again (bounds its memory, 3 to
# 20 kB a space; changes nothing but time)
PLACE_MEMO_LIMIT: Final = 5_000
# slots and sides the memo holds (two slots, each face up and down); a hand's further
# slots, if a tile set ever gives one, are placed without it
ROW_SIDES: Final = 4

# a space's placements at ``ss * 64 + rb`` (``TileSet.shares``), None until first asked
Shares = list[tuple[Action, ...] | None]
# what a state keeps of one open space: its placements and the keys into them for its
# neighbours' edges (``TileSet.space_keys``)
Space = tuple[Shares, list[int]]


def fill(shares: Shares, index: int) -> tuple[Action, ...]:
    """The placements at ``index = ss * 64 + rb`` of a space, built from its single
    rotations (``TileSet.shares``) and kept."""
    base = index & ~63
    out: list[Action] = []
    for k in range(6):
        if index >> k & 1:
            one = shares[base | 1 << k]
            assert one is not None  # the single rotations are built with the memo
            out += one
    got = shares[index] = tuple(out)
    return got


@dataclass(frozen=True, slots=True)
class Region:
    kind: str  # "L" or "S"
    edges: tuple[int, ...]
    bonus: int


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a tile. ``fid`` indexes ``TileSet.faces``; ``name`` is like "12b"."""

    fid: int
    tile: int
    side: str
    edges: str
    regions: tuple[Region, ...]
    icons: tuple[str, ...]
    mountains: tuple[tuple[int, ...], ...]
    corals: tuple[tuple[int, ...], ...]
    edge_region: tuple[int, ...]  # region index of each face edge
    bits: tuple[int, ...]  # per rotation k: bit d set when placed edge d is land
    section_of: tuple[tuple[int, ...], tuple[int, ...]]  # per edge: Mountain, Coral index
    # per rotation k, per region: bit d set when the region has placed edge d
    region_bits: tuple[tuple[int, ...], ...] = ()

    @property
    def trader(self) -> bool:
        """True when the face shows a Caravan or a Ship."""
        return "caravan" in self.icons or "ship" in self.icons

    @property
    def name(self) -> str:
        return f"{self.tile}{self.side}"

    def has(self, icon: str) -> bool:
        return icon in self.icons

    def placed(self, rotation: int) -> dict[str, Any]:
        """JSON of this face as placed at ``rotation`` (edges and icons in directions).

        No name: the printed number would pair the face with its other side (a view adds
        an ``id`` that reveals nothing)."""

        def turn(edges: tuple[int, ...]) -> list[int]:
            return sorted((e + rotation) % 6 for e in edges)

        return {
            "edges": "".join(self.edges[(d - rotation) % 6] for d in range(6)),
            "regions": [
                {"type": r.kind, "edges": turn(r.edges), "bonus": r.bonus} for r in self.regions
            ],
            "icons": list(self.icons),
            "mountains": [turn(m) for m in self.mountains],
            "corals": [turn(c) for c in self.corals],
        }


class TileSet:
    """Every face of the set, with lookup tables shared by all states of a game."""

    def __init__(self, faces: list[Face], start: int, volcano: int, whirlpool: int) -> None:
        self.faces = tuple(faces)
        self.start = start
        self.volcano = volcano
        self.whirlpool = whirlpool
        special = {faces[start].tile, faces[volcano].tile}
        self.regular = tuple(f.fid for f in faces if f.tile not in special)
        self.by_name = {f.name: f.fid for f in faces}
        self._placed: dict[tuple[int, int], dict[str, Any]] = {}
        # the regular tiles as (face a, face b) pairs, in id order
        pairs: dict[int, list[int]] = {}
        for fid in self.regular:
            pairs.setdefault(faces[fid].tile, []).append(fid)
        self.tiles = tuple((v[0], v[1]) for _, v in sorted(pairs.items()))
        self.fit_table: list[dict[int, tuple[int, ...]]] = [{} for _ in faces]
        self._fillable: dict[int, bool] = {}
        # faces with the same edges fit alike and place alike: each face's edge pattern
        # (an index into ``pattern_bits``, its land edges per rotation)
        patterns: dict[tuple[int, ...], int] = {}
        self.pattern = tuple(patterns.setdefault(f.bits, len(patterns)) for f in faces)
        self.pattern_bits = tuple(patterns)
        # how far from the start tile an open space can be (each tile touches the map)
        self.reach = len(self.tiles) + 2
        # per space (``space_part``), the placements into it from each slot and side at
        # each set of rotations, shared by every state (see ``shares``)
        self.place_memo: dict[int, Shares] = {}
        # per neighbour edges, the keys into a space's placements (see ``space_keys``)
        self._keys_by_edges: dict[int, list[int]] = {}

    def placed(self, fid: int, rotation: int) -> dict[str, Any]:
        """JSON of a face as placed (cached: treat it as read-only)."""
        key = (fid, rotation)
        got = self._placed.get(key)
        if got is None:
            got = self._placed[key] = self.faces[fid].placed(rotation)
        return got

    def fillable(self, mask: int, value: int) -> bool:
        """Whether some regular face fits a space with these neighbour edges (bit d of
        ``mask``: a tile lies in direction d; of ``value``: its facing edge is land)."""
        key = (mask << 6) | value
        got = self._fillable.get(key)
        if got is None:
            got = self._fillable[key] = any(self.fits(f, mask, value) for f in self.regular)
        return got

    def fits(self, fid: int, mask: int, value: int) -> tuple[int, ...]:
        """Rotations at which face ``fid`` matches the given neighbour edges."""
        key = (mask << 6) | value
        cache = self.fit_table[fid]
        got = cache.get(key)
        if got is None:
            bits = self.faces[fid].bits
            got = tuple(k for k in range(6) if (bits[k] ^ value) & mask == 0)
            cache[key] = got
        return got

    def space_part(self, cell: tuple[int, int]) -> int:
        """A space as one whole number, shifted to leave six bits for the rotations."""
        width = 2 * self.reach + 1
        return ((cell[0] + self.reach) * width + cell[1] + self.reach) << 6

    def shares(self, cell: tuple[int, int]) -> Shares:
        """The placements into ``cell`` at ``ss * 64 + rb``: from slot ``ss // 2`` on side
        ``ss % 2`` (0 up, 1 down, ``ss`` below ``ROW_SIDES``) at the rotations whose bits
        ``rb`` holds (memoised per space). A space's 24 ``Place`` actions are built at its
        first use, as its single rotations; the other sets are None until ``fill``."""
        part = self.space_part(cell)
        got = self.place_memo.get(part)
        if got is None:
            if len(self.place_memo) >= PLACE_MEMO_LIMIT:
                self.place_memo.clear()
            q, r = cell
            got = [None] * (ROW_SIDES * 64)
            for ss in range(ROW_SIDES):
                got[ss * 64] = ()
                for k in range(6):
                    got[ss * 64 | 1 << k] = (Place(ss >> 1, "d" if ss & 1 else "u", q, r, k),)
            self.place_memo[part] = got
        return got

    def share(self, ss: int, cell: tuple[int, int], rb: int) -> tuple[Action, ...]:
        """The placements into ``cell`` from slot ``ss // 2`` on side ``ss % 2`` at the
        rotations whose bits ``rb`` holds."""
        if ss < ROW_SIDES:
            shares = self.shares(cell)
            got = shares[ss * 64 + rb]
            return fill(shares, ss * 64 + rb) if got is None else got
        side = "d" if ss & 1 else "u"
        q, r = cell
        return tuple([Place(ss >> 1, side, q, r, k) for k in range(6) if rb >> k & 1])

    def space_keys(self, ckey: int) -> list[int]:
        """The keys into a space's ``shares``, ``ss * 64 + rb``, at ``ss *
        len(pattern_bits) + pattern`` for each slot and side below ``ROW_SIDES`` and each
        edge pattern, for neighbour edges ``ckey = (mask << 6) | value`` (shared: treat it
        as read-only)."""
        got = self._keys_by_edges.get(ckey)
        if got is None:
            mask, value = ckey >> 6, ckey & 63
            got = self._keys_by_edges[ckey] = [
                ss * 64 + sum(1 << k for k in range(6) if (bits[k] ^ value) & mask == 0)
                for ss in range(ROW_SIDES)
                for bits in self.pattern_bits
            ]
        return got

    def space(self, cell: tuple[int, int], ckey: int) -> Space:
        """What a state keeps of the open space ``cell`` with neighbour edges ``ckey``."""
        return self.shares(cell), self.space_keys(ckey)


class _Where:
    """Where in a tile file a problem lies ("tile 3 face a regions[0]"), told in a language."""

    __slots__ = ("parts",)

    def __init__(self, *parts: tuple[str, dict[str, object]]) -> None:
        self.parts = parts

    def then(self, message: str, **values: object) -> _Where:
        return _Where(*self.parts, (message, values))

    def told(self, language: Language) -> str:
        return " ".join(language.t(message, **values) for message, values in self.parts)


_PROBLEM: Final = N_("{where}: {problem}")


def _err(where: _Where, message: str, **values: object) -> NotationError:
    """The problem ``message`` (with ``values``) at ``where``, told in any language."""

    def told(language: Language) -> str:
        problem = language.t(message, **values)
        return language.t(_PROBLEM, where=where.told(language), problem=problem)

    english = message.format(**values) if values else message
    return NotationError(_PROBLEM, told=told, where=where.told(ENGLISH), problem=english)


def _crosses(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """True when two edge sets interleave around the hexagon (regions would cross)."""
    marks = sorted([(e, 0) for e in a] + [(e, 1) for e in b])
    seq = [m for _, m in marks]
    changes = sum(1 for i in range(len(seq)) if seq[i] != seq[i - 1])
    return changes > 2


def _face(raw: object, where: _Where, fid: int, tile: int, side: str, kind: str) -> Face:
    if not isinstance(raw, Mapping):
        raise _err(where, N_("a face must be an object"))
    missing = sorted(_FACE_KEYS - set(raw))
    if missing:
        raise _err(where, N_("field {field} is missing"), field=repr(missing[0]))
    extra = sorted(set(raw) - _FACE_KEYS)
    if extra:
        raise _err(where, N_("unknown field {field}"), field=repr(extra[0]))
    edges = raw["edges"]
    if not isinstance(edges, str) or len(edges) != 6 or set(edges) - {"L", "S"}:
        raise _err(where, N_("edges must be six letters L or S, not {edges}"), edges=repr(edges))
    if kind == "regular":
        if len(set(edges)) == 1:
            raise _err(
                where,
                N_("edges {edges}: a regular face cannot have one type all round"),
                edges=edges,
            )
        if edges in ("LSLSLS", "SLSLSL"):
            raise _err(where, N_("edges LSLSLS: a regular face cannot alternate all round"))
    regions_raw = raw["regions"]
    if not isinstance(regions_raw, list) or not regions_raw:
        raise _err(where, N_("regions must be a non-empty list"))
    regions: list[Region] = []
    owner = [-1] * 6
    for i, r in enumerate(regions_raw):
        rw = where.then("regions[{i}]", i=i)
        if not isinstance(r, Mapping) or set(r) != {"type", "edges", "bonus"}:
            raise _err(rw, N_("a region is an object with type, edges and bonus"))
        rkind, redges, bonus = r["type"], r["edges"], r["bonus"]
        if rkind not in ("L", "S"):
            raise _err(rw, N_("type must be L or S, not {kind}"), kind=repr(rkind))
        if (
            not isinstance(redges, list)
            or not redges
            or not all(isinstance(e, int) and not isinstance(e, bool) for e in redges)
        ):
            raise _err(rw, N_("edges must be a non-empty list of edge numbers 0..5"))
        if isinstance(bonus, bool) or not isinstance(bonus, int) or not 0 <= bonus <= 9:
            raise _err(rw, N_("bonus must be a whole number 0..9, not {bonus}"), bonus=repr(bonus))
        for e in redges:
            if not 0 <= e <= 5:
                raise _err(rw, N_("edge {edge} is not 0..5"), edge=e)
            if owner[e] != -1:
                raise _err(rw, N_("edge {edge} is in two regions"), edge=e)
            if edges[e] != rkind:
                raise _err(
                    rw, N_("edge {edge} is {was}, not {kind}"), edge=e, was=edges[e], kind=rkind
                )
            owner[e] = i
        regions.append(Region(rkind, tuple(sorted(redges)), bonus))
    if -1 in owner:
        raise _err(where, N_("regions: edge {edge} belongs to no region"), edge=owner.index(-1))
    for i, a in enumerate(regions):
        for j in range(i + 1, len(regions)):
            if _crosses(a.edges, regions[j].edges):
                raise _err(where, N_("regions {i} and {j} cross each other"), i=i, j=j)
    icons = raw["icons"]
    if not isinstance(icons, list) or not all(isinstance(x, str) for x in icons):
        raise _err(where, N_("icons must be a list of names"))
    for x in icons:
        if x not in FLAG_ICONS:
            raise _err(
                where,
                N_("icons: unknown icon {icon}; known: {known}"),
                icon=repr(x),
                known=", ".join(FLAG_ICONS),
            )
    if len(set(icons)) != len(icons):
        raise _err(where, N_("icons: an icon is listed twice"))
    sections: dict[str, tuple[tuple[int, ...], ...]] = {}
    for key, need, size in (("mountains", "L", 2), ("corals", "S", 3)):
        value = raw[key]
        if not isinstance(value, list):
            raise _err(where, N_("{key} must be a list of edge lists"), key=key)
        seen: set[int] = set()
        out = []
        for n, sec in enumerate(value):
            sw = where.then("{key}[{n}]", key=key, n=n)
            if (
                not isinstance(sec, list)
                or len(sec) != size
                or not all(isinstance(e, int) and not isinstance(e, bool) for e in sec)
            ):
                raise _err(sw, N_("a section lists {size} edge numbers"), size=size)
            for e in sec:
                if not 0 <= e <= 5 or edges[e] != need:
                    not_kind = (
                        N_("edge {edge} is not a land edge")
                        if need == "L"
                        else N_("edge {edge} is not a sea edge")
                    )
                    raise _err(sw, not_kind, edge=e)
                if e in seen:
                    raise _err(sw, N_("edge {edge} is in two sections"), edge=e)
                seen.add(e)
            out.append(tuple(sorted(sec)))
        sections[key] = tuple(out)
    bits = tuple(sum(1 << d for d in range(6) if edges[(d - k) % 6] == "L") for k in range(6))
    return Face(
        fid,
        tile,
        side,
        edges,
        tuple(regions),
        tuple(icons),
        sections["mountains"],
        sections["corals"],
        tuple(owner),
        bits,
        tuple(
            tuple(
                next((i for i, sec in enumerate(sections[key]) if e in sec), -1) for e in range(6)
            )
            for key in ("mountains", "corals")
        ),  # type: ignore[arg-type]
        tuple(
            tuple(sum(1 << (e + k) % 6 for e in region.edges) for region in regions)
            for k in range(6)
        ),
    )


def parse_tiles(data: object) -> TileSet:
    """Check a tile-set object against the schema; NotationError names tile and field."""
    if not isinstance(data, Mapping) or not isinstance(data.get("tiles"), list):
        raise NotationError(N_("a tile set is an object with a list 'tiles'"))
    faces: list[Face] = []
    ids: set[int] = set()
    start = volcano = whirlpool = -1
    for n, t in enumerate(data["tiles"]):
        if not isinstance(t, Mapping):
            raise _err(_Where(("tiles[{n}]", {"n": n})), N_("a tile must be an object"))
        tid = t.get("id")
        if isinstance(tid, bool) or not isinstance(tid, int) or tid < 0:
            raise _err(
                _Where(("tiles[{n}]", {"n": n})),
                N_("id must be a whole number >= 0, not {id}"),
                id=repr(tid),
            )
        where = _Where((N_("tile {id}"), {"id": tid}))
        if tid in ids:
            raise _err(where, N_("id is used twice"))
        ids.add(tid)
        kind = t.get("kind")
        if kind not in KINDS:
            raise _err(
                where,
                N_("kind must be one of {kinds}, not {kind}"),
                kinds=", ".join(KINDS),
                kind=repr(kind),
            )
        raw_faces = t.get("faces")
        need = ("a",) if kind == "start" else ("a", "b")
        if not isinstance(raw_faces, Mapping) or not set(need) <= set(raw_faces):
            raise _err(
                where,
                N_("faces must be an object with faces a")
                if kind == "start"
                else N_("faces must be an object with faces a and b"),
            )
        if set(raw_faces) - {"a", "b"}:
            raise _err(where, N_("faces are named a and b"))
        for side in need:
            at = where.then(N_("face {side}"), side=side)
            face = _face(raw_faces[side], at, len(faces), tid, side, kind)
            faces.append(face)
            if kind == "start":
                if start != -1:
                    raise _err(where, N_("there is more than one start tile"))
                start = face.fid
            elif kind == "volcano":
                if face.edges == "LLLLLL" and volcano == -1:
                    volcano = face.fid
                elif face.edges == "SSSSSS" and whirlpool == -1:
                    whirlpool = face.fid
                else:
                    raise _err(
                        at,
                        N_("edges: the Volcano/Whirlpool tile has one face LLLLLL and one SSSSSS"),
                    )
    if start == -1:
        raise NotationError(N_("the tile set has no start tile (kind 'start')"))
    if volcano == -1 or whirlpool == -1:
        raise NotationError(N_("the tile set has no Volcano/Whirlpool tile (kind 'volcano')"))
    tiles = TileSet(faces, start, volcano, whirlpool)
    if len(tiles.tiles) < 4:
        raise NotationError(N_("the tile set needs at least 4 regular tiles"))
    return tiles


@lru_cache(maxsize=8)
def load_tiles(path: str | None) -> TileSet:
    """The built-in set (``path`` None) or a JSON file; NotationError on any problem."""
    if path is None:
        text = resources.files(__package__).joinpath("tiles.json").read_text("utf-8")
        where = "built-in tiles.json"
    else:
        where = path
        try:
            text = Path(path).read_text("utf-8")
        except OSError as err:
            raise NotationError(
                N_("cannot read tile file {path}: {why}"), path=path, why=err.strerror
            ) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise NotationError(N_("{where} is not JSON: {error}"), where=where, error=err) from None
    return parse_tiles(data)


def check_tiles_option(value: object) -> str | None:
    """Option check: a message naming the tile and field, or None when the file is good."""
    try:
        load_tiles(str(value))
    except NotationError as err:
        return str(err)
    return None

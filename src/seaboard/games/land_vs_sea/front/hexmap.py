"""The Land vs Sea map in text: tiles as small hexagons, drawn whole or as a window.

A window is the part of the map the board has room for: ``rows`` hex rows (three text
lines each) by ``width`` characters, centred on a point (x, r) with x = 2q + r (the
column in half-cells), by default the tiles placed since the reader last looked, moved by
``pan`` steps of half a window. ``overview`` draws the whole map one character per tile,
for ``map`` when the full drawing does not fit the window. Reads the view only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text

from seaboard.engine.language import ENGLISH, N_, Language

GLYPHS = {"L": ("▲", "△", "▴"), "S": ("≈", "~", "∿")}
STYLE = {"L": "bold green", "S": "bold blue"}
ICON_MARK = {"play_again": "+", "steal": "$", "caravan": "c", "ship": "s"}
DONE_GLYPH = {"L": "■", "S": "="}
CELL = 6  # characters per hex; rows are offset by half of it
HALF = CELL // 2
AXIS = 6  # the row axis on the left: ``r=-2 ``

Spot = tuple[int, int]


def edge_glyphs(face: dict[str, Any], modules: dict[str, Any]) -> list[tuple[str, str]]:
    """The symbol and style of each of the six edges, in direction order."""
    out = [("?", "")] * 6
    seen = {"L": 0, "S": 0}
    for region in face["regions"]:
        kind = region["type"]
        glyph = GLYPHS[kind][min(seen[kind], 2)]
        seen[kind] += 1
        for d in region["edges"]:
            out[d] = (glyph, STYLE[kind])
    if modules.get("mountains_coral", True):
        for section in face.get("mountains") or ():
            for d in section:
                out[d] = ("M", "bold yellow")
        for section in face.get("corals") or ():
            for d in section:
                out[d] = ("C", "bold magenta")
    return out


def region_glyph(face: dict[str, Any], index: int) -> str:
    kind = face["regions"][index]["type"]
    nth = sum(1 for r in face["regions"][:index] if r["type"] == kind)
    return GLYPHS[kind][min(nth, 2)]


def completed_edges(view: dict[str, Any]) -> set[tuple[int, int, int]]:
    """(q, r, direction) of every edge on the map that belongs to a completed area.

    The game says which regions of each tile lie in a complete area (``complete``); the
    renderer does not work it out again.
    """
    return {
        (tile["q"], tile["r"], d)
        for tile in view["map"]
        for i in tile["complete"]
        for d in tile["regions"][i]["edges"]
    }


def spots_of(view: dict[str, Any]) -> set[Spot]:
    """Every space the map draws: tiles, open spaces and holes."""
    return (
        {(c["q"], c["r"]) for c in view["map"]}
        | {(q, r) for q, r in view["open"]}
        | {(q, r) for q, r in view.get("holes", [])}
    )


def focus(view: dict[str, Any], before: dict[str, Any] | None) -> tuple[float, float] | None:
    """The middle (x, r) of the tiles placed since ``before``; None when there are none."""
    if before is None:
        return None
    old = {(c["q"], c["r"]) for c in before.get("map", [])}
    fresh = [(c["q"], c["r"]) for c in view["map"] if (c["q"], c["r"]) not in old]
    if not fresh:
        return None
    xs = [2 * q + r for q, r in fresh]
    rows = [r for _, r in fresh]
    return (min(xs) + max(xs)) / 2, (min(rows) + max(rows)) / 2


def units_for(width: int) -> int:
    """How many half-cell columns a drawing ``width`` characters wide has room for."""
    return max(2, (width - AXIS) // HALF - 1)


@dataclass(frozen=True)
class Window:
    """The part of the map drawn (columns x, rows r, both inclusive) and the whole map's."""

    lo_x: int
    hi_x: int
    lo_r: int
    hi_r: int
    extent: tuple[int, int, int, int]

    @property
    def whole(self) -> bool:
        return (self.lo_x, self.hi_x, self.lo_r, self.hi_r) == self.extent

    def holds(self, spot: Spot) -> bool:
        q, r = spot
        return self.lo_r <= r <= self.hi_r and self.lo_x <= 2 * q + r <= self.hi_x

    def words(self, language: Language = ENGLISH) -> str:
        """Which part of the map this is, for the board's note."""
        lo_x, hi_x, lo_r, hi_r = self.extent
        parts = []
        if (self.lo_r, self.hi_r) != (lo_r, hi_r):
            parts.append(
                language.t(
                    N_("rows r={lo}..{hi} of {first}..{last}"),
                    lo=self.lo_r,
                    hi=self.hi_r,
                    first=lo_r,
                    last=hi_r,
                )
            )
        west, east = self.lo_x > lo_x, self.hi_x < hi_x
        if west and east:
            parts.append(language.t(N_("more west and east")))
        elif west:
            parts.append(language.t(N_("more west")))
        elif east:
            parts.append(language.t(N_("more east")))
        return ", ".join(parts)


def window(
    view: dict[str, Any],
    rows: int | None = None,
    width: int | None = None,
    centre: tuple[float, float] | None = None,
    pan: tuple[int, int] = (0, 0),
) -> Window:
    """The part of the map that fits ``rows`` hex rows and ``width`` characters (None: no
    limit) around ``centre`` (default the map's middle), moved ``pan`` half-windows."""
    spots = spots_of(view) or {(0, 0)}
    xs = [2 * q + r for q, r in spots]
    all_r = [r for _, r in spots]
    extent = (min(xs), max(xs), min(all_r), max(all_r))
    lo_x, hi_x, lo_r, hi_r = extent
    cx, cr = centre if centre is not None else ((lo_x + hi_x) / 2, (lo_r + hi_r) / 2)
    if rows is not None and hi_r - lo_r + 1 > rows:
        cr += pan[1] * max(1, rows // 2)
        lo_r = max(lo_r, min(hi_r - rows + 1, round(cr - (rows - 1) / 2)))
        hi_r = lo_r + rows - 1
    units = None if width is None else units_for(width)
    if units is not None and hi_x - lo_x + 1 > units:
        cx += pan[0] * max(2, units // 2)
        lo_x = max(lo_x, min(hi_x - units + 1, round(cx - units / 2)))
        hi_x = lo_x + units - 1
    return Window(lo_x, hi_x, lo_r, hi_r, extent)


def draw_map(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    win: Window,
    language: Language = ENGLISH,
) -> Text:
    """The tiles and open spaces inside ``win``; those placed since ``before`` marked."""
    modules = view.get("modules") or {}
    cells = {(c["q"], c["r"]): c for c in view["map"]}
    holes = {(q, r) for q, r in view.get("holes", [])}
    dead = {(q, r) for q, r in view.get("dead", [])}
    done = completed_edges(view)
    marked = {
        (w["q"], w["r"]): seat
        for seat, w in enumerate(view.get("waypoints") or [])
        if w is not None
    }
    old = None if before is None else {(c["q"], c["r"]) for c in before.get("map", [])}
    spots = spots_of(view)
    if not spots:
        return Text(language.t(N_("(empty map)")))
    span = (win.hi_x - win.lo_x + 2) * HALF
    hole = language.t(N_("hole"))[:4]  # the mark over an open hole, four characters at most
    out = Text()
    for r in range(win.lo_r, win.hi_r + 1):
        lines: list[list[tuple[str, str]]] = [[(" ", "")] * span for _ in range(3)]
        for q, rr in spots:
            if rr != r or not win.holds((q, rr)):
                continue
            at = (2 * q + rr - win.lo_x) * HALF
            _draw(lines, at, (q, r), cells, modules, done, marked, old)
            if (q, r) not in cells:
                top = hole if (q, r) in holes else "✗" if (q, r) in dead else ""
                style = "bold red" if top else "cyan"
                _put(lines[1], at + 1, f"·{q}"[:4].center(4), style)
                _put(lines[0], at + 1, top.center(4), style)
        for n, line in enumerate(lines):
            out.append(f"r={r:<3} " if n == 1 else " " * AXIS, style="dim")
            for ch, style in line:
                out.append(ch, style=style or None)
            out.append("\n")
    out.rstrip()
    return out


def overview(view: dict[str, Any], before: dict[str, Any] | None, shown: Window) -> Text:
    """The whole map one character per space (▲ mostly land, ≈ mostly sea, · open, o a
    hole, * placed since ``before``); the rows and columns of ``shown`` are marked."""
    win = window(view)
    cells = {(c["q"], c["r"]): c for c in view["map"]}
    holes = {(q, r) for q, r in view.get("holes", [])}
    old = None if before is None else {(c["q"], c["r"]) for c in before.get("map", [])}
    span = win.hi_x - win.lo_x + 1
    columns = range(win.lo_x, win.hi_x + 1)
    bar = "".join("━" if shown.lo_x <= x <= shown.hi_x else " " for x in columns)
    out = Text(" " * AXIS + bar.rstrip() + "\n", style="dim")
    for r in range(win.lo_r, win.hi_r + 1):
        line: list[tuple[str, str]] = [(" ", "")] * span
        for q, rr in spots_of(view):
            if rr != r:
                continue
            line[2 * q + r - win.lo_x] = _overview_glyph((q, r), cells, holes, old)
        inside = shown.lo_r <= r <= shown.hi_r
        out.append(f"r={r:<3}" + ("▶" if inside else " ") + " ", style="bold" if inside else "dim")
        for ch, style in line:
            out.append(ch, style=style or None)
        out.rstrip()
        out.append("\n")
    out.rstrip()
    return out


def _overview_glyph(
    spot: Spot,
    cells: dict[Spot, dict[str, Any]],
    holes: set[Spot],
    old: set[Spot] | None,
) -> tuple[str, str]:
    cell = cells.get(spot)
    if cell is None:
        return ("o", "bold red") if spot in holes else ("·", "cyan")
    if old is not None and spot not in old:
        return ("*", "bold reverse")
    land = sum(len(reg["edges"]) for reg in cell["regions"] if reg["type"] == "L")
    kind = "L" if land > 3 else "S" if land < 3 else ("L" if land else "S")
    return (GLYPHS[kind][0], STYLE[kind])


def _put(line: list[tuple[str, str]], at: int, text: str, style: str) -> None:
    for i, ch in enumerate(text):
        if ch != " " and 0 <= at + i < len(line):
            line[at + i] = (ch, style)


def _draw(
    lines: list[list[tuple[str, str]]],
    x: int,
    spot: tuple[int, int],
    cells: dict[tuple[int, int], dict[str, Any]],
    modules: dict[str, Any],
    done: set[tuple[int, int, int]],
    marked: dict[tuple[int, int], int],
    old: set[tuple[int, int]] | None,
) -> None:
    """One tile: its edges around, its q in the middle, its marks above and below."""
    cell = cells.get(spot)
    if cell is None:
        return
    q, r = spot
    edge = edge_glyphs(cell, modules)
    kinds = ["?"] * 6
    for region in cell["regions"]:
        for d in region["edges"]:
            kinds[d] = region["type"]
    for d in range(6):
        if (q, r, d) in done:
            edge[d] = (DONE_GLYPH[kinds[d]], STYLE[kinds[d]] + " reverse")
    for pos, d in ((1, 2), (4, 1)):
        lines[0][x + pos] = edge[d]
    for pos, d in ((1, 4), (4, 5)):
        lines[2][x + pos] = edge[d]
    lines[1][x] = edge[3]
    lines[1][x + 5] = edge[0]
    fresh = old is not None and spot not in old
    label = ("*" if fresh else "") + str(q)
    style = "bold reverse" if fresh else "white"
    _put(lines[1], x + 1, label.center(4)[:4], style)
    bonus = "".join(
        f"{region_glyph(cell, i)}{reg['bonus']}"
        for i, reg in enumerate(cell["regions"])
        if reg["bonus"]
    )
    icons = "".join(
        ICON_MARK.get(i, "")
        for i in cell["icons"]
        if i not in ("caravan", "ship") or modules.get("caravans_ships", True)
    )
    if spot in marked:
        icons = f"w{marked[spot] + 1}" + icons
    _put(lines[0], x + 2, bonus[:2], "bold yellow")
    _put(lines[2], x + 2, icons[:2], "bold magenta" if spot in marked else "bold yellow")

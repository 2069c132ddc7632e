"""Terminal rendering of a Land vs Sea view: a hex map, the reader's tiles and scores.

Each placed tile is a small hexagon of three text lines: its six edges around it and its
q coordinate in the middle (the row's r stands on the left axis), with its marks on the
lines above and below. Each edge shows the region it belongs to, so edges that join inside
the face share a symbol (▲ △ ▴ land regions, ≈ ~ ∿ sea regions; M a Mountain section's
edge, C a Coral section's edge when that module is in play); the edges of a completed area
are drawn ■ (land) and = (sea). Rows are offset by half a cell, as pointy-top hexes are.
The board shows the part of the map that fits the terminal (around what changed last);
``map`` shows all of it, ``hand`` and ``stacks`` the faces in words. Reads the view only.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result

DIRECTIONS = ("E", "NE", "NW", "W", "SW", "SE")
EDGE_NAMES = ("east", "north-east", "north-west", "west", "south-west", "south-east")
GLYPHS = {"L": ("▲", "△", "▴"), "S": ("≈", "~", "∿")}
STYLE = {"L": "bold green", "S": "bold blue"}
ROLE_STYLE = {"land": "bold green", "sea": "bold blue", "cartographer": "bold magenta"}
ICON_MARK = {"play_again": "+", "steal": "$", "caravan": "c", "ship": "s"}
ICON_NAME = {"play_again": "Play Again", "steal": "Steal", "caravan": "Caravan", "ship": "Ship"}
PHASE_WORDS = {
    "draft": "draft: take the top tile of either stack",
    "play": "place a face of one of your tiles",
    "again": "Play Again: place your other tile now (compulsory)",
    "volcano": "a hole was closed: put the Volcano/Whirlpool in it",
    "steal": "Steal: take a tile from a player who holds two",
    "waypoint": "you may put your waypoint on a region of your type, or pass",
    "draw": "draw back up to two tiles",
    "over": "the game is over",
}

HELP = """\
Land vs Sea: choose an action by its menu number (#3) or type the menu's words:
  tile 1 up on 3,-2, turned 4   place the up face (the one showing) of your tile 1 on
                                the open space 3,-2 (q=3 in the row r=-2), turned 4 steps
  tile 2 down on 0,1, turned 0  place the hidden (down) face of your tile 2 on 0,1
  Volcano on 0,1, turned 2      put the Volcano/Whirlpool into the hole at 0,1
  steal Sea's tile 1            after a Steal face: take that player's tile 1
  take from stack 1             take the top tile of stack 1 (draft and draw)
  waypoint on 2,-1 ▲            put your waypoint on the ▲ region of the tile at 2,-1
  pass                          keep your waypoint off the map (or: no face fits anywhere)
Play Again is compulsory: after it you place your other tile at once. Your tiles keep
their numbers through the turn. Find placements: `list tile 1 up` (one face), `list 3,-2`
(one space). Short forms (in brackets in `list`) count tiles, stacks and regions from 1:
"take 1" is stack 1, "waypoint on 2,-1 region 1" the tile's first region.

Turning: a face shown at turn 0 shows its east edge (E) to the east. Turned k steps,
every edge moves k places on, E -> NE -> NW -> W -> SW -> SE -> E.

Legend of the map and the tiles
  ▲ △ ▴   land edges: edges with the same symbol on one tile form one region
  ≈ ~ ∿   sea edges, the same way
  ■ =     the edges of a completed land area / sea area (it has scored)
  M C     an edge of a Mountain section / of a Coral section (when scoring them)
  -3      a tile's q coordinate; the row's r is on the left (r=-2): the tile is -3,-2
  ·3      an open space where a tile may go, at q=3 of its row
  ▲2 ≈1   bonus points on the region with that symbol (above the tile's q)
  + $     Play Again / Steal (below the tile's q); c s Caravan / Ship (when scoring them)
  w1      the waypoint of the first player (w2 the second, ...)
  hole    a hole waiting for the Volcano/Whirlpool
  ✗       a space no tile can ever fill: every area touching it is dead (never completes)
  *       (highlighted) placed since you last looked
An area scores when none of its edges is open. A waypoint on an area that is already
complete can only come home when its tile is surrounded by six tiles.
Rules: seaboard rules land-vs-sea"""


def _glyphs(face: dict[str, Any], modules: dict[str, Any]) -> list[tuple[str, str]]:
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


def _region_glyph(face: dict[str, Any], index: int) -> str:
    kind = face["regions"][index]["type"]
    nth = sum(1 for r in face["regions"][:index] if r["type"] == kind)
    return GLYPHS[kind][min(nth, 2)]


def _marks(face: dict[str, Any], modules: dict[str, Any]) -> str:
    """Bonus points and icons, as in the legend."""
    out = ""
    for i, region in enumerate(face["regions"]):
        if region["bonus"]:
            out += f"{_region_glyph(face, i)}{region['bonus']}"
    for icon in face["icons"]:
        if icon in ("caravan", "ship") and not modules.get("caravans_ships", True):
            continue
        out += ICON_MARK.get(icon, "")
    return out


def _words(face: dict[str, Any], modules: dict[str, Any]) -> str:
    """The regions in words: ``▲ land E NE +1 · ≈ sea NW ...`` and the icons."""
    parts = []
    for i, region in enumerate(face["regions"]):
        edges = " ".join(DIRECTIONS[d] for d in region["edges"])
        kind = "land" if region["type"] == "L" else "sea"
        bonus = f" bonus {region['bonus']}" if region["bonus"] else ""
        parts.append(f"{_region_glyph(face, i)} {kind} {edges}{bonus}")
    if modules.get("mountains_coral", True):
        for key, name in (("mountains", "Mountain"), ("corals", "Coral")):
            for section in face.get(key) or ():
                parts.append(f"{name} {' '.join(DIRECTIONS[d] for d in section)}")
    for icon in face["icons"]:
        if icon in ("caravan", "ship") and not modules.get("caravans_ships", True):
            continue
        parts.append(ICON_NAME.get(icon, icon))
    return " · ".join(parts)


def _mini(face: dict[str, Any], modules: dict[str, Any], name: str | None = None) -> list[Text]:
    """A face as a three-line hexagon with ``name`` (else its id) in the middle."""
    g = _glyphs(face, modules)
    top, mid, low = Text(" "), Text(), Text(" ")
    top.append(g[2][0], style=g[2][1])
    top.append("  ")
    top.append(g[1][0], style=g[1][1])
    mid.append(g[3][0], style=g[3][1])
    mid.append(f"{name if name is not None else face['id']:^3}"[:3], style="bold")
    mid.append(g[0][0], style=g[0][1])
    low.append(g[4][0], style=g[4][1])
    low.append("  ")
    low.append(g[5][0], style=g[5][1])
    return [top, mid, low]


def face_hex(face: dict[str, Any] | None, modules: dict[str, Any], name: str | None = None) -> Text:
    """A hand or stack face as a little hexagon (or "hidden"), ``name`` in its middle."""
    if face is None:
        return Text("hidden", style="dim")
    return Text("\n").join(_mini(face, modules, name))


def face_words(face: dict[str, Any] | None, modules: dict[str, Any]) -> Text:
    """A face's regions, bonus points, sections and icons in words."""
    if face is None:
        return Text("")
    marks = _marks(face, modules)
    return Text(_words(face, modules) + (f"\n{marks}" if marks else ""))


DONE_GLYPH = {"L": "■", "S": "="}
CELL = 6  # characters per hex; rows are offset by half of it
AXIS = 6  # the row axis on the left: ``r=-2 ``


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


def _focus(view: dict[str, Any], before: dict[str, Any] | None) -> tuple[float, float]:
    """Where the window centres: what changed since ``before``, else the map's middle."""
    spots = [(c["q"], c["r"]) for c in view["map"]]
    if before is not None:
        old = {(c["q"], c["r"]) for c in before.get("map", [])}
        fresh = [s for s in spots if s not in old]
        spots = fresh or spots
    if not spots:
        spots = [(q, r) for q, r in view["open"]] or [(0, 0)]
    xs = [2 * q + r for q, r in spots]
    rows = [r for _, r in spots]
    return (min(xs) + max(xs)) / 2, (min(rows) + max(rows)) / 2


def _map(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    *,
    rows: int | None = None,
    width: int | None = None,
    centre: tuple[float, float] | None = None,
) -> Text:
    """The map (at most ``rows`` hex rows and ``width`` characters, around ``centre``, an
    (x, r) point; default: what changed since ``before``)."""
    modules = view.get("modules") or {}
    cells = {(c["q"], c["r"]): c for c in view["map"]}
    opened = {(q, r) for q, r in view["open"]}
    holes = {(q, r) for q, r in view.get("holes", [])}
    dead = {(q, r) for q, r in view.get("dead", [])}
    done = completed_edges(view)
    marked = {
        (w["q"], w["r"]): seat
        for seat, w in enumerate(view.get("waypoints") or [])
        if w is not None
    }
    old = None if before is None else {(c["q"], c["r"]) for c in before.get("map", [])}
    spots = set(cells) | opened | holes
    if not spots:
        return Text("(empty map)")
    xs = [2 * q + r for q, r in spots]
    all_rows = [r for _, r in spots]
    lo_r, hi_r = min(all_rows), max(all_rows)
    lo_x, hi_x = min(xs), max(xs)
    cx, cr = centre if centre is not None else _focus(view, before)
    if rows is not None and hi_r - lo_r + 1 > rows:
        lo_r = max(lo_r, min(hi_r - rows + 1, round(cr - (rows - 1) / 2)))
        hi_r = lo_r + rows - 1
    units = None if width is None else max(2, (width - AXIS) // (CELL // 2) - 1)
    if units is not None and hi_x - lo_x + 1 > units:
        lo_x = max(lo_x, min(hi_x - units + 1, round(cx - units / 2)))
        hi_x = lo_x + units - 1
    span = (hi_x - lo_x + 2) * (CELL // 2)
    out = Text()
    for r in range(lo_r, hi_r + 1):
        lines: list[list[tuple[str, str]]] = [[(" ", "")] * span for _ in range(3)]
        for q, rr in spots:
            x = 2 * q + rr
            if rr != r or not lo_x <= x <= hi_x:
                continue
            _draw(lines, (x - lo_x) * (CELL // 2), (q, r), cells, modules, done, marked, old)
            if (q, r) not in cells:
                top = "hole" if (q, r) in holes else "✗" if (q, r) in dead else ""
                style = "bold red" if top else "cyan"
                at = (x - lo_x) * (CELL // 2)
                _put(lines[1], at + 1, f"·{q}"[:4].center(4), style)
                _put(lines[0], at + 1, top.center(4), style)
        for n, line in enumerate(lines):
            out.append(f"r={r:<3} " if n == 1 else " " * AXIS, style="dim")
            for ch, style in line:
                out.append(ch, style=style or None)
            out.append("\n")
    out.rstrip()
    return out


def window_note(view: dict[str, Any], rows: int | None, width: int | None) -> str:
    """Which part of the map the board shows, when it is not all of it."""
    spots = [(c["q"], c["r"]) for c in view["map"]] + [(q, r) for q, r in view["open"]]
    if not spots:
        return ""
    all_rows = {r for _, r in spots}
    xs = [2 * q + r for q, r in spots]
    tall = rows is not None and max(all_rows) - min(all_rows) + 1 > rows
    units = None if width is None else max(2, (width - AXIS) // (CELL // 2) - 1)
    wide = units is not None and max(xs) - min(xs) + 1 > units
    if not (tall or wide):
        return ""
    return f"part of the map (map: all of it, r={min(all_rows)}..{max(all_rows)})"


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
    edge = _glyphs(cell, modules)
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
        f"{_region_glyph(cell, i)}{reg['bonus']}"
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


def slot_names(view: dict[str, Any], turn_start: dict[str, Any] | None) -> list[int]:
    """The number (from 1) each tile of the reader's hand had when the turn began, so a
    tile keeps its name after the other one is placed (Play Again)."""
    seat = view.get("seat")
    hands = view.get("hands") or []
    if seat is None or seat >= len(hands):
        return []
    now = hands[seat]
    names = list(range(1, len(now) + 1))
    if turn_start is None or turn_start.get("seat") != seat:
        return names
    then = (
        (turn_start.get("hands") or [])[seat] if seat < len(turn_start.get("hands") or []) else []
    )
    if len(then) <= len(now):
        return names
    keys = [_tile_key(t) for t in then]
    taken: set[int] = set()
    for i, tile in enumerate(now):
        key = _tile_key(tile)
        match = next((j for j, k in enumerate(keys) if k == key and j not in taken), None)
        if match is None:
            return list(range(1, len(now) + 1))
        taken.add(match)
        names[i] = match + 1
    return names


def _tile_key(tile: dict[str, Any]) -> str:
    def face(f: dict[str, Any] | None) -> str:
        return "" if f is None else repr({k: v for k, v in f.items() if k != "id"})

    return face(tile.get("up")) + "|" + face(tile.get("down"))


def _strip(view: dict[str, Any], turn_start: dict[str, Any] | None) -> Table | None:
    """The reader's tiles (both faces) and, while drafting or drawing, the stacks' tops,
    as little hexagons side by side."""
    modules = view.get("modules") or {}
    seat = view.get("seat")
    strip = Table.grid(padding=(0, 1))
    faces: list[tuple[str, RenderableType]] = []
    hands = view.get("hands") or []
    if seat is not None and seat < len(hands):
        for tile, number in zip(hands[seat], slot_names(view, turn_start), strict=False):
            for key in ("up", "down"):
                faces.append((f"tile {number}", face_hex(tile[key], modules, f"{number}{key[0]}")))
    if view.get("phase") in ("draft", "draw"):
        for i, st in enumerate(view["stacks"]):
            top = (
                face_hex(st["top"], modules, f"s{i + 1}")
                if st["top"]
                else Text("empty", style="dim")
            )
            faces.append((f"stack {i + 1}", top))
    if not faces:
        return None
    strip.add_column(no_wrap=True)
    for _ in faces:
        strip.add_column(justify="center", no_wrap=True)
    tiles = any(n.startswith("tile") for n, _ in faces)
    legend = "\n".join(
        [
            "your tiles" if tiles else "",
            "(1u: tile 1 up face)" if tiles else "",
            "s1 s2: stack tops" if view.get("phase") in ("draft", "draw") else "",
        ]
    )
    strip.add_row(Text(legend, style="dim"), *(f for _, f in faces))
    return strip


def _head(view: dict[str, Any]) -> Text:
    names = [p["name"] for p in view["players"]]
    roles = view.get("roles") or [p["role"] for p in view["players"]]
    seat = view.get("seat")
    head = Text()
    for s, score in enumerate(view["scores"]):
        mover = "▶ " if view.get("to_move") == s else ""
        you = " (you)" if seat == s else ""
        if s:
            head.append(" · ")
        head.append(f"{mover}{names[s]}{you} {score:g}", style=ROLE_STYLE.get(roles[s], "bold"))
    if view.get("game_over"):
        head.append(f"   {result(view)}", style="bold green")
    elif view.get("volcano_available"):
        head.append("   Volcano/Whirlpool in reserve", style="dim")
    return head


def _notes(view: dict[str, Any]) -> Text:
    modules = view.get("modules") or {}
    names = [p["name"] for p in view["players"]]
    notes = Text()
    dead = [f"{q},{r}" for q, r in view.get("dead") or []]
    if dead:
        notes.append(
            f"✗ {', '.join(dead)}: can never be filled (every area touching "
            f"{'them' if len(dead) > 1 else 'it'} is dead)\n",
            "red",
        )
    for s, w in enumerate(view.get("waypoints") or []):
        if w is None:
            continue
        glyph = _waypoint_glyph(view, w["q"], w["r"], w["region"])
        notes.append(f"w{s + 1}: {names[s]}'s waypoint on the {glyph} of {w['q']},{w['r']}")
        if w.get("area_complete"):
            notes.append(" (its area is complete: it comes home only when the tile is surrounded)")
        notes.append("\n")
    if modules.get("mountains_coral"):
        chains = view.get("chains") or []
        notes.append(
            "chains: " + (", ".join(f"{c['type']} {c['sections']}" for c in chains) or "none")
        )
        notes.append("\n")
    if modules.get("caravans_ships"):
        routes = view.get("routes") or []
        notes.append(
            "trade routes: "
            + (", ".join(f"{r['caravans']} Caravans/{r['ships']} Ships" for r in routes) or "none")
        )
        notes.append("\n")
    notes.rstrip()
    return notes


def _waypoint_glyph(view: dict[str, Any], q: int, r: int, region: int) -> str:
    cell = next((c for c in view["map"] if (c["q"], c["r"]) == (q, r)), None)
    if cell is None or region >= len(cell["regions"]):
        return "region"
    return f"{_region_glyph(cell, region)} region"


def render(
    view: dict[str, Any],
    before: dict[str, Any] | None = None,
    height: int | None = None,
    turn_start: dict[str, Any] | None = None,
    width: int = 80,
) -> RenderableType:
    """The scores, the part of the map that fits ``height`` lines (all of it without a
    height) and the reader's tiles; ``before`` (the same seat's earlier view) marks what
    changed since then."""
    head = _head(view)
    parts: list[RenderableType] = [head]
    strip = _strip(view, turn_start)
    notes = _notes(view)
    rows = None
    if height is not None:
        used = 2 + (3 if strip is not None else 0) + (len(notes.split("\n")) if notes else 0)
        rows = max(1, (height - used) // 3)
    note = window_note(view, rows, width)
    if note:
        head.append("\n" if len(head.plain) + len(note) + 3 > width else "   ")
        head.append(note, style="dim")
    parts.append(_map(view, before, rows=rows, width=width))
    if strip is not None:
        parts.append(strip)
    if notes:
        parts.append(notes)
    return Group(*parts)


def whole_map(
    view: dict[str, Any], turn_start: dict[str, Any] | None = None, around: str = ""
) -> RenderableType:
    """The whole map, or (``around`` = "Q,R") the part of it around that space."""
    q, sep, r = around.replace(" ", "").partition(",")
    try:
        centre = (2 * int(q) + int(r), float(int(r))) if sep else None
    except ValueError:
        return Text(f"{around!r} is not a space: write map Q,R, for example map 3,-2")
    if centre is None:
        return _map(view, None)
    return _map(view, None, rows=6, width=80, centre=centre)


def hand(view: dict[str, Any], turn_start: dict[str, Any] | None = None) -> RenderableType:
    """Every hand: the reader's tiles with both faces, in pictures and words."""
    modules = view.get("modules") or {}
    names = [p["name"] for p in view["players"]]
    seat = view.get("seat")
    table = Table(title="Tiles in hand (yours show both faces)", title_justify="left")
    for column in ("player", "face", "", "regions, bonus, icons"):
        table.add_column(column)
    mine = slot_names(view, turn_start)
    for s, tiles in enumerate(view["hands"]):
        who = names[s] + (" (you)" if seat == s else "")
        numbers = mine if s == seat else list(range(1, len(tiles) + 1))
        for i, tile in enumerate(tiles):
            number = numbers[i] if i < len(numbers) else i + 1
            for key in ("up", "down"):
                face = tile[key]
                table.add_row(
                    who if i == 0 and key == "up" else "",
                    f"tile {number} {key}",
                    face_hex(face, modules, str(number)),
                    face_words(face, modules) if face else Text("hidden", style="dim"),
                )
        if not tiles:
            table.add_row(who, Text("no tiles", style="dim"), "", "")
    return table


def stacks(view: dict[str, Any], turn_start: dict[str, Any] | None = None) -> RenderableType:
    """The stacks: how many tiles, and the top face of each in a picture and in words."""
    modules = view.get("modules") or {}
    table = Table(title="Stacks (only the top face shows)", title_justify="left")
    for column in ("stack", "tiles", "top", "regions, bonus, icons"):
        table.add_column(column)
    for i, st in enumerate(view["stacks"]):
        if st["top"]:
            table.add_row(
                str(i + 1),
                str(st["size"]),
                face_hex(st["top"], modules, f"s{i + 1}"),
                face_words(st["top"], modules),
            )
        else:
            table.add_row(str(i + 1), "0", Text("empty", style="dim"), "")
    return table


PANELS = {"hand": hand, "stacks": stacks, "map": whole_map}
# The fields of an action's data that split its kind into the menu's groups.
MENU_GROUPS = {"place": ("slot", "side")}  # one group per face in hand


def label(
    data: dict[str, Any], view: dict[str, Any], turn_start: dict[str, Any] | None = None
) -> str:
    """An action (its ``legal_data`` entry) in the menu's words: tiles and stacks counted
    from 1 as the board shows them, a tile keeping its number through the turn."""
    kind = data.get("kind")
    if kind == "place":
        numbers = slot_names(view, turn_start)
        slot = data["slot"]
        n = numbers[slot] if slot < len(numbers) else slot + 1
        where = f"{data['q']},{data['r']}"
        return f"tile {n} {data['side']} on {where}, turned {data['rotation']}"
    if kind == "volcano":
        return f"Volcano on {data['q']},{data['r']}, turned {data['rotation']}"
    if kind == "take":
        return f"take from stack {data['stack'] + 1}"
    if kind == "steal":
        names = [p["name"] for p in view["players"]]
        if data["seat"] < len(names):
            return f"steal {names[data['seat']]}'s tile {data['slot'] + 1}"
        return ""
    if kind == "waypoint":
        glyph = _waypoint_glyph(view, data["q"], data["r"], data["region"])
        return f"waypoint on {data['q']},{data['r']} {glyph.removesuffix(' region')}"
    return ""


def status(view: dict[str, Any]) -> str:
    phase = str(view.get("phase", ""))
    return PHASE_WORDS.get(phase, phase)

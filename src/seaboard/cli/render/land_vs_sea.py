"""Terminal rendering of a Land vs Sea view: a hex map, hands, stacks and scores.

Each placed tile is a small hexagon of three text lines: its six edges around it and its
marks in the middle. Each edge shows the region it belongs to, so edges that join inside
the face share a symbol (▲ △ ▴ land regions, ≈ ~ ∿ sea regions; M a Mountain section's
edge, C a Coral section's edge when that module is in play). Open spaces show their
coordinates. Rows are offset by half a cell, as pointy-top hexes are. Reads the view only.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result
from seaboard.engine import counted

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
Land vs Sea: notation (type an action, or its menu number)
  h0u@3,-2r4       place the UP face (the one showing) of the tile in your hand slot 0
                   on the open space 3,-2, turned 4 steps
  h1d@0,1r0        place the hidden (DOWN) face of the tile in slot 1 on 0,1, unturned
  volcano@0,1r2    put the Volcano/Whirlpool into the hole at 0,1, turned 2 steps
  steal 1.0        after a Steal face: take the tile in slot 0 of seat 1
  take 0           take the top tile of stack 0 (draft and draw)
  waypoint@2,-1.0  put your waypoint on region 0 of the tile at 2,-1
  pass             keep your waypoint off the map (or: no face fits anywhere)
Play Again is compulsory: after it you place your other tile at once.
Find placements: `list h0u` (one face of your hand), `list @3,-2` (one space),
`list h1d@3,-2` (both); `filter` is the same command.

Turning: a face shown in your hand at turn 0 shows its east edge (E) to the east. Turned
k steps, every edge moves k places on, E -> NE -> NW -> W -> SW -> SE -> E.

Legend of the map and the hands
  ▲ △ ▴   land edges: edges with the same symbol on one tile form one region
  ≈ ~ ∿   sea edges, the same way
  M C     an edge of a Mountain section / of a Coral section (when scoring them)
  ▲2 ≈1   bonus points on the region with that symbol
  + $     Play Again / Steal
  c s     Caravan / Ship (when scoring them)
  w0      the waypoint of seat 0 (w1 seat 1, ...)
  3,-2    an open space where a tile may go (its coordinates q,r)
  hole    a hole waiting for the Volcano/Whirlpool
  ✗       a space no tile can ever fill: every area touching it is dead (never completes)
  *       (highlighted) placed since you last looked
  r=-2    the row's r coordinate; q grows to the east along a row
An area scores when none of its edges is open. A waypoint on an area that is already
complete can only come home when its tile is surrounded by six tiles."""


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


def _mini(face: dict[str, Any], modules: dict[str, Any]) -> list[Text]:
    """A face as a three-line hexagon with its id in the middle."""
    g = _glyphs(face, modules)
    top, mid, low = Text(" "), Text(), Text(" ")
    top.append(g[2][0], style=g[2][1])
    top.append("  ")
    top.append(g[1][0], style=g[1][1])
    mid.append(g[3][0], style=g[3][1])
    mid.append(f"{face['id']:^3}", style="bold")
    mid.append(g[0][0], style=g[0][1])
    low.append(g[4][0], style=g[4][1])
    low.append("  ")
    low.append(g[5][0], style=g[5][1])
    return [top, mid, low]


def face_hex(face: dict[str, Any] | None, modules: dict[str, Any]) -> Text:
    """A hand or stack face as a little hexagon (or "hidden")."""
    if face is None:
        return Text("hidden", style="dim")
    return Text("\n").join(_mini(face, modules))


def face_words(face: dict[str, Any] | None, modules: dict[str, Any]) -> Text:
    """A face's regions, bonus points, sections and icons in words."""
    if face is None:
        return Text("")
    marks = _marks(face, modules)
    return Text(_words(face, modules) + (f"\n{marks}" if marks else ""))


def _map(view: dict[str, Any], before: dict[str, Any] | None) -> Text:
    modules = view.get("modules") or {}
    cells = {(c["q"], c["r"]): c for c in view["map"]}
    opened = {(q, r) for q, r in view["open"]}
    holes = {(q, r) for q, r in view.get("holes", [])}
    dead = {(q, r) for q, r in view.get("dead", [])}
    marked = {
        (w["q"], w["r"]): seat
        for seat, w in enumerate(view.get("waypoints") or [])
        if w is not None
    }
    old = None if before is None else {(c["q"], c["r"]) for c in before.get("map", [])}
    spots = set(cells) | opened
    if not spots:
        return Text("(empty map)")
    xs = [2 * q + r for q, r in spots]
    rows = [r for _, r in spots]
    minx, width = min(xs), max(xs) - min(xs) + 2
    out = Text()
    for r in range(min(rows), max(rows) + 1):
        lines: list[list[tuple[str, str]]] = [[(" ", "")] * (width * 3 + 1) for _ in range(3)]
        for q, rr in spots:
            if rr != r:
                continue
            x = (2 * q + r - minx) * 3
            cell = cells.get((q, r))
            if cell is None:
                label = f"{q},{r}".center(6)[:6]
                if (q, r) in holes:
                    top, style = "hole", "bold red"
                elif (q, r) in dead:
                    top, style = "✗", "red"
                else:
                    top, style = "", "cyan"
                for i, ch in enumerate(label):
                    lines[1][x + i] = (ch, style)
                for i, ch in enumerate(top.center(6)):
                    if ch != " ":
                        lines[0][x + i] = (ch, style)
                continue
            edge = _glyphs(cell, modules)
            for pos, d in ((1, 2), (4, 1)):
                lines[0][x + pos] = edge[d]
            for pos, d in ((1, 4), (4, 5)):
                lines[2][x + pos] = edge[d]
            lines[1][x] = edge[3]
            lines[1][x + 5] = edge[0]
            label = _marks(cell, modules)
            style = "bold yellow" if label else "white"
            if (q, r) in marked:
                label = f"w{marked[(q, r)]}" + label
                style = "bold magenta"
            fresh = old is not None and (q, r) not in old
            if fresh:
                label, style = "*" + label, "bold reverse"
            for i, ch in enumerate(label[:4].center(4)):
                lines[1][x + 1 + i] = (ch, style)
        for n, line in enumerate(lines):
            out.append(f"r={r:<3} " if n == 1 else " " * 6, style="dim")
            for ch, style in line:
                out.append(ch, style=style or None)
            out.append("\n")
    return out


def _changes(view: dict[str, Any], before: dict[str, Any]) -> Text:
    """What changed since the seat's earlier view: new tiles and score moves."""
    old = {(c["q"], c["r"]) for c in before.get("map", [])}
    new = [f"{c['q']},{c['r']}" for c in view["map"] if (c["q"], c["r"]) not in old]
    parts = []
    if new:
        parts.append(f"new tile{'s' * (len(new) > 1)} at {', '.join(new)} (marked *)")
    names = [p["name"] for p in view["players"]]
    moved = [
        f"{names[s]} {now - then:+g}"
        for s, (now, then) in enumerate(zip(view["scores"], before.get("scores", []), strict=False))
        if now != then
    ]
    if moved:
        parts.append("scores " + ", ".join(moved))
    text = Text()
    if parts:
        text.append("Since you last looked: " + "; ".join(parts), style="bold")
    return text


def render(view: dict[str, Any], before: dict[str, Any] | None = None) -> RenderableType:
    """A rich renderable of one view; ``before`` (the same seat's earlier view) marks what
    changed since then."""
    modules = view.get("modules") or {}
    names = [p["name"] for p in view["players"]]
    roles = view.get("roles") or [p["role"] for p in view["players"]]
    seat = view.get("seat")
    head = Text()
    for s, score in enumerate(view["scores"]):
        mover = " ◀ to move" if view.get("to_move") == s else ""
        you = " (you)" if seat == s else ""
        head.append(f"{names[s]}{you} {score:g}{mover}   ", style=ROLE_STYLE.get(roles[s], "bold"))
    phase = view.get("phase", "")
    if view.get("game_over"):
        head.append(result(view), style="bold green")
    else:
        head.append(f"phase: {phase} ({PHASE_WORDS.get(phase, phase)})", style="dim")
    if view.get("volcano_available"):
        head.append("   Volcano/Whirlpool in reserve", style="dim")

    hands = Table(title="Hands (yours show both faces; `help` explains the symbols)")
    for column in ("seat", "face", "", "regions, bonus, icons"):
        hands.add_column(column)
    for s, hand in enumerate(view["hands"]):
        who = names[s] + (" (you)" if seat == s else "")
        for slot, tile in enumerate(hand):
            for key in ("up", "down"):
                face = tile[key]
                label = f"{face['id']} ({key})" if face else f"h{slot}d (down)"
                hands.add_row(
                    who if slot == 0 and key == "up" else "",
                    label,
                    face_hex(face, modules),
                    face_words(face, modules),
                )
        if not hand:
            hands.add_row(who, Text("no tiles", style="dim"), "", "")
    stacks = Table(title="Stacks (only the top face shows)")
    for column in ("stack", "tiles", "top", "regions, bonus, icons"):
        stacks.add_column(column)
    for i, st in enumerate(view["stacks"]):
        if st["top"]:
            stacks.add_row(
                str(i),
                str(st["size"]),
                face_hex(st["top"], modules),
                face_words(st["top"], modules),
            )
        else:
            stacks.add_row(str(i), "0", Text("empty", style="dim"), "")
    notes = Text()
    for q, r in view.get("dead") or []:
        notes.append(
            f"✗ {q},{r} can never be filled: every area touching it is dead.\n", style="red"
        )
    closed = view.get("complete_regions") or []
    if closed:
        where = ", ".join(f"{q},{r} region {i}" for q, r, i in closed)
        notes.append(
            f"Complete already: {where}. A waypoint put on one of these comes home only when "
            "its tile is surrounded.\n"
        )
    for s, w in enumerate(view.get("waypoints") or []):
        if w is None:
            continue
        notes.append(f"w{s}: {names[s]}'s waypoint on region {w['region']} of {w['q']},{w['r']}")
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
    parts: list[RenderableType] = [head]
    if before is not None:
        parts.append(_changes(view, before))
    parts += [_map(view, before), hands, stacks]
    if notes:
        parts.append(notes)
    legal = view.get("legal") or []
    if legal:
        foot = f"{counted(len(legal), 'legal action')}, e.g. {legal[0]}"
        if any(d["kind"] == "place" for d in view.get("legal_data") or ()):
            foot += "; narrow them with `list h0u` (a face) or `list @q,r` (a space)"
        parts.append(Text(foot, style="dim"))
    return Group(*parts)

"""Terminal rendering of a Land vs Sea view: a hex map, hands, stacks and scores.

Each placed tile is drawn as a small hexagon of three text lines: its six edges around
(green ▲ land, blue ≈ sea) and its tile and face in the middle. Rows are offset by half a
cell, as pointy-top hexes are. Reads the view only.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

EDGE = {"L": ("▲", "bold green"), "S": ("≈", "bold blue")}
ROLE_STYLE = {"land": "bold green", "sea": "bold blue", "cartographer": "bold magenta"}
MARKS = {"play_again": "+", "steal": "$", "caravan": "c", "ship": "s"}


def _face_text(face: dict[str, Any] | None) -> Text:
    if face is None:
        return Text("hidden", style="dim")
    text = Text(f"{face['id']:>4} ")
    for letter in face["edges"]:
        char, style = EDGE[letter]
        text.append(char, style=style)
    bonus = sum(r["bonus"] for r in face["regions"])
    extras = [MARKS[i] for i in face["icons"] if i in MARKS]
    if bonus:
        extras.append(f"{bonus}★")
    if face["mountains"]:
        extras.append("M" * len(face["mountains"]))
    if face["corals"]:
        extras.append("C" * len(face["corals"]))
    if extras:
        text.append(" " + " ".join(extras), style="yellow")
    return text


def _map(view: dict[str, Any]) -> Text:
    cells = {(c["q"], c["r"]): c for c in view["map"]}
    opened = {(q, r) for q, r in view["open"]}
    holes = {(q, r) for q, r in view.get("holes", [])}
    marked = {(w["q"], w["r"]) for w in view.get("waypoints") or [] if w is not None}
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
                mark = ("( )", "red") if (q, r) in holes else (" · ", "dim")
                for i, ch in enumerate(mark[0]):
                    lines[1][x + 1 + i] = (ch, mark[1])
                continue
            edge = [EDGE[e] for e in cell["edges"]]
            for pos, d in ((1, 2), (4, 1)):
                lines[0][x + pos] = edge[d]
            for pos, d in ((1, 4), (4, 5)):
                lines[2][x + pos] = edge[d]
            lines[1][x] = edge[3]
            lines[1][x + 5] = edge[0]
            label = f"{cell['tile']}{cell['face']}"[:4].center(4)
            bonus = any(reg["bonus"] for reg in cell["regions"])
            style = "bold yellow" if bonus else "white"
            if (q, r) in marked:
                label, style = f"w{cell['tile']}"[:4].center(4), "bold magenta"
            for i, ch in enumerate(label):
                lines[1][x + 1 + i] = (ch, style)
        for line in lines:
            for ch, style in line:
                out.append(ch, style=style or None)
            out.append("\n")
    return out


def render(view: dict[str, Any]) -> RenderableType:
    """A rich renderable of one view."""
    roles = view.get("roles") or [p["role"] for p in view["players"]]
    head = Text()
    for seat, score in enumerate(view["scores"]):
        role = roles[seat]
        mover = " ◀" if view.get("to_move") == seat else ""
        head.append(f"{role.title()} {score:g}{mover}   ", style=ROLE_STYLE.get(role, "bold"))
    phase = view.get("phase", "")
    if view.get("game_over"):
        winners = ", ".join(roles[s].title() for s in view.get("winners") or [])
        head.append(f"game over: {winners} {'win' if len(view['winners']) == 1 else 'tie'}")
    else:
        head.append(f"phase: {phase}", style="dim")
    if view.get("volcano_available"):
        head.append("   Volcano/Whirlpool in reserve", style="dim")

    hands = Table(title="Hands (+ play again, $ steal, ★ bonus, M mountain, C coral)")
    hands.add_column("seat")
    hands.add_column("up")
    hands.add_column("down")
    for seat, hand in enumerate(view["hands"]):
        for tile in hand:
            hands.add_row(roles[seat].title(), _face_text(tile["up"]), _face_text(tile["down"]))
        if not hand:
            hands.add_row(roles[seat].title(), Text("no tiles", style="dim"), "")
    stacks = Table(title="Stacks")
    stacks.add_column("stack")
    stacks.add_column("size")
    stacks.add_column("top")
    for i, st in enumerate(view["stacks"]):
        top = _face_text(st["top"]) if st["top"] else Text("empty", style="dim")
        stacks.add_row(str(i), str(st["size"]), top)
    extra = Text()
    for seat, w in enumerate(view.get("waypoints") or []):
        if w is not None:
            extra.append(f"waypoint of seat {seat} ({roles[seat]}) at {w['q']},{w['r']}  ")
    chains = view.get("chains") or []
    routes = view.get("routes") or []
    if chains or routes:
        extra.append(
            "chains: "
            + (", ".join(f"{c['type']} {c['sections']}" for c in chains) or "none")
            + "   routes: "
            + (", ".join(f"{r['caravans']}c/{r['ships']}s" for r in routes) or "none")
        )
    legal = view.get("legal") or []
    foot = Text(f"{len(legal)} legal actions" + (f", e.g. {legal[0]}" if legal else ""))
    return Group(head, _map(view), hands, stacks, extra, foot)

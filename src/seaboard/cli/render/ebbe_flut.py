"""Terminal renderer of Ebbe & Flut: reads a view, never the state."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

STYLE = {"water": "bold white on dodger_blue3", "land": "bold black on dark_khaki"}
MARK = {"water": "w", "land": "l"}


def _cell(stack: list[dict[str, Any]], conflict: bool, start: str | None) -> Text:
    text = Text(justify="center")
    if not stack:
        text.append("·" if start is None else f"({MARK[start]})", style="dim")
        return text
    top = stack[-1]
    label = f" {top['card'] or '??'} "
    style = STYLE[top["owner"]]
    if conflict:
        style += " underline"
        label = f"!{top['card']}!"
    text.append(label, style=style)
    covered = stack[:-1]
    if covered:
        parts = []
        for owner in ("water", "land"):
            mine = [c for c in covered if c["owner"] == owner]
            if mine:
                known = ",".join(c["card"] for c in mine if c["card"])
                hidden = sum(1 for c in mine if not c["card"])
                what = known + (
                    f"+{hidden}?" if hidden and known else f"{hidden}?" if hidden else ""
                )
                parts.append(f"{MARK[owner]}:{what}")
        text.append("\n" + " ".join(parts), style="dim")
    return text


def render(view: dict[str, Any]) -> RenderableType:
    """The grid (Water's side at the bottom), stacks, scores, the drawn card, conflicts."""
    hot = {(r, c) for pair in view.get("conflicts", []) for r, c in pair["cells"]}
    starts: dict[tuple[int, int], str] = {}
    for owner, cells in view.get("start_cells", {}).items():
        for r, c in cells:
            starts[(r, c)] = owner
    grid = Table(box=box.SQUARE, show_lines=True, title="Ebbe & Flut", padding=(0, 1))
    grid.add_column("", style="dim", justify="right")
    for c in range(5):
        grid.add_column(str(c), justify="center", min_width=6)
    for r, row in enumerate(view["board"]):
        grid.add_row(
            str(r),
            *(_cell(stack, (r, c) in hot, starts.get((r, c))) for c, stack in enumerate(row)),
        )

    info = Table(box=None, show_header=False, pad_edge=False)
    players = view.get("players", [])
    for seat, score in enumerate(view.get("scores", [])):
        name = players[seat]["name"] if seat < len(players) else str(seat)
        mover = "▶ " if view.get("to_move") == seat else "  "
        shown = int(score) if float(score).is_integer() else score
        info.add_row(f"{mover}{name}", Text(f"{shown} scored", style="bold"))
    for owner, cards in view["scored"].items():
        info.add_row(f"  {owner} scored", Text(" ".join(cards) or "-", style=STYLE[owner]))
    for group, sizes in view["stacks"].items():
        info.add_row(f"  stacks {group}", " ".join(str(n) for n in sizes))
    info.add_row("  out of the game", str(view["out"]))
    drawn = view.get("drawn")
    if drawn:
        info.add_row("  drawn", Text(f" {drawn['card']} ", style=STYLE[drawn["owner"]]))
    phase = view.get("phase", "")
    if view.get("game_over"):
        winners = view.get("winners") or []
        names = ", ".join(players[s]["name"] for s in winners if s < len(players))
        info.add_row("  result", Text(f"game over, winner: {names}", style="bold green"))
    else:
        info.add_row("  phase", phase + (" (after a penalty)" if view.get("resumed") else ""))
    conflicts = view.get("conflicts", [])
    if conflicts:
        lines = Text()
        for pair in conflicts:
            (r1, c1), (r2, c2) = pair["cells"]
            lines.append(
                f"{pair['owner']} {pair['line']} {pair['index']}: {r1},{c1} and {r2},{c2} "
                f"share {pair['shared']}\n",
                style="bold red",
            )
        info.add_row("  conflicts", lines)
    return Group(grid, info)

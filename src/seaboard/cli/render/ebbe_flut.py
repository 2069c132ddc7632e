"""Terminal renderer of Ebbe & Flut: reads views only, never the state.

Each player sees the grid from their own side of the table: Land's view is turned round
(``view["turned"]``), so both players find their start cells at their lower right and move
left and up, as the rulebook says. Ownership is marked in text (``~`` Water, ``^`` Land),
colour only helps.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result

STYLE = {"water": "bold white on dodger_blue3", "land": "bold black on dark_khaki"}
MARK = {"water": "~", "land": "^"}
CHANGED = "*"

HELP = """\
Ebbe & Flut: type actions as you see the board (rows 0-4 from the top of your screen,
columns 0-4 from the left). Each player's board is drawn from their own side of the table,
so both start at the lower right: Water enters on 4,4 3,4 4,3 and so does Land, on its side.

  draw 2            take the top card of your stack 2 (stacks 0-4, as listed under "stacks")
  place 4,4         put the drawn card on one of your start cells (marked (~) or (^))
  move 2,3 left     a column conflict: move one of the two cards one cell to the left
  move 2,3 up       a row conflict: move one of the two cards one cell up
  done              honor rules only (penalty=honor): end the turn with conflicts left
In the solo game the Water cards enter at the top left and move right and down
(move 1,2 right, move 1,2 down); the Land cards move left and up as above.

Two of your own top cards in one row or column that share a letter or a number are in
conflict; resolve every conflict before the turn ends. After drawing you may place first or
resolve uncovered conflicts first. A card reaching the other side's start cells scores.

Legend
  ~B3    Water's card B3 (top of its cell)       ^B3    Land's card B3
  ~B3!   a card in conflict (see "conflicts")    ~B3*   changed since your last look
  +~2 ^1 under the top card: 2 Water cards and 1 Land card, faces hidden
  +~A1,C2  covered cards whose faces you see (option covered=owner or open)
  (~)    an empty start cell of Water            (^)    an empty start cell of Land
  ·      an empty cell                           ·*     emptied since your last look
Rules: seaboard rules ebbe-flut"""


def _frame(view: dict[str, Any], r: int, c: int) -> tuple[int, int]:
    """The view's cell shown at row ``r``, column ``c`` of this viewer's screen."""
    return (4 - r, 4 - c) if view.get("turned") else (r, c)


def _covered(covered: list[dict[str, Any]]) -> str:
    parts = []
    for owner in ("water", "land"):
        mine = [c for c in covered if c["owner"] == owner]
        if not mine:
            continue
        known = ",".join(c["card"] for c in mine if c["card"])
        hidden = sum(1 for c in mine if not c["card"])
        what = known + (f"+{hidden}" if hidden and known else str(hidden) if hidden else "")
        parts.append(f"{MARK[owner]}{what}")
    return "+" + " ".join(parts)


def _cell(stack: list[dict[str, Any]], conflict: bool, start: str | None, changed: bool) -> Text:
    text = Text(justify="center")
    mark = CHANGED if changed else ""
    if not stack:
        empty = "·" if start is None else f"({MARK[start]})"
        text.append(empty, style="dim")
        text.append(mark, style="bold")
        return text
    top = stack[-1]
    label = f"{MARK[top['owner']]}{top['card'] or '??'}"
    style = STYLE[top["owner"]]
    if conflict:
        style += " underline"
        label += "!"
    text.append(label, style=style)
    text.append(mark, style="bold reverse" if changed else "")
    if len(stack) > 1:
        text.append("\n" + _covered(stack[:-1]), style="dim")
    return text


def _seen(view: dict[str, Any], r: int, c: int) -> str:
    """A viewer-side name of the view's cell r,c."""
    sr, sc = _frame(view, r, c)
    return f"{sr},{sc}"


def render(view: dict[str, Any], before: dict[str, Any] | None = None) -> RenderableType:
    """The grid from the viewer's side, stacks, scores, the drawn card, conflicts; cells
    that differ from ``before`` (the same seat's earlier view) are marked ``*``."""
    hot = {(r, c) for pair in view.get("conflicts", []) for r, c in pair["cells"]}
    starts: dict[tuple[int, int], str] = {}
    for owner, cells in view.get("start_cells", {}).items():
        for r, c in cells:
            starts[(r, c)] = owner
    old = before["board"] if before and "board" in before else None
    side = "Land's" if view.get("turned") else "the player's" if view.get("solo") else "Water's"
    grid = Table(
        box=box.SQUARE,
        show_lines=True,
        title=f"Ebbe & Flut (seen from {side} side)",
        padding=(0, 1),
    )
    grid.add_column("", style="dim", justify="right")
    for c in range(5):
        grid.add_column(str(c), justify="center", min_width=6)
    changes = 0
    for sr in range(5):
        cells = []
        for sc in range(5):
            r, c = _frame(view, sr, sc)
            stack = view["board"][r][c]
            changed = old is not None and old[r][c] != stack
            changes += changed
            cells.append(_cell(stack, (r, c) in hot, starts.get((r, c)), changed))
        grid.add_row(str(sr), *cells)

    info = Table(box=None, show_header=False, pad_edge=False)
    players = view.get("players", [])
    for seat, score in enumerate(view.get("scores", [])):
        name = players[seat]["name"] if seat < len(players) else str(seat)
        mover = "▶ " if view.get("to_move") == seat else "  "
        shown = int(score) if float(score).is_integer() else score
        info.add_row(f"{mover}{name}", Text(f"{shown} scored", style="bold"))
    for owner, cards in view["scored"].items():
        grew = before is not None and before.get("scored", {}).get(owner) != cards
        line = Text(" ".join(MARK[owner] + card for card in cards) or "-", style=STYLE[owner])
        if grew:
            line.append(f" {CHANGED}", style="bold")
        info.add_row(f"  {owner} scored", line)
    for group, sizes in view["stacks"].items():
        info.add_row(f"  stacks {group}", "  ".join(f"{k}:{n}" for k, n in enumerate(sizes)))
    info.add_row("  out of the game", str(view["out"]))
    drawn = view.get("drawn")
    if drawn:
        label = f"{MARK[drawn['owner']]}{drawn['card']}"
        info.add_row("  drawn", Text(label, style=STYLE[drawn["owner"]]))
    phase = view.get("phase", "")
    if view.get("game_over"):
        info.add_row("  result", Text(result(view), style="bold green"))
    else:
        info.add_row("  phase", phase + (" (after a penalty)" if view.get("resumed") else ""))
    conflicts = view.get("conflicts", [])
    if conflicts:
        lines = Text()
        for pair in conflicts:
            (r1, c1), (r2, c2) = pair["cells"]
            index = 4 - pair["index"] if view.get("turned") else pair["index"]
            lines.append(
                f"{MARK[pair['owner']]} {pair['line']} {index}: {_seen(view, r1, c1)} and "
                f"{_seen(view, r2, c2)} share {pair['shared']}\n",
                style="bold red",
            )
        info.add_row("  conflicts", lines)
    if changes:
        info.add_row("", Text(f"{CHANGED} changed since your last look", style="dim"))
    return Group(grid, info)

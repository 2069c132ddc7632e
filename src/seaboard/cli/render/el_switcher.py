"""Terminal view of El Switcher: the board in colour (and letters), the figure cards as small
shapes under their owners' names, the hand, the clock, and what changed since the seat's
earlier view. Reads the view dict only."""

from __future__ import annotations

from typing import Any, cast

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result
from seaboard.engine import counted
from seaboard.games.el_switcher.view import ElSwitcherView

STYLE = {"R": "on red3", "Y": "on gold1", "G": "on green4", "B": "on dodger_blue2"}
NAME = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
CHANGED = "*"

HELP = """\
El Switcher: swap tiles with your movement cards until a figure card's shape lies on the
board in one colour, then claim it. Cells are row,column, both 0-5, row 0 at the top.

  mov3 2,3 2,4                        play a mov3 card: swap the tiles on 2,3 and 2,4
  claim fig07 1,1 1,2 1,3 1,4 2,4     form your own face-up fig07 on these five cells
  claim fig07@2 1,1 1,2 1,3 1,4 2,4   block the fig07 of the player in seat 2 (seats from 0)
  undo                                take back your last move (only with option undos=N)
  end                                 end your turn and draw back up to three cards
The cells of a claim may come in any order; "Figures to claim" lists every claim ready now.

Movement cards (the second tile lies this far from the first):
  mov1 diagonal, two apart   mov2 straight, two apart   mov3 straight, side by side
  mov4 diagonal, side by side   mov5 an L bending left   mov6 an L bending right
  mov7 either tile at an end of the same row or column
A figure counts when its tiles have the card's shape (turned, never mirrored), are one
colour, touch no other tile of that colour by a side, and are not of the forbidden colour
(the colour of the last figure anybody formed).

Legend
  R Y G B     red, yellow, green and blue tiles
  *R          a tile that changed since your last look
  ██          a figure card's shape; a grey shape titled (blocked) is a card turned face down
  ★ new       a figure card turned up since your last look
  ◀           the player to move            (you)   your own seat
Rules: seaboard rules el-switcher"""


def _board(rows: list[str], old: list[str] | None) -> tuple[Table, int]:
    table = Table(show_header=True, box=None, padding=(0, 0), header_style="dim")
    table.add_column(" ", justify="right", style="dim")
    for c in range(len(rows[0]) if rows else 0):
        table.add_column(f" {c} ", justify="center")
    changes = 0
    for r, row in enumerate(rows):
        cells = []
        for c, ch in enumerate(row):
            changed = old is not None and r < len(old) and old[r][c : c + 1] != ch
            changes += changed
            mark = CHANGED if changed else " "
            style = f"bold black {STYLE.get(ch, '')}" + (" underline" if changed else "")
            cells.append(Text(f"{mark}{ch} ", style=style))
        table.add_row(f"{r} ", *cells)
    return table, changes


def _shape(layout: str, blocked: bool) -> Text:
    ink = "grey42" if blocked else "bold white"
    text = Text()
    for i, line in enumerate(layout.split("/")):
        if i:
            text.append("\n")
        for ch in line:
            text.append("██" if ch == "#" else "  ", style=ink)
    return text


def _card(card: dict[str, Any], new: bool) -> RenderableType:
    title = card["card"] + (" (blocked)" if card["blocked"] else "") + (" ★ new" if new else "")
    body = _shape(card["shape"], card["blocked"]) if "shape" in card else Text(card["card"])
    return Panel(body, title=title, title_align="left", expand=False, padding=(0, 1))


def _names(view: dict[str, Any]) -> list[str]:
    if "players" in view:
        return [p["name"] for p in view["players"]]
    return [f"seat {s}" for s in range(len(view["figures"]))]


def _players(view: dict[str, Any], before: dict[str, Any] | None) -> Table:
    table = Table(title="Players", title_justify="left", show_lines=True)
    table.add_column("seat")
    table.add_column("formed", justify="right")
    table.add_column("left", justify="right")
    table.add_column("deck", justify="right")
    table.add_column("hand", justify="right")
    table.add_column("figure cards")
    mover = view.get("to_move")
    formed = view.get("formed")
    scores = view.get("scores", [])
    left = view.get("figures_left", [None] * len(view["figures"]))
    names = _names(view)
    sizes = cast(ElSwitcherView, view)["hand_sizes"]
    for seat, cards in enumerate(view["figures"]):
        label = Text(f"{seat} {names[seat]}", style="bold" if seat == mover else "")
        if seat == mover:
            label.append(" ◀", style="bold yellow")
        if seat == view.get("seat"):
            label.append(" (you)", style="cyan")
        old = _old_cards(before, seat)
        row_cards = Table.grid(padding=(0, 1))
        if cards:
            row_cards.add_row(*(_card(c, old is not None and _key(c) not in old) for c in cards))
        else:
            row_cards.add_row("none")
        count = len(formed[seat]) if formed else scores[seat] if seat < len(scores) else None
        shown = Text("" if count is None else f"{count:g}")
        if before is not None and before.get("formed") and formed:
            gained = len(formed[seat]) - len(before["formed"][seat])
            if gained > 0:
                shown.append(f" (+{gained})", style="bold green")
        table.add_row(
            label,
            shown,
            "" if left[seat] is None else str(left[seat]),
            str(view["deck_sizes"][seat]),
            str(sizes[seat]),
            row_cards,
        )
    return table


def _key(card: dict[str, Any]) -> tuple[str, bool]:
    return (str(card["card"]), bool(card["blocked"]))


def _old_cards(before: dict[str, Any] | None, seat: int) -> set[tuple[str, bool]] | None:
    if before is None or "figures" not in before or seat >= len(before["figures"]):
        return None
    return {_key(c) for c in before["figures"][seat]}


def _status(view: dict[str, Any], before: dict[str, Any] | None, changes: int) -> Text:
    text = Text()
    forbidden = view.get("forbidden_colour")
    text.append("Forbidden colour: ")
    if forbidden:
        text.append(f" {NAME[forbidden]} ", style=f"bold black {STYLE[forbidden]}")
    else:
        text.append("none", style="dim")
    if before is not None and before.get("forbidden_colour") != forbidden:
        text.append(" (changed)", style="bold")
    hand = view.get("hand")
    text.append("\nYour hand: ")
    text.append("  ".join(hand) if hand else ("hidden" if hand is None else "empty"), "bold")
    if hand and before is not None and isinstance(before.get("hand"), list):
        new = list(hand)
        for card in before["hand"]:
            if card in new:
                new.remove(card)
        if new and len(hand) >= len(before["hand"]):
            text.append(f"  (new: {' '.join(new)})", style="green")
    text.append(f"    moves left this turn: {view.get('moves_left', 0)}")
    if view.get("undos_left"):
        text.append(f"    take-backs left: {view['undos_left']}")
    if view.get("pending"):
        word = "tentative" if view.get("partial_moves") else "this turn"
        text.append(f"\nMoves {word}: " + ", ".join(view["pending"]), style="italic")
    seconds = view.get("seconds_left", view.get("turn_seconds"))
    if seconds is not None and not view.get("game_over"):
        text.append(f"\n⏱ {int(seconds) // 60}:{int(seconds) % 60:02d} left in the turn", "bold")
    turns = view.get("turns_played")
    if turns is not None:
        limit = view.get("max_turns")
        text.append(f"\nTurns played: {turns}" + (f" of {limit}" if limit else ""), style="dim")
    if changes:
        text.append(
            f"\n{counted(changes, 'tile')} changed since your last look (marked {CHANGED})", "bold"
        )
    claimable = view.get("claimable") or []
    if claimable:
        text.append("\nFigures to claim: ", style="bold green")
        text.append(", ".join(claimable))
    if view.get("game_over"):
        text.append(f"\n{result(view)}", "bold magenta")
    return text


def render(view: dict[str, Any], before: dict[str, Any] | None = None) -> RenderableType:
    """The whole position as one rich renderable; ``before`` (the same seat's earlier view)
    marks the tiles, figure cards and hand cards that changed since."""
    old = before.get("board") if before else None
    grid, changes = _board(view["board"], old)
    board = Panel(grid, title="El Switcher", expand=False)
    return Group(board, _status(view, before, changes), _players(view, before))

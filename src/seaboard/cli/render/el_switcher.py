"""Terminal view of El Switcher: the board in colour, the figure cards as small shapes, the
hand and the turn clock. Reads the view dict only."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

STYLE = {"R": "on red3", "Y": "on gold1", "G": "on green4", "B": "on dodger_blue2"}
INK = {"R": "red3", "Y": "gold1", "G": "green4", "B": "dodger_blue2"}
NAME = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}


def _board(rows: list[str]) -> Table:
    table = Table(show_header=True, box=None, padding=(0, 0), header_style="dim")
    table.add_column(" ", justify="right", style="dim")
    for c in range(len(rows[0]) if rows else 0):
        table.add_column(f" {c} ", justify="center")
    for r, row in enumerate(rows):
        table.add_row(f"{r} ", *(Text(f" {ch} ", style=f"bold black {STYLE[ch]}") for ch in row))
    return table


def _shape(layout: str, blocked: bool) -> Text:
    ink = "grey42" if blocked else "bold white"
    text = Text()
    for i, line in enumerate(layout.split("/")):
        if i:
            text.append("\n")
        for ch in line:
            text.append("██" if ch == "#" else "  ", style=ink)
    return text


def _card(card: dict[str, Any]) -> RenderableType:
    title = card["card"] + (" (blocked)" if card["blocked"] else "")
    body = _shape(card["shape"], card["blocked"]) if "shape" in card else Text(card["card"])
    return Panel(body, title=title, title_align="left", expand=False, padding=(0, 1))


def _players(view: dict[str, Any]) -> Table:
    table = Table(title="Players", title_justify="left", show_lines=True)
    table.add_column("seat")
    table.add_column("formed", justify="right")
    table.add_column("left", justify="right")
    table.add_column("deck", justify="right")
    table.add_column("hand", justify="right")
    table.add_column("figure cards")
    mover = view.get("to_move")
    scores = view.get("scores", [])
    left = view.get("figures_left", [None] * len(view["figures"]))
    for seat, cards in enumerate(view["figures"]):
        name = view["players"][seat]["name"] if "players" in view else f"seat {seat}"
        label = Text(f"{seat} {name}", style="bold" if seat == mover else "")
        if seat == mover:
            label.append(" ◀", style="bold yellow")
        if seat == view.get("seat"):
            label.append(" (you)", style="cyan")
        row_cards = Table.grid(padding=(0, 1))
        row_cards.add_row(*(_card(c) for c in cards)) if cards else row_cards.add_row("none")
        table.add_row(
            label,
            f"{scores[seat]:g}" if seat < len(scores) else "",
            "" if left[seat] is None else str(left[seat]),
            str(view["deck_sizes"][seat]),
            str(view["hand_sizes"][seat]),
            row_cards,
        )
    return table


def _status(view: dict[str, Any]) -> Text:
    text = Text()
    forbidden = view.get("forbidden_colour")
    text.append("Forbidden colour: ")
    if forbidden:
        text.append(f" {NAME[forbidden]} ", style=f"bold black {STYLE[forbidden]}")
    else:
        text.append("none", style="dim")
    hand = view.get("hand")
    text.append("\nYour hand: ")
    text.append("  ".join(hand) if hand else ("hidden" if hand is None else "empty"), "bold")
    text.append(f"    moves left this turn: {view.get('moves_left', 0)}")
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
    claimable = view.get("claimable") or []
    if claimable:
        text.append("\nFigures to claim: ", style="bold green")
        text.append(", ".join(claimable))
    if view.get("game_over"):
        winners = view.get("winners") or []
        text.append(
            "\nGame over: " + " and ".join(f"seat {w}" for w in winners) + " won", "bold magenta"
        )
    return text


def render(view: dict[str, Any]) -> RenderableType:
    """The whole position as one rich renderable."""
    board = Panel(_board(view["board"]), title="El Switcher", expand=False)
    return Group(board, _status(view), _players(view))

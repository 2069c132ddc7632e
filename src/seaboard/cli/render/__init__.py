"""Terminal renderers: one module per game (``render/<pkg>.py``), each reading views only."""

from __future__ import annotations

import json
from typing import Any

from rich.console import Group, RenderableType
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from seaboard.per_game import game_module

COMMON = {"game", "seat", "to_move", "scores", "players", "legal", "game_over", "winners", "turn"}


def render(view: dict[str, Any]) -> RenderableType:
    """The game's own rendering of ``view`` under a header of seats and scores."""
    module = game_module(__name__, str(view["game"]))
    body: RenderableType = generic(view) if module is None else module.render(view)
    return Group(header(view), body)


def header(view: dict[str, Any]) -> RenderableType:
    """Seats, roles and scores, with the seat to move marked."""
    table = Table(box=None, show_header=False, pad_edge=False)
    for player in view["players"]:
        seat = player["seat"]
        mark = "▶" if view["to_move"] == seat else " "
        you = " (you)" if view.get("seat") == seat else ""
        score = view["scores"][seat]
        shown = int(score) if float(score).is_integer() else score
        table.add_row(mark, f"[bold]{player['name']}[/]{you}", f"{shown} pt")
    if view.get("game_over"):
        names = [view["players"][s]["name"] for s in view.get("winners") or []]
        table.add_row("", Text(f"Game over. Winner: {', '.join(names) or 'nobody'}", "bold green"))
    return table


def generic(view: dict[str, Any]) -> RenderableType:
    """A plain rendering for a game that has no renderer of its own."""
    own = {k: v for k, v in view.items() if k not in COMMON}
    return Pretty(json.loads(json.dumps(own)))

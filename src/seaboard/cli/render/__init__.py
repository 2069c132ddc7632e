"""Terminal renderers: one module per game (``render/<pkg>.py``), each reading views only.

A game's module provides ``render(view, before=None)`` (``before``: the same seat's view
the last time it looked, so the renderer can highlight what changed) and may provide
``HELP``, the notation with examples and a legend of the board's symbols.
"""

from __future__ import annotations

import inspect
import json
from typing import Any

from rich.console import Group, RenderableType
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from seaboard.engine.viewshape import COMMON_KEYS
from seaboard.per_game import game_module

COMMON = COMMON_KEYS


def render(view: dict[str, Any], before: dict[str, Any] | None = None) -> RenderableType:
    """The game's own rendering of ``view`` under a header of seats and scores.

    ``before`` reaches the game's renderer only when its ``render`` takes it.
    """
    module = game_module(__name__, str(view["game"]))
    body: RenderableType
    if module is None:
        body = generic(view)
    elif before is not None and takes_before(module.render):
        body = module.render(view, before=before)
    else:
        body = module.render(view)
    return Group(header(view), body)


def takes_before(function: Any) -> bool:
    """Whether a renderer accepts ``before=`` (renderers gain it one game at a time)."""
    try:
        params = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False
    return "before" in params or any(p.kind is p.VAR_KEYWORD for p in params.values())


def game_help(game_name: str) -> str | None:
    """The game's notation and legend for ``help`` (the renderer's ``HELP``), if it has one."""
    module = game_module(__name__, game_name)
    text = getattr(module, "HELP", None) if module is not None else None
    return text.strip("\n") if isinstance(text, str) and text.strip() else None


def header(view: dict[str, Any]) -> RenderableType:
    """Seats, roles and scores, with the seat to move marked (the result is the game's
    renderer's to tell, in its own words)."""
    table = Table(box=None, show_header=False, pad_edge=False)
    for player in view["players"]:
        seat = player["seat"]
        mark = "▶" if view["to_move"] == seat else " "
        you = " (you)" if view.get("seat") == seat else ""
        score = view["scores"][seat]
        shown = int(score) if float(score).is_integer() else score
        table.add_row(mark, f"[bold]{player['name']}[/]{you}", f"{shown} pt")
    return table


def result(view: dict[str, Any]) -> str:
    """The line a finished game's board ends with: ``Game over: Land wins``."""
    names = [view["players"][s]["name"] for s in sorted(view.get("winners") or [])]
    if len(names) == 1:
        return f"Game over: {names[0]} wins"
    if names:
        return f"Game over: a draw between {', '.join(names[:-1])} and {names[-1]}"
    return "Game over: nobody wins"


def generic(view: dict[str, Any]) -> RenderableType:
    """A plain rendering for a game that has no renderer of its own."""
    own = {k: v for k, v in view.items() if k not in COMMON}
    body = Pretty(json.loads(json.dumps(own)))
    if not view.get("game_over"):
        return body
    return Group(body, Text(result(view), "bold green"))

"""Terminal rendering: the generic parts, and dispatch to each game's terminal part
(``seaboard.games.<pkg>.front.terminal``, found by ``per_game.part``), which reads views only.

A game's terminal part provides ``render(view, before=None, height=None, turn_start=None)``:
the compact board that fits ``height`` lines of an 80-column terminal (``before``: the same
seat's view the last time it looked, so the renderer can highlight what changed;
``turn_start``: the seat's view when its turn began, so names stay stable through a turn).
It also provides ``HELP`` (the notation, then a ``Legend`` part), ``PANELS`` (what the
player asks for: ``hand``, ``stacks``, ``figures``, ``map``), ``label(data, view,
turn_start)`` (an action, given as its structured entry of ``view["legal_data"]``, as the
menu shows it, counted from 1 as the board is; "" for none), ``status(view)`` (the phase in
words, for the status line above the prompt) and may provide ``MENU_GROUPS`` (per kind of
action, the data fields that split it into the menu's groups). Nothing here reads notation.

Each of ``render``, ``label``, ``status`` and the panels may take ``language`` (the
reader's ``Language``, the game's words then the shared ones): it is passed when the
function accepts it, the terminal's chosen language (``cli.lang``) when not given here.

A renderer may also take ``width`` (the terminal's columns, 80 when not given) and, when it
draws part of a map, ``centre`` and ``pan`` (where its window stands, and by how many
half-windows the player moved it: ``(east, south)``); such a part then provides
``focus(view, before)``, the point of what changed since ``before`` (None: nothing did).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable
from typing import Any

from rich.console import Group, RenderableType
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from seaboard.bots import blind
from seaboard.cli import lang
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.viewshape import COMMON_KEYS
from seaboard.per_game import part

COMMON = COMMON_KEYS
LEGEND = "\nLegend"  # where a HELP's legend begins (a German one's "Legende" too)

Panel = Callable[..., RenderableType]


def render(
    view: dict[str, Any],
    before: dict[str, Any] | None = None,
    *,
    height: int | None = None,
    turn_start: dict[str, Any] | None = None,
    width: int | None = None,
    centre: Any = None,
    pan: tuple[int, int] | None = None,
    language: Language | None = None,
) -> RenderableType:
    """The game's own compact board for ``view`` (a game without a renderer: a header of
    seats and scores over the view's fields).

    The other arguments reach the game's renderer when it takes them.
    """
    module = part(str(view["game"]), "terminal")
    told = language if language is not None else lang.of_game(str(view["game"]))
    if module is None:
        return Group(header(view, told), generic(view, told))
    given = {
        "before": before,
        "height": height,
        "turn_start": turn_start,
        "width": width,
        "centre": centre,
        "pan": pan,
        "language": told,
    }
    kwargs = {k: v for k, v in given.items() if v is not None and takes(module.render, k)}
    body: RenderableType = module.render(view, **kwargs)
    return body


def takes(function: Any, name: str) -> bool:
    """Whether ``function`` accepts the keyword ``name``."""
    try:
        params = inspect.signature(function).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is p.VAR_KEYWORD for p in params.values())


def pannable(game_name: str) -> bool:
    """Whether the game's board draws a window of a map that the player can move."""
    module = part(game_name, "terminal")
    return module is not None and takes(module.render, "pan") and hasattr(module, "focus")


def focus(view: dict[str, Any], before: dict[str, Any] | None) -> Any:
    """Where what changed since ``before`` stands on the game's map (None: nowhere)."""
    function = getattr(part(str(view["game"]), "terminal"), "focus", None)
    return None if function is None or before is None else function(view, before)


def game_help(game_name: str, language: Language | None = None) -> str | None:
    """The game's notation (the renderer's ``HELP`` without its legend), if it has one,
    in ``language`` (the game's catalogue translates the text)."""
    text = _help_text(game_name, language)
    if text is None:
        return None
    notation, _, _ = text.partition("\nLegend")
    return notation.rstrip("\n")


def legend(game_name: str, language: Language | None = None) -> str | None:
    """The legend of the board's symbols (the ``Legend`` part of ``HELP``), if any."""
    text = _help_text(game_name, language)
    if text is None or "\nLegend" not in text:
        return None
    return "Legend" + text.partition("\nLegend")[2]


def _help_text(game_name: str, language: Language | None = None) -> str | None:
    """The game's ``HELP`` in ``language``: the game's catalogue holds the whole text as
    one message (its German keeps the English ``Legend`` line as the split point), or its
    two parts (the notation, and the part from ``Legend``) as two messages."""
    module = part(game_name, "terminal")
    text = getattr(module, "HELP", None) if module is not None else None
    if not isinstance(text, str) or not text.strip():
        return None
    told = language if language is not None else lang.of_game(game_name)
    own = getattr(module, "help_text", None)
    if callable(own):  # the game tells its help itself
        return str(own(told))
    whole = told.t(text)
    if whole == text and LEGEND in text:
        notation, _, rest = text.partition(LEGEND)
        legend_part = LEGEND.lstrip("\n") + rest
        whole = told.t(notation) + "\n" + told.t(legend_part)
    return whole.strip("\n")


def panels(game_name: str) -> dict[str, Panel]:
    """What the player may ask to see besides the board (``hand``, ``stacks``, ...)."""
    module = part(game_name, "terminal")
    found = getattr(module, "PANELS", None) if module is not None else None
    return dict(found) if isinstance(found, dict) else {}


def labels(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    language: Language | None = None,
) -> list[str]:
    """The menu's words for each of the view's legal actions, in the order of
    ``view["legal"]``: the game's ``label`` of the action's structured entry
    (``view["legal_data"]``); "" where the game has no words (the menu shows the notation)."""
    function = getattr(part(str(view["game"]), "terminal"), "label", None)
    if function is None:
        return [""] * len(view["legal_data"])
    if takes(function, "language"):
        told = language if language is not None else lang.of_game(str(view["game"]))
        return [
            str(function(data, view, turn_start, language=told) or "")
            for data in view["legal_data"]
        ]
    return [str(function(data, view, turn_start) or "") for data in view["legal_data"]]


def group(game_name: str, data: dict[str, Any]) -> str:
    """The menu group of an action: its data's ``kind``, split by the fields the game's
    terminal part names for that kind (``MENU_GROUPS``, e.g. one group per card)."""
    return blind.group(game_name, data)


def status(view: dict[str, Any], language: Language | None = None) -> str:
    """The phase in words for the status line (the game's ``status``; else nothing)."""
    module = part(str(view["game"]), "terminal")
    function = getattr(module, "status", None) if module is not None else None
    if function is None:
        return ""
    if takes(function, "language"):
        told = language if language is not None else lang.of_game(str(view["game"]))
        return str(function(view, language=told))
    return str(function(view))


def panel(
    function: Panel,
    view: dict[str, Any],
    turn_start: dict[str, Any] | None,
    language: Language | None = None,
    **given: Any,
) -> RenderableType:
    """A panel drawn for ``view``, given ``language`` when it takes one."""
    if takes(function, "language"):
        told = language if language is not None else lang.of_game(str(view["game"]))
        given["language"] = told
    return function(view, turn_start, **given)


def seat_label(view: dict[str, Any], seat: int, language: Language = ENGLISH) -> str:
    """A player as the board names them: their name, "(you)" for the reader."""
    if "players" in view:
        name = view["players"][seat]["name"]
    else:
        name = language.t(N_("Player {number}"), number=seat + 1)
    if view.get("seat") == seat:
        return language.t(N_("{name} (you)"), name=name)
    return str(name)


def score_line(view: dict[str, Any], unit: str | None = None, language: Language = ENGLISH) -> Text:
    """Every player's score on one line, the player to move marked ``▶`` (``unit``: the
    points' short word, "pt" in the language when not given)."""
    if unit is None:
        unit = language.t(N_("pt"))
    text = Text()
    for player in view["players"]:
        seat = player["seat"]
        if seat:
            text.append(" · ")
        mark = "▶ " if view.get("to_move") == seat else ""
        text.append(f"{mark}{seat_label(view, seat, language)} ", style="bold" if mark else "")
        text.append(f"{_number(view['scores'][seat])} {unit}")
    return text


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def header(view: dict[str, Any], language: Language = ENGLISH) -> RenderableType:
    """Seats, roles and scores, with the seat to move marked (the result is the game's
    renderer's to tell, in its own words)."""
    table = Table(box=None, show_header=False, pad_edge=False)
    for player in view["players"]:
        seat = player["seat"]
        mark = "▶" if view["to_move"] == seat else " "
        name = f"[bold]{player['name']}[/]"
        if view.get("seat") == seat:
            name = language.t(N_("{name} (you)"), name=name)
        score = view["scores"][seat]
        shown = int(score) if float(score).is_integer() else score
        table.add_row(mark, name, language.t(N_("{score} pt"), score=shown))
    return table


def result(view: dict[str, Any], language: Language = ENGLISH) -> str:
    """The line a finished game's board ends with: ``Game over: Land wins``, or "you win"
    for the reader (the view's seat), as the final line under it says; a tie is a draw."""
    seat = view.get("seat")
    winners = sorted(view.get("winners") or [])
    others = [view["players"][s]["name"] for s in winners if s != seat]
    if winners == [seat]:
        return language.t(N_("Game over: you win"))
    if len(winners) == 1:
        return language.t(N_("Game over: {name} wins"), name=others[0])
    if winners and seat in winners:
        if language.code != "en":  # "you" among the names needs its own sentence
            return language.t(
                N_("Game over: a draw between you and {names}"), names=language.listing(others)
            )
        names = ["you" if s == seat else view["players"][s]["name"] for s in winners]
        return f"Game over: a draw between {', '.join(names[:-1])} and {names[-1]}"
    if winners:
        return language.t(N_("Game over: a draw between {names}"), names=language.listing(others))
    return language.t(N_("Game over: nobody wins"))


def generic(view: dict[str, Any], language: Language = ENGLISH) -> RenderableType:
    """A plain rendering for a game that has no renderer of its own."""
    own = {k: v for k, v in view.items() if k not in COMMON}
    body = Pretty(json.loads(json.dumps(own)))
    if not view.get("game_over"):
        return body
    return Group(body, Text(result(view, language), "bold green"))

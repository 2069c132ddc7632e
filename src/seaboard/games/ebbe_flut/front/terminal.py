"""Terminal renderer of Ebbe & Flut: reads views only, never the state.

Each player sees the grid from their own side of the table: Land's view is turned round
(``view["turned"]``), so both players find their start cells at their lower right and move
left and up, as the rulebook says. Rows and columns are labelled 1 to 5 from the top left
of the reader's screen, as the menu names cells. Ownership is marked in text (``~`` Water,
``^`` Land), colour only helps.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.ebbe_flut.terms import COLOUR_NAMES, direction_words

STYLE = {"water": "bold white on dodger_blue3", "land": "bold black on dark_khaki"}
MARK = {"water": "~", "land": "^"}
CHANGED = "*"
PHASE = {
    "opening": N_("draw an opening card and place it"),
    "draw": N_("draw the top card of one of your stacks"),
    "place": N_("place the drawn card on one of your start cells"),
    "move": N_("resolve a conflict: move one of its two cards"),
}
# a group of stacks or cards by its owner in the view ("shared": the solo game's stacks)
OWNERS = {"water": COLOUR_NAMES[0], "land": COLOUR_NAMES[1], "shared": N_("Shared")}

HELP = N_("""\
Ebbe & Flut: draw a card from one of your five stacks, place it on one of your start cells,
then resolve every conflict by moving cards. The board is drawn from your side of the
table: rows 1-5 from the top of your screen, columns 1-5 from the left; both players
start at their lower right (Water enters on 5,5 4,5 5,4 and so does Land, on its side).

Choose an action by its menu number (#3) or type the menu's words:
  draw from stack 3      take the top card of your third stack
  place on 5,5           put the drawn card on your start cell in row 5, column 5
  move from 3,4 left     a column conflict: move that card one cell to the left
  move from 3,4 up       a row conflict: move that card one cell up
  done                   (penalty=honor only) end the turn with conflicts left
In the solo game the Water cards enter at the top left and move right and down.
Short forms count the same way (what `list` shows in brackets): "draw 3" is the third
stack, "place 5,5" row 5, column 5, "move 3,4 left"; each player counts from their side.

Two of your own top cards in one row or column that share a letter or a number are in
conflict; resolve every conflict before the turn ends. After drawing you may place first or
resolve uncovered conflicts first. A card reaching the other side's start cells scores.

Legend
  ~B3    Water's card B3 (top of its cell)       ^B3    Land's card B3
  ~B3!   a card in conflict (listed under the board)   ~B3*   changed since your last look
  +~2^1  under the top card: 2 Water cards and 1 Land card, faces hidden
  +~A1,C2  covered cards whose faces you see (option covered=owner or open)
  (~)    an empty start cell of Water            (^)    an empty start cell of Land
  ·      an empty cell                           ·*     emptied since your last look
Rules: seaboard rules ebbe-flut""")


def help_text(language: Language = ENGLISH) -> str:
    """``HELP`` in ``language``."""
    return language.t(HELP)


def _owner(owner: str, language: Language) -> str:
    return language.t(OWNERS[owner]) if owner in OWNERS else owner.title()


def _player(player: dict[str, Any], language: Language) -> str:
    """A player's name; where none was given the role stands in, told in ``language``."""
    name = str(player["name"])
    role = str(player.get("role", ""))
    return _owner(role, language) if role in OWNERS and name == role.title() else name


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _score_line(view: dict[str, Any], language: Language) -> Text:
    """Every player's score on one line, the player to move marked ``▶`` (as the shared
    ``score_line`` draws it, in ``language``)."""
    text = Text()
    for player in view["players"]:
        seat = player["seat"]
        if seat:
            text.append(" · ")
        mark = "▶ " if view.get("to_move") == seat else ""
        name = _player(player, language)
        if view.get("seat") == seat:
            name = language.t(N_("{name} (you)"), name=name)
        text.append(f"{mark}{name} ", style="bold" if mark else "")
        text.append(language.t(N_("{score} scored"), score=_number(view["scores"][seat])))
    return text


def _result(view: dict[str, Any], language: Language) -> str:
    """The line a finished game's board ends with (as the shared ``result`` says it)."""
    seat = view.get("seat")
    winners = sorted(view.get("winners") or [])
    if winners == [seat]:
        return language.t(N_("Game over: you win"))
    names = [
        language.t(N_("you")) if s == seat else _player(view["players"][s], language)
        for s in winners
    ]
    if len(names) == 1:
        return language.t(N_("Game over: {name} wins"), name=names[0])
    if names:
        return language.t(
            N_("Game over: a draw between {players}"), players=language.listing(names)
        )
    return language.t(N_("Game over: nobody wins"))


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
    return "+" + "".join(parts)


def _cell(stack: list[dict[str, Any]], conflict: bool, start: str | None, changed: bool) -> Text:
    text = Text(justify="center", no_wrap=True)
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
        text.append(" " + _covered(stack[:-1]), style="dim")
    return text


def _seen(view: dict[str, Any], r: int, c: int) -> str:
    """The reader's name of the view's cell r,c: row,column counted from 1 on screen."""
    sr, sc = _frame(view, r, c)
    return f"{sr + 1},{sc + 1}"


def _grid(view: dict[str, Any], before: dict[str, Any] | None) -> tuple[Table, int]:
    hot = {(r, c) for pair in view.get("conflicts", []) for r, c in pair["cells"]}
    starts: dict[tuple[int, int], str] = {}
    for owner, cells in view.get("start_cells", {}).items():
        for r, c in cells:
            starts[(r, c)] = owner
    old = before["board"] if before and "board" in before else None
    grid = Table(box=box.SIMPLE_HEAD, padding=(0, 1), pad_edge=False, show_edge=False)
    grid.add_column("", style="dim", justify="right")
    for c in range(5):
        grid.add_column(str(c + 1), justify="center", min_width=7, no_wrap=True)
    changes = 0
    for sr in range(5):
        cells = []
        for sc in range(5):
            r, c = _frame(view, sr, sc)
            stack = view["board"][r][c]
            changed = old is not None and old[r][c] != stack
            changes += changed
            cells.append(_cell(stack, (r, c) in hot, starts.get((r, c)), changed))
        grid.add_row(str(sr + 1), *cells)
    return grid, changes


def render(
    view: dict[str, Any],
    before: dict[str, Any] | None = None,
    height: int | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """The grid from the viewer's side, scores, scored cards, the drawn card and the
    conflicts, in about 12 lines; cells that differ from ``before`` (the same seat's
    earlier view) are marked ``*``. Stack sizes: the ``stacks`` panel."""
    t = language.t
    if view.get("turned"):
        side = t(N_("Ebbe & Flut, seen from Land's side"))
    elif view.get("solo"):
        side = t(N_("Ebbe & Flut, seen from the player's side"))
    else:
        side = t(N_("Ebbe & Flut, seen from Water's side"))
    head = Text(f"{side}   ", style="bold")
    head.append(_score_line(view, language))
    grid, changes = _grid(view, before)
    lines = Text()
    scored = []
    for owner, cards in view["scored"].items():
        grew = before is not None and before.get("scored", {}).get(owner) != cards
        shown = " ".join(MARK[owner] + card for card in cards) or t(N_("none"))
        scored.append(f"{_owner(owner, language)} {shown}{' ' + CHANGED if grew else ''}")
    lines.append(t(N_("Scored: {piles}"), piles="; ".join(scored)))
    lines.append("   " + t(N_("Out of the game: {n}"), n=view["out"]))
    drawn = view.get("drawn")
    if drawn:
        lines.append("\n" + t(N_("Drawn: {card}"), card=""))
        lines.append(f"{MARK[drawn['owner']]}{drawn['card']}", style=STYLE[drawn["owner"]])
    found = []
    for pair in view.get("conflicts", []):
        (r1, c1), (r2, c2) = pair["cells"]
        index = (4 - pair["index"] if view.get("turned") else pair["index"]) + 1
        values = {
            "mark": MARK[pair["owner"]],
            "n": index,
            "first": _seen(view, r1, c1),
            "second": _seen(view, r2, c2),
            "shared": pair["shared"],
        }
        if pair["line"] == "row":
            found.append(t(N_("{mark} row {n}: {first} and {second} share {shared}"), **values))
        else:
            found.append(t(N_("{mark} column {n}: {first} and {second} share {shared}"), **values))
    if found:
        lines.append(
            "\n" + t(N_("Conflicts: {conflicts}"), conflicts="; ".join(found)), style="bold red"
        )
    if changes:
        lines.append("\n" + t(N_("{mark} changed since your last look"), mark=CHANGED), style="dim")
    if view.get("game_over"):
        lines.append(f"\n{_result(view, language)}", style="bold green")
    return Group(head, grid, lines)


def stacks(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """The cards left in each stack, stacks counted from 1 as the menu does."""
    table = Table(
        title=language.t(N_("Stacks: cards left (draw from stack N)")), box=box.SIMPLE_HEAD
    )
    table.add_column("")
    for n in range(5):
        table.add_column(language.t(N_("stack {n}"), n=n + 1), justify="right")
    for owner, sizes in view["stacks"].items():
        table.add_row(_owner(owner, language), *(str(k) for k in sizes))
    return table


PANELS = {"stacks": stacks}

# A direction as the player across the table names it (Land's left is Water's right).
_TURNED = {"left": "right", "up": "down", "right": "left", "down": "up"}


def label(
    data: dict[str, Any],
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    *,
    language: Language = ENGLISH,
) -> str:
    """An action (its ``legal_data`` entry) in the menu's words, counted from 1 as the board
    is and from the reader's side of the table: "draw from stack 3", "place on 5,5" (the
    German words may be typed as well: actions.read_shown)."""
    kind = data.get("kind")
    if kind == "draw":
        return language.t(N_("draw from stack {n}"), n=data["stack"] + 1)
    if kind not in ("place", "move"):
        return ""
    r, c = _frame(view, data["row"], data["col"])
    where = f"{r + 1},{c + 1}"
    if kind == "place":
        return language.t(N_("place on {cell}"), cell=where)
    direction = _TURNED[data["dir"]] if view.get("turned") else data["dir"]
    return language.t(
        N_("move from {cell} {direction}"),
        cell=where,
        direction=direction_words(direction, language),
    )


def status(view: dict[str, Any], *, language: Language = ENGLISH) -> str:
    phase = str(view.get("phase", ""))
    words = language.t(PHASE[phase]) if phase in PHASE else phase
    if view.get("resumed"):
        return language.t(N_("{phase} (after a penalty)"), phase=words)
    return words

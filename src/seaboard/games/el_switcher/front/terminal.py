"""Terminal view of El Switcher: the board in colour (and letters) beside the reader's hand
and figure cards, one line per player, and what changed since the seat's earlier view.
Rows and columns are labelled 1 to 6, as the menu names cells; every figure card's shape
is the ``figures`` panel. Reads the view dict only."""

from __future__ import annotations

from typing import Any

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result, seat_label
from seaboard.engine import counted
from seaboard.games.el_switcher.actions import card_words, figure_words

STYLE = {"R": "on red3", "Y": "on gold1", "G": "on green4", "B": "on dodger_blue2"}
NAME = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
CHANGED = "*"
HELP = """\
El Switcher: swap tiles with your movement cards until a figure card's shape lies on the
board in one colour, then claim it. Rows and columns are numbered 1-6 from the top left.

Choose an action by its menu number (#3) or type the menu's words; cells are ROW,COLUMN
as the board labels them:
  swap 3,4 3,5                      swap the tiles on 3,4 and 3,5 (with the card that can)
  swap 1,1 1,3 straight two apart   name the card where two could swap the same tiles
                                    (`list 3,4` lists every swap of that tile)
  form 2,2 2,3 2,4 2,5 3,5          form your own face-up figure lying on these cells
  block 2,2 2,3 2,4 2,5 3,5         block the other player's figure (turned face down);
  block player 3 2,2 ...            with more players, say whose
  undo                              take back your last move (option undos=N only)
  end                               end your turn and draw back up to three cards
"Claim now" under the board names every figure you can claim now.

Movement cards (the second tile lies this far from the first): diagonal two apart,
straight two apart, straight side by side, diagonal side by side, L bending left,
L bending right, and to an end of the line (either tile at an end of its row or column).
A figure counts when its tiles have the card's shape (turned, never mirrored), are one
colour, touch no other tile of that colour by a side, and are not of the forbidden colour
(the colour of the last figure anybody formed).

Legend
  R Y G B     red, yellow, green and blue tiles
  *R          a tile that changed since your last look
  ██          a figure card's shape (`figures` shows every player's)
  (blocked)   a card turned face down by another player's block
  ★ new       a figure card turned up since your last look
  ▶ (◀)       the player to move            (you)   your own seat
Rules: seaboard rules el-switcher"""


def _board(rows: list[str], old: list[str] | None) -> tuple[Table, int]:
    table = Table(show_header=True, box=None, padding=(0, 0), header_style="dim")
    table.add_column(" ", justify="right", style="dim")
    for c in range(len(rows[0]) if rows else 0):
        table.add_column(f" {c + 1} ", justify="center")
    changes = 0
    for r, row in enumerate(rows):
        cells = []
        for c, ch in enumerate(row):
            changed = old is not None and r < len(old) and old[r][c : c + 1] != ch
            changes += changed
            mark = CHANGED if changed else " "
            style = f"bold black {STYLE.get(ch, '')}" + (" underline" if changed else "")
            cells.append(Text(f"{mark}{ch} ", style=style))
        table.add_row(f"{r + 1} ", *cells)
    return table, changes


def _shape(layout: str, blocked: bool, half: bool = False) -> Text:
    """A figure's shape in blocks, two characters a square; ``half``: half blocks, one
    character and half a line a square (still square on screen), so every player's cards
    fit one 80x24 window."""
    ink = "grey42" if blocked else "bold white"
    rows = layout.split("/")
    text = Text(no_wrap=True)
    if half:
        width = max(len(r) for r in rows)
        pairs = [
            (rows[i].ljust(width), (rows[i + 1] if i + 1 < len(rows) else "").ljust(width))
            for i in range(0, len(rows), 2)
        ]
        for i, (top, low) in enumerate(pairs):
            if i:
                text.append("\n")
            for a, b in zip(top, low, strict=True):
                text.append(_HALF[(a == "#", b == "#")], style=ink)
        return text
    for i, line in enumerate(rows):
        if i:
            text.append("\n")
        for ch in line:
            text.append("██" if ch == "#" else "  ", style=ink)
    return text


_HALF = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}


def _card(
    card: dict[str, Any], new: bool, number: int, named: bool, half: bool = False
) -> RenderableType:
    """A figure card: its number in the row (as the browser counts them) and, ``named``, its
    picture's name, over its shape; never cut, it wraps."""
    title = Text(f"figure {number}", style="bold")
    if named:
        title.append(f": {figure_words(card['card'])}")
    if card["blocked"]:
        title.append(" (blocked)", style="dim")
    if new:
        title.append(" ★ new", style="bold yellow")
    if "shape" not in card:
        return title
    return Group(title, _shape(card["shape"], card["blocked"], half))


def _names(view: dict[str, Any]) -> list[str]:
    if "players" in view:
        return [p["name"] for p in view["players"]]
    return [f"Player {s + 1}" for s in range(len(view["figures"]))]


def _key(card: dict[str, Any]) -> tuple[str, bool]:
    return (str(card["card"]), bool(card["blocked"]))


def _old_cards(before: dict[str, Any] | None, seat: int) -> set[tuple[str, bool]] | None:
    if before is None or "figures" not in before or seat >= len(before["figures"]):
        return None
    return {_key(c) for c in before["figures"][seat]}


def _cards(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    seat: int,
    named: bool = False,
    half: bool = False,
) -> Columns:
    old = _old_cards(before, seat)
    cards = view["figures"][seat]
    shown = [
        _card(c, old is not None and _key(c) not in old, n, named, half)
        for n, c in enumerate(cards, 1)
    ]
    return Columns(shown or [Text("no figure cards", style="dim")], padding=(0, 2))


def _players(view: dict[str, Any], before: dict[str, Any] | None) -> Text:
    """One line per player: formed figures, cards left, deck, hand, face-up figure cards."""
    mover = view.get("to_move")
    formed = view.get("formed")
    scores = view.get("scores", [])
    left = view.get("figures_left", [None] * len(view["figures"]))
    text = Text()
    for seat, cards in enumerate(view["figures"]):
        if seat:
            text.append("\n")
        text.append("▶ " if seat == mover else "  ", style="bold yellow")
        text.append(seat_label(view, seat), style="bold" if seat == mover else "")
        count = len(formed[seat]) if formed else scores[seat] if seat < len(scores) else 0
        text.append(f": formed {count:g}")
        if before is not None and before.get("formed") and formed:
            gained = len(formed[seat]) - len(before["formed"][seat])
            if gained > 0:
                text.append(f" (+{gained})", style="bold green")
        if left[seat] is not None:
            text.append(f", {left[seat]} left")
        text.append(f", hand {view['hand_sizes'][seat]}")
        blocked = sum(1 for c in cards if c["blocked"])
        shows = f"{counted(len(cards), 'figure card')} up" if cards else "no figure cards up"
        text.append(f", {shows}" + (f" ({blocked} blocked)" if blocked else ""), style="dim")
    return text


def _status(view: dict[str, Any], before: dict[str, Any] | None, changes: int) -> Text:
    text = Text(no_wrap=False)
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
    worded = " · ".join(card_words(c) for c in hand) if hand else ""
    text.append(worded or ("hidden" if hand is None else "empty"), "bold")
    if hand and before is not None and isinstance(before.get("hand"), list):
        new = list(hand)
        for card in before["hand"]:
            if card in new:
                new.remove(card)
        if new and len(hand) >= len(before["hand"]):
            text.append(f"  (new: {', '.join(card_words(c) for c in new)})", style="green")
    text.append(f"\nMoves left this turn: {view.get('moves_left', 0)}")
    if view.get("undos_left"):
        text.append(f", take-backs left: {view['undos_left']}")
    turns = view.get("turns_played")
    if turns is not None:
        limit = view.get("max_turns")
        text.append(f"\nTurns played: {turns}" + (f" of {limit}" if limit else ""), style="dim")
    seconds = view.get("seconds_left", view.get("turn_seconds"))
    if seconds is not None and not view.get("game_over"):
        text.append(f"\n⏱ {int(seconds) // 60}:{int(seconds) % 60:02d} left in the turn", "bold")
    if view.get("pending"):
        word = "tentative" if view.get("partial_moves") else "this turn"
        text.append(f"\nMoves {word}: {counted(len(view['pending']), 'swap')}", style="italic")
    if changes:
        text.append(f"\n{counted(changes, 'tile')} changed since your last look", "bold")
    return text


def _claims(view: dict[str, Any]) -> Text:
    claimable = view.get("claimable") or []
    text = Text()
    if claimable:
        text.append("Claim now: ", style="bold green")
        text.append("; ".join(label(c, view) for c in view.get("claimable_data") or []))
    return text


def render(
    view: dict[str, Any], before: dict[str, Any] | None = None, height: int | None = None
) -> RenderableType:
    """The board beside the reader's hand and figure cards, then one line per player;
    ``before`` (the same seat's earlier view) marks the tiles, figure cards and hand cards
    that changed since."""
    old = before.get("board") if before else None
    grid, changes = _board(view["board"], old)
    side: list[RenderableType] = [_status(view, before, changes)]
    seat = view.get("seat")
    if seat is not None and seat < len(view["figures"]):
        side.append(_cards(view, before, seat))
    top = Table.grid(padding=(0, 3))
    top.add_column(no_wrap=True)
    top.add_column()
    top.add_row(grid, Group(*side))
    parts: list[RenderableType] = [top, _players(view, before)]
    claims = _claims(view)
    if claims:
        parts.append(claims)
    if view.get("game_over"):
        parts.append(Text(result(view), "bold magenta"))
    return Group(*parts)


def figures(
    view: dict[str, Any], turn_start: dict[str, Any] | None = None, height: int | None = None
) -> RenderableType:
    """Every player's face-up figure cards with their shapes (wrapping, never cut): in half
    blocks below 40 lines, so four players' cards fit 80x24."""
    parts: list[RenderableType] = []
    half = height is None or height < TALL
    for seat in range(len(view["figures"])):
        deck = view["deck_sizes"][seat]
        parts.append(Text(f"{seat_label(view, seat)} ({deck} figure cards in the deck):", "bold"))
        parts.append(_cards(view, None, seat, named=True, half=half))
    return Group(*parts)


TALL = 40  # a window of this many lines shows the figures' shapes in full blocks


PANELS = {"figures": figures, "hand": figures}
# The fields of an action's data that split its kind into the menu's groups.
MENU_GROUPS = {"move": ("card",)}  # one group per movement card


def _cell(cell: list[int]) -> str:
    """A cell ``[row, column]`` (from 0) as the board labels it (from 1): ``3,4``."""
    return f"{cell[0] + 1},{cell[1] + 1}"


def label(
    data: dict[str, Any], view: dict[str, Any], turn_start: dict[str, Any] | None = None
) -> str:
    """An action (its ``legal_data`` entry) in the menu's words, cells counted from 1 as the
    board is, a block naming the player whose card it is."""
    kind = data.get("kind")
    if kind == "move":
        return f"swap {_cell(data['a'])} {_cell(data['b'])} ({card_words(data['card'])})"
    if kind == "claim":
        cells = " ".join(_cell(c) for c in data["cells"])
        owner = data.get("owner")
        names = _names(view)
        if owner is not None and owner < len(names):
            whose = "your" if owner == view.get("seat") else f"{names[owner]}'s"
            return f"block {whose} {figure_words(data['card'])} on {cells}"
        return f"form {figure_words(data['card'])} on {cells}"
    if kind == "undo":
        return "take back your last move"
    if kind == "end":
        return "end the turn"
    return ""


def status(view: dict[str, Any]) -> str:
    if view.get("game_over"):
        return "the game is over"
    left = view.get("moves_left", 0)
    if view.get("claimable"):
        return "a figure can be claimed now (see Claim now)"
    if left:
        return f"swap two tiles ({counted(left, 'move')} left) or end the turn"
    return "claim a figure or end the turn"

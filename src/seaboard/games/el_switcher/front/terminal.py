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

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.el_switcher.actions import card_words, figure_words
from seaboard.games.el_switcher.cardwords import COLOURS

STYLE = {"R": "on red3", "Y": "on gold1", "G": "on green4", "B": "on dodger_blue2"}
NAME = dict(COLOURS)  # the colours' words (told in the reader's language)
CHANGED = "*"
HELP = N_("""\
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
Rules: seaboard rules el-switcher""")


def help_text(language: Language = ENGLISH) -> str:
    """``HELP`` in ``language``."""
    return language.t(HELP)


def seat_label(view: dict[str, Any], seat: int, language: Language = ENGLISH) -> str:
    """A player as the board names them: their name, "(you)" for the reader."""
    name = _names(view, language)[seat]
    if view.get("seat") == seat:
        return language.t(N_("{name} (you)"), name=name)
    return name


def result(view: dict[str, Any], language: Language = ENGLISH) -> str:
    """The line a finished game's board ends with: ``Game over: Ann wins``, "you win" for
    the reader, a draw between the players level on the fewest figures left."""
    seat = view.get("seat")
    winners = sorted(view.get("winners") or [])
    names = _names(view, language)
    if winners == [seat]:
        return language.t(N_("Game over: you win"))
    if len(winners) == 1:
        return language.t(N_("Game over: {name} wins"), name=names[winners[0]])
    if winners:
        listed = [language.t(N_("you")) if s == seat else names[s] for s in winners]
        return language.t(N_("Game over: a draw between {names}"), names=language.listing(listed))
    return language.t(N_("Game over: nobody wins"))


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
    card: dict[str, Any],
    new: bool,
    number: int,
    named: bool,
    half: bool = False,
    language: Language = ENGLISH,
) -> RenderableType:
    """A figure card: its number in the row (as the browser counts them) and, ``named``, its
    picture's name, over its shape; never cut, it wraps."""
    t = language.t
    title = Text(t(N_("figure {number}"), number=number), style="bold")
    if named:
        title.append(": " + figure_words(card["card"], language))
    if card["blocked"]:
        title.append(" " + t(N_("(blocked)")), style="dim")
    if new:
        title.append(" ★ " + t(N_("new")), style="bold yellow")
    if "shape" not in card:
        return title
    return Group(title, _shape(card["shape"], card["blocked"], half))


def _names(view: dict[str, Any], language: Language = ENGLISH) -> list[str]:
    """The players' names; a seat without one (the view names it "Player 2", in English) is
    named in ``language``."""
    role = N_("Player {number}")
    named = [language.t(role, number=s + 1) for s in range(len(view["figures"]))]
    for player in view.get("players", ()):
        seat, name = player["seat"], player["name"]
        if seat < len(named) and name != role.format(number=seat + 1):
            named[seat] = name
    return named


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
    language: Language = ENGLISH,
) -> Columns:
    old = _old_cards(before, seat)
    cards = view["figures"][seat]
    shown = [
        _card(c, old is not None and _key(c) not in old, n, named, half, language)
        for n, c in enumerate(cards, 1)
    ]
    empty = Text(language.t(N_("no figure cards")), style="dim")
    return Columns(shown or [empty], padding=(0, 2))


def _players(
    view: dict[str, Any], before: dict[str, Any] | None, language: Language = ENGLISH
) -> Text:
    """One line per player: formed figures, cards left, deck, hand, face-up figure cards."""
    t = language.t
    mover = view.get("to_move")
    formed = view.get("formed")
    scores = view.get("scores", [])
    left = view.get("figures_left", [None] * len(view["figures"]))
    text = Text()
    for seat, cards in enumerate(view["figures"]):
        if seat:
            text.append("\n")
        text.append("▶ " if seat == mover else "  ", style="bold yellow")
        text.append(seat_label(view, seat, language), style="bold" if seat == mover else "")
        count = len(formed[seat]) if formed else scores[seat] if seat < len(scores) else 0
        text.append(t(N_(": formed {count:g}"), count=count))
        if before is not None and before.get("formed") and formed:
            gained = len(formed[seat]) - len(before["formed"][seat])
            if gained > 0:
                text.append(f" (+{gained})", style="bold green")
        if left[seat] is not None:
            text.append(t(N_(", {count} left"), count=left[seat]))
        text.append(t(N_(", hand {count}"), count=view["hand_sizes"][seat]))
        blocked = sum(1 for c in cards if c["blocked"])
        if cards:
            shows = language.tn("{n} figure card up", "{n} figure cards up", len(cards))
        else:
            shows = t(N_("no figure cards up"))
        if blocked:
            shows = t(N_("{cards} ({count} blocked)"), cards=shows, count=blocked)
        text.append(", " + shows, style="dim")
    return text


def _status(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    changes: int,
    language: Language = ENGLISH,
) -> Text:
    t = language.t
    text = Text(no_wrap=False)
    forbidden = view.get("forbidden_colour")
    text.append(t(N_("Forbidden colour:")) + " ")
    if forbidden:
        text.append(f" {t(NAME[forbidden])} ", style=f"bold black {STYLE[forbidden]}")
    else:
        text.append(t(N_("none")), style="dim")
    if before is not None and before.get("forbidden_colour") != forbidden:
        text.append(" " + t(N_("(changed)")), style="bold")
    hand = view.get("hand")
    text.append("\n" + t(N_("Your hand:")) + " ")
    worded = " · ".join(card_words(c, language) for c in hand) if hand else ""
    text.append(worded or (t(N_("hidden")) if hand is None else t(N_("empty"))), "bold")
    if hand and before is not None and isinstance(before.get("hand"), list):
        new = list(hand)
        for card in before["hand"]:
            if card in new:
                new.remove(card)
        if new and len(hand) >= len(before["hand"]):
            named = ", ".join(card_words(c, language) for c in new)
            text.append("  " + t(N_("(new: {cards})"), cards=named), style="green")
    text.append("\n" + t(N_("Moves left this turn: {count}"), count=view.get("moves_left", 0)))
    if view.get("undos_left"):
        text.append(t(N_(", take-backs left: {count}"), count=view["undos_left"]))
    turns = view.get("turns_played")
    if turns is not None:
        limit = view.get("max_turns")
        if limit:
            played = t(N_("Turns played: {turns} of {limit}"), turns=turns, limit=limit)
        else:
            played = t(N_("Turns played: {turns}"), turns=turns)
        text.append("\n" + played, style="dim")
    seconds = view.get("seconds_left", view.get("turn_seconds"))
    if seconds is not None and not view.get("game_over"):
        clock = f"{int(seconds) // 60}:{int(seconds) % 60:02d}"
        text.append("\n⏱ " + t(N_("{clock} left in the turn"), clock=clock), "bold")
    if view.get("pending"):
        count = len(view["pending"])
        if view.get("partial_moves"):
            moves = language.tn("Moves tentative: {n} swap", "Moves tentative: {n} swaps", count)
        else:
            moves = language.tn("Moves this turn: {n} swap", "Moves this turn: {n} swaps", count)
        text.append("\n" + moves, style="italic")
    if changes:
        changed = language.tn(
            "{n} tile changed since your last look",
            "{n} tiles changed since your last look",
            changes,
        )
        text.append("\n" + changed, "bold")
    return text


def _claims(view: dict[str, Any], language: Language = ENGLISH) -> Text:
    claimable = view.get("claimable") or []
    text = Text()
    if claimable:
        text.append(language.t(N_("Claim now:")) + " ", style="bold green")
        claims = view.get("claimable_data") or []
        text.append("; ".join(label(c, view, language=language) for c in claims))
    return text


def render(
    view: dict[str, Any],
    before: dict[str, Any] | None = None,
    height: int | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """The board beside the reader's hand and figure cards, then one line per player;
    ``before`` (the same seat's earlier view) marks the tiles, figure cards and hand cards
    that changed since."""
    old = before.get("board") if before else None
    grid, changes = _board(view["board"], old)
    side: list[RenderableType] = [_status(view, before, changes, language)]
    seat = view.get("seat")
    if seat is not None and seat < len(view["figures"]):
        side.append(_cards(view, before, seat, language=language))
    top = Table.grid(padding=(0, 3))
    top.add_column(no_wrap=True)
    top.add_column()
    top.add_row(grid, Group(*side))
    parts: list[RenderableType] = [top, _players(view, before, language)]
    claims = _claims(view, language)
    if claims:
        parts.append(claims)
    if view.get("game_over"):
        parts.append(Text(result(view, language), "bold magenta"))
    return Group(*parts)


def figures(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    height: int | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """Every player's face-up figure cards with their shapes (wrapping, never cut): in half
    blocks below 40 lines, so four players' cards fit 80x24."""
    parts: list[RenderableType] = []
    half = height is None or height < TALL
    for seat in range(len(view["figures"])):
        deck = view["deck_sizes"][seat]
        heading = language.tn(
            # English says "cards" for one card too, as it always has
            "{player} ({n} figure cards in the deck):",
            "{player} ({n} figure cards in the deck):",
            deck,
            player=seat_label(view, seat, language),
        )
        parts.append(Text(heading, "bold"))
        parts.append(_cards(view, None, seat, named=True, half=half, language=language))
    return Group(*parts)


TALL = 40  # a window of this many lines shows the figures' shapes in full blocks


PANELS = {"figures": figures, "hand": figures}
# The fields of an action's data that split its kind into the menu's groups.
MENU_GROUPS = {"move": ("card",)}  # one group per movement card


def _cell(cell: list[int]) -> str:
    """A cell ``[row, column]`` (from 0) as the board labels it (from 1): ``3,4``."""
    return f"{cell[0] + 1},{cell[1] + 1}"


def label(
    data: dict[str, Any],
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    *,
    language: Language = ENGLISH,
) -> str:
    """An action (its ``legal_data`` entry) in the menu's words, cells counted from 1 as the
    board is, a block naming the player whose card it is."""
    t = language.t
    kind = data.get("kind")
    if kind == "move":
        return t(
            N_("swap {a} {b} ({card})"),
            a=_cell(data["a"]),
            b=_cell(data["b"]),
            card=card_words(data["card"], language),
        )
    if kind == "claim":
        cells = " ".join(_cell(c) for c in data["cells"])
        owner = data.get("owner")
        names = _names(view, language)
        figure = figure_words(data["card"], language)
        if owner is not None and owner < len(names):
            if owner == view.get("seat"):
                return t(N_("block your {figure} on {cells}"), figure=figure, cells=cells)
            return t(
                N_("block {owner}'s {figure} on {cells}"),
                owner=names[owner],
                figure=figure,
                cells=cells,
            )
        return t(N_("form {figure} on {cells}"), figure=figure, cells=cells)
    if kind == "undo":
        return t(N_("take back your last move"))
    if kind == "end":
        return t(N_("end the turn"))
    return ""


def status(view: dict[str, Any], *, language: Language = ENGLISH) -> str:
    t = language.t
    if view.get("game_over"):
        return t(N_("the game is over"))
    left = view.get("moves_left", 0)
    if view.get("claimable"):
        return t(N_("a figure can be claimed now (see Claim now)"))
    if left:
        return language.tn(
            "swap two tiles ({n} move left) or end the turn",
            "swap two tiles ({n} moves left) or end the turn",
            left,
        )
    return t(N_("claim a figure or end the turn"))

"""``help`` at the terminal table: the game's guide and the commands, wrapped to the window.

The games' guides are written for a wide terminal; a line that does not fit the window is
wrapped here, a paragraph as a paragraph and an entry of a two-column list ("  term    what
it does") with its description under the description, so nothing is cut or run together.
"""

from __future__ import annotations

import re
import textwrap
from typing import TYPE_CHECKING

from rich.markup import escape

from seaboard.cli import menu, screen
from seaboard.cli import render as boards
from seaboard.cli.render import game_help
from seaboard.engine.language import N_

if TYPE_CHECKING:
    from seaboard.cli.play import Table

PANEL_HELP = {
    "hand": N_("the tiles or cards in hand, in full"),
    "stacks": N_("the stacks (or boats) and what lies in them"),
    "figures": N_("every player's figure cards with their shapes"),
    "map": N_("the whole map (map Q,R: the part around that space)"),
}
NARROWEST = 20  # a description column narrower than this goes under its term instead
_ENTRY = re.compile(r"( +)(\S.*?)( {2,})(\S.*)")


def wrap_guide(text: str, width: int) -> str:
    """``text`` with every line that is wider than ``width`` wrapped (see the module)."""
    lines = text.splitlines()
    out: list[str] = []
    column = 0  # the description column of the last entry
    i = 0
    while i < len(lines):
        line = lines[i]
        entry = _ENTRY.fullmatch(line)
        if entry is not None:
            column = len(entry.group(1)) + len(entry.group(2)) + len(entry.group(3))
            block = [line]
            while i + 1 < len(lines) and _continues(lines[i + 1], column):
                i += 1
                block.append(lines[i])
            out += block if _fits(block, width) else _wrap_entry(block, entry, column, width)
        elif line.strip() and not line.startswith(" "):
            block = [line]
            while i + 1 < len(lines) and lines[i + 1].strip() and not lines[i + 1][0].isspace():
                i += 1
                block.append(lines[i])
            out += block if _fits(block, width) else _wrap(" ".join(block), width)
        elif len(line) <= width:
            out.append(line)
        else:  # an entry whose term runs into its description: under the last column
            rest = " " * (column if 0 < column < width - NARROWEST else 4)
            out += _wrap(line.strip(), width, line[: len(line) - len(line.lstrip())], rest)
        i += 1
    return "\n".join(out)


def _wrap(text: str, width: int, first: str = "", rest: str = "") -> list[str]:
    return textwrap.wrap(
        text, width, initial_indent=first, subsequent_indent=rest, break_on_hyphens=False
    )


def _continues(line: str, column: int) -> bool:
    """A line of an entry's description (indented to the description's column)."""
    indent = len(line) - len(line.lstrip(" "))
    return bool(line.strip()) and indent == column


def _fits(block: list[str], width: int) -> bool:
    return all(len(line) <= width for line in block)


def _wrap_entry(block: list[str], entry: re.Match[str], column: int, width: int) -> list[str]:
    indent, term = entry.group(1), entry.group(2)
    words = " ".join([entry.group(4), *(line.strip() for line in block[1:])])
    if width - column >= NARROWEST:
        head = f"{indent}{term}".ljust(column)
        rest = " " * column
        return _wrap(words, width, head, rest)
    under = indent + "    "
    return [f"{indent}{term}", *_wrap(words, width, under, under)]


def show_help(table: Table, seat: int) -> None:
    """The game's guide, what can be typed now and every command that works now."""
    console = table.console
    width = max(20, console.width)
    t = table.language.t

    def say(text: str) -> None:
        console.print(escape(wrap_guide(text, width)), highlight=False, overflow="fold")

    guide = game_help(table.game.name, table.language)
    say(guide if guide else t(N_("(no notation guide for {title})"), title=table.title()))
    items = table.entries(seat)
    kinds = menu.groups(items)
    samples = ", ".join(members[0].notation for _, members in kinds[:8])
    say(t(N_("You can type now, for example: {samples}"), samples=samples))
    example = items[0].notation if items else "..."
    first = items[0] if items else None
    words = first.words if first is not None and first.words else example
    rows = [
        ("#N", t(N_("play action N of the menu (a bare number is notation: a card, a cell)"))),
        (t(N_("WORDS")), t(N_("play the action the menu names so, e.g. {words}"), words=words)),
        (
            t(N_("NOTATION")),
            t(N_("play the action written in notation, e.g. {example}"), example=example),
        ),
        (
            t(N_("list TEXT")),
            t(
                N_(
                    "the legal actions whose words or notation contain TEXT (or: filter TEXT); "
                    "list: all"
                )
            ),
        ),
    ]
    if table.undo_refusal(seat) is None:
        rows.append(("undo", t(N_("take back your last action (it can now)"))))
    if table.hint_refusal(seat) is None:
        rows.append(("hint", t(N_("a suggested action with its estimated chance of winning"))))
    for name in boards.panels(table.game.name):
        known = PANEL_HELP.get(name)
        rows.append((name, t(known) if known else t(N_("show the {name}"), name=name)))
    if table.viewport.active:
        rows.append((screen.PAN_KEYS, t(screen.PAN_HELP)))
    if boards.legend(table.game.name, table.language):
        rows.append(("legend", t(N_("what the board's symbols mean"))))
    gid = table.record.game_id
    rows += [
        ("log", t(N_("the newest of what happened, in words (log all: everything)"))),
        ("more", t(N_("the next window of an answer too long for one"))),
        ("board", t(N_("draw the board again (its map back on the last change)"))),
        ("help", t(N_("this text"))),
        (
            "quit",
            t(
                N_("leave the table; the game stays saved (seaboard resume {gid} continues it)"),
                gid=gid,
            ),
        ),
        ("abandon", t(N_("end the game for good (it can be replayed, no longer continued)"))),
    ]
    body = "\n".join(f"  {term:<11} {what}" for term, what in rows)
    say(
        t(
            N_("Commands:\n{body}\nThe full rules: seaboard rules {game}"),
            body=body,
            game=table.game.name,
        )
    )

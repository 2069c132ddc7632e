"""The action menu at the terminal: numbered legal actions, grouped by kind, and filtering.

Menu numbers are written ``#N`` so that a bare number is always read as notation (a card,
a cell), never as "action number N". The kind of an action is the first word of its
notation (letters and digits: ``draw``, ``mov2``, ``t21b``, ``14``, ``pass``): generic, no
game internals. A long menu shows every kind with its count and its first few actions, so
claims, ``end`` or ``undo`` never hide behind "... and 61 more".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

FLAT_LIMIT = 30
PER_KIND = 4

_KIND = re.compile(r"[A-Za-z0-9]+")


@dataclass(frozen=True)
class Entry:
    """One legal action as the menu shows it."""

    number: int
    notation: str

    @property
    def label(self) -> str:
        return f"#{self.number} {self.notation}"


def kind_of(notation: str) -> str:
    """The first word of a notation (the whole notation if it has no letters or digits)."""
    match = _KIND.match(notation.strip())
    return match.group() if match else notation.strip()


def entries(notations: list[str]) -> list[Entry]:
    return [Entry(i + 1, n) for i, n in enumerate(notations)]


def groups(items: list[Entry]) -> list[tuple[str, list[Entry]]]:
    """The entries by kind, kinds in order of first appearance."""
    out: dict[str, list[Entry]] = {}
    for entry in items:
        out.setdefault(kind_of(entry.notation), []).append(entry)
    return list(out.items())


def menu_lines(items: list[Entry]) -> list[str]:
    """The menu as lines of plain text: flat when short, one line per kind when long."""
    if len(items) <= FLAT_LIMIT:
        return ["   ".join(e.label for e in items)]
    lines = []
    for kind, members in groups(items):
        shown = members if len(members) <= PER_KIND + 1 else members[:PER_KIND]
        more = len(members) - len(shown)
        tail = f"   ... {more} more: list {kind}" if more else ""
        lines.append(f"{kind} ({len(members)}): " + "   ".join(e.label for e in shown) + tail)
    return lines


def matching(items: list[Entry], text: str) -> list[Entry]:
    """The entries whose notation contains ``text`` (case-insensitive)."""
    needle = text.strip().lower()
    return [e for e in items if needle in e.notation.lower()]


def summary(items: list[Entry], limit: int = FLAT_LIMIT) -> str:
    """What is legal now in one line: every notation if few, else every kind with a count."""
    if len(items) <= limit:
        return ", ".join(e.notation for e in items)
    return ", ".join(f"{kind} ({len(m)})" for kind, m in groups(items))


def menu_number(text: str) -> int | None:
    """The N of ``#N`` (None when the text is not a menu number)."""
    match = re.fullmatch(r"#\s*(\d+)", text.strip())
    return int(match.group(1)) if match else None

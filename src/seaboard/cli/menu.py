"""The action menu at the terminal: numbered legal actions, grouped by kind, and filtering.

Menu numbers are written ``#N`` so that a bare number is always read as notation (a card,
a cell), never as "action number N". Each action shows its label: the game's words for it,
counted from 1 as the board is (``draw from stack 3``), else its notation. The group of an
action comes from its structured entry (``legal_data``: its ``kind``, split where the game's
terminal part says, as one group per card): the menu never reads notation. A menu fits the
lines it is given: flat when short, one line per group with its first actions when long, and
only the groups with their counts when even that is too tall, so claims, ``end`` or
``undo`` never hide.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from seaboard.engine.language import ENGLISH, N_, Language

FLAT_LIMIT = 30
PER_KIND = 4

#: The words a group's name does not end with, per language (``tile 1 on`` is ``tile 1``).
_CONNECTORS = {
    "en": {"on", "from", "with", "and", "at", "to"},
    "de": {"auf", "von", "vom", "mit", "und", "an", "am", "zu", "zum", "zur", "nach", "aus"},
}


@dataclass(frozen=True)
class Entry:
    """One legal action as the menu shows it."""

    number: int
    notation: str
    words: str = ""
    group: str = ""  # the menu group (see cli.render.group), "" for the notation's own

    @property
    def label(self) -> str:
        return f"#{self.number} {self.words or self.notation}"

    @property
    def full(self) -> str:
        """The label with the notation beside it when they differ by more than commas and
        spacing (for ``list``)."""
        if self.words and _loose(self.words) != _loose(self.notation):
            return f"{self.label} [{self.notation}]"
        return self.label


def _loose(text: str) -> str:
    return "".join(text.replace(",", " ").lower().split())


def entries(
    notations: list[str], words: list[str] | None = None, kinds: list[str] | None = None
) -> list[Entry]:
    """The menu's entries, numbered from 1: each action's notation, words and group."""
    shown = words if words is not None else [""] * len(notations)
    grouped = kinds if kinds is not None else notations
    return [
        Entry(i + 1, n, w, g)
        for i, (n, w, g) in enumerate(zip(notations, shown, grouped, strict=True))
    ]


def groups(items: list[Entry]) -> list[tuple[str, list[Entry]]]:
    """The entries by group, groups in order of first appearance."""
    out: dict[str, list[Entry]] = {}
    for entry in items:
        out.setdefault(entry.group or entry.notation, []).append(entry)
    return list(out.items())


def kind_names(items: list[Entry], language: Language = ENGLISH) -> dict[str, str]:
    """How each group is named for people: the words its labels all begin with (``tile 1
    up``) when those differ from group to group, else the words they all end with (a swap's
    card, ``(straight, two apart)``), else the group itself."""
    for from_end in (False, True):
        named: dict[str, str] = {}
        for kind, members in groups(items):
            named[kind] = _common_words(members, from_end, language) if len(members) > 1 else kind
        if len(set(named.values())) == len(named) and all(named.values()):
            return named
    return {kind: kind for kind, _ in groups(items)}


def _common_words(members: list[Entry], from_end: bool, language: Language = ENGLISH) -> str:
    """The words every member's label begins (or ends) with, without dangling connectors."""
    words = [m.words.split()[:: -1 if from_end else 1] for m in members]
    common: list[str] = []
    for column in zip(*words, strict=False):
        if len(set(column)) > 1:
            break
        common.append(column[0])
    if from_end:
        common.reverse()
        return " ".join(common).strip("()")
    connectors = _CONNECTORS.get(language.code, _CONNECTORS["en"])
    while common and (common[-1] in connectors or common[-1].endswith(",")):
        common.pop()
    return " ".join(common)


def _pack(tokens: list[str], width: int, sep: str = "   ") -> list[str]:
    lines: list[str] = []
    for token in tokens:
        if lines and len(lines[-1]) + len(sep) + len(token) <= width:
            lines[-1] += sep + token
        else:
            lines.append(token)
    return lines


def menu_lines(
    items: list[Entry],
    width: int = 80,
    max_lines: int | None = None,
    language: Language = ENGLISH,
) -> list[str]:
    """The menu as lines of plain text no wider than ``width``, at most ``max_lines``."""
    t = language.t
    limit = max_lines if max_lines is not None else 10**6
    flat = _pack([e.label for e in items], width)
    if len(items) <= FLAT_LIMIT and len(flat) <= limit:
        return flat
    kinds = groups(items)
    names = kind_names(items, language)
    if len(kinds) <= limit:
        lines: list[str] = []
        shown_counts: list[int] = []
        for kind, members in kinds:
            head = f"{names[kind]} ({len(members)}):"
            line = head
            shown = 0
            for entry in members:
                more = len(members) - shown - 1
                tail = "   " + t(N_("... {more} more: list {name}"), more=more, name=names[kind])
                tail = tail if more else ""
                if shown and len(line) + 3 + len(entry.label) + len(tail) > width:
                    break
                line += ("   " if shown else " ") + entry.label
                shown += 1
                if shown >= PER_KIND and len(members) > PER_KIND + 1:
                    break
            left = len(members) - shown
            if left:
                line += "   " + t(N_("... {more} more: list {name}"), more=left, name=names[kind])
            lines.append(line)
            shown_counts.append(shown if left else PER_KIND)
        # A kind line that has room for one example only says little: then kinds alone.
        if min(shown_counts) >= 2 or len(kinds) == 1:
            return lines
    counts = [f"{names[kind]} ({len(m)})" for kind, m in kinds]
    packed = _pack(
        [t(N_("{n} actions: {first}"), n=len(items), first=counts[0]), *counts[1:]], width, ", "
    )
    example = names[kinds[0][0]]
    shows = t(N_("(list WORD shows them, e.g. list {example})"), example=example)
    return _pack([*packed, shows], width, "; ")


def matching(items: list[Entry], text: str) -> list[Entry]:
    """The entries whose label contains ``text`` (case-insensitive); when no label does,
    those whose notation does (the board's numbers first, the notation's after)."""
    needle = text.strip().lower()
    worded = [e for e in items if needle in (e.words or e.notation).lower()]
    return worded or [e for e in items if needle in e.notation.lower()]


def by_words(items: list[Entry], text: str) -> Entry | None:
    """The one entry whose label is ``text`` (case and spacing aside), if exactly one."""
    key = " ".join(text.lower().split())
    found = [e for e in items if e.words and " ".join(e.words.lower().split()) == key]
    return found[0] if len(found) == 1 else None


def summary(items: list[Entry], limit: int = FLAT_LIMIT, language: Language = ENGLISH) -> str:
    """What is legal now in one line: every label if few, else every kind with a count."""
    if len(items) <= limit:
        return ", ".join(e.words or e.notation for e in items)
    names = kind_names(items, language)
    return ", ".join(f"{names[kind]} ({len(m)})" for kind, m in groups(items))


def menu_number(text: str) -> int | None:
    """The N of ``#N`` (None when the text is not a menu number)."""
    match = re.fullmatch(r"#\s*(\d+)", text.strip())
    return int(match.group(1)) if match else None

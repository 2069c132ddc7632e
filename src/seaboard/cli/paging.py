"""What the terminal table prints on request (panels, ``log``, ``list``, ``help``), one
window at a time.

An answer taller than the window shows its first lines and "… N more lines: type more";
``more`` shows the next window of it. ``log`` shows the newest sentences that fit instead,
and ``log all`` pages through every one from the first. So no answer, like no turn's
screen, is taller than the terminal: nothing scrolls out of sight unasked. Output that is
not a terminal (a pipe, a script) gets every line at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from seaboard.cli import lang
from seaboard.engine.language import N_, Language

# Lines kept free around a window of an answer: the line it was asked on, its "more" line,
# the turn clock and the prompt.
RESERVED = 4
MIN_ROOM = 5


class Pager:
    """The rest of the last answer that did not fit, for ``more``."""

    def __init__(
        self, console: Console, active: bool | None = None, language: Language | None = None
    ) -> None:
        self.console = console
        self.language = language if language is not None else lang.shared()
        self.active = console.is_terminal if active is None else active
        self.rest: list[str] = []

    @property
    def room(self) -> int:
        """An answer's lines in one window."""
        return max(MIN_ROOM, self.console.height - RESERVED)

    @contextmanager
    def paged(self) -> Iterator[None]:
        """Everything printed inside is shown a window at a time."""
        with self.console.capture() as captured:
            yield
        self.show(captured.get().splitlines())

    def show(self, lines: list[str]) -> None:
        """``lines`` (as printed, styles included): all when they fit (the "more" line's
        room too), else the first window and the line saying how many are left."""
        if not self.active or len(lines) <= self.room + 1:
            self.rest = []
            self._print(lines)
            return
        self._print(lines[: self.room])
        self.rest = lines[self.room :]
        told = self.language.tn(
            "… {n} more line: type more (board shows the board).",
            "… {n} more lines: type more (board shows the board).",
            len(self.rest),
        )
        self.console.print(f"[dim]{escape(told)}[/]")

    def more(self) -> None:
        if not self.rest:
            told = self.language.t(N_("Nothing more to show: type board to see the board again."))
            self.console.print(told)
            return
        self.show(self.rest)

    def newest(self, groups: list[list[str]], earlier: str) -> None:
        """The last ``groups`` (a sentence's lines each) that fit, under a line counting
        the ones left out and saying ``earlier`` (what to type for them)."""
        self.rest = []
        flat = [line for group in groups for line in group]
        if not self.active or len(flat) <= self.room + 1:
            self._print(flat)
            return
        kept: list[list[str]] = []
        used = 0
        for group in reversed(groups):
            if kept and used + len(group) > self.room:
                break
            kept.insert(0, group)
            used += len(group)
        left = len(groups) - len(kept)
        told = self.language.tn(
            "{n} earlier sentence: {earlier}.",
            "{n} earlier sentences: {earlier}.",
            left,
            earlier=earlier,
        )
        self.console.print(f"[dim]{escape(told)}[/]")
        self._print([line for group in kept for line in group][-self.room :])

    def lines(self, renderable: Any) -> list[str]:
        """``renderable`` as the console prints it, line by line."""
        with self.console.capture() as captured:
            self.console.print(renderable, highlight=False)
        return captured.get().splitlines()

    def _print(self, lines: list[str]) -> None:
        for line in lines:
            self.console.print(Text.from_ansi(line), no_wrap=True, overflow="crop")

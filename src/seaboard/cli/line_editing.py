"""Reading a line at a real terminal with line editing, history and Tab completion.

The stdlib ``readline`` module does the editing (prompt_toolkit is not a dependency):
arrow keys move in the line and through the lines typed before, Tab completes what the
table offers now (``LineReader.choices``: the menu's words, the notations and the
commands; the whole line is one word, so "tile 1 up on" completes to the placements).
The turn clock (``terminal.py``) keeps counting above the prompt: a timer signal every
second rewrites its line and, at the deadline, ends the reading. Input that is not a
terminal (tests, pipes) never comes here (``terminal.read_stdin``).
"""

from __future__ import annotations

import signal
import sys
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

from seaboard.cli.terminal import PROMPT, TIMEOUT, TIMEOUT_TYPED, clock_text

HISTORY_LINES = 500  # lines kept for the up arrow (this game, this process only)


class _TimeUp(Exception):
    """The turn clock ran out while a line was being typed."""


def line_editing() -> LineReader | None:
    """A reader with line editing when both ends are a terminal and readline exists."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return None
    try:
        import readline
    except ImportError:
        return None
    return LineReader(readline)


class LineReader:
    """``read_line`` for the table at a terminal: None at the end of input, ``TIMEOUT``
    (or ``TIMEOUT_TYPED``, something was typed) when the clock runs out."""

    def __init__(self, readline: Any) -> None:
        self.readline = readline
        self.choices: Callable[[], list[str]] | None = None
        self._found: list[str] = []
        self._typed = False
        readline.set_completer(self._complete)
        readline.set_completer_delims("")
        if "libedit" in (readline.__doc__ or ""):
            readline.parse_and_bind("bind ^I rl_complete")
        else:
            readline.parse_and_bind("tab: complete")
        readline.set_history_length(HISTORY_LINES)

    def forget(self) -> None:
        """Drop the history (a hot-seat hand-over: the next player does not get it)."""
        self.readline.clear_history()

    def _complete(self, text: str, state: int) -> str | None:
        if state == 0:
            offered = self.choices() if self.choices is not None else []
            self._found = list(dict.fromkeys(c for c in offered if c.startswith(text)))
        return self._found[state] if state < len(self._found) else None

    def __call__(self, timeout: float | None) -> str | None:
        if timeout is None or not hasattr(signal, "setitimer"):
            return self._input()
        return self._with_clock(timeout)

    def _input(self) -> str | None:
        try:
            return input(PROMPT)
        except EOFError:
            return None

    def _with_clock(self, timeout: float) -> str | None:
        out = sys.stdout
        deadline = time.monotonic() + timeout
        out.write(clock_text(timeout) + "\n")
        out.flush()

        def tick(signum: int, frame: FrameType | None) -> None:
            left = deadline - time.monotonic()
            if left <= 0:
                self._typed = bool(self.readline.get_line_buffer())
                raise _TimeUp
            # Save the cursor, go one line up, rewrite the clock, come back.
            out.write(f"\x1b7\x1b[1A\r\x1b[2K{clock_text(left)}\x1b8")
            out.flush()

        previous = signal.signal(signal.SIGALRM, tick)
        self._typed = False
        try:
            signal.setitimer(signal.ITIMER_REAL, timeout - int(timeout) or 1.0, 1.0)
            return self._input()
        except _TimeUp:
            out.write("\n")
            out.flush()
            _flush_input()
            return TIMEOUT_TYPED if self._typed else TIMEOUT
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _flush_input() -> None:
    """Throw away keys typed but not read yet, so they do not start the next turn."""
    try:
        import termios

        termios.tcflush(sys.stdin.fileno(), termios.TCIFLUSH)
    except (ImportError, OSError, ValueError):
        pass

"""Reading a line at the terminal, with an optional turn clock that counts down in place.

The clock is one status line just above the prompt, rewritten every second (ANSI cursor
save/restore, so what the player is typing stays where it is). When time runs out, the
half-typed line is discarded with the turn (``tcflush`` on a terminal), so it cannot land
in the next player's turn; ``TIMEOUT_TYPED`` instead of ``TIMEOUT`` says something was.
"""

from __future__ import annotations

import os
import select
import sys
import time
from typing import TextIO

TIMEOUT = "\x00timeout"
TIMEOUT_TYPED = "\x00timeout, typed"  # time ran out with a half-typed line, now dropped
PROMPT = "> "
MAX_LINE = 256  # the longest line the table reads as a command or an action (characters)


def clock_text(seconds_left: float) -> str:
    """The turn clock's line, in the terminal's language (``cli.lang``)."""
    from seaboard.cli import lang
    from seaboard.engine.language import N_

    whole = max(0, int(seconds_left + 0.999))
    return lang.shared().t(
        N_("⏱  {clock} left in this turn"), clock=f"{whole // 60}:{whole % 60:02d}"
    )


def read_stdin(timeout: float | None) -> str | None:
    """A line from standard input; None at its end; ``TIMEOUT`` when time runs out.

    The clock only works on a real file descriptor; other streams are read without it.
    """
    stream: TextIO = sys.stdin
    fd = _fileno(stream) if timeout is not None else -1
    if timeout is not None and fd >= 0:
        try:
            return _read_with_clock(stream, fd, timeout)
        except OSError:  # no select() on this stream (Windows consoles): no clock
            pass
    try:
        return input(PROMPT)
    except EOFError:
        return None


def _fileno(stream: TextIO) -> int:
    try:
        return stream.fileno()
    except (OSError, ValueError):
        return -1


def _read_with_clock(stream: TextIO, fd: int, timeout: float) -> str | None:
    out = sys.stdout
    live = os.isatty(fd) and out.isatty()
    deadline = time.monotonic() + timeout
    out.write(clock_text(timeout) + "\n" + PROMPT)
    out.flush()
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            typed = os.isatty(fd) and discard_typed_input(fd)
            out.write("\n")
            out.flush()
            return TIMEOUT_TYPED if typed else TIMEOUT
        # Wake up on the second boundary so the shown number ticks evenly.
        tick = left - int(left) or 1.0
        ready, _, _ = select.select([fd], [], [], min(left, tick))
        if ready:
            line = stream.readline()
            return line if line else None
        if live:
            # Save the cursor, go one line up, rewrite the clock, come back.
            out.write(f"\x1b7\x1b[1A\r\x1b[2K{clock_text(deadline - time.monotonic())}\x1b8")
            out.flush()


def discard_typed_input(fd: int) -> bool:
    """Throw away whatever was typed but not yet read (a terminal only); True when there
    was something.

    A half-typed line sits in the terminal's line editor, where no count reaches it; for an
    instant the terminal leaves line mode (so the line becomes readable input), the bytes
    waiting are counted (``FIONREAD``), then flushed, and line mode comes back.
    """
    try:
        import fcntl
        import struct
        import termios

        saved = termios.tcgetattr(fd)
        raw = list(saved)
        raw[3] &= ~termios.ICANON
        try:
            termios.tcsetattr(fd, termios.TCSANOW, raw)
            waiting = struct.unpack("i", fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0"))[0]
            termios.tcflush(fd, termios.TCIFLUSH)
        finally:
            termios.tcsetattr(fd, termios.TCSANOW, saved)
        return bool(waiting)
    except (ImportError, OSError):
        return False


def sane_terminal(fd: int) -> bool:
    """Put a terminal left in raw mode back into line mode with echo; True when it was not.

    A ``seaboard play`` killed by ``kill -9`` while readline had the terminal in its own
    mode (no echo, no line editing by the terminal) cannot restore it: no signal handler
    runs. bash resets the mode itself, other shells (dash, zsh with some settings) do not,
    and ``stty sane`` or ``reset`` does by hand. So the terminal table does it when it
    starts, for the flags a line-reading program needs; the rest (speeds, characters) is
    left as it is.
    """
    try:
        import termios
    except ImportError:  # no termios on this system (Windows): nothing to restore
        return False
    try:
        mode = termios.tcgetattr(fd)
    except (OSError, termios.error):  # not a terminal
        return False
    iflag, oflag, lflag = mode[0], mode[1], mode[3]
    mode[0] = iflag | termios.ICRNL
    mode[1] = oflag | termios.OPOST | termios.ONLCR
    mode[3] = lflag | SANE_LFLAG
    if mode[0] == iflag and mode[1] == oflag and mode[3] == lflag:
        return False
    termios.tcsetattr(fd, termios.TCSANOW, mode)
    return True


def _sane_lflag() -> int:
    try:
        import termios
    except ImportError:
        return 0
    return (
        termios.ICANON
        | termios.ECHO
        | termios.ECHOE
        | termios.ECHOK
        | termios.ISIG
        | termios.IEXTEN
    )


SANE_LFLAG = _sane_lflag()  # line mode, echo, erase and kill, Ctrl-C, Ctrl-V

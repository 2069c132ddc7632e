"""A table's clocks: per-player time (base + increment) and El Switcher's turn timer (pure)."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from seaboard.engine import Game
from seaboard.server.protocol import ClocksJson


def now_ms(t: float | None = None) -> int:
    """Epoch milliseconds (of ``t``, or now), as messages carry times."""
    return int((time.time() if t is None else t) * 1000)


@dataclass
class Clocks:
    """Per-player clocks (base + increment) and El Switcher's turn timer, as epoch times."""

    base: float | None
    increment: float
    turn_seconds: int | None
    remaining_ms: list[int | None]
    running: int | None = None
    running_since: float | None = None
    turn_deadline: float | None = None
    per_move: bool = False  # turn-based: each move has the whole base (the clock refills)
    # Nobody human is at the table since this time: no clock runs and the turn timer waits
    # (``pause``); the time is given back when someone comes back (``resume``).
    paused_at: float | None = None

    @classmethod
    def fresh(
        cls, game: Game, base: float | None, increment: float | None, per_move: bool = False
    ) -> Clocks:
        seconds = game.options.get("turn_seconds")
        turn = seconds if isinstance(seconds, int) and not isinstance(seconds, bool) else None
        remaining: list[int | None] = [
            int(base * 1000) if base is not None else None for _ in range(game.players)
        ]
        return cls(base, increment or 0.0, turn, remaining, per_move=per_move)

    def copy(self) -> Clocks:
        """An independent copy (changes are made on a copy, kept once committed)."""
        # spelled out: dataclasses.replace costs several times more, once a move
        return Clocks(
            self.base,
            self.increment,
            self.turn_seconds,
            list(self.remaining_ms),
            self.running,
            self.running_since,
            self.turn_deadline,
            self.per_move,
            self.paused_at,
        )

    def start(self, to_move: int | None, now: float) -> None:
        """The game begins: a real-time clock waits for its player's first move (as on
        lichess); a turn-based one runs from the start (its deadline is the mode's point)."""
        runs = to_move is not None and self.has_clock(to_move) and self.per_move
        self.running = to_move if runs else None
        self.running_since = now if self.running is not None else None
        self.turn_deadline = (
            now + self.turn_seconds if self.turn_seconds and to_move is not None else None
        )

    def has_clock(self, seat: int) -> bool:
        return self.remaining_ms[seat] is not None

    def left_ms(self, seat: int, now: float) -> int | None:
        """The seat's time left at ``now``."""
        left = self.remaining_ms[seat]
        if left is None:
            return None
        if seat == self.running and self.running_since is not None:
            end = now if self.paused_at is None else min(now, self.paused_at)
            left -= int((end - self.running_since) * 1000)
        return left

    def pause(self, now: float) -> None:
        """Nobody human is at the table: time stands still from ``now``."""
        if self.paused_at is None:
            self.paused_at = now

    def resume(self, now: float) -> None:
        """Someone is back: the running clock and the turn timer go on from where they were."""
        if self.paused_at is None:
            return
        away = max(0.0, now - self.paused_at)
        if self.running_since is not None:
            self.running_since += away
        if self.turn_deadline is not None:
            self.turn_deadline += away
        self.paused_at = None

    def advance(
        self, before: int | None, after: int | None, now: float, waits: bool = False
    ) -> None:
        """An event moved the turn from ``before`` to ``after`` at ``now``; ``waits``: the
        clock of ``after`` does not run yet (that player has not made a first move)."""
        self.resume(now)  # an event at a paused table (a late bot move): its time is not lost
        if self.running is not None:
            self.remaining_ms[self.running] = max(0, self.left_ms(self.running, now) or 0)
        turn_passed = before != after
        if turn_passed and before is not None and self.has_clock(before):
            left = self.remaining_ms[before]
            assert left is not None
            self.remaining_ms[before] = left + int(self.increment * 1000)
            if self.per_move and self.base is not None:
                self.remaining_ms[before] = int(self.base * 1000)
        runs = after is not None and self.has_clock(after) and not (waits and not self.per_move)
        self.running = after if runs else None
        self.running_since = now if self.running is not None else None
        if after is None or not self.turn_seconds:
            self.turn_deadline = None
        elif turn_passed:
            self.turn_deadline = now + self.turn_seconds

    def stop_seat(self, seat: int, now: float) -> None:
        """A bot takes the seat over: its clock stops for good."""
        if self.running == seat:
            self.running = None
            self.running_since = None
        self.remaining_ms[seat] = None

    def give(self, seat: int, ms: int) -> None:
        """The seat plays with a clock again (a player took it back from a bot)."""
        self.remaining_ms[seat] = ms

    def stop(self, now: float) -> None:
        """The game is over."""
        if self.running is not None:
            self.remaining_ms[self.running] = max(0, self.left_ms(self.running, now) or 0)
        self.running = None
        self.running_since = None
        self.turn_deadline = None
        self.paused_at = None

    def clock_deadline(self) -> float | None:
        """When the running seat's clock reaches zero (never while paused)."""
        if self.running is None or self.running_since is None or self.paused_at is not None:
            return None
        left = self.remaining_ms[self.running]
        assert left is not None
        return self.running_since + left / 1000

    def message(self, now: float) -> ClocksJson:
        """The ``clocks`` object of the state message."""
        paused = self.paused_at is not None
        return {
            "server_time": now_ms(now),
            "running": None if paused else self.running,
            "remaining_ms": [self.left_ms(s, now) for s in range(len(self.remaining_ms))],
            "turn_deadline": (
                now_ms(self.turn_deadline) if self.turn_deadline and not paused else None
            ),
            "paused": paused,
        }

    def restore(self, saved: Mapping[Any, Any]) -> None:
        """Take the clocks stored with an event, or in the table row before the first."""
        self.remaining_ms = list(saved["remaining_ms"] or self.remaining_ms)
        self.running = saved["running"]
        self.running_since = saved["running_since"]
        self.turn_deadline = saved["turn_deadline"]

    def to_row(self) -> dict[str, Any]:
        return {
            "running": self.running,
            "running_since": self.running_since,
            "remaining_ms": list(self.remaining_ms),
            "turn_deadline": self.turn_deadline,
        }

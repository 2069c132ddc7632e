"""A live table in memory: the engine states rebuilt from the event log, and its clocks.

Nothing here does I/O. The service commits an event first, then applies it here; on a
start the same ``apply`` replays the log read from the database.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from seaboard.engine import Action, Game, IllegalAction, SeaboardError, State
from seaboard.engine.undo import take_back_refusal

ACT, UNDO, FORFEIT = "act", "undo", "forfeit"
# The action the rules play when El Switcher's turn timer runs out: stored as its own kind,
# told with describe_timeout, sent to clients as an "act" with "timeout": true.
TIMEOUT = "timeout"
# The players' names by seat, as the table knows them (None: no names, the roles are used).
Names = tuple[str | None, ...] | None


def now_ms(t: float | None = None) -> int:
    return int((time.time() if t is None else t) * 1000)


@dataclass
class Event:
    """One entry of a table's log, with the states around it for telling it to each seat."""

    seq: int
    seat: int | None
    kind: str
    notation: str | None
    client_id: str | None
    time: float
    before: State
    after: State
    action: Action | None
    texts: dict[tuple[int | None, Names], str] = field(default_factory=dict)

    def text(self, seat: int | None, names: Names = None) -> str:
        """The event in words for ``seat`` (None: a spectator) at a table whose players are
        called ``names`` (by seat; None: by their roles), computed once per seat and names."""
        key = (seat, names)
        if key not in self.texts:
            self.texts[key] = self._words(seat, names)
        return self.texts[key]

    def _words(self, seat: int | None, names: Names) -> str:
        if self.kind == ACT and self.action is not None:
            return self.before.describe(self.action, seat, self.after, names)
        if self.kind == TIMEOUT:
            return self.before.describe_timeout(seat, self.after, names)
        if self.seat is None:
            return "Nobody ran out of time." if self.kind != UNDO else "An action is taken back."
        tell = self.before.naming(seat, names)
        who = tell.who(self.seat)
        if self.kind == UNDO:
            return f"{who} {tell.verb(self.seat, 'take')} back {tell.own(self.seat)} last action."
        return f"{who} ran out of time and {tell.verb(self.seat, 'lose')}."

    def told(self, seat: int | None, names: Names = None) -> dict[str, Any]:
        """The ``last``/log entry for ``seat`` (``names``: the players' names by seat)."""
        entry: dict[str, Any] = {
            "seq": self.seq,
            "seat": self.seat,
            "kind": ACT if self.kind == TIMEOUT else self.kind,
            "action": self.notation,
            "text": self.text(seat, names),
        }
        if self.kind == TIMEOUT:
            entry["timeout"] = True
        return entry


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

    @classmethod
    def fresh(cls, game: Game, base: float | None, increment: float | None) -> Clocks:
        seconds = game.options.get("turn_seconds")
        turn = seconds if isinstance(seconds, int) and not isinstance(seconds, bool) else None
        remaining: list[int | None] = [
            int(base * 1000) if base is not None else None for _ in range(game.players)
        ]
        return cls(base, increment or 0.0, turn, remaining)

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
        )

    def start(self, to_move: int | None, now: float) -> None:
        """The game begins (or resumes with no clock running)."""
        self.running = to_move if to_move is not None and self.has_clock(to_move) else None
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
            left -= int((now - self.running_since) * 1000)
        return left

    def advance(self, before: int | None, after: int | None, now: float) -> None:
        """An event moved the turn from ``before`` to ``after`` at ``now``."""
        if self.running is not None:
            self.remaining_ms[self.running] = max(0, self.left_ms(self.running, now) or 0)
        turn_passed = before != after
        if turn_passed and before is not None and self.has_clock(before):
            left = self.remaining_ms[before]
            assert left is not None
            self.remaining_ms[before] = left + int(self.increment * 1000)
        self.running = after if after is not None and self.has_clock(after) else None
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

    def stop(self, now: float) -> None:
        """The game is over."""
        if self.running is not None:
            self.remaining_ms[self.running] = max(0, self.left_ms(self.running, now) or 0)
        self.running = None
        self.running_since = None
        self.turn_deadline = None

    def clock_deadline(self) -> float | None:
        """When the running seat's clock reaches zero."""
        if self.running is None or self.running_since is None:
            return None
        left = self.remaining_ms[self.running]
        assert left is not None
        return self.running_since + left / 1000

    def message(self, now: float) -> dict[str, Any]:
        """The ``clocks`` object of the state message."""
        return {
            "server_time": now_ms(now),
            "running": self.running,
            "remaining_ms": [self.left_ms(s, now) for s in range(len(self.remaining_ms))],
            "turn_deadline": now_ms(self.turn_deadline) if self.turn_deadline else None,
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


class GameLog:
    """The states of a table's game, driven by its events."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.states: list[State] = [game.new(seed)]
        self.events: list[Event] = []
        self.forfeited: int | None = None
        self._undo_cache: dict[int, str | None] = {}

    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def seq(self) -> int:
        return len(self.events)

    @property
    def over(self) -> bool:
        return self.state.is_terminal or self.forfeited is not None

    def actions(self) -> list[str]:
        """The actions in force, as canonical notation (the record's list)."""
        return [str(a) for a in self.state.history]

    def check_act(self, seat: int, notation: str) -> tuple[Action, State]:
        """The action and the next state, or SeaboardError saying why not."""
        state = self.state
        if self.over:
            raise IllegalAction("the game is over")
        if state.to_move != seat:
            raise IllegalAction("it is not your turn")
        action = self.game.parse_action(notation)
        return action, state.play(action)

    def undo_refusal(self, seat: int, seen: dict[str, Any] | None = None) -> str | None:
        """Why ``seat`` may not take back its last action now, or None.

        ``seen`` is the seat's view of the current state without its legal actions, when
        the caller already built it (it spares building it again).
        """
        if self.over:
            return "the game is over"
        last = self._last_act()
        if last is None or len(self.states) < 2:
            return "there is nothing to take back"
        if last.seat != seat:
            return "the last action was not yours to take back"
        key = last.seq
        if key not in self._undo_cache:
            assert last.action is not None
            self._undo_cache[key] = take_back_refusal(
                last.before,
                last.action,
                last.after,
                seat,
                seen if last.after is self.state else None,
            )
        return self._undo_cache[key]

    def _last_act(self) -> Event | None:
        """The event that played the last action still in force."""
        depth = 0
        for event in reversed(self.events):
            if event.kind == UNDO:
                depth += 1
            elif event.kind in (ACT, TIMEOUT):
                if depth == 0:
                    return event
                depth -= 1
        return None

    def apply(
        self,
        kind: str,
        seat: int | None,
        notation: str | None,
        client_id: str | None,
        when: float,
        checked: State | None = None,
    ) -> Event:
        """Apply one logged event (already committed, or being replayed).

        ``checked`` is the next state when the caller already validated the action.
        """
        before = self.state
        action: Action | None = None
        if kind in (ACT, TIMEOUT):
            assert notation is not None
            action = self.game.parse_action(notation)
            after = checked if checked is not None else before.play(action)
            self.states.append(after)
        elif kind == UNDO:
            if len(self.states) < 2:
                raise SeaboardError("the log takes back an action that was never played")
            action = before.history[-1]
            self.states.pop()
            after = self.state
        elif kind == FORFEIT:
            after = before
            self.forfeited = seat
        else:
            raise SeaboardError(f"unknown event kind {kind!r} in the log")
        event = Event(self.seq + 1, seat, kind, notation, client_id, when, before, after, action)
        self.events.append(event)
        return event

"""``seaboard play``: an interactive game in the terminal, humans and bots at one table."""

from __future__ import annotations

import random
import select
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from rich.columns import Columns
from rich.console import Console

from seaboard.bots import Bot, InfoState, make_bot
from seaboard.bots.ismcts import IsmctsBot
from seaboard.records import Record
from seaboard.cli.render import render
from seaboard.engine import Action, Game, SeaboardError, State, reveals

HELP = """\
Type the number of an action or its notation.
  undo   take back your last action (within your turn, never past hidden information)
  hint   a suggested action with its estimated chance of winning
  help   this text
  quit   stop; the game so far is saved"""

MAX_LISTED = 60


@dataclass
class Seat:
    """A human or a bot at the table."""

    spec: str
    bot: Bot | None

    @property
    def human(self) -> bool:
        return self.bot is None


def make_seats(specs: list[str], players: int) -> list[Seat]:
    """Seats from ``human,random,...``: a short list is completed with the last bot."""
    if not specs:
        specs = ["human"]
    if len(specs) > players:
        raise SeaboardError(f"{len(specs)} seats given for a {players}-player game")
    filler = next((s for s in reversed(specs) if s != "human"), "random")
    specs = specs + [filler] * (players - len(specs))
    return [Seat(s, None if s == "human" else make_bot(s)) for s in specs]


class Table:
    """One game at the terminal."""

    def __init__(
        self,
        game: Game,
        seed: int,
        seats: list[Seat],
        record_path: Path,
        console: Console,
        read_line: Callable[[float | None], str | None] | None = None,
        hint_seconds: float = 1.0,
    ) -> None:
        self.game = game
        self.seats = seats
        self.console = console
        self.record = Record(game, seed, [s.spec for s in seats])
        self.record_path = record_path
        self.states: list[State] = [game.new(seed)]
        self.undoable: list[bool] = []
        self.read_line = read_line or read_stdin
        self.rngs = [random.Random(f"{seed}/bot/{i}") for i in range(len(seats))]
        self.shown_human: int | None = None
        self.turn_started = time.monotonic()
        self.hint_bot = IsmctsBot(think=hint_seconds)

    @property
    def state(self) -> State:
        return self.states[-1]

    def run(self) -> State:
        """Play until the game ends or a human quits; the record is saved after every action."""
        self.save()
        while not self.state.is_terminal:
            seat = self.state.to_move
            assert seat is not None
            bot = self.seats[seat].bot
            if bot is not None:
                action = bot.choose(InfoState.of(self.state, seat), self.rngs[seat])
                self.console.print(f"[cyan]{self.role(seat)}[/] plays [bold]{action}[/]")
                self.advance(action, seat, undoable=False)
            elif not self.human_turn(seat):
                self.console.print(f"Game saved to {self.record_path}")
                return self.state
        self.show(self.spectator_seat())
        self.console.print(f"Game saved to {self.record_path}")
        return self.state

    def role(self, seat: int) -> str:
        return self.game.roles[seat].replace("-", " ").title()

    def spectator_seat(self) -> int | None:
        humans = [i for i, s in enumerate(self.seats) if s.human]
        return humans[0] if len(humans) == 1 else None

    def show(self, seat: int | None) -> None:
        self.console.print(render(self.state.view(seat)))

    def advance(self, action: Action, seat: int, *, undoable: bool) -> None:
        before = self.state
        after = before.play(action)
        if after.to_move != before.to_move:
            self.turn_started = time.monotonic()
        self.states.append(after)
        self.undoable.append(undoable and not reveals(before, action, after, seat))
        self.record.actions.append(str(action))
        self.save()

    def save(self) -> None:
        self.record.save(self.record_path, self.state)

    def human_turn(self, seat: int) -> bool:
        """One command from a human; False when they quit."""
        humans = sum(s.human for s in self.seats)
        if humans > 1 and self.shown_human != seat:
            self.console.clear()
            self.console.print(f"Pass the device to [bold]{self.role(seat)}[/] and press Enter.")
            if self.read_line(None) is None:
                return False
            self.console.clear()
        self.shown_human = seat
        view = self.state.view(seat)
        self.show(seat)
        legal = self.state.legal_actions()
        self.list_actions([str(a) for a in legal])
        limit = view.get("turn_seconds")
        timeout = None
        if isinstance(limit, int) and limit > 0:
            timeout = max(0.0, limit - (time.monotonic() - self.turn_started))
            self.console.print(f"[yellow]{int(timeout)} s left in this turn[/]")
        line = self.read_line(timeout)
        if line is None:
            return False
        if line == "\x00timeout":
            ends = [a for a in legal if str(a) == "end"]
            if ends:
                self.console.print("[yellow]Time is up: the turn ends.[/]")
                self.advance(ends[0], seat, undoable=False)
            return True
        return self.command(line.strip(), seat, legal)

    def list_actions(self, notations: list[str]) -> None:
        items = [f"[dim]{i + 1:>3}[/] {n}" for i, n in enumerate(notations[:MAX_LISTED])]
        self.console.print(Columns(items, padding=(0, 2)))
        if len(notations) > MAX_LISTED:
            self.console.print(f"... and {len(notations) - MAX_LISTED} more: type the notation")

    def command(self, text: str, seat: int, legal: tuple[Action, ...]) -> bool:
        if text in ("quit", "q", "exit"):
            return False
        if text in ("help", "?", "h"):
            self.console.print(HELP)
            return True
        if text == "undo":
            self.undo(seat)
            return True
        if text == "hint":
            self.hint(seat)
            return True
        if not text:
            return True
        try:
            if text.isdigit():
                number = int(text)
                if not 1 <= number <= len(legal):
                    raise SeaboardError(f"there is no action {number}; choose 1 to {len(legal)}")
                action = legal[number - 1]
            else:
                action = self.game.parse_action(text)
            self.advance(action, seat, undoable=True)
        except SeaboardError as err:
            self.console.print(f"[red]{err}[/]")
        return True

    def hint(self, seat: int) -> None:
        """Ask the search bot for advice; it sees only this seat's information."""
        result = self.hint_bot.search(
            InfoState.of(self.state, seat), random.Random(len(self.states))
        )
        self.console.print(
            f"Hint: [bold]{result.action}[/] (estimated chance of winning "
            f"{result.win_chance:.0%}, {result.iterations} searches)"
        )

    def undo(self, seat: int) -> None:
        if not self.undoable or not self.undoable[-1] or self.states[-2].to_move != seat:
            self.console.print("[red]Nothing to undo in this turn.[/]")
            return
        self.states.pop()
        self.undoable.pop()
        taken = self.record.actions.pop()
        self.save()
        self.console.print(f"Took back {taken}.")


def read_stdin(timeout: float | None) -> str | None:
    """A line from standard input; None at its end; "\x00timeout" when time runs out.

    The clock only works on a real file descriptor; other streams are read without it.
    """
    stream: TextIO = sys.stdin
    if timeout is not None:
        try:
            fd = stream.fileno()
        except (OSError, ValueError):
            fd = -1
        if fd >= 0:
            sys.stdout.write("> ")
            sys.stdout.flush()
            ready, _, _ = select.select([fd], [], [], timeout)
            if not ready:
                return "\x00timeout"
            line = stream.readline()
            return line if line else None
    try:
        return input("> ")
    except EOFError:
        return None

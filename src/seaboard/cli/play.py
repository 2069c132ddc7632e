"""``seaboard play``: an interactive game in the terminal, humans and bots at one table.

Every action (the player's own, other humans', bots') is told in words by the game
(``State.describe``) from the point of view of the human at the screen; in hot-seat play
each human is told, after the hand-over, what happened since their last turn. The board is
drawn with what changed since the seat last looked (``render(view, before=...)``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.markup import escape

from seaboard.bots import Bot, InfoState, make_bot
from seaboard.bots.ismcts import IsmctsBot
from seaboard.cli import menu
from seaboard.cli.render import game_help, render
from seaboard.cli.terminal import TIMEOUT, read_stdin
from seaboard.engine import Action, Game, IllegalAction, NotationError, SeaboardError, State
from seaboard.engine.rng import derive
from seaboard.engine.undo import take_back_refusal
from seaboard.records import Record

__all__ = ["Seat", "Table", "hint_refusal", "make_seats", "read_stdin"]

BLIND_SAMPLES = 16
BLIND_MAX_ACTIONS = 12


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


def hint_refusal(state: State, seat: int) -> str | None:
    """Why a hint cannot help ``seat`` now, or None when it can.

    It cannot with a single legal action, nor in a blind choice: every legal action is of
    the same kind and, on states the seat cannot tell apart (``resample``), each can end in
    a position the seat sees exactly as one another action can end in (counts aside), as when
    drawing from face-down stacks. Uses only the seat's information.
    """
    legal = state.legal_actions()
    if len(legal) < 2:
        return "there is only one thing to do"
    if len(legal) > BLIND_MAX_ACTIONS or len({menu.kind_of(str(a)) for a in legal}) > 1:
        return None
    rng = random.Random(len(state.history))
    samples = [state.resample(seat, rng) for _ in range(BLIND_SAMPLES)]

    def outcomes(action: Action) -> set[str]:
        return {_shape(s.apply(action).view(seat, with_legal=False)) for s in samples}

    first = outcomes(legal[0])
    if all(first & outcomes(other) for other in legal[1:]):  # stops at the first difference
        return "every choice is a blind draw: you cannot tell them apart before chance decides"
    return None


def _shape(value: Any) -> str:
    """A view with every number set to 0 (stack sizes and counts aside), as a key."""

    def strip(v: Any) -> Any:
        if isinstance(v, bool) or v is None or isinstance(v, str):
            return v
        if isinstance(v, int | float):
            return 0
        if isinstance(v, dict):
            return {k: strip(x) for k, x in v.items()}
        if isinstance(v, list | tuple):
            return [strip(x) for x in v]
        return repr(v)

    return repr(strip(value))


#: Erase the terminal's saved lines (ED 3, from xterm; VTE, iTerm2, kitty and Windows
#: Terminal honour it), written after the screen is cleared, as ``clear`` does.
CLEAR_SCROLLBACK = "\x1b[3J"


class Table:
    """One game at the terminal."""

    def __init__(
        self,
        game: Game,
        record: Record,
        seats: list[Seat],
        record_path: Path,
        console: Console,
        read_line: Callable[[float | None], str | None] | None = None,
        hint_seconds: float = 1.0,
        names: list[str | None] | None = None,
    ) -> None:
        assert record.seed is not None, "a table needs the seed"
        self.game = game
        self.seats = seats
        # The players' names by seat for every line told (None: the roles, "Player 2").
        self.names = names
        self.console = console
        self.record = record
        self.record_path = record_path
        self.states: list[State] = [game.new(record.seed)]
        self.read_line = read_line or read_stdin
        self.rngs = [derive(record.seed, "bot", i) for i in range(len(seats))]
        self.hint_bot = IsmctsBot(think=hint_seconds)
        self.humans = [i for i, s in enumerate(seats) if s.human]
        self.hot_seat = len(self.humans) > 1
        # The seat whose eyes are on the screen (None: a spectator, no human at the table).
        self.watching: int | None = self.humans[0] if len(self.humans) == 1 else None
        # What each human has not been told yet, as (action index, text): printed under the
        # board at their next prompt, so the last messages stay on screen by the menu.
        self.pending: dict[int, list[tuple[int, str]]] = {h: [] for h in self.humans}
        # The same told to a spectator since the last prompt (the end of a hot-seat game).
        self.public: list[tuple[int, str]] = []
        self.last_seen: dict[int | None, dict[str, Any]] = {}
        self.drawn: State | None = None
        self.turn_started: float | None = None
        self.clock_off = False
        # Answers for one position and seat (the state object itself is the key).
        self._hint_cache: tuple[State, int, str | None] | None = None
        self._undo_cache: tuple[State, int, str | None] | None = None

    @property
    def state(self) -> State:
        return self.states[-1]

    # -- the game loop ------------------------------------------------------------
    def run(self) -> State:
        """Play until the game ends or a human quits; the record is saved after every action."""
        self.save()
        start = self.state
        if not self.humans:
            self.console.print(f"[bold]{escape(start.describe_start(None, self.names))}[/]")
        for human in self.humans:
            self.pending[human].append((-1, start.describe_start(human, self.names)))
        while not self.state.is_terminal:
            seat = self.state.to_move
            assert seat is not None
            bot = self.seats[seat].bot
            if bot is not None:
                self.advance(self.bot_choice(bot, seat), seat)
            elif not self.human_turn(seat):
                self.abandon()
                return self.state
        self.finish()
        return self.state

    def bot_choice(self, bot: Bot, seat: int) -> Action:
        """The bot's action; a human watching sees who is thinking meanwhile."""
        info = InfoState.of(self.state, seat)
        if not self.humans:
            return bot.choose(info, self.rngs[seat])
        with self.console.status(f"{self.game.role_name(seat)} is thinking...", spinner="dots"):
            return bot.choose(info, self.rngs[seat])

    def finish(self) -> None:
        """The final board, what happened last, the result and where the record is; the
        board's renderer says that the game is over, once."""
        seat = self.watching if not self.hot_seat else None
        self.console.rule("Final position")
        self.show(seat)
        if seat is not None:
            self.tell(seat)
        elif self.humans:
            for _, text in self.public:
                self.console.print(f"[cyan]• {escape(text)}[/]")
        tell = self.state.naming(seat, self.names)
        scores = ", ".join(f"{tell.name(s)} {_number(v)}" for s, v in enumerate(self.state.scores))
        winners = sorted(self.state.winners)
        if len(winners) == 1:
            result = tell.says(winners[0], "win", head=False)
        elif winners:
            result = f"a draw between {tell.listing(winners)}"
        else:
            result = "nobody wins"
        self.console.print(f"Final scores: {scores}; {result}.")
        self.save()
        self.console.print(self.saved_line())

    def abandon(self) -> None:
        """The game stops here; its record gets the seed (nothing is secret any more)."""
        self.record.abandoned = True
        self.save()
        self.console.print(self.saved_line())

    def saved_line(self) -> str:
        gid = self.record.game_id
        return f"Game {gid} saved to {self.record_path} (see it again: seaboard replay {gid})"

    def save(self) -> None:
        self.record.save(self.record_path, self.state)

    # -- actions and what they are told as ------------------------------------------
    def advance(self, action: Action, seat: int, *, timeout: bool = False) -> None:
        """Play ``action`` for ``seat`` and tell every human what it did (``timeout``: the
        turn timer played it)."""
        before = self.state
        after = before.play(action)
        if after.to_move != before.to_move:
            self.turn_started = None  # the clock starts when the next player sees the board
            self.clock_off = False
        self.states.append(after)
        self.record.actions.append(str(action))
        self.save()
        index = len(self.states) - 2

        def told(viewer: int | None) -> str:
            if timeout:
                return before.describe_timeout(viewer, after, self.names)
            return before.describe(action, viewer, after, self.names)

        for human in self.humans:
            text = told(human)
            if human == seat and human == self.watching:
                self.console.print(f"[bold]• {escape(text)}[/]")  # the echo of one's own action
                # Highlights next time show what the others changed since, not this action.
                self.last_seen[human] = self.shown_view(after, human)
            else:
                self.pending[human].append((index, text))
        if self.humans:
            self.public.append((index, told(None)))
        else:
            self.console.print(f"[cyan]• {escape(told(None))}[/]")

    def tell(self, seat: int) -> None:
        """What ``seat`` has not been told yet, in words, then forget it."""
        news = self.pending[seat]
        if news:
            first = news[0][0] == -1
            self.console.print(f"[bold]Since {'the start' if first else 'your last look'}:[/]")
            for _, text in news:
                self.console.print(f"[cyan]• {escape(text)}[/]")
        news.clear()

    def notation(self, action: Action, seat: int) -> str:
        return self.game.notation_for(action, seat)

    # -- a human's turn -------------------------------------------------------------
    def human_turn(self, seat: int) -> bool:
        """One command from a human; False when they quit."""
        if self.hot_seat and self.watching != seat:
            if self.watching is not None:  # keep the opening lines for the first player
                self.wipe()
            self.console.print(
                f"Pass the device to [bold]{self.game.role_name(seat)}[/] and press Enter."
            )
            if self.read_line(None) is None:
                return False
            self.wipe()
            self.watching = seat
            self.drawn = None
        if self.drawn is not self.state:
            self.show_turn(seat)
        if self.turn_started is None:  # the clock starts once the player sees the board
            self.turn_started = time.monotonic()
        timeout = self.timeout()
        line = self.read_line(timeout)
        if line is None:
            return False
        if line == TIMEOUT:
            self.time_is_up(seat)
            return True
        return self.command(line.strip(), seat)

    def wipe(self) -> None:
        """Clear the screen and the terminal's scrollback too (hot-seat hand-over), so the
        next player cannot scroll back to the last one's hand."""
        console = self.console
        if console.is_terminal and not console.is_dumb_terminal:
            console.clear()  # home and clear the screen, which some terminals scroll back
            console.out(CLEAR_SCROLLBACK, end="", highlight=False)

    def timeout(self) -> float | None:
        limit = self.state.view(None, with_legal=False).get("turn_seconds")
        if self.clock_off or isinstance(limit, bool) or not isinstance(limit, int) or limit <= 0:
            return None
        started = self.turn_started if self.turn_started is not None else time.monotonic()
        return max(0.0, limit - (time.monotonic() - started))

    def time_is_up(self, seat: int) -> None:
        action = self.state.timeout_action()
        self.drawn = None
        if action is not None:
            self.console.print("[yellow]Time is up (what you typed is dropped).[/]")
            self.advance(action, seat, timeout=True)
        else:
            self.console.print("[yellow]Time is up, but this turn cannot end yet.[/]")
            self.clock_off = True

    def show(self, seat: int | None) -> None:
        """The board as ``seat`` sees it, with what changed since it last looked."""
        view = self.shown_view(self.state, seat)
        self.console.print(render(view, before=self.last_seen.get(seat)))
        self.last_seen[seat] = view

    @staticmethod
    def shown_view(state: State, seat: int | None) -> dict[str, Any]:
        view = state.view(seat)
        if view.get("turn_seconds") is not None:
            # The clock counts down on the status line by the prompt, its one place: the
            # board does not show a second, frozen one (``seconds_left``: the renderer's hook).
            view = {**view, "seconds_left": None}
        return view

    def show_turn(self, seat: int) -> None:
        """The board, the menu and the commands, once per position."""
        self.console.rule(f"{self.game.role_name(seat)} to play")
        self.show(seat)
        self.tell(seat)
        self.public.clear()
        items = self.entries(seat)
        for line in menu.menu_lines(items):
            self.console.print(escape(line), highlight=False)
        extra = "" if self.undo_refusal(seat) else ", undo"
        extra += "" if self.hint_refusal(seat) else ", hint"
        self.console.print(
            f"[dim]Type an action's notation or its #number; list TEXT{extra}, help, quit.[/]"
        )
        self.drawn = self.state

    def entries(self, seat: int) -> list[menu.Entry]:
        return menu.entries([self.notation(a, seat) for a in self.state.legal_actions()])

    def hint_refusal(self, seat: int) -> str | None:
        cached = self._hint_cache
        if cached is None or cached[0] is not self.state or cached[1] != seat:
            cached = self._hint_cache = (self.state, seat, hint_refusal(self.state, seat))
        return cached[2]

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``undo`` would be refused now (the game's own undo action is always fine)."""
        cached = self._undo_cache
        if cached is None or cached[0] is not self.state or cached[1] != seat:
            cached = self._undo_cache = (self.state, seat, self._undo_refusal(seat))
        return cached[2]

    def _undo_refusal(self, seat: int) -> str | None:
        if any(str(a) == "undo" for a in self.state.legal_actions()):
            return None
        if len(self.states) < 2:
            return "nothing has been played yet"
        before, after = self.states[-2], self.states[-1]
        return take_back_refusal(before, after.history[-1], after, seat)

    # -- commands -----------------------------------------------------------------
    def command(self, text: str, seat: int) -> bool:
        word, _, rest = text.partition(" ")
        if not text:
            return True
        if text in ("quit", "q", "exit"):
            return False
        if text in ("help", "?", "h"):
            self.help(seat)
        elif word in ("list", "filter"):
            self.list_actions(seat, rest)
        elif text == "undo":
            self.undo(seat)
        elif text == "hint":
            self.hint(seat)
        elif text == "board":
            self.drawn = None
        else:
            self.play_text(text, seat)
        return True

    def play_text(self, text: str, seat: int) -> None:
        """Play what the human typed: ``#N`` from the menu, or notation."""
        legal = self.state.legal_actions()
        number = menu.menu_number(text)
        try:
            if number is not None:
                if not 1 <= number <= len(legal):
                    raise NotationError(
                        f"there is no #{number}; the list goes from #1 to #{len(legal)}"
                    )
                action = legal[number - 1]
            else:
                action = self.game.parse_action_for(text, seat)
            self.advance(action, seat)
        except NotationError:
            self.wrong(text, seat, None if number is None else f"there is no #{number}")
        except IllegalAction as err:
            self.wrong(text, seat, str(err))

    def wrong(self, text: str, seat: int, reason: str | None) -> None:
        """Say what is wrong and what is legal now; nothing changes."""
        items = self.entries(seat)
        if reason is None:
            reason = f"{text!r} is not an action or a command here"
            starting = [e for e in items if menu.kind_of(e.notation) == text]
            if starting:
                shown = ", ".join(e.label for e in starting[:6])
                reason += f"; the actions starting with it: {shown}"
            elif text.isdigit() and 1 <= int(text) <= len(items):
                reason += f" (to choose number {text} from the list, type #{text})"
        legal = menu.summary(items)
        self.console.print(f"[red]{escape(reason)}.[/] Legal now: {escape(legal)}", highlight=False)

    def help(self, seat: int) -> None:
        guide = game_help(self.game.name)
        if guide:
            self.console.print(escape(guide), highlight=False)
        else:
            self.console.print(f"(no notation guide for {self.game.title})")
        items = self.entries(seat)
        kinds = menu.groups(items)
        samples = ", ".join(members[0].notation for _, members in kinds[:8])
        self.console.print(escape(f"You can type now, for example: {samples}"), highlight=False)
        example = items[0].notation if items else "..."
        hint = (
            "  hint        a suggested action with its estimated chance of winning\n"
            if self.hint_refusal(seat) is None
            else ""
        )
        self.console.print(
            escape(
                "Commands:\n"
                f"  NOTATION    play the action written so, e.g. {example}\n"
                "  #N          play action N of the list (a bare number is notation: a card, "
                "a cell)\n"
                "  list TEXT   the legal actions whose notation contains TEXT (or: filter TEXT);"
                " list: all\n"
                "  undo        take back your last action, when the rules allow it\n"
                f"{hint}"
                "  board       draw the board again\n"
                "  help        this text\n"
                "  quit        stop here (the game is saved, and can be replayed)\n"
                f"The full rules: seaboard rules {self.game.name}"
            ),
            highlight=False,
        )

    def list_actions(self, seat: int, text: str) -> None:
        items = self.entries(seat)
        found = menu.matching(items, text) if text.strip() else items
        if not found:
            self.wrong(text, seat, f"no legal action contains {text.strip()!r}")
            return
        self.console.print(
            Columns([escape(e.label) for e in found], padding=(0, 3)), highlight=False
        )
        self.console.print(f"[dim]{len(found)} of {len(items)} legal actions[/]")

    def hint(self, seat: int) -> None:
        """Ask the search bot for advice; it sees only this seat's information."""
        refusal = self.hint_refusal(seat)
        if refusal is not None:
            self.console.print(f"No hint: {refusal}.")
            return
        result = self.hint_bot.search(
            InfoState.of(self.state, seat), random.Random(len(self.states))
        )
        self.console.print(
            f"Hint: [bold]{escape(self.notation(result.action, seat))}[/] (estimated chance "
            f"of winning {result.win_chance:.0%}, {result.iterations} searches)"
        )

    def undo(self, seat: int) -> None:
        """The game's own ``undo`` action when it has one; else the shared take-back rule."""
        own = [a for a in self.state.legal_actions() if str(a) == "undo"]
        if own:
            self.advance(own[0], seat)
            return
        refusal = self.undo_refusal(seat)
        if len(self.states) < 2:
            self.console.print("[red]Nothing to take back yet.[/]")
            return
        after = self.states[-1]
        action = after.history[-1]
        if refusal is not None:
            self.console.print(
                f"[red]Cannot take back {escape(self.notation(action, seat))}: "
                f"{escape(refusal)}.[/]"
            )
            return
        self.states.pop()
        self.record.actions.pop()
        index = len(self.states) - 1
        for news in [*self.pending.values(), self.public]:
            news[:] = [(i, t) for i, t in news if i != index]
        self.save()
        self.drawn = None
        self.console.print(f"You took back {escape(self.notation(action, seat))}.")


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"

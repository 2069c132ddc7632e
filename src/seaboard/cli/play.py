"""``seaboard play``: an interactive game in the terminal, humans and bots at one table.

Every action (the player's own, other humans', bots') is told in words by the game
(``State.describe``) from the point of view of the human at the screen; in hot-seat play
each human is told, after the hand-over, what happened since their last turn. Each turn's
screen fits the terminal: the compact board (with what changed since the seat last
looked), the last events, the menu, the commands and the status line right above the
prompt; hands, stacks, the legend and the whole log are shown when asked for.
"""

from __future__ import annotations

import random
import re
import shlex
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.markup import escape
from rich.text import Text

from seaboard.bots import Bot, InfoState, make_bot
from seaboard.bots.blind import hint_refusal
from seaboard.bots.ismcts import IsmctsBot
from seaboard.catalogues import percent
from seaboard.cli import lang, menu, screen
from seaboard.cli import render as boards
from seaboard.cli.line_editing import LineReader
from seaboard.cli.paging import Pager
from seaboard.cli.play_help import show_help
from seaboard.cli.render import render
from seaboard.cli.saves import Save
from seaboard.cli.terminal import MAX_LINE, TIMEOUT, TIMEOUT_TYPED, read_stdin
from seaboard.engine import Action, Game, IllegalAction, NotationError, SeaboardError, State
from seaboard.engine.language import N_, Language
from seaboard.engine.rng import derive
from seaboard.engine.undo import take_back_refusal
from seaboard.records import Record

__all__ = ["Seat", "Table", "hint_refusal", "make_seats", "read_stdin"]

MENU_LINES = 4  # the menu's most lines on a screen (then it shows kinds with counts)
EVENT_LINES = 5  # the last events' most lines on a screen (`log` shows them all)
MIN_HEIGHT = 24  # screens are laid out for at least this many lines


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
        raise SeaboardError(
            N_("{seats} seats given for a {players}-player game"),
            seats=len(specs),
            players=players,
        )
    filler = next((s for s in reversed(specs) if s != "human"), "random")
    specs = specs + [filler] * (players - len(specs))
    return [Seat(s, None if s == "human" else make_bot(s)) for s in specs]


#: The shared rules' refusals (``bots.blind.hint_refusal``, ``engine.undo``), told in English
#: there: their words here, so that the reader's language tells them.
REFUSALS = (
    N_("there is only one thing to do"),
    N_("every choice ends in the same position for you: any of them will do"),
    N_("every choice is a blind draw: you cannot tell them apart before chance decides"),
    N_("the last action was not yours"),
    N_("your turn is over"),
)
REFUSAL_PATTERNS = (
    (
        re.compile(r"the rules of (?P<title>.+) do not let (?P<action>.+) be taken back"),
        N_("the rules of {title} do not let {action} be taken back"),
    ),
    (
        re.compile(r"(?P<action>.+) reveals hidden information"),
        N_("{action} reveals hidden information"),
    ),
)

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
        keeper: Save | None = None,
        language: Language | None = None,
    ) -> None:
        assert record.seed is not None, "a table needs the seed"
        # The private save `seaboard resume` continues (None: the public record alone).
        self.keeper = keeper
        self.game = game
        # The reader's language: the game's words, then the shared ones (``--lang``).
        self.language = language if language is not None else lang.of_game(game.name)
        self.seats = seats
        # The players' names by seat for every line told (None: the roles, "Player 2").
        self.names = names
        self.console = console
        self.record = record
        self.record_path = record_path
        self.states: list[State] = [game.new(record.seed)]
        self.read_line = read_line or read_stdin
        if isinstance(self.read_line, LineReader):  # Tab completes what can be typed now
            self.read_line.choices = self.completions
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
        # Everything each human was told, for `log`; the view each seat's turn began with.
        self.told: dict[int, list[str]] = {h: [] for h in self.humans}
        self.turn_start: dict[int, dict[str, Any]] = {}
        self.drawn: State | None = None
        self.resumed = False  # continued from a save (`restore`)
        self.turn_started: float | None = None
        self.clock_off = False
        # Answers for one position and seat (the state object itself is the key).
        self._hint_cache: tuple[State, int, str | None] | None = None
        self._undo_cache: tuple[State, int, str | None] | None = None
        self.viewport = screen.Viewport(game.name, console, self.language)  # a map's window
        self.pager = Pager(console, language=self.language)  # answers a window at a time

    @property
    def state(self) -> State:
        return self.states[-1]

    def t(self, message: str, **values: object) -> str:
        """``message`` in the reader's language."""
        return self.language.t(message, **values)

    def role(self, seat: int) -> str:
        """The seat's role in the reader's language ("Land", "Player 2")."""
        return self.game.role_name(seat, self.language)

    def title(self) -> str:
        """The game's title in the reader's language."""
        return self.t(self.game.title)

    # -- the game loop ------------------------------------------------------------
    def run(self) -> State:
        """Play until the game ends or a human leaves; the record is saved after every action."""
        self.save()
        if not self.resumed:
            start = self.state
            if not self.humans:
                told = start.describe_start(None, self.names, self.language)
                self.console.print(f"[bold]{escape(told)}[/]")
            for human in self.humans:
                told = start.describe_start(human, self.names, self.language)
                self.pending[human].append((-1, told))
        while not self.state.is_terminal:
            seat = self.state.to_move
            assert seat is not None
            bot = self.seats[seat].bot
            if bot is not None:
                self.advance(self.bot_choice(bot, seat), seat)
            elif not self.human_turn(seat):
                if self.record.abandoned:
                    self.abandon()
                else:
                    self.leave()
                return self.state
        self.finish()
        return self.state

    def restore(self) -> None:
        """Play the record's actions again (``seaboard resume``); see ``restoring.restore``."""
        from seaboard.cli.restoring import restore

        restore(self)

    def bot_choice(self, bot: Bot, seat: int) -> Action:
        """The bot's action; a human watching sees who is thinking meanwhile."""
        info = InfoState.of(self.state, seat)
        # One stream per seat and action, so a resumed game's bots choose as they would have.
        assert self.record.seed is not None
        rng = derive(self.record.seed, "bot", seat, len(self.state.history))
        if not self.humans:
            return bot.choose(info, rng)
        thinking = self.t(N_("{role} is thinking..."), role=self.role(seat))
        with self.console.status(thinking, spinner="dots"):
            return bot.choose(info, rng)

    def finish(self) -> None:
        """The final board, what happened last, the result and where the record is; the
        board's renderer says that the game is over, once."""
        seat = self.watching if not self.hot_seat else None
        screen.start(self.console, self.t(N_("Final position")))
        view = self.shown_view(self.state, seat)
        news = [t for _, t in (self.pending[seat] if seat is not None else self.public)]
        if seat is None and not self.humans:
            news = []
        tell = self.state.naming(seat, self.names, self.language)
        final = self._final_line(tell)
        # the rule, the result, the record's line and a line for the shell's prompt after
        left = max(MIN_HEIGHT, self.console.height) - 2 - self.lines_of(final)
        left -= self.lines_of(self.saved_line())
        board = self.board(view, seat, left - min(EVENT_LINES, self._event_lines(news)))
        self.console.print(board)
        self.last_seen[seat] = view
        if news:
            self.print_events(news, max(2, min(EVENT_LINES, left - self.lines_of(board))), False)
        if seat is not None:
            self.pending[seat].clear()
        self.console.print(final)
        self.save()
        self.console.print(self.saved_line())

    def _final_line(self, tell: Any) -> str:
        def score(seat: int, value: float) -> str:
            if tell.is_you(seat):
                return self.t(N_("you {score}"), score=_number(value))
            return self.t(N_("{name} {score}"), name=tell.name(seat), score=_number(value))

        scores = ", ".join(score(s, v) for s, v in enumerate(self.state.scores))
        winners = sorted(self.state.winners)
        if len(winners) == 1:
            if tell.is_you(winners[0]):
                result = self.t(N_("you win"))
            else:
                result = self.t(N_("{name} wins"), name=tell.name(winners[0]))
        elif any(tell.is_you(s) for s in winners) and self.language.code != "en":
            others = tell.names_of([s for s in winners if not tell.is_you(s)])
            result = self.t(N_("a draw between you and {names}"), names=others)
        elif winners:
            # English names "you" in its place among them; other languages never get here
            # with the reader among the winners.
            names = tell.listing(winners) if self.language.code == "en" else tell.names_of(winners)
            result = self.t(N_("a draw between {names}"), names=names)
        else:
            result = self.t(N_("nobody wins"))
        return self.t(
            N_("Final scores: {scores}; {result}."), scores=escape(scores), result=escape(result)
        )

    def abandon(self) -> None:
        """The game ends here for good; its record gets the seed (nothing is secret any more)."""
        self.record.abandoned = True
        self.save()
        self.console.print(self.saved_line())

    def leave(self) -> None:
        """The humans leave the table; the game stays saved, to be continued."""
        self.save()
        gid = self.record.game_id
        self.console.print(
            self.t(
                N_("Game {gid} saved to {path} (continue it: seaboard resume {gid})"),
                gid=gid,
                path=self.record_path,
            )
        )

    def saved_line(self) -> str:
        return self.t(
            N_("Game {gid} saved to {path} (see it again: {command})"),
            gid=self.record.game_id,
            path=self.record_path,
            command=self.replay_command(),
        )

    def replay_command(self) -> str:
        """What replays this game: its id where ``replay`` finds it by id, else the file."""
        from seaboard.records import record_path

        gid = self.record.game_id
        if self.record_path.resolve() == record_path(gid).resolve():
            return f"seaboard replay {gid}"
        return f"seaboard replay {shlex.quote(str(self.record_path))}"

    def save(self) -> None:
        self.record.save(self.record_path, self.state)
        if self.keeper is not None:
            self.keeper.write(self.state)

    # -- actions and what they are told as ------------------------------------------
    def advance(self, action: Action, seat: int, *, timeout: bool = False) -> None:
        """Play ``action`` for ``seat`` and tell every human what it did (``timeout``: the
        turn timer played it)."""
        before = self.state
        after = before.play(action)
        if after.to_move != before.to_move:
            self.turn_started = None  # the clock starts when the next player sees the board
            self.clock_off = False
            if after.to_move is not None:
                self.turn_start.pop(after.to_move, None)  # its tiles are named anew
        self.states.append(after)
        self.record.actions.append(str(action))
        self.save()
        index = len(self.states) - 2

        def told(viewer: int | None) -> str:
            if timeout:
                return before.describe_timeout(viewer, after, self.names, self.language)
            return before.describe(action, viewer, after, self.names, self.language)

        for human in self.humans:
            text = told(human)
            self.told[human].append(text)
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
            head = self.t(N_("Since the start:") if first else N_("Since your last look:"))
            self.console.print(f"[bold]{escape(head)}[/]")
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
            given = self.names[seat] if self.names and seat < len(self.names) else None
            who = f"{given} ({self.role(seat)})" if given else self.role(seat)
            self.console.print(
                self.t(
                    N_("Pass the device to {who} and press Enter."), who=f"[bold]{escape(who)}[/]"
                )
            )
            if self.read_line(None) is None:
                return False
            self.wipe()
            if isinstance(self.read_line, LineReader):
                self.read_line.forget()  # the last player's lines stay theirs
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
        if line in (TIMEOUT, TIMEOUT_TYPED):
            self.time_is_up(seat, typed=line == TIMEOUT_TYPED)
            return True
        typed = len(line.rstrip("\r\n"))
        if typed > MAX_LINE:  # refused whole, never echoed back
            too_long = self.t(
                N_(
                    "That line is {typed} characters long; a command or an action is at "
                    "most {most}."
                ),
                typed=typed,
                most=MAX_LINE,
            )
            self.console.print(f"[red]{escape(too_long)}[/]")
            return True
        return self.command(line.strip(), seat)

    def completions(self) -> list[str]:
        """What Tab completes now: the commands, the menu's words and the notations."""
        seat = self.state.to_move
        if seat is None or not self.seats[seat].human:
            return []
        items = self.entries(seat)
        words = [e.words for e in items if e.words]
        asks = [*boards.panels(self.game.name), "legend", "log", "list", "board", "help", "more"]
        extra = ["undo"] if self.undo_refusal(seat) is None else []
        extra += ["hint"] if self.hint_refusal(seat) is None else []
        return [*words, *(e.notation for e in items), *asks, *extra, "quit", "abandon"]

    def confirm(self, question: str) -> bool:
        """Ask a yes/no question; yes also when the input ends (a script ran out)."""
        self.console.print(
            escape(self.t(N_("{question} (y/n)"), question=question)), highlight=False
        )
        answer = self.read_line(None)
        if answer is None:
            return True
        if answer.strip().lower() in lang.yes_words(self.language):
            return True
        self.console.print(self.t(N_("The game goes on.")))
        return False

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

    def time_is_up(self, seat: int, typed: bool = False) -> None:
        action = self.state.timeout_action()
        self.drawn = None
        if action is not None:
            up = self.t(
                N_("Time is up (what you typed is dropped).") if typed else N_("Time is up.")
            )
            self.console.print(f"[yellow]{escape(up)}[/]")
            self.advance(action, seat, timeout=True)
        else:
            up = self.t(N_("Time is up, but this turn cannot end yet."))
            self.console.print(f"[yellow]{escape(up)}[/]")
            self.clock_off = True

    def board(self, view: dict[str, Any], seat: int | None, height: int | None) -> Any:
        start = self.turn_start.get(seat) if seat is not None else None
        where = self.viewport.board_args(seat, self.state, view, self.last_seen.get(seat))
        return render(
            view,
            height=height,
            turn_start=start,
            width=self.console.width,
            language=self.language,
            **where,
        )

    def shown_view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The seat's view as the board draws it: the players by the names given
        (``--names``; "Ann (Land)" where the game has roles), the clock left to the prompt."""
        view = state.view(seat)
        if self.names:
            tell = state.naming(None, self.names, self.language)
            players = [{**p, "name": tell.who(p["seat"])} for p in view.get("players", [])]
            view = {**view, "players": players}
        if view.get("turn_seconds") is not None:
            # The clock counts down on the status line by the prompt, its one place: the
            # board does not show a second, frozen one (``seconds_left``: the renderer's hook).
            view = {**view, "seconds_left": None}
        return view

    def lines_of(self, renderable: Any) -> int:
        """How many lines ``renderable`` takes on this console."""
        return len(self.console.render_lines(renderable, pad=False))

    def show_turn(self, seat: int) -> None:
        """One screen per position, no taller than the terminal: the board, the last
        events, the menu, the commands and the status line right above the prompt."""
        view = self.shown_view(self.state, seat)
        self.turn_start.setdefault(seat, view)
        width = self.console.width
        height = max(MIN_HEIGHT, self.console.height)
        menu_shown = menu.menu_lines(self.entries(seat), width, MENU_LINES, self.language)
        clock = 1 if self.timeout() is not None else 0
        commands = f"[dim]{escape(self.commands_line(seat))}[/]"
        status = self.status_line(view, seat)
        # the rule it starts with, the menu, the commands, the status line, clock, prompt
        fixed = len(menu_shown) + self.lines_of(commands) + self.lines_of(status) + clock + 2
        news = [text for _, text in self.pending[seat]]
        first = bool(self.pending[seat]) and self.pending[seat][0][0] == -1
        self.pending[seat].clear()
        self.public.clear()
        events_room = min(EVENT_LINES, self._event_lines(news))
        self.viewport.height = height - fixed - (events_room if news else 0)
        board = self.board(view, seat, self.viewport.height)
        used = self.lines_of(board)
        self.last_seen[seat] = view
        screen.start(self.console, self.title())
        self.console.print(board)
        if news:
            room = max(1, min(EVENT_LINES, height - fixed - used))
            self.print_events(news, room, first)
        for line in menu_shown:
            self.console.print(escape(line), highlight=False, overflow="ellipsis", no_wrap=True)
        self.console.print(commands, highlight=False)
        self.console.print(status, highlight=False)
        self.drawn = self.state

    def _event_lines(self, news: list[str]) -> int:
        return sum(self.lines_of(f"• {text}") for text in news) + 1

    def print_events(self, news: list[str], room: int, first: bool) -> None:
        """The newest events that fit ``room`` lines (`log` shows every one)."""
        shown: list[str] = []
        used = 1
        for text in reversed(news):
            need = self.lines_of(f"• {text}")
            if shown and used + need > room:
                break
            shown.insert(0, text)
            used += need
        left = len(news) - len(shown)
        if left:
            head = self.t(
                N_("Since the start ({left} earlier: type log):")
                if first
                else N_("Since your last look ({left} earlier: type log):"),
                left=left,
            )
        else:
            head = self.t(N_("Since the start:") if first else N_("Since your last look:"))
        self.console.print(f"[bold]{escape(head)}[/]")
        for i, text in enumerate(shown):
            line = f"• {text}"
            if i == 0 and used > room:  # the newest alone is too long: its start, then log
                rows = self.console.render_lines(Text(line), pad=False)[: max(1, room - 1)]
                cut = ["".join(seg.text for seg in row).rstrip() for row in rows]
                end = " … (log)"
                cut[-1] = cut[-1][: self.console.width - len(end)].rstrip() + end
                for part in cut:
                    self.console.print(Text(part, style="cyan"), no_wrap=True, overflow="crop")
                continue
            self.console.print(Text(line, style="cyan"))

    def status_line(self, view: dict[str, Any], seat: int) -> str:
        words = boards.status(view, self.language)
        name = self.role(seat)
        if self.watching == seat:
            lead = self.t(N_("You ({role}) to play"), role=name)
        else:
            lead = self.t(N_("{role} to play"), role=name)
        return f"[bold]{escape(lead)}[/]" + (f": {escape(words)}" if words else "")

    def commands_line(self, seat: int) -> str:
        asks = [*boards.panels(self.game.name)]
        if boards.legend(self.game.name):
            asks.append("legend")
        asks.append("log")
        asks += [screen.PAN_KEYS] if self.viewport.active else []
        extra = ["undo"] if self.undo_refusal(seat) is None else []
        extra += ["hint"] if self.hint_refusal(seat) is None else []
        return self.t(
            N_("Commands: {commands}"), commands=" ".join([*asks, "list", *extra, "help", "quit"])
        )

    def entries(self, seat: int) -> list[menu.Entry]:
        view = self.state.view(seat)
        notations = [self.notation(a, seat) for a in self.state.legal_actions()]
        words = boards.labels(view, self.turn_start.get(seat), self.language)
        kinds = [boards.group(self.game.name, data) for data in view["legal_data"]]
        return menu.entries(notations, words, kinds)

    def hint_refusal(self, seat: int) -> str | None:
        cached = self._hint_cache
        if cached is None or cached[0] is not self.state or cached[1] != seat:
            cached = self._hint_cache = (
                self.state,
                seat,
                self.refusal(hint_refusal(self.state, seat)),
            )
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
        own = self._own_undo()
        if own is not None:
            return self.state.explain_illegal(own, self.language)
        if len(self.states) < 2:
            return self.t(N_("nothing has been played yet"))
        before, after = self.states[-2], self.states[-1]
        return self.refusal(take_back_refusal(before, after.history[-1], after, seat))

    def refusal(self, why: str | None) -> str | None:
        """A refusal of the shared hint and take-back rules in the reader's language."""
        if why is None or self.language.code == "en":
            return why
        for pattern, message in REFUSAL_PATTERNS:
            found = pattern.fullmatch(why)
            if found is not None:
                values = found.groupdict()
                if "title" in values:
                    values["title"] = self.title()
                return self.t(message, **values)
        return self.t(why)

    def _own_undo(self) -> Action | None:
        """The game's own undo action when it has one (El Switcher), legal or not."""
        try:
            return self.game.parse_action("undo")
        except SeaboardError:
            return None

    # -- commands -----------------------------------------------------------------
    def command(self, text: str, seat: int) -> bool:
        word, _, rest = text.partition(" ")
        if not text:
            return True
        gid = self.record.game_id
        if text in ("quit", "q", "exit"):
            return not self.confirm(
                self.t(
                    N_("Leave game {gid}? It stays saved: seaboard resume {gid} continues it."),
                    gid=gid,
                )
            )
        if text == "abandon":
            if self.confirm(
                self.t(
                    N_("End game {gid} for good? It can then be replayed, no longer continued."),
                    gid=gid,
                )
            ):
                self.record.abandoned = True
                return False
            return True
        if text in ("help", "?", "h"):
            with self.pager.paged():
                self.help(seat)
        elif text == "more":
            self.pager.more()
        elif word in ("list", "filter"):
            with self.pager.paged():
                self.list_actions(seat, rest)
        elif text == "undo":
            self.undo(seat)
        elif text == "hint":
            self.hint(seat)
        elif text == "board":
            self.viewport.reset()
            self.drawn = None
        elif text in screen.PAN_STEPS and self.viewport.active:  # move the map's window
            view, start = self.shown_view(self.state, seat), self.turn_start.get(seat)
            if self.viewport.move(text, view, seat, height=self.viewport.height, turn_start=start):
                self.drawn = None
        elif text == "legend":
            with self.pager.paged():
                self.show_legend()
        elif word == "log" and rest in ("", "all"):
            self.show_log(seat, everything=rest == "all")
        elif word in boards.panels(self.game.name):
            with self.pager.paged():
                self.show_panel(seat, word, rest)
        else:
            self.play_text(text, seat)
        return True

    def show_panel(self, seat: int, name: str, rest: str) -> None:
        """A part of the position asked for by name (``hand``, ``stacks``, ``map 3,-2``)."""
        panel = boards.panels(self.game.name)[name]
        view = self.shown_view(self.state, seat)
        start = self.turn_start.get(seat)
        given = self.viewport.panel_args(panel, seat, rest)
        self.console.print(boards.panel(panel, view, start, self.language, **given))
        self.console.print(f"[dim]{escape(self.t(N_('Type board to see the board again.')))}[/]")

    def show_legend(self) -> None:
        shown = boards.legend(self.game.name, self.language) or self.t(N_("(no legend)"))
        self.console.print(escape(shown), highlight=False)

    def show_log(self, seat: int, everything: bool = False) -> None:
        """The newest sentences told to this seat that fit (``everything``: all, paged)."""
        told = self.told.get(seat, [])
        if not told:
            self.console.print(self.t(N_("Nothing has happened yet.")))
        each = [self.pager.lines(f"{n:>3}. {escape(t)}") for n, t in enumerate(told, 1)]
        if everything:
            self.pager.show([line for lines in each for line in lines])
        elif told:
            self.pager.newest(each, self.t(N_("log all shows every one")))

    def play_text(self, text: str, seat: int) -> None:
        """Play what the human typed: ``#N`` from the menu, an action's words, or its
        notation."""
        legal = self.state.legal_actions()
        number = menu.menu_number(text)
        try:
            if number is not None:
                if not 1 <= number <= len(legal):
                    raise NotationError(
                        N_("there is no #{number}; the list goes from #1 to #{last}"),
                        number=number,
                        last=len(legal),
                    )
                action = legal[number - 1]
            else:
                named = menu.by_words(self.entries(seat), text)
                if named is not None:
                    action = legal[named.number - 1]
                else:
                    action = self.game.parse_action_for(text, seat)
            self.advance(action, seat)
        except NotationError as err:
            if number is not None:
                reason: str | None = self.t(N_("there is no #{number}"), number=number)
            else:
                reason = self._why(text, err)
            self.wrong(text, seat, reason)
        except IllegalAction as err:
            self.wrong(text, seat, err.told(self.language))

    def _why(self, text: str, err: NotationError) -> str | None:
        """The game's reason when the text was meant as one of its actions (it starts
        like one and the game names what is wrong), else None (a generic answer)."""
        message = str(err)
        if "is not an action" in message or not message:
            return None
        return err.told(self.language)

    def wrong(self, text: str, seat: int, reason: str | None) -> None:
        """Say what is wrong and what is legal now; nothing changes."""
        items = self.entries(seat)
        if reason is None:
            starting = [e for e in items if e.group == text.strip()]
            if starting:
                reason = self.t(
                    N_(
                        "{text!r} is not an action or a command here; the actions starting "
                        "with it: {shown}"
                    ),
                    text=text,
                    shown=", ".join(e.label for e in starting[:6]),
                )
            elif text.isdigit() and 1 <= int(text) <= len(items):
                reason = self.t(
                    N_(
                        "{text!r} is not an action or a command here (to choose number "
                        "{text} from the list, type #{text})"
                    ),
                    text=text,
                )
            else:
                reason = self.t(N_("{text!r} is not an action or a command here"), text=text)
        legal = menu.summary(items, language=self.language)
        told = self.t(N_("Legal now: {legal}"), legal=escape(legal))
        self.console.print(f"[red]{escape(reason)}.[/] {told}", highlight=False)

    def help(self, seat: int) -> None:
        show_help(self, seat)

    def list_actions(self, seat: int, text: str) -> None:
        items = self.entries(seat)
        found = menu.matching(items, text) if text.strip() else items
        if not found:
            self.wrong(
                text, seat, self.t(N_("no legal action contains {text!r}"), text=text.strip())
            )
            return
        self.console.print(
            Columns([escape(e.full) for e in found], padding=(0, 3)), highlight=False
        )
        count = self.t(N_("{found} of {total} legal actions"), found=len(found), total=len(items))
        self.console.print(f"[dim]{escape(count)}[/]")

    def hint(self, seat: int) -> None:
        """Ask the search bot for advice; it sees only this seat's information."""
        refusal = self.hint_refusal(seat)
        if refusal is not None:
            self.console.print(escape(self.t(N_("No hint: {why}."), why=refusal)))
            return
        result = self.hint_bot.search(
            InfoState.of(self.state, seat), random.Random(len(self.states))
        )
        number = [str(a) for a in self.state.legal_actions()].index(str(result.action)) + 1
        entry = self.entries(seat)[number - 1]
        self.console.print(
            self.t(
                N_("Hint: {action} (estimated chance of winning {chance}, {searches} searches)"),
                action=f"[bold]#{number} {escape(entry.words or entry.notation)}[/]",
                chance=percent(result.win_chance, self.language),
                searches=result.iterations,
            )
        )

    def undo(self, seat: int) -> None:
        """The game's own ``undo`` action when it has one; else the shared take-back rule."""
        own = [a for a in self.state.legal_actions() if str(a) == "undo"]
        if own:
            self.advance(own[0], seat)
            return
        refusal = self.undo_refusal(seat)
        if self._own_undo() is not None and refusal is not None:
            told = self.t(N_("No take-back: {why}."), why=refusal)
            self.console.print(f"[red]{escape(told)}[/]")
            return
        if len(self.states) < 2:
            self.console.print(f"[red]{escape(self.t(N_('Nothing to take back yet.')))}[/]")
            return
        after = self.states[-1]
        action = after.history[-1]
        if refusal is not None:
            told = self.t(
                N_("Cannot take back {action}: {why}."),
                action=self.notation(action, seat),
                why=refusal,
            )
            self.console.print(f"[red]{escape(told)}[/]")
            return
        self.states.pop()
        self.record.actions.pop()
        index = len(self.states) - 1
        for news in [*self.pending.values(), self.public]:
            news[:] = [(i, t) for i, t in news if i != index]
        self.save()
        self.drawn = None
        self.console.print(
            escape(self.t(N_("You took back {action}."), action=self.notation(action, seat)))
        )


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"

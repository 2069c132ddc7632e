"""A table's event log: the engine states rebuilt from its events (pure, no I/O).

The turns module commits an event first, then applies it here; on a load the same
``apply`` replays the log read from the database.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from seaboard.catalogues import language
from seaboard.engine import Action, Game, IllegalAction, SeaboardError, State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.undo import take_back_refusal
from seaboard.server.protocol import LogEvent
from seaboard.server.table.ending_words import ending_words

ACT, UNDO, FORFEIT = "act", "undo", "forfeit"
# The action the rules play when El Switcher's turn timer runs out: stored as its own kind,
# told with describe_timeout, sent to clients as an "act" with "timeout": true.
TIMEOUT = "timeout"
# The players' names by seat, as the table knows them (None: no names, the roles are used).
Names = tuple[str | None, ...] | None
# The endings and seat changes (issue 23): each stored with its sentence in words as its
# notation (names as they were then), told as it was said, changing no game state.
RESIGN, LEAVE, CLAIM, ABANDON = "resign", "leave", "claim", "abandon"
OFFER, DECLINE, DRAW = "offer", "decline", "draw"
BOT, RECLAIM = "bot", "reclaim"
# A take-back asked of the other humans at a casual table (issue 36), and their answers; the
# take-back itself, once all agreed, is an UNDO event like any other.
ASK_BACK, BACK_YES, BACK_NO = "takeback", "backyes", "backno"
ENDS = frozenset({RESIGN, CLAIM, ABANDON, DRAW})  # the kinds that end the game
TOLD = ENDS | {LEAVE, OFFER, DECLINE, BOT, RECLAIM, ASK_BACK, BACK_YES, BACK_NO}


@dataclass(frozen=True)
class Checked:
    """An act the rules accepted: its action, parsed once, and the state it leads to."""

    action: Action
    after: State


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
    by_bot: bool = False  # an act a takeover bot played for the seat's player
    texts: dict[tuple[int | None, Names, str], str] = field(default_factory=dict)

    def text(self, seat: int | None, names: Names = None, code: str = "en") -> str:
        """The event in words for ``seat`` (None: a spectator) at a table whose players are
        called ``names`` (by seat; None: by their roles), in the language ``code``, computed
        once per seat, names and language."""
        key = (seat, names, code)
        if key not in self.texts:
            self.texts[key] = self._words(seat, names, language(code, self.before.game.name))
        return self.texts[key]

    def _words(self, seat: int | None, names: Names, told_in: Language) -> str:
        if self.kind == ACT and self.action is not None:
            if self.by_bot and self.seat is not None:
                # Told as the bot's, to everyone alike: "Bot for Gull places ...".
                reader = None if seat == self.seat else seat
                bot_names = self._bot_names(self.seat, names, told_in)
                return self.before.describe(self.action, reader, self.after, bot_names, told_in)
            return self.before.describe(self.action, seat, self.after, names, told_in)
        if self.kind == TIMEOUT:
            return self.before.describe_timeout(seat, self.after, names, told_in)
        if self.kind in TOLD:
            if told_in is ENGLISH or self.seat is None:
                return self.notation or ""
            return ending_words(self.kind, self.before.naming(seat, names, told_in), self.seat)
        if self.seat is None:
            if self.kind != UNDO:
                return told_in.t(N_("Nobody ran out of time."))
            return told_in.t(N_("An action is taken back."))
        tell = self.before.naming(seat, names, told_in)
        if self.kind == UNDO:
            return tell.line(
                self.seat,
                N_("You take back your last action."),
                N_("{who} takes back their last action."),
            )
        if self.notation and told_in is ENGLISH:
            return self.notation
        return tell.line(
            self.seat, N_("You ran out of time and lose."), N_("{who} ran out of time and loses.")
        )

    def _bot_names(self, seat: int, names: Names, told_in: Language) -> tuple[str | None, ...]:
        """The names with the bot standing in for ``seat``'s player."""
        given = list(names or ())
        given += [None] * (seat + 1 - len(given))
        player = given[seat] or self.before.naming(None, names, told_in).role(seat)
        given[seat] = told_in.t(N_("Bot for {player}"), player=player)
        return tuple(given)

    def told(self, seat: int | None, names: Names = None, code: str = "en") -> LogEvent:
        """The ``last``/log entry for ``seat`` (``names``: the players' names by seat), told
        in the language ``code``."""
        entry: LogEvent = {
            "seq": self.seq,
            "seat": self.seat,
            "kind": ACT if self.kind == TIMEOUT else self.kind,
            "action": None if self.kind in TOLD else self.notation,
            "data": self.action.data() if self.action is not None else None,
            "text": self.text(seat, names, code),
        }
        if self.kind == TIMEOUT:
            entry["timeout"] = True
        if self.action is not None and self.kind not in TOLD:
            entry["shown"] = self.before.game.notation_for(self.action, seat)
        return entry


class GameLog:
    """The states of a table's game, driven by its events."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.states: list[State] = [game.new(seed)]
        self.events: list[Event] = []
        self.forfeited: int | None = None
        self.ended: str | None = None  # the kind of the event that ended the game early
        self.resigned: set[int] = set()  # seats whose player left (a bot plays them out)
        self.taken_over: set[int] = set()  # seats a bot ever played for their player
        self.bot_plays: set[int] = set()  # seats a takeover bot plays for now
        self.own_acts: dict[int, int] = {}  # seat -> actions its own player (or bot) played
        self.moved: set[int] = set()  # seats that have acted (their clock runs from then)
        self.offer: int | None = None  # the seat whose draw offer stands
        self.offered_at: dict[int, int] = {}  # seat -> seq of its last draw offer
        self.acted_at = 0  # seq of the last act, time-out action or take-back
        self.back_ask: int | None = None  # the seat whose take-back request stands
        self.back_yes: set[int] = set()  # the seats that agreed to it
        self.back_asked_at: dict[int, int] = {}  # seat -> seq of its last request
        self._undo_cache: dict[int, str | None] = {}

    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def seq(self) -> int:
        return len(self.events)

    @property
    def over(self) -> bool:
        return self.state.is_terminal or self.forfeited is not None or self.ended is not None

    def too_short(self, least: int = 2) -> bool:
        """Whether some seat has played fewer than ``least`` actions of its own (a takeover
        bot's and the rules' time-out actions are not its own): such a game is aborted."""
        return any(self.own_acts.get(s, 0) < least for s in range(self.game.players))

    def actions(self) -> list[str]:
        """The actions in force, as canonical notation (the record's list)."""
        return [str(a) for a in self.state.history]

    def check_act(self, seat: int, notation: str) -> Checked:
        """The action and the next state, or SeaboardError saying why not."""
        state = self.state
        if self.over:
            raise IllegalAction(N_("the game is over"))
        if state.to_move != seat:
            raise IllegalAction(N_("it is not your turn"))
        action = self.game.parse_action(notation)
        return Checked(action, state.play(action))

    def undo_refusal(self, seat: int, seen: dict[str, Any] | None = None) -> str | None:
        """Why ``seat`` may not take back its last action now, or None.

        ``seen`` is the seat's view of the current state without its legal actions, when
        the caller already built it (it spares building it again).
        """
        if self.over:
            return N_("the game is over")
        last = self._last_act()
        if last is None or len(self.states) < 2:
            return N_("there is nothing to take back")
        if last.seat != seat:
            return N_("the last action was not yours to take back")
        key = last.seq
        if key not in self._undo_cache:
            assert last.action is not None
            self._undo_cache[key] = take_back_refusal(
                last.before,
                last.action,
                last.after,
                seat,
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
        checked: Checked | None = None,
    ) -> Event:
        """Apply one logged event (already committed, or being replayed).

        ``checked`` is the act as ``check_act`` accepted it, applied as it is; without it
        (an event replayed from the database or another process) the notation is parsed.
        """
        before = self.state
        action: Action | None = None
        if kind in (ACT, TIMEOUT):
            assert notation is not None
            if checked is None:
                parsed = self.game.parse_action(notation)
                checked = Checked(parsed, before.play(parsed))
            action, after = checked.action, checked.after
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
        elif kind in TOLD:
            after = before
            self._told(kind, seat)
        else:
            raise SeaboardError(f"unknown event kind {kind!r} in the log")
        if kind in (ACT, TIMEOUT, UNDO):
            self.offer = None  # a move ends a standing draw offer
            self.back_ask = None  # and a standing take-back request (it lapses)
            self.back_yes = set()
            self.acted_at = self.seq + 1
            if kind != UNDO and seat is not None:
                self.moved.add(seat)
            if kind == ACT and seat is not None and seat not in self.bot_plays:
                self.own_acts[seat] = self.own_acts.get(seat, 0) + 1
        by_bot = kind == ACT and seat in self.bot_plays
        event = Event(
            self.seq + 1, seat, kind, notation, client_id, when, before, after, action, by_bot
        )
        self.events.append(event)
        return event

    def _told(self, kind: str, seat: int | None) -> None:
        """What an ending or seat change leaves in the log's bookkeeping."""
        if kind in ENDS:
            self.ended = kind
        elif kind == LEAVE and seat is not None:
            self.resigned.add(seat)
            self.taken_over.add(seat)
            self.bot_plays.add(seat)
        elif kind == BOT and seat is not None:
            self.taken_over.add(seat)
            self.bot_plays.add(seat)
        elif kind == RECLAIM and seat is not None:
            self.bot_plays.discard(seat)
        elif kind == OFFER and seat is not None:
            self.offer = seat
            self.offered_at[seat] = self.seq + 1
        elif kind == DECLINE:
            self.offer = None
        elif kind == ASK_BACK and seat is not None:
            self.back_ask, self.back_yes = seat, set()
            self.back_asked_at[seat] = self.seq + 1
        elif kind == BACK_YES and seat is not None:
            self.back_yes.add(seat)
        elif kind == BACK_NO:
            self.back_ask, self.back_yes = None, set()

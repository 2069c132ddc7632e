"""A live table: its seats, its game log, its clocks and its connections.

Only this module writes a table's fields: the server's other modules call its methods.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from seaboard.catalogues import language
from seaboard.engine import Game
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.ratings.levels import level_name
from seaboard.server import result_words
from seaboard.server.protocol import SeatJson
from seaboard.server.table.clocks import Clocks
from seaboard.server.table.log import GameLog
from seaboard.server.table.proposal import Proposal
from seaboard.server.table.states import PLAYING


class Connection(Protocol):
    """One websocket as the tables see it."""

    @property
    def seat(self) -> int | None: ...

    player_id: str | None
    name: str | None
    sent_seq: int
    language: str  # the code of the language the connection's reader is told in

    def send(self, text: str) -> None: ...


@dataclass
class Seat:
    """Who sits at one seat: a player, a bot, or a player with a bot playing for them."""

    player_id: str | None = None
    name: str | None = None
    bot: str | None = None
    reserved_for: str | None = None
    takeover: str | None = None  # "zombie", "timeout" or "resign": why a bot plays for them

    @property
    def free(self) -> bool:
        return self.player_id is None and self.bot is None


@dataclass
class LiveTable:
    """Everything the server holds in memory about one table."""

    table_id: str
    game: Game
    seed: int
    public: bool
    status: str
    created: float
    clock_base: float | None
    clock_increment: float | None
    timeout_policy: str
    grace: float
    seats: list[Seat]
    log: GameLog
    clocks: Clocks
    result: dict[str, Any] | None = None
    rematch_id: str | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    conns: set[Connection] = field(default_factory=set)
    client_ids: dict[tuple[int, str], int] = field(default_factory=dict)
    gone_since: dict[int, float] = field(default_factory=dict)
    turn_days: int | None = None  # turn-based: the days each move may take
    rated: bool = False  # the result counts towards ratings (server/rated.py)
    unrated: str | None = None  # why a rated table's game does not count (the same opponents)
    timer: asyncio.Task[None] | None = None
    bot_task: asyncio.Task[None] | None = None
    bot_seq: int = -1
    chat_lines: list[dict[str, Any]] | None = None  # the last chat messages, once loaded
    start_texts: dict[tuple[int | None, tuple[str | None, ...], str], str] = field(
        default_factory=dict
    )
    role_names: list[str] = field(default_factory=list)
    used: float = field(default_factory=time.monotonic)  # last asked for (``LiveTables.table``)
    sockets: int = 0  # websockets serving this table, from before their hello to their close

    def seat_of(self, player_id: str) -> int | None:
        for i, seat in enumerate(self.seats):
            if seat.player_id == player_id:
                return i
        return None

    def replay(self, events: Sequence[Mapping[Any, Any]]) -> None:
        """Apply committed events (database rows, or event notices with their seq) to the
        log, remember their client ids, and take the clocks stored with the last one."""
        for ev in events:
            self.log.apply(ev["kind"], ev["seat"], ev["notation"], ev["client_id"], ev["time"])
            if ev["client_id"] and ev["seat"] is not None:
                self.client_ids[(ev["seat"], ev["client_id"])] = ev["seq"]
        if events and events[-1]["clocks"]:
            self.clocks.restore(events[-1]["clocks"])

    def restore_pause(self, row: Mapping[Any, Any]) -> None:
        """Take the paused clocks stored in the table's row when they follow its last
        event (a pause, or a resume, written since)."""
        if row.get("paused_seq") is not None and row["paused_seq"] == self.log.seq:
            self.clocks.restore(row)
            self.clocks.paused_at = row.get("paused_at")

    def accept(self, proposal: Proposal) -> None:
        """Apply a proposal once it is committed (``moves.propose``)."""
        p = proposal
        self.log.apply(p.kind, p.seat, p.notation, p.client_id, p.time, checked=p.checked)
        self.clocks = p.clocks
        self.status = p.status
        self.result = p.result
        if p.seat_change is not None and p.seat is not None:
            self.hand_to(p.seat, *p.seat_change)
        if p.client_id is not None and p.seat is not None:
            self.client_ids[(p.seat, p.client_id)] = p.seq

    def begin(self, clocks: Clocks, unrated: str | None = None) -> None:
        """The last seat is filled (and committed): the game starts."""
        self.status, self.clocks, self.unrated = PLAYING, clocks, unrated

    def sit(self, seat: int, taken: Seat, now: float) -> None:
        """A player took ``seat`` (committed); nobody is connected there yet."""
        self.seats[seat] = taken
        if not any(c.seat == seat for c in self.conns):  # their socket may be open already
            self.gone_since[seat] = now

    def rename(self, player_id: str, name: str) -> bool:
        """The player (committed) changed names: their seats show it; False if none here."""
        seats = [s for s in self.seats if s.player_id == player_id]
        for s in seats:
            s.name = name
        for c in self.conns:
            if c.player_id == player_id:
                c.name = name
        return bool(seats)

    def vacate(self, seat: int) -> None:
        """The player left ``seat`` before the start (committed)."""
        self.seats[seat] = Seat(reserved_for=self.seats[seat].reserved_for)
        self.gone_since.pop(seat, None)

    def hand_to(self, seat: int, bot: str | None, takeover: str | None) -> None:
        """A bot takes ``seat`` over, or (None) gives it back (committed)."""
        self.seats[seat].bot = bot
        self.seats[seat].takeover = takeover

    def clear_turn_deadline(self) -> None:
        """The turn timer ran out with no time-out action for the rules to play."""
        self.clocks.turn_deadline = None

    def set_rematch(self, table_id: str) -> None:
        self.rematch_id = table_id

    def refresh(
        self,
        row: Mapping[Any, Any],
        seat_rows: Sequence[Mapping[Any, Any]],
        events: Sequence[Mapping[Any, Any]],
    ) -> bool:
        """Take what another process committed (the table's row, seats and new events, as
        ``reads.read_table`` gives them); True when anything changed."""
        self.replay(events)
        if self.log.seq == 0:
            self.clocks.restore(row)  # no event yet: the row holds the clocks of the start
        self.restore_pause(row)
        self.seats = seats_from_rows(seat_rows)
        self.stop_taken_over_clocks()
        changed = bool(events) or self.status != row["status"]
        self.status = row["status"]
        self.result = row["result"]
        self.rematch_id, self.unrated = row["rematch_id"], row["unrated"]
        return changed

    def take_notice(self, seq: int, event: Mapping[Any, Any], notice: Mapping[Any, Any]) -> None:
        """Apply another process's event notice (it follows this table's last event)."""
        self.replay([{**event, "seq": seq}])
        self.status = notice["status"]
        self.result = notice.get("result")
        self.stop_taken_over_clocks()

    def keep_chat(self, lines: list[dict[str, Any]], limit: int) -> None:
        """The last ``limit`` chat lines (the history read once, then each new line)."""
        self.chat_lines = lines[-limit:]

    def watch(self, conn: Connection) -> None:
        """A connection said hello (or a player connected at another process)."""
        self.conns.add(conn)
        if conn.seat is not None:
            self.gone_since.pop(conn.seat, None)

    def unwatch(self, conn: Connection, now: float) -> None:
        """A connection closed; its seat counts as gone once no other connection holds it."""
        self.conns.discard(conn)
        seat = conn.seat
        if seat is not None and not any(c.seat == seat for c in self.conns):
            self.gone_since[seat] = now

    def socket_opened(self) -> None:
        """A websocket of this table opened: the table is not forgotten until it closes."""
        self.sockets += 1

    def socket_closed(self) -> None:
        self.sockets -= 1

    def humans(self) -> list[int]:
        """The seats of players who still play here (a seat they resigned is the bot's)."""
        return [
            i
            for i, s in enumerate(self.seats)
            if s.player_id is not None and s.takeover != "resign"
        ]

    def waits(self) -> bool:
        """Whether the table waits for its players: a casual real-time game in play where
        no player is connected (bots do not play on alone and no clock runs). A rated or
        turn-based table keeps its own rules (claims, deadlines)."""
        if self.status != PLAYING or self.log.over or self.rated or self.turn_days is not None:
            return False
        return all(i in self.gone_since for i in self.humans())

    @property
    def paused(self) -> bool:
        return self.clocks.paused_at is not None

    def pause_or_resume(self, clocks: Clocks, now: float) -> None:
        """The clocks paused or resumed (committed); back from a pause, the grace of each
        seat still away starts again, since nobody could take their place meanwhile."""
        was = self.paused
        self.clocks = clocks
        if was and not self.paused:
            for seat in self.gone_since:
                self.gone_since[seat] = now

    def all_gone(self, now: float) -> None:
        """Every player's seat counts as left at ``now`` (a table just loaded)."""
        for i, seat in enumerate(self.seats):
            if seat.player_id is not None and seat.bot is None:
                self.gone_since[i] = now

    def touch(self) -> None:
        """The table was asked for now (``forget_idle`` keeps it a while)."""
        self.used = time.monotonic()

    def start_bot(self, task: asyncio.Task[None]) -> None:
        """The bot to move at this seq is thinking in ``task``."""
        self.bot_seq = self.log.seq
        self.bot_task = task

    def set_timer(self, task: asyncio.Task[None] | None) -> None:
        """The table's next deadline is waited for in ``task`` (the previous one cancelled)."""
        if self.timer is not None and self.timer is not asyncio.current_task():
            self.timer.cancel()
        self.timer = task

    def stop_taken_over_clocks(self) -> None:
        """Seats a bot took over on time or resigning have no clock (kept in the seat)."""
        for i, seat in enumerate(self.seats):
            if seat.takeover in ("timeout", "resign"):
                self.clocks.stop_seat(i, time.time())

    def stop_work(self) -> None:
        """Cancel the bot's move and the deadline timer (forgotten, lease lost, stopping)."""
        for task in (self.timer, self.bot_task):
            if task is not None and task is not asyncio.current_task():
                task.cancel()
        self.timer = None
        self.bot_seq = -1

    def names(self, code: str = "en") -> tuple[str | None, ...]:
        """The players' names by seat, for the words told: each seat's ``display_name``
        (a bot's in the language ``code``), None for an empty seat (told by its role)."""
        told_in = language(code, self.game.name)
        return tuple(display_name(i, s, told_in) for i, s in enumerate(self.seats))

    def result_told(self, reader: int | None, code: str = "en") -> str | None:
        """The result in words for ``reader`` (``result_words.told``), None while playing."""
        told_in = language(code, self.game.name)
        names = [n or self.game.role_name(i, told_in) for i, n in enumerate(self.names(code))]
        teams = result_words.teams_of(self.game)
        return result_words.told(self.result, names, teams, reader, told_in)

    def seat_label(self, seat: int) -> str:
        """The seat for a line everyone reads, as the words name it: "Ann (Land)", "Ann"
        (in a game whose roles are seat numbers), or the role alone for an unnamed seat."""
        return self.log.state.naming(None, self.names()).who(seat)

    def role(self, seat: int) -> str:
        """The seat's role in words (computed once per table)."""
        if not self.role_names:
            self.role_names = [self.game.role_name(i) for i in range(self.game.players)]
        return self.role_names[seat]

    def seats_json(self, code: str = "en") -> list[SeatJson]:
        """The seats as everyone reads them, roles and bots' names in the language ``code``."""
        present = {c.seat for c in self.conns}  # one pass over the connections, not one a seat
        told_in = language(code, self.game.name)
        return [
            {
                "seat": i,
                "role": self.role(i) if code == "en" else self.game.role_name(i, told_in),
                "name": s.name,
                "bot": s.bot,
                "takeover": s.takeover,
                "connected": s.bot is not None or i in present,
                "display_name": display_name(i, s, told_in),
            }
            for i, s in enumerate(self.seats)
        ]

    def bot_to_move(self) -> tuple[int, str] | None:
        """The seat and spec of the bot to play now, if any."""
        if self.status != PLAYING or self.log.over or self.paused:
            return None
        seat = self.log.state.to_move
        if seat is None:
            return None
        bot = self.seats[seat].bot
        return (seat, bot) if bot is not None else None

    def info(self, code: str = "en") -> dict[str, Any]:
        """The table as the HTTP API shows it (its seats' words in the language ``code``)."""
        clock = (
            {"base": self.clock_base, "increment": self.clock_increment or 0.0}
            if self.clock_base is not None
            else None
        )
        return {
            "table_id": self.table_id,
            "game": self.game.name,
            "title": self.game.title,
            "players": self.game.players,
            "options": dict(self.game.options),
            "public": self.public,
            "status": self.status,
            "seats": self.seats_json(code),
            "created": int(self.created * 1000),
            "clock": clock,
            "timeout_policy": self.timeout_policy,
            "grace": self.grace,
            "turn_days": self.turn_days,
            "rated": self.rated,
            "unrated": self.unrated,
            "result": self.result,
            "rematch": self.rematch_id,
            "paused": self.paused,  # nobody human is here: the table waits (``waits``)
        }

    def start_words(self, seat: int | None, code: str = "en") -> str:
        """Who begins and why, told to ``seat`` in the language ``code`` (computed once per
        seat, names and language)."""
        key = (seat, self.names(code), code)
        if key not in self.start_texts:
            told_in = language(code, self.game.name)
            self.start_texts[key] = self.log.states[0].describe_start(seat, key[1], told_in)
        return self.start_texts[key]


def seats_from_rows(rows: Sequence[Mapping[Any, Any]]) -> list[Seat]:
    """The seats of a table as stored (``reads.read_table``)."""
    return [
        Seat(
            player_id=s["player_id"],
            name=s["name"],
            bot=s["bot"],
            reserved_for=s["reserved_for"],
            takeover=s["takeover"],
        )
        for s in rows
    ]


def display_name(index: int, seat: Seat, language: Language = ENGLISH) -> str | None:
    """The seat as everyone reads it: its player's name (also while a bot plays for them),
    "Bot 3, Beginner level" for a bot's own seat (``bot_name``), None for an open seat."""
    if seat.name:
        return seat.name
    return bot_name(index, seat.bot, language) if seat.bot else None


def bot_name(seat: int, spec: str, language: Language = ENGLISH) -> str:
    """A bot's own seat in words: "Bot 2, Club level" for an offered level (its name in
    ``ratings.levels``), "Bot 2 (ismcts)" for another spec (its kind)."""
    level = level_name(spec)
    if level:
        return language.t(
            N_("Bot {number}, {level} level"), number=seat + 1, level=language.t(level)
        )
    return language.t(N_("Bot {number} ({kind})"), number=seat + 1, kind=spec.split(":")[0])

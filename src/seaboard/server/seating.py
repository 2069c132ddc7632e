"""Seating: a table created, joined, left, started and rematched; connections coming and going."""

from __future__ import annotations

import asyncio
import copy
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from sqlalchemy import func, select

from seaboard.engine import Game, SeaboardError, load
from seaboard.engine.language import N_
from seaboard.server.botrunner import check_spec
from seaboard.server.cluster.hub import Hub
from seaboard.server.errors import Refused
from seaboard.server.live_tables import LiveTables
from seaboard.server.rated import rated_group, require_account
from seaboard.server.settings import Settings
from seaboard.server.store import schema as db
from seaboard.server.store import writes
from seaboard.server.store.database import Writer
from seaboard.server.store.locks import held
from seaboard.server.table.clocks import Clocks
from seaboard.server.table.live import Connection, LiveTable, Seat
from seaboard.server.table.log import GameLog
from seaboard.server.table.states import OPEN, OVER, PLAYING
from seaboard.server.turns import Turns


class Subscriptions(Protocol):
    """What a cluster needs to hear of a new table, and to read one again."""

    async def watch(self, table_id: str) -> None: ...

    async def catch_up(self, table: LiveTable) -> bool: ...


@dataclass
class OneAtATime:
    """A player's creates, one after another (``users`` waiting or inside)."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


class Seating:
    """Who sits where at every table this process serves."""

    def __init__(
        self, settings: Settings, writer: Writer, hub: Hub, cache: LiveTables, turns: Turns
    ) -> None:
        self.settings = settings
        self.writer = writer
        self.hub = hub
        self.cache = cache
        self.turns = turns
        self.peers: Subscriptions | None = None  # set by the cluster, when there is one
        self._creating: dict[str, OneAtATime] = {}  # per player: counted, then inserted

    async def create_table(self, player: tuple[str, str], body: dict[str, Any]) -> dict[str, Any]:
        """A new table with the player in its first open seat (within their open tables)."""
        turn = self._creating.setdefault(player[0], OneAtATime())
        turn.users += 1
        try:
            # A burst of creates is counted one after another, here and in every process.
            async with turn.lock, held(self.cache.engine, f"create:{player[0]}"):
                await self._within_open_tables(player[0])
                return await self._create(player, body)
        finally:
            turn.users -= 1
            if not turn.users:
                del self._creating[player[0]]

    async def _within_open_tables(self, player_id: str) -> None:
        """Refuse a player who already sits at ``max_open_tables`` unfinished tables."""
        t, s = db.tables.c, db.seats.c
        count = (
            select(func.count(func.distinct(t.table_id)))
            .join(db.seats, s.table_id == t.table_id)
            .where(s.player_id == player_id, t.status != OVER)
        )
        async with self.cache.engine.connect() as conn:
            open_now = int((await conn.execute(count)).scalar_one())
        most = self.settings.max_open_tables
        if open_now >= most:
            raise Refused(
                N_(
                    "you already sit at {open} unfinished tables, the most a player may have "
                    "({most}): finish, abandon or leave one before creating another"
                ),
                429,
                open=open_now,
                most=most,
            )

    async def _create(self, player: tuple[str, str], body: dict[str, Any]) -> dict[str, Any]:
        game_name = body["game"]
        options = dict(body.get("options") or {})
        for key in options:
            if (game_name, key) in self.settings.forbidden_options:
                raise Refused(N_("option {key} cannot be set on this server"), key=repr(key))
        try:
            game = load(game_name, body.get("players"), **options)
        except SeaboardError as err:
            raise Refused.of(err) from None
        seats_spec = body.get("seats")
        if seats_spec is None:
            seats_spec = [None] * game.players
        if len(seats_spec) != game.players:
            raise Refused(
                N_("seats must have one entry per player ({players}), not {given}"),
                players=game.players,
                given=len(seats_spec),
            )
        if None not in seats_spec:
            raise Refused(N_("at least one seat must be open for a human (null)"))
        for spec in seats_spec:
            if spec is not None:
                try:
                    check_spec(spec)
                except (SeaboardError, ValueError) as err:
                    raise Refused.of(err) from None
        seats = [Seat(bot=spec) for spec in seats_spec]
        mine = seats_spec.index(None)
        seats[mine].player_id, seats[mine].name = player
        days = body.get("turn_days")
        if days is not None and body.get("clock"):
            raise Refused(N_("a turn-based table has its days per move instead of a clock"))
        rated_table = bool(body.get("rated"))
        if rated_table and not body.get("public", True):
            raise Refused(
                N_("a rated table is public: its result is shown on profiles and leaderboards")
            )
        if rated_table:
            rated_group(game, seats_spec, body.get("clock"), days)
            await require_account(self.cache.engine, player[0])
        table = self._new_live(
            game,
            seats,
            public=bool(body.get("public", True)),
            clock=body.get("clock"),
            policy=self._policy(body.get("timeout_policy"), rated_table),
            grace=self._grace(body.get("grace"), rated_table),
            turn_days=days,
            rated=rated_table,
        )
        await self._insert(table)
        if all(not s.free for s in table.seats):
            await self._begin(table)
        return {"table_id": table.table_id, "seat": mine}

    @staticmethod
    def _policy(asked: str | None, rated: bool) -> str:
        """What happens when a clock runs out: at a rated table the player loses."""
        if rated and asked == "bot":
            raise Refused(
                N_("at a rated table a player whose time runs out loses: no bot plays a seat")
            )
        return asked or ("lose" if rated else "bot")

    def _grace(self, asked: float | None, rated: bool) -> float:
        """The table's grace: the one asked for, within the bounds, or the server's."""
        low = self.settings.grace_min_seconds
        if rated:
            low = max(low, self.settings.grace_min_rated_seconds)
        high = self.settings.grace_max_seconds
        if asked is None:
            return max(self.settings.grace_seconds, low) if rated else self.settings.grace_seconds
        if not low <= asked <= high:
            raise Refused(
                N_(
                    "a rated table's grace before a claim must be from {low} to {high} seconds,"
                    " not {asked}"
                )
                if rated
                else N_(
                    "the grace before a claim must be from {low} to {high} seconds, not {asked}"
                ),
                low=f"{low:g}",
                high=f"{high:g}",
                asked=f"{asked:g}",
            )
        return float(asked)

    def _new_live(
        self,
        game: Game,
        seats: list[Seat],
        *,
        public: bool,
        clock: dict[str, float] | None,
        policy: str,
        grace: float,
        turn_days: int | None = None,
        rated: bool = False,
        table_id: str | None = None,
    ) -> LiveTable:
        seed = game.random_seed()
        if turn_days is not None:  # turn-based: each move within the days, the clock refills
            clock = {"base": turn_days * self.settings.day_seconds, "increment": 0.0}
        base = clock["base"] if clock else None
        increment = clock.get("increment", 0.0) if clock else None
        clocks = Clocks.fresh(game, base, increment, per_move=turn_days is not None)
        for i, seat in enumerate(seats):
            if seat.bot is not None and seat.player_id is None:
                clocks.remaining_ms[i] = None  # bots play without a clock
        table = LiveTable(
            table_id=table_id or secrets.token_urlsafe(12),
            game=game,
            seed=seed,
            public=public,
            status=OPEN,
            created=time.time(),
            clock_base=base,
            clock_increment=increment,
            timeout_policy=policy,
            grace=float(grace),
            seats=seats,
            log=GameLog(game, seed),
            clocks=clocks,
            turn_days=turn_days,
            rated=rated,
        )
        table.all_gone(table.created)  # its players count as gone until they connect
        self.cache.add(table)
        return table

    async def start_table(
        self, table_id: str, game: Game, seats: list[Seat], clock: dict[str, float], rated: bool
    ) -> LiveTable:
        """A table with every seat filled (quick play), written and started at once."""
        grace = self._grace(None, rated)
        table = self._new_live(
            game,
            seats,
            public=True,
            clock=clock,
            policy="lose" if rated else "bot",
            grace=grace,
            rated=rated,
            table_id=table_id,
        )
        clocks = table.clocks.copy()
        clocks.start(table.log.state.to_move, time.time())
        table.begin(clocks)  # written as playing: nobody ever sees it open
        unrated = await self._insert(table)
        table.begin(clocks, unrated)
        self.turns.after_change(table)
        return table

    async def _insert(self, table: LiveTable) -> str | None:
        if self.peers is not None:
            await self.peers.watch(table.table_id)  # before anyone can hear of it
        return await writes.insert_table(self.writer, table)

    async def join(self, table_id: str, player: tuple[str, str], seat: int | None) -> int:
        table = await self.cache.table(table_id)
        async with table.lock:
            already = table.seat_of(player[0])
            if already is not None:
                if seat is None or seat == already:
                    return already
                raise Refused(N_("you already sit at seat {seat} of this table"), 409, seat=already)
            if table.status != OPEN:
                raise Refused(
                    N_("the table is over: its seats are taken")
                    if table.status == OVER
                    else N_("the table is playing: its seats are taken"),
                    409,
                )
            n = table.game.players
            if seat is not None:
                if not 0 <= seat < n:
                    raise Refused(
                        N_("seat {seat} does not exist; seats are 0..{last}"), seat=seat, last=n - 1
                    )
                target = table.seats[seat]
                if not target.free:
                    raise Refused(N_("seat {seat} is taken"), 409, seat=seat)
                if target.reserved_for not in (None, player[0]):
                    raise Refused(N_("seat {seat} is kept for a rematch player"), 409, seat=seat)
            else:
                mine = [
                    i for i, s in enumerate(table.seats) if s.free and s.reserved_for == player[0]
                ]
                free = mine or [
                    i for i, s in enumerate(table.seats) if s.free and s.reserved_for is None
                ]
                if not free:
                    raise Refused(N_("the table has no free seat"), 409)
                seat = free[0]
            if table.rated:
                await require_account(self.cache.engine, player[0])
            chosen = copy.copy(table.seats[seat])
            chosen.player_id, chosen.name = player
            if not await writes.claim_seat(self.writer, table.table_id, seat, player[0]):
                if self.peers is not None:
                    await self.peers.catch_up(table)
                raise Refused(N_("seat {seat} is taken"), 409, seat=seat)
            table.sit(seat, chosen, time.time())
            if all(not s.free for s in table.seats):
                await self._begin(table)
        await self.hub.publish(table.table_id, {"kind": "state"})
        self.turns.after_change(table)
        return seat

    async def leave(self, table_id: str, player: tuple[str, str]) -> int:
        table = await self.cache.table(table_id)
        async with table.lock:
            seat = table.seat_of(player[0])
            if seat is None:
                raise Refused(N_("you do not sit at this table"), 403)
            if table.status != OPEN:
                raise Refused(
                    N_("the game has started: a seat can be left only before the start"), 409
                )
            await writes.set_seat(self.writer, table.table_id, seat, player_id=None)
            table.vacate(seat)
        await self.hub.publish(table.table_id, {"kind": "state"})
        return seat

    async def _begin(self, table: LiveTable) -> None:
        """The last seat is filled: the game starts (called with the table's lock held)."""
        clocks = table.clocks.copy()
        now = time.time()
        clocks.start(table.log.state.to_move, now)
        unrated = await writes.start_table(
            self.writer, table, now, status=PLAYING, **clocks.to_row()
        )
        table.begin(clocks, unrated)

    async def rematch(self, table_id: str, player: tuple[str, str]) -> dict[str, Any]:
        old = await self.cache.table(table_id)
        async with old.lock:
            seat = old.seat_of(player[0])
            if seat is None:
                raise Refused(N_("only a player of this table can ask for a rematch"), 403)
            if old.status != OVER:
                raise Refused(N_("a rematch can be asked only once the game is over"), 409)
            announce = old.rematch_id is None
            if old.rematch_id is None:
                n = old.game.players
                seats = [Seat() for _ in range(n)]
                for i, s in enumerate(old.seats):
                    target = seats[(i + 1) % n]
                    if s.player_id is None:
                        target.bot = s.bot
                    else:
                        target.reserved_for = s.player_id
                clock = (
                    {"base": old.clock_base, "increment": old.clock_increment or 0.0}
                    if old.clock_base is not None
                    else None
                )
                new = self._new_live(
                    old.game,
                    seats,
                    public=old.public,
                    clock=clock,
                    policy=old.timeout_policy,
                    grace=old.grace,
                    turn_days=old.turn_days,
                    rated=old.rated,
                )
                await self._insert(new)
                await writes.update_table(self.writer, old.table_id, rematch_id=new.table_id)
                old.set_rematch(new.table_id)
        if announce:
            await self.hub.publish(old.table_id, {"kind": "rematch", "table_id": old.rematch_id})
        assert old.rematch_id is not None
        new_seat = await self.join(old.rematch_id, player, None)
        return {"table_id": old.rematch_id, "seat": new_seat}

    # -- connections -----------------------------------------------------------------
    async def connect(self, table: LiveTable, conn: Connection) -> None:
        """A connection said hello (a seat a bot took over is taken back with ``reclaim``)."""
        table.watch(conn)
        await self.hub.publish(table.table_id, {"kind": "presence"})
        self.turns.after_change(table)

    async def back(self, table: LiveTable, conn: Connection) -> None:
        """A player's connection at a paused table, before its hello is answered: the
        table resumes (``connect`` follows once the hello is answered)."""
        table.watch(conn)
        await self.turns.settle(table)

    async def disconnect(self, table: LiveTable, conn: Connection) -> None:
        table.unwatch(conn, time.time())
        if not self.turns.closing:
            await self.hub.publish(table.table_id, {"kind": "presence"})
            self.turns.after_change(table)

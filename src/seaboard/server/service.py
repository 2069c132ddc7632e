"""The server's work: players, tables, events, clocks, bots and chat over the database.

Every change is committed first (through the ``Writer``) and only then applied in memory
and announced through the ``Hub``: nothing is acknowledged that the database does not hold.
"""

from __future__ import annotations

import asyncio
import copy
import gc
import hashlib
import json
import logging
import secrets
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import RowMapping, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection

import seaboard
from seaboard.engine import Game, SeaboardError, load
from seaboard.records import Record
from seaboard.server import memwatch
from seaboard.server import schema as db
from seaboard.server.botrunner import BotRunner, check_spec
from seaboard.server.database import Writer, make_engine, migrate
from seaboard.server.guard import GuessLimiter
from seaboard.server.hub import Hub, LocalHub, Notice, event_notice
from seaboard.server.reads import read_summaries, read_table
from seaboard.server.runtime import ACT, FORFEIT, TIMEOUT, UNDO, Clocks, GameLog, now_ms
from seaboard.server.settings import Settings
from seaboard.server.tables import (
    OPEN,
    OVER,
    PLAYING,
    Connection,
    LiveTable,
    Seat,
    seats_from_rows,
)

if TYPE_CHECKING:
    from seaboard.server.cluster import Cluster

log = logging.getLogger("seaboard.server")


class Refused(Exception):
    """A request refused with one sentence; ``status`` is the HTTP code."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class Unavailable(Refused):
    """The database cannot be reached: nothing was done."""

    def __init__(self) -> None:
        super().__init__(
            "the database cannot be reached right now; nothing was done, try again", 503
        )


class Stale(Refused):
    """The client's seq is not the table's."""

    def __init__(self) -> None:
        super().__init__("the position changed", 409)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Server:
    """One server process's state: the database, the live tables, the bots."""

    def __init__(self, settings: Settings, hub: Hub | None = None) -> None:
        self.settings = settings
        self.engine = make_engine(settings.db_url, settings.db_schema)
        self.writer = Writer(self.engine, settings.batch_window)
        self.cluster: Cluster | None = None
        if hub is None and settings.redis_url:
            from seaboard.server.cluster import Cluster
            from seaboard.server.redis_hub import RedisHub

            hub = RedisHub(settings.redis_url, prefix=settings.redis_prefix)
            self.cluster = Cluster(self, hub, settings.lease_seconds)
        self.hub: Hub = hub or LocalHub()
        self.hub.subscribe(self._on_notice)
        self.bots = BotRunner(settings.bot_processes)
        self.guesses = GuessLimiter(settings.token_guesses_per_minute)
        self.tables: dict[str, LiveTable] = {}
        self._loading: dict[str, asyncio.Future[LiveTable]] = {}
        self._heard_while_loading: set[str] = set()  # notices dropped while a table loaded
        self._players: dict[str, tuple[str, str]] = {}  # token hash -> player, oldest first
        self._games: dict[tuple[str, int, str], Game] = {}
        self._closing = False
        self._sweeper: asyncio.Task[None] | None = None

    # -- life cycle ----------------------------------------------------------------
    async def start(self) -> None:
        """Migrate the database, then resume every table that was being played."""
        await migrate(self.engine, self.settings.db_schema)
        memwatch.install(self)
        self.writer.start()
        if self.cluster is not None:
            await self.cluster.start()
        async with self.engine.connect() as conn:
            rows = await conn.execute(
                select(db.tables.c.table_id).where(db.tables.c.status == PLAYING)
            )
            ids = [r[0] for r in rows]
        for table_id in ids:
            table = await self.table(table_id)
            self.after_change(table)
        if self.cluster is None:  # a cluster forgets idle tables at its lease ticks
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep())

    async def stop(self) -> None:
        self._closing = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.cluster is not None:
            await self.cluster.stop()
        for table in self.tables.values():
            table.stop_work()
        await self.writer.stop()
        self.bots.close()
        await self.engine.dispose()

    # -- players -------------------------------------------------------------------
    async def new_player(self, name: str) -> dict[str, str]:
        name = clean_name(name)
        token = secrets.token_urlsafe(32)
        player_id = secrets.token_urlsafe(12)
        digest = token_hash(token)
        row = {"player_id": player_id, "name": name, "token_hash": digest, "created": time.time()}

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(db.players.insert().values(**row))

        await self.writer.run(work)
        self._remember(digest, (player_id, name))
        return {"player_id": player_id, "name": name, "token": token}

    def _remember(self, digest: str, player: tuple[str, str]) -> None:
        """Cache a token's player; past ``player_cache`` entries the least recent goes."""
        self._players.pop(digest, None)
        self._players[digest] = player
        while len(self._players) > self.settings.player_cache:
            del self._players[next(iter(self._players))]

    async def player(self, token: str | None) -> tuple[str, str]:
        """(player_id, name) of a token; Refused 401 when unknown."""
        if not token or len(token) > 200:
            raise Refused("a player token is needed (Authorization: Bearer <token>)", 401)
        digest = token_hash(token)
        found = self._players.pop(digest, None)
        if found is not None:
            self._players[digest] = found  # the most recent now
        else:
            async with self.engine.connect() as conn:
                row = (
                    await conn.execute(
                        select(db.players.c.player_id, db.players.c.name).where(
                            db.players.c.token_hash == digest
                        )
                    )
                ).first()
            if row is None:
                raise Refused("unknown token", 401)
            found = (row[0], row[1])
            self._remember(digest, found)
        return found

    # -- tables: set-up ------------------------------------------------------------
    async def create_table(self, player: tuple[str, str], body: dict[str, Any]) -> dict[str, Any]:
        game_name = body["game"]
        options = dict(body.get("options") or {})
        for key in options:
            if (game_name, key) in self.settings.forbidden_options:
                raise Refused(f"option {key!r} cannot be set on this server")
        try:
            game = load(game_name, body.get("players"), **options)
        except SeaboardError as err:
            raise Refused(str(err)) from None
        seats_spec = body.get("seats")
        if seats_spec is None:
            seats_spec = [None] * game.players
        if len(seats_spec) != game.players:
            raise Refused(
                f"seats must have one entry per player ({game.players}), not {len(seats_spec)}"
            )
        if None not in seats_spec:
            raise Refused("at least one seat must be open for a human (null)")
        for spec in seats_spec:
            if spec is not None:
                try:
                    check_spec(spec, self.settings.max_bot_think, self.settings.max_bot_iterations)
                except (SeaboardError, ValueError) as err:
                    raise Refused(str(err)) from None
        seats = [Seat(bot=spec) for spec in seats_spec]
        mine = seats_spec.index(None)
        seats[mine].player_id, seats[mine].name = player
        clock = body.get("clock")
        table = self._new_live(
            game,
            seats,
            public=bool(body.get("public", True)),
            clock=clock,
            policy=body.get("timeout_policy") or "bot",
            grace=body.get("grace") or self.settings.grace_seconds,
        )
        await self._insert_table(table)
        if all(not s.free for s in table.seats):
            await self._begin(table)
        return {"table_id": table.table_id, "seat": mine}

    def _new_live(
        self,
        game: Any,
        seats: list[Seat],
        *,
        public: bool,
        clock: dict[str, float] | None,
        policy: str,
        grace: float,
    ) -> LiveTable:
        seed = game.random_seed()
        base = clock["base"] if clock else None
        increment = clock.get("increment", 0.0) if clock else None
        clocks = Clocks.fresh(game, base, increment)
        for i, seat in enumerate(seats):
            if seat.bot is not None and seat.player_id is None:
                clocks.remaining_ms[i] = None  # bots play without a clock
        table = LiveTable(
            table_id=secrets.token_urlsafe(12),
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
        )
        self.tables[table.table_id] = table
        return table

    async def _insert_table(self, table: LiveTable) -> None:
        if self.cluster is not None:
            await self.cluster.hub.watch(table.table_id)  # before anyone can hear of it
        row = {
            "table_id": table.table_id,
            "game": table.game.name,
            "players": table.game.players,
            "options": dict(table.game.options),
            "seed": table.seed,
            "public": table.public,
            "status": table.status,
            "created": table.created,
            "clock_base": table.clock_base,
            "clock_increment": table.clock_increment,
            "timeout_policy": table.timeout_policy,
            "grace": table.grace,
            **table.clocks.to_row(),
        }
        seat_rows = [seat_row(table.table_id, i, s) for i, s in enumerate(table.seats)]

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(db.tables.insert().values(**row))
            await conn.execute(db.seats.insert(), seat_rows)

        await self.writer.run(work)

    def is_loading(self, table_id: str) -> bool:
        return table_id in self._loading

    async def table(self, table_id: str) -> LiveTable:
        """The live table (loaded from the database and replayed when needed)."""
        found = self.tables.get(table_id)
        if found is not None:
            found.used = time.monotonic()
            return found
        if len(table_id) > 64:
            raise Refused("there is no such table", 404)
        pending = self._loading.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[LiveTable] = asyncio.get_running_loop().create_future()
        self._loading[table_id] = future
        try:
            if self.cluster is not None:
                await self.cluster.hub.watch(table_id)  # subscribed before the table is read
            table = await self._load(table_id)
            if self.cluster is not None:
                await self.cluster.loaded(table)
            self.tables[table_id] = table
            if self.cluster is not None and table_id in self._heard_while_loading:
                # Notices that came while it was being read were dropped: read what they told.
                async with table.lock:
                    await self.cluster.catch_up(table)
            future.set_result(table)
            return table
        except BaseException as err:
            future.set_exception(err)
            future.exception()  # retrieved: nobody else may be waiting
            raise
        finally:
            del self._loading[table_id]
            self._heard_while_loading.discard(table_id)

    def forget_idle(self) -> set[str]:
        """Forget open and finished tables that nobody here is connected to and nobody has
        asked for in ``idle_table_seconds`` (the database keeps them; ``table`` loads them
        again). Playing tables stay: their clocks, bots and zombie takeovers run here."""
        limit = time.monotonic() - self.settings.idle_table_seconds
        idle = {
            table_id
            for table_id, table in self.tables.items()
            if table.status != PLAYING and table.used <= limit and self.unwatched(table)
        }
        for table_id in idle:
            self.forget(table_id)
        return idle

    def forget(self, table_id: str) -> None:
        """Drop a table from memory and stop its work here (the database keeps it)."""
        table = self.tables.pop(table_id, None)
        if table is not None:
            table.stop_work()

    @staticmethod
    def unwatched(table: LiveTable) -> bool:
        """Nobody here is connected (a socket counts from before its hello) or at work."""
        return (
            table.sockets == 0
            and not table.lock.locked()
            and not any(not getattr(c, "remote", False) for c in table.conns)
        )

    async def _sweep(self) -> None:
        period = min(5.0, max(0.2, self.settings.idle_table_seconds / 4))
        while True:
            await asyncio.sleep(period)
            self.forget_idle()

    async def _load(self, table_id: str) -> LiveTable:
        async with self.engine.connect() as conn:
            row, seat_rows, events = await read_table(conn, table_id)
        if row is None:
            raise Refused("there is no such table", 404)
        return self._build(row, seat_rows, events)

    def _game(self, name: str, players: int, options: dict[str, Any]) -> Game:
        """The game of a stored table (games are immutable: one object per configuration)."""
        key = (name, players, json.dumps(options, sort_keys=True))
        game = self._games.get(key)
        if game is None:
            game = self._games[key] = load(name, players, **options)
        return game

    def _build(
        self, row: RowMapping, seat_rows: Sequence[RowMapping], events: Sequence[RowMapping]
    ) -> LiveTable:
        """A live table from its stored row, seats and events (replayed through the rules)."""
        table_id = row["table_id"]
        game = self._game(row["game"], row["players"], row["options"])
        clocks = Clocks.fresh(game, row["clock_base"], row["clock_increment"])
        clocks.restore(row)  # the clocks at the start; each event row holds them afterwards
        seats = seats_from_rows(seat_rows)
        table = LiveTable(
            table_id=table_id,
            game=game,
            seed=row["seed"],
            public=row["public"],
            status=row["status"],
            created=row["created"],
            clock_base=row["clock_base"],
            clock_increment=row["clock_increment"],
            timeout_policy=row["timeout_policy"],
            grace=row["grace"],
            seats=seats,
            log=GameLog(game, row["seed"]),
            clocks=clocks,
            result=row["result"],
            rematch_id=row["rematch_id"],
        )
        table.replay(events)
        table.stop_taken_over_clocks()
        now = time.time()
        for i, seat in enumerate(seats):
            if seat.player_id is not None and seat.bot is None:
                table.gone_since[i] = now  # nobody is connected after a start
        return table

    async def public_tables(self, limit: int = 200) -> list[dict[str, Any]]:
        """The newest public tables. A table this process has not loaded is described from
        its stored row and seats alone: the lobby never replays games (listing 200 finished
        tables that way cost 1.6 s of CPU a request)."""
        async with self.engine.connect() as conn:
            rows, seats = await read_summaries(conn, limit)
        stored = [r for r in rows if r["table_id"] not in self.tables]
        elsewhere: dict[str, set[int]] = {}
        if self.cluster is not None and stored:
            elsewhere = await self.cluster.seats_connected([r["table_id"] for r in stored])
        infos = []
        for row in rows:
            live = self.tables.get(row["table_id"])
            if live is not None:
                infos.append(live.info())
                continue
            info = self._build(row, seats.get(row["table_id"], ()), ()).info()
            for seat in info["seats"]:
                if seat["seat"] in elsewhere.get(row["table_id"], set()):
                    seat["connected"] = True
            infos.append(info)
        return infos

    async def join(self, table_id: str, player: tuple[str, str], seat: int | None) -> int:
        table = await self.table(table_id)
        async with table.lock:
            already = table.seat_of(player[0])
            if already is not None:
                if seat is None or seat == already:
                    return already
                raise Refused(f"you already sit at seat {already} of this table", 409)
            if table.status != OPEN:
                raise Refused(f"the table is {table.status}: its seats are taken", 409)
            n = table.game.players
            if seat is not None:
                if not 0 <= seat < n:
                    raise Refused(f"seat {seat} does not exist; seats are 0..{n - 1}")
                target = table.seats[seat]
                if not target.free:
                    raise Refused(f"seat {seat} is taken", 409)
                if target.reserved_for not in (None, player[0]):
                    raise Refused(f"seat {seat} is kept for a rematch player", 409)
            else:
                mine = [
                    i for i, s in enumerate(table.seats) if s.free and s.reserved_for == player[0]
                ]
                free = mine or [
                    i for i, s in enumerate(table.seats) if s.free and s.reserved_for is None
                ]
                if not free:
                    raise Refused("the table has no free seat", 409)
                seat = free[0]
            chosen = copy.copy(table.seats[seat])
            chosen.player_id, chosen.name = player
            row = seat_row(table.table_id, seat, chosen)
            done = await self.writer.run(
                lambda conn: conn.execute(
                    update(db.seats)
                    .where(
                        db.seats.c.table_id == table.table_id,
                        db.seats.c.seat == row["seat"],
                        db.seats.c.player_id.is_(None),  # another process may have filled it
                    )
                    .values(player_id=row["player_id"])
                )
            )
            if done.rowcount == 0:
                if self.cluster is not None:
                    await self.cluster.catch_up(table)
                raise Refused(f"seat {seat} is taken", 409)
            table.seats[seat] = chosen
            table.gone_since[seat] = time.time()
            if all(not s.free for s in table.seats):
                await self._begin(table)
        await self.hub.publish(table.table_id, {"kind": "state"})
        self.after_change(table)
        return seat

    async def leave(self, table_id: str, player: tuple[str, str]) -> int:
        table = await self.table(table_id)
        async with table.lock:
            seat = table.seat_of(player[0])
            if seat is None:
                raise Refused("you do not sit at this table", 403)
            if table.status != OPEN:
                raise Refused("the game has started: a seat can be left only before the start", 409)
            await self.writer.run(
                lambda conn: conn.execute(
                    update(db.seats)
                    .where(db.seats.c.table_id == table.table_id, db.seats.c.seat == seat)
                    .values(player_id=None)
                )
            )
            table.seats[seat] = Seat(reserved_for=table.seats[seat].reserved_for)
            table.gone_since.pop(seat, None)
        await self.hub.publish(table.table_id, {"kind": "state"})
        return seat

    async def _begin(self, table: LiveTable) -> None:
        """The last seat is filled: the game starts (called with the table's lock held)."""
        now = time.time()
        clocks = table.clocks.copy()
        clocks.start(table.log.state.to_move, now)
        values = {"status": PLAYING, **clocks.to_row()}
        await self.writer.run(
            lambda conn: conn.execute(
                update(db.tables).where(db.tables.c.table_id == table.table_id).values(**values)
            )
        )
        table.status = PLAYING
        table.clocks = clocks

    async def rematch(self, table_id: str, player: tuple[str, str]) -> dict[str, Any]:
        old = await self.table(table_id)
        async with old.lock:
            seat = old.seat_of(player[0])
            if seat is None:
                raise Refused("only a player of this table can ask for a rematch", 403)
            if old.status != OVER:
                raise Refused("a rematch can be asked only once the game is over", 409)
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
                )
                await self._insert_table(new)
                new_id = new.table_id
                await self.writer.run(
                    lambda conn: conn.execute(
                        update(db.tables)
                        .where(db.tables.c.table_id == old.table_id)
                        .values(rematch_id=new_id)
                    )
                )
                old.rematch_id = new_id
                announce = True
            else:
                announce = False
        if announce:
            await self.hub.publish(old.table_id, {"kind": "rematch", "table_id": old.rematch_id})
        assert old.rematch_id is not None
        new_seat = await self.join(old.rematch_id, player, None)
        return {"table_id": old.rematch_id, "seat": new_seat}

    # -- records ---------------------------------------------------------------------
    async def record(self, table_id: str) -> dict[str, Any]:
        table = await self.table(table_id)
        if table.status != OVER:
            raise Refused("the record is available once the game is over", 409)
        names = [
            s.name if s.name is not None else f"bot:{s.bot}" if s.bot else "empty"
            for s in table.seats
        ]
        record = Record(table.game, table.seed, names, table.log.actions())
        data = record.to_json(table.log.state)
        data["created"] = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(table.created))
        if table.result is not None:
            data["result"] = table.result
        return data

    # -- play ------------------------------------------------------------------------
    async def submit(
        self,
        table: LiveTable,
        seat: int | None,
        kind: str,
        notation: str | None,
        client_id: str | None,
        seq: int | None,
    ) -> int:
        """Validate, commit, apply and announce one event; the table's new seq."""
        if seat is None:
            raise Refused("spectators cannot act", 403)
        async with table.lock:
            if client_id is not None and (seat, client_id) in table.client_ids:
                return table.client_ids[(seat, client_id)]
            if table.status == OPEN:
                raise Refused("the game has not started yet", 409)
            if table.status == OVER or table.log.over:
                raise Refused("the game is over", 409)
            if seq is not None and seq != table.log.seq:
                raise Stale()
            now = time.time()
            deadline = table.clocks.clock_deadline()
            if deadline is not None and now >= deadline and table.clocks.running == seat:
                raise Refused("your time is up", 409)
            log_ = table.log
            before = log_.state
            if kind != UNDO:
                assert notation is not None
                try:
                    action, after = log_.check_act(seat, notation)
                except SeaboardError as err:
                    raise Refused(str(err)) from None
                notation = str(action)
            else:
                refusal = log_.undo_refusal(seat)
                if refusal is not None:
                    raise Refused(f"cannot take back: {refusal}", 409)
                after = log_.states[-2]
                notation = str(before.history[-1])
            clocks = table.clocks.copy()
            clocks.advance(before.to_move, after.to_move, now)
            status = table.status
            result = None
            if after.is_terminal:
                clocks.stop(now)
                status = OVER
                result = {
                    "scores": list(after.scores),
                    "winners": sorted(after.winners),
                    "reason": "the game ended",
                }
            new_seq = log_.seq + 1
            try:
                event = await self._commit_event(
                    table, new_seq, seat, kind, notation, client_id, now, clocks, status, result
                )
            except IntegrityError:
                if self.cluster is None:
                    raise
                # Another process committed this seq first: read its events, then refuse.
                await self.cluster.catch_up(table)
                self.cluster.fan_out(table)
                raise Stale() from None
            except (SQLAlchemyError, OSError) as err:
                log.warning(
                    "a move at %s was refused: the database failed (%s)",
                    table.table_id,
                    type(err).__name__,
                )
                raise Unavailable() from None
            log_.apply(
                kind, seat, notation, client_id, now, checked=None if kind == UNDO else after
            )
            table.clocks = clocks
            table.status = status
            table.result = result
            if client_id is not None:
                table.client_ids[(seat, client_id)] = new_seq
            await self.hub.publish(table.table_id, event_notice(new_seq, event, status, result))
        self.after_change(table)
        return new_seq

    async def _commit_event(
        self,
        table: LiveTable,
        seq: int,
        seat: int | None,
        kind: str,
        notation: str | None,
        client_id: str | None,
        now: float,
        clocks: Clocks,
        status: str,
        result: dict[str, Any] | None,
    ) -> dict[str, Any]:
        """Commit one event (with the table's new status when it changes); the event as
        logged, without its table and seq."""
        event_row = {
            "table_id": table.table_id,
            "seq": seq,
            "seat": seat,
            "kind": kind,
            "notation": notation,
            "client_id": client_id,
            "time": now,
            "clocks": clocks.to_row(),
        }
        if status == table.status:
            # The usual case: one row in the log; the clocks travel in it.
            await self.writer.insert(db.events, event_row)
            return logged(event_row)
        table_values = {"status": status, "result": result, **clocks.to_row()}

        async def work(conn: AsyncConnection) -> None:
            await conn.execute(db.events.insert().values(**event_row))
            await conn.execute(
                update(db.tables)
                .where(db.tables.c.table_id == table.table_id)
                .values(**table_values)
            )

        await self.writer.run(work)
        return logged(event_row)

    async def chat(self, table: LiveTable, conn: Connection, text: str) -> None:
        if conn.name is None:
            raise Refused("anonymous spectators cannot chat; sign in with a player token")
        text = "".join(ch for ch in text if ch.isprintable()).strip()
        if not text:
            raise Refused("a chat message needs some text")
        if len(text) > self.settings.chat_max_chars:
            raise Refused(
                f"a chat message may hold at most {self.settings.chat_max_chars} characters"
            )
        now = time.time()
        row = {
            "table_id": table.table_id,
            "seat": conn.seat,
            "name": conn.name,
            "text": text,
            "time": now,
        }
        await self.writer.run(lambda c: c.execute(db.chat.insert().values(**row)))
        await self.hub.publish(
            table.table_id,
            {
                "kind": "chat",
                "from": conn.name,
                "seat": conn.seat,
                "text": text,
                "time": now_ms(now),
            },
        )

    async def chat_history(self, table: LiveTable) -> list[dict[str, Any]]:
        """The table's last chat messages (read from the database once, then kept)."""
        if table.chat_lines is None:
            async with self.engine.connect() as conn:
                rows = (
                    (
                        await conn.execute(
                            select(db.chat)
                            .where(db.chat.c.table_id == table.table_id)
                            .order_by(db.chat.c.id.desc())
                            .limit(self.settings.chat_history)
                        )
                    )
                    .mappings()
                    .all()
                )
            if table.chat_lines is None:
                table.chat_lines = [chat_message(r) for r in reversed(rows)]
        return list(table.chat_lines)

    # -- connections -----------------------------------------------------------------
    async def connect(self, table: LiveTable, conn: Connection) -> None:
        """A connection said hello: reclaim a seat taken over in zombie mode."""
        table.conns.add(conn)
        seat = conn.seat
        if seat is not None:
            table.gone_since.pop(seat, None)
            if table.seats[seat].takeover == "zombie":
                async with table.lock:
                    await self._set_seat(table, seat, bot=None, takeover=None)
        await self.hub.publish(table.table_id, {"kind": "presence"})
        self.after_change(table)

    async def disconnect(self, table: LiveTable, conn: Connection) -> None:
        table.conns.discard(conn)
        seat = conn.seat
        if seat is not None and not any(c.seat == seat for c in table.conns):
            table.gone_since[seat] = time.time()
        if not self._closing:
            await self.hub.publish(table.table_id, {"kind": "presence"})
            self.after_change(table)

    async def _set_seat(
        self, table: LiveTable, seat: int, bot: str | None, takeover: str | None
    ) -> None:
        await self.writer.run(
            lambda c: c.execute(
                update(db.seats)
                .where(db.seats.c.table_id == table.table_id, db.seats.c.seat == seat)
                .values(bot=bot, takeover=takeover)
            )
        )
        table.seats[seat].bot = bot
        table.seats[seat].takeover = takeover

    # -- notices ---------------------------------------------------------------------
    async def _on_notice(self, table_id: str, notice: Notice) -> None:
        table = self.tables.get(table_id)
        if table is None:
            if table_id in self._loading:
                self._heard_while_loading.add(table_id)
            return
        remote = notice.get("remote") and self.cluster is not None
        if remote and self.cluster is not None and not await self.cluster.on_remote(table, notice):
            return  # another process's notice of an event this process already has
        kind = notice["kind"]
        if kind in ("event", "state"):
            table.broadcast_state(time.time())
        elif kind == "presence":
            table.broadcast({"type": "presence", "seats": table.seats_json()})
        elif kind == "chat":
            line = {"type": "chat", **{k: v for k, v in notice.items() if k != "kind"}}
            if table.chat_lines is not None:
                table.chat_lines = [*table.chat_lines, line][-self.settings.chat_history :]
            table.broadcast(line)
        elif kind == "rematch":
            table.broadcast({"type": "rematch", "table_id": notice["table_id"]})

    # -- bots and timers -------------------------------------------------------------
    def after_change(self, table: LiveTable) -> None:
        """Start the bot to move, and set the table's next deadline."""
        if self._closing:
            return
        if self.cluster is not None and not self.cluster.holds(table.table_id):
            return  # another process holds this table's lease and does its work
        turn = table.bot_to_move()
        if turn is not None and table.bot_seq != table.log.seq:
            table.bot_seq = table.log.seq
            table.bot_task = asyncio.get_running_loop().create_task(
                self._bot_turn(table, turn[0], turn[1], table.log.seq)
            )
        if table.timer is not None and table.timer is not asyncio.current_task():
            table.timer.cancel()
        when = self._next_deadline(table)
        table.timer = (
            asyncio.get_running_loop().create_task(self._wake_at(table, when))
            if when is not None
            else None
        )

    async def _bot_turn(self, table: LiveTable, seat: int, spec: str, seq: int) -> None:
        state = table.log.state
        try:
            notation = await self.bots.choose(spec, state, seat, f"{table.seed}/{seat}/{seq}")
            await self.submit(table, seat, ACT, notation, None, seq)
        except Refused as err:
            log.info("bot at %s seat %s: %s", table.table_id, seat, err.message)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bot at %s seat %s failed", table.table_id, seat)

    def _next_deadline(self, table: LiveTable) -> float | None:
        if table.status != PLAYING:
            return None
        times = [t for t in (table.clocks.clock_deadline(), table.clocks.turn_deadline) if t]
        for seat, since in table.gone_since.items():
            s = table.seats[seat]
            if s.player_id is not None and s.bot is None:
                times.append(since + table.grace)
        return min(times) if times else None

    async def _wake_at(self, table: LiveTable, when: float) -> None:
        await asyncio.sleep(max(0.0, when - time.time()))
        try:
            await self._deadlines(table)
        except Refused as err:
            log.info("deadline at %s: %s", table.table_id, err.message)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("deadline at %s failed", table.table_id)
        self.after_change(table)

    async def _deadlines(self, table: LiveTable) -> None:
        now = time.time()
        if table.status != PLAYING:
            return
        clocks = table.clocks
        deadline = clocks.clock_deadline()
        if deadline is not None and now >= deadline and clocks.running is not None:
            await self._time_out(table, clocks.running)
            return
        if clocks.turn_deadline is not None and now >= clocks.turn_deadline:
            state = table.log.state
            seat = state.to_move
            action = state.timeout_action()
            if seat is not None and action is not None:
                await self.submit(table, seat, TIMEOUT, str(action), None, table.log.seq)
            else:
                clocks.turn_deadline = None
            return
        for seat, since in list(table.gone_since.items()):
            s = table.seats[seat]
            if s.player_id is not None and s.bot is None and now >= since + table.grace:
                async with table.lock:
                    if table.status == PLAYING and s.bot is None:
                        await self._set_seat(table, seat, self.settings.takeover_bot, "zombie")
                await self.hub.publish(table.table_id, {"kind": "presence"})

    async def _time_out(self, table: LiveTable, seat: int) -> None:
        """``seat``'s clock ran out: a bot takes over, or the player loses."""
        async with table.lock:
            if table.status != PLAYING or table.clocks.running != seat:
                return
            now = time.time()
            clocks = table.clocks.copy()
            if table.timeout_policy == "bot":
                clocks.stop_seat(seat, now)
                values = clocks.to_row()
                await self.writer.run(
                    lambda c: c.execute(
                        update(db.tables)
                        .where(db.tables.c.table_id == table.table_id)
                        .values(**values)
                    )
                )
                table.clocks = clocks
                await self._set_seat(table, seat, self.settings.takeover_bot, "timeout")
                await self.hub.publish(table.table_id, {"kind": "state"})
                return
            clocks.stop(now)
            others = [s for s in range(table.game.players) if s != seat]
            result = {
                "scores": list(table.log.state.scores),
                "winners": others,
                "reason": f"{table.game.role_name(seat)} ran out of time",
            }
            new_seq = table.log.seq + 1
            event = await self._commit_event(
                table, new_seq, seat, FORFEIT, None, None, now, clocks, OVER, result
            )
            table.log.apply(FORFEIT, seat, None, None, now)
            table.clocks = clocks
            table.status = OVER
            table.result = result
            await self.hub.publish(table.table_id, event_notice(new_seq, event, OVER, result))


def logged(event_row: dict[str, Any]) -> dict[str, Any]:
    """An event row as a notice carries it (the table and seq travel beside it)."""
    return {k: v for k, v in event_row.items() if k not in ("table_id", "seq")}


def tune_gc() -> None:
    """Set the garbage collector for a serving process (called once, before serving).

    Everything loaded by now (modules, the app) lives as long as the process: frozen, full
    collections no longer walk it (they took about 0.15 s each with 200 tables open). A
    move allocates hundreds of short-lived containers: the youngest generation is
    collected every 10,000 allocations instead of 700, so live objects are walked less.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


def chat_message(row: Any) -> dict[str, Any]:
    return {
        "type": "chat",
        "from": row["name"],
        "seat": row["seat"],
        "text": row["text"],
        "time": now_ms(row["time"]),
    }


def seat_row(table_id: str, seat: int, s: Seat) -> dict[str, Any]:
    return {
        "table_id": table_id,
        "seat": seat,
        "player_id": s.player_id,
        "bot": s.bot,
        "reserved_for": s.reserved_for,
        "takeover": s.takeover,
    }


def clean_name(name: str) -> str:
    cleaned = " ".join("".join(ch for ch in name if ch.isprintable()).split())
    if not cleaned:
        raise Refused("a name needs at least one visible character")
    if len(cleaned) > 32:
        raise Refused("a name may hold at most 32 characters")
    return cleaned


def games_info(forbidden: frozenset[tuple[str, str]] = frozenset()) -> list[dict[str, Any]]:
    """Every game with its player counts, options and summary; options in ``forbidden``
    ((game, option) pairs this server refuses) are left out, so no form offers them."""
    out = []
    for info in seaboard.games():
        out.append(
            {
                "name": info["name"],
                "title": info["title"],
                "min_players": info["min_players"],
                "max_players": info["max_players"],
                "summary": SUMMARIES.get(info["name"], info["title"] + "."),
                "options": [
                    {
                        "name": o["name"],
                        "default": o["default"],
                        "values": o.get("choices"),
                        "allowed": o["allowed"],
                        "help": o["help"],
                        "label": o["label"],
                        "words": o["words"],
                        "choice_words": o["choice_words"],
                        "advanced": o["advanced"],
                    }
                    for o in info["options"]
                    if (info["name"], o["name"]) not in forbidden
                ],
            }
        )
    return out


SUMMARIES = {
    "ebbe-flut": "Water and Land push their cards across a 5 by 5 grid towards each other's "
    "corner. Every card that arrives scores; one player can play the solo game.",
    "el-switcher": "Swap coloured tiles with movement cards until a figure from your cards "
    "shows on the board in one colour. The first through their whole figure deck wins.",
    "flotsam-fight": "Load your treasure cards onto the lifeboats and be the first to empty "
    "your hand. Three rounds make a game, for 2 to 6 players.",
    "land-vs-sea": "Build one map of hexagonal tiles together: Land scores the land areas "
    "closed off, Sea the sea areas. Options add more scoring, a third player or teams.",
}

"""Turns: a move validated, committed, applied and announced; then the next bot or deadline.

Every event takes one path, ``commit``: a player's act or take-back (``submit``), a bot's
move (``submit`` from ``_bot_turn``), the rules' time-out action and a forfeit on time
(``_deadlines``). Each step is a call into the module named for it: check
(``table.moves.propose``, pure), commit (``store.writes.commit_event``), apply
(``table.live.LiveTable.accept``), announce (``announce.Announcer.event``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Protocol

from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from seaboard.engine.language import N_
from seaboard.server.announce import Announcer
from seaboard.server.botrunner import BotRunner
from seaboard.server.errors import Refused, Stale, Unavailable
from seaboard.server.settings import Settings
from seaboard.server.store import writes
from seaboard.server.store.database import Writer
from seaboard.server.table import endings
from seaboard.server.table.live import LiveTable
from seaboard.server.table.log import ACT, TIMEOUT, UNDO
from seaboard.server.table.moves import propose, propose_forfeit
from seaboard.server.table.proposal import Proposal
from seaboard.server.table.states import PLAYING
from seaboard.server.to_the_end import to_the_end

log = logging.getLogger("seaboard.server")


class Peers(Protocol):
    """The other processes serving the same tables (``cluster.Cluster``)."""

    def holds(self, table_id: str) -> bool: ...

    async def catch_up(self, table: LiveTable) -> bool: ...

    def fan_out(self, table: LiveTable) -> None: ...


class Turns:
    """The play of every table this process runs."""

    def __init__(
        self, settings: Settings, writer: Writer, announcer: Announcer, bots: BotRunner
    ) -> None:
        self.settings = settings
        self.writer = writer
        self.announcer = announcer
        self.bots = bots
        self.peers: Peers | None = None  # set by the cluster, when there is one
        self.closing = False
        self._settling: dict[str, asyncio.Task[None]] = {}  # pauses and resumes being written

    async def submit(
        self,
        table: LiveTable,
        seat: int | None,
        kind: str,
        notation: str | None,
        client_id: str | None,
        seq: int | None,
        player_id: str | None = None,
    ) -> int:
        """Validate, commit, apply and announce one event; the table's new seq.

        With ``player_id`` (a connection's player) the seat is the one that player holds
        once the table's lock is taken, whatever ``seat`` was when the message came.
        """
        if seat is None:
            raise Refused(N_("spectators cannot act"), 403)
        if kind == UNDO and table.rated:
            raise Refused(N_("a rated game allows no take-backs"), 409)
        async with table.lock:
            if player_id is not None:
                seat = table.seat_of(player_id)
                if seat is None:
                    raise Refused(N_("spectators cannot act: you no longer hold a seat here"), 403)
            if client_id is not None and (seat, client_id) in table.client_ids:
                return table.client_ids[(seat, client_id)]
            proposal = propose(table, seat, kind, notation, client_id, seq, time.time())
            await self.commit(table, proposal)
        self.after_change(table)
        return proposal.seq

    async def commit(self, table: LiveTable, proposal: Proposal) -> None:
        """Commit a proposed event, then apply and announce it (the table's lock held); a
        cancelled caller (a replaced timer, a stopped bot) still sees it through."""
        await to_the_end(self._commit(table, proposal))

    async def _commit(self, table: LiveTable, proposal: Proposal) -> None:
        try:
            event = await writes.commit_event(self.writer, table, proposal)
        except IntegrityError:
            if self.peers is None:
                raise
            # Another process committed this seq first: read its events, then refuse.
            await self.peers.catch_up(table)
            self.peers.fan_out(table)
            raise Stale() from None
        except (SQLAlchemyError, OSError) as err:
            log.warning(
                "a move at %s was refused: the database failed (%s)",
                table.table_id,
                type(err).__name__,
            )
            raise Unavailable() from None
        table.accept(proposal)
        await self.announcer.event(table, proposal, event)

    async def hand_over(self, table: LiveTable, seat: int, why: str) -> None:
        """A bot takes ``seat`` over (``why``: ``timeout`` or ``zombie``), told in the log
        (the table's lock held)."""
        bot = self.settings.takeover_bot
        await self.commit(table, endings.take_over(table, seat, bot, why, time.time()))

    # -- the next bot and deadline ----------------------------------------------------------
    def after_change(self, table: LiveTable, settle: bool = True) -> None:
        """Pause or resume the table as its presence asks (``settle``), start the bot to
        move, and set the table's next deadline."""
        if self.closing:
            return
        if self.peers is not None and not self.peers.holds(table.table_id):
            return  # another process holds this table's lease and does its work
        loop = asyncio.get_running_loop()
        changed = table.status == PLAYING and table.waits() != table.paused
        if settle and changed and table.table_id not in self._settling:
            # Paused or resumed first (written), then this is called again.
            task = loop.create_task(self._settle(table))
            self._settling[table.table_id] = task
            task.add_done_callback(lambda _t: self._settling.pop(table.table_id, None))
            return
        turn = table.bot_to_move()
        if turn is not None and table.bot_seq != table.log.seq:
            seq = table.log.seq
            table.start_bot(loop.create_task(self._bot_turn(table, turn[0], turn[1], seq)))
        when = next_deadline(table, self.settings.abandon_seconds)
        table.set_timer(loop.create_task(self._wake_at(table, when)) if when is not None else None)

    async def _settle(self, table: LiveTable) -> None:
        settled = False
        try:
            await to_the_end(self._pause_or_resume(table))
            settled = True
        except (SQLAlchemyError, OSError) as err:
            log.warning("a pause at %s failed: %s", table.table_id, type(err).__name__)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("a pause at %s failed", table.table_id)
        self._settling.pop(table.table_id, None)
        # A failed write is tried again at the next change of the table, not at once.
        self.after_change(table, settle=settled)

    async def settle(self, table: LiveTable) -> None:
        """Pause or resume the table now, as its presence asks (``_pause_or_resume``)."""
        await to_the_end(self._pause_or_resume(table))

    async def _pause_or_resume(self, table: LiveTable) -> None:
        """Nobody human is at the table: its clocks pause; someone is back: they resume.
        The row keeps the paused clocks with the seq they follow, so a restart keeps them."""
        async with table.lock:
            waits = table.waits()
            if waits == table.paused or table.status != PLAYING:
                return
            now = time.time()
            clocks = table.clocks.copy()
            if waits:
                clocks.pause(now)
            else:
                clocks.resume(now)
            await writes.update_table(
                self.writer,
                table.table_id,
                paused_seq=table.log.seq,
                paused_at=clocks.paused_at,
                **clocks.to_row(),
            )
            table.pause_or_resume(clocks, now)
        await self.announcer.hub.publish(table.table_id, {"kind": "state"})

    async def _bot_turn(self, table: LiveTable, seat: int, spec: str, seq: int) -> None:
        state = table.log.state
        try:
            notation = await self.bots.choose(
                spec, state, seat, f"{table.seed}/{seat}/{seq}", table.table_id
            )
            await self.submit(table, seat, ACT, notation, None, seq)
        except Refused as err:
            log.info("bot at %s seat %s: %s", table.table_id, seat, err.message)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bot at %s seat %s failed", table.table_id, seat)

    async def _wake_at(self, table: LiveTable, when: float) -> None:
        await asyncio.sleep(max(0.0, when - time.time()))
        # Replaced while it waits, the timer stops; once awake it does its work to the end
        # and sets the next deadline itself.
        await to_the_end(self._woken(table))

    async def _woken(self, table: LiveTable) -> None:
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
        if table.paused:
            await self._abandoned(table, now)
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
                table.clear_turn_deadline()
            return
        live = table.turn_days is None and not table.rated  # a bot never plays a rated seat
        for seat, since in list(table.gone_since.items()) if live else []:
            s = table.seats[seat]
            if s.player_id is not None and s.bot is None and now >= since + table.grace:
                async with table.lock:
                    # Looked at again under the lock: the player may have come back meanwhile.
                    still = table.gone_since.get(seat) == since
                    if still and table.status == PLAYING and s.bot is None and not table.log.over:
                        await self.hand_over(table, seat, "zombie")

    async def _abandoned(self, table: LiveTable, now: float) -> None:
        """A paused table nobody came back to within ``abandon_seconds``: aborted."""
        since = table.clocks.paused_at
        if since is None or now < since + self.settings.abandon_seconds:
            return
        async with table.lock:
            if table.status == PLAYING and table.paused and not table.log.over:
                await self.commit(table, endings.everyone_left(table, now))

    async def _time_out(self, table: LiveTable, seat: int) -> None:
        """``seat``'s clock ran out: a bot takes over, or the player loses."""
        async with table.lock:
            if table.status != PLAYING or table.clocks.running != seat:
                return
            now = time.time()
            if table.timeout_policy == "bot" and not table.rated:
                await self.hand_over(table, seat, "timeout")
                return
            await self.commit(table, propose_forfeit(table, seat, now))


def next_deadline(table: LiveTable, abandon_seconds: float) -> float | None:
    """When the table's next clock, turn timer or zombie grace runs out, if any; at a
    paused table, when it is abandoned."""
    if table.status != PLAYING:
        return None
    if table.clocks.paused_at is not None:
        return table.clocks.paused_at + abandon_seconds
    times = [t for t in (table.clocks.clock_deadline(), table.clocks.turn_deadline) if t]
    if table.turn_days is not None or table.rated:
        # Turn-based: being away is the mode's norm; rated: a gone seat is claimed, not
        # handed to a bot, so nothing happens at the grace.
        return min(times) if times else None
    for seat, since in table.gone_since.items():
        s = table.seats[seat]
        if s.player_id is not None and s.bot is None:
            times.append(since + table.grace)
    return min(times) if times else None

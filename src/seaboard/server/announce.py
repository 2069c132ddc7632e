"""Announce: a committed change told to every connection (the last step of a move's path).

``Announcer.event`` publishes a committed event's notice to the hub; every process's
``Announcer.heard`` (the hub's subscriber) turns each notice into the messages its
connections read: a ``state`` for each connection, encoded once per seat
(``broadcast_state``), or the seats, a chat line, a rematch.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from seaboard.catalogues import language
from seaboard.server.cluster.hub import PLAYERS, Hub, Notice, event_notice
from seaboard.server.live_tables import LiveTables
from seaboard.server.protocol import ClocksJson, PresenceMessage, SeatJson, StateMessage
from seaboard.server.store.ratings import unrated_told
from seaboard.server.table import takebacks
from seaboard.server.table.live import Connection, LiveTable
from seaboard.server.table.log import Event
from seaboard.server.table.messages import compact
from seaboard.server.table.proposal import Proposal
from seaboard.server.table.states import OPEN, PLAYING


class Remote(Protocol):
    """The other processes' notices (``cluster.Cluster``): applied, or read again."""

    async def on_remote(self, table: LiveTable, notice: Notice) -> bool: ...


class Announcer:
    """Publishes the committed changes and tells this process's connections of them."""

    def __init__(
        self,
        hub: Hub,
        cache: LiveTables,
        players_heard: Callable[[Notice], None],
        chat_heard: Callable[[LiveTable, dict[str, Any]], None],
    ) -> None:
        self.hub = hub
        self.cache = cache
        self.players_heard = players_heard  # ``Accounts.heard``
        self.chat_heard = chat_heard  # ``Chat.heard``
        self.remote: Remote | None = None  # set by the cluster, when there is one

    async def event(self, table: LiveTable, proposal: Proposal, row: dict[str, Any]) -> None:
        """A committed and applied event (``row``: as the log stores it) goes to the hub."""
        notice = event_notice(proposal.seq, row, proposal.status, proposal.result)
        await self.hub.publish(table.table_id, notice)
        if proposal.seat_change is not None:  # other processes read the seat again
            await self.hub.publish(table.table_id, {"kind": "presence"})

    async def heard(self, table_id: str, notice: Notice) -> None:
        """A table's notice (from this process or, through Redis, another): tell its sockets."""
        if table_id == PLAYERS:
            self.players_heard(notice)
            return
        table = self.cache.heard(table_id)
        if table is None:
            return
        remote = self.remote if notice.get("remote") else None
        if remote is not None and not await remote.on_remote(table, notice):
            return  # another process's notice of an event this process already has
        kind = notice["kind"]
        if kind in ("event", "state"):
            broadcast_state(table, time.time())
            if kind == "state" and remote is not None and any(c.player_id for c in table.conns):
                # The seating changed at another process: the seats connected here may too.
                await self.hub.publish(table_id, {"kind": "presence"})
        elif kind == "presence":
            broadcast_presence(table)
        elif kind == "chat":
            line = {"type": "chat", **{k: v for k, v in notice.items() if k != "kind"}}
            self.chat_heard(table, line)
            broadcast(table, line)
        elif kind == "rematch":
            broadcast(table, {"type": "rematch", "table_id": notice["table_id"]})


def state_message(
    table: LiveTable,
    seat: int | None,
    now: float,
    shared: tuple[list[SeatJson], ClocksJson] | None = None,
    code: str = "en",
) -> StateMessage:
    """The ``state`` message for a connection of ``seat`` (None: spectator), its words in
    the language ``code``.

    ``shared`` is (seats, clocks) when the caller built them once for many messages.
    """
    seats, clocks = shared or (table.seats_json(code), table.clocks.message(now))
    if shared is not None and code != "en":
        seats = table.seats_json(code)  # the shared seats are English
    log = table.log
    state = log.state
    last: Event | None = log.events[-1] if log.events else None
    # Before the start every connection sees the spectator view: a seat may still change
    # hands, and its next owner's cards must not have been shown to anyone.
    who = seat if table.status != OPEN else None
    view = state.view(who)
    bot_plays = who is not None and table.seats[who].bot is not None
    if log.forfeited is not None or log.ended is not None or bot_plays:
        view["legal"] = view["legal_data"] = []  # nothing to offer: the player acts no more
    # each legal action as the player reads and types it, beside view["legal"]'s notation
    game = state.game
    shown = [game.notation_for(a, who) for a in state.legal_actions()] if view["legal"] else []
    can_undo = (
        not table.rated
        and who is not None
        and table.status == PLAYING
        and state.to_move == who
        and log.undo_refusal(who, {**view, "legal": [], "legal_data": []}) is None
    )
    return {
        "type": "state",
        "seq": log.seq,
        "seat": seat,
        "view": view,
        "shown": shown,
        "last": last.told(who, table.names(code), code) if last is not None else None,
        "clocks": clocks,
        "seats": seats,
        "status": table.status,
        "result": table.result,
        "told": table.result_told(who, code) if table.result else None,
        "can_undo": can_undo,
        "draw_offer": log.offer,  # the seat whose draw offer stands, if any
        "undo_asks": can_undo and who is not None and bool(takebacks.to_ask(table, who)),
        "takeback": (
            {"seat": log.back_ask, "waiting": takebacks.waiting(table)}
            if log.back_ask is not None
            else None
        ),
        "unrated": unrated_told(table.unrated, language(code)),
        "start": table.start_words(who, code),
    }


def send_state(table: LiveTable, conn: Connection, now: float) -> None:
    """One connection's ``state`` (after its hello, or a stale move of its own)."""
    conn.send(compact(state_message(table, conn.seat, now, code=conn.language)))
    conn.sent_seq = table.log.seq


def broadcast_state(table: LiveTable, now: float) -> None:
    """Send every connection its state message; each seat's is encoded once."""
    encoded: dict[tuple[int | None, str], str] = {}
    seq = table.log.seq
    shared = (table.seats_json(), table.clocks.message(now))
    for conn in list(table.conns):
        if getattr(conn, "remote", False):
            continue  # a player connected at another process (which sends their state)
        key = (conn.seat, conn.language)
        if key not in encoded:
            encoded[key] = compact(state_message(table, conn.seat, now, shared, conn.language))
        conn.sent_seq = seq
        conn.send(encoded[key])


def broadcast(table: LiveTable, message: Mapping[str, Any]) -> None:
    """Send one message to every connection of the table (encoded once)."""
    text = compact(message)
    for conn in list(table.conns):
        conn.send(text)


def presence_message(table: LiveTable, code: str = "en") -> PresenceMessage:
    """The ``presence`` message: who sits where, and who is connected (told in ``code``)."""
    return {"type": "presence", "seats": table.seats_json(code)}


def broadcast_presence(table: LiveTable) -> None:
    """Send every connection the ``presence`` message in its language (each encoded once)."""
    encoded: dict[str, str] = {}
    for conn in list(table.conns):
        code = conn.language
        if code not in encoded:
            encoded[code] = compact(presence_message(table, code))
        conn.send(encoded[code])

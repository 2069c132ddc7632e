"""The websocket of a table: hello, act, undo, chat, ping; everything checked, rate limited."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Mapping
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect
from sqlalchemy.exc import SQLAlchemyError

from seaboard.catalogues import LANGUAGES, language
from seaboard.engine import NotationError, SeaboardError
from seaboard.engine.language import N_
from seaboard.server.announce import send_state
from seaboard.server.errors import Refused, Stale, Unavailable
from seaboard.server.guard import TOO_MANY
from seaboard.server.limits import Bucket
from seaboard.server.players import token_hash
from seaboard.server.protocol import (
    DROPPED_CODE,
    FLUSH_SECONDS,
    MAX_ID,
    MAX_NOTATION,
    MAX_QUEUE,
    NO_SUCH_TABLE_CODE,
    SIGNED_OUT_CODE,
    UNAVAILABLE_CODE,
    AckMessage,
    ErrorMessage,
    LogMessage,
    PongMessage,
    SeatMessage,
)
from seaboard.server.server import Server
from seaboard.server.table.live import LiveTable
from seaboard.server.table.log import ACT, UNDO
from seaboard.server.table.messages import compact
from seaboard.server.table.states import OPEN

SESSION_ENDED = N_(
    "Your session has ended (you signed out), so this connection no longer plays for you; "
    "sign in again to play."
)
# The websocket's refusals that name a value: templates (to be told filled in, as
# ``Refused(TOO_LARGE, most=...)`` where the error tells Refused in the reader's language).
TOO_LARGE = N_("message too large (at most {most} bytes)")
BAD_ID = N_("id must be a string of at most {most} characters")
UNKNOWN_TYPE = N_("unknown message type {kind}")
NO_SEQ = N_("{kind} needs the seq of the position it was sent at")


class WsConnection:
    """One client's websocket; ``send`` queues, a pump task writes.

    Its seat is never stored: it is the seat its player holds at the table right now
    (``seat``), so a player who left (or whose seat another took) is a spectator at once.
    """

    def __init__(self, ws: WebSocket, table: LiveTable) -> None:
        self.ws = ws
        self.table = table
        self.told_seat: int | None = None  # the seat this connection was last told it holds
        self.player_id: str | None = None
        self.name: str | None = None
        self.session: str | None = None  # the hash of the token it said hello with
        self.sent_seq = -1
        self.language = LANGUAGES[0]  # the reader's, said in the hello
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.dropped = False
        self.close_code = DROPPED_CODE

    @property
    def seat(self) -> int | None:
        """The seat the connection's player holds now (None: a spectator). A change since
        the connection was last told is announced before anything else is sent to it."""
        seat = None if self.player_id is None else self.table.seat_of(self.player_id)
        if seat != self.told_seat:
            self.told_seat = seat
            self.send_json(seat_notice(seat, self.table, self.language))
        return seat

    def send(self, text: str) -> None:
        if self.dropped:
            return
        if self.queue.qsize() > MAX_QUEUE:
            self.dropped = True
            self.queue.put_nowait(None)
            return
        self.queue.put_nowait(text)

    def send_json(self, message: Mapping[str, Any]) -> None:
        self.send(compact(message))

    def session_ended(self, notice: Mapping[str, Any]) -> None:
        """A ``PLAYERS`` notice ended sessions (``Accounts.heard``, in every process): if
        this socket's token was one of them it is told so and closed (``SIGNED_OUT_CODE``),
        and nothing it sends after is read."""
        kind, session = notice.get("kind"), self.session
        ended = session is not None and (
            (kind == "signed_out" and notice.get("ended") and notice.get("token_hash") == session)
            or (
                kind == "sessions_ended"
                and notice.get("player_id") == self.player_id
                and notice.get("keep") != session
            )
        )
        if ended and not self.dropped:
            self.error(SESSION_ENDED)
            self.close_code = SIGNED_OUT_CODE
            self.dropped = True
            self.queue.put_nowait(None)

    def error(self, message: str | Refused | SeaboardError, client_id: str | None = None) -> None:
        """An error told in the connection's language (a message of the catalogue)."""
        told_in = language(self.language, self.table.game.name)
        text = told_in.t(message) if isinstance(message, str) else message.told(told_in)
        out: ErrorMessage = {"type": "error", "message": text}
        if client_id is not None:
            out["id"] = client_id
        self.send_json(out)

    async def pump(self) -> None:
        while True:
            text = await self.queue.get()
            if text is None:
                with contextlib.suppress(Exception):
                    await self.ws.close(self.close_code)
                return
            await self.ws.send_text(text)


async def table_socket(ws: WebSocket, table_id: str) -> None:
    """Serve one websocket of ``table_id`` until it closes."""
    server: Server = ws.app.state.server
    await ws.accept()
    try:
        table = await server.cache.table(table_id)
    except Refused as err:
        await ws.send_text(json.dumps({"type": "error", "message": err.message}))
        await ws.close(NO_SUCH_TABLE_CODE)
        return
    except (SQLAlchemyError, OSError):
        await ws.send_text(json.dumps({"type": "error", "message": Unavailable().message}))
        await ws.close(UNAVAILABLE_CODE)
        return
    table.socket_opened()  # not forgotten while this socket is open, even before its hello
    conn = WsConnection(ws, table)
    pump = asyncio.get_running_loop().create_task(conn.pump())
    settings = server.settings
    bucket = Bucket(settings.rate_per_second, settings.rate_burst)
    greeted = False
    refused = 0
    try:
        while not conn.dropped and not pump.done():
            message = await ws.receive()
            if message["type"] == "websocket.disconnect" or conn.dropped:
                break
            raw = message.get("text")
            if raw is None:
                data_bytes = message.get("bytes") or b""
                raw = data_bytes.decode("utf-8", "replace")
            if not bucket.take():
                refused += 1
                conn.error(
                    N_("too many messages; slow down"), _id_of(raw, settings.max_message_bytes)
                )
                if refused > settings.rate_close_after:
                    break
                continue
            if len(raw) > settings.max_message_bytes:
                conn.error(Refused(TOO_LARGE, most=settings.max_message_bytes))
                continue
            try:
                data = json.loads(raw)
            except ValueError:
                conn.error(N_("not JSON: a message must be a JSON object"))
                continue
            except RecursionError:
                conn.error(N_("a message may not be nested this deeply"))
                continue
            if not isinstance(data, dict):
                conn.error(N_("a message must be a JSON object with a type"))
                continue
            client_id = data.get("id")
            if client_id is not None and not usable_id(client_id):
                conn.error(Refused(BAD_ID, most=MAX_ID))
                continue
            kind = data.get("type")
            if kind == "ping":
                pong: PongMessage = {"type": "pong"}
                conn.send_json(pong)
            elif kind == "hello":
                if greeted:
                    conn.error(N_("this connection already said hello"))
                    continue
                try:
                    greeted = await hello(server, table, conn, data)
                except (SQLAlchemyError, OSError):
                    conn.error(Unavailable())
            elif kind not in ("act", "undo", "chat"):
                conn.error(Refused(UNKNOWN_TYPE, kind=repr(str(kind)[:40])), client_id)
            elif not greeted:
                conn.error(N_("say hello first"), client_id)
            elif kind == "chat":
                text = data.get("text")
                if not isinstance(text, str):
                    conn.error(N_("a chat message needs a text string"))
                else:
                    try:
                        await server.chats.say(table, conn, text)
                    except Refused as err:
                        conn.error(err)
            else:
                await act(server, table, conn, data, kind, client_id)
    except WebSocketDisconnect:
        pass
    finally:
        table.socket_closed()
        if greeted:
            await server.seating.disconnect(table, conn)
        conn.queue.put_nowait(None)
        # What is queued (the errors of a refused burst, say) goes out before the close, but
        # a client that does not read holds nothing up for long.
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await asyncio.wait_for(pump, FLUSH_SECONDS)


def seat_notice(seat: int | None, table: LiveTable, code: str = "en") -> SeatMessage:
    """The ``seat`` message: the seating changed this connection's seat (told in ``code``)."""
    words = language(code, table.game.name)
    if seat is None:
        text = words.t(
            N_("You no longer hold a seat at this table: you are watching as a spectator.")
        )
    else:
        role = table.game.role_name(seat, words)
        text = words.t(N_("You now sit at this table as {role}."), role=role)
    return {"type": "seat", "seat": seat, "message": text}


def _id_of(raw: str, limit: int) -> str | None:
    """The id of a message refused unread, so a sender waiting for its ack hears of it."""
    if len(raw) > limit:
        return None
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    client_id = data.get("id") if isinstance(data, dict) else None
    return client_id if usable_id(client_id) else None


def usable_id(value: Any) -> bool:
    """A client's message id: a string of at most ``MAX_ID`` characters."""
    return isinstance(value, str) and len(value) <= MAX_ID


async def hello(server: Server, table: LiveTable, conn: WsConnection, data: dict[str, Any]) -> bool:
    """Authenticate (or not: a spectator), then send the log, the state and the chat."""
    token = data.get("token")
    since = data.get("since", 0)
    code = data.get("language")
    if code is not None:
        if code not in LANGUAGES:
            allowed = ", ".join(LANGUAGES)
            conn.error(Refused(N_("language must be one of {allowed}"), allowed=allowed))
            return False
        conn.language = code
    if since is None:
        since = 0
    if not isinstance(since, int) or isinstance(since, bool) or since < 0:
        conn.error(N_("since must be a whole number >= 0"))
        return False
    if token is not None:
        if not isinstance(token, str):
            conn.error(N_("token must be a string"))
            return False
        address = conn.ws.client.host if conn.ws.client else None
        if server.guesses.blocked(address):
            conn.error(TOO_MANY)
            return False
        try:
            conn.player_id, conn.name = await server.players.player(token)
            conn.session = token_hash(token)
        except Refused as err:
            if err.status == 401:
                server.guesses.failed(address)
            conn.error(err)
            return False
        conn.told_seat = table.seat_of(conn.player_id)  # the hello's state tells it
    if conn.seat is not None and table.paused:
        # A player back at a table that waited: it resumes before they are told its state.
        await server.seating.back(table, conn)
    chat = await server.chats.history(table)
    who = conn.seat if table.status != OPEN else None
    events = [
        e.told(who, table.names(conn.language), conn.language) for e in table.log.events[since:]
    ]
    log: LogMessage = {"type": "log", "events": events}
    conn.send_json(log)
    now = time.time()
    send_state(table, conn, now)
    for line in chat:
        conn.send_json(line)
    await server.seating.connect(table, conn)
    return True


async def act(
    server: Server,
    table: LiveTable,
    conn: WsConnection,
    data: dict[str, Any],
    kind: str,
    client_id: str | None,
) -> None:
    """An ``act`` or ``undo``: acknowledged once committed; refused with nothing changed."""
    seq = data.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool):
        conn.error(Refused(NO_SEQ, kind=kind), client_id)
        return
    notation: str | None = None
    if kind == "act":
        notation = data.get("action")
        if not isinstance(notation, str) or not notation.strip() or len(notation) > MAX_NOTATION:
            conn.error(N_("act needs an action: its notation as a string"), client_id)
            return
        if data.get("typed") is True:  # what the player typed, in the notation they are shown
            try:
                notation = str(table.log.game.parse_action_for(notation, conn.seat))
            except NotationError as err:
                conn.error(err, client_id)
                return
    if conn.seat is not None and table.seats[conn.seat].bot is not None:
        conn.error(N_("a bot plays for you at this table: take your seat back first"), client_id)
        return
    try:
        new_seq = await server.turns.submit(
            table,
            conn.seat,
            ACT if kind == "act" else UNDO,
            notation,
            client_id,
            seq,
            player_id=conn.player_id,
        )
    except Stale as err:
        conn.error(err, client_id)
        send_state(table, conn, time.time())
        return
    except Refused as err:
        conn.error(err, client_id)
        return
    ack: AckMessage = {"type": "ack", "seq": new_seq}
    if client_id is not None:
        ack["id"] = client_id
    conn.send_json(ack)

"""The websocket protocol: the messages the server sends, its close codes and its limits.

The messages are TypedDicts; ``python -m seaboard.schema_ts`` writes them for the browser
(web/src/generated/messages.ts). docs/server.md lists the messages and the close codes;
docs/security.md gives every limit with its test. Standard library only (the generator
runs without the server's packages).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, NotRequired, TypedDict

from seaboard.schema import Named

# Close codes of a table's websocket (4000-4999 are the application's own).
NO_SUCH_TABLE_CODE = 4404  # the table does not exist (an ``error`` says so first)
SIGNED_OUT_CODE = 4401  # the session of the token it said hello with ended
DROPPED_CODE = 1008  # policy violation: a client too slow to read what it is sent
UNAVAILABLE_CODE = 1013  # try again later: the database failed to load the table
CLOSE_CODES = (NO_SUCH_TABLE_CODE, SIGNED_OUT_CODE, DROPPED_CODE, UNAVAILABLE_CODE)

# Limits of what a client sends and what is kept for it.
MAX_QUEUE = 2000  # messages waiting for a slow client before it is dropped
MAX_ID = 64  # characters of a client's message id
MAX_NOTATION = 200  # characters of an action's notation (a websocket act, a lesson move)
MAX_TOKEN = 200  # characters of a player token (longer is no token of ours)
MAX_BODY = 2_000_000  # bytes of an HTTP request body (an uploaded record is the largest)
FLUSH_SECONDS = 2.0  # at the end of a connection, time left to send what is queued

# Values whose shapes are given elsewhere: the browser has its own names for them.
View = Annotated[dict[str, Any], Named("View")]  # a game's view (generated/views.ts)
ActionData = Annotated[dict[str, Any], Named("ActionData")]  # an action's data form
Result = Annotated[dict[str, Any], Named("GameResult")]  # scores, winners, reason, text


class SeatJson(TypedDict):
    """One seat as the messages show it."""

    seat: int
    role: str
    name: str | None
    bot: str | None
    takeover: str | None
    connected: bool
    display_name: str | None


class ClocksJson(TypedDict):
    """The clocks of a state message (times in epoch milliseconds)."""

    server_time: int
    running: int | None
    remaining_ms: list[int | None]
    turn_deadline: int | None
    paused: bool  # nobody human is at the table: no clock runs (``Clocks.pause``)


class LogEvent(TypedDict):
    """One event of a table's log, as one connection is told it."""

    seq: int
    seat: int | None
    kind: str
    action: str | None
    data: ActionData | None
    text: str
    timeout: NotRequired[bool]
    shown: NotRequired[str]  # an action as this connection's seat reads it (notation_for)


class TakebackJson(TypedDict):
    """A take-back request that stands: who asked, who has yet to agree."""

    seat: int
    waiting: list[int]


class StateMessage(TypedDict):
    """The table as one connection may see it, after its hello and after every event."""

    type: Literal["state"]
    seq: int
    seat: int | None
    view: View
    #: Each of ``view["legal"]``'s actions as the player reads and types it (the game's
    #: ``notation_for``): the notation box matches typed text against these.
    shown: list[str]
    last: LogEvent | None
    clocks: ClocksJson
    seats: list[SeatJson]
    status: str
    result: Result | None
    told: str | None  # the result in words for this connection (``result_words``)
    can_undo: bool
    draw_offer: int | None
    #: ``can_undo`` needs the other humans' agreement: the client asks (POST .../takeback)
    undo_asks: bool
    takeback: TakebackJson | None  # the standing take-back request, if any
    unrated: str | None  # why a rated table's game will not count (same opponents), if so
    start: str


class LogMessage(TypedDict):
    """The events after the hello's ``since``, or those a connection missed."""

    type: Literal["log"]
    events: list[LogEvent]


class AckMessage(TypedDict):
    """An act or take-back committed (and its state sent); ``id`` is the client's."""

    type: Literal["ack"]
    seq: int
    id: NotRequired[str]


class ErrorMessage(TypedDict):
    """Something refused; nothing changed."""

    type: Literal["error"]
    message: str
    id: NotRequired[str]


class PresenceMessage(TypedDict):
    """A seat connected, disconnected, or was taken over."""

    type: Literal["presence"]
    seats: list[SeatJson]


# A chat line (its sender's key is ``from``, a Python keyword).
ChatMessage = TypedDict(
    "ChatMessage",
    {"type": Literal["chat"], "from": str, "seat": int | None, "text": str, "time": int},
)


class RematchMessage(TypedDict):
    """Someone asked for a rematch: the new table."""

    type: Literal["rematch"]
    table_id: str


class SeatMessage(TypedDict):
    """The seating changed this connection's seat (no seat: it watches as a spectator)."""

    type: Literal["seat"]
    seat: int | None
    message: str


class PongMessage(TypedDict):
    """The answer to a ``ping``."""

    type: Literal["pong"]


SERVER_MESSAGES: tuple[type, ...] = (
    StateMessage,
    LogMessage,
    AckMessage,
    ErrorMessage,
    PresenceMessage,
    ChatMessage,
    RematchMessage,
    SeatMessage,
    PongMessage,
)

"""Replays: every step of a finished game as one seat saw it, from a table or an uploaded record.

Both are computed off the event loop (``replaying.Replayer``); an upload needs a player's
token and is limited per player (``Settings.replay_per_minute``, bursts of
``replay_burst``).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Request
from fastapi.responses import Response

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv, bearer
from seaboard.server.http.language import request_language

router = APIRouter()

SLOW_DOWN = N_("too many replays; wait a moment before uploading another record")


@router.post("/api/replay", response_model=m.Replay)
async def upload_replay(
    body: Annotated[dict[str, Any], Body()],
    srv: Srv,
    request: Request,
    seat: int | None = Query(default=None),
    authorization: Auth = None,
) -> Response:
    token = bearer(authorization)
    if token is None:
        raise Refused(N_("replaying a record needs a player token (Authorization: Bearer)"), 401)
    player_id, _ = await srv.players.player(token)
    if not srv.replay_limits.take(player_id):
        raise Refused(SLOW_DOWN, 429)
    return await replay_response(srv, body, seat, request_language(request))


async def replay_response(
    srv: Srv, data: dict[str, Any], seat: int | None, code: str = "en"
) -> Response:
    """The replay of ``data`` computed by a worker, as its JSON bytes, told in ``code``."""
    status, content = await srv.replayer.replay(data, seat, code)
    return Response(content, status_code=status, media_type="application/json")

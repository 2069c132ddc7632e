"""The quick-play routes: join the queue, leave it, and ask whether a table was found."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv, bearer

router = APIRouter(prefix="/api/quickplay")


@router.post("", response_model=m.QuickPlayStatus)
async def join(body: m.QuickPlayBody, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    known = await srv.players.known(bearer(authorization))
    return await srv.quickplay.join(known, body.game, body.players, body.bots_after)


@router.delete("", response_model=m.QuickPlayLeft)
async def leave(srv: Srv, authorization: Auth = None) -> dict[str, bool]:
    known = await srv.players.known(bearer(authorization))
    return await srv.quickplay.leave(known.player_id)


@router.get("", response_model=m.QuickPlayStatus)
async def status(srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    known = await srv.players.known(bearer(authorization))
    return await srv.quickplay.status(known.player_id)

"""The players' routes: a new player, and who a token is."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv, bearer

router = APIRouter(prefix="/api/players")


@router.post("", response_model=m.PlayerCreated)
async def new_player(body: m.NewPlayer, request: Request, srv: Srv) -> dict[str, str]:
    """A new guest (limited per address)."""
    address = request.client.host if request.client else None
    return await srv.players.new_player(body.name, address)


@router.get("/me", response_model=m.PlayerInfo)
async def me(srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    known = await srv.players.known(bearer(authorization))
    return {
        "player_id": known.player_id,
        "name": known.name,
        "account": known.account,
        "language": known.language,
    }

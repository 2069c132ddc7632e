"""The routes that end a game or give a seat back: resign, draw (and its decline), abandon,
claim the win, reclaim a seat from a bot; each for the caller's own seat."""

from __future__ import annotations

from fastapi import APIRouter

from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv, bearer

router = APIRouter(prefix="/api/tables")


@router.post("/{table_id}/resign", response_model=m.Ended)
async def resign(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.resign(table_id, player)}


@router.post("/{table_id}/draw", response_model=m.Ended)
async def draw(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    """Offer a draw, or accept the other side's standing offer."""
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.draw(table_id, player)}


@router.post("/{table_id}/draw/decline", response_model=m.Ended)
async def decline(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.decline(table_id, player)}


@router.post("/{table_id}/takeback", response_model=m.Ended)
async def takeback(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    """Ask the other players to let you take back your last action (casual tables)."""
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.takeback(table_id, player)}


@router.post("/{table_id}/takeback/accept", response_model=m.Ended)
async def takeback_accept(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    """Agree to a take-back request; with everyone agreed, the action is taken back."""
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.takeback_accept(table_id, player)}


@router.post("/{table_id}/takeback/decline", response_model=m.Ended)
async def takeback_decline(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.takeback_decline(table_id, player)}


@router.post("/{table_id}/abandon", response_model=m.Ended)
async def abandon(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.abandon(table_id, player)}


@router.post("/{table_id}/claim", response_model=m.Ended)
async def claim(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    """Claim the win over an opponent gone past the grace (two players)."""
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.claim(table_id, player)}


@router.post("/{table_id}/reclaim", response_model=m.Ended)
async def reclaim(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    return {"seq": await srv.endings.reclaim(table_id, player)}

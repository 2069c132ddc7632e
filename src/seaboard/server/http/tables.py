"""The tables' routes: create, list, show, join, leave, rematch, and a finished table's record."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv, bearer
from seaboard.server.http.language import request_language
from seaboard.server.http.lists import fitting
from seaboard.server.http.replays import replay_response

router = APIRouter(prefix="/api/tables")


@router.post("", response_model=m.TableCreated)
async def new_table(body: m.NewTable, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    player = await srv.players.player(bearer(authorization))
    return await srv.seating.create_table(player, body.model_dump())


@router.get("", response_model=list[m.TableInfo])
async def list_tables(srv: Srv) -> list[dict[str, Any]]:
    return fitting(m.TableInfo, await srv.public_tables())


@router.get("/{table_id}", response_model=m.TableInfo)
async def one_table(table_id: str, srv: Srv, request: Request) -> dict[str, Any]:
    return (await srv.cache.table(table_id)).info(request_language(request))


@router.post("/{table_id}/join", response_model=m.Joined)
async def join(
    table_id: str, srv: Srv, body: m.JoinBody | None = None, authorization: Auth = None
) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    seat = await srv.seating.join(table_id, player, body.seat if body else None)
    return {"seat": seat}


@router.post("/{table_id}/leave", response_model=m.Left)
async def leave(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, int]:
    player = await srv.players.player(bearer(authorization))
    return {"left": await srv.seating.leave(table_id, player)}


@router.post("/{table_id}/rematch", response_model=m.TableCreated)
async def rematch(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    player = await srv.players.player(bearer(authorization))
    return await srv.seating.rematch(table_id, player)


PRIVATE = N_("this table is private: its record and replay are for its players")


async def readable(srv: Srv, table_id: str, authorization: str | None) -> None:
    """Refused (403) unless the table is public or the caller sits at it (a private,
    invite-only table and its rematches are for their players)."""
    table = await srv.cache.table(table_id)
    if table.public:
        return
    token = bearer(authorization)
    if token is None or table.seat_of((await srv.players.player(token))[0]) is None:
        raise Refused(PRIVATE, 403)


@router.get("/{table_id}/record")
async def record(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    await readable(srv, table_id, authorization)
    return await srv.record(table_id)


@router.get("/{table_id}/replay", response_model=m.Replay)
async def table_replay(
    table_id: str,
    srv: Srv,
    request: Request,
    seat: int | None = Query(default=None),
    authorization: Auth = None,
) -> Response:
    await readable(srv, table_id, authorization)
    data = await srv.record(table_id)
    return await replay_response(srv, data, seat, request_language(request))

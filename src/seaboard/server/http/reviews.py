"""A finished table's game review: asked for with POST, read with GET (``server.reviews``).

Only once the game is over, and only for whoever may see its replay (a private table's
players).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv
from seaboard.server.http.tables import readable
from seaboard.server.table.states import OVER

router = APIRouter(prefix="/api/tables")

NOT_OVER = N_("the game is not over: its review is available once it ends")
NOT_ASKED = N_("nobody has asked for this game's review yet (POST to ask for it)")


@router.post("/{table_id}/review", response_model=m.Review)
async def ask_review(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    await readable(srv, table_id, authorization)
    table = await srv.cache.table(table_id)
    if table.status != OVER:
        raise Refused(NOT_OVER, 409)
    return await srv.reviews.ask(table_id, await srv.record(table_id))


@router.get("/{table_id}/review", response_model=m.Review)
async def get_review(table_id: str, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    await readable(srv, table_id, authorization)
    table = await srv.cache.table(table_id)
    if table.status != OVER:
        raise Refused(NOT_OVER, 409)
    answer = await srv.reviews.status(table_id)
    if answer is None and await srv.reviews.orphaned(table_id):
        # asked for at a process of the cluster that stopped before storing it: go on here
        answer = await srv.reviews.ask(table_id, await srv.record(table_id))
    if answer is None:
        raise Refused(NOT_ASKED, 404)
    return answer

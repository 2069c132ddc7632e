"""The ratings' routes: the bot levels offered, a player's profile, a group's leaderboard."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from seaboard.ratings import GROUPS, offered, player_counts
from seaboard.server.http import models as m
from seaboard.server.http.edge import Srv
from seaboard.server.http.language import told_in
from seaboard.server.profiles import leaderboard, profile
from seaboard.server.store.ratings import table_changes

router = APIRouter(prefix="/api")


@router.get("/bots", response_model=list[m.BotLevelInfo])
async def bots(request: Request) -> list[dict[str, Any]]:
    """The bot ladder, its levels' names and titles in the request's language."""
    return offered(told_in(request))


@router.get("/rating-groups")
async def rating_groups() -> dict[str, list[int]]:
    return {group: list(player_counts(group)) for group in GROUPS}


@router.get("/players/{player_id}")
async def player_profile(player_id: str, srv: Srv) -> dict[str, Any]:
    return await profile(srv.engine, player_id)


@router.get("/leaderboards/{game}/{group}")
async def group_leaderboard(game: str, group: str, srv: Srv, request: Request) -> dict[str, Any]:
    return await leaderboard(srv.engine, game, group, told_in(request))


@router.get("/tables/{table_id}/rating-changes")
async def rating_changes(table_id: str, srv: Srv) -> list[dict[str, Any]]:
    """Each player's rating before and after a rated table's game (the end panel's line)."""
    async with srv.engine.connect() as conn:
        return await table_changes(conn, table_id)

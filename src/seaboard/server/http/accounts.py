"""The accounts' routes: sign up, sign in and out, rename, a new password, and your games."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.http.edge import Auth, Srv, bearer
from seaboard.server.http.lists import fitting

router = APIRouter(prefix="/api")


def address(request: Request) -> str | None:
    return request.client.host if request.client else None


@router.post("/accounts", response_model=m.PlayerCreated)
async def sign_up(
    body: m.Credentials, request: Request, srv: Srv, authorization: Auth = None
) -> dict[str, str]:
    """A new account; with a guest's token, the guest becomes the account."""
    token = bearer(authorization)
    return await srv.accounts.sign_up(body.name, body.password, token, address(request))


@router.post("/sessions", response_model=m.PlayerCreated)
async def sign_in(body: m.Credentials, request: Request, srv: Srv) -> dict[str, str]:
    """A new session (a new token) for the account."""
    return await srv.accounts.sign_in(body.name, body.password, address(request))


@router.delete("/sessions", response_model=m.SignedOut)
async def sign_out(srv: Srv, authorization: Auth = None) -> dict[str, bool]:
    """End this token's session."""
    await srv.accounts.sign_out(bearer(authorization))
    return {"signed_out": True}


@router.patch("/players/me", response_model=m.PlayerInfo)
async def rename(body: m.Rename, srv: Srv, authorization: Auth = None) -> dict[str, Any]:
    """The same player under a new name, or in another language (``{"language": "de"}``)."""
    token = bearer(authorization)
    if body.name is None and body.language is None:
        raise Refused(N_("say a new name, a language, or both"), 400)
    known = await srv.players.known(token)
    if body.language is not None:
        await srv.players.set_language(known.player_id, body.language)
    done = {"player_id": known.player_id, "name": known.name}
    if body.name is not None:
        done = await srv.accounts.rename(token, body.name)
    return {**done, "account": known.account, "language": body.language or known.language}


@router.post("/players/me/password", response_model=m.SignedOut)
async def new_password(
    body: m.NewPassword, srv: Srv, authorization: Auth = None
) -> dict[str, bool]:
    """A new password; the account's other sessions end (``signed_out`` elsewhere)."""
    await srv.accounts.new_password(bearer(authorization), body.password, body.new_password)
    return {"signed_out": True}


@router.get("/players/me/tables", response_model=list[m.YourTable])
async def your_tables(srv: Srv, authorization: Auth = None) -> list[dict[str, Any]]:
    """The caller's tables: ongoing first, then finished, each newest first."""
    known = await srv.players.known(bearer(authorization))
    return fitting(m.YourTable, await srv.your_tables(known.player_id))

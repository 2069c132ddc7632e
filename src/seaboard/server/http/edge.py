"""What every route takes: the process's ``Server``, and the bearer token of a request."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Depends, Header, Request

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.server import Server

Auth = Annotated[str | None, Header(description="Bearer <player token>")]
ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": m.Problem} for code in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}


def server_of(request: Request) -> Server:
    """The server of the application serving the request."""
    server: Server = request.app.state.server
    return server


Srv = Annotated[Server, Depends(server_of)]


def bearer(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (None without the header)."""
    if authorization is None:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Refused(N_("the Authorization header must be 'Bearer <token>'"), 401)
    return token.strip()

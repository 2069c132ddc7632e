"""The FastAPI application: HTTP API under /api, websockets under /ws, the web client at /.

The routes live by resource (``players``, ``tables``, ``games``, ``replays``, ``pages``);
this module adds the limits, the error handlers and the server's life cycle.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.server.errors import Refused, Unavailable
from seaboard.server.guard import TOO_MANY
from seaboard.server.http import (
    accounts,
    api_docs,
    endings,
    games,
    language,
    lessons,
    pages,
    players,
    quickplay,
    ratings,
    replays,
    reviews,
    tables,
)
from seaboard.server.http.body_limit import BodyLimit
from seaboard.server.http.edge import ERRORS
from seaboard.server.http.headers import SecurityHeaders
from seaboard.server.http.language import told_in
from seaboard.server.protocol import MAX_BODY
from seaboard.server.server import Server
from seaboard.server.settings import Settings
from seaboard.server.ws import table_socket


def create_app(settings: Settings, server: Server | None = None) -> FastAPI:
    """The application; the server starts (and migrates its database) with it."""
    srv = server or Server(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await srv.start()
        app.state.server = srv
        try:
            yield
        finally:
            await srv.stop()

    app = FastAPI(
        title="Seaboard",
        version="1",
        lifespan=lifespan,
        responses=ERRORS,
        docs_url=None,  # served from packaged assets (``api_docs``), not a CDN
        redoc_url=None,
    )
    app.state.server = srv
    app.state.settings = settings

    @app.middleware("http")
    async def limit_guesses(request: Request, call_next: Any) -> Response:
        address = request.client.host if request.client else None
        guarded = "authorization" in request.headers
        if guarded and srv.guesses.blocked(address):
            return JSONResponse({"detail": TOO_MANY}, status_code=429)
        response: Response = await call_next(request)
        if guarded and response.status_code == 401:
            srv.guesses.failed(address)
        return response

    if settings.forwarded_allow_ips:  # the client named by a trusted proxy (uvicorn's rules)
        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=list(settings.forwarded_allow_ips))
    app.add_middleware(BodyLimit, limit=MAX_BODY)
    app.add_middleware(SecurityHeaders)  # added last: it wraps every answer, a 413 too
    app.add_exception_handler(RecursionError, too_deep)
    app.add_exception_handler(Refused, refused)  # type: ignore[arg-type]
    app.add_exception_handler(SQLAlchemyError, database_down)
    app.add_exception_handler(OSError, database_down)
    app.add_exception_handler(RequestValidationError, invalid)  # type: ignore[arg-type]
    app.add_exception_handler(StarletteHTTPException, http_error)  # type: ignore[arg-type]
    routers = (games.router, players.router, accounts.router, tables.router, replays.router)
    for router in (*routers, lessons.router, language.router):
        app.include_router(router)
    app.include_router(endings.router)
    app.include_router(reviews.router)
    app.include_router(ratings.router)
    app.include_router(quickplay.router)  # after players': /api/players/me comes first
    app.add_api_websocket_route("/ws/tables/{table_id}", table_socket)
    app.include_router(api_docs.router)
    app.include_router(pages.router)
    return app


async def refused(request: Request, err: Refused) -> JSONResponse:
    return JSONResponse({"detail": err.told(told_in(request))}, status_code=err.status)


async def too_deep(request: Request, err: Exception) -> JSONResponse:
    detail = told_in(request).t(N_("the request body is nested too deeply"))
    return JSONResponse({"detail": detail}, status_code=400)


async def database_down(request: Request, err: Exception) -> JSONResponse:
    return JSONResponse({"detail": Unavailable().told(told_in(request))}, status_code=503)


async def invalid(request: Request, err: RequestValidationError) -> JSONResponse:
    detail = validation_sentence(err, told_in(request))
    return JSONResponse({"detail": detail}, status_code=400)


async def http_error(request: Request, err: StarletteHTTPException) -> Response:
    detail = err.detail if isinstance(err.detail, str) else N_("bad request")
    if err.status_code == 404 and detail == "Not Found":
        if pages.wants_page(request):  # a browser's unknown page: the client says so in words
            return pages.client_page(404)
        detail = N_("there is nothing at this address")
    if err.status_code == 405:
        detail = N_("this address does not take that method")
    return JSONResponse({"detail": told_in(request).t(detail)}, status_code=err.status_code)


# pydantic's own sentences for the usual problems (English as pydantic says them), so that
# they are told in the reader's language too; any other stays pydantic's English.
PYDANTIC_SENTENCES = (
    N_("Field required"),
    N_("Input should be a valid integer"),
    N_("Input should be a valid integer, unable to parse string as an integer"),
    N_("Input should be a valid number"),
    N_("Input should be a valid number, unable to parse string as a number"),
    N_("Input should be a valid string"),
    N_("Input should be a valid boolean"),
    N_("Input should be a valid dictionary"),
    N_("Input should be a valid list"),
    N_("Input should be a valid dictionary or object to extract fields from"),
    N_("Input should be a finite number"),
    N_("is not valid"),
)


def validation_sentence(err: RequestValidationError, language: Language = ENGLISH) -> str:
    """The first validation problem as one sentence."""
    errors = err.errors()
    if not errors:
        return language.t(N_("the request is not valid"))
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body",))
    message = str(first.get("msg", "is not valid"))
    if message in PYDANTIC_SENTENCES:
        message = language.t(message)
    if first.get("type") == "json_invalid":
        return language.t(N_("the request body is not valid JSON"))
    if first.get("type") == "extra_forbidden":
        return language.t(N_("unknown field {field}"), field=repr(where))
    if where:
        return language.t(N_("{field}: {problem}"), field=where, problem=message)
    return message

"""The web client's pages and assets (built by ``make web`` into ``server/static``)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, PlainTextResponse, Response

from seaboard.engine.language import N_
from seaboard.engine.registry import names
from seaboard.server.errors import Refused

STATIC = Path(__file__).parent.parent / "static"

router = APIRouter(include_in_schema=False)


@router.get("/")
async def index() -> Response:
    return client_page()


@router.get("/tables/{table_id}")
async def table_page(table_id: str) -> Response:
    return client_page()


@router.get("/replay/{table_id}")
async def replay_page(table_id: str) -> Response:
    return client_page()


@router.get("/learn/{game}")
async def learn_page(game: str) -> Response:
    """A game's guided lesson (the client reads it from /api/lessons); 404 for no such game."""
    return client_page(200 if game in names() else 404)


@router.get("/your-games")
async def your_games_page() -> Response:
    return client_page()


@router.get("/sign-in")
async def sign_in_page() -> Response:
    return client_page()


@router.get("/players/{player_id}")
async def profile_page(player_id: str) -> Response:
    return client_page()


@router.get("/leaderboards/{game}/{group}")
async def leaderboard_page(game: str, group: str) -> Response:
    return client_page()


@router.get("/assets/{path:path}")
async def assets(path: str) -> Response:
    root = (STATIC / "assets").resolve()
    target = (root / path).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        raise Refused(N_("there is no such file"), 404)
    return FileResponse(target)


# Addresses whose unknown paths answer in JSON (the API) or plainly (files), never a page.
NOT_PAGES = ("/api/", "/ws/", "/assets/", "/docs", "/openapi")


def wants_page(request: Request) -> bool:
    """Whether a request that found no route is a person's browser asking for a page."""
    path = request.url.path
    if path == "/api" or path.startswith(NOT_PAGES):
        return False
    return "text/html" in request.headers.get("accept", "")


def client_page(status: int = 200) -> Response:
    """The client's page (it draws the page the address names, or says there is none)."""
    index = STATIC / "index.html"
    if index.is_file():
        return FileResponse(index, status_code=status, media_type="text/html")
    return PlainTextResponse(
        "The Seaboard web client is not built: run `make web`, then reload this page "
        "(the API is at /api, its description at /docs).\n",
        status_code=status,
    )

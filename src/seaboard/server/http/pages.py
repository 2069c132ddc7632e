"""The web client's pages and assets (built by ``make web`` into ``server/static``)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse, PlainTextResponse, Response

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
    """A game's guided lesson (the client reads it from /api/lessons)."""
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
        raise Refused("there is no such file", 404)
    return FileResponse(target)


def client_page() -> Response:
    index = STATIC / "index.html"
    if index.is_file():
        return FileResponse(index, media_type="text/html")
    return PlainTextResponse(
        "The Seaboard web client is not built: run `make web`, then reload this page "
        "(the API is at /api, its description at /docs).\n"
    )

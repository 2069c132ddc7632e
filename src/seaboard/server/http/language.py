"""A request's language: ``?lang=``, else its ``Accept-Language``, else English.

The client sends its reader's chosen language as ``Accept-Language`` on every call (and in
its websocket ``hello``); a first visit's request carries the browser's own header, which
``GET /api/language`` answers with the best language Seaboard tells in.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from seaboard.catalogues import LANGUAGES, NATIVE_NAMES, from_accept_language, language, supported
from seaboard.engine.language import Language

router = APIRouter()


def request_language(request: Request) -> str:
    """The code of the language to answer ``request`` in."""
    asked = request.query_params.get("lang")
    if asked:
        return supported(asked)
    return from_accept_language(request.headers.get("accept-language"))


def told_in(request: Request, game_name: str | None = None) -> Language:
    """The Language to answer ``request`` in (with ``game_name``'s words)."""
    return language(request_language(request), game_name)


@router.get("/api/language")
async def best_language(request: Request) -> Any:
    """The language to tell this browser in, and every language Seaboard tells in."""
    return {
        "language": request_language(request),
        "languages": [{"code": code, "name": NATIVE_NAMES[code]} for code in LANGUAGES],
    }

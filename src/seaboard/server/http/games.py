"""The games' routes: the games this server offers, and a game's rules text."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from seaboard.catalogues import game_document
from seaboard.engine import SeaboardError, game_class
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.http.language import request_language
from seaboard.server.lobby import games_info

router = APIRouter(prefix="/api/games")


@router.get("", response_model=list[m.GameInfo])
async def list_games(request: Request) -> list[dict[str, Any]]:
    """Every game, its options' words in the request's language."""
    return games_info(request.app.state.settings.forbidden_options, request_language(request))


@router.get("/{name}/rules", response_model=m.RulesText)
async def rules(name: str, request: Request) -> dict[str, Any]:
    """The game's rules in the request's language (its package's rules.md, rules.de.md)."""
    try:
        cls = game_class(name)
    except SeaboardError as err:
        raise Refused.of(err, 404) from None
    text = game_document(cls.name, "rules", request_language(request)) or ""
    return {"name": cls.name, "title": cls.title, "text": text}

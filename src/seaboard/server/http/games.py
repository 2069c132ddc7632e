"""The games' routes: the games this server offers, and a game's rules text."""

from __future__ import annotations

from importlib import resources
from typing import Any

from fastapi import APIRouter, Request

from seaboard.engine import SeaboardError, game_class
from seaboard.server.errors import Refused
from seaboard.server.http import models as m
from seaboard.server.lobby import games_info

router = APIRouter(prefix="/api/games")


@router.get("", response_model=list[m.GameInfo])
async def list_games(request: Request) -> list[dict[str, Any]]:
    return games_info(request.app.state.settings.forbidden_options)


@router.get("/{name}/rules", response_model=m.RulesText)
async def rules(name: str) -> dict[str, Any]:
    try:
        cls = game_class(name)
    except SeaboardError as err:
        raise Refused.of(err, 404) from None
    package = cls.__module__.rsplit(".", 1)[0]
    text = resources.files(package).joinpath("rules.md").read_text()
    return {"name": cls.name, "title": cls.title, "text": text}

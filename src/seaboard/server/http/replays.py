"""Replays: every step of a finished game as one seat saw it, from a table or an uploaded record."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Query

from seaboard.engine import NotationError, SeaboardError, load
from seaboard.records import FORMAT, Record
from seaboard.server.errors import Refused
from seaboard.server.http import models as m

MAX_REPLAY_ACTIONS = 20_000

router = APIRouter()


@router.post("/api/replay", response_model=m.Replay)
async def upload_replay(
    body: Annotated[dict[str, Any], Body()], seat: int | None = Query(default=None)
) -> dict[str, Any]:
    return replay_of(body, seat)


def replay_of(data: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Every step of a finished game (a record's JSON) as ``seat`` saw it."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Refused("this is not a Seaboard record")
    try:
        record = load_record_json(data)
        states = record.states()
    except SeaboardError as err:
        raise Refused(str(err)) from None
    game = record.game
    if seat is not None and not 0 <= seat < game.players:
        raise Refused(f"seat {seat} does not exist; seats are 0..{game.players - 1}")
    # the server's records name a seat by its player, or "bot:<spec>" / "empty"
    names = tuple(None if s == "empty" or s.startswith("bot:") else s for s in record.seats)
    steps: list[dict[str, Any]] = [{"seq": 0, "view": states[0].view(seat), "last": None}]
    for i, text in enumerate(record.actions, start=1):
        before, after = states[i - 1], states[i]
        action = game.parse_action(text)
        steps.append(
            {
                "seq": i,
                "view": after.view(seat),
                "last": {
                    "seat": before.to_move,
                    "action": str(action),
                    "data": action.data(),
                    "text": before.describe(action, seat, after, names),
                },
            }
        )
    return {
        "game": game.name,
        "title": game.title,
        "players": game.players,
        "options": dict(game.options),
        "seat": seat,
        "steps": steps,
        "result": result if isinstance(result := data.get("result"), dict) else None,
    }


def load_record_json(data: dict[str, Any]) -> Record:
    """A Record from parsed JSON, with the checks of ``load_record`` (SeaboardError)."""
    for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int)):
        value = data.get(key)
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise NotationError(f"field {key!r} must be {kind.__name__}")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise NotationError("field 'actions' must be a list of notations")
    if len(actions) > MAX_REPLAY_ACTIONS:
        raise NotationError(f"a record may hold at most {MAX_REPLAY_ACTIONS} actions here")
    seats = data.get("seats", [])
    if not isinstance(seats, list):
        raise NotationError("field 'seats' must be a list")
    options = data["options"]
    if data["game"] == "land-vs-sea" and options.get("tiles") is not None:
        raise NotationError("option 'tiles' cannot be set on this server")
    game = load(data["game"], data["players"], **options)
    return Record(game, data["seed"], [str(s) for s in seats], list(actions))

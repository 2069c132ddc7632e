"""Replays of finished games, computed off the event loop with bounded work.

A replay (every step of a record as one seat saw it) runs in a worker process: at most
``MAX_REPLAY_ACTIONS`` actions and ``Settings.replay_cpu_seconds`` of CPU time each, at most
``Settings.replay_pending`` at once (beyond: 503), and the answer's JSON is encoded there,
so the event loop only passes bytes along.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from seaboard.catalogues import language
from seaboard.engine import NotationError, SeaboardError, load
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.records import FORMAT, Record
from seaboard.server.errors import Refused
from seaboard.server.result_words import teams_of, told
from seaboard.server.table.live import display_name
from seaboard.server.table.record import EMPTY, seat_of_record

MAX_REPLAY_ACTIONS = 20_000
BUSY = N_("the server is replaying other records right now; try again in a moment")


def replay_of(
    data: dict[str, Any], seat: int | None, cpu_seconds: float | None = None, code: str = "en"
) -> dict[str, Any]:
    """Every step of a finished game (a record's JSON) as ``seat`` saw it, told in the
    language ``code`` (Refused)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Refused(N_("this is not a Seaboard record"))
    try:
        record = load_record_json(data)
    except SeaboardError as err:
        raise Refused.of(err) from None
    game = record.game
    if seat is not None and not 0 <= seat < game.players:
        raise Refused(
            N_("seat {seat} does not exist; seats are 0..{last}"), seat=seat, last=game.players - 1
        )
    assert record.seed is not None  # load_record_json requires one
    deadline = None if cpu_seconds is None else time.process_time() + cpu_seconds
    state = game.new(record.seed)
    words = language(code, game.name)
    seats = replay_seats(record, words)
    names = tuple(s["display_name"] for s in seats)
    words = language(code, game.name)
    steps: list[dict[str, Any]] = [{"seq": 0, "view": state.view(seat), "last": None}]
    for i, text in enumerate(record.actions, start=1):
        if deadline is not None and time.process_time() > deadline:
            raise Refused(
                N_(
                    "the record took more than {seconds} seconds to replay (stopped at "
                    "action {number} of {total}); nothing is shown"
                ),
                413,
                seconds=f"{cpu_seconds:g}",
                number=i,
                total=len(record.actions),
            )
        try:
            action = game.parse_action(text)
            after = state.play(action)
        except SeaboardError as err:
            raise Refused.around(
                N_("record action {number} ({action}): {error}"), err, number=i, action=repr(text)
            ) from None
        steps.append(
            {
                "seq": i,
                "view": after.view(seat),
                "last": {
                    "seat": state.to_move,
                    "action": str(action),
                    "shown": game.notation_for(action, seat),  # as the reader types it
                    "data": action.data(),
                    "text": state.describe(action, seat, after, names, words),
                },
            }
        )
        state = after
    return {
        "game": game.name,
        "title": game.title,
        "players": game.players,
        "options": dict(game.options),
        "seat": seat,
        "seats": seats,
        "steps": steps,
        "result": result if isinstance(result := data.get("result"), dict) else None,
        "told": told(
            result if isinstance(result, dict) else None,
            [s["display_name"] or s["role"] for s in seats],
            teams_of(game),
            seat,
            words,
        ),
    }


def replay_seats(record: Record, told_in: Language = ENGLISH) -> list[dict[str, Any]]:
    """The record's seats as the table's seat list names them (``display_name``), in the
    language ``told_in``."""
    out = []
    for i in range(record.game.players):
        seat = seat_of_record(record.seats[i] if i < len(record.seats) else EMPTY)
        out.append(
            {
                "seat": i,
                "role": record.game.role_name(i, told_in),
                "name": seat.name,
                "bot": seat.bot,
                "display_name": display_name(i, seat, told_in),
            }
        )
    return out


def load_record_json(data: dict[str, Any]) -> Record:
    """A Record from parsed JSON, with the checks of ``load_record`` (SeaboardError)."""
    for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int)):
        value = data.get(key)
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise NotationError(N_("field {key} must be {kind}"), key=repr(key), kind=kind.__name__)
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise NotationError(N_("field 'actions' must be a list of notations"))
    if len(actions) > MAX_REPLAY_ACTIONS:
        raise NotationError(
            N_("a record may hold at most {most} actions here"), most=MAX_REPLAY_ACTIONS
        )
    seats = data.get("seats", [])
    if not isinstance(seats, list):
        raise NotationError(N_("field 'seats' must be a list"))
    options = data["options"]
    if data["game"] == "land-vs-sea" and options.get("tiles") is not None:
        raise NotationError(N_("option {key} cannot be set on this server"), key="'tiles'")
    game = load(data["game"], data["players"], **options)
    return Record(game, data["seed"], [str(s) for s in seats], list(actions))


def replay_bytes(
    data: dict[str, Any], seat: int | None, cpu_seconds: float, code: str = "en"
) -> tuple[int, bytes]:
    """In a worker: (HTTP status, JSON body) of the replay, or of its refusal, in ``code``."""
    try:
        body: dict[str, Any] = replay_of(data, seat, cpu_seconds, code)
        status = 200
    except Refused as err:
        body, status = {"detail": err.told(language(code))}, err.status
    except RecursionError:
        body = {"detail": language(code).t(N_("the record is nested too deeply"))}
        status = 400
    return status, json.dumps(body, separators=(",", ":")).encode()


class Replayer:
    """The worker processes replays run in (started at the first replay)."""

    def __init__(self, workers: int, pending: int, cpu_seconds: float) -> None:
        self.workers = max(1, workers)
        self.pending_limit = pending
        self.cpu_seconds = cpu_seconds
        self.pending = 0
        self._pool: ProcessPoolExecutor | None = None

    async def replay(
        self, data: dict[str, Any], seat: int | None, code: str = "en"
    ) -> tuple[int, bytes]:
        """(status, JSON body) of a replay; Refused (503) when too many are waiting."""
        if self.pending >= self.pending_limit:
            raise Refused(BUSY, 503)
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(self.workers, mp_context=context)
        self.pending += 1
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(
                self._pool, replay_bytes, data, seat, self.cpu_seconds, code
            )
        finally:
            self.pending -= 1

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

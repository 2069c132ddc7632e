"""Learning a game: its guided lesson (lessons.json, served statelessly) and its player guide."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from fastapi import APIRouter, Body, Request
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel

from seaboard.catalogues import game_document, language
from seaboard.engine import SeaboardError, State, game_class, load
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.server.errors import Refused
from seaboard.server.http.language import request_language, told_in
from seaboard.server.protocol import MAX_NOTATION

router = APIRouter()


class LessonMove(BaseModel):
    """The body of a lesson answer: the move the player made, in canonical notation, and
    (for a step that goes on from the one before) the right move they made there."""

    action: str
    before: str | None = None


class Lesson:
    """One game's lesson script, read once from its package and checked by the engine."""

    def __init__(self, script: dict[str, Any]) -> None:
        self.game = str(script["game"])
        self.title = str(script["title"])
        self.steps: list[dict[str, Any]] = list(script["steps"])

    def state(self, step: int) -> State:
        """The prepared position of a step, set up through the game's ``state_from_json``."""
        saved = self.steps[step]["state"]
        game = load(saved["game"], saved["players"], **saved["options"])
        return game.state_from_json(saved)

    def step_info(self, step: int, words: Language = ENGLISH) -> dict[str, Any]:
        """What the client draws for a step: the words (in ``words``), the seat's view and
        what to highlight."""
        raw = self.steps[step]
        seat = int(raw["seat"])
        state = self.state(step)
        view = state.view(seat)
        right = [a for group in raw["right"] for a in group["actions"]]
        marked = raw.get("highlight", right)
        return {
            "step": step + 1,
            "title": words.t(raw["title"]),
            "sentence": words.t(raw["sentence"]),
            "goal": words.t(raw["goal"]),
            "seat": seat,
            "names": raw.get("names")
            or [state.game.role_name(s, words) for s in range(state.game.players)],
            "view": view,
            "legal": _legal(state, seat),
            "highlight": [{"action": a, "data": state.game.parse_action(a).data()} for a in marked],
            "continues": bool(raw.get("continues")),
        }

    def position(self, step: int, before: str | None) -> State:
        """A step's position: the stored one, or for a step that goes on from the one before,
        that step's position after the learner's right move there (``before``)."""
        if before is None:
            return self.state(step)
        if not self.steps[step].get("continues"):
            raise LessonRefused(
                N_("step {step} does not go on from the step before it"), step=step + 1
            )
        rights = {a for group in self.steps[step - 1]["right"] for a in group["actions"]}
        if before not in rights:
            raise LessonRefused(
                N_("{move} is not a right move of step {step}"), move=repr(before), step=step
            )
        return self.state(step - 1).play(before)

    def answer(
        self, step: int, notation: str, before: str | None = None, words: Language = ENGLISH
    ) -> dict[str, Any]:
        """Play a move on a step's position: right or wrong, why, and the position after it,
        told in ``words``."""
        raw = self.steps[step]
        seat = int(raw["seat"])
        state = self.position(step, before)
        try:
            action = state.game.parse_action(notation)
            after = state.play(action)
        except SeaboardError as err:
            raise LessonRefused(str(err), told=err.told) from None
        canonical = str(action)
        verdict = _verdict(raw, canonical)
        return {
            "step": step + 1,
            "action": canonical,
            "right": verdict[0],
            "why": words.t(verdict[1]),
            "text": state.describe(action, seat, after, language=words),
            "view": after.view(seat),
            "legal": _legal(after, seat),
            "last": step + 1 == len(self.steps),
        }


class LessonRefused(Refused):
    """A lesson request that cannot be answered, with its sentence and status."""


def _legal(state: State, seat: int) -> list[str]:
    if state.is_terminal or state.to_move != seat:
        return []
    return [str(a) for a in state.legal_actions()]


def _verdict(raw: dict[str, Any], action: str) -> tuple[bool, str]:
    for group in raw["right"]:
        if action in group["actions"]:
            return True, str(group["why"])
    for group in raw.get("wrong", []):
        if action in group["actions"]:
            return False, str(group["why"])
    return False, str(raw["otherwise"])


@cache
def lesson(name: str) -> Lesson:
    """The lesson of a game by its name; LessonRefused (404) when it has none."""
    try:
        cls = game_class(name)
    except SeaboardError as err:
        raise LessonRefused(str(err), 404, told=err.told) from None
    package = cls.__module__.rsplit(".", 1)[0]
    source = resources.files(package).joinpath("lessons.json")
    if not source.is_file():
        raise LessonRefused(N_("{title} has no lesson yet"), 404, title=cls.title)
    return Lesson(json.loads(source.read_text()))


def _step_index(found: Lesson, step: int) -> int:
    if not 1 <= step <= len(found.steps):
        raise LessonRefused(
            N_("the lesson has steps 1 to {last}, not {step}"),
            404,
            last=len(found.steps),
            step=step,
        )
    return step - 1


def _refusal(err: Refused, request: Request) -> Response:
    return JSONResponse({"detail": err.told(told_in(request))}, status_code=err.status)


@router.get("/api/lessons/{game}")
async def lesson_steps(game: str, request: Request) -> Any:
    """Every step of a game's lesson, with the position drawn as the learner's seat sees it,
    its words in the request's language."""
    try:
        found = lesson(game)
        words = language(request_language(request), found.game)
        steps = [found.step_info(i, words) for i in range(len(found.steps))]
    except LessonRefused as err:
        return _refusal(err, request)
    return {"game": found.game, "title": words.t(found.title), "steps": steps}


@router.post("/api/lessons/{game}/{step}")
async def lesson_move(
    game: str,
    step: int,
    request: Request,
    body: LessonMove = Body(),  # noqa: B008
) -> Any:
    """Play the submitted move on the step's prepared position and say whether it was right."""
    if max(len(body.action), len(body.before or "")) > MAX_NOTATION:
        too_long = LessonRefused(
            N_("a move is at most {limit} characters long"), limit=MAX_NOTATION
        )
        return _refusal(too_long, request)
    try:
        found = lesson(game)
        words = language(request_language(request), found.game)
        return found.answer(_step_index(found, step), body.action, body.before, words)
    except LessonRefused as err:
        return _refusal(err, request)


@router.get("/api/games/{game}/guide")
async def game_guide(game: str, request: Request) -> Any:
    """The game's rules written for players (its package's guide.md, guide.de.md: markdown),
    in the request's language."""
    try:
        cls = game_class(game)
    except SeaboardError as err:
        return _refusal(Refused.of(err, 404), request)
    text = game_document(cls.name, "guide", request_language(request))
    if text is None:
        missing = LessonRefused(N_("{title} has no guide for players yet"), 404, title=cls.title)
        return _refusal(missing, request)
    return {"name": cls.name, "title": cls.title, "text": text}

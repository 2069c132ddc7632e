"""Learning a game: its guided lesson (lessons.json, served statelessly) and its player guide."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from fastapi import APIRouter, Body
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel

from seaboard.engine import SeaboardError, State, game_class, load
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

    def step_info(self, step: int) -> dict[str, Any]:
        """What the client draws for a step: the words, the seat's view and what to highlight."""
        raw = self.steps[step]
        seat = int(raw["seat"])
        state = self.state(step)
        view = state.view(seat)
        right = [a for group in raw["right"] for a in group["actions"]]
        marked = raw.get("highlight", right)
        return {
            "step": step + 1,
            "title": raw["title"],
            "sentence": raw["sentence"],
            "goal": raw["goal"],
            "seat": seat,
            "names": raw.get("names")
            or [state.game.role_name(s) for s in range(state.game.players)],
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
            raise LessonRefused(f"step {step + 1} does not go on from the step before it")
        rights = {a for group in self.steps[step - 1]["right"] for a in group["actions"]}
        if before not in rights:
            raise LessonRefused(f"{before!r} is not a right move of step {step}")
        return self.state(step - 1).play(before)

    def answer(self, step: int, notation: str, before: str | None = None) -> dict[str, Any]:
        """Play a move on a step's position: right or wrong, why, and the position after it."""
        raw = self.steps[step]
        seat = int(raw["seat"])
        state = self.position(step, before)
        try:
            action = state.game.parse_action(notation)
            after = state.play(action)
        except SeaboardError as err:
            raise LessonRefused(str(err)) from None
        canonical = str(action)
        verdict = _verdict(raw, canonical)
        return {
            "step": step + 1,
            "action": canonical,
            "right": verdict[0],
            "why": verdict[1],
            "text": state.describe(action, seat, after),
            "view": after.view(seat),
            "legal": _legal(after, seat),
            "last": step + 1 == len(self.steps),
        }


class LessonRefused(Exception):
    """A lesson request that cannot be answered, with its sentence and status."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


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
        raise LessonRefused(str(err), 404) from None
    package = cls.__module__.rsplit(".", 1)[0]
    source = resources.files(package).joinpath("lessons.json")
    if not source.is_file():
        raise LessonRefused(f"{cls.title} has no lesson yet", 404)
    return Lesson(json.loads(source.read_text()))


def _step_index(found: Lesson, step: int) -> int:
    if not 1 <= step <= len(found.steps):
        raise LessonRefused(f"the lesson has steps 1 to {len(found.steps)}, not {step}", 404)
    return step - 1


def _refusal(err: LessonRefused) -> Response:
    return JSONResponse({"detail": err.message}, status_code=err.status)


@router.get("/api/lessons/{game}")
async def lesson_steps(game: str) -> Any:
    """Every step of a game's lesson, with the position drawn as the learner's seat sees it."""
    try:
        found = lesson(game)
        steps = [found.step_info(i) for i in range(len(found.steps))]
    except LessonRefused as err:
        return _refusal(err)
    return {"game": found.game, "title": found.title, "steps": steps}


@router.post("/api/lessons/{game}/{step}")
async def lesson_move(game: str, step: int, body: LessonMove = Body()) -> Any:  # noqa: B008
    """Play the submitted move on the step's prepared position and say whether it was right."""
    if max(len(body.action), len(body.before or "")) > MAX_NOTATION:
        return _refusal(LessonRefused(f"a move is at most {MAX_NOTATION} characters long"))
    try:
        found = lesson(game)
        return found.answer(_step_index(found, step), body.action, body.before)
    except LessonRefused as err:
        return _refusal(err)


@router.get("/api/games/{game}/guide")
async def game_guide(game: str) -> Any:
    """The game's rules written for players (its package's guide.md, markdown)."""
    try:
        cls = game_class(game)
    except SeaboardError as err:
        return _refusal(LessonRefused(str(err), 404))
    package = cls.__module__.rsplit(".", 1)[0]
    source = resources.files(package).joinpath("guide.md")
    if not source.is_file():
        return _refusal(LessonRefused(f"{cls.title} has no guide for players yet", 404))
    return {"name": cls.name, "title": cls.title, "text": source.read_text()}

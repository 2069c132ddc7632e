"""Building a game's guided lesson from seeded playouts, and writing every game's lesson.

Each game's ``front/lessons.py`` has a ``build()`` returning its lesson script; this module
holds what the builders share: finding positions in seeded games (random moves, or the
greedy bot where random play rarely reaches the moment) and freezing a step with
``to_json``. ``python -m seaboard.lesson_builder [game ...]`` writes the lessons of the
named games (every registered game with a builder when none is named) into
``src/seaboard/games/<pkg>/lessons.json``; the output is the same every time.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from seaboard.bots.base import InfoState, make_bot
from seaboard.engine import Game, State, names
from seaboard.per_game import package_of, part

GAMES_DIR = Path(__file__).resolve().parent / "games"
Found = tuple[list[str], list[dict[str, Any]]] | None  # right moves, wrong groups


def positions(game: Game, seeds: range, greedy: bool = False) -> Iterator[State]:
    """Every position of seeded playouts where seat 0 is to move."""
    bot = make_bot("greedy:samples=1") if greedy else None
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new(seed)
        while not state.is_terminal:
            mover = state.to_move
            assert mover is not None  # a game that is not over has a player to move
            if mover == 0:
                yield state
            legal = state.legal_actions()
            if bot is not None:
                action = bot.choose(InfoState.of(state, mover), rng)
            else:
                action = rng.choice(legal)
            state = state.apply(action)


def find(
    game: Game, test: Callable[[State], Found], seeds: range, greedy: bool = False
) -> tuple[State, list[str], list[dict[str, Any]]]:
    """The first position of the seeded playouts that ``test`` accepts, with its moves."""
    for state in positions(game, seeds, greedy):
        got = test(state)
        if got is not None:
            return state, got[0], got[1]
    raise SystemExit(f"{game.name}: no position found for {test.__name__}")


def step(
    state: State,
    right: list[str],
    why: str,
    wrong: list[dict[str, Any]],
    otherwise: str,
    **words: str,
) -> dict[str, Any]:
    """One step of a lesson: its words, the frozen position and the right and wrong moves."""
    legal = {str(a) for a in state.legal_actions()}
    assert right and set(right) <= legal, (words["title"], right)
    return {
        "title": words["title"],
        "sentence": words["sentence"],
        "goal": words["goal"],
        "seat": 0,
        "state": state.to_json(),
        "right": [{"actions": sorted(right), "why": why}],
        "wrong": wrong,
        "otherwise": otherwise,
    }


def continued(following: dict[str, Any], before: State, moves: list[str]) -> dict[str, Any]:
    """Mark a step as going on from the one before: the learner's own move there (any of
    ``moves``, played on ``before``) makes this step's position, so each of those positions
    must allow this step's right and wrong moves. The stored position is shown until then."""
    asked = {a for group in (*following["right"], *following["wrong"]) for a in group["actions"]}
    for move in moves:
        legal_there = {str(a) for a in before.play(move).legal_actions()}
        assert asked <= legal_there, (following["title"], move, sorted(asked - legal_there))
    return {**following, "continues": True}


def after(state: State, action: str) -> State:
    """The position after playing ``action`` (notation)."""
    return state.play(action)


def legal(state: State) -> list[str]:
    """The legal moves of a position, as notation."""
    return [str(a) for a in state.legal_actions()]


def builders() -> dict[str, Callable[[], dict[str, Any]]]:
    """Every registered game's lesson builder (its ``front.lessons.build``), by game name."""
    found: dict[str, Callable[[], dict[str, Any]]] = {}
    for name in names():
        module = part(name, "lessons")
        if module is not None:
            found[name] = module.build
    return found


def lesson_path(game_name: str) -> Path:
    """Where a game's lesson script lives: ``lessons.json`` in its package."""
    return GAMES_DIR / package_of(game_name).rsplit(".", 1)[1] / "lessons.json"


def written(script: dict[str, Any]) -> str:
    """The text of a lesson file, exactly as it is committed."""
    return json.dumps(script, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write the lessons of the named games (all with a builder when none is named)."""
    table = builders()
    chosen = sys.argv[1:] if argv is None else argv
    unknown = [n for n in chosen if n not in table]
    if unknown:
        print(
            f"no lesson builder for {', '.join(unknown)}; games with one: {', '.join(table)}",
            file=sys.stderr,
        )
        return 2
    for name in chosen or list(table):
        script = table[name]()
        path = lesson_path(name)
        path.write_text(written(script))
        print(f"{path}: {len(script['steps'])} steps")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Golden playthroughs: one seeded game per registered game, every action and every view.

``make golden`` (``python tests/golden_regen.py``) rewrites each game's own golden.json
(``src/seaboard/games/<pkg>/golden.json``, package data beside its rules) and, for each
other language, ``golden.<lang>.json`` with the same game told in that language (the
actions and the texts; the views hold no words). The test suite replays each file and
compares it with what the game does now.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path
from typing import Any

SRC = Path(__file__).resolve().parent.parent / "src"
sys.path.insert(0, str(SRC))

from seaboard.catalogues import LANGUAGES, language  # noqa: E402
from seaboard.engine import Game, game_class, load, names  # noqa: E402
from seaboard.engine.language import ENGLISH, Language  # noqa: E402
from seaboard.per_game import package_of  # noqa: E402

SEED = 2026


def golden_game(name: str) -> Game:
    """The configuration a game's golden playthrough uses: its first conformance config."""
    players, options = game_class(name).conformance_configs()[0]
    return load(name, players, **options)


def playthrough(game: Game, seed: int = SEED, told: Language = ENGLISH) -> dict[str, Any]:
    """Play random actions from the seed; record each action, every seat's view before it and
    how the action is told to each seat (in ``told``; views only for English)."""
    rng = random.Random(seed)
    state = game.new(seed)
    steps = []
    seats: list[int | None] = [None, *range(game.players)]
    words = told is not ENGLISH
    start = {str(s): state.describe_start(s, language=told) for s in seats}
    while True:
        views = {} if words else {str(s): state.view(s) for s in seats}
        if state.is_terminal:
            if not words:
                steps.append({"views": views})
            break
        action = rng.choice(state.legal_actions())
        after = state.play(action)
        texts = {str(s): state.describe(action, s, after, language=told) for s in seats}
        step: dict[str, Any] = {"action": str(action), "texts": texts}
        if not words:
            step["views"] = views
        steps.append(step)
        state = after
    head = {"language": told.code, "start": start} if words else {}
    return {**game.config(), "seed": seed, **head, "steps": steps}


def path_for(name: str, code: str = "en") -> Path:
    """The game's golden playthrough: ``golden.json`` (``golden.<lang>.json``) in its package."""
    package = importlib.import_module(package_of(name))
    file = "golden.json" if code == "en" else f"golden.{code}.json"
    return Path(str(package.__file__)).parent / file


def told_in(name: str, code: str) -> dict[str, Any]:
    """The golden game told in language ``code``."""
    return playthrough(golden_game(name), SEED, language(code, name))


def write(name: str, code: str = "en") -> Path:
    path = path_for(name, code)
    data = playthrough(golden_game(name)) if code == "en" else told_in(name, code)
    steps = data.pop("steps")
    head = json.dumps(data, sort_keys=True)[:-1]
    lines = ",\n".join(json.dumps(step, separators=(",", ":"), sort_keys=True) for step in steps)
    path.write_text(f'{head}, "steps": [\n{lines}\n]}}\n')
    return path


if __name__ == "__main__":
    import seaboard  # noqa: F401  (registers the built-in games)

    for game_name in sys.argv[1:] or names():
        for code in LANGUAGES:
            print(f"wrote {write(game_name, code)}")

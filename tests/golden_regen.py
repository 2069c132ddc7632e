"""Golden playthroughs: one seeded game per registered game, every action and every view.

``make golden`` (``python tests/golden_regen.py``) rewrites each game's own golden.json
(``src/seaboard/games/<pkg>/golden.json``, package data beside its rules); the test suite
replays each file and compares it with what the game does now.
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

from seaboard.engine import Game, game_class, load, names  # noqa: E402
from seaboard.per_game import package_of  # noqa: E402

SEED = 2026


def golden_game(name: str) -> Game:
    """The configuration a game's golden playthrough uses: its first conformance config."""
    players, options = game_class(name).conformance_configs()[0]
    return load(name, players, **options)


def playthrough(game: Game, seed: int = SEED) -> dict[str, Any]:
    """Play random actions from the seed; record each action, every seat's view before it and
    how the action is told to each seat."""
    rng = random.Random(seed)
    state = game.new(seed)
    steps = []
    seats: list[int | None] = [None, *range(game.players)]
    while True:
        views = {str(s): state.view(s) for s in seats}
        if state.is_terminal:
            steps.append({"views": views})
            break
        action = rng.choice(state.legal_actions())
        after = state.play(action)
        texts = {str(s): state.describe(action, s, after) for s in seats}
        steps.append({"action": str(action), "views": views, "texts": texts})
        state = after
    return {**game.config(), "seed": seed, "steps": steps}


def path_for(name: str) -> Path:
    """The game's golden playthrough: ``golden.json`` in its package."""
    package = importlib.import_module(package_of(name))
    return Path(str(package.__file__)).parent / "golden.json"


def write(name: str) -> Path:
    path = path_for(name)
    data = playthrough(golden_game(name))
    steps = data.pop("steps")
    head = json.dumps(data, sort_keys=True)[:-1]
    lines = ",\n".join(json.dumps(step, separators=(",", ":"), sort_keys=True) for step in steps)
    path.write_text(f'{head}, "steps": [\n{lines}\n]}}\n')
    return path


if __name__ == "__main__":
    import seaboard  # noqa: F401  (registers the built-in games)

    for game_name in sys.argv[1:] or names():
        print(f"wrote {write(game_name)}")

"""Game records: the JSON file every game played in the terminal is saved as."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from seaboard.engine import Game, NotationError, SeaboardError, State, load

FORMAT = "seaboard-record"


@dataclass
class Record:
    """A game's configuration, seed, seats and actions, and its result once it is over."""

    game: Game
    seed: int
    seats: list[str]
    actions: list[str] = field(default_factory=list)
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))

    def to_json(self, state: State | None = None) -> dict[str, Any]:
        """The record as JSON, with the result when ``state`` is over."""
        result = None
        if state is not None and state.is_terminal:
            result = {"scores": list(state.scores), "winners": sorted(state.winners)}
        return {
            "format": FORMAT,
            "version": 1,
            **self.game.config(),
            "seed": self.seed,
            "seats": self.seats,
            "actions": self.actions,
            "result": result,
            "created": self.created,
        }

    def save(self, path: Path, state: State | None = None) -> None:
        """Write the record (atomically, so a crash never leaves half a file)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(self.to_json(state), indent=1) + "\n")
        tmp.replace(path)

    def states(self) -> list[State]:
        """Every state of the game, from the first to the last action."""
        state = self.game.new(self.seed)
        out = [state]
        for i, action in enumerate(self.actions):
            try:
                state = state.play(action)
            except SeaboardError as err:
                raise NotationError(f"record action {i + 1} ({action!r}): {err}") from None
            out.append(state)
        return out


def load_record(path: Path) -> Record:
    """Read a record file; NotationError names what is wrong with it."""
    try:
        data = json.loads(path.read_text())
    except OSError as err:
        raise NotationError(f"cannot read {path}: {err.strerror}") from None
    except json.JSONDecodeError as err:
        raise NotationError(f"{path} is not JSON: {err.msg} at line {err.lineno}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise NotationError(f"{path} is not a Seaboard record")
    for key, kind in (("game", str), ("players", int), ("options", dict), ("seed", int)):
        if not isinstance(data.get(key), kind):
            raise NotationError(f"{path}: field {key!r} must be {kind.__name__}")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise NotationError(f"{path}: field 'actions' must be a list of notations")
    seats = data.get("seats", [])
    if not isinstance(seats, list):
        raise NotationError(f"{path}: field 'seats' must be a list")
    game = load(data["game"], data["players"], **data["options"])
    return Record(
        game, data["seed"], [str(s) for s in seats], list(actions), str(data.get("created", ""))
    )


def default_path(game: Game, seed: int) -> Path:
    """Where ``seaboard play`` saves a record unless told otherwise."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return Path("records") / f"{stamp}-{game.name}-{seed}.json"

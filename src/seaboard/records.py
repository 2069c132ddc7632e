"""Game records: the JSON file every game played in the terminal (and on the server) is kept as.

A record names its game by a short random id and lives in ``datadir.records_dir()`` as
``<id>.json``. A seed the program drew itself is a secret while the game goes on (with the
seed and the public actions anyone could rebuild every hidden hand): the live record keeps
``"seed": null`` and gets the seed once the game is over or abandoned. A seed the user chose
is the user's business and is written from the start.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from seaboard.datadir import records_dir
from seaboard.engine import Game, NotationError, SeaboardError, State, load
from seaboard.engine.language import ENGLISH, N_, Language

FORMAT = "seaboard-record"
NOT_A_RECORD = N_("{path} is not a Seaboard record")
ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
ID_LENGTH = 6


def new_game_id() -> str:
    """A short random id such as ``k3m9qa`` (no 0/o or 1/l/i to misread)."""
    return "".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH))


@dataclass
class Record:
    """A game's configuration, seed, seats and actions, and its result once it is over.

    ``seed`` is None for a record read while its game was still going (the seed was kept
    secret): such a record tells its configuration and length, never a position.
    """

    game: Game
    seed: int | None
    seats: list[str]
    actions: list[str] = field(default_factory=list)
    created: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    game_id: str = field(default_factory=new_game_id)
    seed_secret: bool = False
    abandoned: bool = False

    def over(self, state: State | None) -> bool:
        """Whether the game has ended (played out or abandoned)."""
        return self.abandoned or (state is not None and state.is_terminal)

    def to_json(self, state: State | None = None) -> dict[str, Any]:
        """The record as JSON, with the result when ``state`` is over.

        A secret seed is written only once the game is over.
        """
        result = None
        if state is not None and state.is_terminal:
            result = {"scores": list(state.scores), "winners": sorted(state.winners)}
        shown_seed = self.seed if (not self.seed_secret or self.over(state)) else None
        return {
            "format": FORMAT,
            "version": 2,
            "id": self.game_id,
            **self.game.config(),
            "seed": shown_seed,
            "seed_chosen": not self.seed_secret,
            "seats": self.seats,
            "actions": self.actions,
            "result": result,
            "abandoned": self.abandoned,
            "created": self.created,
        }

    def save(self, path: Path, state: State | None = None) -> None:
        """Write the record (atomically, so a crash never leaves half a file).

        Refuses a path that exists but is not a regular file (``/dev/null`` must never be
        replaced by a file).
        """
        if path.exists() and not path.is_file():
            raise NotationError(
                N_("cannot save a record to {path}: it is not a regular file"), path=path
            )
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(path.suffix + ".tmp")
        tmp.write_text(json.dumps(self.to_json(state), indent=1) + "\n")
        tmp.replace(path)

    def states(self) -> list[State]:
        """Every state of the game, from the first to the last action.

        Refused (NotationError) for a live record, whose seed is still secret.
        """
        if self.seed is None:
            game_id, n = self.game_id or "(no id)", len(self.actions)

            def told(language: Language) -> str:
                return language.tn(
                    "game {game_id} is not over: its seed stays secret until the end, so"
                    " its positions cannot be shown yet ({n} action so far)",
                    "game {game_id} is not over: its seed stays secret until the end, so"
                    " its positions cannot be shown yet ({n} actions so far)",
                    n,
                    game_id=game_id,
                )

            raise NotationError(told(ENGLISH), told=told)
        state = self.game.new(self.seed)
        out = [state]
        for i, action in enumerate(self.actions):
            try:
                state = state.play(action)
            except SeaboardError as err:
                raise action_error(i + 1, action, err) from None
            out.append(state)
        return out


def load_record(path: Path) -> Record:
    """Read a record file; NotationError names what is wrong with it."""
    try:
        data = json.loads(path.read_text())
    except OSError as err:
        raise NotationError(
            N_("cannot read {path}: {reason}"), path=path, reason=err.strerror
        ) from None
    except json.JSONDecodeError as err:
        raise NotationError(
            N_("{path} is not JSON: {reason} at line {line}"),
            path=path,
            reason=err.msg,
            line=err.lineno,
        ) from None
    except UnicodeDecodeError:
        raise NotationError(NOT_A_RECORD, path=path) from None
    return record_from_json(data, path)


def record_from_json(data: Any, path: Path) -> Record:
    """A record from its JSON (``path`` names where it came from in a refusal)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise NotationError(NOT_A_RECORD, path=path)
    for key, kind in (("game", str), ("players", int), ("options", dict)):
        if not isinstance(data.get(key), kind):
            raise NotationError(
                N_("{path}: field {key} must be {kind}"),
                path=path,
                key=repr(key),
                kind=kind.__name__,
            )
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise NotationError(N_("{path}: field 'seed' must be int or null"), path=path)
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise NotationError(N_("{path}: field 'actions' must be a list of notations"), path=path)
    seats = data.get("seats", [])
    if not isinstance(seats, list):
        raise NotationError(N_("{path}: field 'seats' must be a list"), path=path)
    game = load(data["game"], data["players"], **data["options"])
    return Record(
        game,
        seed,
        [str(s) for s in seats],
        list(actions),
        str(data.get("created", "")),
        game_id=str(data.get("id") or path.stem),
        seed_secret=not data.get("seed_chosen", seed is not None),
        abandoned=bool(data.get("abandoned", False)),
    )


def action_error(number: int, action: str, err: SeaboardError) -> NotationError:
    """A record's action ``number`` (from 1) refused by the rules, told with the rule."""

    def told(language: Language) -> str:
        return language.t(
            N_("record action {number} ({action}): {error}"),
            number=number,
            action=repr(action),
            error=err.told(language),
        )

    return NotationError(told(ENGLISH), told=told)


def record_path(game_id: str) -> Path:
    """Where the record of game ``game_id`` is kept."""
    return records_dir() / f"{game_id}.json"


def find_record(ref: str) -> Path:
    """A record by game id (in the records directory) or by file path."""
    given = Path(ref).expanduser()
    if given.is_file():
        return given
    if "/" in ref or given.suffix == ".json":
        raise NotationError(N_("cannot read {path}: no such file"), path=ref)
    by_id = record_path(ref)
    if ref and by_id.is_file():
        return by_id
    raise NotationError(
        N_("no game {ref}: neither a game id in {folder} nor a file"),
        ref=repr(ref),
        folder=records_dir(),
    )


def list_records(limit: int = 20) -> list[Path]:
    """The most recent records in the records directory, newest first."""
    folder = records_dir()
    if not folder.is_dir():
        return []
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return files[:limit]

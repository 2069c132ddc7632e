"""Saved terminal games: what ``seaboard resume`` continues, readable by the user alone.

The public record of a game that goes on keeps its drawn seed secret (``records.py``). A
save holds the rest of what continuing needs: the seed, the seats, the players' names, the
hint's thinking time and where the record is written. One file per unfinished game,
``<data dir>/saves/<id>.json``, of mode 0600 in a directory of mode 0700, written whole
after every action (a temporary file, then ``os.replace``: a process killed at any moment
leaves the last save or the one before, never half of one). Once the game is over its
record holds the seed, and the save is removed.

While a game is played, ``<id>.lock`` is held (``flock``; the system lets go of it when the
process dies, even by ``kill -9``), so one game is never continued in two terminals at once.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from seaboard.datadir import saves_dir
from seaboard.engine import NotationError, SeaboardError, State
from seaboard.engine.language import N_
from seaboard.records import Record, record_from_json

FORMAT = "seaboard-save"
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")  # what may name a save's file
PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600


@dataclass
class Save:
    """What continuing a game needs beyond its public record."""

    record: Record
    record_path: Path
    names: list[str | None] | None = None
    hint_seconds: float = 1.0

    def to_json(self, state: State | None) -> dict[str, Any]:
        record = self.record.to_json(state)
        record["seed"] = self.record.seed  # the secret, which is why the file is private
        return {
            "format": FORMAT,
            "version": 1,
            "record": record,
            "record_path": str(self.record_path),
            "names": self.names,
            "hint_seconds": self.hint_seconds,
        }

    def write(self, state: State) -> None:
        """Keep the game as it is now; remove the save once the game is over."""
        path = save_path(self.record.game_id)
        if self.record.over(state):
            path.unlink(missing_ok=True)
            path.with_suffix(".lock").unlink(missing_ok=True)
            return
        write_private(path, json.dumps(self.to_json(state), indent=1) + "\n")


def save_path(game_id: str) -> Path:
    if not GAME_ID.fullmatch(game_id):
        raise NotationError(
            N_("{gid!r} is not a game id (letters and digits, such as k3m9qa)"), gid=game_id
        )
    return saves_dir() / f"{game_id}.json"


def write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically, readable and writable by this user alone."""
    folder = path.parent
    folder.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    if folder.stat().st_mode & 0o777 != PRIVATE_DIR:
        folder.chmod(PRIVATE_DIR)  # made earlier, or by someone's umask
    tmp = path.with_name(path.name + ".tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(tmp, flags, PRIVATE_FILE)
    try:
        os.chmod(tmp, PRIVATE_FILE)  # a temporary file left by a killed process keeps its mode
        os.write(fd, text.encode())
    finally:
        os.close(fd)
    os.replace(tmp, path)


def load_save(game_id: str) -> Save:
    """The save of game ``game_id``; NotationError (one sentence) when there is none."""
    path = save_path(game_id)
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        raise NotationError(_no_save(game_id), gid=game_id) from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        raise NotationError(
            N_("the save of game {gid} ({path}) cannot be read"), gid=game_id, path=path
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise NotationError(N_("{path} is not a Seaboard save"), path=path)
    record = record_from_json(data.get("record"), path)
    if record.seed is None:
        raise NotationError(
            N_("{path} has lost its seed: game {gid} cannot be continued"), path=path, gid=game_id
        )
    names = data.get("names")
    if names is not None and not (
        isinstance(names, list) and all(n is None or isinstance(n, str) for n in names)
    ):
        raise NotationError(N_("{path}: field 'names' must be a list of names"), path=path)
    hint = data.get("hint_seconds", 1.0)
    if isinstance(hint, bool) or not isinstance(hint, int | float) or not hint > 0:
        raise NotationError(N_("{path}: field 'hint_seconds' must be a number above 0"), path=path)
    where = data.get("record_path")
    if not isinstance(where, str) or not where:
        raise NotationError(
            N_("{path}: field 'record_path' must name the record's file"), path=path
        )
    return Save(record, Path(where), names, float(hint))


def _no_save(game_id: str) -> str:
    """Why there is no save of ``game_id`` to continue: a message with ``{gid}``."""
    from seaboard.records import load_record, record_path

    public = record_path(game_id)
    if public.is_file():
        try:
            record = load_record(public)
        except SeaboardError:
            record = None
        if record is not None and _over(record):
            return N_("game {gid} is over: seaboard replay {gid} shows it")
    return N_("no unfinished game {gid!r} to continue (seaboard replay lists the saved games)")


def _over(record: Record) -> bool:
    if record.abandoned:
        return True
    try:
        return record.seed is not None and record.states()[-1].is_terminal
    except SeaboardError:
        return False


def latest() -> str:
    """The id of the most recently saved unfinished game."""
    folder = saves_dir()
    found = sorted(
        folder.glob("*.json") if folder.is_dir() else [],
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    if not found:
        raise NotationError(N_("no unfinished game to continue (seaboard play GAME starts one)"))
    return found[0].stem


@contextmanager
def held(game_id: str) -> Iterator[None]:
    """Hold game ``game_id`` for this process; refused while another holds it."""
    try:
        import fcntl
    except ImportError:  # no flock (Windows): no guard
        yield
        return
    path = save_path(game_id).with_suffix(".lock")
    path.parent.mkdir(mode=PRIVATE_DIR, parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, PRIVATE_FILE)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise NotationError(
                N_("game {gid} is being played in another terminal right now"), gid=game_id
            ) from None
        yield
    finally:
        os.close(fd)

"""The files of the server package one move passes through (docs/architecture.md, "Measured").

A ``Server`` on SQLite in a fresh directory seats two players at an Ebbe & Flut table (a
spectator's connection watches it, so the move is announced to someone); then, with a
profiler on, one ``server.turns.submit`` of a legal act. Every call entered in a file of
``src/seaboard/server/`` is noted, consecutive calls in one file counted once; it prints
the files in the order they are first entered, how many there are, and how many times the
move comes back to a file it had left.

    PYTHONPATH=src python benchmarks/move_path.py
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path
from types import FrameType
from typing import Any

import seaboard.server
from seaboard.server.server import Server
from seaboard.server.settings import Settings
from seaboard.server.table.log import ACT

ROOT = Path(seaboard.server.__file__).parent


class Watcher:
    """A spectator's connection: it only counts what it is sent."""

    seat = None
    player_id = None
    name = None
    sent_seq = -1

    def __init__(self) -> None:
        self.sent = 0

    def send(self, text: str) -> None:
        self.sent += 1


async def measure(directory: Path) -> list[str]:
    url = f"sqlite+aiosqlite:///{directory / 'seaboard.db'}"
    server = Server(Settings(db_url=url, data_dir=directory))
    await server.start()
    try:
        ana = await server.players.player((await server.players.new_player("ana"))["token"])
        ben = await server.players.player((await server.players.new_player("ben"))["token"])
        made = await server.seating.create_table(ana, {"game": "ebbe-flut", "players": 2})
        await server.seating.join(made["table_id"], ben, None)
        table = await server.cache.table(made["table_id"])
        watcher = Watcher()
        table.watch(watcher)
        state = table.log.state
        seat = state.to_move
        assert seat is not None
        action = str(state.legal_actions()[0])
        seq = table.log.seq
        path: list[str] = []

        def note(frame: FrameType, event: str, _arg: Any) -> None:
            if event != "call":
                return
            name = Path(frame.f_code.co_filename)
            if name.is_relative_to(ROOT):
                where = str(name.relative_to(ROOT))
                if not path or path[-1] != where:
                    path.append(where)

        sys.setprofile(note)
        try:
            await server.turns.submit(table, seat, ACT, action, None, seq)
        finally:
            sys.setprofile(None)
        assert watcher.sent >= 1, "the move was not announced"
        return path
    finally:
        await server.stop()


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = asyncio.run(measure(Path(tmp)))
    files = list(dict.fromkeys(path))
    print(" -> ".join(files))
    if "-v" in sys.argv:
        print(" > ".join(path))
    print(f"{len(files)} files, {len(path) - len(files)} returns to a file already left")


if __name__ == "__main__":
    main()

"""``seaboard review DIR --backend ray``: the same rows as the local backend, row for row.

Three short El Switcher games (the short deck, two turns each), reviewed at the game's own
fixed budget on a small local Ray (two CPUs) and on local processes.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from seaboard.bots.base import InfoState, make_bot
from seaboard.cli.main import main
from seaboard.engine import load
from seaboard.records import Record
from seaboard.study import backends

ray = pytest.importorskip("ray")
pq = pytest.importorskip("pyarrow.parquet")

SHORT = {"deck": "short", "max_turns": 2}


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    backends.start_ray(2, None)
    yield
    ray.shutdown()


def records(folder: Path, count: int) -> None:
    """``count`` finished short games between the random and the greedy bot."""
    game = load("el-switcher", 2, **SHORT)
    for k in range(count):
        bots = [make_bot("random"), make_bot("greedy")]
        state, rng, actions = game.new(40 + k), random.Random(k), []
        while not state.is_terminal:
            seat = state.to_move or 0
            action = bots[seat].choose(InfoState.of(state, seat), rng)
            actions.append(str(action))
            state = state.apply(action)
        record = Record(game, 40 + k, ["random", "greedy"], actions, game_id=f"ray{k}")
        record.save(folder / f"game{k}.json", state)


def rows(path: Path) -> list[dict[str, Any]]:
    """The file's rows in a fixed order (the backends finish records in any order)."""
    table: list[dict[str, Any]] = pq.read_table(path).to_pylist()
    return sorted(table, key=lambda r: (r["record"], r["seq"]))


def test_review_of_a_folder_on_ray_writes_the_rows_of_the_local_backend(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    records(folder, 3)
    out = {}
    for backend in ("local", "ray"):
        out[backend] = tmp_path / f"{backend}.parquet"
        argv = ["review", str(folder), "--backend", backend, "--workers", "2"]
        assert main([*argv, "--out", str(out[backend])]) == 0
    local, on_ray = rows(out["local"]), rows(out["ray"])
    assert {r["record"] for r in local} == {"ray0", "ray1", "ray2"}
    assert len(local) > 3 and any(r["judged"] for r in local)
    assert on_ray == local

"""Ray: the same seeds give the same games, results and ratings as the local backend.

A small local Ray (two CPUs, a small object store, no dashboard) for a few dozen games.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import seaboard
from seaboard import study
from seaboard.cli.main import main
from seaboard.cli.simulate import jobs_for
from seaboard.engine import names
from seaboard.study import agree, backends
from seaboard.study.rows import same_result

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    backends.start_ray(2, None)
    yield
    ray.shutdown()


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEABOARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "400")


def test_simulate_on_ray_plays_the_games_of_the_local_backend() -> None:
    game = seaboard.load("flotsam-fight", 3)
    jobs = jobs_for(game, ["random", "greedy"], 30, seed=7, rotate=True)
    local = list(backends.run_jobs(jobs, "local", workers=1))
    ticks: list[int] = []
    on_ray = list(backends.run_jobs(jobs, "ray", workers=2, chunk=4, advance=ticks.append))
    assert len(on_ray) == 30 and sum(ticks) == 30 and len(ticks) == 8
    assert all(same_result(a, b) for a, b in zip(local, on_ray, strict=True))


def _rows(path: Path) -> list[dict[str, object]]:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    for row in rows:
        row.pop("think_seconds")
    return rows


def _table(out: str) -> list[str]:
    return [line for line in out.splitlines() if "written to" not in line]


# Every registered game, cheaply: El Switcher's random games run thousands of
# actions, so a turn limit keeps its few games short.
CHEAP = {"el-switcher": {"max_turns": 30}}


@pytest.mark.parametrize("game", names())
def test_every_game_plays_the_same_games_on_ray_as_on_local_processes(game: str) -> None:
    options = CHEAP.get(game, {})
    runs = {
        backend: study.play_rows(
            game,
            bots=["greedy", "random"],
            games=6,
            options=options,
            backend=backend,
            seed=21,
            workers=2,
        )
        for backend in ("local", "ray")
    }
    assert len(runs["local"]) == 6
    assert agree.differences(runs["local"], runs["ray"]) == []
    assert [r["seed"] for r in runs["ray"]] == [r["seed"] for r in runs["local"]]


@pytest.mark.parametrize("command", ["simulate", "tournament"])
def test_the_commands_give_the_same_results_and_ratings_on_both_backends(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [command, "ebbe-flut", "--bots", "random,greedy", "--games", "12", "--seed", "3"]
    if command == "simulate":
        argv.append("--rotate")
    outputs = {}
    for backend in ("local", "ray"):
        out = tmp_path / f"{backend}.jsonl"
        assert main([*argv, "--backend", backend, "--jobs", "2", "--out", str(out)]) == 0
        outputs[backend] = (_rows(out), _table(capsys.readouterr().out))
    (local_rows, local_text), (ray_rows, ray_text) = outputs["local"], outputs["ray"]
    assert local_rows == ray_rows and len(local_rows) == 12
    if command == "tournament":
        assert any("Elo" in line for line in local_text)
        assert local_text == ray_text
    else:
        # every table but the per-bot rows, whose seconds per move differ run to run
        assert any("moved first" in line for line in local_text)
        assert [line for line in local_text if not _bot_row(line)] == [
            line for line in ray_text if not _bot_row(line)
        ]


def _bot_row(line: str) -> bool:
    return line.startswith(("│ random", "│ greedy"))

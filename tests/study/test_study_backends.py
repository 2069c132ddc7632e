"""Backends: the same jobs give the same rows in the same order, in bounded chunks."""

from __future__ import annotations

from typing import Any

import pytest

import seaboard
from seaboard.cli.simulate import jobs_for
from seaboard.study import backends
from seaboard.study.rows import Job, same_result


def ebbe_jobs(games: int) -> list[Job]:
    return jobs_for(seaboard.load("ebbe-flut"), ["random", "greedy"], games, seed=40, rotate=True)


def test_processes_in_chunks_give_the_rows_of_one_process() -> None:
    jobs = ebbe_jobs(10)
    ticks: list[int] = []
    one = list(backends.run_jobs(jobs, "local", workers=1))
    many = list(backends.run_jobs(jobs, "local", workers=2, chunk=3, advance=ticks.append))
    assert [r["seed"] for r in many] == [j.seed for j in jobs]
    assert all(same_result(a, b) for a, b in zip(one, many, strict=True))
    assert sorted(ticks) == [1, 3, 3, 3] and sum(ticks) == 10


def test_a_big_study_is_cut_into_a_bounded_number_of_tasks() -> None:
    assert backends.chunk_size(100_000, 2) == backends.MAX_CHUNK
    assert len(backends.chunks(list(range(100_000)), backends.chunk_size(100_000, 2))) == 500
    assert backends.chunk_size(10, 2) == 1


def test_in_flight_chunks_are_bounded_and_rows_come_back_in_order() -> None:
    parts = [[i] for i in range(20)]
    flying: list[Any] = []
    most = 0

    def submit(part: list[Any]) -> Any:
        nonlocal most
        handle = tuple(part)
        flying.append(handle)
        most = max(most, len(flying))
        return handle

    def wait_some(handles: list[Any]) -> tuple[list[Any], list[Any]]:
        last = handles[-1]  # finish out of order: the newest first
        flying.remove(last)
        return [last], handles[:-1]

    got = list(
        backends._in_order(parts, 4, submit, wait_some, lambda h: [{"seed": h[0]}], lambda n: None)
    )
    assert [r["seed"] for r in got] == list(range(20))
    assert most == 4


def test_unknown_backend_and_stray_address_are_refused() -> None:
    with pytest.raises(seaboard.InvalidOptions, match="choose local or ray"):
        list(backends.run_jobs(ebbe_jobs(1), "spark"))
    with pytest.raises(seaboard.InvalidOptions, match="with --backend ray"):
        list(backends.run_jobs(ebbe_jobs(1), "local", address="127.0.0.1:6379"))


def test_ray_missing_is_said_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    from seaboard.cli.main import main

    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails
    assert main(["simulate", "ebbe-flut", "--games", "1", "--backend", "ray"]) == 2
    err = capsys.readouterr().err
    assert "needs Ray: pip install 'seaboard[study]'" in err and err.count("\n") == 1

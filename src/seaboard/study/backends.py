"""Where games are played: this process, local processes, or a Ray cluster, in chunks.

Every backend yields the rows in the order of the jobs, whatever order the chunks finish in,
so the same jobs give the same rows (and the same statistics) on every backend. At most a
few chunks per worker are in flight: a 100,000-game study never holds 100,000 tasks.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

from seaboard.engine import InvalidOptions
from seaboard.study.rows import Job, play_chunk

BACKENDS = ("local", "ray")
MAX_CHUNK = 200
IN_FLIGHT_PER_WORKER = 4
# A local Ray started by a study: small, no dashboard (the machine may be shared).
RAY_OBJECT_STORE_BYTES = 80 * 1024 * 1024

Row = dict[str, Any]
Advance = Callable[[int], None]


def chunk_size(games: int, workers: int) -> int:
    """Games per task: about eight tasks per worker, at most ``MAX_CHUNK`` games each."""
    return max(1, min(MAX_CHUNK, math.ceil(games / (max(1, workers) * 8))))


def chunks(jobs: Sequence[Job], size: int) -> list[list[Job]]:
    """The jobs cut into consecutive chunks of ``size``."""
    return [list(jobs[i : i + size]) for i in range(0, len(jobs), size)]


def run_jobs(
    jobs: Sequence[Job],
    backend: str = "local",
    workers: int = 1,
    address: str | None = None,
    chunk: int | None = None,
    advance: Advance | None = None,
    ordered: bool = True,
) -> Iterator[Row]:
    """Play ``jobs``; yield their rows in order, calling ``advance(n)`` as n games finish.

    With ``ordered`` False the rows come as their chunks finish (a calibration writes each
    game at once, and a slow game does not hold back the ones after it)."""
    if backend not in BACKENDS:
        raise InvalidOptions(f"--backend {backend!r}: choose local or ray")
    if address is not None and backend != "ray":
        raise InvalidOptions("--address names a Ray cluster: use it with --backend ray")
    parts = chunks(jobs, chunk or chunk_size(len(jobs), workers))
    tick = advance or (lambda n: None)
    if backend == "ray":
        yield from _ray(parts, workers, address, tick, ordered)
    elif workers <= 1:
        for part in parts:
            rows = play_chunk(part)
            tick(len(rows))
            yield from rows
    else:
        yield from _processes(parts, workers, tick, ordered)


def _in_order(
    parts: list[list[Job]],
    limit: int,
    submit: Callable[[list[Job]], Any],
    wait_some: Callable[[list[Any]], tuple[list[Any], list[Any]]],
    result: Callable[[Any], list[Row]],
    tick: Advance,
    ordered: bool = True,
) -> Iterator[Row]:
    """Keep ``limit`` chunks in flight, yield finished ones in their original order (or as
    they finish, when not ``ordered``)."""
    pending: dict[Any, int] = {}
    done: dict[int, list[Row]] = {}
    following = 0
    submitted = 0
    while following < len(parts):
        while submitted < len(parts) and len(pending) < limit:
            pending[submit(parts[submitted])] = submitted
            submitted += 1
        finished, _ = wait_some(list(pending))
        for handle in finished:
            rows = result(handle)
            index = pending.pop(handle)
            tick(len(rows))
            if ordered:
                done[index] = rows
            else:
                following += 1
                yield from rows
        while following in done:
            yield from done.pop(following)
            following += 1


def _processes(
    parts: list[list[Job]], workers: int, tick: Advance, ordered: bool = True
) -> Iterator[Row]:
    pool = ProcessPoolExecutor(max_workers=workers)
    try:

        def wait_some(handles: list[Future[list[Row]]]) -> tuple[list[Any], list[Any]]:
            finished, rest = wait(handles, return_when=FIRST_COMPLETED)
            return list(finished), list(rest)

        yield from _in_order(
            parts,
            workers * IN_FLIGHT_PER_WORKER,
            lambda part: pool.submit(play_chunk, part),
            wait_some,
            lambda handle: handle.result(),
            tick,
            ordered,
        )
    except BaseException:
        # stopped (Ctrl-C, or the consumer went away): the queued chunks are not played
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def ray_module() -> Any:
    """Ray, or InvalidOptions saying how to install it."""
    try:
        import ray
    except ImportError:
        raise InvalidOptions("--backend ray needs Ray: pip install 'seaboard[study]'") from None
    return ray


def start_ray(workers: int, address: str | None) -> Any:
    """Connect to the Ray cluster at ``address``, or start a small local one (once)."""
    ray = ray_module()
    if not ray.is_initialized():
        if address is not None:
            ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
        else:
            ray.init(
                num_cpus=max(1, workers),
                object_store_memory=RAY_OBJECT_STORE_BYTES,
                include_dashboard=False,
                log_to_driver=False,
                logging_level=logging.WARNING,  # no start-up chatter above the progress bar
            )
    return ray


def _ray(
    parts: list[list[Job]], workers: int, address: str | None, tick: Advance, ordered: bool = True
) -> Iterator[Row]:
    ray = start_ray(workers, address)
    remote = ray.remote(num_cpus=1)(play_chunk)
    cpus = int(ray.cluster_resources().get("CPU", workers)) or 1

    def wait_some(handles: list[Any]) -> tuple[list[Any], list[Any]]:
        finished, rest = ray.wait(handles, num_returns=1)
        return list(finished), list(rest)

    yield from _in_order(
        parts,
        cpus * IN_FLIGHT_PER_WORKER,
        lambda part: remote.remote(part),
        wait_some,
        lambda handle: ray.get(handle),
        tick,
        ordered,
    )

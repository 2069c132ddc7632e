"""Reviews of many records at once, one row per action (``seaboard review DIR --out``).

Each record is reviewed whole on one core (its positions in one process), the records
shared out to a local process pool or to Ray (``--backend ray``, as ``simulate`` does).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from seaboard.engine import SeaboardError
from seaboard.records import Record, load_record
from seaboard.review.pool import review_game

Row = dict[str, Any]


def finished_records(folder: Path) -> tuple[list[Path], int]:
    """The finished records (seed known, game over) in ``folder``, and how many others."""
    kept, skipped = [], 0
    for path in sorted(folder.glob("*.json")):
        try:
            record = load_record(path)
            states = record.states()
        except SeaboardError:
            skipped += 1
            continue
        if record.over(states[-1]):
            kept.append(path)
        else:
            skipped += 1
    return kept, skipped


def rows_of(path: str) -> list[Row]:
    """One row per action of the record at ``path``, reviewed in this process."""
    record: Record = load_record(Path(path))
    assert record.seed is not None
    review = review_game(record.game, record.seed, record.actions, workers=1)
    accuracy = {s.seat: round(s.accuracy, 2) for s in review.seats}
    return [
        {
            "record": record.game_id,
            "game": record.game.name,
            "players": record.game.players,
            **move.to_json(),
            "judged": move.judged,
            "lost": round(move.lost, 2),
            "seat_accuracy": accuracy[move.seat],
        }
        for move in review.moves
    ]


def review_rows(
    paths: list[Path],
    backend: str,
    workers: int,
    address: str | None = None,
    advance: Callable[[], None] = lambda: None,
) -> Iterator[Row]:
    """The rows of every record, record by record as each is done (any order)."""
    names = [str(p) for p in paths]
    if backend == "ray":
        from seaboard.study.backends import start_ray

        ray = start_ray(workers, address)
        remote = ray.remote(num_cpus=1)(rows_of)
        handles = [remote.remote(name) for name in names]
        while handles:
            ready, handles = ray.wait(handles, num_returns=1)
            for handle in ready:
                yield from ray.get(handle)
                advance()
        return
    if workers <= 1:
        for name in names:
            yield from rows_of(name)
            advance()
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        waiting: set[Future[list[Row]]] = {pool.submit(rows_of, name) for name in names}
        while waiting:
            done, waiting = wait(waiting, return_when=FIRST_COMPLETED)
            for future in done:
                yield from future.result()
                advance()

"""Game reviews of finished tables: asked for once, computed off the event loop, stored.

A review (``seaboard.review``) runs in its own worker processes, at the lowest CPU priority
than the bots (``os.nice``), so the tables' moves go first. At most ``review_workers``
reviews run at once in a process (one by default) and at most ``review_pending`` are
running or waiting (beyond: 503). A review goes to its pool a few positions at a time, so
its progress is known; once done it is stored in the ``reviews`` table and never
computed again.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.engine import load
from seaboard.review.budget import REVIEW_SEED
from seaboard.review.core import MoveReview, summarise
from seaboard.review.pool import review_part
from seaboard.server.errors import Refused
from seaboard.server.replaying import load_record_json, replay_seats
from seaboard.server.store import schema as db

log = logging.getLogger(__name__)

#: Positions sent to a worker at once: progress moves on every part.
PART = 8
BUSY = "the server is reviewing other games right now; ask again in a moment"
#: CPU priority of the review workers (higher is lower priority): bots' moves come first.
NICENESS = 19


@dataclass
class Job:
    """A review asked for and not finished yet."""

    table_id: str
    asked: int
    total: int
    done: int = 0
    running: bool = False


def _lower_priority() -> None:
    os.nice(NICENESS)


class Reviews:
    """The reviews of one server process: its queue, its workers and the stored ones."""

    def __init__(self, engine: AsyncEngine, workers: int, pending: int) -> None:
        self.engine = engine
        self.workers = max(1, workers)
        self.pending_limit = pending
        self.jobs: dict[str, Job] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self._asked = 0
        self._slots = asyncio.Semaphore(self.workers)
        self._pool: ProcessPoolExecutor | None = None

    async def stored(self, table_id: str) -> dict[str, Any] | None:
        """The finished review of a table, as the API answers it, or None."""
        async with self.engine.connect() as conn:
            row = (
                await conn.execute(
                    select(db.reviews.c.review).where(db.reviews.c.table_id == table_id)
                )
            ).first()
        if row is None:
            return None
        return {"status": "done", "position": 0, "progress": 1.0, **row[0]}

    async def ask(self, table_id: str, record: dict[str, Any]) -> dict[str, Any]:
        """Queue the review of a finished game's record unless it is done or queued."""
        answer = await self.status(table_id)
        if answer is not None:
            return answer
        if len(self.jobs) >= self.pending_limit:
            raise Refused(BUSY, 503)
        self._asked += 1
        job = self.jobs[table_id] = Job(table_id, self._asked, len(record["actions"]))
        task = asyncio.get_running_loop().create_task(self._run(job, record))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return self._answer(job)

    async def status(self, table_id: str) -> dict[str, Any] | None:
        """The review's state (queued, running or done), or None if nobody asked for it."""
        job = self.jobs.get(table_id)
        if job is not None:
            return self._answer(job)
        return await self.stored(table_id)

    def _answer(self, job: Job) -> dict[str, Any]:
        ahead = sum(1 for j in self.jobs.values() if not j.running and j.asked < job.asked)
        return {
            "status": "running" if job.running else "queued",
            "position": 0 if job.running else ahead + 1,
            "progress": round(job.done / job.total, 3) if job.total else 0.0,
            "seats": [],
            "moves": [],
        }

    async def _run(self, job: Job, record: dict[str, Any]) -> None:
        try:
            async with self._slots:
                job.running = True
                review = await self._compute(job, record)
                await self._store(job.table_id, review)
        except Exception:  # the job is dropped; it may be asked for again
            log.exception("review of table %s failed", job.table_id)
        finally:
            self.jobs.pop(job.table_id, None)

    async def _compute(self, job: Job, record: dict[str, Any]) -> dict[str, Any]:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=context, initializer=_lower_priority
            )
        config = {k: record[k] for k in ("game", "players", "options")}
        actions: list[str] = record["actions"]
        names = [s["display_name"] for s in replay_seats(load_record_json(record))]
        loop = asyncio.get_running_loop()
        moves: list[MoveReview] = []
        for start in range(1, job.total + 1, PART):
            seqs = list(range(start, min(job.total, start + PART - 1) + 1))
            part = await loop.run_in_executor(
                self._pool,
                review_part,
                config,
                record["seed"],
                actions,
                seqs,
                REVIEW_SEED,
                None,
                names,
            )
            moves.extend(part)
            job.done = len(moves)
        game = load(config["game"], config["players"], **config["options"])
        return summarise(game.name, moves, game.players).to_json()

    async def _store(self, table_id: str, review: dict[str, Any]) -> None:
        try:
            async with self.engine.begin() as conn:
                await conn.execute(
                    insert(db.reviews).values(table_id=table_id, review=review, created=time.time())
                )
        except IntegrityError:  # another process stored it first: theirs stands
            pass

    def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

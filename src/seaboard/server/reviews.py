"""Game reviews of finished tables: asked for once, computed off the event loop, stored.

A review (``seaboard.review``) runs in its own worker processes, at the lowest CPU priority
than the bots (``os.nice``), so the tables' moves go first. At most ``review_workers``
reviews run at once in a process (one by default) and at most ``review_pending`` are
running or waiting (beyond: 503). A review goes to its pool a few positions at a time, so
its progress is known; once done it is stored in the ``reviews`` table and never
computed again. In a cluster (``peers``, ``cluster.review_lease``) exactly one process
computes a given review: the one that takes its lease; the others answer with its progress.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import socket
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.engine import load
from seaboard.engine.language import N_
from seaboard.review.budget import REVIEW_SEED
from seaboard.review.core import MoveReview, summarise
from seaboard.review.pool import review_part
from seaboard.server.errors import Refused
from seaboard.server.replaying import load_record_json, replay_seats
from seaboard.server.store import schema as db

log = logging.getLogger(__name__)

#: Positions sent to a worker at once: progress moves on every part.
PART = 8
BUSY = N_("the server is reviewing other games right now; ask again in a moment")
#: The answer about a review another process of a cluster has just taken on.
QUEUED_ELSEWHERE: dict[str, Any] = {
    "status": "queued",
    "position": 1,
    "progress": 0.0,
    "seats": [],
    "moves": [],
}
#: CPU priority of the review workers (higher is lower priority): bots' moves come first.
#: The tests' servers run them at 0 (``Settings.review_niceness``): on a machine kept busy
#: by other programs a niceness of 19 gets next to no CPU, and what the tests check is the
#: queue and the answers; ``benchmarks/review_latency.py`` measures the priority.
NICENESS = 19


@dataclass
class Job:
    """A review asked for and not finished yet."""

    table_id: str
    asked: int
    total: int
    done: int = 0
    running: bool = False


class Peers(Protocol):
    """The other processes of a cluster, as reviews see them (``ReviewLeases``)."""

    async def claim(self, table_id: str) -> bool: ...
    async def release(self, table_id: str) -> None: ...
    async def share(self, table_id: str, answer: dict[str, Any]) -> None: ...
    async def elsewhere(self, table_id: str) -> dict[str, Any] | None: ...
    async def orphaned(self, table_id: str) -> bool: ...


def _lower_priority(niceness: int) -> None:
    os.nice(niceness)


class Reviews:
    """The reviews of one server process: its queue, its workers and the stored ones."""

    def __init__(
        self, engine: AsyncEngine, workers: int, pending: int, niceness: int = NICENESS
    ) -> None:
        self.engine = engine
        self.niceness = niceness
        self.workers = max(1, workers)
        self.pending_limit = pending
        self.jobs: dict[str, Job] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self._asked = 0
        self._slots = asyncio.Semaphore(self.workers)
        self._pool: ProcessPoolExecutor | None = None
        self.peers: Peers | None = None  # set in a cluster
        #: this process, as the stored reviews name the one that computed them
        self.worker = f"{socket.gethostname()}-{os.getpid()}"

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
        if self.peers is not None:
            if not await self.peers.claim(table_id):  # another process computes it
                return await self.peers.elsewhere(table_id) or await self._stored_or_queued(
                    table_id
                )
            stored = await self.stored(table_id)  # stored by its last holder meanwhile
            if stored is not None:
                await self.peers.release(table_id)
                return stored
        self._asked += 1
        job = self.jobs[table_id] = Job(table_id, self._asked, len(record["actions"]))
        task = asyncio.get_running_loop().create_task(self._run(job, record))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        await self._share(job)
        return self._answer(job)

    async def _stored_or_queued(self, table_id: str) -> dict[str, Any]:
        """Stored, or (the holder let go of it just now) not yet: queued, ask again."""
        stored = await self.stored(table_id)
        if stored is not None:
            return stored
        return dict(QUEUED_ELSEWHERE)

    async def status(self, table_id: str) -> dict[str, Any] | None:
        """The review's state (queued, running or done), or None if nobody asked for it."""
        job = self.jobs.get(table_id)
        if job is not None:
            return self._answer(job)
        stored = await self.stored(table_id)
        if stored is None and self.peers is not None:
            return await self.peers.elsewhere(table_id)
        return stored

    async def orphaned(self, table_id: str) -> bool:
        """In a cluster: asked for at a process that stopped before storing it."""
        return self.peers is not None and await self.peers.orphaned(table_id)

    async def _share(self, job: Job) -> None:
        if self.peers is None:
            return
        try:
            await self.peers.share(job.table_id, self._answer(job))
        except Exception as err:  # Redis failed: the others see older progress, no more
            log.warning("review of table %s: progress not shared (%s)", job.table_id, err)

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
                await self._share(job)
                began = time.monotonic()
                review = await self._compute(job, record)
                await self._store(job.table_id, review)
                log.info("review of table %s: %.1f s", job.table_id, time.monotonic() - began)
        except Exception:  # the job is dropped; it may be asked for again
            log.exception("review of table %s failed", job.table_id)
        finally:
            self.jobs.pop(job.table_id, None)
            if self.peers is not None:
                try:
                    await self.peers.release(job.table_id)
                except Exception as err:  # the lease ends with this process's heartbeat
                    log.warning("review of table %s: lease not released (%s)", job.table_id, err)

    async def _compute(self, job: Job, record: dict[str, Any]) -> dict[str, Any]:
        if self._pool is None:
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=context,
                initializer=_lower_priority,
                initargs=(self.niceness,),
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
            await self._share(job)
        game = load(config["game"], config["players"], **config["options"])
        return summarise(game.name, moves, game.players).to_json()

    async def _store(self, table_id: str, review: dict[str, Any]) -> None:
        try:
            async with self.engine.begin() as conn:
                await conn.execute(
                    insert(db.reviews).values(
                        table_id=table_id, review=review, created=time.time(), worker=self.worker
                    )
                )
        except IntegrityError:  # another process stored it first: theirs stands
            log.warning(
                "review of table %s was computed twice: another process stored it", table_id
            )

    def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

"""Bots in seats, off the event loop: quick bots in threads, searching bots in processes.

Searching bots take turns (``bot_queue.FairSlots``, one slot per process, round robin by
table); the processes run at a lower priority than the server's event loop.

A bot gets only ``InfoState.of(state, seat)``: the worker rebuilds the true state from its
JSON (the bot never sees it) and hands the bot the seat's information state.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from seaboard.bots import InfoState, make_bot, parse_spec
from seaboard.engine import State, load
from seaboard.server.bot_queue import FairSlots

QUICK = {"random", "greedy"}


def choose(spec: str, state: State, seat: int, rng_seed: str) -> str:
    """The bot's action, as canonical notation."""
    bot = make_bot(spec)
    return str(bot.choose(InfoState.of(state, seat), random.Random(rng_seed)))


def choose_from_json(
    spec: str, config: dict[str, Any], state_json: dict[str, Any], seat: int, rng_seed: str
) -> str:
    """``choose`` in a worker process: the state travels as JSON."""
    game = load(config["game"], config["players"], **config["options"])
    return choose(spec, game.state_from_json(state_json), seat, rng_seed)


def check_spec(spec: str) -> None:
    """Refuse a bad bot spec (SeaboardError): the spec parser bounds every budget."""
    make_bot(spec)


def lower_priority() -> None:
    """In a bot process: yield the cores to the server's event loop when both want them."""
    if hasattr(os, "nice"):
        os.nice(5)


class BotRunner:
    """Runs bot decisions in executors."""

    def __init__(self, processes: int = 1) -> None:
        self._threads: Executor = ThreadPoolExecutor(max_workers=4, thread_name_prefix="bot")
        self._processes: ProcessPoolExecutor | None = None
        self._nproc = max(1, processes)
        self.turns = FairSlots(self._nproc)

    async def choose(
        self, spec: str, state: State, seat: int, rng_seed: str, table_id: str = ""
    ) -> str:
        loop = asyncio.get_running_loop()
        name, _ = parse_spec(spec)
        if name in QUICK:
            return await loop.run_in_executor(self._threads, choose, spec, state, seat, rng_seed)
        async with self.turns.slot(table_id):
            if self._processes is None:
                context = multiprocessing.get_context("spawn")
                self._processes = ProcessPoolExecutor(
                    self._nproc, mp_context=context, initializer=lower_priority
                )
            return await loop.run_in_executor(
                self._processes,
                choose_from_json,
                spec,
                state.game.config(),
                state.to_json(),
                seat,
                rng_seed,
            )

    def close(self) -> None:
        self._threads.shutdown(wait=False, cancel_futures=True)
        if self._processes is not None:
            self._processes.shutdown(wait=False, cancel_futures=True)

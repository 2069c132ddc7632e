"""Searching bots take turns by table: a table's bot waits for at most one move of any other."""

from __future__ import annotations

import asyncio
import os

from seaboard.engine import load
from seaboard.server.bot_queue import FairSlots
from seaboard.server.botrunner import BotRunner
from seaboard.server.settings import Settings
from waiting import wait_until_async


def test_a_table_waits_for_at_most_one_move_of_each_other_table() -> None:
    async def run() -> list[str]:
        slots = FairSlots(1)
        order: list[str] = []

        release = asyncio.Event()

        async def move(table: str, hold: asyncio.Event | None = None) -> None:
            async with slots.slot(table):
                order.append(table)
                if hold is not None:
                    await hold.wait()

        # Ten moves of a greedy table asked first (the first holds the slot until all have
        # asked), then one move each of two others.
        tasks = [asyncio.create_task(move("busy", release))]
        tasks += [asyncio.create_task(move("busy")) for _ in range(9)]
        await asyncio.sleep(0)
        tasks += [asyncio.create_task(move("quiet")), asyncio.create_task(move("other"))]
        await wait_until_async(lambda: {"quiet", "other"} <= set(slots.waiting), what="asks")
        release.set()
        await asyncio.gather(*tasks)
        return order

    order = asyncio.run(run())
    assert order[:4] == ["busy", "quiet", "other", "busy"]
    assert order.count("busy") == 10


def test_a_cancelled_wait_passes_its_turn_on() -> None:
    async def run() -> list[str]:
        slots = FairSlots(1)
        order: list[str] = []

        release = asyncio.Event()

        async def move(table: str, hold: asyncio.Event | None = None) -> None:
            async with slots.slot(table):
                order.append(table)
                if hold is not None:
                    await hold.wait()

        first = asyncio.create_task(move("a", release))  # holds the slot until released
        await asyncio.sleep(0)
        gone = asyncio.create_task(move("b"))
        last = asyncio.create_task(move("c"))
        await wait_until_async(lambda: len(slots.waiting) == 2, what="b and c to wait")
        gone.cancel()
        await asyncio.sleep(0)  # the cancellation is delivered
        release.set()
        await asyncio.gather(first, last, return_exceptions=True)
        assert slots.busy == 0 and not slots.waiting
        return order

    assert asyncio.run(run()) == ["a", "c"]


def test_real_searching_bots_are_served_round_robin_on_a_pool_sized_to_the_machine() -> None:
    assert Settings(db_url="sqlite://").bot_processes == (os.cpu_count() or 1)

    async def run() -> list[str]:
        runner = BotRunner(1)
        state = load("ebbe-flut", 2).new(5)
        seat = state.to_move
        assert seat is not None
        spec = "ismcts:iterations=50"
        try:
            moves = [runner.choose(spec, state, seat, f"s{i}", "busy") for i in range(4)] + [
                runner.choose(spec, state, seat, "q", "quiet")
            ]
            tasks = [asyncio.ensure_future(m) for m in moves[:4]]
            await asyncio.sleep(0)
            tasks.append(asyncio.ensure_future(moves[4]))
            chosen = await asyncio.gather(*tasks)
            assert all(isinstance(c, str) and c for c in chosen)
            return list(runner.turns.granted)
        finally:
            runner.close()

    granted = asyncio.run(run())
    assert granted[:3] == ["busy", "quiet", "busy"]

"""A game's review in a cluster: asked for at two processes at once, computed by exactly one
(the holder of its lease), answered as done by both; taken over when its process dies."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from typing import Any

from fleet import Fleet, Proc, acting_players, join, new_table, pg_url
from harness import Client, play_out

SHORT = {"game": "el-switcher", "players": 2, "options": {"deck": "short", "max_turns": 2}}
TWICE = "was computed twice"


def review(proc: Proc, table_id: str, token: str, method: str = "GET") -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}"}
    answer = proc.http.request(method, f"/api/tables/{table_id}/review", headers=headers)
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def stored_workers(fleet: Fleet, table_id: str) -> list[str | None]:
    """The ``worker`` of every stored review row of the table (the database's view)."""
    from sqlalchemy import text
    from sqlalchemy.ext.asyncio import create_async_engine

    async def read() -> list[str | None]:
        engine = create_async_engine(pg_url())
        try:
            async with engine.connect() as conn:
                rows = await conn.execute(
                    text(f'SELECT worker FROM "{fleet.schema}".reviews WHERE table_id = :t'),
                    {"t": table_id},
                )
                return [r[0] for r in rows]
        finally:
            await engine.dispose()

    return asyncio.run(read())


def finished(proc: Proc) -> tuple[str, str, str]:
    """A short game played out at ``proc``: its table and its two players' tokens."""
    ana, ben = acting_players(proc, ["ana", "ben"])
    table_id = new_table(proc, ana, {**SHORT, "seats": [None, None]})
    join(proc, table_id, ben)
    clients = [Client(proc.ws(table_id), ana), Client(proc.ws(table_id), ben)]
    assert play_out(clients, random.Random(4))["status"] == "over"
    for c in clients:
        c.close()
    return table_id, ana, ben


def test_two_processes_asked_for_one_review_compute_it_once(fleet: Fleet) -> None:
    first, second = fleet.start(), fleet.start()
    table_id, ana, ben = finished(first)
    # both processes are asked at the same moment
    asked: dict[int, dict[str, Any]] = {}
    gate = threading.Barrier(2)

    def ask(k: int, proc: Proc, token: str) -> None:
        gate.wait()
        asked[k] = review(proc, table_id, token, "POST")

    threads = [
        threading.Thread(target=ask, args=(k, p, t))
        for k, (p, t) in enumerate(((first, ana), (second, ben)))
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert {a["status"] for a in asked.values()} <= {"queued", "running", "done"}
    answers: dict[int, dict[str, Any]] = {}
    deadline = time.time() + 180
    while len(answers) < 2:
        assert time.time() < deadline, f"the review was not done in time: {asked}"
        for k, (proc, token) in enumerate(((first, ana), (second, ben))):
            got = review(proc, table_id, token)
            assert got["status"] in ("queued", "running", "done")
            if got["status"] == "done":
                answers[k] = got
        time.sleep(0.2)
    assert answers[0] == answers[1] and answers[0]["moves"]
    # one process computed it: the stored row names it, and nobody stored it a second time
    workers = stored_workers(fleet, table_id)
    assert len(workers) == 1 and workers[0] is not None
    assert int(workers[0].rsplit("-", 2)[1]) in (first.pid, second.pid)
    for proc in (first, second):
        assert TWICE not in proc.stderr()
    # asked again at either process: the stored review, no new work
    assert review(second, table_id, ben, "POST") == answers[0]
    assert review(first, table_id, ana, "POST") == answers[0]
    assert stored_workers(fleet, table_id) == workers


def test_a_review_whose_process_dies_is_taken_over(fleet: Fleet) -> None:
    first, second = fleet.start(), fleet.start()
    table_id, ana, ben = finished(first)
    assert review(first, table_id, ana, "POST")["status"] in ("queued", "running")
    # the second process answers with the first's progress while the first computes it
    seen = review(second, table_id, ben)
    assert seen["status"] in ("queued", "running"), seen
    first.kill()
    deadline = time.time() + 180
    while (got := review(second, table_id, ben))["status"] != "done":
        assert time.time() < deadline, f"the review was never taken over: {got}"
        time.sleep(0.2)
    assert got["moves"]
    workers = stored_workers(fleet, table_id)
    assert len(workers) == 1 and workers[0] is not None
    assert int(workers[0].rsplit("-", 2)[1]) == second.pid

"""Game reviews over real sockets: only once the game is over, only for who may see its
replay, computed once and stored, queued behind a bounded number of running reviews."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from harness import Running, play_out

from seaboard import load
from seaboard.server.reviews import BUSY
from seaboard.server.store import schema as db
from waiting import wait_until

MOVE_KEYS = {
    "seq",
    "seat",
    "action",
    "chance_before",
    "chance_after",
    "best",
    "best_chance",
    "mark",
    "shown",
    "best_shown",
    "best_data",
    "best_text",
}
SHORT = {"game": "el-switcher", "players": 2, "options": {"deck": "short", "max_turns": 2}}


def finished_table(srv: Running, public: bool = True) -> tuple[str, list[str]]:
    """A played-out two-player table and its players' tokens."""
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = srv.post("/api/tables", ana, {**SHORT, "seats": [None, None], "public": public})
    table_id = table_id.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    clients = [srv.client(table_id, ana), srv.client(table_id, ben)]
    play_out(clients, random.Random(4))
    for c in clients:
        c.close()
    return table_id, [ana, ben]


def get(srv: Running, table_id: str, token: str | None = None) -> Any:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return srv.http.get(f"/api/tables/{table_id}/review", headers=headers)


def done(srv: Running, table_id: str, token: str | None = None) -> dict[str, Any]:
    wait_until(lambda: get(srv, table_id, token).json().get("status") == "done", 120, "review")
    answer: dict[str, Any] = get(srv, table_id, token).json()
    return answer


def test_a_review_is_asked_for_once_the_game_is_over_and_stored(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    live = srv.post("/api/tables", ana, {**SHORT, "seats": [None, None]}).json()["table_id"]
    refused = srv.post(f"/api/tables/{live}/review", ana)
    assert refused.status_code == 409 and "not over" in refused.json()["detail"]
    assert get(srv, live).status_code == 409
    table_id, _ = finished_table(srv)
    assert get(srv, table_id).status_code == 404
    first = srv.post(f"/api/tables/{table_id}/review", ana)
    assert first.status_code == 200 and first.json()["status"] in ("queued", "running")
    again = srv.post(f"/api/tables/{table_id}/review", ben).json()
    assert again["status"] in ("queued", "running") and len(srv.server.reviews.jobs) == 1
    review = done(srv, table_id)
    record = srv.get(f"/api/tables/{table_id}/record").json()
    assert set(review) == {"status", "position", "progress", "seats", "moves"}
    assert review["position"] == 0 and review["progress"] == 1.0
    assert [m["seq"] for m in review["moves"]] == list(range(1, len(record["actions"]) + 1))
    assert [m["action"] for m in review["moves"]] == record["actions"]
    game = load(SHORT["game"], SHORT["players"], **SHORT["options"])
    for move in review["moves"]:
        assert set(move) == MOVE_KEYS
        for wire, shown in ((move["action"], move["shown"]), (move["best"], move["best_shown"])):
            # what the mover reads and types (from 1), never the wire's notation
            assert game.parse_action_for(shown, move["seat"]) == game.parse_action(wire)
        # the best action as data for the board (as a replay's last.data) and in words
        best = game.parse_action(move["best"])
        assert game.action_from_data(move["best_data"]) == best
        assert move["best_data"] == best.data() and move["best_text"]
        assert move["best_text"] != move["best"]
        assert 0 <= move["chance_after"] <= move["chance_before"] == move["best_chance"] <= 1
        assert move["mark"] in (None, "inaccuracy", "mistake", "blunder")
    # told as a spectator hears it, with the players' names
    assert any("ana" in m["best_text"].lower() for m in review["moves"] if m["seat"] == 0)
    assert [s["seat"] for s in review["seats"]] == [0, 1]
    for seat in review["seats"]:
        assert 0 <= seat["accuracy"] <= 100
        assert set(seat["marks"]) == {"inaccuracy", "mistake", "blunder"}
    # asked again: the stored review, no new job
    assert srv.post(f"/api/tables/{table_id}/review", ana).json() == review
    assert not srv.server.reviews.jobs
    rows = asyncio.run_coroutine_threadsafe(count_reviews(srv), loop_of(srv)).result(10)
    assert rows == 1


def loop_of(srv: Running) -> asyncio.AbstractEventLoop:
    task = next(iter(srv.server.reviews.tasks), None)
    if task is not None:
        return task.get_loop()
    return srv.server.writer._task.get_loop()  # type: ignore[union-attr]


async def count_reviews(srv: Running) -> int:
    from sqlalchemy import func, select

    async with srv.server.engine.connect() as conn:
        return int((await conn.execute(select(func.count()).select_from(db.reviews))).scalar_one())


def test_a_private_tables_review_is_for_its_players(srv: Running) -> None:
    table_id, (ana, ben) = finished_table(srv, public=False)
    stranger = srv.player("eve")
    for token in (None, stranger):
        assert srv.post(f"/api/tables/{table_id}/review", token).status_code == 403
        assert get(srv, table_id, token).status_code == 403
    assert srv.post(f"/api/tables/{table_id}/review", ben).status_code == 200
    assert done(srv, table_id, ana)["moves"]


def test_reviews_wait_their_turn_and_too_many_are_refused(
    make_server: Callable[..., AbstractContextManager[Running]],
) -> None:
    with make_server(review_workers=1, review_pending=2) as srv:
        tables = [finished_table(srv)[0] for _ in range(3)]
        reviews = srv.server.reviews
        gate = threading.Event()
        compute = reviews._compute

        async def held(job: Any, record: dict[str, Any]) -> dict[str, Any]:
            await asyncio.to_thread(gate.wait, 60)
            return await compute(job, record)

        reviews._compute = held  # type: ignore[method-assign]
        token = srv.player("ana")
        assert srv.post(f"/api/tables/{tables[0]}/review", token).status_code == 200
        wait_until(lambda: get(srv, tables[0]).json()["status"] == "running", what="running")
        second = srv.post(f"/api/tables/{tables[1]}/review", token).json()
        assert (second["status"], second["position"]) == ("queued", 1)
        busy = srv.post(f"/api/tables/{tables[2]}/review", token)
        assert busy.status_code == 503 and busy.json()["detail"] == BUSY
        assert get(srv, tables[1]).json()["status"] == "queued"
        gate.set()
        assert done(srv, tables[0])["moves"] and done(srv, tables[1])["moves"]
        assert srv.post(f"/api/tables/{tables[2]}/review", token).status_code == 200
        assert done(srv, tables[2])["moves"]

"""Open tables per player: creating is refused past ``max_open_tables`` unfinished tables
(bot tables too), counted one create after another even in a burst."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager

import httpx
from harness import Running

ServerMaker = Callable[..., AbstractContextManager[Running]]
OPEN = {"game": "ebbe-flut"}
WITH_BOT = {"game": "ebbe-flut", "seats": [None, "random"]}  # starts at once: playing


def lobby_size(srv: Running) -> int:
    return len(srv.get("/api/tables").json())


def test_a_player_may_have_so_many_unfinished_tables(make_server: ServerMaker) -> None:
    with make_server(max_open_tables=3) as srv:
        ana, ben = srv.player("ana"), srv.player("ben")
        first = srv.post("/api/tables", ana, OPEN).json()["table_id"]
        assert srv.post("/api/tables", ana, WITH_BOT).status_code == 200
        assert srv.post("/api/tables", ana, OPEN).status_code == 200
        before = lobby_size(srv)
        refused = srv.post("/api/tables", ana, WITH_BOT)
        assert refused.status_code == 429
        assert refused.json()["detail"] == (
            "you already sit at 3 unfinished tables, the most a player may have (3): "
            "finish, abandon or leave one before creating another"
        )
        assert lobby_size(srv) == before  # nothing created
        assert srv.post("/api/tables", ben, OPEN).status_code == 200  # others are not limited
        assert srv.post(f"/api/tables/{first}/abandon", ana).status_code == 200
        assert srv.post("/api/tables", ana, OPEN).status_code == 200  # a finished one frees one


def test_a_burst_of_creates_gets_no_more_than_the_limit(make_server: ServerMaker) -> None:
    with make_server(max_open_tables=3) as srv:
        ana = srv.player("ana")

        def create(_: int) -> int:
            with httpx.Client(base_url=srv.base, timeout=60) as http:
                answer = http.post(
                    "/api/tables", json=OPEN, headers={"Authorization": f"Bearer {ana}"}
                )
                return answer.status_code

        with ThreadPoolExecutor(12) as pool:
            codes = sorted(pool.map(create, range(12)))
        assert codes == [200] * 3 + [429] * 9
        assert lobby_size(srv) == 3

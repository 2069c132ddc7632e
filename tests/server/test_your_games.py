"""``GET /api/players/me/tables``: the caller's tables, ongoing before finished, each newest
first, with whose turn it is, private "Play now" tables included, other players' left out."""

from __future__ import annotations

import random
from collections.abc import Callable
from contextlib import AbstractContextManager

from harness import Running, play_out

from waiting import wait_until

MakeServer = Callable[..., AbstractContextManager[Running]]


def mine(srv: Running, token: str) -> list[dict[str, object]]:
    answer = srv.http.get("/api/players/me/tables", headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 200, answer.text
    tables: list[dict[str, object]] = answer.json()
    return tables


def test_your_tables_in_order_with_turns_and_results(srv: Running) -> None:
    ann, ben = srv.player("ann"), srv.player("ben")
    assert mine(srv, ann) == []
    assert srv.http.get("/api/players/me/tables").status_code == 401

    def table(token: str, body: dict[str, object]) -> str:
        made = srv.post("/api/tables", token, body)
        assert made.status_code == 200, made.text
        return str(made.json()["table_id"])

    # 1: a short game against bots, played to its end.
    short = {"game": "el-switcher", "players": 3, "options": {"max_turns": 6, "deck": "short"}}
    finished = table(ann, {**short, "seats": [None, "random", "random"], "public": False})
    client = srv.client(finished, ann)
    final = play_out([client], random.Random(3))
    client.close()
    assert final["status"] == "over"
    # 2: an open table waiting for a second person.
    waiting = table(ann, {"game": "ebbe-flut", "seats": [None, None]})
    # 3: Ben's table that Ann joins second (Ben moves first in it).
    joined = table(ben, {"game": "ebbe-flut", "seats": [None, None]})
    assert srv.post(f"/api/tables/{joined}/join", ann, {}).json() == {"seat": 1}
    # 4: a private "Play now" table: Ann moves first.
    play_now = table(ann, {"game": "ebbe-flut", "seats": [None, "greedy"], "public": False})
    # Someone else's table is not Ann's.
    table(ben, {"game": "ebbe-flut", "seats": [None, "greedy"]})

    listed = mine(srv, ann)
    assert [t["table_id"] for t in listed] == [play_now, joined, waiting, finished]
    keys = {"table_id", "game", "status", "seats", "seat", "your_turn", "result"}
    assert all(keys <= set(t) for t in listed)
    by_id = {t["table_id"]: t for t in listed}
    assert by_id[play_now]["status"] == "playing" and by_id[play_now]["your_turn"] is True
    assert by_id[joined]["seat"] == 1 and by_id[joined]["your_turn"] is False
    assert by_id[waiting]["status"] == "open" and by_id[waiting]["your_turn"] is False
    over = by_id[finished]
    assert over["status"] == "over" and over["your_turn"] is False
    assert over["result"] == srv.get(f"/api/tables/{finished}").json()["result"]
    assert over["result"] is not None and isinstance(over["ended"], int)
    assert over["game"] == "el-switcher" and over["seat"] == 0
    seats = over["seats"]
    assert isinstance(seats, list) and seats[0]["name"] == "ann"
    # Ben sees his two tables, with his turn at the one Ann joined.
    bens = mine(srv, ben)
    assert len(bens) == 2 and bens[1]["table_id"] == joined and bens[1]["your_turn"] is True
    # A finished table stays reachable for its replay and record.
    # It is private: its replay and record are for its players (Ann), not for anyone.
    ann_only = {"Authorization": f"Bearer {ann}"}
    assert srv.http.get(f"/api/tables/{finished}/replay", headers=ann_only).status_code == 200
    assert srv.http.get(f"/api/tables/{finished}/record", headers=ann_only).status_code == 200
    assert srv.get(f"/api/tables/{finished}/replay").status_code == 403


def test_your_tables_after_the_server_forgot_them(make_server: MakeServer) -> None:
    """Tables no longer in memory are listed from the database (and loaded when ongoing)."""
    with make_server(idle_table_seconds=0.2) as srv:
        ann = srv.player("ann")
        made = srv.post("/api/tables", ann, {"game": "ebbe-flut", "seats": [None, None]})
        table_id = made.json()["table_id"]
        wait_until(lambda: table_id not in srv.server.cache.tables, what="a forgotten table")
        listed = mine(srv, ann)
        assert [(t["table_id"], t["status"], t["seat"]) for t in listed] == [(table_id, "open", 0)]

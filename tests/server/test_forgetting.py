"""What one server process lets go of: idle tables, closed connections, cached players and
the wrong-token counts of addresses that stopped guessing."""

from __future__ import annotations

import random
from collections.abc import Callable
from contextlib import AbstractContextManager

from harness import Running, play_out
from websockets.sync.client import connect

from seaboard.server.guard import GuessLimiter
from waiting import wait_until

ServerMaker = Callable[..., AbstractContextManager[Running]]
SHORT_GAME = {"game": "el-switcher", "players": 2, "options": {"deck": "short", "max_turns": 1}}


def test_finished_and_open_tables_nobody_watches_are_forgotten(make_server: ServerMaker) -> None:
    with make_server(idle_table_seconds=0.5) as srv:
        ana, ben = srv.player("ana"), srv.player("ben")
        finished = []
        for game in range(2):
            table_id = srv.post("/api/tables", ana, SHORT_GAME).json()["table_id"]
            srv.post(f"/api/tables/{table_id}/join", ben, {})
            clients = [srv.client(table_id, ana), srv.client(table_id, ben)]
            assert play_out(clients, random.Random(game))["status"] == "over"
            finished.append((table_id, clients))
        gone, watched = finished
        for c in gone[1]:
            c.close()
        waiting = srv.post("/api/tables", ana, SHORT_GAME).json()["table_id"]  # nobody joins
        tables = srv.server.tables
        assert wait_until(lambda: gone[0] not in tables and waiting not in tables)
        assert watched[0] in tables  # its players are still connected
        # Forgotten is not lost: the record, and the open table's seat, are read again.
        record = srv.get(f"/api/tables/{gone[0]}/record")
        assert record.status_code == 200 and record.json()["actions"]
        assert srv.post(f"/api/tables/{waiting}/join", ben, {}).json() == {"seat": 1}
        assert srv.get(f"/api/tables/{waiting}").json()["status"] == "playing"
        for c in watched[1]:
            c.close()


def test_a_socket_before_its_hello_keeps_its_table(make_server: ServerMaker) -> None:
    with make_server(idle_table_seconds=0.3) as srv:
        ana, ben = srv.player("ana"), srv.player("ben")
        table_id = srv.post("/api/tables", ana, SHORT_GAME).json()["table_id"]
        with connect(f"{srv.ws_base}/ws/tables/{table_id}") as silent:
            assert wait_until(lambda: srv.server.tables[table_id].sockets == 1)
            # A table nobody connects to, made after: once a sweep forgot it, the first
            # table was idle as long, so that sweep kept it for its socket alone.
            decoy = srv.post("/api/tables", ana, SHORT_GAME).json()["table_id"]
            wait_until(lambda: decoy not in srv.server.tables, what="a sweep to forget a table")
            assert table_id in srv.server.tables
            held = srv.server.tables[table_id]
            silent.send('{"type": "hello"}')
            assert '"type":"log"' in str(silent.recv(timeout=10))
            assert srv.post(f"/api/tables/{table_id}/join", ben, {}).json() == {"seat": 1}
            assert srv.server.tables[table_id] is held  # one table object, not a reloaded copy
        assert wait_until(lambda: held.sockets == 0)


def test_closed_connections_leave_their_table(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = srv.post("/api/tables", ana, SHORT_GAME).json()["table_id"]
    srv.post(f"/api/tables/{table_id}/join", ben, {})
    table = srv.server.tables[table_id]
    clients = [srv.client(table_id, ana), srv.client(table_id, ben), srv.client(table_id)]
    for c in clients:
        c.until(lambda m: m["type"] == "state")
    assert wait_until(lambda: len(table.conns) == 3 and table.sockets == 3)
    for c in clients:
        c.close()
    assert wait_until(lambda: not table.conns and table.sockets == 0)
    assert sorted(table.gone_since) == [0, 1]  # the zombie grace counts for both seats


def test_an_address_that_stopped_guessing_is_forgotten() -> None:
    now = [0.0]
    limiter = GuessLimiter(per_minute=60.0, burst=3.0, clock=lambda: now[0])
    for _ in range(3):
        limiter.failed("10.0.0.1")
    assert limiter.blocked("10.0.0.1") and len(limiter) == 1
    now[0] = 1.5  # 1.5 of 3 guesses back: still counted
    limiter.failed("10.0.0.2")
    assert len(limiter) == 2 and not limiter.blocked("10.0.0.1")
    now[0] = 10.0  # both buckets are full again
    limiter.failed("10.0.0.3")
    assert len(limiter) == 1
    assert not limiter.blocked("10.0.0.1")


def test_the_guess_limiter_keeps_at_most_its_size() -> None:
    limiter = GuessLimiter(size=2, clock=lambda: 0.0)
    for address in ("a", "b", "c"):
        limiter.failed(address)
    assert len(limiter) == 2

"""Redis restarted and PostgreSQL unreachable mid-game, with real server processes."""

from __future__ import annotations

import os
import random
import shutil
import time
from pathlib import Path

import httpx
from fleet import Fleet, PrivateRedis, TcpProxy, acting_players, dump, join, new_table, told_seqs
from harness import Client
from test_cluster_failover import latest, play_until

from seaboard.server.errors import Unavailable


def test_redis_restart_mid_game(tmp_path: Path) -> None:
    """A private Redis (no persistence) is killed and started again: the processes
    reconnect, a move made meanwhile reaches the other process's client from the
    database, the lease is taken again and the bot carries on."""
    from fleet import services_answer  # not conftest: tests/server has one of that name

    reason = services_answer()
    if reason is not None:
        import pytest

        if os.environ.get("SEABOARD_REQUIRE_CLUSTER"):
            pytest.fail(reason)
        pytest.skip(reason)
    if shutil.which("redis-server") is None:
        import pytest

        pytest.skip("redis-server is not installed: the test restarts a Redis of its own")
    redis = PrivateRedis(tmp_path)
    fleet = Fleet(tmp_path, redis=redis.url)
    try:
        procs = [fleet.start(), fleet.start()]
        ana, ben = acting_players(procs[0], ["ana", "ben"])
        body = {"game": "flotsam-fight", "players": 3, "seats": [None, None, "random"]}
        table_id = new_table(procs[0], ana, body)
        join(procs[1], table_id, ben)
        a = Client(procs[0].ws(table_id), ana)
        b = Client(procs[1].ws(table_id), ben)
        rng = random.Random(3)
        acked: list[str] = []
        play_until([a, b], rng, 6, acked)

        redis.stop()
        # Redis is down: a move is still committed and acknowledged by the database.
        moved = False
        deadline = time.time() + 20
        while not moved and time.time() < deadline:
            for c in (a, b):
                s = latest(c, 0.1)
                if s["view"]["legal"] and s["status"] == "playing":
                    action = rng.choice(s["view"]["legal"])
                    c.send({"type": "act", "action": action, "seq": s["seq"], "id": "down"})
                    reply = c.until(lambda m: m.get("id") == "down")
                    if reply["type"] == "ack":
                        acked.append(action)
                        moved = True
                        down_seq = reply["seq"]
                    break
            time.sleep(0.2)
        assert moved, "no move could be made while Redis was down"
        time.sleep(1.0)  # the outage lasts a while (its length is the case tested)
        redis.start()
        # Both clients catch up to (at least) the move made while Redis was down.
        for c in (a, b):
            if latest(c)["seq"] < down_seq:
                c.until(lambda m: m["type"] == "state" and m["seq"] >= down_seq, timeout=20)
        # And the game goes on to its end, bot included.
        play_until([a, b], rng, 10_000, acked, limit=240)
        final = latest(a, 0.5)
        assert final["status"] == "over"
        latest(b, 0.5)
        record = procs[1].http.get(f"/api/tables/{table_id}/record").json()
        for c in (a, b):
            seqs, actions = told_seqs(c.messages)
            assert seqs == list(range(1, final["seq"] + 1)), dump(c.messages)
            assert actions == record["actions"]
        for proc in procs:
            assert proc.alive()
            assert "redis: connection back" in proc.stderr()
        a.close()
        b.close()
    finally:
        fleet.close()
        redis.stop()


def test_postgres_unreachable(fleet: Fleet) -> None:
    """The database goes away (a TCP proxy in front of it is cut): every action is refused
    with one clear sentence and changes nothing; when it returns, play resumes."""
    target = httpx.URL(fleet.db_url.replace("postgresql+asyncpg", "http"))
    proxy = TcpProxy((target.host, target.port or 5432))
    via_proxy = fleet.db_url.replace(f"{target.host}:{target.port}", f"127.0.0.1:{proxy.port}")
    try:
        procs = [fleet.start(db_url=via_proxy), fleet.start(db_url=via_proxy)]
        ana, ben = acting_players(procs[0], ["ana", "ben"])
        table_id = new_table(procs[0], ana, {"game": "ebbe-flut", "players": 2})
        join(procs[1], table_id, ben)
        a = Client(procs[0].ws(table_id), ana)
        b = Client(procs[1].ws(table_id), ben)
        rng = random.Random(9)
        acked: list[str] = []
        play_until([a, b], rng, 4, acked)
        before = [latest(c, 0.2) for c in (a, b)]

        proxy.cut()
        top = max(s["seq"] for s in before)
        mover = next((c, s) for c, s in zip((a, b), before, strict=True) if s["view"]["legal"])
        client, state = mover
        for attempt in range(3):
            action = rng.choice(state["view"]["legal"])
            client.send({"type": "act", "action": action, "seq": top, "id": f"x{attempt}"})
            reply = client.until(lambda m, i=attempt: m.get("id") == f"x{i}")
            assert reply["type"] == "error", reply
            assert reply["message"] == Unavailable().message
        answer = procs[1].http.post("/api/players", json={"name": "cleo"})
        assert answer.status_code == 503
        assert answer.json()["detail"] == Unavailable().message
        answer = procs[0].http.get(f"/api/tables/{table_id}/record")
        assert answer.status_code in (409, 503)
        # Nothing changed anywhere: no state past the last committed move.
        for c in (a, b):
            c.drain(0.3)
            assert all(m["seq"] <= top for m in c.messages if m["type"] == "state")

        proxy.restore()
        # The pools drop their dead connections; within a few tries the move goes through.
        deadline = time.time() + 20
        acked_again = False
        tries = 0
        while not acked_again and time.time() < deadline:
            tries += 1
            action = rng.choice(state["view"]["legal"])
            client.send({"type": "act", "action": action, "seq": top, "id": f"y{tries}"})
            reply = client.until(lambda m, i=tries: m.get("id") == f"y{i}")
            if reply["type"] == "ack":
                acked_again = True
                acked.append(action)
                assert reply["seq"] == top + 1
            else:
                assert reply["message"] == Unavailable().message, reply
                time.sleep(0.5)
        assert acked_again
        # The other process's client hears of it; the database holds exactly the acked moves.
        other = b if client is a else a
        if latest(other)["seq"] < top + 1:
            other.until(lambda m: m["type"] == "state" and m["seq"] == top + 1, timeout=10)
        play_until([a, b], rng, top + 5, acked)
        final = latest(a, 0.3)
        seqs, actions = told_seqs(a.messages)
        assert seqs == list(range(1, final["seq"] + 1))
        assert actions == acked, dump(a.messages)
        assert procs[1].http.post("/api/players", json={"name": "cleo"}).status_code == 200
        for proc in procs:
            assert proc.alive()
        a.close()
        b.close()
    finally:
        proxy.close()

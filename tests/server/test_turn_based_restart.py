"""A turn-based table's deadline survives a SIGKILL of ``seaboard serve``: the clock keeps
counting while the server is down, and a deadline passed meanwhile ends the game on time
once it is back (a "day" lasts SEABOARD_DAY_SECONDS here)."""

from __future__ import annotations

import os
import signal
import uuid
from pathlib import Path

import httpx
from harness import PG_ENV, Client, drop_schema
from test_restart import latest, serve

from seaboard.server.settings import Settings
from waiting import wait_until

DAY = 8.0  # seconds in a test's "day"


def test_turn_based_deadlines_survive_a_sigkill(db_kind: str, tmp_path: Path) -> None:
    env = {**os.environ, "SEABOARD_DAY_SECONDS": str(DAY)}
    args = ["--data-dir", str(tmp_path)]
    schema = None
    if db_kind == "postgres":
        schema = f"r_{uuid.uuid4().hex[:12]}"
        env["SEABOARD_DB_SCHEMA"] = schema
        args = ["--db", os.environ[PG_ENV]]
    try:
        with serve(args, env) as (proc, base):
            http = httpx.Client(base_url=base, timeout=30)
            tokens = [
                http.post("/api/players", json={"name": n}).json()["token"] for n in ("ana", "ben")
            ]
            auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
            body = {"game": "ebbe-flut", "turn_days": 1, "timeout_policy": "lose"}
            table_id = http.post("/api/tables", json=body, headers=auth[0]).json()["table_id"]
            http.post(f"/api/tables/{table_id}/join", headers=auth[1])
            ws = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
            clients = [Client(ws, t) for t in tokens]
            start = latest(clients[0], 0.3)
            mover = start["view"]["to_move"]
            assert start["clocks"]["running"] == mover
            # The mover plays until the turn passes: the other's clock starts from full.
            while True:
                s = latest(clients[mover], 0.1)
                if s["view"]["to_move"] != mover:
                    break
                clients[mover].send(
                    {"type": "act", "action": s["view"]["legal"][0], "seq": s["seq"]}
                )
                clients[mover].until(lambda m: m["type"] in ("ack", "error"))
            waiting = 1 - mover
            assert s["clocks"]["running"] == waiting
            assert DAY * 1000 - 500 <= s["clocks"]["remaining_ms"][waiting] <= DAY * 1000
            deadline = (
                s["clocks"]["server_time"] / 1000 + s["clocks"]["remaining_ms"][waiting] / 1000
            )
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
            for c in clients:
                c.close()
        with serve(args, env) as (_proc, base):
            http = httpx.Client(base_url=base, timeout=30)
            info = http.get(f"/api/tables/{table_id}").json()
            if info["status"] == "playing":  # back before the deadline: it still stands
                ws = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
                a = Client(ws, tokens[0])
                now = latest(a, 0.3)
                if now["status"] == "playing":
                    left = now["clocks"]["remaining_ms"][waiting]
                    expected = (deadline - now["clocks"]["server_time"] / 1000) * 1000
                    assert abs(left - expected) < 300, (left, expected)
                if now["status"] != "over":  # (it may have ended while the states came)
                    a.until(lambda m: m["type"] == "state" and m["status"] == "over", 40)
                a.close()
            wait_until(
                lambda: http.get(f"/api/tables/{table_id}").json()["status"] == "over",
                what="the deadline to end the game",
            )
            info = http.get(f"/api/tables/{table_id}").json()
            assert info["result"]["reason"] == "time" and info["result"]["winners"] == [mover]
            record = http.get(f"/api/tables/{table_id}/record").json()
            assert record["result"]["reason"] == "time"
    finally:
        if schema:
            drop_schema(Settings(db_url=os.environ[PG_ENV], db_schema=schema))

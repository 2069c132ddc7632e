"""A real ``seaboard serve`` killed with SIGKILL mid-game and started again on the same data:
every acknowledged move is there, the clocks resume, the bots carry on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from harness import PG_ENV, Client, drop_schema

from seaboard.server.settings import Settings


@contextmanager
def serve(args: list[str], env: dict[str, str]) -> Iterator[tuple[subprocess.Popen[str], str]]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "seaboard.cli.main", "serve", "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("Seaboard serves on http://"), line + (
            proc.stderr.read() if proc.stderr else ""
        )
        yield proc, line.split()[-1].rstrip("/")
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def latest(client: Client, wait: float = 0.1) -> dict[str, Any]:
    """The newest state received (what came within ``wait``; the first one however long
    it takes: a busy machine sends it late, not never)."""
    client.drain(wait)
    state = client.state()
    if state is None:
        state = client.until(lambda m: m["type"] == "state", 60)
    return state


def test_sigkill_mid_game_loses_nothing(db_kind: str, tmp_path: Path) -> None:
    env = dict(os.environ)
    args = ["--data-dir", str(tmp_path)]
    schema = None
    if db_kind == "postgres":
        schema = f"r_{uuid.uuid4().hex[:12]}"
        env["SEABOARD_DB_SCHEMA"] = schema
        args = ["--db", os.environ[PG_ENV]]
    acked: list[str] = []
    try:
        with serve(args, env) as (proc, base):
            http = httpx.Client(base_url=base, timeout=30)
            ana = http.post("/api/players", json={"name": "ana"}).json()["token"]
            ben = http.post("/api/players", json={"name": "ben"}).json()["token"]
            auth = {"Authorization": f"Bearer {ana}"}
            body = {
                "game": "flotsam-fight",
                "players": 3,
                "seats": [None, None, "random"],
                "clock": {"base": 600, "increment": 0},
            }
            table_id = http.post("/api/tables", json=body, headers=auth).json()["table_id"]
            http.post(f"/api/tables/{table_id}/join", headers={"Authorization": f"Bearer {ben}"})
            ws = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
            clients = [Client(ws, ana), Client(ws, ben)]
            rng = random.Random(5)
            while len(acked) < 12:
                states = [latest(c) for c in clients]
                top = max(s["seq"] for s in states)
                for c, s in zip(clients, states, strict=True):
                    if s["seq"] == top and s["view"]["legal"]:
                        action = rng.choice(s["view"]["legal"])
                        c.send({"type": "act", "action": action, "seq": s["seq"], "id": f"i{top}"})
                        reply = c.until(lambda m: m["type"] in ("ack", "error"))
                        if reply["type"] == "ack":
                            acked.append(action)
            before = latest(clients[0], 0.3)
            while before["view"]["to_move"] not in (0, 1):  # the bot moves at once
                before = latest(clients[0], 0.3)
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
            for c in clients:
                c.close()
        with serve(args, env) as (_proc, base):
            http = httpx.Client(base_url=base, timeout=30)
            assert http.get(f"/api/tables/{table_id}").json()["status"] == "playing"
            ws = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
            a = Client(ws, ana)
            log = a.until(lambda m: m["type"] == "log")
            after = a.until(lambda m: m["type"] == "state")
            assert after["seq"] >= before["seq"]
            played = [e["action"] for e in log["events"] if e["seat"] in (0, 1)]
            assert played[: len(acked)] == acked
            # A human is to move, so nothing happened while the server was down, and the
            # clock of the seat to move went on running from where it was while the server
            # was down; from its load until ana is back the table waited (issue 36), so it
            # lost at most the wall time, and some of it.
            assert after["seq"] == before["seq"]
            running = before["clocks"]["running"]
            assert running == before["view"]["to_move"] == after["clocks"]["running"]
            gone = (after["clocks"]["server_time"] - before["clocks"]["server_time"]) / 1000
            left, was = after["clocks"]["remaining_ms"][running], before["clocks"]["remaining_ms"]
            assert was[running] - gone * 1000 - 50 <= left < was[running] - 50
            assert after["clocks"]["remaining_ms"][1 - running] == was[1 - running]
            # The bot carries on: play on until seat 2 moves after the restart.
            b = Client(ws, ben)
            rng = random.Random(6)
            deadline = time.time() + 60
            bot_moved = False
            while time.time() < deadline and not bot_moved:
                states = [latest(a), latest(b)]
                bot_moved = any(
                    m["type"] == "state"
                    and m["last"]
                    and m["last"]["seat"] == 2
                    and m["seq"] > before["seq"]
                    for m in a.messages
                )
                top = max(s["seq"] for s in states)
                for c, s in zip((a, b), states, strict=True):
                    if s["seq"] == top and s["view"]["legal"] and s["status"] == "playing":
                        c.send(
                            {
                                "type": "act",
                                "action": rng.choice(s["view"]["legal"]),
                                "seq": s["seq"],
                                "id": f"j{top}",
                            }
                        )
                        c.until(lambda m: m["type"] in ("ack", "error"))
            assert bot_moved
            a.close()
            b.close()
    finally:
        if schema:
            drop_schema(Settings(db_url=os.environ[PG_ENV], db_schema=schema))

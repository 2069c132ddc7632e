"""No request waits long for others: while 60 spectators that never read sit at a table
and its two players churn it (moves as fast as the rate allows, chat, refused messages),
a player at another table and HTTP requests are answered within a second (99% of them;
none takes 5 s).

The spectators are raw sockets with a small receive buffer that say hello and never read,
so what the server sends them backs up in its own queues (bounded by ``MAX_QUEUE``)."""

from __future__ import annotations

import base64
import json
import os
import random
import socket
import struct
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
from harness import PG_ENV, Client, drop_schema
from test_restart import serve
from websockets.exceptions import ConnectionClosed

from seaboard.server.settings import Settings

SPECTATORS = 60
SECONDS = 8.0  # how long the churn runs while the latencies are measured
MOST = 1.0  # seconds a request may take, all but the slowest 1% of each kind
WORST = 5.0  # seconds the slowest may take: a busy machine's scheduler, not a starved queue


def never_reading(port: int, table_id: str) -> socket.socket:
    """A websocket that says hello as a spectator, then never reads a byte."""
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall(
        (
            f"GET /ws/tables/{table_id} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    payload = json.dumps({"type": "hello"}).encode()
    mask = os.urandom(4)
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    s.sendall(struct.pack("!BB", 0x81, 0x80 | len(payload)) + mask + masked)
    return s


def churn(client: Client, rng: random.Random, stop: threading.Event) -> None:
    """Play whatever is legal as fast as the rate allows, with chat and refused junk (until
    the server drops the churner for going over its message rate: that is its defence)."""
    try:
        churning(client, rng, stop)
    except ConnectionClosed:
        return


def churning(client: Client, rng: random.Random, stop: threading.Event) -> None:
    k = 0
    while not stop.is_set():
        for m in client.drain():
            if m["type"] == "state" and m["status"] != "playing":
                return
        state = client.state()
        k += 1
        client.pace()
        if k % 3 == 0:
            client.send({"type": "chat", "text": f"churn {k}"})
        elif k % 3 == 1:
            client.send({"type": "nonsense", "k": k})
        elif state is not None and state["view"]["legal"]:
            action = rng.choice(state["view"]["legal"])
            client.send({"type": "act", "action": action, "seq": state["seq"], "id": f"k{k}"})
        else:
            client.drain(0.01)


def my_turn(client: Client) -> dict[str, Any]:
    """The newest state once it is this client's turn (or the game is over)."""
    client.drain()
    state = client.state()
    if state is not None and (state["view"]["legal"] or state["status"] != "playing"):
        return state
    return client.until(
        lambda m: m["type"] == "state" and (bool(m["view"]["legal"]) or m["status"] != "playing")
    )


def test_others_are_answered_within_a_second_while_a_table_churns(
    db_kind: str, tmp_path: Path
) -> None:
    env, args, schema = dict(os.environ), ["--data-dir", str(tmp_path)], None
    if db_kind == "postgres":
        schema = env["SEABOARD_DB_SCHEMA"] = f"l_{uuid.uuid4().hex[:12]}"
        args = ["--db", os.environ[PG_ENV]]
    try:
        with serve(args, env) as (_proc, base):  # its own process: no GIL shared with the clients
            waits = measure(base)
    finally:
        if schema:
            drop_schema(Settings(db_url=os.environ[PG_ENV], db_schema=schema))
    for name, found in waits.items():
        assert found, f"no {name} request was measured"
        ordered = sorted(found)
        p95 = ordered[int(0.95 * (len(ordered) - 1))]
        print(f"{db_kind} {name}: {len(found)} requests, p95 {p95:.3f} s, max {ordered[-1]:.3f} s")
        # A queue that starves others slows every request after it, so 99% of them bound it;
        # one request preempted by a busy machine (a run under load: 1.29 s) does not.
        p99 = ordered[int(0.99 * (len(ordered) - 1))]
        assert p99 < MOST, (name, ordered[-10:])
        assert ordered[-1] < WORST, (name, ordered[-10:])


def measure(base: str) -> dict[str, list[float]]:
    """The churn and the spectators at one table; the latencies of the others meanwhile."""
    http = httpx.Client(base_url=base, timeout=30)
    ws = base.replace("http://", "ws://") + "/ws/tables/"
    port = int(base.rsplit(":", 1)[1])
    ana, ben, cy = (
        http.post("/api/players", json={"name": n}).json()["token"] for n in ("ana", "ben", "cy")
    )

    def post(path: str, token: str, body: Any = None) -> Any:
        return http.post(path, json=body, headers={"Authorization": f"Bearer {token}"}).json()

    body = {"game": "el-switcher", "players": 2, "options": {"turn_seconds": None}}
    busy = post("/api/tables", ana, body)["table_id"]
    post(f"/api/tables/{busy}/join", ben, {})
    quiet = post("/api/tables", cy, {"game": "ebbe-flut", "seats": [None, "random"]})["table_id"]
    spectators = [never_reading(port, busy) for _ in range(SPECTATORS)]
    players = [Client(ws + busy, ana), Client(ws + busy, ben)]
    probe = Client(ws + quiet, cy)
    stop = threading.Event()
    threads = [
        threading.Thread(target=churn, args=(c, random.Random(i), stop), daemon=True)
        for i, c in enumerate(players)
    ]
    for t in threads:
        t.start()
    waits: dict[str, list[float]] = {"move": [], "lobby": [], "table": []}
    rng = random.Random(9)
    try:
        end = time.monotonic() + SECONDS
        while time.monotonic() < end:
            state = my_turn(probe)
            if state["status"] != "playing":
                break
            cid = probe.next_id()
            probe.pace()  # under the message rate: a refused move measures nothing
            started = time.perf_counter()
            action = rng.choice(state["view"]["legal"])
            probe.send({"type": "act", "action": action, "seq": state["seq"], "id": cid})
            answer = probe.until(lambda m, cid=cid: m.get("id") == cid)
            waits["move"].append(time.perf_counter() - started)
            assert answer["type"] != "error", answer
            for name, path in (("lobby", "/api/tables"), ("table", f"/api/tables/{busy}")):
                started = time.perf_counter()
                assert http.get(path).status_code == 200
                waits[name].append(time.perf_counter() - started)
        churned = sum(len(c.messages) for c in players)
        assert churned > 100, f"the players churned too little to test anything ({churned})"
    finally:
        stop.set()
        for t in threads:
            t.join(10)
        for s in spectators:
            s.close()
        http.close()
    return waits

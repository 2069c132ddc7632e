"""A real server on a loopback port (uvicorn in a thread) and blocking clients for tests."""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from websockets.sync.client import ClientConnection, connect

from seaboard.server.http.app import create_app
from seaboard.server.server import Server
from seaboard.server.settings import Settings, sqlite_url
from waiting import wait_until

PG_ENV = "SEABOARD_TEST_POSTGRES"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Running:
    """A running server: its base URL, its Server object and an HTTP client."""

    def __init__(self, base: str, server: Server, settings: Settings) -> None:
        self.base = base
        self.ws_base = base.replace("http://", "ws://")
        self.server = server
        self.settings = settings
        self.http = httpx.Client(base_url=base, timeout=30)

    def player(self, name: str = "ana") -> str:
        answer = self.http.post("/api/players", json={"name": name})
        assert answer.status_code == 200, answer.text
        return str(answer.json()["token"])

    def post(self, path: str, token: str | None = None, body: Any = None) -> httpx.Response:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return self.http.post(path, json=body, headers=headers)

    def get(self, path: str) -> httpx.Response:
        return self.http.get(path)

    def client(
        self,
        table_id: str,
        token: str | None = None,
        since: int | None = None,
        language: str | None = None,
    ) -> Client:
        return Client(f"{self.ws_base}/ws/tables/{table_id}", token, since, language)


def settings_for(kind: str, tmp: Path, **overrides: Any) -> Settings:
    # Reviews at the tables' priority: a machine kept busy would starve niceness 19 workers.
    overrides.setdefault("review_niceness", 0)
    if kind == "sqlite":
        return Settings(db_url=sqlite_url(tmp), data_dir=tmp, **overrides)
    url = os.environ[PG_ENV]
    return Settings(db_url=url, db_schema=f"t_{uuid.uuid4().hex[:12]}", **overrides)


@contextmanager
def running_server(settings: Settings, keep_schema: bool = False) -> Iterator[Running]:
    """uvicorn serving the real app in a background thread (``keep_schema``: a PostgreSQL
    schema outlives it, for a server started again on the same data)."""
    port = free_port()
    server = Server(settings)
    app = create_app(settings, server)
    config = uvicorn.Config(
        app,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        proxy_headers=False,  # as ``seaboard serve``: the app reads X-Forwarded-For itself
        ws_max_size=64 * 1024,
        ws_per_message_deflate=False,
    )
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    wait_until(lambda: uv.started or not thread.is_alive(), what="the test server to start")
    if not uv.started:
        raise RuntimeError("the test server did not start")
    running = Running(f"http://127.0.0.1:{port}", server, settings)
    try:
        yield running
    finally:
        running.http.close()
        uv.should_exit = True
        thread.join(timeout=15)
        if settings.db_schema and not keep_schema:
            drop_schema(settings)


def drop_schema(settings: Settings) -> None:
    from sqlalchemy import text
    from sqlalchemy.ext.asyncio import create_async_engine

    async def drop() -> None:
        engine = create_async_engine(settings.db_url)
        async with engine.begin() as conn:
            await conn.execute(text(f'DROP SCHEMA IF EXISTS "{settings.db_schema}" CASCADE'))
        await engine.dispose()

    asyncio.run(drop())


PACE_RATE, PACE_BURST = 15.0, 20.0  # a scripted player's messages a second, and saved up


class Client:
    """A blocking websocket client that keeps every message it received."""

    def __init__(
        self, url: str, token: str | None, since: int | None = None, language: str | None = None
    ) -> None:
        self.ws: ClientConnection = connect(url, max_size=2**22).__enter__()
        self.messages: list[dict[str, Any]] = []
        self.raw: list[str] = []
        hello: dict[str, Any] = {"type": "hello"}
        if token is not None:
            hello["token"] = token
        if since is not None:
            hello["since"] = since
        if language is not None:
            hello["language"] = language
        self.send(hello)
        self._ids = 0
        self._tokens = PACE_BURST
        self._stamp = time.monotonic()

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps(message))

    def send_raw(self, text: str | bytes) -> None:
        self.ws.send(text)

    def recv(self, timeout: float = 10.0) -> dict[str, Any]:
        text = self.ws.recv(timeout=timeout)
        assert isinstance(text, str)
        self.raw.append(text)
        message: dict[str, Any] = json.loads(text)
        self.messages.append(message)
        return message

    def drain(self, timeout: float = 0.0) -> list[dict[str, Any]]:
        """Every message already waiting (or arriving within ``timeout``, then 10 ms apart)."""
        got = []
        while True:
            try:
                got.append(self.recv(timeout))
            except TimeoutError:
                return got
            timeout = 0.01

    def until(
        self, test: Callable[[dict[str, Any]], bool], timeout: float = 20.0
    ) -> dict[str, Any]:
        """Read until a message passes ``test``."""
        end = time.time() + timeout
        while True:
            left = end - time.time()
            if left <= 0:
                raise TimeoutError("no matching message")
            message = self.recv(left)
            if test(message):
                return message

    def state(self) -> dict[str, Any] | None:
        """The latest state message received."""
        for message in reversed(self.messages):
            if message["type"] == "state":
                return message
        return None

    def pace(self) -> None:
        """Wait, if need be, so that this client stays under the server's message rate
        (``Settings.rate_per_second`` 20, bursts of 40): games played by scripts go faster
        than that, and refused moves are not what a game test is about."""
        now = time.monotonic()
        self._tokens = min(PACE_BURST, self._tokens + (now - self._stamp) * PACE_RATE)
        self._stamp = now
        if self._tokens < 1:  # pacing to a rate (not waiting for a condition)
            time.sleep((1 - self._tokens) / PACE_RATE)
            self._tokens, self._stamp = 1.0, time.monotonic()
        self._tokens -= 1

    def next_id(self) -> str:
        self._ids += 1
        return f"c{self._ids}"

    def close(self) -> None:
        self.ws.close()


def play_out(
    clients: list[Client],
    rng: random.Random,
    *,
    midway: Callable[[int], None] | None = None,
    limit: float = 120.0,
) -> dict[str, Any]:
    """Play random legal actions for whichever client is to move until the game is over.

    ``midway(seq)`` is called once every 10 events (a test may reconnect a client there).
    Returns the final state message of the first client.
    """
    end = time.time() + limit
    last_hook = 0
    while time.time() < end:
        for client in list(clients):
            client.drain()
        states = [c.state() for c in clients]
        if all(s is not None and s["status"] == "over" for s in states):
            final = clients[0].state()
            assert final is not None
            return final
        seqs = [s["seq"] for s in states if s is not None]
        top = max(seqs) if seqs else 0
        if midway is not None and top >= last_hook + 10:
            last_hook = top
            midway(top)
            continue
        mover = None
        for client, state in zip(clients, states, strict=True):
            ready = state is not None and state["seq"] == top and state["status"] == "playing"
            if ready and state is not None and state["view"]["legal"]:
                mover = (client, state)
        if mover is None:
            for client in clients:
                client.drain(0.05)
            continue
        client, state = mover
        legal = [a for a in state["view"]["legal"] if a != "undo"] or state["view"]["legal"]
        action = rng.choice(legal)
        cid = client.next_id()
        client.pace()
        client.send({"type": "act", "action": action, "seq": state["seq"], "id": cid})
        client.until(lambda m, cid=cid: m.get("id") == cid and m["type"] in ("ack", "error"))
    raise TimeoutError("the game did not end in time")

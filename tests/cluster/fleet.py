"""Real ``seaboard serve`` processes over one PostgreSQL and one Redis, for the fault tests.

``Fleet`` starts server processes (each its own OS process, on its own loopback port) in a
fresh PostgreSQL schema and under a fresh Redis key prefix, so tests never see each
other's tables; everything is dropped afterwards. ``pg_url()``/``redis_url()`` name this
machine's services (``SEABOARD_TEST_POSTGRES``/``SEABOARD_TEST_REDIS`` override), and
``services_answer()`` says why the tests must be skipped when one does not answer.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import httpx

PG_DEFAULT = "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
REDIS_DEFAULT = "redis://127.0.0.1:6379/0"


def pg_url() -> str:
    return os.environ.get("SEABOARD_TEST_POSTGRES") or PG_DEFAULT


def redis_url() -> str:
    return os.environ.get("SEABOARD_TEST_REDIS") or REDIS_DEFAULT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def services_answer() -> str | None:
    """None when PostgreSQL and Redis both answer, else why not (a skip reason)."""
    import redis
    from sqlalchemy import text
    from sqlalchemy.ext.asyncio import create_async_engine

    async def pg() -> None:
        engine = create_async_engine(pg_url())
        try:
            async with engine.connect() as conn:
                await conn.execute(text("select 1"))
        finally:
            await engine.dispose()

    try:
        asyncio.run(asyncio.wait_for(pg(), 5))
    except Exception as err:
        return f"PostgreSQL does not answer at {pg_url()}: {type(err).__name__}"
    try:
        redis.Redis.from_url(redis_url(), socket_connect_timeout=2).ping()
    except Exception as err:
        return f"Redis does not answer at {redis_url()}: {type(err).__name__}"
    return None


class Proc:
    """One running server process: its base URL and what it wrote on stderr."""

    def __init__(self, popen: subprocess.Popen[str], base: str, log: Path) -> None:
        self.popen = popen
        self.base = base
        self.ws_base = base.replace("http://", "ws://")
        self.log = log
        self.http = httpx.Client(base_url=base, timeout=30)

    @property
    def pid(self) -> int:
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen.poll() is None

    def ws(self, table_id: str) -> str:
        return f"{self.ws_base}/ws/tables/{table_id}"

    def kill(self) -> None:
        self.popen.send_signal(signal.SIGKILL)
        self.popen.wait(10)

    def stop(self) -> None:
        self.http.close()
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGTERM)
            try:
                self.popen.wait(15)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait()

    def stderr(self) -> str:
        return self.log.read_text(errors="replace")


class Fleet:
    """Server processes sharing one database schema and one Redis prefix."""

    def __init__(self, tmp: Path, db_url: str | None = None, redis: str | None = None) -> None:
        self.tmp = tmp
        self.db_url = db_url or pg_url()
        self.redis = redis or redis_url()
        tag = uuid.uuid4().hex[:10]
        self.schema = f"c_{tag}"
        self.prefix = f"seaboard-test:{tag}"
        self.procs: list[Proc] = []

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env["SEABOARD_DB_SCHEMA"] = self.schema
        env["SEABOARD_REDIS_PREFIX"] = self.prefix
        env["SEABOARD_REVIEW_NICENESS"] = "0"  # a busy machine would starve niceness 19
        env.pop("SEABOARD_DB", None)
        env.pop("SEABOARD_REDIS", None)
        return env

    def start(self, *extra: str, db_url: str | None = None) -> Proc:
        """Start one more server process and wait until it serves."""
        log = self.tmp / f"server-{len(self.procs)}.log"
        args = [sys.executable, "-m", "seaboard.cli.main", "serve", "--port", "0"]
        args += ["--db", db_url or self.db_url, "--redis", self.redis, *extra]
        with log.open("w") as err:
            popen = subprocess.Popen(
                args, stdout=subprocess.PIPE, stderr=err, text=True, env=self.env()
            )
        assert popen.stdout is not None
        line = popen.stdout.readline()
        if not line.startswith("Seaboard serves on http://"):
            popen.kill()
            raise RuntimeError(f"the server did not start: {line}{log.read_text()}")
        proc = Proc(popen, line.split()[-1].rstrip("/"), log)
        # The app starts (and migrates) after printing; wait until it answers.
        deadline = time.time() + 30
        while True:
            try:
                if proc.http.get("/api/games").status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.time() > deadline or not proc.alive():
                raise RuntimeError(f"the server did not answer: {log.read_text()}")
            time.sleep(0.05)
        self.procs.append(proc)
        return proc

    def lease_owner_pid(self, table_id: str) -> int | None:
        """The pid of the process holding the table's lease (origin is host-pid-random)."""
        import redis

        client = redis.Redis.from_url(self.redis, decode_responses=True)
        try:
            owner = client.get(f"{self.prefix}:lease:{table_id}")
        finally:
            client.close()
        if not isinstance(owner, str):
            return None
        return int(owner.rsplit("-", 2)[1])

    def close(self) -> None:
        for proc in self.procs:
            proc.stop()
        self._drop()

    def _drop(self) -> None:
        import redis
        from sqlalchemy import text
        from sqlalchemy.ext.asyncio import create_async_engine

        async def drop() -> None:
            engine = create_async_engine(pg_url())
            async with engine.begin() as conn:
                await conn.execute(text(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE'))
            await engine.dispose()

        asyncio.run(drop())
        try:
            client = redis.Redis.from_url(self.redis)
            keys = list(client.scan_iter(match=f"{self.prefix}:*"))
            if keys:
                client.delete(*keys)
            client.close()
        except Exception:
            pass  # a test's private Redis may be gone already


def acting_players(proc: Proc, names: list[str]) -> list[str]:
    """Guest tokens for ``names``."""
    tokens = []
    for name in names:
        answer = proc.http.post("/api/players", json={"name": name})
        assert answer.status_code == 200, answer.text
        tokens.append(str(answer.json()["token"]))
    return tokens


def new_table(proc: Proc, token: str, body: dict[str, Any]) -> str:
    answer = proc.http.post("/api/tables", json=body, headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 200, answer.text
    return str(answer.json()["table_id"])


def join(proc: Proc, table_id: str, token: str) -> int:
    answer = proc.http.post(
        f"/api/tables/{table_id}/join", json={}, headers={"Authorization": f"Bearer {token}"}
    )
    assert answer.status_code == 200, answer.text
    return int(answer.json()["seat"])


def told_seqs(messages: list[dict[str, Any]]) -> tuple[list[int], list[str | None]]:
    """The events a client was told, in order, each once: (seqs, actions).

    A ``log`` tells each of its events; a ``state`` tells its ``last`` event when its seq is
    one past what the client had (a repeated seq, after a refusal or a seat change, tells
    nothing new). Anything else (a gap, a seq going back, an event told twice) fails.
    """
    have = -1
    seqs: list[int] = []
    actions: list[str | None] = []
    for message in messages:
        if message["type"] == "log":
            for event in message["events"]:
                assert event["seq"] == have + 1 or have < 0, (event, have)
                have = event["seq"]
                seqs.append(have)
                actions.append(event["action"])
        elif message["type"] == "state":
            seq = message["seq"]
            if have < 0:
                have = seq
                continue
            assert seq >= have, f"state {seq} after {have}: out of order"
            if seq == have:
                continue
            assert seq == have + 1, f"state {seq} after {have}: events missed"
            have = seq
            seqs.append(seq)
            actions.append(message["last"]["action"] if message["last"] else None)
    return seqs, actions


class TcpProxy:
    """A TCP relay on a loopback port in front of another address; ``cut()`` drops every
    connection and refuses new ones until ``restore()``: a database that went away."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.port = free_port()
        self._listener: socket.socket | None = None
        self._conns: list[socket.socket] = []
        self._lock = threading.Lock()
        self.restore()

    def restore(self) -> None:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self._listener = listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._conns += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(OSError):  # wakes the thread blocked in accept()
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
            self._listener = None
        with self._lock:
            conns, self._conns = self._conns, []
        for s in conns:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            s.close()

    def close(self) -> None:
        self.cut()


class PrivateRedis:
    """A redis-server of the test's own on a free loopback port, with no persistence, so
    restarting it loses everything (as a crashed Redis without a disk would)."""

    def __init__(self, tmp: Path) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise FileNotFoundError("redis-server is not installed")
        self.binary = binary
        self.tmp = tmp
        self.port = free_port()
        self.popen: subprocess.Popen[bytes] | None = None
        self.start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        import redis

        self.popen = subprocess.Popen(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.tmp),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.time() + 10
        while True:
            try:
                redis.Redis(port=self.port, socket_connect_timeout=0.5).ping()
                return
            except Exception:
                if time.time() > deadline:
                    raise
                time.sleep(0.05)

    def stop(self) -> None:
        if self.popen is not None and self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(10)


def dump(messages: list[dict[str, Any]]) -> str:
    return "\n".join(json.dumps(m)[:300] for m in messages[-20:])

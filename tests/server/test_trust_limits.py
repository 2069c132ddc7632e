"""The cheap denials of service of issue 22, tried over real sockets: each is refused or
contained with one sentence, and the server keeps serving everyone else."""

from __future__ import annotations

import json
import random
import select
import socket
import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from harness import Running

from seaboard.engine import SeaboardError, load
from seaboard.records import Record

MiB = 1 << 20


def long_record(actions: int = 20_000) -> dict[str, Any]:
    """A finished El Switcher game of random moves (about 15,000 actions)."""
    game = load("el-switcher", 2, max_turns=10_000)
    state, rng, played = game.new(1), random.Random(1), []
    while not state.is_terminal and len(played) < actions:
        action = rng.choice(state.legal_actions())
        played.append(str(action))
        state = state.play(action)
    return Record(game, 1, ["ana", "ben"], played).to_json(state)


def short_record() -> dict[str, Any]:
    game = load("ebbe-flut", 2)
    state, rng, played = game.new(3), random.Random(3), []
    while not state.is_terminal:
        action = rng.choice(state.legal_actions())
        played.append(str(action))
        state = state.play(action)
    return Record(game, 3, ["ana", "ben"], played).to_json(state)


Make = Callable[..., AbstractContextManager[Running]]


def test_an_uploaded_replay_needs_a_token_and_is_limited_per_player(make_server: Make) -> None:
    with make_server(replay_burst=2.0, replay_per_minute=1.0) as srv:
        record = short_record()
        anonymous = srv.http.post("/api/replay", json=record)
        assert anonymous.status_code == 401 and "token" in anonymous.json()["detail"]
        ana, ben = srv.player("ana"), srv.player("ben")
        answers = [srv.post("/api/replay", ana, record).status_code for _ in range(3)]
        assert answers == [200, 200, 429]
        assert "too many replays" in srv.post("/api/replay", ana, record).json()["detail"]
        assert srv.post("/api/replay", ben, record).status_code == 200  # ben is not ana


def test_a_long_replay_runs_off_the_event_loop_with_bounded_work(make_server: Make) -> None:
    record = long_record()
    assert len(record["actions"]) > 10_000
    with make_server(replay_pending=1) as srv:
        ana, ben = srv.player("ana"), srv.player("ben")
        done: list[httpx.Response] = []
        upload = threading.Thread(target=lambda: done.append(srv.post("/api/replay", ana, record)))
        upload.start()
        while srv.server.replayer.pending == 0 and upload.is_alive():
            upload.join(0.005)
        # While the worker replays it, the server answers others (and refuses more work).
        assert srv.get("/api/games").status_code == 200
        busy = srv.post("/api/replay", ben, short_record())
        assert upload.is_alive()
        assert busy.status_code == 503 and "replaying other records" in busy.json()["detail"]
        upload.join(60)
        assert done[0].status_code == 200
        assert len(done[0].json()["steps"]) == len(record["actions"]) + 1
    with make_server(replay_cpu_seconds=0.05) as srv:
        answer = srv.post("/api/replay", srv.player("ana"), record)
        assert answer.status_code == 413
        assert "took more than 0.05 seconds to replay" in answer.json()["detail"]


def test_a_chunked_body_is_counted_as_it_streams(srv: Running) -> None:
    """36 MB sent in chunks without a Content-Length: refused after the first 2 MB."""
    where = urlsplit(srv.base)
    sock = socket.create_connection((where.hostname, where.port))
    sock.sendall(
        b"POST /api/players HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    chunk = b"[" * (64 * 1024)
    framed = b"%x\r\n%s\r\n" % (len(chunk), chunk)
    sent = 0
    try:
        while sent < 36 * MiB:
            if select.select([sock], [], [], 0)[0]:
                break  # the answer came before the whole body was sent
            sock.sendall(framed)
            sent += len(chunk)
    except (BrokenPipeError, ConnectionResetError):
        pass
    sock.settimeout(10)
    answer = b""
    while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
        part = sock.recv(65536)
        if not part:
            break
        answer += part
    sock.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413"), head
    assert json.loads(body)["detail"] == "the request body is too large (at most 2000000 bytes)"
    assert sent < 36 * MiB
    assert srv.get("/api/games").status_code == 200


def test_deeply_nested_json_is_an_error_and_the_socket_stays(srv: Running) -> None:
    ana = srv.player("ana")
    table_id = srv.post("/api/tables", ana, {"game": "ebbe-flut", "players": 2}).json()["table_id"]
    spectator = srv.client(table_id, ana)
    spectator.until(lambda m: m["type"] == "state")
    spectator.send_raw("[" * 4000)
    error = spectator.until(lambda m: m["type"] == "error")
    assert error["message"] == "a message may not be nested this deeply"
    spectator.send_raw('{"type": "chat", "text": ' + "[" * 2000 + "]" * 2000 + "}")
    assert "nested" in spectator.until(lambda m: m["type"] == "error")["message"]
    spectator.send({"type": "ping"})
    assert spectator.until(lambda m: m["type"] in ("pong", "error"))["type"] == "pong"
    deep = srv.http.post(
        "/api/players", content=b"[" * 100_000, headers={"content-type": "application/json"}
    )
    assert deep.status_code == 400 and isinstance(deep.json()["detail"], str)
    spectator.close()


def test_chat_is_limited_per_player_and_table_however_many_sockets(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = srv.post("/api/tables", ana, {"game": "ebbe-flut", "players": 2}).json()["table_id"]
    sockets = [srv.client(table_id, ana) for _ in range(10)]
    listener = srv.client(table_id, ben)
    for s in (*sockets, listener):
        s.until(lambda m: m["type"] == "state")
    for i in range(30):
        sockets[i % len(sockets)].send({"type": "chat", "text": f"line {i}"})

    def refusals() -> int:
        return sum(
            1
            for s in sockets
            for m in s.messages
            if m["type"] == "error" and "too many chat" in m["message"]
        )

    def heard() -> list[dict[str, Any]]:
        return [m for m in listener.messages if m["type"] == "chat"]

    deadline = time.monotonic() + 15
    while refusals() + len(heard()) < 30 and time.monotonic() < deadline:
        for s in (*sockets, listener):
            s.drain(0.05)
    # A burst of 5 and 1 a second: at most a line or two more while the 30 went out.
    assert 5 <= len(heard()) <= 7, heard()
    assert refusals() == 30 - len(heard())
    # Another player's chat at the same table has its own bucket.
    listener.send({"type": "chat", "text": "hello"})
    assert listener.until(lambda m: m["type"] == "chat")["text"] == "hello"
    for s in (*sockets, listener):
        s.close()


NUMERIC = [
    ("el-switcher", 2, "turn_seconds", 10**30),
    ("el-switcher", 2, "turn_seconds", 0),
    ("el-switcher", 2, "max_turns", 10_001),
    ("el-switcher", 2, "undos", 51),
    ("el-switcher", 2, "undos", -1),
    ("flotsam-fight", 2, "reset_limit", 10**6),
    ("flotsam-fight", 2, "reset_limit", 0),
]


@pytest.mark.parametrize(("game", "players", "key", "value"), NUMERIC)
def test_numeric_options_beyond_their_bounds_are_the_engines_sentence(
    srv: Running, game: str, players: int, key: str, value: int
) -> None:
    with pytest.raises(SeaboardError) as refused:
        load(game, players, **{key: value})
    ana = srv.player("ana")
    body = {"game": game, "players": players, "options": {key: value}}
    answer = srv.post("/api/tables", ana, body)
    assert answer.status_code == 400
    assert answer.json()["detail"] == str(refused.value)
    assert srv.get("/api/tables").json() == [] or all(
        t["options"].get(key) != value for t in srv.get("/api/tables").json()
    )


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ({"clock": {"base": 10**30}}, "clock.base"),
        ({"clock": {"base": 0}}, "clock.base"),
        ({"clock": {"base": 60, "increment": 10**9}}, "clock.increment"),
        ({"grace": 10**12}, "grace"),
        ({"seats": [None, "ismcts:iterations=200000,depth=1000"]}, "iterations"),
        ({"seats": [None, "ismcts:think=10"]}, "think"),
        ({"seats": [None, "greedy" + "x" * 300]}, "seats.1"),
    ],
)
def test_the_servers_own_numbers_are_bounded(
    srv: Running, extra: dict[str, Any], words: str
) -> None:
    body = {"game": "ebbe-flut", "players": 2, **extra}
    answer = srv.post("/api/tables", srv.player("ana"), body)
    assert answer.status_code == 400, answer.text
    assert words in answer.json()["detail"]


def test_infinite_and_nan_clocks_are_refused(srv: Running) -> None:
    ana = srv.player("ana")
    for text in ("Infinity", "NaN", "1e400"):
        raw = '{"game": "ebbe-flut", "players": 2, "clock": {"base": ' + text + "}}"
        answer = srv.http.post(
            "/api/tables",
            content=raw.encode(),
            headers={"content-type": "application/json", "Authorization": f"Bearer {ana}"},
        )
        assert answer.status_code == 400, (text, answer.text)
        assert "clock.base" in answer.json()["detail"]

"""A websocket fuzzer against a real ``seaboard serve`` process (its log captured at DEBUG):
malformed and oversized frames, unknown types, replayed and out-of-order seqs, a stranger's
token, a finished table, bursts, token guessing. Each gets one clear error, nothing changes,
nobody hears anything of another seat, and neither tokens nor seeds reach the log."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from harness import Client, play_out
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

LOGGED_SERVE = (
    "import logging, sys; logging.basicConfig(level=logging.DEBUG); "
    "from seaboard.cli.main import main; sys.exit(main(sys.argv[1:]))"
)


class Served:
    def __init__(self, popen: subprocess.Popen[str], base: str, log: Path) -> None:
        self.popen = popen
        self.base = base
        self.log = log
        self.http = httpx.Client(base_url=base, timeout=30)

    def ws(self, table_id: str) -> str:
        return self.base.replace("http://", "ws://") + f"/ws/tables/{table_id}"

    def token(self, name: str) -> str:
        return str(self.http.post("/api/players", json={"name": name}).json()["token"])

    def table(self, token: str, body: dict[str, Any]) -> str:
        answer = self.http.post("/api/tables", json=body, headers=bearer(token))
        assert answer.status_code == 200, answer.text
        return str(answer.json()["table_id"])


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    tmp = tmp_path_factory.mktemp("fuzz")
    log = tmp / "server.log"
    args = [sys.executable, "-c", LOGGED_SERVE, "serve", "--port", "0", "--data-dir", str(tmp)]
    with log.open("w") as err:
        popen = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=err, text=True)
    assert popen.stdout is not None
    line = popen.stdout.readline()
    assert line.startswith("Seaboard serves on"), line + log.read_text()
    srv = Served(popen, line.split()[-1].rstrip("/"), log)
    deadline = time.time() + 30
    while True:
        try:
            if srv.http.get("/api/games").status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert time.time() < deadline, log.read_text()
        time.sleep(0.05)
    yield srv
    srv.http.close()
    popen.terminate()
    popen.wait(15)


def seq_now(srv: Served, table_id: str) -> int:
    watcher = Client(srv.ws(table_id), None)
    state = watcher.until(lambda m: m["type"] == "state")
    watcher.close()
    return int(state["seq"])


def reply_to(client: Client, text: str | bytes) -> dict[str, Any]:
    """Send one frame; the error it gets (other messages on the way are kept)."""
    client.send_raw(text)
    return client.until(lambda m: m["type"] == "error", timeout=10)


# Frames that must each be refused with an error.
def hostile_frames(current_seq: int) -> st.SearchStrategy[str | bytes]:
    scalars = st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=30)
    )
    json_values = st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    )
    wrong_seq = st.integers(min_value=-5, max_value=10_000).filter(lambda n: n != current_seq)
    bad_seq = st.one_of(st.none(), st.booleans(), st.text(max_size=5), st.floats(), wrong_seq)
    acts = st.fixed_dictionaries(
        {"type": st.sampled_from(["act", "undo"]), "action": st.text(max_size=40), "seq": bad_seq},
        optional={"id": st.text(max_size=10)},
    )
    illegal = st.fixed_dictionaries(
        {
            "type": st.just("act"),
            "action": st.text(max_size=30).map(lambda t: "zz" + t),
            "seq": st.just(current_seq),
        }
    )
    unknown = st.fixed_dictionaries(
        {
            "type": st.one_of(scalars, st.text(max_size=20)).filter(
                lambda t: t not in ("act", "undo", "chat", "hello", "ping")
            )
        },
        optional={"seq": scalars, "action": scalars},
    )
    as_text = st.one_of(
        acts, illegal, unknown, json_values.filter(lambda v: not isinstance(v, dict))
    ).map(json.dumps)
    garbage = st.one_of(
        st.text(max_size=60).filter(lambda t: not _is_json(t)),
        st.binary(max_size=60).filter(lambda b: not _is_json(b.decode("utf-8", "replace"))),
        st.integers(min_value=4100, max_value=60_000).map(lambda n: "x" * n),
        st.just(json.dumps({"type": "hello", "token": "x"})),
    )
    return st.one_of(as_text, garbage)


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def test_fuzzed_frames_change_nothing(served: Served) -> None:
    ana, ben = served.token("ana"), served.token("ben")
    table_id = served.table(ana, {"game": "ebbe-flut", "players": 2})
    served.http.post(f"/api/tables/{table_id}/join", json={}, headers=bearer(ben))
    a, b = Client(served.ws(table_id), ana), Client(served.ws(table_id), ben)
    play_out_some([a, b], 3)
    start = seq_now(served, table_id)
    b.drain(0.3)
    seen_by_b = len(b.messages)
    fuzz = Client(served.ws(table_id), ana)  # ana's seat: the fuzzer could move if let
    fuzz.until(lambda m: m["type"] == "state")
    replies: list[dict[str, Any]] = []

    @given(frame=hostile_frames(start))
    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    def send(frame: str | bytes) -> None:
        time.sleep(0.03)  # under the per-connection rate (20 a second)
        reply = reply_to(fuzz, frame)
        assert isinstance(reply["message"], str) and 3 < len(reply["message"]) < 300
        replies.append(reply)

    send()
    assert seq_now(served, table_id) == start
    # ben heard nothing of it (no state past the start; no error, no echo).
    b.drain(0.5)
    for message in b.messages[seen_by_b:]:
        assert message["type"] in ("presence", "state"), message
        if message["type"] == "state":
            assert message["seq"] == start and message["seat"] == 1
    kinds = {r["message"].split(":")[0][:25] for r in replies}
    assert len(kinds) >= 4, kinds  # the fuzzer reached several different refusals
    for c in (a, b, fuzz):
        c.close()


def play_out_some(clients: list[Client], moves: int) -> None:
    rng = random.Random(1)
    for _ in range(moves):
        for c in clients:
            c.drain(0.1)
        for c in clients:
            state = c.state()
            if state is not None and state["view"]["legal"] and state["status"] == "playing":
                cid = c.next_id()
                action = rng.choice(state["view"]["legal"])
                c.send({"type": "act", "action": action, "seq": state["seq"], "id": cid})
                c.until(lambda m, cid=cid: m.get("id") == cid)
                break


def test_other_seats_strangers_finished_tables_and_bursts(served: Served) -> None:
    ana, ben, cleo = served.token("ana"), served.token("ben"), served.token("cleo")
    body = {"game": "el-switcher", "players": 2, "options": {"deck": "short", "max_turns": 1}}
    table_id = served.table(ana, body)
    served.http.post(f"/api/tables/{table_id}/join", json={}, headers=bearer(ben))
    a, b = Client(served.ws(table_id), ana), Client(served.ws(table_id), ben)
    stranger = Client(served.ws(table_id), cleo)
    state_a = a.until(lambda m: m["type"] == "state")
    state_b = b.until(lambda m: m["type"] == "state")
    mover, idle = (a, b) if state_a["view"]["legal"] else (b, a)
    legal = (state_a if mover is a else state_b)["view"]["legal"]
    seq = state_a["seq"]
    # The seat not to move plays the mover's legal action: refused.
    idle.send({"type": "act", "action": legal[0], "seq": seq, "id": "x"})
    assert idle.until(lambda m: m["type"] == "error")["message"] == "it is not your turn"
    # A stranger's token makes a named spectator, who cannot act.
    stranger.until(lambda m: m["type"] == "state")
    stranger.send({"type": "act", "action": legal[0], "seq": seq, "id": "y"})
    assert stranger.until(lambda m: m["type"] == "error")["message"] == "spectators cannot act"
    # A replayed client id after a refusal does not sneak a move in; seq unchanged.
    assert seq_now(served, table_id) == seq

    # A burst: thousands of frames as fast as they go. The server refuses the excess and
    # finally closes that connection; everyone else is served as before.
    burst = Client(served.ws(table_id), None)
    sent = 0
    try:
        for i in range(3000):
            burst.send({"type": "act", "action": "end", "seq": i, "id": str(i)})
            sent += 1
    except Exception:
        pass  # the server closed the connection mid-burst
    got = []
    try:
        while True:
            got.append(burst.recv(3))
    except Exception:
        pass
    errors = [m for m in got if m["type"] == "error"]
    expected = {"spectators cannot act", "too many messages; slow down"}
    assert all(m["message"] in expected for m in errors), errors[:5]
    # The server sends its refusals before closing, but a close while the client is still
    # sending can reach it as a reset that discards what it had not read yet.
    assert errors or sent < 3000, got[:5]
    try:
        burst.send({"type": "ping"})
        burst.until(lambda m: m["type"] == "pong", timeout=3)
        closed = False
    except Exception:
        closed = True
    # Past its refusals the connection is closed (queued errors may be cut short by that).
    too_many = any(m["message"] == "too many messages; slow down" for m in errors)
    assert closed or too_many
    mover.send({"type": "ping"})
    assert mover.until(lambda m: m["type"] == "pong")
    assert seq_now(served, table_id) == seq

    # Play the table to its end; then every action is refused.
    final = play_out([a, b], random.Random(2), limit=120)
    assert final["status"] == "over"
    a.send({"type": "act", "action": "end", "seq": final["seq"], "id": "late"})
    assert a.until(lambda m: m["type"] == "error")["message"] == "the game is over"
    b.send({"type": "undo", "seq": final["seq"], "id": "late2"})
    assert b.until(lambda m: m["type"] == "error")["message"] == "the game is over"
    assert seq_now(served, table_id) == final["seq"]
    # Nothing of ana's seat went to ben: every state ben got is seat 1's view.
    for m in b.messages:
        if m["type"] == "state":
            assert m["seat"] == 1 and m["view"].get("seat", 1) == 1
    record = served.http.get(f"/api/tables/{table_id}/record").json()
    secrets = [ana, ben, cleo, str(record["seed"])]
    for c in (a, b, stranger):
        for raw in c.raw:  # no message to anyone holds a token
            assert not any(token in raw for token in (ana, ben, cleo))
        c.close()
    # No token and no seed in the server's log, and no crash.
    log = served.log.read_text(errors="replace")
    assert "DEBUG" in log  # the log was captured, at its most verbose
    for secret in secrets:
        assert secret not in log
    assert "Traceback" not in log, log[-3000:]
    assert served.popen.poll() is None


def test_token_guessing_is_rate_limited(served: Served) -> None:
    ana = served.token("ana")
    table_id = served.table(ana, {"game": "ebbe-flut", "players": 2})
    client = Client(served.ws(table_id), "not-a-token")
    answers = [client.until(lambda m: m["type"] == "error")["message"]]
    for i in range(30):
        client.send({"type": "hello", "token": f"guess-{i}"})
        answers.append(client.until(lambda m: m["type"] == "error")["message"])
    assert answers[0] == "unknown token"
    assert answers[-1].startswith("too many wrong tokens")
    assert answers.count("unknown token") <= 21
    # Over HTTP too (the same address), even with a right token now.
    answer = served.http.get("/api/players/me", headers=bearer(ana))
    assert answer.status_code == 429
    assert "too many wrong tokens" in answer.json()["detail"]
    # A call without a token is not limited.
    assert served.http.get("/api/games").status_code == 200
    client.close()
    assert ana not in served.log.read_text(errors="replace")

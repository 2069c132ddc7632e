"""Bounded work for right passwords too: at most ``hash_slots`` argon2 hashes at once (the
rest wait, then 503 with a sentence), and at most ``sessions_per_account`` live sessions
(a new sign-in ends the oldest, whose sockets close as a sign-out's do)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

import pytest
from harness import Running
from test_accounts import closed_code
from test_limits_at_once import at_once

from seaboard.server import credentials
from seaboard.server.ws import SESSION_ENDED, SIGNED_OUT_CODE

MakeServer = Callable[..., AbstractContextManager[Running]]
PASSWORD = "correct horse battery"


class Watched:
    """The argon2 hasher, counting how many of its hashes run at once."""

    def __init__(self, real: Any, pause: float) -> None:
        self.real, self.pause = real, pause
        self.lock = threading.Lock()
        self.now = self.most = 0

    def _timed(self, work: Callable[[], Any]) -> Any:
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        try:
            time.sleep(self.pause)  # a slower machine's hash: the overlap is what is measured
            return work()
        finally:
            with self.lock:
                self.now -= 1

    def hash(self, text: str) -> str:
        return str(self._timed(lambda: self.real.hash(text)))

    def verify(self, stored: str, text: str) -> bool:
        return bool(self._timed(lambda: self.real.verify(stored, text)))


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[float], Watched]]:
    def install(pause: float) -> Watched:
        hasher = Watched(credentials._hasher, pause)
        monkeypatch.setattr(credentials, "_hasher", hasher)
        return hasher

    yield install


def test_no_more_hashes_at_once_than_slots(
    make_server: MakeServer, watched: Callable[[float], Watched]
) -> None:
    with make_server(hash_slots=2, hash_wait=60.0) as srv:
        hasher = watched(0.05)
        bodies = [{"name": f"quinn{i}", "password": PASSWORD} for i in range(12)]
        assert at_once([srv.base], "POST", "/api/accounts", bodies) == {200: 12}
        assert hasher.most == 2


def test_past_the_wait_a_sign_up_is_refused_and_not_counted(
    make_server: MakeServer, watched: Callable[[float], Watched]
) -> None:
    with make_server(hash_slots=1, hash_wait=0.2, sign_ups_per_address=3) as srv:
        watched(1.0)
        bodies = [{"name": f"rosa{i}", "password": PASSWORD} for i in range(3)]
        refusals: set[str] = set()
        codes = at_once([srv.base], "POST", "/api/accounts", bodies, refusals=refusals)
        assert codes == {200: 1, 503: 2} and refusals == {credentials.BUSY}
        # The two refused were never tried: two more sign-ups fit in the limit of three.
        again = [{"name": f"rosa{i}", "password": PASSWORD} for i in range(3, 5)]
        for body in again:
            assert srv.http.post("/api/accounts", json=body).status_code == 200
        refused = srv.http.post("/api/accounts", json={"name": "rosa9", "password": PASSWORD})
        assert refused.status_code == 429


def test_a_right_password_waits_for_a_slot_too(
    make_server: MakeServer, watched: Callable[[float], Watched]
) -> None:
    with make_server(hash_slots=1, hash_wait=0.1) as srv:
        watched(0.8)
        bodies = [{"name": f"sami{i}", "password": PASSWORD} for i in range(2)]
        assert at_once([srv.base], "POST", "/api/accounts", bodies) == {200: 1, 503: 1}
        srv.http.post("/api/accounts", json={"name": "tove", "password": PASSWORD})
        refusals: set[str] = set()
        right = [{"name": "tove", "password": PASSWORD}] * 2
        busy = at_once([srv.base], "POST", "/api/sessions", right, refusals=refusals)
        assert busy == {200: 1, 503: 1} and refusals == {credentials.BUSY}


def test_a_new_sign_in_ends_the_oldest_session_beyond_the_bound(make_server: MakeServer) -> None:
    with make_server(sessions_per_account=3) as srv:
        first = srv.http.post("/api/accounts", json={"name": "ulla", "password": PASSWORD})
        oldest = first.json()["token"]
        table = srv.post("/api/tables", oldest, {"game": "ebbe-flut", "seats": [None, None]})
        socket = srv.client(table.json()["table_id"], oldest)
        socket.until(lambda m: m["type"] == "state")
        tokens = []
        for _ in range(3):
            signed = srv.http.post("/api/sessions", json={"name": "ulla", "password": PASSWORD})
            tokens.append(signed.json()["token"])

        def me(token: str) -> int:
            headers = {"Authorization": f"Bearer {token}"}
            return srv.http.get("/api/players/me", headers=headers).status_code

        assert me(oldest) == 401
        assert [me(t) for t in tokens] == [200, 200, 200]
        assert socket.until(lambda m: m["type"] == "error", 10)["message"] == SESSION_ENDED
        assert closed_code(socket) == SIGNED_OUT_CODE

"""Accounts over the HTTP API and the websocket: sign-up, sign-in, sign-out, sessions that
expire, a guest who becomes an account, renames, new passwords, the limits, and the
cross-site requests that cannot act."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from typing import Any

import httpx
import pytest
from harness import Running

from seaboard.server.accounts import slowed
from seaboard.server.credentials import NO_MATCH
from waiting import wait_until

MakeServer = Callable[..., AbstractContextManager[Running]]
PASSWORD = "correct horse battery"


def call(
    srv: Running, method: str, path: str, token: str | None = None, body: Any = None
) -> httpx.Response:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return srv.http.request(method, path, json=body, headers=headers)


def sign_up(srv: Running, name: str, token: str | None = None) -> dict[str, str]:
    answer = call(srv, "POST", "/api/accounts", token, {"name": name, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    data: dict[str, str] = answer.json()
    assert set(data) == {"player_id", "name", "token"}
    return data


def sign_in(srv: Running, name: str, password: str = PASSWORD) -> httpx.Response:
    return call(srv, "POST", "/api/sessions", None, {"name": name, "password": password})


def me(srv: Running, token: str) -> httpx.Response:
    return call(srv, "GET", "/api/players/me", token)


def test_sign_up_sign_in_sign_out(srv: Running) -> None:
    made = sign_up(srv, "Ann_1.x")
    assert me(srv, made["token"]).json() == {
        "player_id": made["player_id"],
        "name": "Ann_1.x",
        "account": True,
        "language": None,
    }
    # Any case of the name signs in, each time with a new token.
    first, second = sign_in(srv, "ann_1.X"), sign_in(srv, "ANN_1.X")
    assert first.status_code == second.status_code == 200, first.text
    assert first.json()["player_id"] == made["player_id"] and first.json()["name"] == "Ann_1.x"
    assert len({made["token"], first.json()["token"], second.json()["token"]}) == 3
    # Signing out ends that token only, at once (the token was cached by the calls above).
    token = first.json()["token"]
    assert me(srv, token).status_code == 200
    out = call(srv, "DELETE", "/api/sessions", token)
    assert out.status_code == 200 and out.json() == {"signed_out": True}
    assert me(srv, token).status_code == 401
    assert call(srv, "DELETE", "/api/sessions", token).status_code == 401
    assert me(srv, second.json()["token"]).status_code == 200
    assert me(srv, made["token"]).status_code == 200
    # A signed-out token cannot sit down at a table either (the websocket says so).
    made_table = srv.post(
        "/api/tables", made["token"], {"game": "ebbe-flut", "seats": [None, None]}
    )
    client = srv.client(made_table.json()["table_id"], token)
    refused = client.recv()
    assert refused["type"] == "error" and refused["message"] == "unknown token"
    client.close()


def test_wrong_names_and_passwords_say_the_same_thing(srv: Running) -> None:
    sign_up(srv, "berta")
    wrong_password = sign_in(srv, "berta", "not the password")
    no_such_name = sign_in(srv, "bertha", PASSWORD)
    too_long_name = sign_in(srv, "b" * 100, PASSWORD)
    for answer in (wrong_password, no_such_name, too_long_name):
        assert answer.status_code == 401
        assert answer.json() == {"detail": NO_MATCH}


@pytest.mark.parametrize(
    "name,password,words",
    [
        ("ab", PASSWORD, "3 to 24 characters"),
        ("a" * 25, PASSWORD, "3 to 24 characters"),
        ("ann smith", PASSWORD, "may hold only letters"),
        ("ännchen", PASSWORD, "may hold only letters"),
        ("ann<script>", PASSWORD, "may hold only letters"),
        ("carla", "short", "8 to 128 characters"),
        ("carla", "x" * 129, "8 to 128 characters"),
    ],
)
def test_bad_names_and_passwords_are_refused(
    srv: Running, name: str, password: str, words: str
) -> None:
    answer = call(srv, "POST", "/api/accounts", None, {"name": name, "password": password})
    assert answer.status_code == 400
    assert words in answer.json()["detail"] and answer.json()["detail"].endswith(".")
    assert sign_in(srv, name, password).status_code == 401  # nothing was made


def test_names_are_unique_whatever_their_case(srv: Running) -> None:
    sign_up(srv, "Dora")
    for name in ("dora", "DORA", "Dora"):
        answer = call(srv, "POST", "/api/accounts", None, {"name": name, "password": PASSWORD})
        assert answer.status_code == 409
        assert answer.json()["detail"] == "That user name is taken; choose another."
    other = sign_up(srv, "dora2")
    renamed = call(srv, "PATCH", "/api/players/me", other["token"], {"name": "DORA"})
    assert renamed.status_code == 409


def test_two_sign_ups_racing_for_one_name(srv: Running) -> None:
    def attempt(_: int) -> int:
        body = {"name": "Same.Name", "password": PASSWORD}
        return httpx.post(f"{srv.base}/api/accounts", json=body, timeout=30).status_code

    with ThreadPoolExecutor(2) as pool:
        assert sorted(pool.map(attempt, range(2))) == [200, 409]


def test_a_guest_becomes_the_account_with_games_and_seats(srv: Running) -> None:
    guest = srv.post("/api/players", None, {"name": "Otter 123"}).json()
    made = srv.post(
        "/api/tables",
        guest["token"],
        {"game": "ebbe-flut", "seats": [None, "greedy"], "public": False},
    )
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    from seaboard.server.ws import SIGNED_OUT_CODE

    watcher = srv.client(table_id)  # a spectator
    watcher.until(lambda m: m["type"] == "state")
    seated = srv.client(table_id, guest["token"])
    seated.until(lambda m: m["type"] == "state")
    account = sign_up(srv, "otter", guest["token"])
    assert account["player_id"] == guest["player_id"] and account["name"] == "otter"
    # No fixation: the account gets a new token, and the guest's ends with its sockets.
    assert account["token"] != guest["token"]
    assert me(srv, guest["token"]).status_code == 401
    assert me(srv, account["token"]).json()["account"] is True
    assert closed_code(seated) == SIGNED_OUT_CODE
    # The open socket hears the new name; the table shows it; the seat is the same.
    presence = watcher.until(lambda m: m["type"] == "presence" and m["seats"][0]["name"] == "otter")
    assert presence["seats"][1]["bot"] == "greedy"
    watcher.close()
    assert srv.get(f"/api/tables/{table_id}").json()["seats"][0]["name"] == "otter"
    # Another device signs in and finds the guest's game, in its own seat.
    other = sign_in(srv, "otter").json()
    tables = call(srv, "GET", "/api/players/me/tables", other["token"]).json()
    assert [(t["table_id"], t["seat"]) for t in tables] == [(table_id, 0)]
    assert srv.post(f"/api/tables/{table_id}/join", other["token"], {}).json() == {"seat": 0}
    # An account cannot sign up again; a second guest cannot take the name.
    again = call(
        srv, "POST", "/api/accounts", other["token"], {"name": "otter3", "password": PASSWORD}
    )
    assert again.status_code == 409
    second = srv.player("Seal 999")
    taken = call(srv, "POST", "/api/accounts", second, {"name": "OTTER", "password": PASSWORD})
    assert taken.status_code == 409 and me(srv, second).json()["account"] is False


def test_rename_keeps_the_seats(srv: Running) -> None:
    ann, ben = sign_up(srv, "anna"), srv.player("ben")
    made = srv.post("/api/tables", ann["token"], {"game": "ebbe-flut", "seats": [None, None]})
    table_id = made.json()["table_id"]
    watcher = srv.client(table_id, ben)
    watcher.until(lambda m: m["type"] == "state")
    renamed = call(srv, "PATCH", "/api/players/me", ann["token"], {"name": "Annabel"})
    assert renamed.status_code == 200, renamed.text
    assert renamed.json() == {
        "player_id": ann["player_id"],
        "name": "Annabel",
        "account": True,
        "language": None,
    }
    watcher.until(lambda m: m["type"] == "presence" and m["seats"][0]["name"] == "Annabel")
    watcher.close()
    # The account signs in under its new name only; the seat is still its own.
    assert sign_in(srv, "anna").status_code == 401
    assert sign_in(srv, "annabel").json()["player_id"] == ann["player_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben, {}).json() == {"seat": 1}
    info = srv.get(f"/api/tables/{table_id}").json()
    assert [s["name"] for s in info["seats"]] == ["Annabel", "ben"]
    # A guest renames freely (a display name), and stays the same player.
    guest = srv.http.get("/api/players/me", headers={"Authorization": f"Bearer {ben}"}).json()
    again = call(srv, "PATCH", "/api/players/me", ben, {"name": "Ben the Bold"})
    assert again.json()["player_id"] == guest["player_id"]
    assert srv.get(f"/api/tables/{table_id}").json()["seats"][1]["name"] == "Ben the Bold"
    bad = call(srv, "PATCH", "/api/players/me", ann["token"], {"name": "no spaces here"})
    assert bad.status_code == 400 and "may hold only" in bad.json()["detail"]


def test_a_new_password_ends_the_other_sessions(srv: Running) -> None:
    made = sign_up(srv, "elsa")
    other = sign_in(srv, "elsa").json()["token"]
    assert me(srv, other).status_code == 200
    path, token = "/api/players/me/password", made["token"]
    wrong = call(srv, "POST", path, token, {"password": "guess guess", "new_password": "n" * 12})
    assert wrong.status_code == 403 and me(srv, other).status_code == 200
    short = call(srv, "POST", path, token, {"password": PASSWORD, "new_password": "n"})
    assert short.status_code == 400
    done = call(srv, "POST", path, token, {"password": PASSWORD, "new_password": "n" * 12})
    assert done.status_code == 200, done.text
    assert me(srv, other).status_code == 401 and me(srv, token).status_code == 200
    assert sign_in(srv, "elsa").status_code == 401
    assert sign_in(srv, "elsa", "n" * 12).status_code == 200


def test_sessions_expire(make_server: MakeServer) -> None:
    with make_server(session_seconds=1.0) as srv:
        token = sign_up(srv, "fritz")["token"]
        assert me(srv, token).status_code == 200  # cached now
        wait_until(lambda: me(srv, token).status_code == 401, what="the session to end")
        answer = me(srv, token)
        assert answer.json()["detail"] == "your session has ended; sign in again"
        fresh = sign_in(srv, "fritz").json()["token"]
        assert me(srv, fresh).status_code == 200


def test_sign_in_limits_per_name_and_per_address(make_server: MakeServer) -> None:
    limits = {"sign_in_failures_per_name_address": 3, "sign_in_failures_per_address": 5}
    with make_server(**limits) as srv:
        sign_up(srv, "greta")
        for _ in range(3):
            assert sign_in(srv, "GRETA", "wrong password").status_code == 401
        # The name is closed to this address for now, even to its right password; an
        # unknown name alike.
        blocked = sign_in(srv, "greta")
        assert blocked.status_code == 429
        assert blocked.json()["detail"].startswith("Too many failed sign-ins")
        for _ in range(2):
            assert sign_in(srv, "nobody", "wrong password").status_code == 401
        # Five failures from this address: every name is closed to it now.
        assert sign_in(srv, "someone", "wrong password").status_code == 429
        assert srv.server.accounts.attempts.window == 900.0


def test_strangers_guessing_from_many_addresses_never_lock_the_owner_out(
    make_server: MakeServer,
) -> None:
    limits = {
        "sign_in_failures_per_name_address": 2,
        "sign_in_slow_after": 3,
        "forwarded_allow_ips": ("127.0.0.1",),  # the test is the proxy naming each client
    }
    with make_server(**limits) as srv:
        sign_up(srv, "hilde")

        def attempt(address: str, password: str) -> httpx.Response:
            body = {"name": "hilde", "password": password}
            headers = {"X-Forwarded-For": address}
            return srv.http.post("/api/sessions", json=body, headers=headers)

        strangers = [f"198.51.100.{i}" for i in range(1, 6)]
        for address in strangers:  # 2 wrong guesses each, then that pair is closed
            for _ in range(2):
                assert attempt(address, "wrong guess").status_code == 401
            assert attempt(address, "a third guess").status_code == 429
        assert attempt(strangers[0], PASSWORD).status_code == 429  # closed to that address
        # The owner, from home, signs in: ten failures to the name make it wait 1 s.
        assert slowed(10, srv.settings) == 1.0
        started = time.monotonic()
        home = attempt("203.0.113.7", PASSWORD)
        assert home.status_code == 200, home.text
        assert time.monotonic() - started >= 1.0


def test_sign_ups_per_address(make_server: MakeServer) -> None:
    with make_server(sign_ups_per_address=2) as srv:
        sign_up(srv, "hans1")
        sign_up(srv, "hans2")
        third = call(srv, "POST", "/api/accounts", None, {"name": "hans3", "password": PASSWORD})
        assert third.status_code == 429 and "Too many new accounts" in third.json()["detail"]


def test_a_cross_site_request_without_the_token_cannot_act(srv: Running) -> None:
    """No ambient credential: a page elsewhere can send cookies, never the bearer token."""
    made = sign_up(srv, "ida")
    table = srv.post("/api/tables", made["token"], {"game": "ebbe-flut", "seats": [None, None]})
    table_id = table.json()["table_id"]
    forged = {
        "Origin": "https://evil.example",
        "Cookie": f"token={made['token']}; seaboard.token={made['token']}",
        "Content-Type": "text/plain",  # a "simple" request: no preflight
    }
    for method, path in [
        ("POST", "/api/tables"),
        ("POST", f"/api/tables/{table_id}/leave"),
        ("DELETE", "/api/sessions"),
        ("PATCH", "/api/players/me"),
        ("GET", "/api/players/me/tables"),
    ]:
        answer = srv.http.request(method, path, content='{"name": "x"}', headers=forged)
        assert answer.status_code in (400, 401), (path, answer.text)
        assert "access-control-allow-origin" not in answer.headers
    # A preflight for the Authorization header is not granted to another origin.
    preflight = srv.http.options(
        "/api/tables",
        headers={
            "Origin": "https://evil.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization",
        },
    )
    assert "access-control-allow-origin" not in preflight.headers
    assert srv.get(f"/api/tables/{table_id}").json()["seats"][0]["name"] == "ida"
    assert me(srv, made["token"]).status_code == 200


def closed_code(client: Any) -> int | None:
    """Read until the server closes the socket; its close code."""
    from websockets.exceptions import ConnectionClosed

    try:
        while True:
            client.recv(10)
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd is not None else None


def test_signing_out_closes_the_sockets_of_that_session_only(srv: Running) -> None:
    from seaboard.server.protocol import SIGNED_OUT_CODE
    from seaboard.server.ws import SESSION_ENDED

    made = sign_up(srv, "Ann_2")
    phone = sign_in(srv, "Ann_2").json()["token"]  # a second device of the same account
    ben = srv.player("ben")
    table = srv.post("/api/tables", made["token"], {"game": "ebbe-flut", "seats": [None, None]})
    table_id = table.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    here, there, other = (srv.client(table_id, t) for t in (made["token"], phone, ben))
    for client in (here, there, other):
        assert client.until(lambda m: m["type"] == "state")["seat"] is not None
    assert call(srv, "DELETE", "/api/sessions", made["token"]).status_code == 200
    # The signed-out socket hears why, then is closed: it plays for nobody any more.
    told = here.until(lambda m: m["type"] == "error", 10)
    assert told["message"] == SESSION_ENDED
    assert closed_code(here) == SIGNED_OUT_CODE
    # The account's other session and the other player play on.
    for client in (there, other):
        client.send({"type": "ping"})
        assert client.until(lambda m: m["type"] == "pong", 10)
    # The old token is refused from then on, over HTTP and at a new hello.
    assert me(srv, made["token"]).status_code == 401
    again = srv.client(table_id, made["token"])
    refused = again.until(lambda m: m["type"] == "error", 10)
    assert refused["message"] == "unknown token"
    again.close()
    # A new password ends the account's other sessions, and closes their sockets too.
    third = sign_in(srv, "Ann_2").json()["token"]
    kept = srv.client(table_id, third)
    kept.until(lambda m: m["type"] == "state")
    body = {"password": PASSWORD, "new_password": PASSWORD + "!"}
    assert call(srv, "POST", "/api/players/me/password", third, body).status_code == 200
    assert there.until(lambda m: m["type"] == "error", 10)["message"] == SESSION_ENDED
    assert closed_code(there) == SIGNED_OUT_CODE
    kept.send({"type": "ping"})
    assert kept.until(lambda m: m["type"] == "pong", 10)
    for client in (kept, other):
        client.close()

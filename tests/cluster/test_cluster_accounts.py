"""Identity across processes: a sign-in at one process works at another, a sign-out at one
is refused at the other at once (its token cache too), a guest who becomes an account and a
rename show at a table served by the other process, and the sign-in limit is shared."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
from fleet import Fleet, acting_players, new_table
from harness import Client
from test_limits_at_once import at_once
from test_sign_out_final import sign_out_amid

PASSWORD = "harbour lights 9"


def call(
    proc: Any, method: str, path: str, token: str | None = None, body: Any = None
) -> httpx.Response:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response: httpx.Response = proc.http.request(method, path, json=body, headers=headers)
    return response


def test_sessions_and_names_across_processes(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    made = call(one, "POST", "/api/accounts", None, {"name": "Maren", "password": PASSWORD})
    assert made.status_code == 200, made.text
    # Signed in at process one, used at process two (and cached there).
    signed = call(one, "POST", "/api/sessions", None, {"name": "maren", "password": PASSWORD})
    token = signed.json()["token"]
    for _ in range(3):
        assert call(two, "GET", "/api/players/me", token).json()["name"] == "Maren"
    # Signed out at process two: refused at once at both.
    assert call(two, "DELETE", "/api/sessions", token).status_code == 200
    assert call(one, "GET", "/api/players/me", token).status_code == 401
    assert call(two, "GET", "/api/players/me", token).status_code == 401
    # And the other way round, with the token cached at both first.
    again = call(two, "POST", "/api/sessions", None, {"name": "MAREN", "password": PASSWORD})
    token = again.json()["token"]
    assert call(one, "GET", "/api/players/me", token).status_code == 200
    assert call(two, "GET", "/api/players/me", token).status_code == 200
    assert call(one, "DELETE", "/api/sessions", token).status_code == 200
    assert call(two, "GET", "/api/players/me", token).status_code == 401
    assert call(two, "GET", "/api/players/me", made.json()["token"]).status_code == 200


def test_a_guest_upgrade_and_a_rename_show_at_the_other_process(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    (guest,) = acting_players(one, ["Puffin 404"])
    table_id = new_table(one, guest, {"game": "ebbe-flut", "players": 2, "seats": [None, None]})
    watcher = Client(two.ws(table_id), None)
    watcher.until(lambda m: m["type"] == "state")
    up = call(one, "POST", "/api/accounts", guest, {"name": "puffin", "password": PASSWORD})
    assert up.status_code == 200, up.text
    watcher.until(lambda m: m["type"] == "presence" and m["seats"][0]["name"] == "puffin")
    account = up.json()["token"]  # a new token; the guest's ended at both processes
    assert account != guest
    assert call(two, "GET", "/api/players/me", guest).status_code == 401
    assert call(two, "GET", "/api/players/me", account).json()["account"] is True
    assert call(two, "PATCH", "/api/players/me", account, {"name": "Puffin.B"}).status_code == 200
    watcher.until(lambda m: m["type"] == "presence" and m["seats"][0]["name"] == "Puffin.B")
    watcher.close()
    assert call(one, "GET", "/api/players/me", account).json()["name"] == "Puffin.B"
    listed = call(two, "GET", "/api/players/me/tables", account).json()
    assert [t["table_id"] for t in listed] == [table_id]


def test_the_sign_in_limit_is_shared(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    call(one, "POST", "/api/accounts", None, {"name": "nils", "password": PASSWORD})
    wrong = {"name": "nils", "password": "not it at all"}
    failures = 0
    while failures < 10:  # the default limit a name, spread over both processes
        proc = (one, two)[failures % 2]
        assert call(proc, "POST", "/api/sessions", None, wrong).status_code == 401
        failures += 1
    right = {"name": "nils", "password": PASSWORD}
    assert call(one, "POST", "/api/sessions", None, right).status_code == 429
    assert call(two, "POST", "/api/sessions", None, right).status_code == 429


def test_serve_trusts_no_forwarded_address_by_default(fleet: Fleet) -> None:
    """Loopback is no proxy unless named: spoofed addresses share the peer's guess limit."""
    proc = fleet.start()
    codes = []
    for i in range(21):  # the token guesses allowed to one address: a burst of 20
        headers = {"Authorization": "Bearer not-a-token", "X-Forwarded-For": f"192.0.2.{i}"}
        codes.append(proc.http.get("/api/players/me", headers=headers).status_code)
    assert codes == [401] * 20 + [429]


def test_a_burst_over_two_processes_gets_the_sign_in_limits_tries(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    call(one, "POST", "/api/accounts", None, {"name": "olga", "password": PASSWORD})
    wrong = [{"name": "olga", "password": f"wrong guess {i}"} for i in range(100)]
    codes = at_once([one.base, two.base], "POST", "/api/sessions", wrong)
    # The default limit, as 100 in a row would get; on a loaded machine some of the ten may
    # wait past ``hash_wait`` for a core (503: given back, never tried).
    assert codes[429] == 90 and codes[401] + codes[503] == 10, codes


def test_a_sign_out_at_one_process_is_final_at_both_at_once(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    call(one, "POST", "/api/accounts", None, {"name": "wanda", "password": PASSWORD})
    for _ in range(2):  # at most 16 ended-token answers a process: under the guess limit
        signed = call(one, "POST", "/api/sessions", None, {"name": "wanda", "password": PASSWORD})
        token = signed.json()["token"]
        for proc in (one, two):  # known at both
            assert call(proc, "GET", "/api/players/me", token).status_code == 200
        codes = asyncio.run(sign_out_amid([one.base, two.base], token, 10, 6))
        assert codes == [401] * 6

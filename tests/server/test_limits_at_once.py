"""Limits that count before they work: 100 requests at once over real sockets get exactly
as many tries as 100 one after another (sign-ins, sign-ups, renames, new guests, password
checks)."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

import httpx
from harness import Running

MakeServer = Callable[..., AbstractContextManager[Running]]
PASSWORD = "correct horse battery"
BURST = 100
HASH_WAIT = 120.0  # the tries' hashes queue for the machine's cores; none is refused busy


def at_once(
    bases: list[str],
    method: str,
    path: str,
    bodies: list[Any],
    token: str | None = None,
    refusals: set[str] | None = None,
) -> Counter[int]:
    """Every body sent at the same moment (spread over ``bases``); the answers' codes (and
    the sentences of the refused ones added to ``refusals``)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}

    async def go() -> list[int]:
        limits = httpx.Limits(max_connections=len(bodies), max_keepalive_connections=0)
        async with httpx.AsyncClient(timeout=120, limits=limits) as client:
            sends = [
                client.request(method, bases[i % len(bases)] + path, json=body, headers=headers)
                for i, body in enumerate(bodies)
            ]
            answers = await asyncio.gather(*sends)
            if refusals is not None:
                refusals.update(a.json()["detail"] for a in answers if a.status_code >= 400)
            return [answer.status_code for answer in answers]

    return Counter(asyncio.run(go()))


def sign_up(srv: Running, name: str) -> dict[str, str]:
    answer = srv.http.post("/api/accounts", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_a_burst_of_wrong_sign_ins_gets_the_limits_tries(make_server: MakeServer) -> None:
    with make_server(sign_in_failures_per_name_address=10, hash_wait=HASH_WAIT) as srv:
        sign_up(srv, "lena")
        wrong = [{"name": "lena", "password": f"wrong guess {i}"} for i in range(BURST)]
        assert at_once([srv.base], "POST", "/api/sessions", wrong) == {401: 10, 429: 90}


def test_a_burst_of_sign_ups_makes_the_limits_accounts(make_server: MakeServer) -> None:
    with make_server(sign_ups_per_address=5, hash_wait=HASH_WAIT) as srv:
        bodies = [{"name": f"max{i}", "password": PASSWORD} for i in range(BURST)]
        assert at_once([srv.base], "POST", "/api/accounts", bodies) == {200: 5, 429: 95}


def test_a_burst_of_renames_and_of_guests_gets_the_limits(make_server: MakeServer) -> None:
    with make_server(renames_per_player=10, guests_per_address=12) as srv:
        token = srv.player("nora")  # the first guest of this address
        names = [{"name": f"Nora {i}"} for i in range(BURST)]
        assert at_once([srv.base], "PATCH", "/api/players/me", names, token) == {
            200: 10,
            429: 90,
        }
        guests = [{"name": f"Guest {i}"} for i in range(BURST)]
        assert at_once([srv.base], "POST", "/api/players", guests) == {200: 11, 429: 89}
        refused = srv.http.post("/api/players", json={"name": "one more"})
        assert refused.status_code == 429
        assert refused.json()["detail"].startswith("Too many new players from your address")


def test_wrong_current_passwords_are_limited_like_sign_ins(make_server: MakeServer) -> None:
    with make_server(password_failures_per_account=4, hash_wait=HASH_WAIT) as srv:
        token = sign_up(srv, "olaf")["token"]
        path = "/api/players/me/password"
        bodies = [{"password": f"guess number {i}", "new_password": "n" * 12} for i in range(BURST)]
        assert at_once([srv.base], "POST", path, bodies, token) == {403: 4, 429: 96}
        # Closed to the right password too, for the window: a stolen token guesses no more.
        right = {"password": PASSWORD, "new_password": "n" * 12}
        headers = {"Authorization": f"Bearer {token}"}
        refused = srv.http.post(path, json=right, headers=headers)
        assert refused.status_code == 429
        assert refused.json()["detail"].startswith("Too many wrong current passwords")
        signed = srv.http.post("/api/sessions", json={"name": "olaf", "password": PASSWORD})
        assert signed.status_code == 200  # the password did not change


def test_a_right_current_password_is_not_counted(make_server: MakeServer) -> None:
    with make_server(password_failures_per_account=2) as srv:
        token = sign_up(srv, "pia")["token"]
        headers = {"Authorization": f"Bearer {token}"}
        for i in range(4):
            body = {
                "password": f"{PASSWORD}{'!' * i}",
                "new_password": f"{PASSWORD}{'!' * (i + 1)}",
            }
            answer = srv.http.post("/api/players/me/password", json=body, headers=headers)
            assert answer.status_code == 200, answer.text

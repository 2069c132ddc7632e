"""Sign-out is final: once ``DELETE /api/sessions`` has answered, no request with that
token succeeds, however many were in flight when it was sent."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from contextlib import AbstractContextManager

import httpx
from harness import Running

MakeServer = Callable[..., AbstractContextManager[Running]]
PASSWORD = "correct horse battery"


async def sign_out_amid(bases: list[str], token: str, flight: int, later: int) -> list[int]:
    """``flight`` requests with ``token`` sent around a sign-out at ``bases[-1]``; then the
    codes of ``later`` requests sent after the sign-out answered (spread over ``bases``)."""
    headers = {"Authorization": f"Bearer {token}"}
    limits = httpx.Limits(max_connections=flight + 1, max_keepalive_connections=0)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        around = [
            client.get(f"{bases[i % len(bases)]}/api/players/me", headers=headers)
            for i in range(flight)
        ]
        out = client.delete(f"{bases[-1]}/api/sessions", headers=headers)
        middle = flight // 2
        answers = await asyncio.gather(*around[:middle], out, *around[middle:])
        assert answers[middle].status_code == 200, answers[middle].text
        after = [
            client.get(f"{bases[i % len(bases)]}/api/players/me", headers=headers)
            for i in range(later)
        ]
        return [answer.status_code for answer in await asyncio.gather(*after)]


def test_no_request_succeeds_after_the_sign_out_answered(make_server: MakeServer) -> None:
    # The ended token's 401s count as wrong guesses of this address: not what is tested.
    with make_server(token_guesses_per_minute=1e6) as srv:
        srv.http.post("/api/accounts", json={"name": "vera", "password": PASSWORD})
        for _ in range(5):
            signed = srv.http.post("/api/sessions", json={"name": "vera", "password": PASSWORD})
            token = signed.json()["token"]
            assert asyncio.run(sign_out_amid([srv.base], token, 60, 20)) == [401] * 20

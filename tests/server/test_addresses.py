"""Client addresses: X-Forwarded-For names the client only when the direct peer is a proxy
named in ``forwarded_allow_ips`` (``FORWARDED_ALLOW_IPS``); by default nobody, not even
loopback, so a client cannot pick its own address to escape the limits per address."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from harness import Running

MakeServer = Callable[..., AbstractContextManager[Running]]
PASSWORD = "correct horse battery"


def sign_up(srv: Running, name: str, forwarded: str) -> int:
    body = {"name": name, "password": PASSWORD}
    headers = {"X-Forwarded-For": forwarded}
    return srv.http.post("/api/accounts", json=body, headers=headers).status_code


def test_a_forwarded_address_from_a_peer_not_named_is_ignored(make_server: MakeServer) -> None:
    with make_server(sign_ups_per_address=2) as srv:
        codes = [sign_up(srv, f"ivo{i}", f"198.51.100.{i}") for i in range(3)]
        assert codes == [200, 200, 429]  # one address: the peer's


def test_a_named_proxy_forwards_the_clients_address(make_server: MakeServer) -> None:
    with make_server(sign_ups_per_address=2, forwarded_allow_ips=("127.0.0.1",)) as srv:
        assert [sign_up(srv, f"jan{i}", f"198.51.100.{i}") for i in range(3)] == [200] * 3
        # The same client through the proxy is counted as itself (the last untrusted hop).
        same = [sign_up(srv, f"kim{i}", "203.0.113.9, 198.51.100.7") for i in range(3)]
        assert same == [200, 200, 429]

"""Quick play across processes: players who join the queue at different processes are
seated together at one table by whichever process holds the pairing lease, and the rated
game's result shows on the profiles at both."""

from __future__ import annotations

import time
from typing import Any

from fleet import Fleet
from harness import Client
from test_cluster_accounts import PASSWORD, call
from test_fair_results import play_clients


def account(proc: Any, name: str) -> dict[str, str]:
    made = call(proc, "POST", "/api/accounts", None, {"name": name, "password": PASSWORD})
    assert made.status_code == 200, made.text
    data: dict[str, str] = made.json()
    return data


def seated(proc: Any, token: str, limit: float = 20) -> str:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        now = call(proc, "GET", "/api/quickplay", token).json()
        if now["status"] == "seated":
            return str(now["table_id"])
        time.sleep(0.1)
    raise AssertionError("never seated")


def test_players_at_different_processes_are_paired_once(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    players = [account(one, "qp_ana"), account(two, "qp_ben")]
    players += [account(one, "qp_cay"), account(two, "qp_dov")]
    procs = [one, two, one, two]
    for proc, p in zip(procs, players, strict=True):
        joined = call(proc, "POST", "/api/quickplay", p["token"], {"game": "ebbe-flut"})
        assert joined.status_code == 200, joined.text
    tables = [seated(proc, p["token"]) for proc, p in zip(procs, players, strict=True)]
    assert len(set(tables)) == 2  # four players, two tables: nobody seated twice
    for table_id in set(tables):
        info = call(two, "GET", f"/api/tables/{table_id}").json()
        assert info["status"] == "playing" and info["rated"] is True
        assert len({s["name"] for s in info["seats"]}) == 2
    # The first table's game ends at process two; both profiles show it at process one.
    first = tables[0]
    at_first = [p for p, t in zip(players, tables, strict=True) if t == first]
    # Both play twice (a rated game ended sooner is aborted), each at another process.
    at = zip((one, two), at_first, strict=True)
    play_clients([Client(proc.ws(first), p["token"]) for proc, p in at])
    assert call(two, "POST", f"/api/tables/{first}/resign", at_first[0]["token"]).status_code == 200
    for p in at_first:
        profile = call(one, "GET", f"/api/players/{p['player_id']}").json()
        assert profile["ratings"]["ebbe-flut/2p"]["games"] == 1
        assert profile["recent"][0]["table_id"] == first

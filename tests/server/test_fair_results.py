"""Results nobody can game (issue 31): claims only at live tables, bounded grace, no
takeover bot at a rated table, aborted games, the same opponents' cap, private tables."""

from __future__ import annotations

import time

from harness import Running
from test_accounts import sign_up
from test_table_life import ServerMaker, two_player

CLOCK = {"base": 600, "increment": 5}


def test_a_turn_based_table_refuses_a_claim_for_absence(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        table_id, ana, _ben = two_player(
            srv, game="flotsam-fight", players=2, seats=[None, None], turn_days=1, grace=0.2
        )
        srv.client(table_id, ana)  # ana is here; ben never came, well past the grace
        end = time.time() + 1.0
        while time.time() < end:
            refused = srv.post(f"/api/tables/{table_id}/claim", ana)
            assert refused.status_code == 409, refused.text
            assert "turn-based" in refused.json()["detail"]
        assert srv.get(f"/api/tables/{table_id}").json()["status"] == "playing"


def test_the_grace_is_bounded_and_shown(srv: Running) -> None:
    ana = srv.player("ana")
    for grace, low in ((5, 30), (29.9, 30), (601, 30)):
        refused = srv.post("/api/tables", ana, {"game": "ebbe-flut", "grace": grace})
        assert refused.status_code == 400, refused.text
        assert refused.json()["detail"] == (
            f"the grace before a claim must be from {low} to 600 seconds, not {grace:g}"
        )
    made = srv.post("/api/tables", ana, {"game": "ebbe-flut", "grace": 30})
    assert srv.get(f"/api/tables/{made.json()['table_id']}").json()["grace"] == 30
    account = sign_up(srv, "ana_g")["token"]
    rated = {"game": "ebbe-flut", "rated": True, "clock": CLOCK, "timeout_policy": "lose"}
    short = srv.post("/api/tables", account, {**rated, "grace": 45})
    assert short.status_code == 400
    assert short.json()["detail"].startswith("a rated table's grace before a claim must be from 60")
    ok = srv.post("/api/tables", account, {**rated, "grace": 60})
    assert ok.status_code == 200, ok.text

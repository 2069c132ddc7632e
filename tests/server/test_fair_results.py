"""Results nobody can game (issue 31): claims only at live tables, bounded grace, no
takeover bot at a rated table, aborted games, the same opponents' cap, private tables."""

from __future__ import annotations

import time

from harness import Running
from test_table_life import two_player


def test_a_turn_based_table_refuses_a_claim_for_absence(srv: Running) -> None:
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

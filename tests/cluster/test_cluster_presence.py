"""Presence across processes: a player connected at another process counts as connected
(no zombie takeover by the lease holder), a player who leaves is replaced by a bot after
the grace, and takes the seat back (reclaim) when reconnecting at any process."""

from __future__ import annotations

import time

from fleet import Fleet, acting_players, join, new_table
from harness import Client


def seats_of(client: Client) -> list[dict[str, object]]:
    client.drain(0.2)
    for message in reversed(client.messages):
        if message["type"] in ("state", "presence"):
            return list(message["seats"])
    raise AssertionError("no seats yet")


def test_presence_and_zombies_across_processes(fleet: Fleet) -> None:
    procs = [fleet.start("--grace", "2"), fleet.start("--grace", "2")]
    ana, ben = acting_players(procs[0], ["ana", "ben"])
    table_id = new_table(procs[0], ana, {"game": "ebbe-flut", "players": 2})
    join(procs[0], table_id, ben)  # joined at process 0, plays at process 1
    a = Client(procs[0].ws(table_id), ana)
    b = Client(procs[1].ws(table_id), ben)
    a.until(lambda m: m["type"] == "state")
    b.until(lambda m: m["type"] == "state")
    # Well past the grace, with a lease held: both still count as connected everywhere.
    # (Nothing happening for that long is what is tested: no condition can stand in for it.)
    time.sleep(5)
    assert fleet.lease_owner_pid(table_id) in {p.pid for p in procs}
    for client in (a, b):
        seats = seats_of(client)
        assert [s["connected"] for s in seats] == [True, True], seats
        assert [s["bot"] for s in seats] == [None, None], seats
    # ben leaves: after the grace a bot plays for him, as ana sees at the other process.
    b.close()
    a.until(
        lambda m: m["type"] in ("state", "presence") and m["seats"][1]["bot"] is not None,
        timeout=15,
    )
    # He comes back at process 0 and takes his seat back (one click: the reclaim route).
    b2 = Client(procs[0].ws(table_id), ben)
    b2.until(lambda m: m["type"] == "state")
    back = procs[0].http.post(
        f"/api/tables/{table_id}/reclaim", headers={"Authorization": f"Bearer {ben}"}
    )
    assert back.status_code == 200, back.text
    a.until(
        lambda m: m["type"] in ("state", "presence") and m["seats"][1]["bot"] is None,
        timeout=10,
    )
    a.close()
    b2.close()

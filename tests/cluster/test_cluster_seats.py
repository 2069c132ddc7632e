"""Across processes a socket's seat follows the seating: its player left at another process
and a new player took the seat there; the old socket sees a spectator's view, acts for no one."""

from __future__ import annotations

from fleet import Fleet, acting_players, join, new_table
from harness import Client


def test_a_socket_at_one_process_loses_the_seat_left_at_another(fleet: Fleet) -> None:
    procs = [fleet.start(), fleet.start()]
    ana, ben, cat, dan = acting_players(procs[1], ["ana", "ben", "cat", "dan"])
    table_id = new_table(
        procs[1], ana, {"game": "flotsam-fight", "players": 3, "seats": [None, None, None]}
    )
    assert join(procs[1], table_id, ben) == 1
    old = Client(procs[0].ws(table_id), ben)  # ben's socket is at process 0
    assert old.until(lambda m: m["type"] == "state")["seat"] == 1
    left = procs[1].http.post(
        f"/api/tables/{table_id}/leave", headers={"Authorization": f"Bearer {ben}"}
    )
    assert left.status_code == 200, left.text
    assert join(procs[1], table_id, cat) == 1
    assert join(procs[1], table_id, dan) == 2
    clients = [Client(procs[1].ws(table_id), token) for token in (ana, cat, dan)]
    starts = [c.until(lambda m: m["type"] == "state" and m["status"] == "playing") for c in clients]
    hand = starts[1]["view"]["hand"]
    assert starts[1]["seat"] == 1 and len(hand) == 10
    seen = old.until(lambda m: m["type"] == "state" and m["status"] == "playing", timeout=15)
    assert seen["seat"] is None and seen["view"]["hand"] is None
    told = next(m for m in old.messages if m["type"] == "seat")
    assert told["seat"] is None
    after_leave = old.messages[old.messages.index(told) :]
    assert all(m.get("seat") is None for m in after_leave), after_leave
    assert not any(str(hand)[1:-1] in raw for raw in old.raw)
    mover, state = next((c, s) for c, s in zip(clients, starts, strict=True) if s["view"]["legal"])
    old.send({"type": "act", "action": state["view"]["legal"][0], "seq": 0, "id": "o1"})
    error = old.until(lambda m: m["type"] == "error")
    assert "spectators cannot act" in error["message"] and error["id"] == "o1"
    mover.send({"type": "act", "action": state["view"]["legal"][0], "seq": 0, "id": "m1"})
    assert mover.until(lambda m: m["type"] == "ack")["seq"] == 1
    after = old.until(lambda m: m["type"] == "state" and m["seq"] == 1, timeout=15)
    assert after["seat"] is None and after["view"]["hand"] is None
    for client in (old, *clients):
        client.close()

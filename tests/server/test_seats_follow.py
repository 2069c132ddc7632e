"""A socket's seat follows the table's seating: a player who left is a spectator at once."""

from __future__ import annotations

from typing import Any

from harness import Client, Running


def states(client: Client) -> list[dict[str, Any]]:
    return [m for m in client.messages if m["type"] == "state"]


def test_an_old_socket_never_sees_the_next_players_hand_nor_acts_for_them(srv: Running) -> None:
    ana, ben, cat, dan = (srv.player(name) for name in ("ana", "ben", "cat", "dan"))
    made = srv.post(
        "/api/tables", ana, {"game": "flotsam-fight", "players": 3, "seats": [None, None, None]}
    )
    table_id = made.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben).json() == {"seat": 1}
    old = srv.client(table_id, ben)
    first = old.until(lambda m: m["type"] == "state")
    assert first["seat"] == 1
    assert srv.post(f"/api/tables/{table_id}/leave", ben).status_code == 200
    assert srv.post(f"/api/tables/{table_id}/join", cat).json() == {"seat": 1}
    assert srv.post(f"/api/tables/{table_id}/join", dan).json() == {"seat": 2}
    a, c, d = (srv.client(table_id, token) for token in (ana, cat, dan))
    starts = [
        x.until(lambda m: m["type"] == "state" and m["status"] == "playing") for x in (a, c, d)
    ]
    playing = starts[1]
    hand = playing["view"]["hand"]
    assert playing["seat"] == 1 and len(hand) == 10
    seen = old.until(lambda m: m["type"] == "state" and m["status"] == "playing")
    assert seen["seat"] is None and seen["view"]["hand"] is None  # not cat's hand
    told = next(m for m in old.messages if m["type"] == "seat")  # told before that state
    assert told["seat"] is None and "spectator" in told["message"]
    assert old.messages.index(told) < old.messages.index(seen)
    spy = srv.client(table_id)
    spectator = spy.until(lambda m: m["type"] == "state")
    for message in states(old)[1:]:
        assert message["seat"] is None, message
        assert message["view"]["hand"] is None
    assert states(old)[-1]["view"] == spectator["view"]
    assert not any(str(hand)[1:-1] in raw for raw in old.raw[1:])
    # The old socket plays the mover's move: refused as a spectator's, nothing changes.
    mover, state = next(
        (x, st) for x, st in zip((a, c, d), starts, strict=True) if st["view"]["legal"]
    )
    seq = state["seq"]
    old.send({"type": "act", "action": state["view"]["legal"][0], "seq": seq, "id": "o1"})
    error = old.until(lambda m: m["type"] == "error")
    assert "spectators cannot act" in error["message"] and error["id"] == "o1"
    old.send({"type": "undo", "seq": seq, "id": "o2"})
    assert "spectators" in old.until(lambda m: m["type"] == "error")["message"]
    spy.send({"type": "ping"})
    spy.until(lambda m: m["type"] == "pong")
    assert spy.state() is not None and spy.state()["seq"] == seq  # nothing was played
    # The rightful mover still plays that move.
    mover.send({"type": "act", "action": state["view"]["legal"][0], "seq": seq, "id": "m1"})
    assert mover.until(lambda m: m["type"] == "ack")["seq"] == seq + 1
    for client in (old, a, c, d, spy):
        client.close()


def test_a_socket_opened_before_joining_takes_the_seat_it_joined(srv: Running) -> None:
    ana, ben, cat = srv.player("ana"), srv.player("ben"), srv.player("cat")
    made = srv.post(
        "/api/tables", ana, {"game": "flotsam-fight", "players": 3, "seats": [None, None, None]}
    )
    table_id = made.json()["table_id"]
    early = srv.client(table_id, ben)
    assert early.until(lambda m: m["type"] == "state")["seat"] is None
    assert srv.post(f"/api/tables/{table_id}/join", ben).json() == {"seat": 1}
    assert early.until(lambda m: m["type"] == "seat")["seat"] == 1
    assert srv.post(f"/api/tables/{table_id}/join", cat).json() == {"seat": 2}
    state = early.until(lambda m: m["type"] == "state" and m["status"] == "playing")
    assert state["seat"] == 1 and len(state["view"]["hand"]) == 10
    fresh = srv.client(table_id, ben)
    assert fresh.until(lambda m: m["type"] == "state")["view"] == state["view"]
    fresh.close()
    info = srv.get(f"/api/tables/{table_id}").json()
    assert info["seats"][1]["connected"] is True
    early.close()

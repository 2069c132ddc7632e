"""What a player types reaches the table in the notation they are shown: the state message
lists each legal action's shown form beside the wire notation, an act marked ``typed`` is
read in the shown notation, and a refusal names the move as the player wrote it."""

from __future__ import annotations

from typing import Any

from harness import Client, Running

import seaboard


def mover_state(clients: list[Client]) -> tuple[Client, dict[str, Any]]:
    """The client to move, with its latest state (waiting for the states to arrive)."""
    for client in clients:
        state = client.until(lambda m: m["type"] == "state" and m["status"] == "playing")
        if state["view"]["legal"]:
            return client, state
    for client in clients:  # a later state may still be on its way
        client.drain(0.2)
        state = client.state()
        if state is not None and state["view"]["legal"]:
            return client, state
    raise AssertionError("nobody is to move")


def state_at(client: Client, seq: int) -> dict[str, Any]:
    """The state message of position ``seq`` (it may have come before the ack)."""
    for message in client.messages:
        if message["type"] == "state" and message["seq"] == seq:
            return message
    return client.until(lambda m: m["type"] == "state" and m["seq"] == seq)


def send_typed(client: Client, state: dict[str, Any], text: str) -> dict[str, Any]:
    cid = client.next_id()
    client.pace()
    client.send({"type": "act", "action": text, "typed": True, "seq": state["seq"], "id": cid})
    return client.until(lambda m: m.get("id") == cid)


def test_typed_moves_are_read_as_the_board_counts(srv: Running) -> None:
    game = seaboard.load("ebbe-flut")
    ana, ben = srv.player("ana"), srv.player("ben")
    made = srv.post("/api/tables", ana, {"game": "ebbe-flut", "players": 2, "options": {}})
    table_id = made.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben, {}).status_code == 200
    clients = [srv.client(table_id, ana), srv.client(table_id, ben)]

    client, state = mover_state(clients)
    seat = state["seat"]
    legal = [game.parse_action(n) for n in state["view"]["legal"]]
    assert state["shown"] == [game.notation_for(a, seat) for a in legal]
    assert state["shown"][0] == "draw 1" and state["view"]["legal"][0] == "draw 0"

    refused = send_typed(client, state, "draw 0")  # the old count from 0
    assert refused["type"] == "error" and "numbered 1 to 5" in refused["message"]
    assert send_typed(client, state, "  DRAW   1 ")["type"] == "ack"
    after = state_at(client, state["seq"] + 1)
    assert after["last"]["action"] == "draw 0"  # the wire keeps the canonical notation
    assert after["last"]["shown"] == "draw 1"

    start = after["shown"]
    assert start and all(s.startswith("place ") for s in start)
    wrong = send_typed(client, after, "place 1,1")  # not a start cell
    assert wrong["type"] == "error" and wrong["message"].startswith("place 1,1: ")
    assert send_typed(client, after, start[-1])["type"] == "ack"
    placed = state_at(client, after["seq"] + 1)
    assert placed["last"]["shown"] == start[-1]
    assert srv.get(f"/api/tables/{table_id}").json()["status"] == "playing"
    for c in clients:
        c.close()

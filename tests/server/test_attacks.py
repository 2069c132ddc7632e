"""Every attack and every kind of bad input is refused with one sentence and changes nothing."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from harness import Client, Running
from sqlalchemy import func, select

from seaboard.server.store import schema as db


def events_in_db(srv: Running, table_id: str) -> int:
    async def count() -> int:
        async with srv.server.engine.connect() as conn:
            n = await conn.scalar(
                select(func.count()).select_from(db.events).where(db.events.c.table_id == table_id)
            )
            return int(n or 0)

    loop = srv.server.writer._task.get_loop()  # type: ignore[union-attr]
    return asyncio.run_coroutine_threadsafe(count(), loop).result(10)


def switcher_table(srv: Running) -> tuple[str, str, str]:
    ana, ben = srv.player("ana"), srv.player("ben")
    made = srv.post(
        "/api/tables",
        ana,
        {"game": "el-switcher", "players": 2, "options": {"deck": "short"}, "seats": [None, None]},
    )
    table_id = made.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben).json() == {"seat": 1}
    return table_id, ana, ben


def settle(client: Client) -> dict[str, Any]:
    client.until(lambda m: m["type"] == "state")
    client.drain(0.2)
    state = client.state()
    assert state is not None
    return state


def refused(client: Client, message: dict[str, Any] | str, *words: str) -> str:
    """Send ``message``; the next error names one of ``words``; its message."""
    if isinstance(message, str):
        client.send_raw(message)
    else:
        client.send(message)
    error = client.until(lambda m: m["type"] == "error")
    assert any(w in error["message"] for w in words), error
    text: str = error["message"]
    return text


def test_acting_for_another_seat_and_other_attacks_change_nothing(srv: Running) -> None:
    table_id, ana, ben = switcher_table(srv)
    a, b, spy = srv.client(table_id, ana), srv.client(table_id, ben), srv.client(table_id)
    state_a, state_b = settle(a), settle(b)
    settle(spy)
    mover, other = (a, b) if state_a["view"]["legal"] else (b, a)
    mover_state = state_a if mover is a else state_b
    seq = mover_state["seq"]
    legal = mover_state["view"]["legal"]
    before = events_in_db(srv, table_id)

    # The seat not to move plays the mover's action, or ends the mover's turn.
    refused(other, {"type": "act", "action": legal[0], "seq": seq, "id": "x1"}, "not your turn")
    refused(other, {"type": "act", "action": "end", "seq": seq, "id": "x2"}, "not your turn")
    # A spectator acts, or takes back.
    refused(spy, {"type": "act", "action": legal[0], "seq": seq, "id": "x3"}, "spectators")
    refused(spy, {"type": "undo", "seq": seq, "id": "x4"}, "spectators")
    # Another game's action, a figure that is not on the board, nonsense.
    refused(mover, {"type": "act", "action": "14>7", "seq": seq, "id": "x5"}, "")
    # Refused in the words the player reads, whichever check the dealt hand meets first.
    said = refused(
        mover,
        {"type": "act", "action": "claim fige02 1,4 1,5 2,4 2,5", "seq": seq, "id": "x6"},
        "no square face up",
        "form 2,5 2,6 3,5 3,6: the cells are not all one colour",
    )
    assert "fige02" not in said and "1,4" not in said
    refused(mover, {"type": "act", "action": "x" * 150, "seq": seq, "id": "x7"}, "")
    # A stale seq: "the position changed", then a fresh state.
    refused(mover, {"type": "act", "action": legal[0], "seq": seq + 5, "id": "x8"}, "changed")
    mover.until(lambda m: m["type"] == "state")
    # Missing fields and wrong types.
    refused(mover, {"type": "act", "action": legal[0], "id": "x9"}, "seq")
    refused(mover, {"type": "act", "action": 7, "seq": seq, "id": "x10"}, "action")
    refused(mover, {"type": "act", "action": legal[0], "seq": True, "id": "x11"}, "seq")
    refused(mover, {"type": "act", "action": legal[0], "seq": seq, "id": ["x"]}, "id")
    # Chat as someone else: the name comes from the token, never from the message.
    mover.send({"type": "chat", "text": "hello", "from": "ben", "seat": 1})
    line = other.until(lambda m: m["type"] == "chat")
    me = "ana" if mover is a else "ben"
    assert line["from"] == me and line["text"] == "hello"
    refused(spy, {"type": "chat", "text": "I am ana"}, "anonymous")
    refused(mover, {"type": "chat", "text": "y" * 301}, "at most")
    refused(mover, {"type": "chat", "text": "   "}, "text")
    # Malformed and unknown messages.
    refused(mover, "{not json", "not JSON")
    refused(mover, "[1, 2]", "JSON object")
    refused(mover, {"type": "resign"}, "unknown message type")
    refused(mover, {"kind": "act"}, "unknown message type")
    refused(mover, json.dumps({"type": "chat", "text": "z" * 5000}), "too large")
    refused(mover, {"type": "hello"}, "already said hello")

    assert events_in_db(srv, table_id) == before
    for client in (a, b, spy):
        client.drain(0.2)
        state = client.state()
        assert state is not None and state["seq"] == seq
    # The same action played for real works, once, even when sent twice.
    mover.send({"type": "act", "action": legal[0], "seq": seq, "id": "real"})
    mover.send({"type": "act", "action": legal[0], "seq": seq, "id": "real"})
    acks = [mover.until(lambda m: m.get("id") == "real") for _ in range(2)]
    assert [m["type"] for m in acks] == ["ack", "ack"]
    assert acks[0]["seq"] == acks[1]["seq"] == seq + 1
    assert events_in_db(srv, table_id) == before + 1
    for client in (a, b, spy):
        client.close()


def test_tokens_and_other_tables(srv: Running) -> None:
    table_id, ana, _ben = switcher_table(srv)
    eve = srv.player("eve")
    # A token that is not a player's: refused, no seat, the connection may try again.
    c = srv.client(table_id, "not-a-token")
    error = c.until(lambda m: m["type"] == "error")
    assert "unknown token" in error["message"]
    refused(c, {"type": "act", "action": "end", "seq": 0, "id": "a"}, "say hello first")
    c.close()
    # A player of another table is only a spectator here.
    intruder = srv.client(table_id, eve)
    state = settle(intruder)
    assert state["seat"] is None and state["view"]["legal"] == []
    assert "hand" not in state["view"] or state["view"]["hand"] in (None, [])
    refused(
        intruder, {"type": "act", "action": "end", "seq": state["seq"], "id": "b"}, "spectators"
    )
    intruder.close()
    # HTTP: missing and wrong tokens.
    for token in (None, "wrong"):
        answer = srv.post(f"/api/tables/{table_id}/leave", token)
        assert answer.status_code == 401 and answer.json()["detail"]
    answer = srv.http.get("/api/players/me", headers={"Authorization": "Basic abc"})
    assert answer.status_code == 401
    assert (
        srv.http.get("/api/players/me", headers={"Authorization": f"Bearer {ana}"}).json()["name"]
        == "ana"
    )
    # Kicking or leaving for someone else: a stranger cannot leave a seat; nobody can once it
    # started; there is no start call to abuse.
    assert srv.post(f"/api/tables/{table_id}/leave", eve).status_code == 403
    assert srv.post(f"/api/tables/{table_id}/leave", ana).status_code == 409
    assert srv.post(f"/api/tables/{table_id}/start", ana).status_code in (404, 405)
    assert srv.post(f"/api/tables/{table_id}/join", eve).status_code == 409
    info = srv.get(f"/api/tables/{table_id}").json()
    assert [s["name"] for s in info["seats"]] == ["ana", "ben"]
    assert srv.get("/api/tables/nope").status_code == 404
    assert srv.get(f"/api/tables/{table_id}/record").status_code == 409


@pytest.mark.parametrize(
    "body,words",
    [
        ({"game": "chess"}, "chess"),
        ({"game": "el-switcher", "players": 9}, "players"),
        ({"game": "el-switcher", "options": {"deck": "huge"}}, "deck"),
        ({"game": "el-switcher", "options": {"turn_seconds": 0}}, "turn_seconds"),
        ({"game": "el-switcher", "options": {"colour": "red"}}, "colour"),
        ({"game": "land-vs-sea", "options": {"tiles": "/etc/passwd"}}, "tiles"),
        ({"game": "ebbe-flut", "seats": [None]}, "one entry per player"),
        ({"game": "ebbe-flut", "seats": ["random", "greedy"]}, "open for a human"),
        ({"game": "ebbe-flut", "seats": [None, "deep-blue"]}, "deep-blue"),
        ({"game": "ebbe-flut", "seats": [None, "ismcts:think=999"]}, "at most"),
        ({"game": "ebbe-flut", "clock": {"base": -1}}, "clock"),
        ({"game": "ebbe-flut", "timeout_policy": "explode"}, "timeout_policy"),
        ({"game": "ebbe-flut", "public": "maybe"}, "public"),
        ({"game": "ebbe-flut", "extra": 1}, "extra"),
    ],
)
def test_bad_tables_are_refused(srv: Running, body: dict[str, Any], words: str) -> None:
    ana = srv.player("ana")
    before = srv.get("/api/tables").json()
    answer = srv.post("/api/tables", ana, body)
    assert 400 <= answer.status_code < 500, answer.text
    detail = answer.json()["detail"]
    assert isinstance(detail, str) and words in detail, detail
    assert srv.get("/api/tables").json() == before


def test_bad_http_bodies(srv: Running) -> None:
    for body in ({}, {"name": ""}, {"name": "x" * 40}, {"name": 5}, {"name": "ok", "admin": 1}):
        answer = srv.post("/api/players", None, body)
        assert answer.status_code == 400 and isinstance(answer.json()["detail"], str), body
    raw = srv.http.post(
        "/api/players", content=b"{oops", headers={"content-type": "application/json"}
    )
    assert raw.status_code == 400 and "JSON" in raw.json()["detail"]
    assert srv.post("/api/replay", srv.player("rex"), {"format": "nope"}).status_code == 400
    assert srv.get("/api/games/chess/rules").status_code == 404


def test_flooding_a_socket_is_limited(srv: Running) -> None:
    table_id, ana, _ = switcher_table(srv)
    c = srv.client(table_id, ana)
    settle(c)
    for _ in range(120):
        c.send({"type": "ping"})
    got = c.drain(1.0)
    kinds = [m.get("message", m["type"]) for m in got]
    assert "pong" in kinds
    assert any("too many messages" in k for k in kinds)
    c.close()


def test_finished_table_refuses_actions(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    made = srv.post(
        "/api/tables",
        ana,
        {
            "game": "el-switcher",
            "players": 2,
            "options": {"deck": "short", "max_turns": 1},
            "seats": [None, None],
        },
    ).json()
    table_id = made["table_id"]
    srv.post(f"/api/tables/{table_id}/join", ben)
    a, b = srv.client(table_id, ana), srv.client(table_id, ben)
    settle(a)
    settle(b)
    for _ in range(6):
        for c in (a, b):
            c.drain(0.1)
            s = c.state()
            assert s is not None
            if s["status"] == "playing" and "end" in s["view"]["legal"]:
                c.send({"type": "act", "action": "end", "seq": s["seq"], "id": f"e{s['seq']}"})
                c.until(lambda m: m["type"] in ("ack", "error"))
    a.drain(0.2)
    final = a.state()
    assert final is not None
    assert final["status"] == "over", final["status"]
    refused(a, {"type": "act", "action": "end", "seq": final["seq"], "id": "late"}, "over")
    refused(b, {"type": "undo", "seq": final["seq"], "id": "late2"}, "over")
    assert srv.post(f"/api/tables/{table_id}/join", srv.player("eve")).status_code == 409
    assert srv.get(f"/api/tables/{table_id}/record").status_code == 200
    a.close()
    b.close()


def test_a_move_refused_for_flooding_names_its_id(srv: Running) -> None:
    table_id, ana, _ = switcher_table(srv)
    c = srv.client(table_id, ana)
    seq = settle(c)["seq"]
    for i in range(60):  # past the burst of 40: the last ones are refused unread
        c.send({"type": "act", "action": "nonsense", "seq": seq, "id": f"m{i}"})
    got = c.drain(1.0)
    flooded = [m for m in got if m["type"] == "error" and "too many" in m["message"]]
    assert flooded
    assert all(m.get("id") for m in flooded), flooded
    # Every act is answered under its own id, by its refusal or by the flood's.
    assert {m.get("id") for m in got if m["type"] == "error"} == {f"m{i}" for i in range(60)}
    c.close()

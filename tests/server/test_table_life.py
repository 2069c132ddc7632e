"""Tables over time: take-backs, clocks and their timeout policies, El Switcher's turn timer,
zombie mode, chat history, leaving, private tables and rematches."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from harness import Client, Running

ServerMaker = Callable[..., AbstractContextManager[Running]]


def table(srv: Running, token: str, **body: Any) -> str:
    answer = srv.post("/api/tables", token, body)
    assert answer.status_code == 200, answer.text
    return str(answer.json()["table_id"])


def two_player(srv: Running, **body: Any) -> tuple[str, str, str]:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = table(srv, ana, **body)
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    return table_id, ana, ben


def latest(client: Client, wait: float = 0.2) -> dict[str, Any]:
    """The newest state received (what came within ``wait``; the first one however long
    it takes: a busy machine sends it late, not never)."""
    client.drain(wait)
    state = client.state()
    if state is None:
        state = client.until(lambda m: m["type"] == "state", 60)
    return state


def wait_for(
    client: Client, test: Callable[[dict[str, Any]], bool], limit: float = 15
) -> dict[str, Any]:
    return client.until(lambda m: m["type"] == "state" and test(m), limit)


def test_take_back_within_the_turn(srv: Running) -> None:
    table_id, ana, ben = two_player(srv, game="ebbe-flut", seats=[None, None])
    clients = {0: srv.client(table_id, ana), 1: srv.client(table_id, ben)}
    rng = random.Random(4)
    for _ in range(120):
        states = {k: latest(c, 0.05) for k, c in clients.items()}
        mover = next(k for k, s in states.items() if s["view"]["legal"])
        s = states[mover]
        if s["can_undo"]:
            break
        other = clients[1 - mover]
        # Nothing to take back for the seat not to move.
        other.send({"type": "undo", "seq": s["seq"], "id": f"u{s['seq']}"})
        assert "cannot take back" in other.until(lambda m: m["type"] == "error")["message"]
        previous = s
        action = rng.choice(s["view"]["legal"])
        clients[mover].send(
            {"type": "act", "action": action, "seq": s["seq"], "id": f"a{s['seq']}"}
        )
        clients[mover].until(lambda m: m["type"] == "ack")
    else:
        raise AssertionError("no take-back was ever offered")
    c = clients[mover]
    # Between two people the other agrees first (issue 36; tests/server/test_takebacks.py).
    c.send({"type": "undo", "seq": s["seq"], "id": "take"})
    assert "must agree" in c.until(lambda m: m["type"] == "error")["message"]
    tokens = {0: ana, 1: ben}
    assert srv.post(f"/api/tables/{table_id}/takeback", tokens[mover]).status_code == 200
    assert srv.post(f"/api/tables/{table_id}/takeback/accept", tokens[1 - mover]).status_code == 200
    back = wait_for(c, lambda m: m["seq"] == s["seq"] + 3)
    assert back["last"]["kind"] == "undo" and back["last"]["seat"] == mover
    assert back["view"] == previous["view"]
    theirs = wait_for(clients[1 - mover], lambda m: m["seq"] == s["seq"] + 3)
    assert theirs["last"]["kind"] == "undo"
    for client in clients.values():
        client.close()


def test_clock_runs_out_and_the_player_loses(srv: Running) -> None:
    table_id, ana, _ben = two_player(
        srv,
        game="ebbe-flut",
        seats=[None, None],
        clock={"base": 1, "increment": 0},
        timeout_policy="lose",
    )
    a, b = srv.client(table_id, ana), srv.client(table_id, _ben)
    start = latest(a)
    assert start["clocks"]["running"] is None  # no clock runs before a player's first move
    seat = play_until_a_clock_runs({0: a, 1: b})
    over = wait_for(a, lambda m: m["status"] == "over")
    assert over["last"]["kind"] == "forfeit" and over["last"]["seat"] == seat
    assert over["result"]["winners"] == [1 - seat] and over["result"]["reason"] == "time"
    assert over["clocks"]["running"] is None
    record = srv.get(f"/api/tables/{table_id}/record").json()
    assert record["result"]["winners"] == [1 - seat] and record["result"]["reason"] == "time"
    a.close()
    b.close()


def play_until_a_clock_runs(clients: dict[int, Client]) -> int:
    """Both players make their first moves (unclocked); the seat whose clock then runs."""
    for _ in range(40):
        s = latest(clients[0], 0.05)
        if s["clocks"]["running"] is not None:
            return int(s["clocks"]["running"])
        mover = s["view"]["to_move"]
        c = clients[mover]
        mine = latest(c, 0.05)
        c.send({"type": "act", "action": mine["view"]["legal"][0], "seq": mine["seq"]})
        c.until(lambda m: m["type"] in ("ack", "error"))
    raise AssertionError("no clock ever ran")


def test_clock_runs_out_and_a_bot_takes_over(srv: Running) -> None:
    table_id, _ana, ben = two_player(
        srv,
        game="ebbe-flut",
        seats=[None, None],
        clock={"base": 1, "increment": 1},
        timeout_policy="bot",
    )
    a, b = srv.client(table_id, _ana), srv.client(table_id, ben)
    seat = play_until_a_clock_runs({0: a, 1: b})
    moved = wait_for(b, lambda m: m["last"] is not None and m["last"]["kind"] == "bot")
    assert moved["seats"][seat]["bot"] and moved["seats"][seat]["takeover"] == "timeout"
    assert moved["clocks"]["remaining_ms"][seat] is None
    a.close()
    b.close()


def test_el_switcher_turn_timer_ends_the_turn_told_as_a_timeout(srv: Running) -> None:
    table_id, ana, ben = two_player(
        srv,
        game="el-switcher",
        players=2,
        options={"deck": "short", "turn_seconds": 1},
        seats=[None, None],
    )
    a = srv.client(table_id, ana)
    start = latest(a)
    first = start["view"]["to_move"]
    assert start["clocks"]["turn_deadline"] - start["clocks"]["server_time"] <= 1000
    ended = wait_for(a, lambda m: m["seq"] >= 1)

    def who(seat: int | None) -> str:
        """How the seat to move is called, told to ``seat``: by name, or "you"."""
        return "you" if seat == first else start["seats"][first]["name"]

    told = ended["last"]
    assert told == {
        "seq": 1,
        "seat": first,
        "kind": "act",
        "action": "end",
        "data": {"kind": "end"},
        "text": told["text"],
        "timeout": True,
        "shown": "end",
    }
    assert told["text"].startswith(f"Time is up for {who(start['seat'])}: the turn ends; ")
    assert ended["view"]["to_move"] != first
    a.close()
    b = srv.client(table_id, ben, since=0)
    (entry, *_) = b.until(lambda m: m["type"] == "log", 10)["events"]
    ben_seat = 1 - start["seat"]
    assert entry["timeout"] is True and entry["text"].startswith(
        f"Time is up for {who(ben_seat)}: "
    )
    b.close()


def test_zombie_mode_and_reclaiming_the_seat(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        table_id, ana, ben = two_player(
            srv, game="flotsam-fight", players=2, seats=[None, None], grace=0.5
        )
        a = srv.client(table_id, ana)
        start = latest(a)
        # ben never connects: after the grace a bot plays for him, and the game goes on.
        taken = a.until(lambda m: m["type"] == "presence" and m["seats"][1]["bot"] is not None, 10)
        assert taken["seats"][1]["name"] == "ben"
        rng = random.Random(1)
        for _ in range(30):
            s = latest(a, 0.1)
            if s["view"]["legal"] and s["status"] == "playing":
                a.send(
                    {
                        "type": "act",
                        "action": rng.choice(s["view"]["legal"]),
                        "seq": s["seq"],
                        "id": f"a{s['seq']}",
                    }
                )
                a.until(lambda m: m["type"] in ("ack", "error"))
            if any(
                m["type"] == "state" and m["last"] and m["last"]["seat"] == 1 for m in a.messages
            ):
                break
        assert any(
            m["type"] == "state" and m["last"] and m["last"]["seat"] == 1 for m in a.messages
        )
        assert start["seats"][1]["connected"] is False
        # ben comes back and takes his seat back with one click.
        b = srv.client(table_id, ben)
        assert srv.post(f"/api/tables/{table_id}/reclaim", ben).status_code == 200
        # The reclaim and ben's socket reach the server in either order: wait for both.
        a.until(
            lambda m: (
                m["type"] == "presence"
                and m["seats"][1]["bot"] is None
                and m["seats"][1]["connected"] is True
            ),
            30,
        )
        a.close()
        b.close()


def test_chat_history_leave_private_and_rematch(srv: Running) -> None:
    ana, ben, eve, zed = (srv.player(n) for n in ("ana", "ben", "eve", "zed"))
    secret = table(
        srv,
        ana,
        game="el-switcher",
        players=4,
        seats=[None, None, None, "random"],
        public=False,
        options={"deck": "short", "max_turns": 1},
    )
    assert secret not in [t["table_id"] for t in srv.get("/api/tables").json()]
    assert srv.get(f"/api/tables/{secret}").json()["status"] == "open"
    assert srv.post(f"/api/tables/{secret}/join", eve, {"seat": 2}).json() == {"seat": 2}
    assert srv.post(f"/api/tables/{secret}/leave", eve).json() == {"left": 2}
    assert srv.get(f"/api/tables/{secret}").json()["seats"][2]["name"] is None
    assert srv.post(f"/api/tables/{secret}/join", zed, {"seat": 3}).status_code == 409
    a = srv.client(secret, ana)
    assert latest(a)["status"] == "open" and latest(a)["view"]["legal"] == []
    a.send({"type": "chat", "text": "welcome"})
    a.until(lambda m: m["type"] == "chat")
    assert srv.post(f"/api/tables/{secret}/join", ben, {"seat": 1}).json() == {"seat": 1}
    assert srv.post(f"/api/tables/{secret}/join", eve).json() == {"seat": 2}
    b, e = srv.client(secret, ben), srv.client(secret, eve)
    b.until(lambda m: m["type"] == "chat" and m["text"] == "welcome" and m["from"] == "ana")
    # Play the one-turn game out by ending turns.
    deadline = time.time() + 60
    while time.time() < deadline:
        states = [latest(c, 0.05) for c in (a, b, e)]
        if all(s["status"] == "over" for s in states):
            break
        for c, s in zip((a, b, e), states, strict=True):
            if s["status"] == "playing" and "end" in s["view"]["legal"]:
                c.send({"type": "act", "action": "end", "seq": s["seq"], "id": f"e{s['seq']}"})
                c.until(lambda m: m["type"] in ("ack", "error"))
    assert latest(a)["status"] == "over"
    assert srv.post(f"/api/tables/{secret}/rematch", zed).status_code == 403
    again = srv.post(f"/api/tables/{secret}/rematch", ana).json()
    assert again["seat"] == 1
    note = b.until(lambda m: m["type"] == "rematch")
    assert note["table_id"] == again["table_id"]
    new = srv.get(f"/api/tables/{again['table_id']}").json()
    assert new["status"] == "open" and new["public"] is False
    assert [(s["name"], s["bot"]) for s in new["seats"]] == [
        (None, "random"),
        ("ana", None),
        (None, None),
        (None, None),
    ]
    assert srv.post(f"/api/tables/{again['table_id']}/join", zed).status_code == 409
    assert srv.post(f"/api/tables/{secret}/rematch", ben).json() == {
        "table_id": again["table_id"],
        "seat": 2,
    }
    assert srv.post(f"/api/tables/{secret}/rematch", eve).json()["seat"] == 3
    assert srv.get(f"/api/tables/{again['table_id']}").json()["status"] == "playing"
    for c in (a, b, e):
        c.close()


def test_a_searching_bot_plays_from_a_process_pool(srv: Running) -> None:
    ana = srv.player("ana")
    table_id = table(srv, ana, game="land-vs-sea", seats=["ismcts:iterations=30", None])
    assert srv.get(f"/api/tables/{table_id}").json()["status"] == "playing"
    a = srv.client(table_id, ana)
    moved = wait_for(a, lambda m: m["last"] is not None and m["last"]["seat"] == 0, 60)
    assert moved["seats"][0]["bot"] == "ismcts:iterations=30"
    assert moved["view"]["seat"] == 1
    a.close()

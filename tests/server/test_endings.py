"""Ending a game through the HTTP API and the websocket: resigning (two and three players),
draw offers, abandoning, claiming the win, time-outs and taking a seat back, and the result
with its reason in the table, the record, the log and the replay."""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from harness import Client, Running
from test_table_life import latest, play_until_a_clock_runs, table, two_player, wait_for

from waiting import wait_until

ServerMaker = Callable[..., AbstractContextManager[Running]]


def over_state(client: Client) -> dict[str, Any]:
    return wait_for(client, lambda m: m["status"] == "over")


def told(client: Client) -> list[str]:
    """The log's lines in words, as a client connecting now hears them."""
    return [e["text"] for e in client.until(lambda m: m["type"] == "log")["events"]]


def test_resign_in_a_two_player_game_ends_it_with_the_result_everywhere(srv: Running) -> None:
    table_id, ana, ben = two_player(srv, game="ebbe-flut", seats=[None, None])
    a, b = srv.client(table_id, ana), srv.client(table_id, ben)
    latest(a)
    eve = srv.player("eve")
    refused = srv.post(f"/api/tables/{table_id}/resign", eve)
    assert refused.status_code == 403 and "do not sit" in refused.json()["detail"]
    assert srv.post(f"/api/tables/{table_id}/resign", ana).json() == {"seq": 1}
    over = over_state(b)
    result = {"scores": [0.0, 0.0], "winners": [1], "reason": "resign"}
    assert {k: over["result"][k] for k in result} == result
    assert over["result"]["text"] == "ana resigns: ben wins."
    assert over["last"] == {
        "seq": 1,
        "seat": 0,
        "kind": "resign",
        "action": None,
        "data": None,
        "text": "ana resigns: ben wins.",
    }
    assert over["view"]["legal"] == [] and over["clocks"]["running"] is None
    again = srv.post(f"/api/tables/{table_id}/resign", ana)
    assert again.status_code == 409 and again.json()["detail"] == "the game is over"
    assert srv.get(f"/api/tables/{table_id}").json()["result"]["reason"] == "resign"
    record = srv.get(f"/api/tables/{table_id}/record").json()
    assert record["result"]["reason"] == "resign" and record["result"]["winners"] == [1]
    replay = srv.get(f"/api/tables/{table_id}/replay").json()
    assert replay["result"]["reason"] == "resign"
    assert told(srv.client(table_id, None, since=0)) == ["ana resigns: ben wins."]
    # The rematch works as after any end.
    again_table = srv.post(f"/api/tables/{table_id}/rematch", ben)
    assert again_table.status_code == 200, again_table.text
    a.close()
    b.close()


def test_resign_in_a_three_player_game_leaves_the_seat_to_a_bot(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = table(srv, ana, game="flotsam-fight", players=3, seats=[None, None, "random"])
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    b = srv.client(table_id, ben)
    latest(b)
    draw = srv.post(f"/api/tables/{table_id}/draw", ana)
    assert draw.status_code == 409 and "two players" in draw.json()["detail"]
    assert srv.post(f"/api/tables/{table_id}/resign", ana).status_code == 200
    left = wait_for(b, lambda m: m["last"] is not None and m["last"]["kind"] == "leave")
    assert left["status"] == "playing"
    assert left["seats"][0]["bot"] is not None and left["seats"][0]["takeover"] == "resign"
    assert left["last"]["text"] == "ana resigns: a bot plays out the seat of Player 1."
    assert left["clocks"]["remaining_ms"][0] is None
    refused = srv.post(f"/api/tables/{table_id}/reclaim", ana)
    assert refused.status_code == 409 and "resigned" in refused.json()["detail"]
    twice = srv.post(f"/api/tables/{table_id}/resign", ana)
    assert twice.status_code == 409 and "resigned" in twice.json()["detail"]
    # The bot plays seat 0 once its turn comes, and the game goes on.
    deadline = time.time() + 30
    while time.time() < deadline:
        s = latest(b, 0.1)
        if (
            any(
                m["type"] == "state"
                and m["last"]
                and m["last"]["seat"] == 0
                and m["last"]["kind"] == "act"
                for m in b.messages
            )
            or s["status"] == "over"
        ):
            break
        if s["view"]["legal"]:
            b.send({"type": "act", "action": s["view"]["legal"][0], "seq": s["seq"]})
            b.until(lambda m: m["type"] in ("ack", "error"))
    assert any(
        m["type"] == "state" and m["last"] and m["last"]["seat"] == 0 and m["last"]["kind"] == "act"
        for m in b.messages
    )
    b.close()


def test_draw_offered_declined_and_agreed(srv: Running) -> None:
    table_id, ana, ben = two_player(srv, game="ebbe-flut", seats=[None, None])
    a = srv.client(table_id, ana)
    latest(a)
    url = f"/api/tables/{table_id}"
    nothing = srv.post(f"{url}/draw/decline", ben)
    assert nothing.status_code == 409 and "no draw offer" in nothing.json()["detail"]
    assert srv.post(f"{url}/draw", ana).json() == {"seq": 1}
    offered = wait_for(a, lambda m: m["seq"] == 1)
    assert offered["last"]["kind"] == "offer" and offered["last"]["text"] == "ana offers a draw."
    assert offered["status"] == "playing"
    assert srv.post(f"{url}/draw", ana).status_code == 409  # the offer already stands
    own = srv.post(f"{url}/draw/decline", ana)
    assert own.status_code == 409
    assert srv.post(f"{url}/draw/decline", ben).json() == {"seq": 2}
    assert wait_for(a, lambda m: m["seq"] == 2)["last"]["text"] == "ben declines the draw."
    soon = srv.post(f"{url}/draw", ana)
    assert soon.status_code == 429 and "once a move" in soon.json()["detail"]
    assert srv.post(f"{url}/draw", ben).json() == {"seq": 3}  # ben offers in turn
    assert srv.post(f"{url}/draw", ana).json() == {"seq": 4}  # and ana accepts
    over = over_state(a)
    assert over["result"]["reason"] == "draw" and over["result"]["winners"] == []
    assert over["last"]["text"] == "Draw agreed."
    assert srv.get(f"{url}/record").json()["result"]["reason"] == "draw"
    assert srv.get(f"{url}/replay").json()["result"]["reason"] == "draw"
    a.close()


def test_a_move_withdraws_a_standing_draw_offer(srv: Running) -> None:
    table_id, ana, ben = two_player(srv, game="ebbe-flut", seats=[None, None])
    clients = {0: srv.client(table_id, ana), 1: srv.client(table_id, ben)}
    tokens = {0: ana, 1: ben}
    s = latest(clients[0])
    mover = s["view"]["to_move"]
    other = 1 - mover
    assert srv.post(f"/api/tables/{table_id}/draw", tokens[other]).status_code == 200
    mine = wait_for(clients[mover], lambda m: m["seq"] == 1)
    clients[mover].send({"type": "act", "action": mine["view"]["legal"][0], "seq": 1})
    clients[mover].until(lambda m: m["type"] == "ack")
    late = srv.post(f"/api/tables/{table_id}/draw/decline", tokens[mover])
    assert late.status_code == 409  # the move withdrew the offer: nothing to decline
    for c in clients.values():
        c.close()


def test_abandon_a_table_before_its_start(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = table(srv, ana, game="ebbe-flut", seats=[None, None])
    assert srv.post(f"/api/tables/{table_id}/abandon", ben).status_code == 403
    a = srv.client(table_id, ana)
    latest(a)
    assert srv.post(f"/api/tables/{table_id}/abandon", ana).json() == {"seq": 1}
    info = srv.get(f"/api/tables/{table_id}").json()
    assert info["status"] == "over" and info["result"]["reason"] == "abandon"
    assert info["result"]["text"] == "ana abandons the table before the start."
    assert over_state(a)["result"]["reason"] == "abandon"
    joined = srv.post(f"/api/tables/{table_id}/join", ben)
    assert joined.status_code == 409
    assert srv.get(f"/api/tables/{table_id}/record").json()["result"]["reason"] == "abandon"
    started, ana2, _ben2 = two_player(srv, game="ebbe-flut", seats=[None, None])
    late = srv.post(f"/api/tables/{started}/abandon", ana2)
    assert late.status_code == 409 and "resign instead" in late.json()["detail"]
    a.close()


def test_claim_the_win_over_an_opponent_gone_past_the_grace(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        table_id, ana, ben = two_player(
            srv,
            game="flotsam-fight",
            players=2,
            seats=[None, None],
            grace=3.0,  # long enough for the early claim below under load
        )
        a = srv.client(table_id, ana)
        latest(a)
        early = srv.post(f"/api/tables/{table_id}/claim", ana)
        assert early.status_code == 409 and "grace" in early.json()["detail"]
        taken = wait_for(a, lambda m: m["last"] is not None and m["last"]["kind"] == "bot")
        assert taken["last"]["text"] == "A bot plays for ben: ben left the game."
        assert taken["seats"][1]["takeover"] == "zombie"
        # ben looks in without taking his seat back: he may not act, and the win is not claimable.
        b = srv.client(table_id, ben)
        seen = latest(b)
        assert seen["view"]["legal"] == []
        b.send({"type": "act", "action": "pass", "seq": seen["seq"], "id": "x"})
        refusal = b.until(lambda m: m["type"] == "error")["message"]
        assert refusal == "a bot plays for you at this table: take your seat back first"
        back = srv.post(f"/api/tables/{table_id}/claim", ana)
        assert back.status_code == 409 and "grace" in back.json()["detail"]
        b.close()
        wait_until(
            lambda: srv.post(f"/api/tables/{table_id}/claim", ana).status_code == 200,
            what="the claim to be allowed once ben left again",
        )
        over = over_state(a)
        assert over["result"]["reason"] == "abandon" and over["result"]["winners"] == [0]
        assert over["result"]["text"] == "ben left the game: ana claims the win."
        a.close()


def test_the_first_move_is_not_clocked_then_time_out_takeover_and_reclaim(srv: Running) -> None:
    table_id, ana, ben = two_player(
        srv, game="ebbe-flut", seats=[None, None], clock={"base": 1, "increment": 0}
    )
    clients = {0: srv.client(table_id, ana), 1: srv.client(table_id, ben)}
    tokens = {0: ana, 1: ben}
    # The thing under test is that nothing happens for longer than the clock: an absence,
    # which no condition can be waited for (docs/testing.md).
    time.sleep(1.5)
    s = latest(clients[0])
    assert s["status"] == "playing" and s["clocks"]["running"] is None and s["seq"] == 0
    assert s["clocks"]["remaining_ms"] == [1000, 1000]
    nothing = srv.post(f"/api/tables/{table_id}/reclaim", ana)
    assert nothing.status_code == 409 and "no bot" in nothing.json()["detail"]
    seat = play_until_a_clock_runs(clients)
    name = ("ana", "ben")[seat]
    taken = wait_for(
        clients[1 - seat], lambda m: m["last"] is not None and m["last"]["kind"] == "bot"
    )
    assert taken["last"]["text"] == f"A bot plays for {name}: {name}'s time ran out."
    assert taken["seats"][seat]["takeover"] == "timeout"
    assert srv.post(f"/api/tables/{table_id}/reclaim", tokens[seat]).status_code == 200
    back = wait_for(
        clients[1 - seat], lambda m: m["last"] is not None and m["last"]["kind"] == "reclaim"
    )
    assert back["seats"][seat]["bot"] is None and back["seats"][seat]["takeover"] is None
    assert back["last"]["text"] == f"{name} takes the seat back."
    assert back["clocks"]["remaining_ms"][seat] is not None  # a clock again (10 s)
    assert back["clocks"]["remaining_ms"][seat] <= 10_000
    for c in clients.values():
        c.close()


def test_time_out_under_lose_is_told_in_words(srv: Running) -> None:
    table_id, ana, ben = two_player(
        srv,
        game="ebbe-flut",
        seats=[None, None],
        clock={"base": 1, "increment": 0},
        timeout_policy="lose",
    )
    clients = {0: srv.client(table_id, ana), 1: srv.client(table_id, ben)}
    seat = play_until_a_clock_runs(clients)
    over = over_state(clients[0])
    names = ("ana", "ben")
    words = f"{names[seat]} ran out of time: {names[1 - seat]} wins."
    assert over["result"]["text"] == words and over["last"]["text"] == words
    replay = srv.get(f"/api/tables/{table_id}/replay").json()
    assert replay["result"]["reason"] == "time" and len(replay["steps"]) >= 2
    assert srv.post(f"/api/tables/{table_id}/rematch", ana).status_code == 200
    for c in clients.values():
        c.close()


def test_a_turn_based_table_runs_its_clock_in_days(make_server: ServerMaker) -> None:
    with make_server(day_seconds=1.0) as srv:
        bad = srv.post("/api/tables", srv.player("x"), {"game": "ebbe-flut", "turn_days": 4})
        assert bad.status_code == 400 and "turn_days" in bad.text
        table_id, ana, _ben = two_player(
            srv, game="ebbe-flut", seats=[None, None], turn_days=2, timeout_policy="lose"
        )
        info = srv.get(f"/api/tables/{table_id}").json()
        assert info["turn_days"] == 2 and info["clock"]["base"] == 2.0
        a = srv.client(table_id, ana)
        start = latest(a)
        first = start["view"]["to_move"]
        assert start["clocks"]["running"] == first  # turn-based: the deadline runs at once
        over = over_state(a)  # two short "days" later
        assert over["result"]["reason"] == "time" and over["result"]["winners"] == [1 - first]
        a.close()

"""The table waits (issue 36): a table nobody human is at pauses (no bot plays for anyone,
no clock runs), resumes when a player is back, keeps its paused time over a restart, and
is aborted when nobody comes back in time; a bot playing for an absent player is told as
the bot's, and a game it finished for them is counted apart on their profile."""

from __future__ import annotations

import random
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from harness import Client, Running, play_out, running_server, settings_for

ServerMaker = Callable[..., AbstractContextManager[Running]]
GRACE = 0.3  # seconds: the tables' grace, with the server's minimum lowered to allow it


def table(srv: Running, token: str, **body: Any) -> str:
    answer = srv.post("/api/tables", token, body)
    assert answer.status_code == 200, answer.text
    return str(answer.json()["table_id"])


def newest(client: Client, test: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first state passing ``test`` (already received or still to come)."""
    for m in client.messages:
        if m["type"] == "state" and test(m):
            return m
    return client.until(lambda m: m["type"] == "state" and test(m), 20)


def play_until_my_clock_runs(client: Client, seat: int) -> dict[str, Any]:
    """Play the first legal action at each turn of ``seat`` until its clock runs."""
    for _ in range(20):
        client.drain(0.05)
        s = client.state() or newest(client, lambda m: True)
        if s["clocks"]["running"] == seat:
            return s
        if s["view"]["to_move"] == seat and s["view"]["legal"]:
            cid = client.next_id()
            client.pace()
            client.send(
                {"type": "act", "action": s["view"]["legal"][0], "seq": s["seq"], "id": cid}
            )
            client.until(lambda m, cid=cid: m.get("id") == cid)
            newest(client, lambda m, seq=s["seq"]: m["seq"] > seq)
        else:
            newest(client, lambda m, seq=s["seq"]: m["seq"] > seq)
    raise AssertionError("the clock of the seat never ran")


def test_a_table_of_you_and_a_bot_waits_for_you(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        ana = srv.player("ana")
        table_id = table(
            srv,
            ana,
            game="flotsam-fight",
            players=2,
            seats=[None, "random"],
            clock={"base": 60, "increment": 0},
            grace=GRACE,
        )
        a = srv.client(table_id, ana)
        before = play_until_my_clock_runs(a, 0)
        seq = before["seq"]
        a.close()
        spy = srv.client(table_id, srv.player("spy"))  # a spectator is nobody's player
        paused = newest(spy, lambda m: m["clocks"]["paused"])
        assert paused["clocks"]["running"] is None and paused["seq"] == seq
        left = paused["clocks"]["remaining_ms"][0]
        # Three graces pass: no bot takes ana's seat, nothing is played, no time is lost.
        later = spy.drain(GRACE * 3)
        assert not [m for m in later if m["type"] == "state" and m["seq"] != seq]
        assert not [m for m in later if m["type"] == "presence" and m["seats"][0]["bot"]]
        assert srv.get(f"/api/tables/{table_id}").json()["seats"][0]["bot"] is None
        spy.close()
        back = srv.client(table_id, ana)
        resumed = newest(back, lambda m: not m["clocks"]["paused"])
        assert resumed["clocks"]["running"] == 0 and resumed["seq"] == seq
        assert left - resumed["clocks"]["remaining_ms"][0] < GRACE * 3 * 1000
        assert resumed["view"]["legal"], "ana plays on from where she left"
        back.close()


def test_the_paused_time_is_kept_over_a_restart(db_kind: str, tmp_path: Path) -> None:
    settings = settings_for(db_kind, tmp_path, grace_min_seconds=0.1)
    with running_server(settings, keep_schema=True) as srv:
        ana = srv.player("ana")
        table_id = table(
            srv,
            ana,
            game="flotsam-fight",
            players=2,
            seats=[None, "random"],
            clock={"base": 60, "increment": 0},
            grace=GRACE,
        )
        a = srv.client(table_id, ana)
        play_until_my_clock_runs(a, 0)
        a.close()
        spy = srv.client(table_id, srv.player("spy"))
        left = newest(spy, lambda m: m["clocks"]["paused"])["clocks"]["remaining_ms"][0]
        spy.close()
    with running_server(settings) as srv:  # the same data, a new process's memory
        spy = srv.client(table_id, srv.player("spy2"))
        spy.drain(GRACE * 3)  # time passes with nobody there
        still = newest(spy, lambda m: True)
        assert still["clocks"]["paused"] and still["clocks"]["remaining_ms"][0] == left
        spy.close()


def test_two_players_both_gone_pause_then_the_game_is_aborted(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1, abandon_seconds=1.5) as srv:
        ana, ben = srv.player("ana"), srv.player("ben")
        # A grace long enough that ben's seat is not taken while ana alone is connected.
        table_id = table(srv, ana, game="flotsam-fight", players=2, seats=[None, None], grace=5)
        assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
        a, b = srv.client(table_id, ana), srv.client(table_id, ben)
        newest(a, lambda m: m["status"] == "playing")
        newest(b, lambda m: m["status"] == "playing")
        a.close()
        b.close()
        spy = srv.client(table_id, srv.player("spy"))
        paused = newest(spy, lambda m: m["clocks"]["paused"])
        over = newest(spy, lambda m: m["status"] == "over")
        states = [m for m in spy.messages if m["type"] == "state"]
        assert {m["seq"] for m in states if m["status"] == "playing"} == {paused["seq"]}
        assert over["seq"] == paused["seq"] + 1, "the one event is the end"
        assert over["result"]["reason"] == "aborted" and over["result"]["winners"] == []
        assert over["last"]["kind"] == "abandon" and over["last"]["seat"] is None
        assert over["last"]["text"].startswith("Everyone left the game")
        seats = srv.get(f"/api/tables/{table_id}").json()["seats"]
        assert all(s["bot"] is None for s in seats), "no bot ever played for them"
        spy.close()


def test_a_bot_playing_for_an_absent_player_is_told_and_counted_apart(
    make_server: ServerMaker,
) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        ana, gull = srv.player("ana"), srv.player("Gull")
        table_id = table(srv, ana, game="flotsam-fight", players=2, seats=[None, None], grace=GRACE)
        assert srv.post(f"/api/tables/{table_id}/join", gull).status_code == 200
        a = srv.client(table_id, ana)
        # Gull never connects: after the grace a bot plays for him while ana plays on.
        a.until(lambda m: m["type"] == "presence" and m["seats"][1]["bot"] is not None, 10)
        final = play_out([a], random.Random(3))
        by_gull = [
            m["last"]
            for m in a.messages
            if m["type"] == "state" and m["last"] and m["last"]["seat"] == 1
        ]
        moves = [e for e in by_gull if e["kind"] == "act"]
        assert moves, "the bot played for Gull"
        assert all(e["text"].startswith("Bot for Gull") for e in moves), moves[0]["text"]
        assert final["status"] == "over"
        a.close()
        gull_id = seat_player(srv, table_id, 1)
        profile = srv.get(f"/api/players/{gull_id}").json()
        stats = profile["games"]["flotsam-fight"]
        assert stats["bot_finished"] == 1 and stats["played"] == 0 and stats["wins"] == 0
        assert profile["recent"][0]["bot_finished"] is True
        ana_id = seat_player(srv, table_id, 0)
        theirs = srv.get(f"/api/players/{ana_id}").json()["games"]["flotsam-fight"]
        assert theirs["played"] == 1 and theirs["bot_finished"] == 0


def seat_player(srv: Running, table_id: str, seat: int) -> str:
    """The player id sitting at ``seat`` (as the server stores it)."""
    table = srv.server.tables[table_id]
    player = table.seats[seat].player_id
    assert player is not None
    return player


def test_the_player_takes_the_seat_back_midway(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        ana, gull = srv.player("ana"), srv.player("Gull")
        body = {"game": "flotsam-fight", "players": 2, "seats": [None, None], "grace": GRACE}
        table_id = table(srv, ana, **body)
        assert srv.post(f"/api/tables/{table_id}/join", gull).status_code == 200
        a = srv.client(table_id, ana)
        a.until(lambda m: m["type"] == "presence" and m["seats"][1]["bot"] is not None, 10)
        rng = random.Random(5)
        # ana plays until the bot has moved for Gull twice.
        while len([m for m in a.messages if bot_move(m)]) < 2:
            s = newest(a, lambda m: m["status"] == "playing")
            s = a.state() or s
            if s["status"] != "playing":
                break
            if s["view"]["legal"]:
                cid = a.next_id()
                a.pace()
                a.send(
                    {
                        "type": "act",
                        "action": rng.choice(s["view"]["legal"]),
                        "seq": s["seq"],
                        "id": cid,
                    }
                )
                a.until(lambda m, cid=cid: m.get("id") == cid)
            a.drain(0.05)
        assert a.state()["status"] == "playing", "the game is still on: the seat can be taken back"
        g = srv.client(table_id, gull)
        assert srv.post(f"/api/tables/{table_id}/reclaim", gull).status_code == 200
        back = [m for m in g.messages if m["type"] in ("state", "presence")]
        if not back or back[-1]["seats"][1]["bot"] is not None:
            back.append(
                g.until(
                    lambda m: m["type"] in ("state", "presence") and m["seats"][1]["bot"] is None
                )
            )
        mine = back[-1]
        assert mine["seats"][1]["takeover"] is None
        a.close()
        g.close()


def bot_move(m: dict[str, Any]) -> bool:
    last = m.get("last") if m["type"] == "state" else None
    return bool(last and last["seat"] == 1 and last["kind"] == "act")

"""Whole games over real websockets: two players, a bot, a spectator, a reconnect, the record,
and every message each connection received checked against what its seat may know."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from harness import Client, Running, play_out

from seaboard.engine import State
from seaboard.records import load_record

GAMES = [
    ("ebbe-flut", 2, {}, [None, None]),
    ("el-switcher", 3, {"max_turns": 6, "deck": "short"}, [None, None, "random"]),
    ("flotsam-fight", 3, {}, [None, None, "random"]),
    ("land-vs-sea", 3, {}, [None, None, "random"]),
]


@pytest.mark.parametrize("game,players,options,seats", GAMES, ids=[g[0] for g in GAMES])
def test_whole_game_over_websockets(
    srv: Running,
    tmp_path: Path,
    game: str,
    players: int,
    options: dict[str, Any],
    seats: list[str | None],
) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    made = srv.post(
        "/api/tables",
        ana,
        {"game": game, "players": players, "options": options, "seats": seats},
    )
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    assert made.json()["seat"] == 0
    assert srv.get(f"/api/tables/{table_id}").json()["status"] == "open"
    assert srv.post(f"/api/tables/{table_id}/join", ben, {}).json() == {"seat": 1}
    info = srv.get(f"/api/tables/{table_id}").json()
    assert info["status"] == "playing"
    assert [s["name"] for s in info["seats"]][:2] == ["ana", "ben"]

    a, b, watcher = srv.client(table_id, ana), srv.client(table_id, ben), srv.client(table_id)
    clients = [a, b, watcher]
    retired: list[Client] = []

    def reconnect(seq: int) -> None:
        if retired:
            return
        old = clients[1]
        old.drain(0.1)
        have = old.state()
        assert have is not None
        old.close()
        retired.append(old)
        fresh = srv.client(table_id, ben, since=have["seq"])
        logged = fresh.until(lambda m: m["type"] == "log")
        current = fresh.until(lambda m: m["type"] == "state")
        missed = list(range(have["seq"] + 1, current["seq"] + 1))
        assert [e["seq"] for e in logged["events"]] == missed
        clients[1] = fresh

    final = play_out(clients, random.Random(7), midway=reconnect)
    assert retired, "the game ended before the reconnect"
    assert final["status"] == "over"
    assert final["view"]["game_over"]

    answer = srv.get(f"/api/tables/{table_id}/record")
    assert answer.status_code == 200, answer.text
    data = answer.json()
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data))
    record = load_record(path)
    states = record.states()
    assert states[-1].is_terminal
    assert sorted(states[-1].winners) == data["result"]["winners"] == final["view"]["winners"]
    assert list(states[-1].scores) == data["result"]["scores"]
    assert data["seed"] == record.seed

    for client, seat in [(a, 0), (retired[0], 1), (clients[1], 1), (watcher, None)]:
        check_messages(client, seat, states, record.actions, record.seed)

    replay = srv.get(f"/api/tables/{table_id}/replay?seat=1").json()
    assert len(replay["steps"]) == len(states)
    assert replay["steps"][-1]["view"] == states[-1].view(1)
    for client in clients:
        client.close()


def check_messages(
    client: Client, seat: int | None, states: list[State], actions: list[str], seed: int
) -> None:
    """Every message holds exactly what ``seat`` may know (compared with fresh views)."""
    assert client.messages, "the client received nothing"
    # the players' names, as the table tells them (the words call everyone by name)
    final = [m for m in client.messages if m["type"] == "state"][-1]
    # (each seat as the seat list shows it, "Bot 3, Beginner level" for a bot's own seat)
    names = tuple(s["display_name"] for s in final["seats"])
    for raw, message in zip(client.raw, client.messages, strict=True):
        kind = message["type"]
        over = False
        if kind == "state":
            n = message["seq"]
            over = message["status"] == "over"
            who = seat if message["status"] != "open" else None
            assert message["seat"] == seat
            assert message["view"] == states[n].view(who), f"view at {n} for {seat}"
            if n:
                before, after = states[n - 1], states[n]
                action = before.game.parse_action(actions[n - 1])
                assert message["last"]["action"] == actions[n - 1]
                assert message["last"]["text"] == before.describe(action, who, after, names)
            else:
                assert message["last"] is None
        elif kind == "log":
            for event in message["events"]:
                n = event["seq"]
                before, after = states[n - 1], states[n]
                action = before.game.parse_action(actions[n - 1])
                assert event["action"] == actions[n - 1]
                assert event["text"] == before.describe(action, seat, after, names)
        else:
            assert kind in ("ack", "presence", "chat", "pong", "error"), kind
        if not over:
            assert '"seed"' not in raw
            assert str(seed) not in json.dumps(message.get("view", {}))

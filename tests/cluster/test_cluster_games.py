"""Three server processes over one PostgreSQL and one Redis: the players of one table sit
at different processes, and every client is told every event, in order, exactly once."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fleet import Fleet, acting_players, dump, join, new_table, told_seqs
from harness import Client, play_out

GAMES = [
    ("el-switcher", 3, {"max_turns": 6, "deck": "short"}, [None, None, "random"]),
    ("flotsam-fight", 3, {}, [None, None, None]),
]


@pytest.mark.parametrize("game,players,options,seats", GAMES, ids=[g[0] for g in GAMES])
def test_one_table_across_three_processes(
    fleet: Fleet, game: str, players: int, options: dict[str, Any], seats: list[str | None]
) -> None:
    procs = [fleet.start() for _ in range(3)]
    humans = seats.count(None)
    tokens = acting_players(procs[0], ["ana", "ben", "carl"][:humans])
    body = {"game": game, "players": players, "options": options, "seats": seats}
    table_id = new_table(procs[0], tokens[0], body)
    for i, token in enumerate(tokens[1:], start=1):
        join(procs[i], table_id, token)  # each join on another process
    # Seat k's client on process k; a spectator on the last process too.
    clients = [Client(procs[i].ws(table_id), token) for i, token in enumerate(tokens)]
    watcher = Client(procs[2].ws(table_id), None)
    final = play_out(clients, random.Random(7), limit=180)
    assert final["status"] == "over"
    watcher.until(lambda m: m["type"] == "state" and m["status"] == "over")
    record = procs[1].http.get(f"/api/tables/{table_id}/record").json()
    everyone = [*clients, watcher]
    for client in everyone:
        client.drain(0.2)
    for client in everyone:
        seqs, actions = told_seqs(client.messages)
        assert seqs == list(range(1, final["seq"] + 1)), dump(client.messages)
        assert actions == record["actions"], dump(client.messages)
        errors = [m for m in client.messages if m["type"] == "error"]
        assert not errors, errors
    # The bot moved (in the process holding the lease), and nobody's process died.
    if "random" in seats:
        assert any(
            m["type"] == "state" and m["last"] and m["last"]["seat"] == seats.index("random")
            for m in clients[0].messages
        )
    assert all(p.alive() for p in procs)
    for client in everyone:
        client.close()

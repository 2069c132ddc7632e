"""SIGKILL the process holding a table's lease mid-game: the clients reconnect to another
process, no acknowledged move is lost, and the bot and the clocks carry on."""

from __future__ import annotations

import random
import time
from typing import Any

from fleet import Fleet, acting_players, dump, join, new_table, told_seqs
from harness import Client


def latest(client: Client, wait: float = 0.05) -> dict[str, Any]:
    client.drain(wait)
    state = client.state()
    if state is None:
        state = client.until(lambda m: m["type"] == "state")
    return state


def play_until(
    clients: list[Client], rng: random.Random, seq: int, acked: list[str], limit: float = 60
) -> None:
    """Random legal moves for whichever human is to move, until the table reaches ``seq``."""
    end = time.time() + limit
    while time.time() < end:
        states = [latest(c) for c in clients]
        top = max(s["seq"] for s in states)
        if top >= seq or any(s["status"] == "over" for s in states):
            return
        for c, s in zip(clients, states, strict=True):
            if s["seq"] == top and s["view"]["legal"] and s["status"] == "playing":
                action = rng.choice(s["view"]["legal"])
                c.send({"type": "act", "action": action, "seq": top, "id": f"m{top}"})
                reply = c.until(lambda m: m["type"] in ("ack", "error"))
                if reply["type"] == "ack":
                    acked.append(action)
    raise TimeoutError(f"the table did not reach seq {seq}")


def test_sigkill_of_the_lease_holder(fleet: Fleet) -> None:
    procs = [fleet.start() for _ in range(3)]
    ana, ben = acting_players(procs[0], ["ana", "ben"])
    body = {
        "game": "flotsam-fight",
        "players": 3,
        "seats": [None, None, "random"],
        "clock": {"base": 15, "increment": 0},
        "timeout_policy": "bot",
    }
    table_id = new_table(procs[0], ana, body)
    join(procs[1], table_id, ben)
    at = {0: procs[0], 1: procs[1]}
    clients = {0: Client(at[0].ws(table_id), ana), 1: Client(at[1].ws(table_id), ben)}
    tokens = {0: ana, 1: ben}
    history: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
    rng = random.Random(11)
    acked: list[str] = []
    play_until([clients[0], clients[1]], rng, 8, acked)

    deadline = time.time() + 10
    owner = None
    while owner is None and time.time() < deadline:
        owner = fleet.lease_owner_pid(table_id)
        time.sleep(0.1)
    holder = next(p for p in procs if p.pid == owner)
    before = max(latest(c)["seq"] for c in clients.values())
    holder.kill()
    killed = time.time()

    # Clients of the dead process reconnect to a live one, asking for what they missed.
    survivors = [p for p in procs if p.alive()]
    for seat in (0, 1):
        if not at[seat].alive():
            old = clients[seat]
            history[seat] += old.messages
            have = told_seqs(history[seat])[0]
            since = have[-1] if have else 0
            at[seat] = survivors[seat % len(survivors)]
            clients[seat] = Client(at[seat].ws(table_id), tokens[seat], since=since)
    # Play on: the bot (seat 2) must move again, so some process took the lease over.
    start_seq = before
    play_until([clients[0], clients[1]], rng, start_seq + 10, acked, limit=60)
    took = time.time() - killed
    bot_moves = [
        m
        for m in clients[0].messages
        if m["type"] == "state" and m["last"] and m["last"]["seat"] == 2 and m["seq"] > before
    ]
    assert bot_moves, dump(clients[0].messages)
    assert took < 20
    new_owner = fleet.lease_owner_pid(table_id)
    assert new_owner in {p.pid for p in survivors}

    # Every client was told every event once and in order (across its reconnection), and
    # every acknowledged move is among them, in the order it was acknowledged.
    latest(clients[0], 0.3)
    latest(clients[1], 0.3)
    for seat in (0, 1):
        seqs, actions = told_seqs(history[seat] + clients[seat].messages)
        assert seqs == list(range(1, seqs[-1] + 1)), dump(history[seat] + clients[seat].messages)
        it = iter(actions)
        assert all(any(a == e for e in it) for a in acked), (acked, actions)

    # The clocks carry on: nobody moves now, the human to move runs out of time and the
    # takeover bot plays for them (work of the new lease holder), and the game goes on.
    state = latest(clients[0], 0.3)
    mover = state["view"]["to_move"]
    if mover in (0, 1):
        left = state["clocks"]["remaining_ms"][mover]
        assert left is not None
        watched = clients[0]
        taken = watched.until(
            lambda m: (
                m["type"] in ("state", "presence")
                and any(s["seat"] == mover and s["bot"] for s in m["seats"])
            ),
            timeout=left / 1000 + 15,
        )
        assert taken
    for c in clients.values():
        c.close()

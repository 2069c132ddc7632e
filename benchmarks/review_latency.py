"""Does a running review slow the other tables? Move latency with and without one.

A real server (uvicorn in a thread, SQLite, the test harness's clients) plays Flotsam Fight
tables between two scripted players, one move at a time at a human-like pace (5 moves a
second), and times each move from the ``act`` sent to its ``ack``: first with nothing else
running, then while the review of a finished Land vs Sea game runs (the longest review).
Prints the p50, p95 and max of each, in milliseconds.

    PYTHONPATH=src python benchmarks/review_latency.py --moves 300
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path[:0] = [
    str(Path(__file__).parents[1] / "tests"),
    str(Path(__file__).parents[1] / "tests/server"),
]

from harness import Client, Running, play_out, running_server, settings_for  # noqa: E402

PAUSE = 0.2  # seconds between two moves: a quick human, not a flood


def new_table(srv: Running, game: str) -> tuple[str, list[Client]]:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = srv.post("/api/tables", ana, {"game": game, "players": 2, "seats": [None, None]})
    table_id = table_id.json()["table_id"]
    srv.post(f"/api/tables/{table_id}/join", ben)
    return table_id, [srv.client(table_id, ana), srv.client(table_id, ben)]


def timed_moves(srv: Running, moves: int, rng: random.Random) -> list[float]:
    """Milliseconds from act to ack of ``moves`` moves, over as many tables as it takes."""
    out: list[float] = []
    while len(out) < moves:
        _, clients = new_table(srv, "flotsam-fight")
        while len(out) < moves:
            for c in clients:
                c.drain(0.02)
            states = [c.state() for c in clients]
            if any(s is None for s in states):
                continue
            if states[0]["status"] == "over":  # type: ignore[index]
                break
            top = max(s["seq"] for s in states if s)
            ready = [
                (c, s)
                for c, s in zip(clients, states, strict=True)
                if s and s["seq"] == top and s["status"] == "playing" and s["view"]["legal"]
            ]
            mover = ready[0] if ready else None
            if mover is None:
                continue
            client, state = mover
            cid = client.next_id()
            client.pace()
            began = time.perf_counter()
            action = rng.choice(state["view"]["legal"])
            client.send({"type": "act", "action": action, "seq": state["seq"], "id": cid})
            answer = client.until(lambda m, cid=cid: m.get("id") == cid)
            if answer["type"] == "ack":
                out.append((time.perf_counter() - began) * 1000)
            time.sleep(PAUSE)  # pacing to a human rate, not waiting for a condition
        for c in clients:
            c.close()
    return out


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "moves": len(values),
        "p50_ms": round(statistics.median(ordered), 1),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 1),
        "max_ms": round(ordered[-1], 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(35)
    with (
        tempfile.TemporaryDirectory() as tmp,
        running_server(settings_for("sqlite", Path(tmp))) as srv,
    ):
        quiet = timed_moves(srv, args.moves, rng)
        table_id, clients = new_table(srv, "land-vs-sea")
        play_out(clients, rng, limit=600)
        for c in clients:
            c.close()
        assert srv.post(f"/api/tables/{table_id}/review").status_code == 200
        busy: list[float] = []
        while srv.get(f"/api/tables/{table_id}/review").json()["status"] != "done":
            busy += timed_moves(srv, 20, rng)
            if len(busy) >= args.moves:
                break
        state = srv.get(f"/api/tables/{table_id}/review").json()
        result: dict[str, Any] = {
            "quiet": summary(quiet),
            "review_running": summary(busy),
            "review_status_at_end": state["status"],
            "review_progress_at_end": state["progress"],
        }
        print(json.dumps(result))


if __name__ == "__main__":
    main()

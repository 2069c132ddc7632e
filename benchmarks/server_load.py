"""Load test of the game server: many tables of scripted clients over websockets.

It starts a real ``seaboard serve`` process (SQLite in a fresh data directory unless --db is
given), then this process plays as the clients: two per table, random legal actions, each
sent as soon as the player's move is acknowledged (``--think 0``) or after a pause. It
reports moves per second and move-to-broadcast latency: from sending an action until the
other player of the table receives the state that holds it.

    python benchmarks/server_load.py --tables 200 --seconds 20           # throughput
    python benchmarks/server_load.py --tables 500 --seconds 30 --think 1  # latency
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import orjson
from websockets.asyncio.client import ClientConnection, connect


@dataclass
class Stats:
    moves: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    games: int = 0


@dataclass
class Seat:
    ws: ClientConnection
    state: dict[str, Any] | None = None
    errors: int = 0
    changed: asyncio.Event = field(default_factory=asyncio.Event)


async def reader(
    seat: Seat,
    sent: dict[int, float],
    stats: Stats,
    measuring: list[bool],
    errors_by_text: dict[str, int] | None = None,
) -> None:
    """Record each state's latency and count the errors (by sentence, if asked)."""
    async for raw in seat.ws:
        message = orjson.loads(raw)
        kind = message["type"]
        if kind == "state":
            seat.state = message
            started = sent.pop(message["seq"], None)
            if started is not None and measuring[0]:
                stats.latencies.append(time.perf_counter() - started)
            seat.changed.set()
        elif kind == "error":
            stats.errors += 1
            seat.errors += 1
            if errors_by_text is not None:
                text = str(message.get("message"))[:60]
                errors_by_text[text] = errors_by_text.get(text, 0) + 1
            seat.changed.set()


async def play_table(
    base: str,
    tokens: list[str],
    game: dict[str, Any],
    think: float,
    stats: Stats,
    measuring: list[bool],
    stop: asyncio.Event,
    rng: random.Random,
    ready: list[int],
) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        while not stop.is_set():
            made = await http.post(
                "/api/tables", json=game, headers={"Authorization": f"Bearer {tokens[0]}"}
            )
            table_id = made.json()["table_id"]
            await http.post(
                f"/api/tables/{table_id}/join", headers={"Authorization": f"Bearer {tokens[1]}"}
            )
            url = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
            sent: dict[int, float] = {}
            seats = []
            for token in tokens:
                ws = await connect(url, max_size=2**22)
                await ws.send(json.dumps({"type": "hello", "token": token}))
                seats.append(Seat(ws))
            readers = [asyncio.create_task(reader(s, sent, stats, measuring)) for s in seats]
            ready[0] += 1
            try:
                await play_game(seats, sent, think, stats, measuring, stop, rng)
            finally:
                for s in seats:
                    await s.ws.close()
                for task in readers:
                    task.cancel()


async def play_game(
    seats: list[Seat],
    sent: dict[int, float],
    think: float,
    stats: Stats,
    measuring: list[bool],
    stop: asyncio.Event,
    rng: random.Random,
) -> None:
    while not stop.is_set():
        mover = None
        for s in seats:
            st = s.state
            if st is not None and st["status"] == "over":
                stats.games += 1
                return
            if st is not None and st["status"] == "playing" and st["view"]["legal"]:
                mover = s
        if mover is None:
            for s in seats:
                s.changed.clear()
            waiters = [asyncio.create_task(s.changed.wait()) for s in seats]
            await asyncio.wait(waiters, timeout=5, return_when=asyncio.FIRST_COMPLETED)
            for w in waiters:
                w.cancel()
            continue
        if think:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        st = mover.state
        assert st is not None
        action = rng.choice(st["view"]["legal"])
        seq = st["seq"]
        sent[seq + 1] = time.perf_counter()
        mover.changed.clear()
        await mover.ws.send(
            json.dumps({"type": "act", "action": action, "seq": seq, "id": str(seq)})
        )
        if measuring[0]:
            stats.moves += 1
        # Wait until this seat sees the position move on, or is refused.
        errors = mover.errors
        while not moved_on(mover, seq) and mover.errors == errors:
            mover.changed.clear()
            if moved_on(mover, seq) or mover.errors != errors:
                break
            try:
                await asyncio.wait_for(mover.changed.wait(), timeout=10)
            except TimeoutError:
                break


def moved_on(seat: Seat, seq: int) -> bool:
    return seat.state is not None and seat.state["seq"] > seq


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cpu_seconds(pid: int | None) -> float | None:
    """User + system CPU time of a process so far (Linux), or None."""
    if pid is None:
        return None
    try:
        with open(f"/proc/{pid}/stat") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int) -> int:
    """Resident memory of a process (Linux), in kB."""
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def open_fds(pid: int) -> int:
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return -1


def memory_env(args: argparse.Namespace) -> dict[str, str]:
    """The environment that makes the servers answer SIGUSR1 with a memory report."""
    if not args.memory_log:
        return {}
    env = {"SEABOARD_MEMORY_LOG": args.memory_log + ".{pid}.jsonl"}
    if args.tracemalloc:
        env["SEABOARD_TRACEMALLOC"] = str(args.tracemalloc)
    return env


async def memory_reports(pids: list[int], args: argparse.Namespace, label: str) -> list[Any]:
    """Each server's memory report (``seaboard.server.memwatch``), labelled; [] when off."""
    if not args.memory_log:
        return []
    paths = [f"{args.memory_log}.{pid}.jsonl" for pid in pids]
    counts = [len(read_lines(p)) for p in paths]
    for pid in pids:
        os.kill(pid, signal.SIGUSR1)
    reports = []
    for path, count in zip(paths, counts, strict=True):
        deadline = time.time() + 120  # a tracemalloc snapshot of a big heap takes a while
        while len(read_lines(path)) <= count and time.time() < deadline:
            await asyncio.sleep(0.2)
        lines = read_lines(path)
        if len(lines) > count:
            report = json.loads(lines[count])
            report["label"] = label
            reports.append(report)
    return reports


def read_lines(path: str) -> list[str]:
    try:
        with open(path) as handle:
            return [line for line in handle if line.endswith("\n")]
    except OSError:
        return []


def memory_summary(reports: list[Any]) -> dict[str, Any]:
    """RSS, traced bytes and tables per labelled point, summed over the servers."""
    out: dict[str, Any] = {}
    for r in reports:
        point = out.setdefault(
            r["label"], {"rss_kb": 0, "traced_kb": 0, "tables": 0, "tables_playing": 0}
        )
        point["rss_kb"] += r["rss_kb"]
        point["traced_kb"] += r.get("traced_kb", 0)
        point["tables"] += r["holdings"]["tables"]
        point["tables_playing"] += r["holdings"]["tables_playing"]
        extra = {
            "rss_kb_trimmed": r.get("rss_kb_trimmed"),
            "pymalloc_arenas_kb": r.get("pymalloc", {}).get("arenas_kb"),
            "pymalloc_in_use_kb": r.get("pymalloc", {}).get("in_use_kb"),
            "glibc_in_use_kb": r.get("glibc", {}).get("in_use_kb"),
            "glibc_free_kb": r.get("glibc", {}).get("free_kb"),
            "glibc_mmapped_kb": r.get("glibc", {}).get("mmapped_kb"),
        }
        for key, value in extra.items():
            if value is not None:
                point[key] = point.get(key, 0) + value
    return out


async def watch(seconds: float, pids: list[int], args: argparse.Namespace) -> list[Any]:
    """Wait ``seconds``, taking the memory reports asked for by ``--memory-every`` meanwhile."""
    reports: list[Any] = []
    started = time.perf_counter()
    step = args.memory_every if args.memory_log else 0.0
    k = 1
    while step and started + k * step < started + seconds:
        await asyncio.sleep(max(0.0, started + k * step - time.perf_counter()))
        reports += await memory_reports(pids, args, f"t{k * step:g}s")
        k += 1
    await asyncio.sleep(max(0.0, started + seconds - time.perf_counter()))
    return reports


def add_memory_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--memory-every", type=float, default=0.0, help="seconds between reports while measuring"
    )
    parser.add_argument(
        "--memory-log",
        default=None,
        help="path prefix: the servers write memory reports there (SIGUSR1), summed in the output",
    )
    parser.add_argument(
        "--tracemalloc", type=int, default=0, help="frames tracemalloc keeps (with --memory-log)"
    )
    parser.add_argument(
        "--linger",
        type=float,
        default=0.0,
        help="seconds to wait after the tables closed before a last memory reading",
    )


def load_average() -> float | None:
    try:
        return os.getloadavg()[0]
    except OSError:
        return None


async def two_guests(base: str, args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    """The two guest players' tokens and the body of a private two-seat table for them."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        tokens = [
            (await http.post("/api/players", json={"name": n})).json()["token"]
            for n in ("load-a", "load-b")
        ]
    game = {
        "game": args.game,
        "players": 2,
        "options": json.loads(args.options),
        "seats": [None, None],
        "public": False,
    }
    return tokens, game


async def run(args: argparse.Namespace, base: str, pid: int | None) -> dict[str, Any]:
    tokens, game = await two_guests(base, args)
    pids = [pid] if pid is not None else []
    memory: dict[str, int] = {}
    fds: dict[str, int] = {}
    reports: list[Any] = []

    async def reading(label: str) -> None:
        if pid is not None:
            memory[label] = rss_kb(pid)
            fds[label] = open_fds(pid)
        reports.extend(await memory_reports(pids, args, label))

    await reading("before")
    stats = Stats()
    measuring = [False]
    stop = asyncio.Event()
    ready = [0]
    set_up = time.perf_counter()
    tasks = [
        asyncio.create_task(
            play_table(
                base, tokens, game, args.think, stats, measuring, stop, random.Random(i), ready
            )
        )
        for i in range(args.tables)
    ]
    while ready[0] < args.tables:  # every table created and both players connected
        await asyncio.sleep(0.2)
    set_up = time.perf_counter() - set_up
    await asyncio.sleep(args.warmup)
    await reading("tables_open")
    measuring[0] = True
    began = time.perf_counter()
    cpu_before = cpu_seconds(pid)
    reports += await watch(args.seconds, pids, args)
    measuring[0] = False
    elapsed = time.perf_counter() - began
    cpu_after = cpu_seconds(pid)
    load = load_average()
    await reading("end_of_run")
    stop.set()
    await asyncio.wait(tasks, timeout=15)
    await asyncio.sleep(3)  # the server notices the closed connections
    await reading("after_tables_closed")
    if args.linger:
        await asyncio.sleep(args.linger)
        await reading(f"after_{args.linger:g}s")
    lat = [x * 1000 for x in stats.latencies]
    return {
        "tables": args.tables,
        "setup_s": round(set_up, 1),
        "think_s": args.think,
        "seconds": round(elapsed, 1),
        "moves": stats.moves,
        "moves_per_s": round(stats.moves / elapsed, 1),
        "latency_ms": {
            "p50": round(percentile(lat, 0.50), 1),
            "p95": round(percentile(lat, 0.95), 1),
            "p99": round(percentile(lat, 0.99), 1),
            "mean": round(statistics.fmean(lat), 1) if lat else None,
            "samples": len(lat),
        },
        "errors": stats.errors,
        "games_finished": stats.games,
        "server_cpu_ms_per_move": round((cpu_after - cpu_before) * 1000 / stats.moves, 2)
        if cpu_after is not None and cpu_before is not None and stats.moves
        else None,
        "server_cpu_share": round((cpu_after - cpu_before) / elapsed, 2)
        if cpu_after is not None and cpu_before is not None
        else None,
        "load_average_1min": load,
        "memory_kb": memory,
        "open_fds": fds,
        "memory_reports": memory_summary(reports),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=0.0, help="mean seconds between moves")
    parser.add_argument("--game", default="ebbe-flut")
    parser.add_argument("--options", default="{}", help="game options as JSON")
    parser.add_argument("--db", default=None, help="database URL (default: SQLite, fresh dir)")
    parser.add_argument("--url", default=None, help="use a server already running here")
    parser.add_argument("--grace", type=float, default=None, help="the server's zombie grace")
    add_memory_arguments(parser)
    args = parser.parse_args()
    proc = None
    if args.url:
        base = args.url.rstrip("/")
    else:
        data = tempfile.mkdtemp(prefix="seaboard-load-")
        cmd = [
            sys.executable,
            "-m",
            "seaboard.cli.main",
            "serve",
            "--port",
            "0",
            "--data-dir",
            data,
        ]
        if args.db:
            cmd += ["--db", args.db]
        if args.grace is not None:
            cmd += ["--grace", str(args.grace)]
        env = dict(os.environ, **memory_env(args))
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if not line.startswith("Seaboard serves on"):
            print(f"server_load: the server did not start: {line}", file=sys.stderr)
            return 2
        base = line.split()[-1].rstrip("/")
    # The clients' own full collections (tens of ms with hundreds of tables) would be
    # counted as latency: the loaded modules are frozen and the young objects collected
    # less often, as the server does.
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
    try:
        result = asyncio.run(run(args, base, proc.pid if proc is not None else None))
    finally:
        if proc is not None:
            proc.send_signal(signal.SIGTERM)
            proc.wait(20)
    result["server"] = (
        "seaboard serve (1 process, " + ("--db given" if args.db else "SQLite WAL") + ")"
    )
    result["cpus"] = os.cpu_count()
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

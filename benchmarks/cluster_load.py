"""Load test of several server processes over PostgreSQL and Redis (issue 18).

It starts ``--servers N`` real ``seaboard serve --db ... --redis ...`` processes on their
own loopback ports, in a fresh PostgreSQL schema and Redis prefix, and plays tables
against them with the scripted clients of ``server_load.py`` (two per table, random legal
actions, in this process). Tables are spread over the processes round-robin; with
``--spread`` the two players of one table sit at *different* processes (every move then
crosses Redis), otherwise both sit at the table's process (a load balancer hashing on the
table's path). It reports moves per second, move-to-broadcast latency (p50, p95, p99),
the servers' CPU and memory per open table (resident memory of all server processes
after the tables are set up, minus before, divided by the tables).

    python benchmarks/cluster_load.py --servers 1 --tables 200 --seconds 20
    python benchmarks/cluster_load.py --servers 2 --tables 200 --seconds 20
    python benchmarks/cluster_load.py --servers 2 --tables 1000 --seconds 30 --think 1
    python benchmarks/cluster_load.py --servers 2 --tables 100 --seconds 600 --think 1  # soak
    python benchmarks/cluster_load.py --servers 1,2 --tables 100,250,500,1000 --think 3 --markdown
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from cpu_quota import CpuQuota, QuotaError  # noqa: E402

_spec = importlib.util.spec_from_file_location("server_load", HERE / "server_load.py")
assert _spec is not None and _spec.loader is not None
load = importlib.util.module_from_spec(_spec)
sys.modules["server_load"] = load  # dataclasses look their module up
_spec.loader.exec_module(load)

PG = os.environ.get("SEABOARD_TEST_POSTGRES") or "postgresql+asyncpg://postgres@127.0.0.1:5432/test"
REDIS = os.environ.get("SEABOARD_TEST_REDIS") or "redis://127.0.0.1:6379/0"


def start_servers(
    n: int,
    db: str,
    redis: str,
    schema: str,
    prefix: str,
    extra: list[str],
    env_more: dict[str, str],
) -> list[Any]:
    env = dict(os.environ, SEABOARD_DB_SCHEMA=schema, SEABOARD_REDIS_PREFIX=prefix, **env_more)
    procs = []
    for _ in range(n):
        cmd = [sys.executable, "-m", "seaboard.cli.main", "serve", "--port", "0"]
        cmd += ["--db", db, "--redis", redis, *extra]
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if not line.startswith("Seaboard serves on"):
            raise RuntimeError(f"a server did not start: {line}")
        base = line.split()[-1].rstrip("/")
        deadline = time.time() + 60
        while True:  # the app migrates and starts after printing its address
            try:
                if httpx.get(base + "/api/games", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.time() > deadline:
                raise RuntimeError("a server did not answer")
            time.sleep(0.1)
        procs.append((proc, base))
    return procs


ERRORS: dict[str, int] = {}


async def post(
    http: httpx.AsyncClient, path: str, body: Any, headers: dict[str, str]
) -> httpx.Response:
    """POST, again on a dropped keep-alive connection (the server closes idle ones)."""
    for attempt in range(3):
        try:
            return await http.post(path, json=body, headers=headers)
        except (httpx.RemoteProtocolError, httpx.ConnectError, httpx.ReadError, httpx.WriteError):
            # A connection reset while a thousand tables are set up at once: ask again (at
            # worst an extra open table is left behind).
            if attempt == 2:
                raise
            await asyncio.sleep(0.5)
    raise AssertionError("unreachable")


async def play_table(
    bases: list[str],
    tokens: list[str],
    game: dict[str, Any],
    think: float,
    stats: Any,
    measuring: list[bool],
    stop: asyncio.Event,
    rng: random.Random,
    ready: list[int],
    index: int,
    spread: bool,
) -> None:
    """One table after another at its process, like ``server_load.play_table``."""
    home = bases[index % len(bases)]
    # Long timeouts: a thousand tables set up at once queue for a while on a busy machine.
    async with httpx.AsyncClient(base_url=home, timeout=300) as http:
        first = True
        while not stop.is_set():
            made = await post(http, "/api/tables", game, {"Authorization": f"Bearer {tokens[0]}"})
            table_id = made.json()["table_id"]
            await post(
                http, f"/api/tables/{table_id}/join", None, {"Authorization": f"Bearer {tokens[1]}"}
            )
            sent: dict[int, float] = {}
            seats = []
            for k, token in enumerate(tokens):
                base = bases[(index + k) % len(bases)] if spread else home
                url = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
                ws = await connect(url, max_size=2**22, open_timeout=300)
                await ws.send(json.dumps({"type": "hello", "token": token}))
                seats.append(load.Seat(ws))
            readers = [
                asyncio.create_task(load.reader(s, sent, stats, measuring, ERRORS)) for s in seats
            ]
            if first:
                ready[0] += 1
                first = False
            try:
                await load.play_game(seats, sent, think, stats, measuring, stop, rng)
            finally:
                for s in seats:
                    await s.ws.close()
                for task in readers:
                    task.cancel()


async def run(args: argparse.Namespace, bases: list[str], pids: list[int]) -> dict[str, Any]:
    tokens, game = await load.two_guests(bases[0], args)
    stats = load.Stats()
    measuring = [False]
    stop = asyncio.Event()
    ready = [0]
    rss_before = sum(load.rss_kb(p) for p in pids)
    fds_before = sum(load.open_fds(p) for p in pids)
    reports = await load.memory_reports(pids, args, "before")
    set_up = time.perf_counter()
    tasks = []
    for i in range(args.tables):
        tasks.append(
            asyncio.create_task(
                play_table(
                    bases,
                    tokens,
                    game,
                    args.think,
                    stats,
                    measuring,
                    stop,
                    random.Random(i),
                    ready,
                    i,
                    args.spread,
                )
            )
        )
        if i % 50 == 49:
            await asyncio.sleep(0.05)  # let connections settle rather than storm
    # Every table set up (created, joined, both players connected), or the set-up time is up;
    # a table whose set-up failed (a refused connection under load) is counted, not waited for.
    while ready[0] < args.tables - sum(t.done() for t in tasks):
        if time.perf_counter() - set_up > args.setup_timeout:
            break
        await asyncio.sleep(0.2)
    set_up = time.perf_counter() - set_up
    tables_ready = ready[0]
    failures = [
        f"{type(t.exception()).__name__}: {str(t.exception())[:80]}"
        for t in tasks
        if t.done() and not t.cancelled() and t.exception() is not None
    ]
    await asyncio.sleep(args.warmup)
    rss_open = sum(load.rss_kb(p) for p in pids)
    fds_open = sum(load.open_fds(p) for p in pids)
    reports += await load.memory_reports(pids, args, "tables_open")
    measuring[0] = True
    began = time.perf_counter()
    cpu_before = [load.cpu_seconds(p) or 0.0 for p in pids]
    reports += await load.watch(args.seconds, pids, args)
    measuring[0] = False
    elapsed = time.perf_counter() - began
    cpu_after = [load.cpu_seconds(p) or 0.0 for p in pids]
    load_avg = load.load_average()
    rss_peak = sum(load.rss_kb(p) for p in pids)
    reports += await load.memory_reports(pids, args, "end_of_run")
    stop.set()
    await asyncio.wait(tasks, timeout=30)
    await asyncio.sleep(3)  # the servers notice the closed connections
    rss_after = sum(load.rss_kb(p) for p in pids)
    fds_after = sum(load.open_fds(p) for p in pids)
    reports += await load.memory_reports(pids, args, "after_tables_closed")
    lingered = {}
    if args.linger:
        await asyncio.sleep(args.linger)
        lingered = {
            "rss_kb": sum(load.rss_kb(p) for p in pids),
            "open_fds": sum(load.open_fds(p) for p in pids),
        }
        reports += await load.memory_reports(pids, args, f"after_{args.linger:g}s")
    lat = [x * 1000 for x in stats.latencies]
    cpu = sum(cpu_after) - sum(cpu_before)
    return {
        "servers": len(bases),
        "spread": args.spread,
        "tables": args.tables,
        "tables_ready": tables_ready,
        "tables_failed": len(failures),
        "setup_failures": dict(Counter(failures)),
        "think_s": args.think,
        "setup_s": round(set_up, 1),
        "seconds": round(elapsed, 1),
        "moves": stats.moves,
        "moves_per_s": round(stats.moves / elapsed, 1),
        "latency_ms": {
            "p50": round(load.percentile(lat, 0.50), 1),
            "p95": round(load.percentile(lat, 0.95), 1),
            "p99": round(load.percentile(lat, 0.99), 1),
            "mean": round(statistics.fmean(lat), 1) if lat else None,
            "samples": len(lat),
        },
        "errors": stats.errors,
        "error_messages": dict(ERRORS),
        "games_finished": stats.games,
        "server_cpu_ms_per_move": round(cpu * 1000 / stats.moves, 2) if stats.moves else None,
        "server_cpu_share": round(cpu / elapsed, 2),
        "memory_kb": {
            "before": rss_before,
            "tables_open": rss_open,
            "end_of_run": rss_peak,
            "after_tables_closed": rss_after,
            "per_open_table": round((rss_open - rss_before) / max(1, tables_ready), 1),
        },
        "open_fds": {"before": fds_before, "tables_open": fds_open, "after": fds_after},
        "after_linger": lingered,
        "memory_reports": load.memory_summary(reports),
        "load_average_1min": load_avg,
        "cpus": os.cpu_count(),
    }


def counts(text: str, name: str) -> list[int]:
    """``--servers``/``--tables``: one number, or several separated by commas (a sweep)."""
    try:
        values = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{name} must be numbers separated by commas") from None
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError(f"{name} must be at least 1")
    return values


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--servers",
        type=lambda t: counts(t, "--servers"),
        default=[2],
        help="server processes (a comma list sweeps, e.g. 1,2)",
    )
    parser.add_argument(
        "--tables",
        type=lambda t: counts(t, "--tables"),
        default=[200],
        help="concurrent tables (a comma list sweeps, e.g. 100,250,500,1000)",
    )
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--warmup", type=float, default=5.0)
    parser.add_argument("--think", type=float, default=0.0, help="mean seconds between moves")
    parser.add_argument("--setup-timeout", type=float, default=300.0, help="seconds to set up")
    parser.add_argument("--game", default="ebbe-flut")
    parser.add_argument("--options", default="{}", help="game options as JSON")
    parser.add_argument("--spread", action="store_true", help="a table's players at two processes")
    parser.add_argument("--markdown", action="store_true", help="also print a table of the runs")
    parser.add_argument("--db", default=PG, help="PostgreSQL URL")
    parser.add_argument("--redis", default=REDIS, help="Redis URL")
    parser.add_argument("--grace", type=float, default=None, help="the servers' zombie grace")
    parser.add_argument(
        "--server-cores",
        type=float,
        default=None,
        help="cap each server process at this much of a core (cgroups; see cpu_quota.py)",
    )
    load.add_memory_arguments(parser)
    args = parser.parse_args(argv)
    results = []
    for tables in args.tables:
        for servers in args.servers:
            one = argparse.Namespace(**{**vars(args), "servers": servers, "tables": tables})
            result = run_once(one)
            if result is None:
                return 2
            results.append(result)
    print(json.dumps(results[0] if len(results) == 1 else results, indent=1))
    if args.markdown:
        print(markdown(results))
    return 0


def run_once(args: argparse.Namespace) -> dict[str, Any] | None:
    """One run on fresh server processes, schema and prefix; None when a server failed."""
    tag = uuid.uuid4().hex[:10]
    schema, prefix = f"load_{tag}", f"seaboard-load:{tag}"
    ERRORS.clear()
    try:
        extra = ["--grace", str(args.grace)] if args.grace is not None else []
        procs = start_servers(
            args.servers, args.db, args.redis, schema, prefix, extra, load.memory_env(args)
        )
    except RuntimeError as err:
        print(f"cluster_load: {err}", file=sys.stderr)
        return None
    quota = None
    try:
        if args.server_cores is not None:
            quota = CpuQuota(args.server_cores)
            for proc, _ in procs:
                quota.cap(proc.pid)
        result = asyncio.run(run(args, [b for _, b in procs], [p.pid for p, _ in procs]))
    except QuotaError as err:
        print(f"cluster_load: {err}", file=sys.stderr)
        return None
    finally:
        for proc, _ in procs:
            proc.send_signal(signal.SIGTERM)
        for proc, _ in procs:
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
        if quota is not None:
            quota.close()
        drop(args.db, args.redis, schema, prefix)
    result["server"] = f"seaboard serve x{args.servers} (PostgreSQL + Redis)"
    result["server_cores"] = args.server_cores
    return result


def markdown(results: list[dict[str, Any]]) -> str:
    """The runs as a Markdown table (the form docs/performance.md keeps)."""
    head = (
        "| servers | tables | think | moves/s | p50 | p95 | p99 | server CPU per move "
        "| memory per open table | fds before / open / after | errors | load |"
    )
    lines = [head, "|" + " --- |" * 12]
    for r in results:
        lat = r["latency_ms"]
        fds = r["open_fds"]
        cap = f" ({r['server_cores']} core each)" if r.get("server_cores") else ""
        lines.append(
            f"| {r['servers']}{' spread' if r['spread'] else ''}{cap} | {r['tables_ready']} "
            f"| {r['think_s']} s | {r['moves_per_s']} | {lat['p50']} ms | {lat['p95']} ms "
            f"| {lat['p99']} ms | {r['server_cpu_ms_per_move']} ms "
            f"| {r['memory_kb']['per_open_table']} kB "
            f"| {fds['before']} / {fds['tables_open']} / {fds['after']} | {r['errors']} "
            f"| {r['load_average_1min']:.1f} |"
        )
    return "\n".join(lines)


def drop(db: str, redis_url: str, schema: str, prefix: str) -> None:
    """Remove the run's schema and Redis keys."""
    import redis
    from sqlalchemy import text
    from sqlalchemy.ext.asyncio import create_async_engine

    async def drop_schema() -> None:
        engine = create_async_engine(db)
        async with engine.begin() as conn:
            await conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        await engine.dispose()

    asyncio.run(drop_schema())
    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=f"{prefix}:*"))
    if keys:
        client.delete(*keys)
    client.close()


if __name__ == "__main__":
    sys.exit(main())

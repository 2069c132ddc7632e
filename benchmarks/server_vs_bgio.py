"""Server CPU per move, Seaboard against boardgame.io 0.50.2, driven by one Python client.

It starts boardgame.io's own server (``benchmarks/bgio``: its ``Server``, default in-memory
storage, a tic-tac-toe game) and ``seaboard serve`` (SQLite in a fresh data directory), both
on loopback, and plays through each in turn with the same client code: two players per
table, random legal moves, each move sent when the mover holds the position and measured
until the other player receives the state that holds it. For each game it measures twice:

* set-up: N matches created, joined by both players, both sockets connected until each has
  the first state, then closed, without a move; the server's CPU divided by N;
* moves: ``--tables`` tables at once, each creating and playing match after match until the
  game has had ``--moves`` moves; the server's CPU less the set-up cost of the matches it
  created, divided by the moves.

Matches left unfinished stay so: boardgame.io does nothing with them, and Seaboard is
started with a day's zombie grace so that no bot takes over an abandoned seat during the
run. The server's CPU is user + system time from ``/proc/<pid>/stat`` (all its threads)
over the window. Everything repeats ``--repeats`` times; the medians are reported with the ratio
Seaboard / boardgame.io per game. Set up once: ``cd benchmarks/bgio && npm ci``.

    python benchmarks/server_vs_bgio.py --tables 10 --moves 1500 --setups 150 --repeats 3

With ``--py-spy PREFIX`` each Seaboard moves window is also sampled by py-spy (folded
stacks, idle threads left out); its figures are then not the ones to quote, as sampling
stops the server a moment each time.
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
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import httpx
import orjson
from websockets.asyncio.client import ClientConnection, connect

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from server_load import cpu_seconds, load_average, percentile, two_guests  # noqa: E402

BGIO_DIR = HERE / "bgio"
SEABOARD_RATE = 18  # messages a second per connection, under the server's limit of 20
NO_FIRST_STATE = "a player had no first state within 10 s"
BGIO_GAME = "tic-tac-toe"
SEABOARD_GAMES = ("ebbe-flut", "flotsam-fight")


@dataclass
class Run:
    """What one measured window counted."""

    moves: int = 0
    matches: int = 0
    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)  # by what went wrong


class Seat(Protocol):
    """One player's connection, as the shared play loop sees it."""

    state_id: int
    over: bool
    changed: asyncio.Event

    def legal(self) -> list[Any]: ...
    async def send(self, move: Any) -> None: ...
    async def close(self) -> None: ...


Table = Callable[[], Any]  # an async factory of a match's two seats


# ---- boardgame.io: lobby REST API and socket.io (engine.io 4) over a plain websocket ----


class BgioSeat:
    """A socket.io client of the ``/tic-tac-toe`` namespace, just enough for bgio's events."""

    def __init__(self, ws: ClientConnection, match_id: str, player: str, credentials: str):
        self.ws = ws
        self.match_id = match_id
        self.player = player
        self.credentials = credentials
        self.state_id = -1
        self.over = False
        self.cells: list[Any] = []
        self.current = ""
        self.changed = asyncio.Event()
        self.on_state: Callable[[int], None] = lambda _id: None
        self.reader: asyncio.Task[None] | None = None

    async def emit(self, *args: Any) -> None:
        await self.ws.send(f"42/{BGIO_GAME}," + json.dumps(list(args)))

    async def read(self) -> None:
        async for raw in self.ws:
            text = raw if isinstance(raw, str) else raw.decode()
            if text == "2":  # engine.io ping
                await self.ws.send("3")
            elif text.startswith(f"42/{BGIO_GAME},"):
                event = orjson.loads(text[len(BGIO_GAME) + 4 :])
                if event[0] == "sync":
                    self.take(event[2]["state"])
                elif event[0] == "update":
                    self.take(event[2])

    def take(self, state: dict[str, Any]) -> None:
        self.state_id = state["_stateID"]
        self.cells = state["G"]["cells"]
        self.current = state["ctx"]["currentPlayer"]
        self.over = state["ctx"].get("gameover") is not None
        self.on_state(self.state_id)
        self.changed.set()

    def legal(self) -> list[Any]:
        if self.over or self.current != self.player:
            return []
        return [i for i, cell in enumerate(self.cells) if cell is None]

    async def send(self, move: Any) -> None:
        action = {
            "type": "MAKE_MOVE",
            "payload": {
                "type": "clickCell",
                "args": [move],
                "playerID": self.player,
                "credentials": self.credentials,
            },
        }
        await self.emit("update", action, self.state_id, self.match_id, self.player)

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            self.reader.cancel()


def bgio_table(base: str, http: httpx.AsyncClient) -> Table:
    async def open_match() -> list[BgioSeat]:
        made = await http.post(f"/games/{BGIO_GAME}/create", json={"numPlayers": 2})
        match_id = made.json()["matchID"]
        seats = []
        for player in ("0", "1"):
            joined = await http.post(
                f"/games/{BGIO_GAME}/{match_id}/join",
                json={"playerID": player, "playerName": f"p{player}"},
            )
            url = base.replace("http://", "ws://") + "/socket.io/?EIO=4&transport=websocket"
            ws = await connect(url, max_size=2**22)
            await ws.recv()  # engine.io open packet
            await ws.send(f"40/{BGIO_GAME},")
            while not str(await ws.recv()).startswith(f"40/{BGIO_GAME},"):
                pass
            seat = BgioSeat(ws, match_id, player, joined.json()["playerCredentials"])
            seat.reader = asyncio.create_task(seat.read())
            await seat.emit("sync", match_id, player, seat.credentials, 2)
            seats.append(seat)
        return seats

    return open_match


# ---- Seaboard: its REST API and its table websocket ----


class SeaboardSeat:
    """A player's table socket: ``hello``, then ``state`` messages and ``act``."""

    def __init__(self, ws: ClientConnection):
        self.ws = ws
        self.state: dict[str, Any] | None = None
        self.state_id = -1
        self.over = False
        self.changed = asyncio.Event()
        self.on_state: Callable[[int], None] = lambda _id: None
        self.refused = ""  # the server's last error sentence
        self.sent: deque[float] = deque()  # when this connection's last messages went
        self.reader: asyncio.Task[None] | None = None

    async def read(self) -> None:
        async for raw in self.ws:
            message = orjson.loads(raw)
            if message["type"] == "state":
                self.state = message
                self.state_id = message["seq"]
                self.over = message["status"] == "over"
                self.on_state(self.state_id)
                self.changed.set()
            elif message["type"] == "error":
                self.refused = str(message.get("message"))
                self.changed.set()

    async def within_rate(self) -> None:
        """Keep under the server's 20 messages a second per connection (an Ebbe & Flut
        draw keeps the turn, so one player may send many moves running)."""
        now = time.perf_counter()
        while self.sent and self.sent[0] <= now - 1.0:
            self.sent.popleft()
        if len(self.sent) >= SEABOARD_RATE:
            await asyncio.sleep(self.sent[0] + 1.0 - now)
        self.sent.append(time.perf_counter())

    def legal(self) -> list[Any]:
        st = self.state
        if st is None or st["status"] != "playing":
            return []
        return list(st["view"]["legal"])

    async def send(self, move: Any) -> None:
        await self.within_rate()
        seq = self.state_id
        self.refused = ""
        await self.ws.send(json.dumps({"type": "act", "action": move, "seq": seq, "id": str(seq)}))

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            self.reader.cancel()


def seaboard_table(
    base: str, http: httpx.AsyncClient, tokens: list[str], game: dict[str, Any]
) -> Table:
    async def open_match() -> list[SeaboardSeat]:
        auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
        made = await http.post("/api/tables", json=game, headers=auth[0])
        table_id = made.json()["table_id"]
        await http.post(f"/api/tables/{table_id}/join", headers=auth[1])
        url = base.replace("http://", "ws://") + f"/ws/tables/{table_id}"
        seats = []
        for token in tokens:
            seat = SeaboardSeat(await connect(url, max_size=2**22))
            await seat.ws.send(json.dumps({"type": "hello", "token": token}))
            seat.reader = asyncio.create_task(seat.read())
            seats.append(seat)
        return seats

    return open_match


# ---- the shared client: set-up only, and play ----


async def until(condition: Callable[[], bool], seats: list[Any], timeout: float = 10) -> bool:
    """Wait until ``condition`` holds, woken by any seat's news; False after ``timeout``."""
    deadline = time.perf_counter() + timeout
    while not condition():
        left = deadline - time.perf_counter()
        if left <= 0:
            return False
        for s in seats:
            s.changed.clear()
        if condition():
            return True
        waiters = [asyncio.create_task(s.changed.wait()) for s in seats]
        await asyncio.wait(waiters, timeout=left, return_when=asyncio.FIRST_COMPLETED)
        for w in waiters:
            w.cancel()
    return True


async def set_up_only(open_match: Table, count: int, run: Run) -> None:
    """Create, join and connect ``count`` matches one after another, then close each."""
    for _ in range(count):
        seats = await open_match()
        if not await until(connected(seats), seats):
            run.errors[NO_FIRST_STATE] += 1
        for s in seats:
            await s.close()
        run.matches += 1


async def play_tables(
    open_match: Table, tables: int, moves: int, rng: random.Random, run: Run
) -> None:
    """``tables`` tables at once play match after match until ``moves`` moves are made."""
    budget = [moves]

    async def one_table(table_rng: random.Random) -> None:
        while budget[0] > 0:
            seats = await open_match()
            run.matches += 1
            if not await until(connected(seats), seats):
                run.errors[NO_FIRST_STATE] += 1
            try:
                await play_match(seats, budget, table_rng, run)
            finally:
                for s in seats:
                    await s.close()

    await asyncio.gather(*(one_table(random.Random(rng.random())) for _ in range(tables)))


async def play_match(seats: list[Any], budget: list[int], rng: random.Random, run: Run) -> None:
    while budget[0] > 0 and not any(s.over for s in seats):
        movers = [s for s in seats if s.legal()]
        if not movers:
            if not await until(lambda: any(s.legal() or s.over for s in seats), seats):
                run.errors["no seat had a move for 10 s"] += 1
                return
            continue
        budget[0] -= 1  # taken before the move, so tables at once never overshoot
        if not await play_move(movers[0], seats, rng, run):
            return


def connected(seats: list[Any]) -> Callable[[], bool]:
    """Whether every seat has had its first state."""
    return lambda: all(s.state_id >= 0 for s in seats)


async def play_move(mover: Any, seats: list[Any], rng: random.Random, run: Run) -> bool:
    """One random legal move, timed until the other player has the state; False if lost."""
    others = [s for s in seats if s is not mover]
    before = mover.state_id
    run.moves += 1
    received: list[float] = []

    def note(state_id: int) -> None:
        if state_id > before and not received:
            received.append(time.perf_counter())

    for other in others:
        other.on_state = note
    started = time.perf_counter()
    await mover.send(rng.choice(mover.legal()))
    done = await until(
        lambda: mover.state_id > before and all(o.state_id > before for o in others), seats
    )
    for other in others:
        other.on_state = lambda _sid: None
    if not done:
        refused = getattr(mover, "refused", "")
        run.errors[refused or "the move was not seen by both players within 10 s"] += 1
        return False
    if received:
        run.latencies.append(received[0] - started)
    return True


# ---- one game's two windows ----


def start_profiler(pid: int, path: str) -> subprocess.Popen[str]:
    """py-spy recording ``pid`` into ``path``.

    Idle threads are left out, and so are samples not holding the GIL (waiting for it is not
    CPU): the figures are close to the server's CPU time. Nothing waits for py-spy to
    attach: the idle server it may see before the window adds no samples.
    """
    py_spy = Path(sys.executable).with_name("py-spy")
    cmd = [str(py_spy), "record", "--pid", str(pid), "--gil", "--rate", "200", "--format", "raw"]
    cmd += ["--output", path]
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def stop_profiler(proc: subprocess.Popen[str] | None) -> None:
    if proc is not None:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)


async def measure(
    open_match: Table, pid: int, args: argparse.Namespace, seed: int, profile: str | None = None
) -> dict[str, Any]:
    """The set-up window, then the moves window (profiled into ``profile`` if given)."""
    await play_tables(open_match, 2, args.warmup_moves, random.Random(seed), Run())
    setup = Run()
    cpu0 = cpu_seconds(pid) or 0.0
    began = time.perf_counter()
    await set_up_only(open_match, args.setups, setup)
    setup_s = time.perf_counter() - began
    setup_cpu = (cpu_seconds(pid) or 0.0) - cpu0
    per_match = setup_cpu / max(1, setup.matches)
    await asyncio.sleep(1)  # the server forgets the closed sockets outside the windows
    play = Run()
    profiler = start_profiler(pid, profile) if profile else None
    cpu0 = cpu_seconds(pid) or 0.0
    began = time.perf_counter()
    await play_tables(open_match, args.tables, args.moves, random.Random(seed + 1), play)
    elapsed = time.perf_counter() - began
    cpu = (cpu_seconds(pid) or 0.0) - cpu0
    stop_profiler(profiler)
    await asyncio.sleep(1)
    lat = [x * 1000 for x in play.latencies]
    net = (cpu - per_match * play.matches) / max(1, play.moves)
    return {
        "setup_matches": setup.matches,
        "setup_s": round(setup_s, 2),
        "setup_cpu_ms_per_match": round(per_match * 1000, 3),
        "moves": play.moves,
        "matches": play.matches,
        "seconds": round(elapsed, 2),
        "moves_per_s": round(play.moves / elapsed, 1),
        "p50_ms": round(percentile(lat, 0.50), 2),
        "p95_ms": round(percentile(lat, 0.95), 2),
        "cpu_ms_per_move_gross": round(cpu * 1000 / max(1, play.moves), 3),
        "cpu_ms_per_move_net": round(net * 1000, 3),
        "errors": dict(setup.errors + play.errors),
        "load_average_1min": load_average(),
    }


async def one_round(
    args: argparse.Namespace, bgio: tuple[str, int], seaboard: tuple[str, int], seed: int
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    async with httpx.AsyncClient(base_url=bgio[0], timeout=60) as http:
        out["bgio " + BGIO_GAME] = await measure(bgio_table(bgio[0], http), bgio[1], args, seed)
    for name in SEABOARD_GAMES:
        tokens, game = await two_guests(seaboard[0], argparse.Namespace(game=name, options="{}"))
        async with httpx.AsyncClient(base_url=seaboard[0], timeout=60) as http:
            opener = seaboard_table(seaboard[0], http, tokens, game)
            profile = f"{args.py_spy}-{name}-{seed + 1}.txt" if args.py_spy else None
            out["seaboard " + name] = await measure(opener, seaboard[1], args, seed, profile)
    return out


def summary(rounds: list[dict[str, Any]]) -> dict[str, Any]:
    """The median of each figure over the rounds, and Seaboard / boardgame.io per game."""
    keys = ["moves_per_s", "p50_ms", "p95_ms", "setup_cpu_ms_per_match"]
    keys += ["cpu_ms_per_move_gross", "cpu_ms_per_move_net"]
    medians = {
        side: {k: statistics.median(r[side][k] for r in rounds) for k in keys} for side in rounds[0]
    }
    base = "bgio " + BGIO_GAME
    ratios = {}
    for name in SEABOARD_GAMES:
        per_round = [
            r["seaboard " + name]["cpu_ms_per_move_net"] / r[base]["cpu_ms_per_move_net"]
            for r in rounds
            if r[base]["cpu_ms_per_move_net"] > 0
        ]
        ratios[name] = round(statistics.median(per_round), 2) if per_round else None
    return {"median": medians, "net_cpu_ratio_seaboard_over_bgio": ratios}


def start(
    cmd: list[str], cwd: Path | None, env: dict[str, str], expect: str
) -> tuple[subprocess.Popen[str], str]:
    """A server process and the first line it printed, which names its port."""
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith(expect):
        proc.kill()
        raise SystemExit(f"server_vs_bgio: {cmd[0]} did not start: {line.strip()!r}")
    return proc, line


def stopped(signum: int, _frame: Any) -> None:
    raise SystemExit(f"server_vs_bgio: stopped by signal {signum}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10, help="tables playing at once")
    parser.add_argument("--moves", type=int, default=1500, help="moves measured per game")
    parser.add_argument("--setups", type=int, default=150, help="matches set up without moves")
    parser.add_argument("--warmup-moves", type=int, default=300, help="unmeasured moves first")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--py-spy",
        default=None,
        metavar="PREFIX",
        help="record Seaboard's moves windows with py-spy into PREFIX-<game>-<round>.txt",
    )
    args = parser.parse_args()
    for name in ("tables", "moves", "setups", "repeats"):
        if not 1 <= getattr(args, name) <= 100_000:
            parser.error(f"--{name} must be from 1 to 100000")
    if not (BGIO_DIR / "node_modules" / "boardgame.io").is_dir():
        print("server_vs_bgio: run `npm ci` in benchmarks/bgio first", file=sys.stderr)
        return 2
    env = dict(os.environ, NODE_ENV="production")  # no per-action debug logging
    node, node_line = start(["node", "server.js", "0"], BGIO_DIR, env, "bgio pid")
    data = tempfile.mkdtemp(prefix="seaboard-vs-bgio-")
    # The tables the client leaves behind stay as they are: with the default grace of a
    # minute, bots would take their seats and play them out inside later windows.
    serve = [sys.executable, "-m", "seaboard.cli.main", "serve", "--port", "0"]
    serve += ["--grace", "86400"]
    sea, sea_line = start(
        [*serve, "--data-dir", data], None, dict(os.environ), "Seaboard serves on"
    )
    bgio_url = "http://127.0.0.1:" + node_line.split()[-1]
    sea_url = sea_line.split()[-1].rstrip("/")
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
    rounds = []
    signal.signal(signal.SIGTERM, stopped)  # a `timeout` still stops both servers
    try:
        for k in range(args.repeats):
            result = asyncio.run(one_round(args, (bgio_url, node.pid), (sea_url, sea.pid), k))
            print(json.dumps({"round": k + 1, **result}), file=sys.stderr)
            rounds.append(result)
    finally:
        for proc in (node, sea):
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
    report = {
        "settings": vars(args),
        "cpus": os.cpu_count(),
        "load_average_1min_end": load_average(),
        "rounds": rounds,
        **summary(rounds),
    }
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

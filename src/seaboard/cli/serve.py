"""``seaboard serve``: run the game server (HTTP API, websockets, the web client)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import socket
import sys
import time
import traceback
from pathlib import Path
from typing import Any, NoReturn

from rich.console import Console

from seaboard.engine import InvalidOptions
from seaboard.engine.language import ENGLISH, N_, Language


def add_serve_parser(sub: Any, told: Language = ENGLISH) -> None:
    """Add the ``serve`` subcommand to the ``seaboard`` parser (its help in ``told``)."""
    from seaboard.cli.arguments import add_lang_arg

    t = told.t
    p = sub.add_parser("serve", help=t(N_("run the game server for browsers and bots")))
    p.add_argument("--host", default="127.0.0.1", help=t(N_("address to listen on")))
    p.add_argument("--port", type=int, default=8000, help=t(N_("port (0: any free port)")))
    p.add_argument(
        "--db",
        default=None,
        help=t(N_("database URL (default $SEABOARD_DB, else SQLite in --data-dir)")),
    )
    p.add_argument("--data-dir", type=Path, default=None, help=t(N_("where the SQLite file lives")))
    p.add_argument(
        "--grace",
        type=float,
        default=60.0,
        help=t(N_("seconds before a gone player's bot takes over")),
    )
    p.add_argument(
        "--redis",
        default=None,
        help=t(N_("Redis URL: serve the same tables as other processes (default $SEABOARD_REDIS)")),
    )
    p.add_argument(
        "--workers",
        type=int,
        default=1,
        help=t(N_("server processes on this port (needs --redis)")),
    )
    add_lang_arg(p, told)


def cmd_serve(args: argparse.Namespace, console: Console) -> int:
    try:
        import redis  # noqa: F401  (the imports check that the server extra is installed)
        import uvicorn  # noqa: F401

        from seaboard.server.http.app import create_app  # noqa: F401
        from seaboard.server.settings import Settings, sqlite_url
    except ImportError as err:
        raise InvalidOptions(
            f"the server needs its extra ({err.name} is missing): pip install 'seaboard[server]'"
        ) from None
    from seaboard.datadir import data_dir

    if not 0 <= args.port <= 65535:
        raise InvalidOptions(f"--port must be 0..65535, not {args.port}")
    if args.grace <= 0:
        raise InvalidOptions("--grace must be more than 0 seconds")
    directory = args.data_dir or data_dir()
    url = args.db or os.environ.get("SEABOARD_DB")
    if not url:
        directory.mkdir(parents=True, exist_ok=True)
        url = sqlite_url(directory)
    schema = os.environ.get("SEABOARD_DB_SCHEMA") or None
    redis_url = args.redis or os.environ.get("SEABOARD_REDIS") or None
    if args.workers < 1:
        raise InvalidOptions(f"--workers must be at least 1, not {args.workers}")
    if args.workers > 1 and (redis_url is None or url.startswith("sqlite")):
        raise InvalidOptions("--workers above 1 needs --redis and a PostgreSQL --db")
    if redis_url is not None and url.startswith("sqlite"):
        raise InvalidOptions("--redis needs a PostgreSQL --db (one SQLite file serves one process)")
    settings = Settings(
        db_url=url,
        data_dir=directory,
        db_schema=schema,
        grace_seconds=args.grace,
        day_seconds=_day_seconds(os.environ.get("SEABOARD_DAY_SECONDS")),
        review_niceness=_niceness(os.environ.get("SEABOARD_REVIEW_NICENESS")),
        redis_url=redis_url,
        redis_prefix=os.environ.get("SEABOARD_REDIS_PREFIX") or f"seaboard:{schema or 'public'}",
        forwarded_allow_ips=_proxies(os.environ.get("FORWARDED_ALLOW_IPS", "")),
    )
    problem = asyncio.run(_probe(settings))
    if problem:
        raise InvalidOptions(f"cannot use the database: {problem}")
    if redis_url is not None:
        problem = asyncio.run(_probe_redis(redis_url))
        if problem:
            raise InvalidOptions(f"cannot use Redis: {problem}")
    sock = socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((args.host, args.port))
        sock.listen(2048)  # connections wait in the backlog until the app has started
    except OSError as err:
        raise InvalidOptions(f"cannot listen on {args.host}:{args.port}: {err.strerror}") from None
    port = sock.getsockname()[1]
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"Seaboard serves on http://{host}:{port}/", flush=True)
    if args.workers > 1:
        return _run_workers(args.workers, settings, sock)
    return 0 if _run_one(settings, sock) else 1


def _proxies(text: str) -> tuple[str, ...]:
    """The proxies of ``FORWARDED_ALLOW_IPS`` (addresses or networks, comma separated)."""
    return tuple(part.strip() for part in text.split(",") if part.strip())


def _run_one(settings: Any, sock: socket.socket) -> bool:
    """Serve on ``sock`` until stopped (one process); False when the app failed to start."""
    import uvicorn

    from seaboard.server.http.app import create_app
    from seaboard.server.server import Server, tune_gc

    app = create_app(settings, Server(settings))
    tune_gc()
    config = uvicorn.Config(
        app,
        log_level="warning",
        proxy_headers=False,  # the app reads X-Forwarded-For itself, from named proxies only
        ws_max_size=64 * 1024,
        ws_per_message_deflate=False,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        timeout_graceful_shutdown=2,
    )
    server = uvicorn.Server(config)
    server.run(sockets=[sock])
    return server.started


STOP_SIGNALS = {signal.SIGTERM, signal.SIGINT}
RESPAWN_WINDOW = 60.0  # more unasked worker exits than workers within this: give up


def _run_workers(workers: int, settings: Any, sock: socket.socket) -> int:
    """Fork ``workers`` processes that accept on ``sock``; replace one that dies unasked;
    on SIGTERM or SIGINT stop them all, then end as one process would (by that signal).

    All workers accept on the one listening socket forked from here, so a connection goes
    to whichever worker is free to accept it, and one that dies takes no queued connection
    with it (``SO_REUSEPORT`` would hash connections to workers regardless of load). Here
    nothing async runs when a worker is forked: the probes' event loops are closed.
    """
    born: dict[int, float] = {}  # worker pid: when it was forked
    asked: list[int] = []  # the signal that asked us to stop
    exits: list[float] = []  # when workers exited unasked

    def forward(signum: int, _frame: Any) -> None:
        asked.append(signum)
        for child in list(born):
            with contextlib.suppress(ProcessLookupError):
                os.kill(child, signal.SIGTERM)

    def spawn() -> None:
        # Stop signals wait until the new pid is known, so none can miss it.
        signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
        try:
            if asked:
                return
            pid = os.fork()
            if pid == 0:
                _worker(settings, sock)
            born[pid] = time.monotonic()
        finally:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)
    for _ in range(workers):
        spawn()
    failed = False
    while born:
        pid, code = os.wait()
        if born.pop(pid, None) is None:
            continue
        if asked:
            failed = failed or not _stopped_cleanly(code)
            continue
        now = time.monotonic()
        exits[:] = [t for t in exits if now - t < RESPAWN_WINDOW] + [now]
        if len(exits) > workers:
            print(
                f"seaboard: {len(exits)} workers exited within {RESPAWN_WINDOW:g} s; stopping",
                file=sys.stderr,
                flush=True,
            )
            failed = True
            forward(signal.SIGTERM, None)
            continue
        print(f"seaboard: worker {pid} {_how(code)}; starting another", file=sys.stderr, flush=True)
        spawn()
    if failed or not asked:
        return 1
    # Stopped as asked: end by the same signal, as ``--workers 1`` (uvicorn) does.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.raise_signal(asked[0])
    return 0


def _worker(settings: Any, sock: socket.socket) -> NoReturn:
    """A forked worker: its own event loop, database pool and Redis connections."""
    # The parent's handler would signal the other workers from here.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
    code = 1
    try:
        code = 0 if _run_one(settings, sock) else 1
    except KeyboardInterrupt:
        code = 0  # uvicorn stopped on SIGINT, then raised it again
    except BaseException:
        traceback.print_exc()
    finally:
        os._exit(code)


def _stopped_cleanly(code: int) -> bool:
    """A worker's wait status after a stop: it exited 0 or by the stop signal."""
    if os.WIFSIGNALED(code):
        return os.WTERMSIG(code) in STOP_SIGNALS
    return os.waitstatus_to_exitcode(code) == 0


def _how(code: int) -> str:
    if os.WIFSIGNALED(code):
        return f"was killed by {signal.Signals(os.WTERMSIG(code)).name}"
    return f"exited with status {os.waitstatus_to_exitcode(code)}"


async def _probe_redis(url: str) -> str | None:
    """Ping Redis once; the reason in one line when it does not answer."""
    from seaboard.server.cluster.redis_hub import redis_client

    try:
        client = redis_client(url)
    except Exception as err:
        return _one_line(err)
    try:
        await asyncio.wait_for(client.ping(), timeout=5)
    except Exception as err:
        return _one_line(err) if str(err) else type(err).__name__
    finally:
        await client.aclose()
    return None


async def _probe(settings: Any) -> str | None:
    """Connect and migrate once; the reason in one line when it fails."""
    from seaboard.server.store.database import make_engine, migrate

    try:
        engine = make_engine(settings.db_url, settings.db_schema)
    except Exception as err:
        return _one_line(err)
    try:
        await asyncio.wait_for(migrate(engine, settings.db_schema), timeout=15)
    except Exception as err:
        return _one_line(err)
    finally:
        await engine.dispose()
    return None


def _one_line(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    first = text[0] if text else type(err).__name__
    return first[:300]


def _niceness(text: str | None) -> int:
    """The review workers' niceness: 19, or SEABOARD_REVIEW_NICENESS (0 to 19)."""
    if not text:
        return 19
    if not (text.strip().isdigit() and 0 <= int(text) <= 19):
        raise InvalidOptions(
            f"SEABOARD_REVIEW_NICENESS must be a whole number from 0 to 19, not {text!r}"
        )
    return int(text)


def _day_seconds(text: str | None) -> float:
    """The seconds of a turn-based "day": 86,400, or SEABOARD_DAY_SECONDS (tests shorten it)."""
    if not text:
        return 86_400.0
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value <= 86_400:
        raise InvalidOptions(
            "SEABOARD_DAY_SECONDS must be a number of seconds above 0 and at most 86400,"
            f" not {text!r}"
        )
    return value

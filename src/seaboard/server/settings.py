"""Server settings: one place for every limit and default."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    """What ``seaboard serve`` (or a test) configures."""

    db_url: str
    data_dir: Path | None = None
    db_schema: str | None = None  # PostgreSQL schema (tests use a fresh one per run)
    grace_seconds: float = 60.0  # default zombie grace; a table may choose its own
    # The grace a table may choose before a gone player's seat can be claimed (or, at a
    # casual table, a bot takes it over): at least this, at least the rated minimum on a
    # rated table, at most the maximum (tests lower the minimum).
    grace_min_seconds: float = 30.0
    grace_min_rated_seconds: float = 60.0
    grace_max_seconds: float = 600.0
    takeover_bot: str = "greedy"  # plays for a player who timed out or left
    # A casual table no player is connected to pauses; nobody back within this long, its
    # game is aborted (``Turns``; docs/security.md's Limits).
    abandon_seconds: float = 7 * 86_400.0
    max_message_bytes: int = 4096
    rate_per_second: float = 20.0
    rate_burst: float = 40.0
    rate_close_after: int = 200  # refused messages before the connection is closed
    chat_max_chars: int = 300
    chat_per_second: float = 1.0  # per player and table, over all their connections
    chat_burst: float = 5.0
    chat_history: int = 50
    # Searching bots run in this many processes (one per core), tables served in turn; the
    # bot specs' own bounds (``bots.base``: think 5 s, iterations 1,000) bound each move.
    bot_processes: int = field(default_factory=lambda: os.cpu_count() or 1)
    replay_per_minute: float = 30.0  # uploaded records replayed per player
    replay_burst: float = 10.0
    replay_cpu_seconds: float = 10.0  # CPU time of one replay before it is refused
    replay_pending: int = 4  # replays computed or waiting at once; beyond: 503
    replay_workers: int = 1  # processes replays run in
    review_workers: int = 1  # game reviews computed at once (each in one worker process)
    review_pending: int = 8  # game reviews running or waiting at once; beyond: 503
    # The review workers' niceness (19: the lowest priority; SEABOARD_REVIEW_NICENESS for
    # serve, which the tests set to 0 so a busy machine cannot starve their reviews).
    review_niceness: int = 19
    forbidden_options: frozenset[tuple[str, str]] = field(
        default_factory=lambda: frozenset({("land-vs-sea", "tiles")})
    )
    batch_window: float = 0.0  # seconds the writer waits to group more commits
    redis_url: str | None = None  # several processes: notices over Redis, leases in it
    redis_prefix: str = "seaboard"  # keys and channels of this deployment in Redis
    # Proxies whose X-Forwarded-For names the client (``FORWARDED_ALLOW_IPS`` for serve);
    # none by default, not even loopback: every other peer is its own client address.
    forwarded_allow_ips: tuple[str, ...] = ()
    token_guesses_per_minute: float = 10.0  # wrong tokens per client address (bursts of 20)
    lease_seconds: float = 3.0  # a table's lease (bots, clocks, zombies) expires after this
    # An open or finished table nobody has connected to or asked for this long is forgotten
    # (the database keeps it; a later request loads it again).
    idle_table_seconds: float = 10.0
    # A turn-based "day" in seconds: tests shorten it (``SEABOARD_DAY_SECONDS`` for serve).
    day_seconds: float = 86_400.0
    session_seconds: float = 30 * 86_400.0  # an account's session (a sign-in) lasts 30 days
    sign_in_window: float = 900.0  # failed sign-ins (and sign-ups) count for 15 minutes
    # Failed sign-ins to one user name from one address in the window: that pair is closed.
    sign_in_failures_per_name_address: int = 10
    # A name is never closed: past this many failures (from anywhere) in the window, each
    # sign-in to it waits, 0.25 s doubling every ``sign_in_slow_after`` failures, at most
    # ``sign_in_delay_max``, so the owner signs in from another address, a little later.
    # Argon2 hashes computed at once (one per core); a sign-in waits this long for a slot,
    # then is answered 503.
    hash_slots: int = field(default_factory=lambda: os.cpu_count() or 1)
    hash_wait: float = 5.0
    sessions_per_account: int = 20  # live sessions; a new sign-in ends the oldest beyond
    sign_in_slow_after: int = 10
    sign_in_delay_max: float = 4.0
    sign_in_failures_per_address: int = 30  # failed sign-ins from one address in the window
    sign_ups_per_address: int = 20  # new accounts from one address in the window
    password_failures_per_account: int = 10  # wrong current passwords at a change, window
    renames_per_player: int = 10  # new names of one player in the window
    guests_per_address: int = 500  # new guests from one address in the window
    quickplay_period: float = 1.0  # seconds between quick-play pairing passes
    # How many times faster a waiting player's accepted rating range widens (tests raise it).
    quickplay_widen: float = 1.0
    quickplay_clock: tuple[float, float] = (600.0, 5.0)  # a quick-play table's clock: base, +
    quickplay_keep_seated: float = 3_600.0  # seconds a seated queue row answers GET
    # Unfinished tables (open or playing, bot tables too) a player may sit at when creating
    # one: beyond, ``POST /api/tables`` is refused, so nobody fills the lobby or the bots.
    max_open_tables: int = 20


def sqlite_url(data_dir: Path) -> str:
    """The default database: a SQLite file in the data directory."""
    return f"sqlite+aiosqlite:///{data_dir / 'seaboard.db'}"

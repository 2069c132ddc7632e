"""The database tables (SQLAlchemy Core); the migrations create exactly these."""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Dialect,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.types import TypeDecorator

metadata = MetaData()


class Seed(TypeDecorator[int]):
    """A game seed: a whole number of 128 bits and more, kept as its decimal text (no
    database integer holds it); Python sees an ``int``."""

    impl = String(64)
    cache_ok = True

    def process_bind_param(self, value: int | None, dialect: Dialect) -> str | None:
        return None if value is None else str(int(value))

    def process_result_value(self, value: Any, dialect: Dialect) -> int | None:
        return None if value is None else int(value)


players = Table(
    "players",
    metadata,
    Column("player_id", String(32), primary_key=True),
    Column("name", String(64), nullable=False),
    # A guest's token (an account's tokens are its sessions: ``sessions``); None for accounts.
    Column("token_hash", String(64), nullable=True, unique=True),
    Column("created", Float, nullable=False),
    Column("account", String(32), nullable=True, unique=True),  # the user name, case-folded
    Column("password_hash", String(200), nullable=True),
    Column("language", String(8), nullable=True),  # the player's choice; None: not chosen
)

sessions = Table(
    "sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("player_id", String(32), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("expires", Float, nullable=False),
)

# Failed sign-ins (and sign-ups) by key ("address:<ip>", "name:<folded name>"), for limits
# every process of a cluster sees alike.
attempts = Table(
    "attempts",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("key", String(120), nullable=False, index=True),
    Column("time", Float, nullable=False),
)

tables = Table(
    "tables",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("seed", Seed, nullable=False),
    Column("public", Boolean, nullable=False),
    Column("status", String(16), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("clock_base", Float, nullable=True),
    Column("clock_increment", Float, nullable=True),
    Column("timeout_policy", String(8), nullable=False),
    Column("grace", Float, nullable=False),
    Column("running", Integer, nullable=True),
    Column("running_since", Float, nullable=True),
    Column("remaining_ms", JSON, nullable=True),
    Column("turn_deadline", Float, nullable=True),
    Column("result", JSON, nullable=True),
    Column("rematch_id", String(32), nullable=True),
    Column("turn_days", Integer, nullable=True),  # turn-based: the days a move may take
    Column("rated", Boolean, nullable=False, server_default="0"),  # counts towards ratings
    Column("started", Float, nullable=True, index=True),  # when its game began (0006)
    # Why a rated table's game does not count for ratings (the same opponents' cap), if so.
    Column("unrated", String(300), nullable=True),
    # A casual table nobody is at pauses (0007): the clocks in this row are then newer than
    # its last event's, for that event's seq; ``paused_at`` is when the pause began.
    Column("paused_seq", Integer, nullable=True),
    Column("paused_at", Float, nullable=True),
)

seats = Table(
    "seats",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("player_id", String(32), nullable=True, index=True),
    Column("bot", String(200), nullable=True),
    Column("reserved_for", String(32), nullable=True),
    Column("takeover", String(8), nullable=True),
)

events = Table(
    "events",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), nullable=False),
    Column("seq", Integer, nullable=False),
    Column("seat", Integer, nullable=True),
    Column("kind", String(8), nullable=False),
    Column("notation", Text, nullable=True),
    Column("client_id", String(64), nullable=True),
    Column("time", Float, nullable=False),
    Column("clocks", JSON, nullable=True),
    UniqueConstraint("table_id", "seq", name="uq_events_table_seq"),
)

chat = Table(
    "chat",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), nullable=False, index=True),
    Column("seat", Integer, nullable=True),
    Column("name", String(64), nullable=False),
    Column("text", Text, nullable=False),
    Column("time", Float, nullable=False),
)

# A player's rating in one group ("<game>/<group>", docs/ratings.md), in openskill's units.
ratings = Table(
    "ratings",
    metadata,
    Column("player_id", String(32), primary_key=True),
    Column("group", String(64), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
)

# Each rated game's displayed rating afterwards, per player and group (the profile's chart).
rating_history = Table(
    "rating_history",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player_id", String(32), nullable=False, index=True),
    Column("group", String(64), nullable=False),
    Column("time", Float, nullable=False),
    Column("rating", Integer, nullable=False),
    Column("table_id", String(32), nullable=False),
)

# The quick-play queue: one row per waiting (or just seated) player, for every process.
quickplay = Table(
    "quickplay",
    metadata,
    Column("player_id", String(32), primary_key=True),
    Column("name", String(64), nullable=False),
    Column("game", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("rating", Float, nullable=False),
    Column("since", Float, nullable=False),
    Column("bots_after", Float, nullable=True),
    Column("table_id", String(32), nullable=True),  # set once seated
)

# A finished game's review (``server.reviews``), stored once computed (0008).
reviews = Table(
    "reviews",
    metadata,
    Column("table_id", String(32), primary_key=True),
    Column("review", JSON, nullable=False),
    Column("created", Float, nullable=False),
    # the process that computed it (host-pid-random in a cluster, else host-pid) (0009)
    Column("worker", String(96), nullable=True),
)

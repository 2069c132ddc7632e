"""The first schema: players, tables, seats, the event log and chat.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("player_id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_table(
        "tables",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("public", sa.Boolean, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("clock_base", sa.Float, nullable=True),
        sa.Column("clock_increment", sa.Float, nullable=True),
        sa.Column("timeout_policy", sa.String(8), nullable=False),
        sa.Column("grace", sa.Float, nullable=False),
        sa.Column("running", sa.Integer, nullable=True),
        sa.Column("running_since", sa.Float, nullable=True),
        sa.Column("remaining_ms", sa.JSON, nullable=True),
        sa.Column("turn_deadline", sa.Float, nullable=True),
        sa.Column("result", sa.JSON, nullable=True),
        sa.Column("rematch_id", sa.String(32), nullable=True),
    )
    op.create_index("ix_tables_status", "tables", ["status"])
    op.create_table(
        "seats",
        sa.Column("table_id", sa.String(32), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("player_id", sa.String(32), nullable=True),
        sa.Column("bot", sa.String(200), nullable=True),
        sa.Column("reserved_for", sa.String(32), nullable=True),
        sa.Column("takeover", sa.String(8), nullable=True),
    )
    op.create_index("ix_seats_player_id", "seats", ["player_id"])
    op.create_table(
        "events",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("notation", sa.Text, nullable=True),
        sa.Column("client_id", sa.String(64), nullable=True),
        sa.Column("time", sa.Float, nullable=False),
        sa.Column("clocks", sa.JSON, nullable=True),
        sa.UniqueConstraint("table_id", "seq", name="uq_events_table_seq"),
    )
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), nullable=False),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("time", sa.Float, nullable=False),
    )
    op.create_index("ix_chat_table_id", "chat", ["table_id"])


def downgrade() -> None:
    for name in ("chat", "events", "seats", "tables", "players"):
        op.drop_table(name)

"""Accounts: a user name and password hash on players, their sessions, and sign-in attempts.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("players") as batch:
        batch.alter_column("token_hash", existing_type=sa.String(64), nullable=True)
        batch.add_column(sa.Column("account", sa.String(32), nullable=True))
        batch.add_column(sa.Column("password_hash", sa.String(200), nullable=True))
        batch.create_unique_constraint("uq_players_account", ["account"])
    op.create_table(
        "sessions",
        sa.Column("token_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.String(32), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
    )
    op.create_index("ix_sessions_player_id", "sessions", ["player_id"])
    op.create_table(
        "attempts",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("key", sa.String(120), nullable=False),
        sa.Column("time", sa.Float, nullable=False),
    )
    op.create_index("ix_attempts_key", "attempts", ["key"])


def downgrade() -> None:
    op.drop_index("ix_attempts_key", "attempts")
    op.drop_table("attempts")
    op.drop_index("ix_sessions_player_id", "sessions")
    op.drop_table("sessions")
    # An account keeps a placeholder no token hashes to (hashes are 64 hex digits).
    op.execute("UPDATE players SET token_hash = player_id || '-account' WHERE token_hash IS NULL")
    with op.batch_alter_table("players") as batch:
        batch.drop_constraint("uq_players_account", type_="unique")
        batch.drop_column("password_hash")
        batch.drop_column("account")
        batch.alter_column("token_hash", existing_type=sa.String(64), nullable=False)

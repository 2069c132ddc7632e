"""Ratings: rated tables, the players' ratings and their history, and the quick-play queue.

Revision ID: 0005
Revises: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("rated", sa.Boolean, nullable=False, server_default="0"))
    op.create_table(
        "ratings",
        sa.Column("player_id", sa.String(32), primary_key=True),
        sa.Column("group", sa.String(64), primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
    )
    op.create_table(
        "rating_history",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", sa.String(32), nullable=False),
        sa.Column("group", sa.String(64), nullable=False),
        sa.Column("time", sa.Float, nullable=False),
        sa.Column("rating", sa.Integer, nullable=False),
        sa.Column("table_id", sa.String(32), nullable=False),
    )
    op.create_index("ix_rating_history_player_id", "rating_history", ["player_id"])
    op.create_table(
        "quickplay",
        sa.Column("player_id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("since", sa.Float, nullable=False),
        sa.Column("bots_after", sa.Float, nullable=True),
        sa.Column("table_id", sa.String(32), nullable=True),
    )


def downgrade() -> None:
    op.drop_table("quickplay")
    op.drop_index("ix_rating_history_player_id", "rating_history")
    op.drop_table("rating_history")
    op.drop_table("ratings")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("rated")

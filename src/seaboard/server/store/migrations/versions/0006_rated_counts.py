"""A rated table's start time and, when its game does not count for ratings (the same
accounts have played together too often), the sentence saying why.

Revision ID: 0006
Revises: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("started", sa.Float, nullable=True))
        batch.add_column(sa.Column("unrated", sa.String(300), nullable=True))
    op.create_index("ix_tables_started", "tables", ["started"])


def downgrade() -> None:
    op.drop_index("ix_tables_started", "tables")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("unrated")
        batch.drop_column("started")

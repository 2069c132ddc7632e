"""A casual table nobody is at pauses: the seq of the event its paused clocks follow, and
when the pause began (the clocks themselves go in the row's clock columns).

Revision ID: 0007
Revises: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("paused_seq", sa.Integer, nullable=True))
        batch.add_column(sa.Column("paused_at", sa.Float, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("paused_at")
        batch.drop_column("paused_seq")

"""Which server process computed a stored review (a cluster computes each review once).

Revision ID: 0009
Revises: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("reviews", sa.Column("worker", sa.String(96), nullable=True))


def downgrade() -> None:
    op.drop_column("reviews", "worker")

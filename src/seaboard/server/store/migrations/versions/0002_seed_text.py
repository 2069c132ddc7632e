"""Seeds of 128 bits: the tables' seed column holds the seed's decimal text.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.alter_column(
            "seed",
            existing_type=sa.BigInteger,
            type_=sa.String(64),
            existing_nullable=False,
            postgresql_using="seed::text",
        )


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.alter_column(
            "seed",
            existing_type=sa.String(64),
            type_=sa.BigInteger,
            existing_nullable=False,
            postgresql_using="seed::bigint",
        )

"""Turn-based tables: the tables' turn_days column (the days each move may take); results
stored before issue 23 get a reason of the new set (``normal`` or ``time``) and keep their
words as ``text``.

Revision ID: 0004
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

REASONS = ("normal", "resign", "draw", "time", "abandon")


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("turn_days", sa.Integer, nullable=True))
    tables = sa.table("tables", sa.column("table_id", sa.String), sa.column("result", sa.JSON))
    conn = op.get_bind()
    rows = conn.execute(sa.select(tables.c.table_id, tables.c.result)).fetchall()
    for table_id, result in rows:
        if not isinstance(result, dict) or result.get("reason") in REASONS:
            continue
        words = str(result.get("reason") or "the game ended")
        reason = "time" if "ran out of time" in words else "normal"
        new = {**result, "reason": reason, "text": words[:1].upper() + words[1:] + "."}
        conn.execute(tables.update().where(tables.c.table_id == table_id).values(result=new))


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("turn_days")

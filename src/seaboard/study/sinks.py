"""Rows written as they arrive: JSON lines (``.jsonl``) or Parquet (``.parquet``, pyarrow)."""

from __future__ import annotations

import json
from pathlib import Path
from types import TracebackType
from typing import Any, Protocol

from seaboard.engine import InvalidOptions

Row = dict[str, Any]
# Parquet rows are written in row groups of this many games. The first group written fixes
# the column types, so it waits (up to PARQUET_WAIT games) until no column is only nulls
# (a fact such as the Volcano's timing may be missing from the first thousands of games).
PARQUET_BATCH = 2000
PARQUET_WAIT = 50_000


class Sink(Protocol):
    """Something rows are written to, one at a time."""

    def write(self, row: Row) -> None: ...

    def close(self) -> None: ...


class JsonLines:
    """One JSON object per line, flushed as each game arrives."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.out = path.open("w")

    def write(self, row: Row) -> None:
        self.out.write(json.dumps(row) + "\n")

    def close(self) -> None:
        self.out.close()


def pyarrow_modules() -> tuple[Any, Any]:
    """pyarrow and pyarrow.parquet, or InvalidOptions saying how to install them."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise InvalidOptions(
            "Parquet output needs pyarrow: pip install 'seaboard[study]'"
        ) from None
    return pa, pq


class Parquet:
    """A Parquet file written in row groups; lists and nested facts stay nested columns."""

    def __init__(self, path: Path) -> None:
        self.pa, self.pq = pyarrow_modules()
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.batch: list[Row] = []
        self.writer: Any = None
        self.schema: Any = None
        self.due = PARQUET_BATCH  # rows in the batch at which it is next looked at

    def write(self, row: Row) -> None:
        self.batch.append(row)
        if len(self.batch) >= self.due:
            self._flush()

    def _flush(self, last: bool = False) -> None:
        if not self.batch:
            return
        if self.writer is None:
            table = self.pa.Table.from_pylist(self.batch)
            if not last and len(self.batch) < PARQUET_WAIT and _has_null(self.pa, table.schema):
                # look again a batch later, not at every row: a column that stays null
                # (an option left at None) would make each row rebuild the whole table
                self.due = len(self.batch) + PARQUET_BATCH
                return
            self.schema = table.schema
            self.writer = self.pq.ParquetWriter(self.path, self.schema)
        else:
            table = self.pa.Table.from_pylist(self.batch, schema=self.schema)
        self.writer.write_table(table)
        self.batch = []
        self.due = PARQUET_BATCH

    def close(self) -> None:
        self._flush(last=True)
        if self.writer is not None:
            self.writer.close()


def _has_null(pa: Any, kind: Any) -> bool:
    """Whether a schema or type holds a column of only nulls (its type still unknown)."""
    if isinstance(kind, pa.Schema):
        return any(_has_null(pa, f.type) for f in kind)
    if pa.types.is_null(kind):
        return True
    if pa.types.is_struct(kind):
        return any(_has_null(pa, kind.field(i).type) for i in range(kind.num_fields))
    if pa.types.is_list(kind):
        return bool(_has_null(pa, kind.value_type))
    return False


def open_sink(path: Path) -> Sink:
    """A sink by the file's suffix: ``.parquet`` for Parquet, anything else JSON lines."""
    if path.suffix == ".parquet":
        return Parquet(path)
    return JsonLines(path)


class Sinks:
    """Several sinks written together (a context manager that closes them)."""

    def __init__(self, paths: list[Path]) -> None:
        self.sinks = [open_sink(p) for p in paths]
        self.count = 0

    def write(self, row: Row) -> None:
        for sink in self.sinks:
            sink.write(row)
        self.count += 1

    def __enter__(self) -> Sinks:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None
    ) -> None:
        for sink in self.sinks:
            sink.close()

"""Rows to files: JSON lines and Parquet hold the same games, over several row groups."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from seaboard.study import sinks

pq = pytest.importorskip("pyarrow.parquet")


def rows(n: int) -> list[dict[str, object]]:
    # the fact "at" is missing (None) until game 7: the first row group waits for it
    return [
        {
            "seed": i,
            "winners": [i % 2],
            "options": {"k": "v"},
            "facts": {"at": None if i < 7 else i / 10, "seats": [i, i + 1]},
        }
        for i in range(n)
    ]


def test_parquet_and_json_lines_hold_the_same_rows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sinks, "PARQUET_BATCH", 3)
    paths = [tmp_path / "g.parquet", tmp_path / "g.jsonl"]
    with sinks.Sinks(paths) as out:
        for row in rows(11):
            out.write(row)
    from_parquet = pq.read_table(paths[0]).to_pylist()
    from_lines = [json.loads(line) for line in paths[1].read_text().splitlines()]
    assert from_parquet == from_lines == rows(11)
    assert pq.ParquetFile(paths[0]).num_row_groups > 1


def test_a_column_that_stays_null_is_looked_at_once_a_batch_not_once_a_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Land vs Sea's option "tiles" is None by default: its column never gets a type, so
    # the first row group waits to PARQUET_WAIT; each look builds a table of the batch.
    monkeypatch.setattr(sinks, "PARQUET_BATCH", 3)
    monkeypatch.setattr(sinks, "PARQUET_WAIT", 20)
    pa = pytest.importorskip("pyarrow")
    built: list[int] = []
    real = pa.Table.from_pylist

    def counting(batch: list[dict[str, object]], *args: object, **kw: object) -> object:
        built.append(len(batch))
        return real(batch, *args, **kw)

    counted = SimpleNamespace(
        Table=SimpleNamespace(from_pylist=counting), Schema=pa.Schema, types=pa.types
    )
    monkeypatch.setattr(sinks, "pyarrow_modules", lambda: (counted, pq))
    path = tmp_path / "g.parquet"
    games = [{"seed": i, "options": {"tiles": None, "k": i}} for i in range(25)]
    with sinks.Sinks([path]) as out:
        for row in games:
            out.write(row)
    # once a batch while it waits, written once past the wait, then batch by batch
    assert built == [3, 6, 9, 12, 15, 18, 21, 3, 1]
    assert pq.read_table(path).to_pylist() == games

"""Rows to files: JSON lines and Parquet hold the same games, over several row groups."""

from __future__ import annotations

import json
from pathlib import Path

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

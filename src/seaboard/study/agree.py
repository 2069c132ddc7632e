"""Whether two studies played the same games: their row files compared game by game.

    python -m seaboard.study.agree ray.parquet local.parquet

Rows are matched by seed and options (a lab's ``--compare`` plays each seed once per
value), and every column the two files share is compared except the thinking times, which
differ from run to run. Exit status 0: the same games; 1: they differ (the first
differences are named); 2: a file could not be read.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from seaboard.engine import InvalidOptions
from seaboard.study.sinks import pyarrow_modules

Row = dict[str, Any]
# Columns that are measurements of the run, not of the game.
IGNORED = frozenset({"think_seconds"})
# How many differences are named before the rest are only counted.
SHOWN = 5


def read_rows(path: Path) -> list[Row]:
    """The rows of a ``.jsonl`` or ``.parquet`` file written by a study."""
    if not path.is_file():
        raise InvalidOptions(f"{path}: no such file")
    if path.suffix == ".jsonl":
        try:
            return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        except json.JSONDecodeError as err:
            where = f"{err.msg} on line {err.lineno}"
            raise InvalidOptions(f"{path}: not JSON lines ({where})") from None
    if path.suffix == ".parquet":
        _, pq = pyarrow_modules()
        try:
            rows: list[Row] = pq.read_table(path).to_pylist()
        except Exception as err:  # pyarrow raises several kinds for a damaged file
            raise InvalidOptions(f"{path}: not a Parquet file ({err})") from None
        return rows
    raise InvalidOptions(f"{path}: the name must end in .jsonl or .parquet")


def _key(row: Row) -> tuple[Any, ...]:
    """A game's seed and options (a lab's ``--compare`` plays each seed once per value)."""
    options = {k: v for k, v in (row.get("options") or {}).items() if v is not None}
    return (json.dumps(options, sort_keys=True, default=str), row.get("seed"))


def _same(a: Any, b: Any) -> bool:
    """Equal, reading a Parquet struct's missing keys (None) as absent and NaN as NaN."""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = set(a) | set(b)
        return all(_same(a.get(k), b.get(k)) for k in keys)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return bool(a == b)


def compared(first: Sequence[Row], second: Sequence[Row]) -> list[str]:
    """The columns compared: those both files hold, but the measurements of the run."""
    return sorted((set(first[0]) & set(second[0])) - IGNORED) if first and second else []


def differences(first: Sequence[Row], second: Sequence[Row]) -> list[str]:
    """Every way the two studies' games differ, one sentence each (empty: the same games)."""
    out: list[str] = []
    if len(first) != len(second):
        out.append(f"the first file has {len(first):,} games and the second {len(second):,}")
    by_key = {_key(r): r for r in second}
    shared = compared(first, second)
    for row in first:
        other = by_key.get(_key(row))
        if other is None:
            out.append(f"the game of seed {row.get('seed')} is only in the first file")
            continue
        for column in shared:
            if not _same(row.get(column), other.get(column)):
                out.append(f"the game of seed {row.get('seed')} differs in {column}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 2:
        print("usage: python -m seaboard.study.agree FIRST SECOND (.jsonl or .parquet)")
        return 2
    try:
        first, second = (read_rows(Path(a)) for a in args)
    except InvalidOptions as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    found = differences(first, second)
    if not found:
        print(f"the same {len(first):,} games: equal in {', '.join(compared(first, second))}")
        return 0
    for line in found[:SHOWN]:
        print(line)
    if len(found) > SHOWN:
        print(f"and {len(found) - SHOWN:,} more differences")
    return 1


if __name__ == "__main__":
    raise SystemExit(main())

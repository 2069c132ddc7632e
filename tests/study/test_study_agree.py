"""`python -m seaboard.study.agree`: two studies' files compared game by game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seaboard import study
from seaboard.study import agree, sinks

pytest.importorskip("pyarrow.parquet")


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    with sinks.Sinks([path]) as out:
        for row in rows:
            out.write(row)
    return path


def test_the_same_games_agree_across_formats_and_think_times(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = study.play_rows("land-vs-sea", games=4, seed=3)
    slower = [dict(r, think_seconds=[t + 1.0 for t in r["think_seconds"]]) for r in rows]
    a = _write(tmp_path / "a.parquet", rows)
    b = _write(tmp_path / "b.jsonl", list(reversed(slower)))
    assert agree.main([str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("the same 4 games: equal in ") and "actions" in out
    assert "think_seconds" not in out


def test_a_different_game_is_named_by_seed_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = study.play_rows("ebbe-flut", games=3)
    changed = [dict(r) for r in rows]
    changed[1]["actions"] = changed[1]["actions"][:-1]
    changed[2]["winners"] = []
    a = _write(tmp_path / "a.jsonl", rows)
    b = _write(tmp_path / "b.jsonl", [*changed[:2], dict(changed[2], seed=99)])
    assert agree.main([str(a), str(b)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"the game of seed {rows[1]['seed']} differs in actions",
        f"the game of seed {rows[2]['seed']} is only in the first file",
    ]
    assert agree.differences(rows, changed) == [
        f"the game of seed {rows[1]['seed']} differs in actions",
        f"the game of seed {rows[2]['seed']} differs in winners",
    ]


@pytest.mark.parametrize(
    ("name", "text", "says"),
    [
        ("missing.jsonl", None, "no such file"),
        ("bad.jsonl", "{not json", "not JSON lines"),
        ("bad.parquet", "not parquet", "not a Parquet file"),
        ("rows.csv", "seed\n1\n", "must end in .jsonl or .parquet"),
    ],
)
def test_a_file_that_cannot_be_read_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str | None, says: str
) -> None:
    good = _write(tmp_path / "good.jsonl", [{"seed": 0}])
    bad = tmp_path / name
    if text is not None:
        bad.write_text(text)
    assert agree.main([str(good), str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and says in err[0] and err[0].startswith("error: ")
    assert json.loads(good.read_text()) == {"seed": 0}


def test_a_compared_lab_is_matched_by_options_as_well_as_seed(tmp_path: Path) -> None:
    values = [
        study.play_rows("ebbe-flut", games=3, options={"penalty": p}) for p in ("strict", "honor")
    ]
    lab = _write(tmp_path / "lab.parquet", values[0] + values[1])
    both = agree.read_rows(lab)
    assert agree.differences(both, list(reversed(values[1] + values[0]))) == []
    assert agree.differences(both, values[0] + values[0]) != []

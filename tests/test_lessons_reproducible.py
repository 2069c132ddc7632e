"""The committed lessons are what scripts/make_lessons.py writes: regenerating changes nothing."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUILDERS = runpy.run_path(str(ROOT / "scripts" / "make_lessons.py"), run_name="lessons")["BUILDERS"]


@pytest.mark.parametrize("package", sorted(BUILDERS))
def test_the_committed_lesson_is_the_script_s_output(package: str) -> None:
    committed = ROOT / "src" / "seaboard" / "games" / package / "lessons.json"
    written = json.dumps(BUILDERS[package](), indent=1, ensure_ascii=False) + "\n"
    assert committed.read_text() == written, (
        f"{committed} is stale or edited by hand: run .venv/bin/python scripts/make_lessons.py"
    )

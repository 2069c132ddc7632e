"""The compiled build and the pure one: which is imported, and SEABOARD_PURE_PYTHON's switch.

``make test`` compiles first (where a C compiler is present) and CI sets
SEABOARD_REQUIRE_COMPILED=1, so there a missing or stale build fails instead of skipping.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from seaboard import compiled

PROBE = (
    "import json, seaboard, seaboard.compiled as c, seaboard.engine.state as s,"
    " seaboard.engine.rng as _; from seaboard.games.ebbe_flut import actions as a;"
    "print(json.dumps([c.build(), c.why(), s.__file__, a.__file__]))"
)


def probe(**env: str) -> list[str]:
    """What a fresh interpreter imports with these environment variables."""
    out = subprocess.run(
        [sys.executable, "-c", PROBE],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    result: list[str] = json.loads(out)
    return result


def test_pure_python_is_imported_when_asked_even_where_compiled_modules_lie_beside() -> None:
    build, why, state_file, actions_file = probe(SEABOARD_PURE_PYTHON="1")
    assert build == "pure Python"
    assert state_file.endswith("state.py") and actions_file.endswith("actions.py")
    if compiled.STAMP.exists():
        assert why == "SEABOARD_PURE_PYTHON=1"


def test_the_compiled_build_is_imported_when_it_is_fresh() -> None:
    build, why, state_file, actions_file = probe(SEABOARD_PURE_PYTHON="0")
    if build != "compiled (mypyc)":
        if os.environ.get("SEABOARD_REQUIRE_COMPILED") == "1":
            pytest.fail(f"the compiled build is not used: {why}")
        pytest.skip(f"not compiled here: {why}")
    assert why == "make compile"
    assert state_file.endswith(".so") and actions_file.endswith(".so")


def test_every_compiled_source_is_named_once_and_no_package_file_is_compiled() -> None:
    names = [compiled.module_name(p) for p in compiled.sources()]
    assert len(names) == len(set(names))
    assert "seaboard.engine.state" in names and "seaboard.bots.ismcts" in names
    assert not any(n.endswith("__init__") or ".front." in n for n in names)
    assert any(n.startswith("seaboard.games.land_vs_sea.") for n in names)

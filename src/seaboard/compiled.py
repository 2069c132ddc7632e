"""Which build is imported: the modules mypyc compiled in place, or the pure Python ones.

``make compile`` (scripts/compile.py) compiles the modules ``COMPILED`` names and writes the
stamp ``STAMP`` listing them. At ``import seaboard``, ``choose`` keeps the compiled modules
only when all of them are fresh (no source newer than the stamp) and ``SEABOARD_PURE_PYTHON``
is not ``1``; otherwise every one of them is imported from its source, all or nothing, since a
compiled class and its pure twin are different types. Standard library only.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent
STAMP = ROOT / ".compiled"
PURE_VARIABLE = "SEABOARD_PURE_PYTHON"

# What is compiled, as globs under src/seaboard/: the engine, the four rules cores (their
# front-end parts and package files stay pure) and the search's inner loop.
COMPILED: tuple[str, ...] = (
    "engine/*.py",
    "games/*/*.py",
    "bots/base.py",
    "bots/evaluate.py",
    "bots/ismcts.py",
)
# Never compiled: package files (the hook below lives in one), scripts run as ``-m``, and the
# view shapes (TypedDicts read at run time by seaboard.schema; compiled, their types are lost).
EXCLUDED: tuple[str, ...] = ("__init__.py", "native.py", "make_tiles.py", "view.py", "viewshape.py")

_state = {"build": "pure Python", "reason": "not compiled (make compile)"}


def sources() -> list[Path]:
    """The source files ``COMPILED`` names, in a stable order."""
    found = {p for pattern in COMPILED for p in ROOT.glob(pattern) if p.name not in EXCLUDED}
    return sorted(found)


def module_name(path: Path) -> str:
    """``src/seaboard/engine/state.py`` is ``seaboard.engine.state``."""
    return ".".join(("seaboard", *path.relative_to(ROOT).with_suffix("").parts))


def _stamped() -> set[str]:
    try:
        return set(STAMP.read_text().split())
    except OSError:
        return set()


def _fresh(names: set[str]) -> str | None:
    """Why the compiled modules cannot be used (None when they can)."""
    stamp_time = STAMP.stat().st_mtime
    for path in sources():
        if path.stat().st_mtime > stamp_time:
            return f"{path.relative_to(ROOT)} changed after make compile"
        if module_name(path) not in names:
            return f"{path.relative_to(ROOT)} is new since make compile"
    return None


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Imports the named modules from their ``.py`` files even where a compiled one lies beside."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in self.names:
            return None
        leaf = fullname.rpartition(".")[2] + ".py"
        for entry in path or sys.path:
            source = Path(entry) / leaf
            if source.is_file():
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def choose() -> None:
    """Decide, once, before any compiled module is imported, which build this process uses."""
    names = _stamped()
    if not names:
        return
    reason = _fresh(names)
    if os.environ.get(PURE_VARIABLE) == "1":
        reason = f"{PURE_VARIABLE}=1"
    if reason is None:
        _state.update(build="compiled (mypyc)", reason="make compile")
        return
    _state.update(build="pure Python", reason=reason)
    sys.meta_path.insert(0, _SourceFirst(names))


def build() -> str:
    """``"compiled (mypyc)"`` or ``"pure Python"``: what this process imported."""
    from seaboard.engine import state

    compiled = not (state.__file__ or "").endswith(".py")
    if compiled != (_state["build"] == "compiled (mypyc)"):  # pragma: no cover - a bug here
        raise RuntimeError("the imported build is not the one chosen")
    return _state["build"]


def why() -> str:
    """Why this build: ``make compile``, ``SEABOARD_PURE_PYTHON=1``, a stale module, none built."""
    return _state["reason"]

"""A game's rules core stands alone: its modules import only the standard library,
``seaboard.engine`` and the game's own core modules, never its ``front`` part or a front end.

The imports are read with ``ast``, so a forbidden import is found without running it.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

GAMES_DIR = Path(__file__).resolve().parents[1] / "src" / "seaboard" / "games"
PACKAGES = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file())


def core_modules(pkg: str) -> list[Path]:
    """The game's core modules: every module of its package outside ``front/``."""
    return sorted(p for p in (GAMES_DIR / pkg).glob("*.py"))


def imported(source: str, package: str) -> list[str]:
    """Every module ``source`` imports, in full (``from x import y`` gives ``x.y`` too, as
    ``y`` may be a module)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            names.append(base)
            names += [f"{base}.{alias.name}" for alias in node.names]
    return names


def forbidden(name: str, pkg: str) -> str | None:
    """Why a core module of ``pkg`` may not import ``name`` (None: it may)."""
    top = name.split(".")[0]
    own = f"seaboard.games.{pkg}"
    if top in sys.stdlib_module_names or top == "__future__":
        return None
    if name == "seaboard.engine" or name.startswith("seaboard.engine."):
        return None
    if name == own:
        return None
    if name.startswith(own + "."):
        if name[len(own) + 1 :].split(".")[0] == "front":
            return "the game's front part (the core never imports front)"
        return None
    return "neither the standard library, seaboard.engine nor the game's own core"


def test_the_core_modules_are_found() -> None:
    assert len(PACKAGES) >= 4
    for pkg in PACKAGES:
        names = [p.name for p in core_modules(pkg)]
        assert "actions.py" in names and "game.py" in names, (pkg, names)


@pytest.mark.parametrize("pkg", PACKAGES)
def test_the_rules_core_imports_only_the_standard_library_and_the_engine(pkg: str) -> None:
    wrong = []
    for path in core_modules(pkg):
        package = f"seaboard.games.{pkg}"
        for name in imported(path.read_text(), package):
            reason = forbidden(name, pkg)
            if reason is not None:
                wrong.append(f"{path.name} imports {name}: {reason}")
    assert not wrong, "; ".join(wrong)


def test_a_front_end_import_in_the_core_is_found() -> None:
    source = (
        "from seaboard.cli.render import result\n"
        "import rich\n"
        "from seaboard.games.ebbe_flut.front import terminal\n"
        "from .front.encoder import ENCODER\n"
        "from seaboard.games.ebbe_flut.actions import Move\n"
        "from seaboard.engine import Action\n"
        "import json\n"
    )
    names = imported(source, "seaboard.games.ebbe_flut")
    wrong = sorted({n for n in names if forbidden(n, "ebbe_flut") is not None})
    assert wrong == [
        "rich",
        "seaboard.cli.render",
        "seaboard.cli.render.result",
        "seaboard.games.ebbe_flut.front",
        "seaboard.games.ebbe_flut.front.encoder",
        "seaboard.games.ebbe_flut.front.encoder.ENCODER",
        "seaboard.games.ebbe_flut.front.terminal",
    ]

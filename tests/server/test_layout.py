"""The server package's layout: no import cycle, no module over 400 lines, a docstring atop each."""

from __future__ import annotations

import ast
from pathlib import Path

import seaboard
import seaboard.server
from seaboard.engine import game_class

ROOT = Path(seaboard.server.__file__).parent
MAX_LINES = 400


def modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        if "versions" in path.parts:  # the migrations' revisions are generated
            continue
        parts = [p for p in path.relative_to(ROOT).with_suffix("").parts if p != "__init__"]
        found[".".join(["seaboard.server", *parts])] = path
    return found


def imports(path: Path, known: set[str]) -> set[str]:
    """The server modules ``path`` imports (at the top, in functions or for type checks)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        out.update(n for n in names if n in known)
    return out


def test_the_server_package_has_no_import_cycle() -> None:
    mods = modules()
    graph = {name: imports(path, set(mods)) - {name} for name, path in mods.items()}
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for dep in sorted(graph[name]):
            assert state.get(dep) != 1, "import cycle: " + " -> ".join([*path, dep])
            if dep not in state:
                visit(dep, [*path, dep])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])


def test_no_server_module_is_over_400_lines_and_each_opens_with_a_docstring() -> None:
    for name, path in modules().items():
        text = path.read_text()
        lines = len(text.splitlines())
        assert lines <= MAX_LINES, f"{name} has {lines} lines (at most {MAX_LINES})"
        if text.strip():
            assert ast.get_docstring(ast.parse(text)), f"{name} has no docstring"


def test_every_game_has_its_summary() -> None:
    for info in seaboard.games():
        cls = game_class(info["name"])
        if cls.__module__.startswith("seaboard.games."):  # not the tests' own games
            assert cls.summary.endswith(".") and len(cls.summary) > 40, info["name"]

"""A game's own styles live in its web folder (imported by its index.ts), not in style.css."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from seaboard.engine import names

WEB = Path(__file__).resolve().parent.parent / "web" / "src"
RULE = re.compile(r"(?:^|[{}])\s*([^{}@;]+?)\s*\{")


def selectors(css: str) -> set[str]:
    """The selectors of a sheet's rules, each on its own (".a, .b {" gives .a and .b)."""
    text = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return {s.strip() for rule in RULE.findall(text) for s in rule.split(",") if s.strip()}


def test_the_selector_reader_splits_rules() -> None:
    css = "/* x */ .a.b > .c { x: 1 }\ng.d:hover, .e f { y: 2 }\n@media (w) { .g { z: 3 } }"
    assert selectors(css) == {".a.b > .c", "g.d:hover", ".e f", ".g"}


@pytest.mark.parametrize("game", names())
def test_a_game_s_styles_are_in_its_folder(game: str) -> None:
    folder = WEB / "games" / game
    own = folder / "style.css"
    assert own.is_file(), f"{own} is missing"
    assert 'import "./style.css";' in (folder / "index.ts").read_text()
    mine = selectors(own.read_text())
    assert mine, f"{own} styles nothing"
    both = mine & selectors((WEB / "style.css").read_text())
    assert not both, f"styled in web/src/style.css too: {sorted(both)}"

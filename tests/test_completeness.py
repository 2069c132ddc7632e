"""Every built-in game has every piece a game must have, in both languages: its words,
rules text, terminal renderer, view shape, golden playthrough, web board and summary. A
missing piece fails with the list of what to add (docs/architecture.md, "Adding a game")."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from typing import is_typeddict

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAMES_DIR = ROOT / "src" / "seaboard" / "games"
# The web client's registry, with one folder per game beside it (web/README.md).
WEB_REGISTRY = ROOT / "web/src/games/index.ts"

PACKAGES = sorted(info.name for info in pkgutil.iter_modules([str(GAMES_DIR)]) if info.ispkg)


def missing_pieces(pkg: str) -> list[str]:
    """What the game in ``seaboard.games.<pkg>`` lacks, in words a contributor can act on."""
    module = importlib.import_module(f"seaboard.games.{pkg}")
    game = getattr(module, "GAME", None)
    if game is None:
        return [f"GAME in src/seaboard/games/{pkg}/__init__.py"]
    name = game.name
    out: list[str] = []
    if getattr(module, "WORDS", None) is None:
        out.append(f"WORDS (its Words) in src/seaboard/games/{pkg}/__init__.py")
    if not (GAMES_DIR / pkg / "rules.md").is_file():
        out.append(f"rules text: src/seaboard/games/{pkg}/rules.md")
    where = f"src/seaboard/games/{pkg}/front/terminal.py"
    try:
        render = importlib.import_module(f"seaboard.games.{pkg}.front.terminal")
    except ModuleNotFoundError:
        out.append(f"terminal renderer: src/seaboard/games/{pkg}/front/terminal.py")
    else:
        if not callable(getattr(render, "render", None)):
            out.append(f"render(view, before) in {where}")
        if not isinstance(getattr(render, "HELP", None), str):
            out.append(f"HELP (the notation, with examples) in {where}")
    shape = game.view_shape
    if shape is None or not is_typeddict(shape):
        out.append(f"view shape: a TypedDict in src/seaboard/games/{pkg}/view.py as view_shape")
    elif "legal_data" not in shape.__annotations__:
        out.append(f"legal_data (a list of its actions' data shapes) in {shape.__name__}")
    if not (GAMES_DIR / pkg / "golden.json").is_file():
        out.append(f"golden playthrough: src/seaboard/games/{pkg}/golden.json (run `make golden`)")
    out += missing_web_board(pkg, name)
    summary = game.summary
    if not isinstance(summary, str) or not summary.strip():
        out.append(f"summary: Game.summary of {game.__name__}, a sentence for the lobby")
    return out


def missing_web_board(pkg: str, name: str) -> list[str]:
    """The web board: a folder web/src/games/<name>/ named in the registry."""
    out = []
    if not (WEB_REGISTRY.parent / name).is_dir():
        out.append(f"web board: a folder web/src/games/{name}/ (Board.tsx, Picture.tsx, index.ts)")
    text = WEB_REGISTRY.read_text() if WEB_REGISTRY.is_file() else ""
    if f'from "./{name}"' not in text:
        out.append(f'web registry: a line importing "./{name}" in web/src/games/index.ts')
    return out


def test_the_game_packages_are_found() -> None:
    assert len(PACKAGES) >= 4, f"found only {PACKAGES} under {GAMES_DIR}"


@pytest.mark.parametrize("pkg", PACKAGES)
def test_every_game_has_every_piece(pkg: str) -> None:
    missing = missing_pieces(pkg)
    assert not missing, f"seaboard.games.{pkg} lacks: " + "; ".join(missing)


def test_a_missing_piece_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the same checks against an empty tree name every file a game needs
    import sys

    here = sys.modules[__name__]
    monkeypatch.setattr(here, "ROOT", tmp_path)
    monkeypatch.setattr(here, "GAMES_DIR", tmp_path / "games")
    registry = tmp_path / "web/src/games/index.ts"
    registry.parent.mkdir(parents=True)
    registry.write_text('import { other } from "./other-game";')
    monkeypatch.setattr(here, "WEB_REGISTRY", registry)
    missing = " ".join(missing_pieces("flotsam_fight"))
    assert "rules.md" in missing and "src/seaboard/games/flotsam_fight/golden.json" in missing
    assert "web/src/games/flotsam-fight/" in missing and '"./flotsam-fight"' in missing

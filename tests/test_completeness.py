"""Every built-in game has every part a front end needs, in both languages: its words, rules
and guide, lessons, its front parts (terminal, evaluator, encoder, facts, questions), the
declarations the platform reads of it, its golden playthrough, view shape and summary, and its
web folder with its registry line and stylesheet. A missing part fails with the list of what
to add (docs/architecture.md, "Adding a game")."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path
from types import ModuleType
from typing import Any, is_typeddict

import pytest

from seaboard import per_game
from seaboard.adapters.observation import Encoder
from seaboard.engine import Game
from seaboard.study.facts import Observer

ROOT = Path(__file__).resolve().parents[1]
GAMES_DIR = ROOT / "src" / "seaboard" / "games"
# The web client's registry, with one folder per game beside it (web/README.md).
WEB_REGISTRY = ROOT / "web/src/games/list.ts"

PACKAGES = sorted(info.name for info in pkgutil.iter_modules([str(GAMES_DIR)]) if info.ispkg)

# What the platform reads of a Game besides its rules; each game declares every one of them,
# even where engine.Game's default would do, so that none is forgotten.
DECLARED = ("rating_groups", "clock_options", "short_options", "notation_patterns")

# Per front part: the names it must define, as (name, what it is, a check of the value).
PART_NAMES: dict[str, list[tuple[str, str, Any]]] = {
    "terminal": [
        ("render", "render(view, before=None, height=None, turn_start=None)", callable),
        ("HELP", "HELP (the notation, with examples, then a Legend part)", str.__instancecheck__),
        (
            "label",
            "label(data, view, turn_start) (a legal_data entry in the menu's words)",
            callable,
        ),
        ("status", "status(view) (the phase in words)", callable),
        ("PANELS", "PANELS (what a player may ask to see)", dict.__instancecheck__),
    ],
    "encoder": [
        ("ENCODER", "ENCODER (an Encoder subclass)", lambda v: issubclass(v, Encoder)),
    ],
    "facts": [("Facts", "Facts (an Observer subclass)", lambda v: issubclass(v, Observer))],
    "questions": [("sections", "sections(studies)", callable)],
    "lessons": [("build", "build() (the lesson script of lessons.json)", callable)],
}


def declares(game: type[Game], attr: str) -> bool:
    """Whether the game's own classes (not engine.Game) set ``attr``."""
    return any(attr in vars(cls) for cls in game.__mro__ if cls not in Game.__mro__)


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
    for file, what in (
        ("rules.md", "rules text"),
        ("guide.md", "guide for players"),
        ("lessons.json", "guided lesson"),
    ):
        if not (GAMES_DIR / pkg / file).is_file():
            out.append(f"{what}: src/seaboard/games/{pkg}/{file}")
    out += missing_parts(pkg, name)
    for attr in DECLARED:
        if not declares(game, attr):
            out.append(f"{attr} declared on {game.__name__} (see engine.Game)")
    if declares(game, "notation_patterns") and not game.notation_patterns:
        out.append(f"notation_patterns of {game.__name__}: at least one pattern of its notation")
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


def missing_parts(pkg: str, name: str) -> list[str]:
    """The front parts (``seaboard.games.<pkg>.front.<part>``) and what each must define."""
    out: list[str] = []
    for part_name in per_game.PARTS:
        where = f"src/seaboard/games/{pkg}/front/{part_name}.py"
        part = per_game.part(name, part_name)
        if part is None:
            out.append(f"{part_name} part: {where}")
            continue
        if part_name == "evaluator":
            out += missing_evaluation(part, where)
        for attr, what, check in PART_NAMES.get(part_name, []):
            value = getattr(part, attr, None)
            if value is None or not check(value):
                out.append(f"{what} in {where}")
    return out


def missing_evaluation(part: ModuleType, where: str) -> list[str]:
    """An evaluator defines ``evaluate(view, seat)`` or at least ``MARGIN_SCALE``."""
    if callable(getattr(part, "evaluate", None)) or hasattr(part, "MARGIN_SCALE"):
        return []
    return [f"evaluate(view, seat) or MARGIN_SCALE in {where}"]


def missing_web_board(pkg: str, name: str) -> list[str]:
    """The web board: a folder web/src/games/<name>/ named in the registry."""
    out = []
    if not (WEB_REGISTRY.parent / name).is_dir():
        out.append(f"web board: a folder web/src/games/{name}/ (Board.tsx, Picture.tsx, index.ts)")
    text = WEB_REGISTRY.read_text() if WEB_REGISTRY.is_file() else ""
    if f'from "./{name}"' not in text:
        out.append(f'web registry: a line importing "./{name}" in web/src/games/list.ts')
    return out


def stylesheet(name: str) -> Path:
    return WEB_REGISTRY.parent / name / "style.css"


def test_the_game_packages_are_found() -> None:
    assert len(PACKAGES) >= 4, f"found only {PACKAGES} under {GAMES_DIR}"


@pytest.mark.parametrize("pkg", PACKAGES)
def test_every_game_has_every_piece(pkg: str) -> None:
    missing = missing_pieces(pkg)
    assert not missing, f"seaboard.games.{pkg} lacks: " + "; ".join(missing)


@pytest.mark.parametrize("pkg", PACKAGES)
def test_every_game_has_its_stylesheet(pkg: str) -> None:
    name = importlib.import_module(f"seaboard.games.{pkg}").GAME.name
    if not any(stylesheet(p.replace("_", "-")).is_file() for p in PACKAGES):
        pytest.skip(
            "no game has web/src/games/<name>/style.css yet: the boards' CSS is still shared"
        )
    assert stylesheet(name).is_file(), f"{name} lacks its stylesheet web/src/games/{name}/style.css"


def test_a_missing_piece_is_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the same checks against an empty tree name every file a game needs
    import sys

    here = sys.modules[__name__]
    monkeypatch.setattr(here, "ROOT", tmp_path)
    monkeypatch.setattr(here, "GAMES_DIR", tmp_path / "games")
    registry = tmp_path / "web/src/games/list.ts"
    registry.parent.mkdir(parents=True)
    registry.write_text('export { other } from "./other-game";')
    monkeypatch.setattr(here, "WEB_REGISTRY", registry)
    missing = " ".join(missing_pieces("flotsam_fight"))
    for file in ("rules.md", "guide.md", "lessons.json", "golden.json"):
        assert f"src/seaboard/games/flotsam_fight/{file}" in missing
    assert "web/src/games/flotsam-fight/" in missing and '"./flotsam-fight"' in missing


def test_a_missing_part_or_declaration_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    game = importlib.import_module("seaboard.games.ebbe_flut").GAME
    real = per_game.part
    terminal = ModuleType("terminal")
    terminal.render = real("ebbe-flut", "terminal").render  # type: ignore[attr-defined]

    def fake(game_name: str, name: str) -> ModuleType | None:
        if name == "encoder":
            return None
        return terminal if name == "terminal" else real(game_name, name)

    monkeypatch.setattr(per_game, "part", fake)
    monkeypatch.delattr(game, "short_options")
    missing = " ".join(missing_pieces("ebbe_flut"))
    assert "encoder part: src/seaboard/games/ebbe_flut/front/encoder.py" in missing
    for what in ("HELP", "label(", "status(", "PANELS"):
        assert f"{what}" in missing
    assert "render(" not in missing
    assert "short_options declared on EbbeFlut" in missing

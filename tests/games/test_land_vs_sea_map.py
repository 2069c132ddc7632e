"""Land vs Sea's map module: the one area flood fill, and its early stop for scoring."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import seaboard
from seaboard.games.land_vs_sea import map as lvs_map
from seaboard.games.land_vs_sea.state import LandVsSeaState

PACKAGES = [Path(seaboard.__file__).parent / "games" / p for p in ("land_vs_sea", "el_switcher")]


def played(seed: int, steps: int) -> LandVsSeaState:
    game = seaboard.load("land-vs-sea", 2, waypoints=True, mountains_coral=True)
    state = game.new(seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal:
            break
        state = state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, LandVsSeaState)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_early_stop_agrees_with_the_whole_flood_fill(seed: int) -> None:
    state = played(seed, 60)
    tiles = state.game.tiles
    checked = complete = 0
    for cell, (fid, _, _, _) in state.cells.items():
        for index in range(len(tiles.faces[fid].regions)):
            whole, done = lvs_map.area(state.cells, tiles, cell, index)
            part, done_early = lvs_map.area(state.cells, tiles, cell, index, stop_when_open=True)
            assert done_early == done
            assert part <= whole
            if done:
                assert part == whole
                complete += 1
            checked += 1
    assert checked > 20 and complete > 0


def test_the_area_flood_fill_is_written_once() -> None:
    """Only map.py follows regions across tiles (``edge_region``)."""
    package = PACKAGES[0]
    users = sorted(p.name for p in package.glob("*.py") if "edge_region[" in p.read_text())
    assert users == ["map.py"]


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_no_module_of_the_game_is_over_700_lines(package: Path) -> None:
    for path in package.rglob("*.py"):
        lines = len(path.read_text().splitlines())
        assert lines <= 700, f"{path.name} has {lines} lines"

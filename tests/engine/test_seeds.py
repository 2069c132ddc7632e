"""Seeds: drawn from the operating system with 128 bits, every shuffle derived by purpose."""

from __future__ import annotations

import ast
import hashlib
import random
from pathlib import Path
from typing import Any

import pytest

import seaboard
from seaboard import testing
from seaboard.engine import Game, rng
from seaboard.engine.rng import SEED_BITS, derive

CONFIGS = list(testing.configurations())
IDS = [name for name, _ in CONFIGS]
GAMES = [game for _, game in CONFIGS]
GAMES_DIR = Path(seaboard.__file__).parent / "games"
# make_tiles.py builds tiles.json once, offline, from its own constant: no game's draw.
RULES_SOURCES = sorted(p for p in GAMES_DIR.glob("*/*.py") if p.name != "make_tiles.py")


def test_a_drawn_seed_asks_the_operating_system_for_128_bits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[int] = []

    def randbits(k: int) -> int:
        asked.append(k)
        return 2**k - 3

    monkeypatch.setattr(rng.secrets, "randbits", randbits)
    seed = seaboard.load("el-switcher").random_seed()
    assert asked == [SEED_BITS] and SEED_BITS >= 128
    assert seed == 2**SEED_BITS - 3


def test_drawn_seeds_are_distinct_and_large() -> None:
    game = seaboard.load("flotsam-fight")
    seeds = [game.random_seed() for _ in range(64)]
    assert len(set(seeds)) == 64
    assert all(0 <= s < 2**SEED_BITS for s in seeds)
    # each has 1 chance in 2**28 to fall below 2**100
    assert min(s.bit_length() for s in seeds) > 100


def test_derive_hashes_the_seed_and_purpose_with_sha512() -> None:
    # What CPython does with a text seed (random.seed, version 2), written out: the
    # generator's key is the text followed by its SHA-512 digest.
    text = f"{2**127 + 9}/deal/3".encode()
    key = int.from_bytes(text + hashlib.sha512(text).digest())
    assert derive(2**127 + 9, "deal", 3).getrandbits(64) == random.Random(key).getrandbits(64)
    assert derive(5, "deal").getrandbits(64) != derive(5, "board").getrandbits(64)


def _deal(game: Game, seed: int) -> dict[str, Any]:
    data = game.new(seed).to_json()
    del data["seed"]
    return data


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_deals_differ_for_seeds_that_differ_only_in_high_bits(game: Game) -> None:
    low = 123456789
    deals = [_deal(game, low + high) for high in (0, 2**100, 2**127)]
    assert deals[0] != deals[1] and deals[0] != deals[2] and deals[1] != deals[2]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_a_large_seed_plays_the_same_game_every_time(game: Game) -> None:
    seed = 2**127 + 2**64 + 77
    first = testing.random_playout(game, seed, checks=False)
    again = testing.random_playout(game, seed, checks=False)
    assert first.to_json() == again.to_json()
    assert game.replay(seed, first.history).to_json() == first.to_json()


def _calls(tree: ast.AST) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call)]


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _mentions_seed(node: ast.AST) -> bool:
    return any(
        (isinstance(n, ast.Name) and "seed" in n.id)
        or (isinstance(n, ast.Attribute) and "seed" in n.attr)
        for n in ast.walk(node)
    )


@pytest.mark.parametrize("path", RULES_SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_draw_of_a_game_goes_through_derive_with_a_purpose(path: Path) -> None:
    tree = ast.parse(path.read_text())
    for call in _calls(tree):
        name = _name(call)
        where = f"{path.name}:{call.lineno}"
        assert name not in ("Random", "SystemRandom", "seed", "hash"), f"{where}: {name}()"
        if name == "derive":
            purpose = call.args[1] if len(call.args) > 1 else None
            assert isinstance(purpose, ast.Constant) and isinstance(purpose.value, str), (
                f"{where}: derive() without a purpose text"
            )
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp | ast.AugAssign | ast.Compare):
            assert not _mentions_seed(node), f"{path.name}:{node.lineno}: arithmetic on a seed"

"""``seaboard bench``: random-playout throughput per game on one core."""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass

from seaboard.engine import Game, State


@dataclass(frozen=True)
class BenchResult:
    """Throughput of random play for one game configuration."""

    game: str
    players: int
    games: int
    actions: int
    seconds: float
    games_per_s: float
    actions_per_s: float
    mean_legal: float

    def as_dict(self) -> dict[str, object]:
        return asdict(self)


def bench(game: Game, seconds: float, seed: int = 0) -> BenchResult:
    """Play random games (unchecked fast path) for about ``seconds``; count what was done."""
    rng = random.Random(seed)
    games = actions = legal_total = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.new(seed + games)
        while not state.is_terminal:
            legal = state.legal_actions()
            legal_total += len(legal)
            state = state.apply(rng.choice(legal))
            actions += 1
        games += 1
        if time.perf_counter() >= deadline:
            break
    spent = time.perf_counter() - start
    return BenchResult(
        game.name,
        game.players,
        games,
        actions,
        round(spent, 3),
        round(games / spent, 2),
        round(actions / spent, 1),
        round(legal_total / max(1, actions), 2),
    )


def bench_bot(game: Game, seconds: float, seed: int = 0) -> float:
    """ISMCTS iterations per second, searching positions of a random game in turn."""
    from seaboard.bots import InfoState
    from seaboard.bots.ismcts import IsmctsBot

    rng = random.Random(seed)
    positions: list[State] = []
    state = game.new(seed)
    while not state.is_terminal and len(positions) < 8:
        positions.append(state)
        for _ in range(3):
            if not state.is_terminal:
                state = state.apply(rng.choice(state.legal_actions()))
    bot = IsmctsBot(think=seconds / len(positions))
    iterations = 0
    spent = 0.0
    for position in positions:
        seat = position.to_move
        assert seat is not None
        result = bot.search(InfoState.of(position, seat), rng)
        iterations += result.iterations
        spent += result.seconds
    return round(iterations / spent, 1) if spent else 0.0

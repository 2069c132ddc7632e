"""Reviewing a whole game on several cores: its positions are shared out to a process pool.

Each worker rebuilds the game from its configuration, seed and actions (states need not
travel between processes) and reviews the positions it was given; the result does not
depend on how many workers there are.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import replace
from typing import Any

from seaboard.engine import Game, State, load
from seaboard.records import Record
from seaboard.review.budget import REVIEW_SEED, Budget
from seaboard.review.core import MoveReview, Review, review_position, summarise, told

#: Called with (actions reviewed, actions in all) as the review goes on.
Progress = Callable[[int, int], None]


def replay(game: Game, seed: int, actions: Sequence[str]) -> list[State]:
    """Every state of a game from its seed and notations (the first is the start)."""
    state = game.new(seed)
    states = [state]
    for notation in actions:
        state = state.play(notation)
        states.append(state)
    return states


def review_part(
    config: dict[str, Any],
    seed: int,
    actions: list[str],
    seqs: list[int],
    review_seed: int,
    budget: Budget | None,
    names: Sequence[str | None] | None = None,
) -> list[MoveReview]:
    """The reviews of positions ``seqs`` (numbers of actions, from 1) of a game given by its
    configuration, seed and notations; runs in a worker as well as in this process.

    Given the players' ``names``, each review also tells its best action in words, as a
    spectator hears it (``best_text``); the judgement itself never reads them."""
    game = load(config["game"], config["players"], **config["options"])
    states = replay(game, seed, actions[: max(seqs)])
    out = []
    for seq in seqs:
        move = review_position(states[seq - 1], states[seq].history[-1], seq, budget, review_seed)
        if names is not None:
            move = replace(move, best_text=told(states[seq - 1], move.best, None, names))
        out.append(move)
    return out


def default_workers() -> int:
    """Both cores of the development machine; at most the cores there are."""
    return max(1, min(2, os.cpu_count() or 1))


def review_game(
    game: Game,
    seed: int,
    actions: Sequence[str],
    workers: int | None = None,
    progress: Progress | None = None,
    review_seed: int = REVIEW_SEED,
    budget: Budget | None = None,
) -> Review:
    """Review a finished game, on ``workers`` processes (1: in this process).

    ``budget`` is the game's fixed one unless a test or study asks for another."""
    workers = default_workers() if workers is None else workers
    notations = list(actions)
    total = len(notations)
    config = game.config()
    done: list[MoveReview] = []

    def tick() -> None:
        if progress is not None:
            progress(len(done), total)

    tick()
    if workers <= 1 or total < 2:
        for seq in range(1, total + 1):
            done.extend(review_part(config, seed, notations, [seq], review_seed, budget))
            tick()
    else:
        parts = max(1, min(total, 4 * workers))
        # interleaved, so every part has early (cheap to rebuild) and late positions
        shares = [list(range(1 + i, total + 1, parts)) for i in range(parts)]
        with ProcessPoolExecutor(max_workers=workers) as pool:
            waiting: set[Future[list[MoveReview]]] = {
                pool.submit(review_part, config, seed, notations, share, review_seed, budget)
                for share in shares
            }
            while waiting:
                finished, waiting = wait(waiting, return_when=FIRST_COMPLETED)
                for future in finished:
                    done.extend(future.result())
                tick()
    done.sort(key=lambda m: m.seq)
    return summarise(game.name, done, game.players)


def review_record(
    record: Record, workers: int | None = None, progress: Progress | None = None
) -> Review:
    """Review a finished game's record (NotationError while its seed is still secret)."""
    if record.seed is None:
        record.states()  # raises the record's own sentence
        raise AssertionError("unreachable")
    return review_game(record.game, record.seed, record.actions, workers, progress)

"""The review of a finished game: for each action, the mover's chance before and after it.

Every position is judged from the mover's information only: the search gets the mover's
``InfoState`` (its view and ``resample`` for that seat), never the true state, and its
random numbers come from the review's own seed and the action's number, never from the
game's seed. Two games the mover cannot tell apart therefore get the same review of the
mover's actions.

At each position the candidates (every legal action, or the ``width`` best by a one-move
look-ahead, and always the action played) are searched in paired rounds: each round draws
one world and runs one search iteration under every candidate on it, so their chances are
compared on the same hidden cards. The best candidate's chance is the mover's chance
before the action, the played action's chance the chance after it; the difference, in
points of 100, gives the mark.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from seaboard.bots.base import InfoState
from seaboard.bots.blind import hint_refusal
from seaboard.bots.ismcts import IsmctsBot
from seaboard.engine import Action, State
from seaboard.engine.rng import derive
from seaboard.review.budget import (
    MARK_NAMES,
    REVIEW_SEED,
    Budget,
    budget_for,
    mark_for,
    move_accuracy,
)

#: Rounds between halvings in the paired search: more than any budget runs, so never.
_NO_HALVING = 1_000_000


@dataclass(frozen=True)
class MoveReview:
    """One action of the game, judged from its mover's information."""

    seq: int
    seat: int
    action: str
    chance_before: float
    chance_after: float
    best: str
    best_chance: float
    mark: str | None
    #: whether the action could be marked (a real choice: not forced, not a blind draw)
    judged: bool
    #: the action and the best one as the mover reads and types them (``notation_for``)
    shown: str = ""
    best_shown: str = ""
    #: the best action's data (``Action.data()``), for the board to mark as the lessons do
    best_data: dict[str, Any] = field(default_factory=dict)
    #: the best action in words, as a spectator hears it (``review.pool.review_part``)
    best_text: str = ""

    @property
    def lost(self) -> float:
        """Points of chance (of 100) the action gave away against the best found."""
        return max(0.0, self.best_chance - self.chance_after) * 100

    def to_json(self) -> dict[str, Any]:
        """The fields the server's review answers with (``judged`` stays internal)."""
        return {
            "seq": self.seq,
            "seat": self.seat,
            "action": self.action,
            "chance_before": round(self.chance_before, 4),
            "chance_after": round(self.chance_after, 4),
            "best": self.best,
            "best_chance": round(self.best_chance, 4),
            "mark": self.mark,
            "shown": self.shown or self.action,
            "best_shown": self.best_shown or self.best,
            "best_data": self.best_data,
            "best_text": self.best_text,
        }


@dataclass(frozen=True)
class SeatReview:
    """A seat's accuracy (0-100) over its judged actions and how many of each mark."""

    seat: int
    accuracy: float
    marks: dict[str, int] = field(default_factory=dict)
    judged: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "accuracy": round(self.accuracy, 1), "marks": self.marks}


@dataclass(frozen=True)
class Review:
    """Every action's review and every seat's summary."""

    game: str
    moves: list[MoveReview]
    seats: list[SeatReview]

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [s.to_json() for s in self.seats],
            "moves": [m.to_json() for m in self.moves],
        }


def review_position(
    state: State, action: Action, seq: int, budget: Budget | None = None, seed: int = REVIEW_SEED
) -> MoveReview:
    """The review of ``action`` played in ``state`` (the ``seq``-th action, from 1)."""
    game = state.game
    seat = state.to_move
    assert seat is not None, "a finished game has no action to review"
    budget = budget or budget_for(game.name)
    rng = derive(seed, "review", seq)
    info = InfoState.of(state, seat)
    legal = info.legal
    searcher = IsmctsBot(iterations=1, pair=_NO_HALVING, width=max(12, budget.width + 1))
    if len(legal) > budget.width:
        picked = IsmctsBot(width=budget.width)._candidates(info, rng)
        candidates = picked if action in picked else (*picked, action)
    else:
        candidates = legal
    searcher.iterations = budget.per_action * len(candidates)
    narrowed = InfoState(info.game, seat, info.view, candidates, info.sample)
    root, _, _ = searcher.grow(narrowed, rng)
    chances = {a: _chance(root.children.get(a), seat) for a in candidates}
    best = max(candidates, key=lambda a: (chances[a], -candidates.index(a)))
    judged = len(legal) > 1 and not _blind(state, seat)
    after = chances[action]
    before = chances[best]
    lost = max(0.0, before - after) * 100
    return MoveReview(
        seq=seq,
        seat=seat,
        action=str(action),
        chance_before=before,
        chance_after=after,
        best=str(best),
        best_chance=before,
        mark=mark_for(lost) if judged else None,
        judged=judged,
        shown=game.notation_for(action, seat),
        best_shown=game.notation_for(best, seat),
        best_data=best.data(),
    )


def told(state: State, notation: str, reader: int | None, names: Sequence[str | None]) -> str:
    """``notation`` played in ``state`` in words: as the mover saw it when the reader is the
    mover ("you"), else as a spectator sees it (players by name, nothing hidden told)."""
    listener = reader if reader is not None and reader == state.to_move else None
    return state.describe(state.game.parse_action(notation), listener, names=names)


def _chance(node: Any, seat: int) -> float:
    """A root child's mean value for ``seat`` read as a chance (0.5 when unvisited)."""
    if node is None or not node.visits:
        return 0.5
    return float(min(1.0, max(0.0, (node.totals[seat] / node.visits + 1) / 2)))


def _blind(state: State, seat: int) -> bool:
    """Whether the choice is blind for ``seat`` (a draw chance decides, or all end alike)."""
    return hint_refusal(state, seat) is not None


def summarise(game: str, moves: Sequence[MoveReview], players: int) -> Review:
    """Per seat: mean accuracy of its judged moves (100 with none) and its marks."""
    seats = []
    for seat in range(players):
        mine = [m for m in moves if m.seat == seat and m.judged]
        marks = {name: sum(1 for m in mine if m.mark == name) for name in MARK_NAMES}
        accuracy = sum(move_accuracy(m.lost) for m in mine) / len(mine) if mine else 100.0
        seats.append(SeatReview(seat, accuracy, marks, len(mine)))
    return Review(game, list(moves), seats)


def review_states(
    states: Sequence[State], budget: Budget | None = None, seed: int = REVIEW_SEED
) -> Review:
    """Review a game from its states (``states[i + 1]`` follows ``states[i]``), in this process."""
    moves = [
        review_position(before, after.history[-1], i + 1, budget, seed)
        for i, (before, after) in enumerate(pairwise(states))
    ]
    first = states[0]
    return summarise(first.game.name, moves, first.game.players)

"""Information-set Monte Carlo tree search (single observer, one value per seat).

Every iteration draws a new state from the bot's information state (``InfoState.sample``),
walks the tree choosing by UCT among the actions legal in that sample, adds one node,
plays random moves for at most ``depth`` actions and backs up one value per seat (the
outcome, or the game's evaluator where the rollout stopped early).

Wide nodes are narrowed by the evaluator. At the root, with more than ``width`` legal
actions, only the ``width`` best by a one-move look-ahead are searched. Below the root, a
node with more than ``width`` actions is ranked the same way, for the player to move there,
on the first sample that passes through it a second time; only its ``inner`` best are kept
and they are tried best first. So the first answer the search gives to a move is the
answer a greedy player would give, not a random one: with hundreds of placements in Land
vs Sea, random answers taught the tree almost nothing.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from seaboard.bots.base import InfoState, register_bot
from seaboard.bots.evaluate import exploration, judge_after, values
from seaboard.engine import Action, InvalidOptions, State


class Node:
    """Statistics of one action in the tree (the edge into this node)."""

    __slots__ = ("avail", "children", "ranked", "totals", "visits")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, Node] = {}
        self.ranked: tuple[Action, ...] | None = None
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * seats


@dataclass
class SearchResult:
    """The chosen action, its estimated value for the seat, and the effort spent."""

    action: Action
    value: float
    iterations: int
    seconds: float

    @property
    def win_chance(self) -> float:
        """The value read as a chance of winning (value -1 is 0%, +1 is 100%)."""
        return (self.value + 1) / 2


class IsmctsBot:
    """Search within a budget of seconds (``think``) or of iterations."""

    name = "ismcts"

    def __init__(
        self,
        think: float | None = None,
        iterations: int | None = None,
        c: float | None = None,
        depth: int = 0,
        width: int = 12,
        inner: int = 2,
    ) -> None:
        if think is None and iterations is None:
            think = 1.0
        self.think = think
        self.iterations = iterations
        self.c = c
        self.depth = depth
        self.width = width
        self.inner = inner

    def choose(self, info: InfoState, rng: random.Random) -> Action:
        return self.search(info, rng).action

    def search(self, info: InfoState, rng: random.Random) -> SearchResult:
        """Run the search and report the most visited root action."""
        start = time.perf_counter()
        seats = info.game.players
        root = Node(seats)
        if len(info.legal) == 1:
            return SearchResult(info.legal[0], 0.0, 0, 0.0)
        deadline = start + self.think if self.think is not None else math.inf
        limit = self.iterations if self.iterations is not None else math.inf
        candidates = root.ranked = self._candidates(info, rng)
        c = self.c if self.c is not None else exploration(info.game.name)
        done = 0
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            self._iterate(root, info, rng, seats, c)
            done += 1
        best = max(candidates, key=lambda a: (_visits(root, a), -candidates.index(a)))
        node = root.children.get(best)
        value = node.totals[info.seat] / node.visits if node and node.visits else 0.0
        return SearchResult(best, value, done, time.perf_counter() - start)

    def _candidates(self, info: InfoState, rng: random.Random) -> tuple[Action, ...]:
        """The root actions worth searching: all, or the ``width`` the evaluator likes best.

        With hundreds of legal actions a short search could not try each once, so they are
        first ranked by a one-move look-ahead on one sampled state.
        """
        if len(info.legal) <= self.width:
            return info.legal
        return _best(info.sample(rng), info.legal, info.seat, self.width, rng)

    def _iterate(
        self,
        root: Node,
        info: InfoState,
        rng: random.Random,
        seats: int,
        c: float,
    ) -> None:
        world = info.sample(rng)
        node = root
        path = [root]
        inner = self.inner
        while not world.is_terminal:
            legal = world.legal_actions()
            mover = world.to_move
            assert mover is not None
            ranked = node.ranked
            if ranked is None and inner and len(legal) > self.width and node is not root:
                # ranked on the first determinisation that passes through the node again
                ranked = node.ranked = _best(world, legal, mover, inner, rng)
            if ranked is not None:
                here = set(legal)
                legal = tuple(a for a in ranked if a in here) or legal
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                # ranked actions are tried best first, the others in random order
                action = (
                    untried[0] if ranked is not None and node is not root else rng.choice(untried)
                )
                child = Node(seats)
                child.avail = 1
                children[action] = child
                world = world.apply(action)
                path.append(child)
                break
            best_score = -math.inf
            action = legal[0]
            for a in legal:
                ch = children[a]
                score = ch.totals[mover] / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score, action = score, a
            node = children[action]
            world = world.apply(action)
            path.append(node)
        for _ in range(self.depth):
            if world.is_terminal:
                break
            world = world.apply(rng.choice(world.legal_actions()))
        result = values(world)
        for n in path:
            n.visits += 1
            totals = n.totals
            for i in range(seats):
                totals[i] += result[i]


def _best(
    world: State, legal: tuple[Action, ...], seat: int, k: int, rng: random.Random
) -> tuple[Action, ...]:
    """The ``k`` actions of ``legal`` that ``judge`` rates best for ``seat``, best first.

    Equal ratings are broken at random: most Land vs Sea placements score nothing, and in
    the order of ``legal`` the first of them are all one face at the westmost spaces.
    """
    order = list(legal)
    rng.shuffle(order)
    return tuple(sorted(order, key=lambda a: -judge_after(world, a, seat))[:k])


def _visits(root: Node, action: Action) -> int:
    node = root.children.get(action)
    return node.visits if node else 0


def _make(params: dict[str, str]) -> IsmctsBot:
    known = {"think", "iterations", "c", "depth", "width", "inner"}
    unknown = set(params) - known
    if unknown:
        raise InvalidOptions(
            f"bot ismcts has no parameter {sorted(unknown)[0]!r}; it has: "
            + ", ".join(sorted(known))
        )
    try:
        think = float(params["think"]) if "think" in params else None
        iterations = int(params["iterations"]) if "iterations" in params else None
        c = float(params["c"]) if "c" in params else None
        depth = int(params.get("depth", "0"))
        width = int(params.get("width", "12"))
        inner = int(params.get("inner", "2"))
    except ValueError as err:
        raise InvalidOptions(f"bad ismcts parameter: {err}") from None
    if (think is not None and think <= 0) or (iterations is not None and iterations < 1):
        raise InvalidOptions("ismcts needs think > 0 or iterations >= 1")
    return IsmctsBot(
        think=think,
        iterations=iterations,
        c=c,
        depth=max(0, depth),
        width=max(1, width),
        inner=max(0, inner),
    )


register_bot("ismcts", _make)

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

Three options, each off unless the game's ``SEARCH`` settings or the bot spec turn it on:

- ``refill``: when none of a narrowed node's kept actions is legal in a sample (they used
  a tile or card that this sample deals elsewhere), that sample's actions are rated too and
  its best are kept as well. Without it the node falls back to all its legal actions and
  tries the first in legal order.
- ``collapse``: below the root, a decision whose actions all rate the same for the player
  making it (drawing from one stack or the other) is made at random and does not branch
  the tree. Such choices had doubled the tree at every turn and kept it from reaching the
  third player's answer.
- ``pair=K``: the root is searched in rounds instead of by UCT. Each round draws one
  sample and runs one iteration for every remaining candidate on that same sample, so
  candidates are compared on the same hidden tiles; every ``K`` rounds the worse half is
  dropped. The candidate with the best mean value is played.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterable
from dataclasses import dataclass

from seaboard.bots.base import (
    MAX_DEPTH,
    MAX_EXPLORATION,
    MAX_INNER,
    MAX_ITERATIONS,
    MAX_PAIR,
    MAX_THINK_SECONDS,
    MAX_WIDTH,
    InfoState,
    float_param,
    int_param,
    register_bot,
)
from seaboard.bots.evaluate import judge_after, search_defaults, values
from seaboard.engine import Action, InvalidOptions, State
from seaboard.engine.rng import choice, shuffle


class Node:
    """Statistics of one action in the tree (the edge into this node)."""

    __slots__ = ("avail", "children", "minor", "ranked", "ratings", "through", "totals", "visits")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, Node] = {}
        self.ranked: tuple[Action, ...] | None = None
        self.ratings: dict[Action, float] = {}
        # a decision whose actions all rate the same: None until checked
        self.minor: bool | None = None
        self.through: Node | None = None
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


@dataclass(frozen=True)
class _Settings:
    c: float
    pair: int
    collapse: bool
    refill: bool


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
        pair: int | None = None,
        collapse: bool | None = None,
        refill: bool | None = None,
    ) -> None:
        if think is None and iterations is None:
            think = 1.0
        self.think = think
        self.iterations = iterations
        self.c = c
        self.depth = depth
        self.width = width
        self.inner = inner
        self.pair = pair
        self.collapse = collapse
        self.refill = refill

    def choose(self, info: InfoState, rng: random.Random) -> Action:
        return self.search(info, rng).action

    def settings(self, game_name: str) -> _Settings:
        """The parameters in force for a game: the bot's own, else the game's ``SEARCH``."""
        game = search_defaults(game_name)

        def pick(own: float | None, key: str, default: float) -> float:
            return own if own is not None else game.get(key, default)

        return _Settings(
            c=pick(self.c, "c", 0.7),
            pair=int(pick(self.pair, "pair", 0)),
            collapse=bool(pick(self.collapse, "collapse", 0)),
            refill=bool(pick(self.refill, "refill", 0)),
        )

    def search(self, info: InfoState, rng: random.Random) -> SearchResult:
        """Run the search and report the root action it rates best."""
        start = time.perf_counter()
        if len(info.legal) == 1:
            return SearchResult(info.legal[0], 0.0, 0, 0.0)
        root, best, done = self.grow(info, rng, start)
        node = root.children.get(best)
        value = node.totals[info.seat] / node.visits if node and node.visits else 0.0
        return SearchResult(best, value, done, time.perf_counter() - start)

    def grow(
        self, info: InfoState, rng: random.Random, start: float | None = None
    ) -> tuple[Node, Action, int]:
        """The search tree, the root action chosen and the iterations run."""
        if start is None:
            start = time.perf_counter()
        root = Node(info.game.players)
        deadline = start + self.think if self.think is not None else math.inf
        limit = self.iterations if self.iterations is not None else math.inf
        candidates = root.ranked = self._candidates(info, rng)
        opts = self.settings(info.game.name)
        if opts.pair:
            best, done = self._rounds(root, info, rng, opts, candidates, deadline, limit)
            return root, best, done
        done = 0
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            self._iterate(root, info, rng, opts)
            done += 1
        best = max(candidates, key=lambda a: (_visits(root, a), -candidates.index(a)))
        return root, best, done

    def _rounds(
        self,
        root: Node,
        info: InfoState,
        rng: random.Random,
        opts: _Settings,
        candidates: tuple[Action, ...],
        deadline: float,
        limit: float,
    ) -> tuple[Action, int]:
        """Search the root in rounds on shared samples (``pair``); the best mean wins."""
        active = list(candidates)
        done = rounds = 0
        last = 0.0
        while done < limit:
            began = time.perf_counter()
            # a round is not begun unless at least half of one like the last would fit
            if done and began + last / 2 > deadline:
                break
            world = info.sample(rng)
            for action in active:
                self._iterate(root, info, rng, opts, world, action)
            done += len(active)
            rounds += 1
            last = time.perf_counter() - began
            if rounds % opts.pair == 0 and len(active) > 2:
                active.sort(key=lambda a: -_mean(root, a, info.seat))  # stable: ties keep order
                active = active[: max(2, len(active) // 2)]
        best = max(active, key=lambda a: (_mean(root, a, info.seat), -candidates.index(a)))
        return best, done

    def _candidates(self, info: InfoState, rng: random.Random) -> tuple[Action, ...]:
        """The root actions worth searching: all, or the ``width`` the evaluator likes best.

        With hundreds of legal actions a short search could not try each once, so they are
        first ranked by a one-move look-ahead on one sampled state.
        """
        if len(info.legal) <= self.width:
            return info.legal
        return _best(info.sample(rng), info.legal, info.seat, self.width, rng)

    def _narrow(
        self,
        node: Node,
        world: State,
        legal: tuple[Action, ...],
        mover: int,
        rng: random.Random,
        refill: bool,
    ) -> tuple[tuple[Action, ...], bool]:
        """The actions searched at a node below the root, and whether they are ranked."""
        ranked = node.ranked
        if ranked is None:
            if not self.inner or len(legal) <= self.width:
                return legal, False
            # ranked on the first determinisation that passes through the node again
            node.ratings = _rate(world, legal, mover, rng)
            ranked = node.ranked = _top(node.ratings, None, self.inner)
            return ranked, True
        here = set(legal)
        kept = tuple(a for a in ranked if a in here)
        if kept:
            return kept, True
        if not refill:
            return legal, True
        ratings = node.ratings
        ratings.update(_rate(world, [a for a in legal if a not in ratings], mover, rng))
        extra = _top(ratings, here, self.inner)
        node.ranked = ranked + extra
        return extra, True

    def _iterate(
        self,
        root: Node,
        info: InfoState,
        rng: random.Random,
        opts: _Settings,
        world: State | None = None,
        first: Action | None = None,
    ) -> None:
        """One iteration: on ``world`` (a new sample if None), from root action ``first``
        (chosen by UCT if None)."""
        seats = info.game.players
        if world is None:
            world = info.sample(rng)
        node = root
        path = [root]
        while not world.is_terminal:
            legal = world.legal_actions()
            mover = world.to_move
            assert mover is not None
            if node is not root and opts.collapse and 1 < len(legal) <= self.width:
                if node.minor is None:
                    node.minor = len({judge_after(world, a, mover) for a in legal}) == 1
                if node.minor:
                    world = world.apply(choice(rng, legal))
                    if node.through is None:
                        node.through = Node(seats)
                    node = node.through
                    node.avail += 1
                    path.append(node)
                    continue
            if node is root and first is not None:
                legal, ranked = (first,), True
            elif node is root:
                assert root.ranked is not None
                here = set(legal)
                legal, ranked = tuple(a for a in root.ranked if a in here) or legal, False
            else:
                legal, ranked = self._narrow(node, world, legal, mover, rng, opts.refill)
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                # ranked actions are tried best first, the others in random order
                action = untried[0] if ranked else choice(rng, untried)
                child = Node(seats)
                child.avail = 1
                children[action] = child
                world = world.apply(action)
                path.append(child)
                break
            best_score = -math.inf
            action = legal[0]
            c = opts.c
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
            world = world.apply(choice(rng, world.legal_actions()))
        result = values(world)
        for n in path:
            n.visits += 1
            totals = n.totals
            for i in range(seats):
                totals[i] += result[i]


def _rate(
    world: State, actions: Iterable[Action], seat: int, rng: random.Random
) -> dict[Action, float]:
    """``judge_after`` of each action for ``seat``, in a random order (it breaks ties)."""
    order = list(actions)
    shuffle(rng, order)
    return {a: judge_after(world, a, seat) for a in order}


def _top(ratings: dict[Action, float], allowed: set[Action] | None, k: int) -> tuple[Action, ...]:
    """The ``k`` best-rated actions (of ``allowed``, if given), best first."""
    pool = ratings if allowed is None else [a for a in ratings if a in allowed]
    return tuple(sorted(pool, key=lambda a: -ratings[a])[:k])


def _best(
    world: State, legal: tuple[Action, ...], seat: int, k: int, rng: random.Random
) -> tuple[Action, ...]:
    """The ``k`` actions of ``legal`` that ``judge`` rates best for ``seat``, best first.

    Equal ratings are broken at random: most Land vs Sea placements score nothing, and in
    the order of ``legal`` the first of them are all one face at the westmost spaces.
    """
    return _top(_rate(world, legal, seat, rng), None, k)


def _mean(root: Node, action: Action, seat: int) -> float:
    node = root.children.get(action)
    return node.totals[seat] / node.visits if node and node.visits else -math.inf


def _visits(root: Node, action: Action) -> int:
    node = root.children.get(action)
    return node.visits if node else 0


def _make(params: dict[str, str]) -> IsmctsBot:
    known = {"think", "iterations", "c", "depth", "width", "inner", "pair", "collapse", "refill"}
    unknown = set(params) - known
    if unknown:
        raise InvalidOptions(
            f"bot ismcts has no parameter {sorted(unknown)[0]!r}; it has: "
            + ", ".join(sorted(known))
        )
    think = float_param("ismcts", params, "think", MAX_THINK_SECONDS, above=True)
    iterations = int_param("ismcts", params, "iterations", 1, MAX_ITERATIONS)
    c = float_param("ismcts", params, "c", MAX_EXPLORATION, above=False)
    depth = int_param("ismcts", params, "depth", 0, MAX_DEPTH)
    width = int_param("ismcts", params, "width", 1, MAX_WIDTH)
    inner = int_param("ismcts", params, "inner", 0, MAX_INNER)
    pair = int_param("ismcts", params, "pair", 0, MAX_PAIR)
    try:
        switches = {k: _switch(k, params[k]) for k in ("collapse", "refill") if k in params}
    except ValueError as err:
        raise InvalidOptions(f"bad ismcts parameter: {err}") from None
    return IsmctsBot(
        think=think,
        iterations=iterations,
        c=c,
        depth=0 if depth is None else depth,
        width=12 if width is None else width,
        inner=2 if inner is None else inner,
        pair=pair,
        **switches,
    )


def _switch(key: str, text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"{key} must be 0 or 1, not {text!r}")
    return text == "1"


register_bot("ismcts", _make)

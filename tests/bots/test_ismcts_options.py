"""The ismcts options: refill, collapse, pair; and the per-game defaults that turn them on."""

from __future__ import annotations

import random

import pytest

import seaboard
from seaboard.bots import InfoState, make_bot
from seaboard.bots.ismcts import IsmctsBot, Node
from seaboard.engine import State
from trap import REPLIES, Pick, Trap

PUNISH = Pick(REPLIES - 1)


def trap_root() -> InfoState:
    return InfoState.of(Trap.configure(2).new(seed=1), 0)


def stale_node() -> Node:
    """A node whose kept answer came from another sample and is not legal here."""
    node = Node(2)
    node.ranked = (Pick(99),)
    node.ratings = {Pick(99): 1.0}
    return node


@pytest.mark.parametrize("refill", [True, False])
def test_refill_keeps_this_samples_best_when_no_kept_action_is_legal(refill: bool) -> None:
    state = Trap.configure(2).new(seed=1).apply(Pick(1))
    legal = state.legal_actions()
    node = stale_node()
    bot = IsmctsBot(iterations=1, inner=2)
    kept, ranked = bot._narrow(node, state, legal, 1, random.Random(0), refill)
    assert ranked
    if refill:
        assert len(kept) == 2 and kept[0] == PUNISH
        assert node.ranked == (Pick(99), *kept)
        assert len(node.ratings) == REPLIES + 1
    else:
        # the old fallback: every legal action, tried in legal order
        assert kept == legal and node.ranked == (Pick(99),)


def test_collapse_passes_through_a_decision_whose_actions_all_rate_the_same() -> None:
    # after "pick 0" all forty answers are worth the same; after "pick 1" one is not
    info = trap_root()
    root, _, _ = IsmctsBot(iterations=40, width=50, collapse=True).grow(info, random.Random(0))
    safe, risky = root.children[Pick(0)], root.children[Pick(1)]
    assert safe.minor is True and not safe.children
    assert safe.through is not None and safe.through.visits == safe.visits - 1
    assert risky.minor is False and risky.children and risky.through is None


def test_without_collapse_a_tied_decision_branches() -> None:
    root, _, _ = IsmctsBot(iterations=40, width=50, collapse=False).grow(
        trap_root(), random.Random(0)
    )
    assert root.children[Pick(0)].minor is None and root.children[Pick(0)].children


def test_pair_searches_each_candidate_on_every_sample_and_sees_the_trap() -> None:
    root, best, done = IsmctsBot(iterations=10, pair=1).grow(trap_root(), random.Random(0))
    assert done == 10
    assert root.children[Pick(0)].visits == root.children[Pick(1)].visits == 5
    assert best == Pick(0)


def lvs_position(players: int = 3) -> State:
    game = seaboard.load("land-vs-sea", players)
    state, rng = game.new(5), random.Random(5)
    for _ in range(30):
        state = state.apply(rng.choice(state.legal_actions()))
    while state.view(state.to_move)["phase"] != "play":
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def test_pair_drops_the_worse_half_of_the_candidates_every_k_rounds() -> None:
    state = lvs_position()
    info = InfoState.of(state, state.to_move)  # type: ignore[arg-type]
    bot = IsmctsBot(iterations=18, width=12, pair=1)
    root, best, done = bot.grow(info, random.Random(2))
    visits = sorted((child.visits for child in root.children.values()), reverse=True)
    assert done == 18 and visits == [2] * 6 + [1] * 6
    means = {a: n.totals[info.seat] / n.visits for a, n in root.children.items()}
    assert root.children[best].visits == 2
    assert means[best] == max(m for a, m in means.items() if root.children[a].visits == 2)


def test_land_vs_sea_turns_the_options_on_and_a_spec_can_turn_them_off() -> None:
    on = IsmctsBot().settings("land-vs-sea")
    assert (on.c, on.pair, on.collapse, on.refill) == (0.25, 3, True, True)
    off = make_bot("ismcts:pair=0,collapse=0,refill=0")
    assert isinstance(off, IsmctsBot)
    settings = off.settings("land-vs-sea")
    assert (settings.pair, settings.collapse, settings.refill) == (0, False, False)
    plain = IsmctsBot().settings("flotsam-fight")
    assert (plain.c, plain.pair, plain.collapse, plain.refill) == (0.7, 0, False, False)

"""Bots: honest (decisions depend only on the seat's information), named by spec, able."""

from __future__ import annotations

import random

import pytest

from seaboard import testing
from seaboard.bots import InfoState, base, make_bot
from seaboard.bots.greedy import GreedyBot
from seaboard.bots.ismcts import IsmctsBot
from seaboard.cli.tournament import fit_elo
from seaboard.engine import Game, InvalidOptions, State, load
from toy import PickUp

CONFIGS = [*testing.configurations(), ("pick-up-test", PickUp.configure(2))]
SPECS = [
    "random",
    "greedy:samples=2",
    "greedy:samples=1,wander=0.5",
    "ismcts:iterations=25,depth=10",
    "ismcts:iterations=25,pair=1,collapse=1,refill=1",
]


def positions(game: Game, seed: int, count: int) -> list[State]:
    """Live positions spread over one random game."""
    rng = random.Random(seed)
    state = game.new(seed)
    seen = []
    while not state.is_terminal:
        seen.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    step = max(1, len(seen) // count)
    return seen[::step][:count]


@pytest.mark.parametrize("game", [g for _, g in CONFIGS], ids=[n for n, _ in CONFIGS])
def test_bots_decide_the_same_in_states_the_seat_cannot_tell_apart(game: Game) -> None:
    for i, state in enumerate(positions(game, seed=3, count=4)):
        seat = state.to_move
        assert seat is not None
        twin = state.resample(seat, random.Random(100 + i))
        assert twin.view(seat) == state.view(seat)
        for spec in SPECS:
            bot = make_bot(spec)
            here = bot.choose(InfoState.of(state, seat), random.Random(i))
            there = bot.choose(InfoState.of(twin, seat), random.Random(i))
            assert here == there, f"{spec} decided differently on hidden information"


def test_ismcts_is_deterministic_for_a_seed_and_iteration_budget() -> None:
    state = PickUp.configure(2, tokens=9).new(seed=4)
    info = InfoState.of(state, 0)
    first = IsmctsBot(iterations=200).search(info, random.Random(1))
    again = IsmctsBot(iterations=200).search(info, random.Random(1))
    assert (first.action, first.value, first.iterations) == (
        again.action,
        again.value,
        again.iterations,
    )


def test_ismcts_finds_the_winning_move_of_pick_up() -> None:
    # Three tokens and seat 0 to move: taking 2 wins (2 against 1), taking 1 loses.
    game = PickUp.configure(2, tokens=3)
    state = game.new(seed=1)
    result = IsmctsBot(iterations=400).search(InfoState.of(state, 0), random.Random(0))
    assert str(result.action) == "take 2"
    assert result.win_chance > 0.9


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("wizard", "unknown bot 'wizard'"),
        ("random:x=1", "takes no parameters"),
        ("ismcts:think=0", "think must be more than 0 and at most 5"),
        ("ismcts:speed=3", "no parameter 'speed'"),
        ("greedy:samples=lots", "whole number"),
        ("ismcts:think", "key=value"),
        ("ismcts:collapse=2", "collapse must be 0 or 1"),
        ("ismcts:refill=yes", "refill must be 0 or 1"),
        ("ismcts:pair=-1", "pair must be 0 to 20"),
        ("ismcts:pair=two", "ismcts:pair=two is not a whole number"),
    ],
)
def test_bad_bot_specs_are_explained(spec: str, message: str) -> None:
    with pytest.raises(InvalidOptions, match=message):
        make_bot(spec)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            "ismcts:iterations=200000,depth=1000",
            "iterations=200000 is out of range: iterations must be 1 to 1000",
        ),
        ("ismcts:depth=1000", "ismcts:depth=1000 is out of range: depth must be 0 to 20"),
        (
            "ismcts:think=10",
            "ismcts:think=10 is out of range: think must be more than 0 and at most 5",
        ),
        ("ismcts:think=nan", "think must be more than 0 and at most 5"),
        ("ismcts:think=inf", "think must be more than 0 and at most 5"),
        ("ismcts:c=nan", "c must be at least 0 and at most 10"),
        ("ismcts:width=0", "width must be 1 to 100"),
        ("ismcts:inner=99", "inner must be 0 to 12"),
        ("ismcts:pair=1000", "pair must be 0 to 20"),
        ("greedy:samples=1000", "greedy:samples=1000 is out of range: samples must be 1 to 32"),
        ("greedy:wander=2", "wander must be at least 0 and at most 1"),
        ("greedy:wander=-0.1", "wander must be at least 0 and at most 1"),
        ("greedy:wander=some", "greedy:wander=some is not a number"),
    ],
)
def test_bot_budgets_beyond_their_bounds_are_refused_in_one_line(spec: str, message: str) -> None:
    with pytest.raises(InvalidOptions) as refused:
        make_bot(spec)
    assert message in str(refused.value) and "\n" not in str(refused.value)


def test_bot_budgets_at_their_bounds_are_accepted() -> None:
    bot = make_bot(
        f"ismcts:think={base.MAX_THINK_SECONDS},iterations={base.MAX_ITERATIONS},"
        f"depth={base.MAX_DEPTH},width={base.MAX_WIDTH},inner={base.MAX_INNER},"
        f"pair={base.MAX_PAIR},c={base.MAX_EXPLORATION}"
    )
    assert isinstance(bot, IsmctsBot)
    assert (bot.think, bot.iterations, bot.depth) == (5.0, 1000, 20)
    greedy = make_bot(f"greedy:samples={base.MAX_SAMPLES}")
    assert isinstance(greedy, GreedyBot) and greedy.samples == 32


def test_a_wandering_greedy_plays_random_moves_its_share_of_the_time() -> None:
    game = load("flotsam-fight", 2)
    states = [s for s in positions(game, seed=5, count=60) if len(s.legal_actions()) > 2]
    infos = [InfoState.of(s, s.to_move) for s in states if s.to_move is not None]

    def choices(wander: float) -> list[object]:
        bot = GreedyBot(samples=1, wander=wander)
        return [bot.choose(info, random.Random(k)) for k, info in enumerate(infos)]

    greedy = choices(0.0)
    assert choices(0.0) == greedy  # a seed fixes every choice
    assert choices(0.5) == choices(0.5)
    assert greedy == [GreedyBot(samples=1).choose(i, random.Random(k)) for k, i in enumerate(infos)]
    apart = {w: sum(a != b for a, b in zip(choices(w), greedy, strict=True)) for w in (0.5, 1.0)}
    assert 0 < apart[0.5] < apart[1.0]


def test_elo_orders_bots_by_results_and_stays_finite() -> None:
    results = [("a", "b", 1.0)] * 30 + [("b", "c", 1.0)] * 20 + [("a", "c", 0.5)] * 2
    elo = fit_elo(["a", "b", "c"], results)
    assert elo["a"] > elo["b"] > 1500 - 1000
    assert abs(sum(elo.values()) / 3 - 1500) < 1e-6
    even = fit_elo(["x", "y"], [("x", "y", 1.0), ("x", "y", 0.0)])
    assert abs(even["x"] - even["y"]) < 1e-6


def test_bot_lists_keep_each_bots_parameters() -> None:
    from seaboard.bots import split_specs

    assert split_specs("ismcts:think=0.2,depth=8,greedy, random") == [
        "ismcts:think=0.2,depth=8",
        "greedy",
        "random",
    ]
    assert split_specs("human,ismcts:iterations=50") == ["human", "ismcts:iterations=50"]

"""Per-game evaluation functions: what they measure, on positions built by hand."""

from __future__ import annotations

import random

import seaboard
from seaboard.bots.evaluate import judge, rivals, score_margin
from seaboard.games.el_switcher.front import evaluator as el_switcher

# an L of five blue tiles in the top-left corner, nothing else blue touching it
L_SHAPE = "#.../####"
BOARD = [
    "BRRYGR",
    "BBBBRY",
    "RYGRYG",
    "YGRYGR",
    "GRYGRY",
    "RYGRYG",
]


def test_a_formed_figure_is_at_distance_zero() -> None:
    assert el_switcher.distance("".join(BOARD), L_SHAPE, None) == 0


def test_the_forbidden_colour_does_not_count() -> None:
    # the blue L is there, but blue is forbidden; the best other colour is further away
    assert el_switcher.distance("".join(BOARD), L_SHAPE, "B") >= 2


def test_one_wrong_tile_is_distance_one_and_a_touching_tile_counts_too() -> None:
    wrong = ["GRRYGR", *BOARD[1:]]  # the corner of the L is green now
    assert el_switcher.distance("".join(wrong), L_SHAPE, None) == 1
    touching = ["BRRYGR", "BBBBRY", "RBGRYG", *BOARD[3:]]  # a blue tile under the L
    assert el_switcher.distance("".join(touching), L_SHAPE, None) == 1


def test_shapes_are_placed_in_every_quarter_turn_but_not_mirrored() -> None:
    # an L of five has four quarter turns; in a 6x6 board each fits 3 * 5 = 15 ways
    assert len(el_switcher.placements(L_SHAPE)) == 60
    mirrored = "...#/####"
    assert set(el_switcher.placements(L_SHAPE)).isdisjoint(el_switcher.placements(mirrored))


def test_switcher_evaluation_prefers_swaps_that_bring_a_figure_closer() -> None:
    game = seaboard.load("el-switcher", 2, deck="short")
    state = game.new(seed=11)
    seat = state.to_move
    assert seat is not None
    values = {a: judge(state.apply(a), seat) for a in state.legal_actions()}
    # some swap changes the value: the evaluation sees progress before a figure is formed
    assert len({round(v, 6) for v in values.values()}) > 1
    # and the best swap beats ending the turn at once
    end = next(a for a in values if str(a) == "end")
    assert max(values.values()) > values[end]


def test_packed_distance_equals_the_plain_count_on_random_boards() -> None:
    rng = random.Random(2)
    shapes = ["#.../####", ".#./###", "#../###/#..", "##/##"]
    for _ in range(50):
        board = "".join(rng.choice("RYGB") for _ in range(36))
        forbidden = rng.choice([None, "R", "Y", "G", "B"])
        for shape in shapes:
            plain = min(
                cells.bit_count()
                - sum(1 for i in range(36) if cells >> i & 1 and board[i] == colour)
                + sum(1 for i in range(36) if ring >> i & 1 and board[i] == colour)
                for cells, ring in el_switcher.placements(shape)
                for colour in "RYGB"
                if colour != forbidden
            )
            assert el_switcher.distance(board, shape, forbidden) == plain


def test_team_mates_are_not_rivals_in_four_player_land_vs_sea() -> None:
    for players in (2, 3, 4):
        state = seaboard.load("land-vs-sea", players).new(seed=1)
        teams = state.view(0)["teams"]
        for seat in range(players):
            expected = tuple(s for s in range(players) if teams[s] != teams[seat])
            assert rivals("land-vs-sea", players, seat) == expected


def test_a_lead_over_the_other_team_counts_in_four_player_land_vs_sea() -> None:
    scores = (10.0, 4.0, 10.0, 4.0)  # Land leads Sea by six points
    assert score_margin(scores, 0, 15.0, rivals("land-vs-sea", 4, 0)) > 0.3
    assert score_margin(scores, 1, 15.0, rivals("land-vs-sea", 4, 1)) < -0.3

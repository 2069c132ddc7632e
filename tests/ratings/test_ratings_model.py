"""The rating model: openskill's published examples, placings, and properties of updates."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from seaboard.ratings import Rating, display, placings, rate_result, update
from seaboard.ratings.model import BETA, MODEL, MU, SIGMA, TAU, bot_display


def flat(ratings: list[Any]) -> list[float]:
    return [x for r in ratings for x in (r.mu, r.sigma)]


def approx_pairs(pairs: list[tuple[float, float]]) -> Any:
    return pytest.approx([x for pair in pairs for x in pair])


def _published_model() -> PlackettLuce:
    # The library's README examples predate its dynamics term tau: they are reproduced
    # by our model's parameters with tau set to zero.
    return PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=0.0)


def test_the_model_is_openskills_default_plackett_luce_with_sigma_limited() -> None:
    default = PlackettLuce()
    assert (MODEL.mu, MODEL.sigma, MODEL.beta, MODEL.tau) == (
        default.mu,
        default.sigma,
        default.beta,
        default.tau,
    )
    assert math.isclose(TAU, 25 / 300)
    assert MODEL.limit_sigma and not default.limit_sigma


def test_an_expected_win_does_not_lower_the_number() -> None:
    # without limit_sigma the dynamics term raised sigma here and the number fell by one
    strong, weak = Rating(50.0, 0.5), Rating(0.0, 0.5)
    won = update([strong, weak], [1, 2])[0]
    assert won.mu > strong.mu and won.sigma == strong.sigma
    assert won.display >= strong.display


def test_readme_example_of_two_teams() -> None:
    model = _published_model()
    a1, a2 = model.rating(), model.rating(mu=32.444, sigma=5.123)
    b1, b2 = model.rating(mu=43.381, sigma=2.421), model.rating(mu=25.188, sigma=6.211)
    [[x1, x2], [y1, y2]] = model.rate([[a1, a2], [b1, b2]])
    assert flat([x1, x2, y1, y2]) == approx_pairs(
        [
            (28.669648436582808, 8.071520788025197),
            (33.83086971107981, 5.062772998705765),
            (43.071274808241974, 2.4166900452721256),
            (23.149503312339064, 6.1378606973362135),
        ]
    )


def test_readme_example_of_ranks_through_our_update(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("seaboard.ratings.model.MODEL", _published_model())
    new = update([Rating()] * 4, [4, 1, 3, 2])
    assert flat(new) == approx_pairs(
        [
            (20.96265504062538, 8.083731307186588),
            (27.795084971874736, 8.263160757613477),
            (24.68943500312503, 8.083731307186588),
            (26.552824984374855, 8.179213704945203),
        ]
    )


def test_readme_example_of_scores_through_our_placings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("seaboard.ratings.model.MODEL", _published_model())
    scores = [37, 19, 37, 42]
    new = update([Rating()] * 4, placings(scores, winners={3}))
    assert flat(new) == approx_pairs(
        [
            (24.68943500312503, 8.179213704945203),
            (22.826045021875203, 8.179213704945203),
            (24.68943500312503, 8.179213704945203),
            (27.795084971874736, 8.263160757613477),
        ]
    )


def test_a_new_player_shows_1500_and_a_win_raises_it() -> None:
    assert display(Rating()) == 1500
    won, lost = update([Rating(), Rating()], [1, 2])
    assert won.display > 1500 > lost.display
    assert won.mu - MU == pytest.approx(MU - lost.mu)


def test_bot_levels_are_shown_at_the_settled_uncertainty() -> None:
    assert bot_display(Rating(25.0, 4.0)) == bot_display(Rating(25.0, 1.5)) == 1500 + 30 * 20.5
    assert bot_display(Rating(25.0, 1.0)) == display(Rating(25.0, 1.0))


def test_placings_put_winners_first_and_share_ties() -> None:
    assert placings([3, 5, 5], winners={1, 2}) == [3, 1, 1]
    assert placings([9, 2, 2, 1], winners={0}) == [1, 2, 2, 4]
    # a tie-break winner (Flotsam Fight) comes first though its score is equal
    assert placings([6, 6, 4], winners={1}) == [2, 1, 3]
    assert placings([10, 4, 10, 4], winners={0, 2}, sides=[(0, 2), (1, 3)]) == [1, 2]


def test_a_team_game_moves_both_mates_the_same_way() -> None:
    seats = [Rating(), Rating(27, 5), Rating(23, 6), Rating(30, 3)]
    new = rate_result("land-vs-sea", seats, [10, 4, 10, 4], winners={0, 2})
    assert new[0].mu > seats[0].mu and new[2].mu > seats[2].mu
    assert new[1].mu < seats[1].mu and new[3].mu < seats[3].mu


def test_a_bot_keeps_its_rating_and_the_player_moves_against_it() -> None:
    bot = Rating(30.0, 1.2)
    player, same_bot = rate_result("ebbe-flut", [Rating(), bot], [7, 3], winners={0}, fixed={1})
    assert same_bot == bot
    assert player.mu > MU
    # beating a stronger opponent is worth more than beating a weaker one
    weak = rate_result("ebbe-flut", [Rating(), Rating(20.0, 1.2)], [7, 3], {0}, fixed={1})[0]
    assert player.mu > weak.mu


def test_bad_results_are_refused() -> None:
    with pytest.raises(ValueError, match="two or more sides"):
        update([Rating()], [1])
    with pytest.raises(ValueError, match="a place for each"):
        update([Rating(), Rating()], [1])


ratings = st.builds(
    Rating,
    mu=st.floats(min_value=0, max_value=50),
    sigma=st.floats(min_value=0.5, max_value=SIGMA),
)


@given(st.lists(ratings, min_size=2, max_size=6), st.data())
def test_a_win_never_lowers_the_winner(seats: list[Rating], data: st.DataObject) -> None:
    places = data.draw(
        st.lists(st.integers(1, len(seats)), min_size=len(seats), max_size=len(seats))
    )
    winner = data.draw(st.integers(0, len(seats) - 1))
    places[winner] = 1
    new = update(seats, places)
    # a winner sharing first place with others may have drawn with stronger players
    if places.count(1) == 1:
        assert new[winner].mu >= seats[winner].mu
        assert display(new[winner]) >= display(seats[winner])
    # the last, alone, never gains
    last = max(places)
    if places.count(last) == 1 and last > 1:
        loser = places.index(last)
        assert new[loser].mu <= seats[loser].mu


@given(ratings, ratings)
def test_swapping_seats_mirrors_the_update(a: Rating, b: Rating) -> None:
    ab = update([a, b], [1, 2])
    ba = update([b, a], [2, 1])
    assert ab[0].mu == pytest.approx(ba[1].mu) and ab[1].mu == pytest.approx(ba[0].mu)
    assert ab[0].sigma == pytest.approx(ba[1].sigma)


@given(ratings)
def test_a_draw_between_equals_changes_no_mean(a: Rating) -> None:
    one, two = update([a, a], [1, 1])
    assert one.mu == pytest.approx(a.mu) and two.mu == pytest.approx(a.mu)
    assert one == two


@given(ratings, ratings)
def test_winning_moves_a_player_up_and_the_other_down_by_the_same(a: Rating, b: Rating) -> None:
    x = Rating(a.mu, a.sigma)
    y = Rating(b.mu, a.sigma)  # equal uncertainty: the changes mirror each other
    nx, ny = update([x, y], [1, 2])
    assert nx.mu - x.mu == pytest.approx(y.mu - ny.mu)
    assert nx.mu > x.mu

"""Rating groups: which games share a rating, and which are not rated at all."""

from __future__ import annotations

import pytest

from seaboard.ratings import GROUPS, NotRated, group_for, player_counts, sides


@pytest.mark.parametrize(
    ("game", "players", "group"),
    [
        ("ebbe-flut", 2, "ebbe-flut/2p"),
        ("flotsam-fight", 2, "flotsam-fight/2p"),
        ("flotsam-fight", 3, "flotsam-fight/3-6p"),
        ("flotsam-fight", 6, "flotsam-fight/3-6p"),
        ("land-vs-sea", 2, "land-vs-sea/2p"),
        ("land-vs-sea", 3, "land-vs-sea/3p"),
        ("land-vs-sea", 4, "land-vs-sea/teams"),
        ("el-switcher", 2, "el-switcher/2p"),
        ("el-switcher", 4, "el-switcher/3-4p"),
    ],
)
def test_each_player_count_has_its_group(game: str, players: int, group: str) -> None:
    assert group_for(game, players) == group
    assert group in GROUPS
    assert players in player_counts(group)


def test_every_player_count_of_every_group_maps_back_to_it() -> None:
    for group in GROUPS:
        game = group.partition("/")[0]
        assert {group_for(game, n) for n in player_counts(group)} == {group}


def test_the_rulebook_options_are_rated_even_when_given() -> None:
    # three-player Land vs Sea's rulebook game has the modules on (the game's preset)
    options = {"mountains_coral": True, "caravans_ships": True, "waypoints": True}
    assert group_for("land-vs-sea", 3, options) == "land-vs-sea/3p"
    # the clock is free: El Switcher's turn length is not a rule
    assert group_for("el-switcher", 2, {"turn_seconds": 60}) == "el-switcher/2p"


@pytest.mark.parametrize(
    ("game", "players", "options", "message"),
    [
        ("ebbe-flut", 1, {}, "ebbe-flut with 1 player is not rated"),
        ("el-switcher", 2, {"deck": "short"}, "deck must stay 'full'"),
        ("el-switcher", 2, {"undos": 1}, "undos must stay 0"),
        ("land-vs-sea", 2, {"waypoints": True}, "waypoints must stay False"),
        ("flotsam-fight", 4, {"pass_rule": "one-lap"}, "pass_rule must stay 'until-reset'"),
        ("chess", 2, {}, "chess has no ratings"),
    ],
)
def test_other_games_are_not_rated(
    game: str, players: int, options: dict[str, object], message: str
) -> None:
    with pytest.raises(NotRated, match=message):
        group_for(game, players, options)  # type: ignore[arg-type]


def test_only_four_player_land_vs_sea_has_teams() -> None:
    assert sides("land-vs-sea", 4) == ((0, 2), (1, 3))
    assert sides("land-vs-sea", 3) == ((0,), (1,), (2,))
    assert sides("flotsam-fight", 4) == ((0,), (1,), (2,), (3,))


def test_the_groups_and_the_free_clock_are_what_each_game_declares(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from seaboard.engine import game_class, names

    declared = [f"{g}/{group}" for g in names() for _, _, group in game_class(g).rating_groups]
    assert list(GROUPS) == declared
    # a game that rates solo play and no longer counts its clock as free is read anew
    monkeypatch.setattr(game_class("ebbe-flut"), "rating_groups", ((1, 2, "all"),))
    assert group_for("ebbe-flut", 1) == "ebbe-flut/all"
    monkeypatch.setattr(game_class("el-switcher"), "clock_options", frozenset())
    with pytest.raises(NotRated, match="turn_seconds must stay"):
        group_for("el-switcher", 2, {"turn_seconds": 60})

"""The engine protocol on the test game: options, registry, errors, immutability, returns."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.engine import (
    IllegalAction,
    InvalidOptions,
    NotationError,
    Option,
    counted,
    register,
)
from seaboard.engine.registry import game_class
from toy import PickUp, Take

pytestmark = pytest.mark.usefixtures("toy_registered")


def test_load_validates_player_count_and_names_the_allowed_span() -> None:
    with pytest.raises(InvalidOptions, match="2 to 3 players, not 5"):
        seaboard.load("pick-up", players=5)


def test_unknown_game_lists_the_known_ones() -> None:
    with pytest.raises(InvalidOptions, match=r"known games: .*pick-up"):
        seaboard.load("chess")


def test_unknown_option_lists_the_options() -> None:
    with pytest.raises(InvalidOptions, match="no option 'colour'; its options are: tokens"):
        seaboard.load("pick-up", colour="red")


def test_bad_option_value_says_what_is_allowed() -> None:
    with pytest.raises(InvalidOptions, match=r"tokens=zero .*a whole number from 1 to 1000"):
        seaboard.load("pick-up", tokens="zero")
    with pytest.raises(InvalidOptions, match="from 1 to 1000"):
        seaboard.load("pick-up", tokens=0)


def test_option_text_is_converted() -> None:
    game = seaboard.load("pick-up", players=3, tokens="9")
    assert game.option("tokens") == 9 and game.players == 3
    assert game == seaboard.load("pick-up", players=3, tokens=9)


def test_bool_and_choice_options() -> None:
    flag = Option("fast", False, "go fast", kind=bool)
    assert flag.parse("yes") is True and flag.parse("off") is False
    with pytest.raises(InvalidOptions, match="true, false"):
        flag.parse("maybe")
    mode = Option("mode", "a", "mode", choices=("a", "b"), nullable=True)
    assert mode.parse("none") is None
    with pytest.raises(InvalidOptions, match="allowed: a, b or none"):
        mode.parse("c")


def test_games_lists_metadata() -> None:
    info = {g["name"]: g for g in seaboard.games()}["pick-up"]
    assert info["min_players"] == 2 and info["max_players"] == 3
    assert info["options"][0]["name"] == "tokens"
    assert info["options"][0]["default"] == 7


def test_play_never_changes_the_old_state() -> None:
    state = seaboard.load("pick-up").new(seed=4)
    before = state.to_json()
    after = state.play("take 2")
    assert state.to_json() == before
    assert after.pile == state.pile - 2 and after.history == (Take(2),)


def test_illegal_action_says_why() -> None:
    state = seaboard.load("pick-up", tokens=1).new(seed=1)
    with pytest.raises(IllegalAction, match="take 2: only 1 token left"):
        state.play("take 2")
    with pytest.raises(NotationError, match="write 'take 1'"):
        state.play("grab 3")
    assert issubclass(IllegalAction, ValueError)


def test_finished_game_refuses_actions_and_sets_returns() -> None:
    game = seaboard.load("pick-up", tokens=2)
    end = game.replay(3, ["take 1", "take 1"])
    assert end.is_terminal and end.to_move is None
    with pytest.raises(IllegalAction, match="the game is over"):
        end.play("take 1")
    # Equal tokens: the higher secret card wins alone.
    (winner,) = end.winners
    assert end.returns[winner] == 1.0 and end.returns[1 - winner] == -1.0


def test_views_hide_the_other_card_and_the_seed() -> None:
    state = seaboard.load("pick-up").new(seed=9)
    mine, theirs = state.view(0), state.view(1)
    assert mine["card"] == state.cards[0] and theirs["card"] == state.cards[1]
    assert mine["legal"] == ["take 1", "take 2"] and theirs["legal"] == []
    assert str(state.seed) not in str(mine)
    with pytest.raises(ValueError, match="seat 5 does not exist"):
        state.view(5)


def test_state_from_json_names_the_bad_field() -> None:
    game = seaboard.load("pick-up")
    data = game.new(seed=2).to_json()
    data["state"]["pile"] = "many"
    with pytest.raises(NotationError, match=r"state\.pile must be int"):
        game.state_from_json(data)
    data = game.new(seed=2).to_json()
    data["players"] = 3
    with pytest.raises(NotationError, match="players must be 2"):
        game.state_from_json(data)


def test_decode_outside_the_range_is_refused() -> None:
    game = seaboard.load("pick-up")
    with pytest.raises(NotationError, match=r"outside 0\.\.1"):
        game.decode(2)


def test_registering_a_second_game_under_one_name_fails() -> None:
    class Other(PickUp):
        pass

    with pytest.raises(ValueError, match="registered already"):
        register(Other)
    assert game_class("pick-up") is PickUp


def test_games_and_states_pickle_for_worker_processes() -> None:
    import pickle

    game = seaboard.load("pick-up", players=3, tokens=5)
    state = game.new(seed=2).play("take 1")
    again = pickle.loads(pickle.dumps(state))
    assert again.game == game and again.to_json() == state.to_json()


def test_history_grows_without_changing_its_past() -> None:
    from seaboard.engine import History

    base = History.of([Take(1), Take(2)])
    longer = base.add(Take(1))
    other = base.add(Take(2))
    assert base.as_tuple() == (Take(1), Take(2)) and len(base) == 2
    assert longer == (Take(1), Take(2), Take(1)) and len(longer) == 3
    assert other.as_tuple()[-1] == Take(2) and list(longer)[:2] == list(base)
    deep = History()
    for i in range(5000):
        deep = deep.add(Take(1 + i % 2))
    import pickle

    assert pickle.loads(pickle.dumps(deep)) == deep and len(deep) == 5000


@pytest.mark.parametrize(
    ("count", "text"),
    [(0, "0 cards"), (1, "1 card"), (2, "2 cards"), (-1, "-1 card"), (-3, "-3 cards")],
)
def test_counted_makes_the_noun_agree(count: int, text: str) -> None:
    assert counted(count, "card") == text


def test_counted_takes_an_irregular_plural() -> None:
    assert [counted(n, "die", "dice") for n in (1, 2)] == ["1 die", "2 dice"]

"""The shared naming of the words: who is "you", names with roles, verbs that agree."""

from __future__ import annotations

import pytest

from seaboard.engine import Naming, load
from seaboard.engine.telling import capital, listing, ordinal, third_person


@pytest.mark.parametrize(
    ("verb", "third"),
    [
        ("draw", "draws"),
        ("pass", "passes"),
        ("carry", "carries"),
        ("play", "plays"),
        ("have", "has"),
        ("do", "does"),
        ("go", "goes"),
        ("touch", "touches"),
    ],
)
def test_the_verb_after_a_name(verb: str, third: str) -> None:
    assert third_person(verb) == third


def test_a_listener_is_you_and_the_others_are_named_with_their_roles() -> None:
    game = load("land-vs-sea")
    tell = Naming(game, 1, ["Ann", "Bob"])
    assert tell.says(0, "draw") == "Ann (Land) draws"
    assert tell.says(1, "draw") == "You draw"
    assert tell.says(1, "have", "has", head=False) == "you have"
    assert (tell.name(0), tell.name(1)) == ("Ann", "you")
    assert (tell.whose(0), tell.whose(1)) == ("Ann's", "your")
    assert (tell.own(0), tell.own(1)) == ("their", "your")
    assert tell.listing([0, 1]) == "Ann and you"


def test_without_names_the_roles_stand_in_and_a_spectator_is_nobodys_you() -> None:
    game = load("ebbe-flut")
    for names in (None, [], ["", "  "]):
        tell = Naming(game, None, names)
        assert tell.says(0, "place") == "Water places"
        assert tell.whose(1) == "Land's"
        assert not tell.is_you(0) and not tell.is_you(1)


def test_roles_that_are_seat_numbers_stay_off_the_names() -> None:
    game = load("flotsam-fight", 3)
    tell = game.words.naming(game, 2, ["Ann", None, "Cy"])
    assert tell.who(0) == "Ann"
    assert tell.who(1) == "Player 2"  # an unnamed seat by its role
    assert tell.who(2) == "You"
    assert load("land-vs-sea").new(1).naming(None, ["Ann", "Bob"]).who(1) == "Bob (Sea)"


def test_small_helpers() -> None:
    assert [ordinal(n) for n in (1, 2, 10, 11, 12, 13, 21, 22, 23, 101)] == [
        "first",
        "second",
        "tenth",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "101st",
    ]
    assert listing([]) == "" and listing(["a"]) == "a" and listing(["a", "b", "c"]) == "a, b and c"
    assert capital("you win") == "You win" and capital("") == ""

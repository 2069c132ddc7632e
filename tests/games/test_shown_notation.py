"""What a player types is what the board shows: every game's shown notation (Game.notation_for)
reads back (Game.parse_action_for) to the same action, is one per legal action, counts from
1 as the boards do, and never is the canonical notation's 0-based form."""

from __future__ import annotations

import random

import pytest

import seaboard
from seaboard.engine import Game, NotationError, State, names


def states(game: Game, seed: int, count: int) -> list[State]:
    """``count`` states of one random game (every one with a mover)."""
    rng = random.Random(seed)
    state = game.new(seed)
    out: list[State] = []
    while not state.is_terminal and len(out) < count:
        out.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return out


def configs(name: str) -> list[Game]:
    presets = seaboard.engine.game_class(name).conformance_configs()
    return [seaboard.load(name, players, **options) for players, options in presets]


@pytest.mark.parametrize("name", names())
def test_every_shown_form_reads_back_to_its_action_and_is_unique(name: str) -> None:
    checked = 0
    for number, game in enumerate(configs(name)):
        for state in states(game, 100 + number, 60):
            legal = state.legal_actions()
            for seat in (state.to_move, None):
                shown = [game.notation_for(a, seat) for a in legal]
                assert len(set(shown)) == len(shown), f"{name}: two actions share a shown form"
                for action, text in zip(legal, shown, strict=True):
                    assert game.parse_action_for(text, seat) == action, text
                    # case and spacing never matter
                    assert game.parse_action_for(f"  {text.upper()} ", seat) == action, text
                    checked += 1
    assert checked > 100


@pytest.mark.parametrize("name", names())
def test_nonsense_is_refused_in_one_sentence(name: str) -> None:
    game = seaboard.load(name)
    for text in ("", "jump", "take 9", "place 0,0", "swap 0,1 0,2", "tile 3 up on 0,0 turned 1"):
        with pytest.raises(NotationError) as caught:
            game.parse_action_for(text, 0)
        assert str(caught.value) and "\n" not in str(caught.value)


# -- the examples of issue 36 ---------------------------------------------------------------
def test_el_switcher_counts_from_one_and_names_cards_in_words() -> None:
    game = seaboard.load("el-switcher")
    swap = game.parse_action("mov1 3,3 5,1")  # row 4, column 4 with row 6, column 2
    assert game.notation_for(swap, 0) == "swap 4,4 6,2"
    assert game.parse_action_for("swap 6,2 4,4", 0) == swap  # either order
    two_cards = game.parse_action("mov7 0,0 0,2")  # an end of the row, and two apart
    assert game.notation_for(two_cards, 0) == "swap 1,1 1,3 to an end of the line"
    assert game.parse_action_for("swap 1,1 1,3 (straight, two apart)", 0) == game.parse_action(
        "mov2 0,0 0,2"
    )
    with pytest.raises(NotationError, match="two cards swap 1,1 and 1,3"):
        game.parse_action_for("swap 1,1 1,3", 0)
    claim = game.parse_action("claim fige02 0,0 0,1 1,0 1,1")  # the square
    assert game.notation_for(claim, 0) == "form 1,1 1,2 2,1 2,2"
    block = game.parse_action("claim fige02@1 0,0 0,1 1,0 1,1")
    assert game.notation_for(block, 0) == "block 1,1 1,2 2,1 2,2"  # the only opponent
    assert game.notation_for(block, None) == "block player 2 1,1 1,2 2,1 2,2"
    for seat in (0, None):
        text = game.notation_for(claim, seat) + game.notation_for(swap, seat)
        assert "mov" not in text and "fig" not in text


def test_ebbe_flut_counts_from_one_from_each_side() -> None:
    game = seaboard.load("ebbe-flut")
    place = game.parse_action("place 3,4")  # row 4, column 5 on Water's side
    assert game.notation_for(place, 0) == "place 4,5"
    assert game.notation_for(place, 1) == "place 2,1"  # Land reads the board turned round
    assert game.parse_action_for("place 4,5", 0) == place
    assert game.notation_for(game.parse_action("draw 0"), 0) == "draw 1"
    assert game.parse_action_for("draw from stack 1", 0) == game.parse_action("draw 0")
    with pytest.raises(NotationError, match="stacks are numbered 1 to 5"):
        game.parse_action_for("draw 0", 0)


def test_flotsam_fight_names_cards_and_boats_by_their_printed_numbers() -> None:
    game = seaboard.load("flotsam-fight")
    play = game.parse_action("42>7")
    assert game.notation_for(play, 0) == "42>7"
    assert game.parse_action_for("42→7", 0) == play  # the menu's arrow
    with pytest.raises(NotationError, match="numbered"):
        game.parse_action_for("42>1", 0)


def test_land_vs_sea_counts_tiles_and_stacks_from_one_and_turns_in_steps() -> None:
    game = seaboard.load("land-vs-sea")
    assert game.notation_for(game.parse_action("take 0"), 0) == "take 1"
    place = game.parse_action("h0u@-1,0r1")
    assert game.notation_for(place, 0) == "tile 1 up on -1,0 turned 1"
    assert game.parse_action_for("tile 1 up on -1,0, turned 1", 0) == place  # the menu's
    steal = game.parse_action("steal 1.0")
    assert game.notation_for(steal, 0) == "steal Sea's tile 1"
    four = seaboard.load("land-vs-sea", players=4)
    assert four.notation_for(steal, 0) == "steal player 2's tile 1"  # two seats play Sea
    waypoint = game.parse_action("waypoint@2,-1.0")
    assert game.notation_for(waypoint, 0) == "waypoint on 2,-1 region 1"
    for action in (place, steal, waypoint):
        assert "@" not in game.notation_for(action, 0)

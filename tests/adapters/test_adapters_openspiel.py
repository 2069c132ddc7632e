"""OpenSpiel: random_sim_test for every game, IS-MCTS full games, seeds and resampling."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel
import pytest
from adapter_configs import configs, one_per_game
from open_spiel.python.algorithms import ismcts, mcts

from seaboard.adapters import openspiel
from seaboard.adapters.observation import encoder_for
from seaboard.engine import OptionValue, load


class ShortRollouts(mcts.Evaluator):  # type: ignore[misc]
    """Random rollouts cut after a few actions (value 0 there): keeps the test quick."""

    def __init__(self, steps: int, rng: np.random.RandomState) -> None:
        self.steps = steps
        self.rng = rng

    def evaluate(self, state: Any) -> Any:
        state = state.clone()
        for _ in range(self.steps):
            if state.is_terminal():
                break
            state.apply_action(int(self.rng.choice(state.legal_actions())))
        if state.is_terminal():
            return np.array(state.returns())
        return np.zeros(state.num_players())

    def prior(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def spiel_game(name: str, players: int, options: dict[str, OptionValue], seed: int = 0) -> Any:
    return openspiel.load_game(name, players, seed=seed, **options)


def test_every_registered_game_is_an_openspiel_game() -> None:
    from seaboard.engine import names

    registered = {g.short_name for g in pyspiel.registered_games()}
    for name in names():
        assert openspiel.short_name(name) in registered


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), configs())
def test_openspiel_random_sim_test(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = spiel_game(name, players, options)
    # serialize=False: OpenSpiel cannot save the RNG of a Python game with sampled chance;
    # our own serialize/deserialize is tested below.
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)
    assert game.num_players() == players
    assert game.observation_tensor_size() == encoder_for(load(name, players, **options)).size


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), one_per_game())
def test_openspiel_ismcts_plays_full_games(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = spiel_game(name, players, options, seed=11)
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(game, ShortRollouts(6, rng), 2.0, 4, random_state=rng)
    state = game.new_initial_state()
    while not state.is_terminal():
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    assert len(state.returns()) == players
    assert state.seaboard.is_terminal


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), one_per_game())
def test_resample_from_infostate_keeps_the_information_state(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = spiel_game(name, players, options, seed=2)
    state = game.new_initial_state()
    rng = np.random.RandomState(1)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    while not state.is_terminal():
        for player in range(players):
            twin = state.resample_from_infostate(player, sampler)
            assert twin.information_state_string(player) == state.information_state_string(player)
            assert np.array_equal(twin.observation_tensor(player), state.observation_tensor(player))
            assert twin.history() == state.history()
        state.apply_action(int(rng.choice(state.legal_actions())))
        if len(state.history()) > 40:
            break


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(("name", "players", "options"), one_per_game())
def test_serialize_and_deserialize_round_trip(
    name: str, players: int, options: dict[str, OptionValue]
) -> None:
    game = spiel_game(name, players, options, seed=3)
    state = game.new_initial_state()
    rng = np.random.RandomState(2)
    for _ in range(6):
        if state.is_terminal():
            break
        state.apply_action(int(rng.choice(state.legal_actions())))
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state)
    assert again.history() == state.history()
    assert again.legal_actions() == state.legal_actions()


@pytest.mark.usefixtures("toy_registered")
def test_the_seed_parameter_fixes_the_sequence_of_games() -> None:
    def deals(seed: int) -> list[int]:
        game = spiel_game("pick-up", 2, {}, seed=seed)
        return [json.loads(game.new_initial_state().serialize())["seed"] for _ in range(4)]

    assert deals(5) == deals(5)
    assert len(set(deals(5))) == 4, "each new game gets its own seed"
    assert deals(5) != deals(6)
    first, second = deals(-1), deals(-1)
    assert first != second, "seed=-1 draws from the system"


@pytest.mark.usefixtures("toy_registered")
def test_parameters_options_and_strings() -> None:
    openspiel.register("pick-up")
    game = pyspiel.load_game("python_seaboard_pick_up", {"players": 3, "tokens": "4"})
    assert game.num_players() == 3
    assert game.max_game_length() == 4
    assert game.get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM
    state = game.new_initial_state()
    assert state.action_to_string(0, 1) == "take 2"
    view = json.loads(state.observation_string(1))
    assert view["seat"] == 1 and view["pile"] == 4 and view["card"] is not None
    info = state.information_state_string(1)
    state.apply_action(0)
    assert state.information_state_string(1).startswith("history: take 1\n")
    assert info != state.information_state_string(1)
    two = openspiel.load_game("pick-up", 2)
    assert two.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert two.get_parameters()["tokens"] == "default"
    assert two.seaboard.option("tokens") == 7
    public = two.make_py_observer(
        pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    assert json.loads(public.string_from(two.new_initial_state(), 0))["card"] is None


def _random_line(game: Any, steps: int, seed: int = 0) -> list[Any]:
    """The states of one random line of play, ``steps`` actions long (or to the end)."""
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    line = [state]
    for _ in range(steps):
        if state.is_terminal():
            break
        state = state.child(int(rng.choice(state.legal_actions())))
        line.append(state)
    return line


def test_long_games_cost_linear_memory_in_strings_and_history() -> None:
    # Quadratic growth came from each state keeping its whole history as a new string and
    # from str(state) serialising the history: here the position's text stays the same
    # size, and every state of the line shares one notation list of one entry per action.
    game = spiel_game("el-switcher", 2, {})
    states = _random_line(game, 1500)
    assert len(states) == 1501, "the game should last beyond 1500 actions"
    early, late = str(states[100]), str(states[1500])
    assert "turn 1500" in late and len(late) < len(early) + 400
    assert '"history"' not in late
    lines = {id(s._inner.line) for s in states[1:]}
    assert len(lines) == 1, "the states of one line share one notation list"
    assert len(states[-1]._inner.line.parts) == 1500
    expected = " | ".join(str(a) for a in states[-1].seaboard.history)
    info = states[-1].information_state_string(0)
    assert info.startswith(f"history: {expected}\nview: ")
    # An earlier state answers with its own prefix of the shared text.
    prefix = " | ".join(str(a) for a in states[3].seaboard.history)
    assert states[3].information_state_string(1).startswith(f"history: {prefix}\nview: ")


@pytest.mark.usefixtures("toy_registered")
def test_branches_share_the_notation_only_while_they_agree() -> None:
    game = spiel_game("pick-up", 2, {})
    root = game.new_initial_state()
    first, second = root.legal_actions()[:2]
    a = root.child(first)
    same = root.child(first)
    other = root.child(second)
    assert a._inner.line is same._inner.line
    assert other._inner.line is not a._inner.line
    mover = root.current_player()
    assert a.information_state_string(0).startswith(
        f"history: {root.action_to_string(mover, first)}\n"
    )
    assert other.information_state_string(0).startswith(
        f"history: {root.action_to_string(mover, second)}\n"
    )


@pytest.mark.usefixtures("toy_registered")
def test_sizing_tensors_deals_no_games() -> None:
    # OpenSpiel sizes a tensor on a new initial state that it drops after one look: that
    # state's deal goes to the next one, so the seed sequence is the same with or without.
    quiet = spiel_game("pick-up", 2, {}, seed=4)
    busy = spiel_game("pick-up", 2, {}, seed=4)
    seeds = []
    for game in (quiet, busy):
        state = game.new_initial_state()
        if game is busy:
            for _ in range(5):
                state.observation_tensor(0)
                state.information_state_tensor(1)
        seeds.append(
            [json.loads(state.serialize())["seed"]]
            + [json.loads(game.new_initial_state().serialize())["seed"] for _ in range(3)]
        )
    assert seeds[0] == seeds[1]
    assert len(set(seeds[0])) == 4


MEMORY_TARGET = 1024**3  # random_sim_test at default options: within 1 GB (and a minute)

SIM_AT_DEFAULTS = """
import resource, sys, pyspiel
from seaboard.adapters import openspiel
game = openspiel.load_game("el-switcher", int(sys.argv[1]))
longest = [0]
def check(state):
    longest[0] = max(longest[0], len(state.history()))
pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False, state_checker_fn=check)
print(longest[0], game.max_game_length(), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


@pytest.mark.parametrize("players", [2, 3, 4])
def test_el_switcher_at_default_options_gets_a_turn_limit_within_the_length_bound(
    players: int,
) -> None:
    game = spiel_game("el-switcher", players, {})
    assert game.seaboard.max_turns is not None
    assert game.max_game_length() <= openspiel.ADAPTER_MAX_LENGTH
    # OpenSpiel's history vectors in every kept state: about 16 T^2 bytes
    assert 16 * game.max_game_length() ** 2 < 0.85 * MEMORY_TARGET
    one_more = load("el-switcher", players, max_turns=game.seaboard.max_turns + 1)
    assert one_more.max_length > openspiel.ADAPTER_MAX_LENGTH, "the largest limit that fits"
    assert spiel_game("el-switcher", players, {"max_turns": None}).seaboard.max_turns is None
    chosen = spiel_game("el-switcher", players, {"max_turns": 30}).seaboard.max_turns
    assert chosen == 30


def test_random_sim_test_at_default_options_stays_within_1_gb() -> None:
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-c", SIM_AT_DEFAULTS, "2"],
        capture_output=True,
        text=True,
        check=True,
    )
    longest, bound, peak_kib = (int(x) for x in proc.stdout.split())
    assert 1000 < longest <= bound <= openspiel.ADAPTER_MAX_LENGTH
    assert peak_kib * 1024 < MEMORY_TARGET

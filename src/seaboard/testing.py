"""The conformance kit: checks every game must pass (after OpenSpiel's random_sim_test and
pgx's api_test). Each check raises AssertionError naming what broke.

The test suite runs them over every registered game, player count and option preset; a
new game's author can run them alone while writing it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from seaboard.engine import Action, Game, IllegalAction, NotationError, State, load, names
from seaboard.schema import shape_problems

REQUIRED_VIEW_KEYS = ("to_move", "scores", "players", "legal")


def configurations() -> Iterator[tuple[str, Game]]:
    """Every registered game in every configuration it declares, with a readable id."""
    from seaboard.engine.registry import game_class

    for name in names():
        for players, options in game_class(name).conformance_configs():
            opts = ",".join(f"{k}={v}" for k, v in sorted(options.items()))
            yield f"{name}-{players}p{'-' + opts if opts else ''}", load(name, players, **options)


def random_playout(game: Game, seed: int, *, checks: bool = True) -> State:
    """Play uniformly random legal actions from ``new(seed)`` to the end."""
    rng = random.Random(seed)
    state = game.new(seed)
    steps = 0
    while not state.is_terminal:
        if checks:
            check_state(state)
        legal = state.legal_actions()
        state = state.play(rng.choice(legal)) if checks else state.apply(rng.choice(legal))
        steps += 1
        assert steps <= game.max_length, f"game longer than its max_length {game.max_length}"
    if checks:
        check_state(state)
        check_terminal(state)
    return state


def walk(game: Game, seed: int, choices: list[int]) -> State:
    """The state reached by picking ``choices[i] % len(legal)`` at each step."""
    state = game.new(seed)
    for choice in choices:
        if state.is_terminal:
            break
        legal = state.legal_actions()
        state = state.play(legal[choice % len(legal)])
    return state


def check_state(state: State) -> None:
    """Turn, legality, views, notation, integer encoding and JSON round trip of one state."""
    game = state.game
    mover = state.to_move
    legal = state.legal_actions()
    assert isinstance(legal, tuple)
    assert legal == state.legal_actions(), "legal_actions is not deterministic"
    if mover is None:
        assert state.is_terminal and legal == ()
    else:
        assert 0 <= mover < game.players, f"to_move {mover} is not a seat"
        assert legal, "a live state has no legal action"
        assert len(set(legal)) == len(legal), "legal_actions repeats an action"
    for action in legal:
        text = str(action)
        assert game.parse_action(text) == action, f"notation {text!r} does not round-trip"
        check_action_data(game, action)
        index = game.encode(action)
        assert 0 <= index < game.num_actions, f"{text} encodes outside num_actions"
        assert game.decode(index) == action, f"{text} does not round-trip through {index}"
    assert len({game.encode(a) for a in legal}) == len(legal), "two legal actions share an int"
    assert len(state.scores) == game.players
    for action in legal[:: max(1, len(legal) // 20)]:
        quick = state.scores_after(action)
        if quick is not None:
            after = state.apply(action)
            assert not after.is_terminal, f"scores_after answered for {action}, which ends the game"
            assert quick == after.scores, f"scores_after({action}) is not the scores after it"
    for seat in [None, *range(game.players)]:
        view = state.view(seat)
        json.dumps(view)
        for key in REQUIRED_VIEW_KEYS:
            assert key in view, f"view({seat}) lacks {key!r}"
        expected = [str(a) for a in legal] if seat is not None and seat == mover else []
        assert view["legal"] == expected, f"view({seat})['legal'] is wrong"
        assert view["legal_data"] == [
            a.data() for a in legal if seat is not None and seat == mover
        ], f"view({seat})['legal_data'] is not the data of 'legal', in its order"
        check_view_shape(game, view)
    check_json_round_trip(state)


def check_action_data(game: Game, action: Action) -> None:
    """``data()`` is plain JSON of a ``kind`` and fields, and reads back to the same action
    (through its notation: ``action_from_data`` parses ``str`` of what the data names)."""
    data = action.data()
    raw = json.loads(json.dumps(data))
    assert raw == data and isinstance(data.get("kind"), str), (
        f"{action}: data() must be a JSON object with a kind, not {data!r}"
    )
    again = game.action_from_data(raw)
    assert again == action, f"data {data} of {action} reads back as {again}"


def check_view_shape(game: Game, view: dict[str, Any]) -> None:
    """The view has exactly the keys and types of the game's ``view_shape``."""
    shape = type(game).view_shape
    assert shape is not None, f"{game.name} declares no view_shape (a TypedDict in view.py)"
    found = shape_problems(view, shape)
    more = f" (and {len(found) - 5} more)" if len(found) > 5 else ""
    assert not found, (
        f"{game.name}: the view does not fit {shape.__name__}: " + "; ".join(found[:5]) + more
    )


def check_json_round_trip(state: State) -> None:
    """``to_json`` survives a trip through text and ``state_from_json``."""
    data = state.to_json()
    again = state.game.state_from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data, "to_json/state_from_json does not round-trip"
    assert again.legal_actions() == state.legal_actions()
    assert again.to_move == state.to_move


def check_terminal(state: State) -> None:
    """A finished game names its winners and returns."""
    n = state.game.players
    assert state.is_terminal
    assert state.winners, "a finished game has no winner (a draw lists every tied seat)"
    assert state.winners <= frozenset(range(n))
    assert len(state.returns) == n
    assert all(-1.0 <= r <= 1.0 for r in state.returns)


def check_replay(state: State) -> None:
    """Replaying the history from the seed gives the same state, exactly."""
    again = state.game.replay(state.seed, state.history)
    assert again.to_json() == state.to_json(), "replay(seed, history) differs"


def check_illegal(state: State, rng: random.Random, samples: int = 20) -> None:
    """Actions outside the legal set are refused with IllegalAction; the state is unchanged."""
    game = state.game
    before = state.to_json()
    legal = set(state.legal_actions())
    tried = 0
    for _ in range(samples * 4):
        if tried >= samples:
            break
        action = game.decode(rng.randrange(game.num_actions))
        if action in legal:
            continue
        tried += 1
        try:
            state.play(action)
        except IllegalAction as err:
            assert str(err).strip(), "IllegalAction without a reason"
        else:
            raise AssertionError(f"illegal action {action} was accepted")
        assert state.to_json() == before, "a refused action changed the state"
    try:
        state.play("this is not an action")
    except NotationError:
        pass
    else:
        raise AssertionError("nonsense notation was accepted")
    assert state.to_json() == before


def check_hidden_information(state: State, seed: int) -> None:
    """``resample`` keeps each seat's view and depends on nothing but that view."""
    for seat in range(state.game.players):
        view = state.view(seat)
        first = state.resample(seat, random.Random(seed))
        assert first.view(seat) == view, f"resample({seat}) changed seat {seat}'s view"
        assert first.history == state.history
        # A state the seat cannot tell apart from the true one must resample identically.
        twin = state.resample(seat, random.Random(seed + 1))
        assert twin.view(seat) == view
        again = twin.resample(seat, random.Random(seed))
        assert again.to_json() == first.to_json(), (
            f"resample({seat}) depends on hidden information, not only on the view"
        )


def check_may_reveal(state: State, seed: int, worlds: int = 32, actions: int = 6) -> int:
    """Each legal action ``may_reveal`` declares False leaves the mover's view the same on
    ``worlds`` states the mover cannot tell apart (at most ``actions`` of them: one of each
    kind first, then others drawn at random). Returns how many actions it checked."""
    from seaboard.engine.undo import reveals

    seat = state.to_move
    if seat is None:
        return 0
    rng = random.Random(seed)
    quiet = [a for a in state.legal_actions() if not state.may_reveal(a)]
    rng.shuffle(quiet)
    kinds: dict[type, object] = {}
    for a in quiet:
        kinds.setdefault(type(a), a)
    chosen = list(kinds.values())
    chosen += [a for a in quiet if a not in chosen][: max(0, actions - len(chosen))]
    for action in chosen:
        assert isinstance(action, Action)
        after = state.apply(action)
        worlds_rng = random.Random(f"{seed}/{action}")
        assert not reveals(state, action, after, seat, worlds_rng, tries=worlds), (
            f"{state.game.name}: {action} is declared to reveal nothing (may_reveal), yet "
            f"seat {seat}'s view after it differs on a state it cannot tell apart"
        )
    return len(chosen)


def check_describe(state: State, action: object, seed: int) -> None:
    """``describe`` gives one non-empty line per seat that leaks nothing, with the players'
    names and without, and never calls the listener by name (they are "you").

    For each seat, a state it cannot tell apart from ``state`` (drawn by ``resample``) on
    which the same action leads to the same view of that seat must be described to that
    seat in the same words: the text may depend on nothing the seat does not see.
    """
    assert isinstance(action, Action)
    after = state.apply(action)
    game = state.game
    # the words are told with the players' names and without (the roles stand in)
    names = [f"Name{s + 1}" for s in range(game.players)]
    for seat in [None, *range(game.players)]:
        texts = [state.describe(action, seat, after), state.describe(action, seat, after, names)]
        for text in texts:
            assert isinstance(text, str) and text.strip(), f"describe gave no words for {action}"
            assert "\n" not in text.strip(), f"describe of {action} is more than one line"
        if seat is not None:
            assert f"Name{seat + 1}" not in texts[1], f"seat {seat} is not told as you: {texts[1]}"
        if seat is None:
            continue
        seen = after.view(seat, with_legal=False)
        for k in range(2):
            twin = state.resample(seat, random.Random(seed * 7 + k))
            if action not in twin.legal_actions():
                continue
            twin_after = twin.apply(action)
            if twin_after.view(seat, with_legal=False) != seen:
                continue
            others = [
                twin.describe(action, seat, twin_after),
                twin.describe(action, seat, twin_after, names),
            ]
            assert others == texts, (
                f"describe({action}) for seat {seat} depends on hidden information: "
                f"{texts!r} against {others!r}"
            )
    start = game.new(seed)
    for seat in [None, *range(game.players)]:
        for told in (start.describe_start(seat), start.describe_start(seat, names)):
            assert isinstance(told, str) and told.strip(), "describe_start gave no words"

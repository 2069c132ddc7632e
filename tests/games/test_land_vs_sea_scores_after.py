"""Land vs Sea's ``scores_after`` shortcut gives exactly the scores of the applied placement."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import seaboard
from seaboard.engine import State
from seaboard.games.land_vs_sea.actions import Place

CONFIGS = [
    (2, {}),
    (2, {"mountains_coral": True, "caravans_ships": True, "waypoints": True}),
    (3, {}),
    (4, {}),
]


def _check_every_action(state: State) -> int:
    """Compare the shortcut with ``apply`` for every legal action; count the answers."""
    before = json.dumps(state.to_json())
    answered = 0
    for action in state.legal_actions():
        quick = state.scores_after(action)
        if quick is None:
            continue
        assert isinstance(action, Place)
        answered += 1
        assert quick == state.apply(action).scores, action
    assert json.dumps(state.to_json()) == before, "scores_after changed the state"
    return answered


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), config=st.sampled_from(CONFIGS))
def test_scores_after_equals_the_applied_scores(seed: int, config: tuple[int, dict]) -> None:
    players, options = config
    game = seaboard.load("land-vs-sea", players, **options)
    rng = random.Random(seed)
    state = game.new(seed)
    answered = scored = 0
    step = 0
    while not state.is_terminal:
        legal = state.legal_actions()
        if step % 3 == 0:
            answered += _check_every_action(state)
        # mostly the best-scoring placement, so that areas, chains and routes complete
        mover = state.to_move
        assert mover is not None
        quick = {a: state.scores_after(a) for a in legal}
        known = [a for a in legal if quick[a] is not None]
        if known and rng.random() < 0.7:
            action = max(known, key=lambda a: quick[a][mover])  # type: ignore[index]
        else:
            action = rng.choice(legal)
        after = state.apply(action)
        if after.scores != state.scores:
            scored += 1
        state = after
        step += 1
    assert answered > 100
    assert scored > 5, "the game scored too seldom to test the shortcut"


def test_no_shortcut_once_the_stacks_are_empty() -> None:
    """The last placements may end the game and pay trade routes: those are applied."""
    game = seaboard.load("land-vs-sea", 2)
    rng = random.Random(5)
    state = game.new(5)
    while not state.is_terminal:
        data = state.to_json()
        if (
            state.legal_actions()
            and all(isinstance(a, Place) for a in state.legal_actions())
            and not any(s["size"] for s in state.view(None)["stacks"])
        ):
            assert all(state.scores_after(a) is None for a in state.legal_actions())
            assert json.dumps(state.to_json()) == json.dumps(data)
            return
        state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("never reached a placement with empty stacks")

"""The kinds of a table's logged events, as the database holds them and clients hear them."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.engine import SeaboardError
from seaboard.server.table.log import ACT, TIMEOUT, GameLog


def test_a_timeout_is_stored_as_its_own_kind_and_told_as_an_act_with_a_flag() -> None:
    game = seaboard.load("el-switcher", turn_seconds=1)
    log = GameLog(game, 3)
    first = log.state.to_move
    assert first is not None
    before = log.state
    assert str(before.timeout_action()) == "end"
    log.apply(TIMEOUT, first, "end", None, 0.0)
    after = log.state
    assert after.history[-1] == before.timeout_action()
    for seat in (None, 0, 1):
        told = log.events[-1].told(seat)
        assert told == {
            "seq": 1,
            "seat": first,
            "kind": "act",
            "action": "end",
            "data": {"kind": "end"},
            "text": before.describe_timeout(seat, after),
            "timeout": True,
            "shown": "end",
        }
        assert told["text"] != before.describe(before.timeout_action(), seat, after)
    mover = log.state.to_move
    assert mover is not None
    move = str(log.state.legal_actions()[0])
    log.apply(ACT, mover, move, "c1", 1.0)
    assert "timeout" not in log.events[-1].told(mover)
    # The timeout counts as the last action played before it (what a take-back looks at).
    replayed = GameLog(game, 3)
    replayed.apply(TIMEOUT, first, "end", None, 0.0)
    assert replayed.undo_refusal(1 - first) == "the last action was not yours to take back"


def test_an_unknown_kind_in_the_log_is_refused() -> None:
    log = GameLog(seaboard.load("el-switcher"), 3)
    with pytest.raises(SeaboardError, match="unknown event kind 'later'"):
        log.apply("later", 0, "end", None, 0.0)

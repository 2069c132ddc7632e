"""A move's path on one table, without I/O: checked once, then applied as it was checked."""

from __future__ import annotations

from typing import Any

import pytest

import seaboard
from seaboard.engine import Action
from seaboard.server.table.clocks import Clocks
from seaboard.server.table.live import LiveTable, Seat
from seaboard.server.table.log import ACT, GameLog
from seaboard.server.table.moves import propose
from seaboard.server.table.states import PLAYING


def two_player_table() -> LiveTable:
    game = seaboard.load("ebbe-flut", 2)
    return LiveTable(
        table_id="t",
        game=game,
        seed=4,
        public=True,
        status=PLAYING,
        created=0.0,
        clock_base=None,
        clock_increment=None,
        timeout_policy="lose",
        grace=60.0,
        seats=[Seat(player_id="p0", name="ana"), Seat(player_id="p1", name="ben")],
        log=GameLog(game, 4),
        clocks=Clocks.fresh(game, None, None),
    )


def test_an_act_is_parsed_once_from_its_check_to_the_log(monkeypatch: pytest.MonkeyPatch) -> None:
    table = two_player_table()
    seat = table.log.state.to_move
    assert seat is not None
    notation = str(table.log.state.legal_actions()[0])
    parsed: list[str] = []
    parse = table.game.parse_action

    def counted(text: str, *args: Any) -> Action:
        parsed.append(text)
        return parse(text, *args)

    monkeypatch.setattr(table.game, "parse_action", counted)
    proposal = propose(table, seat, ACT, notation, "c1", 0, 1.0)
    table.accept(proposal)
    assert parsed == [notation]
    assert proposal.checked is not None
    event = table.log.events[-1]
    assert event.action is proposal.checked.action and table.log.state is proposal.checked.after
    assert event.notation == str(proposal.checked.action) and table.client_ids[(seat, "c1")] == 1

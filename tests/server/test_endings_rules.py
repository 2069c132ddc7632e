"""The pure rules of endings (``table/endings.py``): who may win after a resignation, and the
clock of a seat taken back."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import seaboard
from seaboard.server.errors import Refused
from seaboard.server.table.clocks import Clocks
from seaboard.server.table.endings import draw, normal_result, reclaim
from seaboard.server.table.live import LiveTable, Seat
from seaboard.server.table.log import LEAVE, GameLog
from seaboard.server.table.states import PLAYING


@dataclass
class Ended:
    """The few fields of a finished state that a result reads."""

    scores: list[float]
    winners: set[int] = field(default_factory=set)


def three_player_table(**seat0: Any) -> LiveTable:
    game = seaboard.load("flotsam-fight", 3)
    seats = [
        Seat(player_id="p0", name="ana", **seat0),
        Seat(player_id="p1", name="ben"),
        Seat(bot="random"),
    ]
    return LiveTable(
        table_id="t",
        game=game,
        seed=1,
        public=True,
        status=PLAYING,
        created=0.0,
        clock_base=60.0,
        clock_increment=0.0,
        timeout_policy="bot",
        grace=60.0,
        seats=seats,
        log=GameLog(game, 1),
        clocks=Clocks.fresh(game, 60.0, 0.0),
    )


def test_a_resigned_seat_is_never_among_the_winners() -> None:
    table = three_player_table(bot="greedy", takeover="resign")
    table.log.apply(LEAVE, 0, "ana resigns: a bot plays out the seat of Player 1.", None, 0.0)
    shared = normal_result(table, Ended([3.0, 3.0, 1.0], {0, 1}))  # type: ignore[arg-type]
    assert shared["winners"] == [1] and shared["reason"] == "normal"
    assert shared["text"] == "The game is over: ben wins."
    alone = normal_result(table, Ended([5.0, 1.0, 1.0], {0}))  # type: ignore[arg-type]
    assert alone["winners"] == [] and alone["text"] == "The game is over: nobody wins."


def test_a_seat_taken_back_after_its_time_ran_out_gets_a_tenth_of_the_base() -> None:
    table = three_player_table(bot="greedy", takeover="timeout")
    table.clocks.remaining_ms[0] = None
    table.clocks.running = None
    p = reclaim(table, 0, 100.0)
    assert p.seat_change == (None, None) and p.kind == "reclaim"
    assert p.clocks.remaining_ms[0] == 10_000  # a tenth of 60 s is 6 s: at least 10 s
    assert table.clocks.remaining_ms[0] is None  # the table itself is unchanged


@pytest.mark.parametrize("value", ["abc", "0", "-5", "100000"])
def test_serve_refuses_a_bad_day_length_in_one_line(value: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "seaboard.cli.main", "serve", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SEABOARD_DB": "", "SEABOARD_DAY_SECONDS": value},
    )
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, lines
    assert lines[0].startswith("seaboard: SEABOARD_DAY_SECONDS must be") and value in lines[0]


def test_a_draw_is_not_offered_to_a_bot() -> None:
    game = seaboard.load("ebbe-flut", 2)
    table = three_player_table()
    table.game, table.log = game, GameLog(game, 1)
    table.seats = [Seat(player_id="p0", name="ana"), Seat(bot="random")]
    with pytest.raises(Refused, match="a bot does not take draw offers"):
        draw(table, 0, 1.0)

"""The open-tables limit holds across processes: a burst of creates by one player, spread
over two processes, gets exactly as many tables as the same creates one after another.

Without the cross-process lock the two processes each count 19 now and then, and the
player gets 21 tables: three players make the race likely to show in one run.
"""

from __future__ import annotations

from fleet import Fleet, acting_players
from test_limits_at_once import at_once

from seaboard.server.settings import Settings

TABLE = {"game": "ebbe-flut", "players": 2, "seats": [None, None], "public": False}


def test_a_burst_of_creates_over_two_processes_gets_the_open_tables_limit(fleet: Fleet) -> None:
    one, two = fleet.start(), fleet.start()
    most = Settings(db_url="").max_open_tables
    for token in acting_players(one, ["nell", "otto", "pia"]):
        refusals: set[str] = set()
        bodies = [TABLE] * (most + 10)
        codes = at_once([one.base, two.base], "POST", "/api/tables", bodies, token, refusals)
        assert codes[200] == most and codes[429] == 10, codes
        assert len(refusals) == 1 and "unfinished tables" in refusals.pop()

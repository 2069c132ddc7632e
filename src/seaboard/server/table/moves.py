"""A move proposed on a live table: validated against the rules and clocks, not yet applied.

Pure: ``propose`` and ``propose_forfeit`` read the table and return a ``Proposal`` (the
event and the table's clocks, status and result after it); the turns module commits it,
then ``LiveTable.accept`` applies it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.engine import SeaboardError
from seaboard.engine.language import N_
from seaboard.server.errors import Refused, Stale
from seaboard.server.table.endings import normal_result, time_result
from seaboard.server.table.log import UNDO, Checked
from seaboard.server.table.proposal import Proposal
from seaboard.server.table.states import OPEN, OVER
from seaboard.server.table.takebacks import to_ask

if TYPE_CHECKING:
    from seaboard.server.table.live import LiveTable


def propose(
    table: LiveTable,
    seat: int,
    kind: str,
    notation: str | None,
    client_id: str | None,
    seq: int | None,
    now: float,
    agreed: bool = False,
) -> Proposal:
    """``seat``'s act, time-out action or take-back checked; Refused (or Stale) says why not.

    A take-back at a table of other humans needs their agreement (``agreed``: they gave it).
    """
    if table.status == OPEN:
        raise Refused(N_("the game has not started yet"), 409)
    if table.status == OVER or table.log.over:
        raise Refused(N_("the game is over"), 409)
    if seq is not None and seq != table.log.seq:
        raise Stale()
    deadline = table.clocks.clock_deadline()
    if deadline is not None and now >= deadline and table.clocks.running == seat:
        raise Refused(N_("your time is up"), 409)
    log = table.log
    before = log.state
    checked: Checked | None
    if kind != UNDO:
        assert notation is not None
        try:
            checked = log.check_act(seat, notation)
        except SeaboardError as err:
            raise Refused.of(err) from None
        notation = str(checked.action)
        after = checked.after
    else:
        refusal = log.undo_refusal(seat)
        if refusal is not None:
            raise Refused.because(N_("cannot take back: {reason}"), refusal, 409)
        if not agreed and to_ask(table, seat):
            raise Refused(N_("the other players must agree to a take-back: ask them"), 409)
        after = log.states[-2]
        notation = str(before.history[-1])
        checked = None
    clocks = table.clocks.copy()
    mover = after.to_move
    waits = mover is not None and mover not in log.moved and not (mover == seat and kind != UNDO)
    clocks.advance(before.to_move, mover, now, waits)
    status = table.status
    result = None
    if after.is_terminal:
        clocks.stop(now)
        status = OVER
        result = normal_result(table, after)
    return Proposal(
        log.seq + 1, seat, kind, notation, client_id, now, clocks, status, result, checked
    )


def propose_forfeit(table: LiveTable, seat: int, now: float) -> Proposal:
    """``seat``'s clock ran out and the table's policy is to lose: the others win."""
    return time_result(table, seat, now)

"""The browser's generated message types match the server's message shapes
(``seaboard.server.protocol``), and the messages a table sends fit those shapes."""

from __future__ import annotations

from pathlib import Path

from test_move_path import two_player_table

from seaboard.schema import check
from seaboard.schema_ts import messages_typescript
from seaboard.server.announce import presence_message, state_message
from seaboard.server.protocol import LogEvent, PresenceMessage, StateMessage
from seaboard.server.table.log import ACT
from seaboard.server.table.moves import propose

MESSAGES_TS = Path(__file__).resolve().parents[1] / "web" / "src" / "generated" / "messages.ts"


def test_generated_message_types_are_up_to_date() -> None:
    assert MESSAGES_TS.exists(), "web/src/generated/messages.ts is missing: run `make views`"
    assert MESSAGES_TS.read_text() == messages_typescript(), (
        "web/src/generated/messages.ts is stale (server/protocol.py changed): run "
        "`make views` and commit the file"
    )


def test_a_tables_state_log_and_presence_fit_their_shapes() -> None:
    table = two_player_table()
    for seat in (None, 0, 1):
        check(state_message(table, seat, 1.0), StateMessage)
    seat = table.log.state.to_move
    assert seat is not None
    notation = str(table.log.state.legal_actions()[0])
    table.accept(propose(table, seat, ACT, notation, "c1", 0, 1.0))
    for seat_ in (None, 0, 1):
        message = state_message(table, seat_, 2.0)
        check(message, StateMessage)
        assert message["last"] is not None and message["last"]["action"] == notation
        check(table.log.events[-1].told(seat_, table.names()), LogEvent)
    check(presence_message(table), PresenceMessage)

"""The server's JSON text: the same as the standard library's, whichever encoder writes it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from seaboard.server.table.messages import compact

MESSAGES: list[Any] = [
    {"type": "state", "view": {"board": [[{"owner": "water", "card": None}]], "turn": 3}},
    {"type": "chat", "from": "Zoë", "text": "à bientôt ✓", "seat": None, "ok": True},
    {"type": "state", "scores": {0: 2.5, 1: -1}, "nested": [{7: [1, {"x": 8}]}]},
    {"type": "state", "seed": 2**70, "small": -(2**63)},
]


def standard(message: Any) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("message", MESSAGES)
def test_compact_writes_what_the_standard_library_writes(message: Any) -> None:
    assert compact(message) == standard(message)
    assert json.loads(compact(message)) == json.loads(standard(message))

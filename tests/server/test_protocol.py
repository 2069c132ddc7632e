"""The websocket's close codes and limits are named once (``server/protocol.py``): no close
code is written bare in the server package, docs/server.md gives each one, and the limits
hold."""

from __future__ import annotations

import ast
import asyncio
from pathlib import Path

import pytest

import seaboard.server
from seaboard.server import protocol
from seaboard.server.errors import Refused
from seaboard.server.players import Players
from seaboard.server.ws import usable_id

ROOT = Path(seaboard.server.__file__).parent
DOCS = Path(__file__).resolve().parents[2] / "docs" / "server.md"


def test_no_close_code_is_written_bare_in_the_server_package() -> None:
    bare = []
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "close"
                and any(isinstance(a, ast.Constant) for a in node.args)
            ):
                bare.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bare == [], "close codes written as numbers (name them in protocol.py): " + str(bare)


def test_the_close_codes_are_distinct_and_each_is_in_the_docs() -> None:
    codes = protocol.CLOSE_CODES
    assert len(set(codes)) == len(codes)
    docs = DOCS.read_text()
    for code in codes:
        assert f"close code {code}" in docs, code


def test_a_message_id_is_at_most_max_id_characters() -> None:
    assert usable_id("i" * protocol.MAX_ID) and not usable_id("i" * (protocol.MAX_ID + 1))
    assert not usable_id(7) and not usable_id(None)


def test_a_token_longer_than_max_token_is_no_token_and_reads_nothing() -> None:
    players = Players(None, None, 10)  # type: ignore[arg-type]  # never reaches the database
    with pytest.raises(Refused) as refused:
        asyncio.run(players.known("t" * (protocol.MAX_TOKEN + 1)))
    assert refused.value.status == 401 and "token is needed" in refused.value.message

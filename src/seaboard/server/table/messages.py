"""The JSON text of a message sent to clients (their shapes: ``server/protocol.py``)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import orjson


def compact(message: Mapping[str, Any]) -> str:
    """JSON without spaces (views are the bulk of the traffic).

    orjson writes it about five times faster than the standard library (two state messages
    a move); the standard library takes what orjson refuses (integers beyond 64 bits).
    orjson's option for keys that are not strings costs twice the time of the whole
    message, so it is used only for the rare message that needs it (the text is the same).
    """
    try:
        return orjson.dumps(message).decode()
    except TypeError:
        pass
    try:
        return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(message, separators=(",", ":"), check_circular=False)

"""Reading an action's JSON form (``Action.data()``) with errors that name the bad field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from seaboard.engine.errors import NotationError


def kind_of(obj: object, fields: Mapping[str, tuple[str, ...]]) -> tuple[str, Mapping[str, Any]]:
    """The ``kind`` of action data and the data itself, checked to have exactly the fields
    that ``fields[kind]`` names; NotationError says what is wrong."""
    if not isinstance(obj, Mapping):
        raise NotationError(f"action data must be an object, not {type(obj).__name__}")
    kind = obj.get("kind")
    if not isinstance(kind, str) or kind not in fields:
        known = ", ".join(fields)
        raise NotationError(f"action data needs a kind, one of {known}; not {kind!r}")
    wanted = {"kind", *fields[kind]}
    missing = [k for k in ("kind", *fields[kind]) if k not in obj]
    if missing:
        raise NotationError(f"{kind} action data lacks {', '.join(missing)}")
    extra = sorted(str(k) for k in obj if k not in wanted)
    if extra:
        raise NotationError(f"{kind} action data has no field {extra[0]!r}")
    return kind, obj


def whole(obj: Mapping[str, Any], key: str) -> int:
    """A whole number at ``obj[key]``."""
    value = obj[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise NotationError(f"{key} must be a whole number, not {value!r}")
    return value


def text(obj: Mapping[str, Any], key: str) -> str:
    """A string at ``obj[key]``."""
    value = obj[key]
    if not isinstance(value, str):
        raise NotationError(f"{key} must be text, not {value!r}")
    return value


def pair(value: object, key: str) -> tuple[int, int]:
    """A ``[row, column]`` (or ``[q, r]``) pair of whole numbers."""
    if (
        not isinstance(value, list | tuple)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise NotationError(f"{key} must be a pair of whole numbers such as [2, 3], not {value!r}")
    return value[0], value[1]

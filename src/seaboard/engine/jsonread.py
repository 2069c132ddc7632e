"""Reading saved JSON with errors that name the bad field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from seaboard.engine.errors import NotationError

T = TypeVar("T")


def field(obj: Mapping[str, Any], key: str, kind: type[T], where: str = "state") -> T:
    """``obj[key]`` checked to be of ``kind``; NotationError naming ``where.key`` otherwise."""
    if not isinstance(obj, Mapping):
        raise NotationError(f"{where} must be an object, not {type(obj).__name__}")
    if key not in obj:
        raise NotationError(f"{where}.{key} is missing")
    value = obj[key]
    if kind is int and isinstance(value, bool):
        raise NotationError(f"{where}.{key} must be a whole number, not {value!r}")
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)  # type: ignore[return-value]
    if not isinstance(value, kind):
        raise NotationError(f"{where}.{key} must be {kind.__name__}, not {value!r}")
    return value


def int_list(obj: Mapping[str, Any], key: str, where: str = "state") -> list[int]:
    """A list of whole numbers at ``obj[key]``."""
    value = field(obj, key, list, where)
    for i, item in enumerate(value):
        if isinstance(item, bool) or not isinstance(item, int):
            raise NotationError(f"{where}.{key}[{i}] must be a whole number, not {item!r}")
    return value

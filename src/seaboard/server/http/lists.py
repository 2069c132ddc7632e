"""Lists one row cannot break: each item is checked against its answer's model, and one
that does not fit is logged and left out, so the others are still listed for everyone."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel, ValidationError

log = logging.getLogger("seaboard.server")


def fitting(model: type[BaseModel], items: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The items that ``model`` accepts, in their order (the others logged)."""
    out = []
    for item in items:
        try:
            model.model_validate(item)
        except ValidationError as err:
            log.error("left %s %s out of a list: %s", model.__name__, item.get("table_id"), err)
            continue
        out.append(item)
    return out

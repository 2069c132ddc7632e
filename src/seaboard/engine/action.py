"""Actions: frozen, hashable values whose ``str`` is their notation and ``data()`` their JSON."""

from __future__ import annotations

import dataclasses
from typing import Any

from seaboard.engine.native import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class Action:
    """Base of every game's actions.

    Subclasses are frozen dataclasses (``@dataclass(frozen=True, slots=True)``) whose
    ``__str__`` gives a compact notation that identifies the action without the state;
    ``Game.parse_action`` reads it back. ``data()`` gives the same action as a small JSON
    object, its ``kind`` and fields, which ``Game.action_from_data`` reads back.
    """

    __slots__ = ()

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from its fields: a compiled (mypyc) frozen dataclass cannot be unpickled
        # by setting its fields one by one.
        return (type(self), tuple(getattr(self, f.name) for f in dataclasses.fields(self)))  # type: ignore[arg-type]

    def data(self) -> dict[str, Any]:
        """The action as JSON: ``{"kind": ..., field: value, ...}`` (see the game's view.py)."""
        raise NotImplementedError(f"{type(self).__name__} does not give its data form")

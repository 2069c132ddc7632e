"""The action history as a persistent list: adding an action costs the same at any length."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Final

from seaboard.engine.action import Action


class History:
    """An immutable sequence of actions that shares its past with the history it grew from.

    ``add`` makes a new history in constant time (a tuple would copy every earlier action,
    which dominates games of thousands of actions); ``as_tuple`` builds the tuple once and
    keeps it.
    """

    __slots__ = ("_last", "_prev", "_size", "_tuple")

    def __init__(self, prev: History | None = None, last: Action | None = None) -> None:
        self._prev = prev
        self._last = last
        self._size: int = 0 if prev is None else prev._size + 1
        self._tuple: tuple[Action, ...] | None = () if prev is None else None

    @classmethod
    def of(cls, actions: Iterable[Action]) -> History:
        """A history holding ``actions`` in order."""
        if isinstance(actions, History):
            return actions
        items = tuple(actions)
        node = EMPTY
        for action in items:
            node = History(node, action)
        node._tuple = items
        return node

    def add(self, action: Action) -> History:
        """This history with ``action`` appended."""
        return History(self, action)

    def as_tuple(self) -> tuple[Action, ...]:
        """The actions as a tuple (built once, then kept)."""
        cached = self._tuple
        if cached is not None:
            return cached
        newer: list[Action] = []
        node: History = self
        while node._tuple is None:
            assert node._last is not None and node._prev is not None
            newer.append(node._last)
            node = node._prev
        newer.reverse()
        result = node._tuple + tuple(newer)
        self._tuple = result
        return result

    def __len__(self) -> int:
        return self._size

    def __iter__(self) -> Iterator[Action]:
        return iter(self.as_tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, History):
            other = other.as_tuple()
        return self.as_tuple() == other

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickle flat: a long chain of nodes would exceed the recursion limit.
        return (History.of, (self.as_tuple(),))

    def __repr__(self) -> str:
        return f"History({list(self.as_tuple())!r})"


EMPTY: Final = History()

"""mypyc's class options (``mypy_extensions.mypyc_attr``, installed beside mypy), else a no-op.

``@mypyc_attr(allow_interpreted_subclasses=True)`` lets classes that are not compiled (a
test's toy game, a front end's bot) subclass a compiled engine class; in pure Python, and
where mypy_extensions is missing, it changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

try:
    from mypy_extensions import mypyc_attr
except ImportError:  # pragma: no cover - where mypy is not installed, nothing is compiled

    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[T], T]:
        def keep(cls: T) -> T:
            return cls

        return keep


__all__ = ["mypyc_attr"]

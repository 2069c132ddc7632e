"""The errors a request is refused with: one sentence and an HTTP status."""

from __future__ import annotations


class Refused(Exception):
    """A request refused with one sentence; ``status`` is the HTTP code."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class Unavailable(Refused):
    """The database cannot be reached: nothing was done."""

    def __init__(self) -> None:
        super().__init__(
            "the database cannot be reached right now; nothing was done, try again", 503
        )


class Stale(Refused):
    """The client's seq is not the table's."""

    def __init__(self) -> None:
        super().__init__("the position changed", 409)

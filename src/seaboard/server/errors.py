"""The errors a request is refused with: one sentence and an HTTP status.

The sentence is an English template with named values (``N_("no table {table_id}")``):
``message`` is it in English, ``told(language)`` in the reader's language, which is what
the edges (HTTP answers, websocket errors) send.
"""

from __future__ import annotations

from collections.abc import Callable

from seaboard.engine import SeaboardError
from seaboard.engine.language import N_, Language


class Refused(Exception):
    """A request refused with one sentence; ``status`` is the HTTP code."""

    def __init__(
        self,
        message: str,
        status: int = 400,
        *,
        told: Callable[[Language], str] | None = None,
        **values: object,
    ) -> None:
        text = message.format(**values) if values else message
        super().__init__(text)
        self.message = text
        self.status = status
        self.template = message
        self.values = values
        self._told = told

    @classmethod
    def of(cls, error: ValueError, status: int = 400) -> Refused:
        """A game's error (bad notation, an illegal move, bad options) refused as it is,
        told in the reader's language where it is a ``SeaboardError``."""
        told = error.told if isinstance(error, SeaboardError) else None
        return cls(str(error), status, told=told)

    def told(self, language: Language) -> str:
        """The sentence in ``language``."""
        if self._told is not None:
            return self._told(language)
        return language.t(self.template, **self.values)

    @classmethod
    def around(
        cls, message: str, error: SeaboardError, status: int = 400, **values: object
    ) -> Refused:
        """``error``'s sentence told inside ``message``, as its ``{error}`` (each in the
        reader's language): ``Refused.around(N_("this table cannot be rated: {error}"), err)``."""

        def told(language: Language) -> str:
            return language.t(message, error=error.told(language), **values)

        return cls(message, status, told=told, error=str(error), **values)

    @classmethod
    def because(cls, message: str, reason: str, status: int = 400, **values: object) -> Refused:
        """An English ``reason`` (a message of the catalogue) told inside ``message``, as its
        ``{reason}``: ``Refused.because(N_("cannot take back: {reason}"), refusal, 409)``."""

        def told(language: Language) -> str:
            return language.t(message, reason=language.t(reason), **values)

        return cls(message, status, told=told, reason=reason, **values)


class Unavailable(Refused):
    """The database cannot be reached: nothing was done."""

    def __init__(self) -> None:
        super().__init__(
            N_("the database cannot be reached right now; nothing was done, try again"), 503
        )


class Stale(Refused):
    """The client's seq is not the table's."""

    def __init__(self) -> None:
        super().__init__(N_("the position changed"), 409)

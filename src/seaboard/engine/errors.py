"""The error family: every refusal is a ValueError with a message a player understands.

A message is an English template with named values (``N_("no card {card} in your hand")``,
``card=...``): ``str(error)`` is the English sentence, ``error.told(language)`` the same
sentence in a reader's language. An error whose words need more than one message (a refused
action and the rule it breaks) is given ``told``, a function of the language.
"""

from __future__ import annotations

from collections.abc import Callable

from seaboard.engine.language import Language


class SeaboardError(ValueError):
    """Base of every error Seaboard raises on bad input."""

    def __init__(
        self, message: str, *, told: Callable[[Language], str] | None = None, **values: object
    ) -> None:
        super().__init__(message.format(**values) if values else message)
        self.template = message
        self.values = values
        self._told = told

    def told(self, language: Language) -> str:
        """The message in ``language`` (English: ``str(self)``)."""
        if self._told is not None:
            return self._told(language)
        return language.t(self.template, **self.values)


class InvalidOptions(SeaboardError):
    """An unknown game, an unsupported player count or a bad option."""


class IllegalAction(SeaboardError):
    """An action the rules do not allow in this position."""


class NotationError(SeaboardError):
    """Text or JSON that does not parse: action notation, a saved state, a record."""

"""Game options: declared once per game, validated once by ``load``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from seaboard.engine.errors import InvalidOptions
from seaboard.engine.language import ENGLISH, N_, Language

OptionValue = str | int | bool | None

_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


@dataclass(frozen=True)
class Option:
    """One option of a game.

    ``kind`` is the type of the value (str, int or bool); ``choices`` lists the allowed
    values where they are few; a whole number lies in ``minimum..maximum`` (every game
    declares both: docs/security.md); ``check`` validates free values (it returns an error
    message or None). ``nullable`` admits None (written "none"). For people choosing options
    in a form: ``label`` names the option, ``words`` says what it does, ``choice_words``
    names each choice (pairs of value and words), and ``advanced`` marks a developer option
    that forms keep apart.
    """

    name: str
    default: OptionValue
    help: str
    kind: type = str
    choices: tuple[OptionValue, ...] | None = None
    nullable: bool = False
    minimum: int | None = None
    maximum: int | None = None
    check: Callable[[OptionValue], str | None] | None = None
    label: str = ""
    words: str = ""
    choice_words: tuple[tuple[OptionValue, str], ...] = ()
    advanced: bool = False

    def allowed(self, language: Language = ENGLISH) -> str:
        """The allowed values in words, for error messages and ``seaboard list``."""
        t = language.t
        if self.choices is not None:
            text = ", ".join(_show(c) for c in self.choices)
        elif self.kind is bool:
            text = "true, false"
        elif self.kind is int:
            low, high = self.minimum, self.maximum
            if low is not None and high is not None:
                text = t(N_("a whole number from {low} to {high}"), low=low, high=high)
            elif low is not None:
                text = t(N_("a whole number >= {low}"), low=low)
            elif high is not None:
                text = t(N_("a whole number <= {high}"), high=high)
            else:
                text = t(N_("a whole number"))
        else:
            text = t(N_("text"))
        return t(N_("{allowed} or none"), allowed=text) if self.nullable else text

    def parse(self, raw: object) -> OptionValue:
        """Turn a raw value (possibly text from the command line) into a valid value."""
        value = self._convert(raw)
        if self.choices is not None and value is not None and value not in self.choices:
            raise self._bad(raw)
        if isinstance(value, int) and not isinstance(value, bool) and not self._in_range(value):
            raise self._bad(raw)
        if self.check is not None and value is not None:
            problem = self.check(value)
            if problem:
                raise InvalidOptions(
                    N_("option {name}={value}: {problem}"),
                    name=self.name,
                    value=_show(raw),
                    problem=problem,
                )
        return value

    def _in_range(self, value: int) -> bool:
        low, high = self.minimum, self.maximum
        return (low is None or value >= low) and (high is None or value <= high)

    def _convert(self, raw: object) -> OptionValue:
        if raw is None or (isinstance(raw, str) and raw.lower() in ("none", "null")):
            if self.nullable:
                return None
            raise self._bad(raw)
        if self.kind is bool:
            if isinstance(raw, bool):
                return raw
            if isinstance(raw, str) and raw.lower() in _TRUE | _FALSE:
                return raw.lower() in _TRUE
            raise self._bad(raw)
        if self.kind is int:
            if isinstance(raw, int) and not isinstance(raw, bool):
                return raw
            if isinstance(raw, str):
                try:
                    return int(raw)
                except ValueError:  # not a number, or too many digits to read
                    raise self._bad(raw) from None
            raise self._bad(raw)
        if isinstance(raw, str):
            return raw
        raise self._bad(raw)

    def _bad(self, raw: object) -> InvalidOptions:
        shown = _show(raw)

        def told(language: Language) -> str:
            return language.t(
                N_("option {name}={value} is not allowed; allowed: {allowed}"),
                name=self.name,
                value=shown,
                allowed=self.allowed(language),
            )

        return InvalidOptions(told(ENGLISH), told=told)

    def texts(self) -> tuple[str, ...]:
        """Every text of this option a person reads (the catalogue extraction collects them)."""
        found = (self.help, self.label or self.name.replace("_", " "), self.words)
        return tuple(t for t in (*found, *(w for _, w in self.choice_words)) if t)

    def describe(self, language: Language = ENGLISH) -> dict[str, object]:
        """JSON metadata of this option, its words in ``language``."""
        t = language.t
        return {
            "name": self.name,
            "default": self.default,
            "allowed": self.allowed(language),
            "choices": list(self.choices) if self.choices is not None else None,
            "help": t(self.help),
            "label": t(self.label or self.name.replace("_", " ")),
            "words": t(self.words or self.help),
            "choice_words": {_show(v): t(w) for v, w in self.choice_words},
            "advanced": self.advanced,
        }


#: Characters of a refused value that an error message repeats.
SHOWN_CHARS: Final = 40


def _show(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and value.bit_length() > 4 * SHOWN_CHARS:
        return "a number of more than 40 digits"  # str() of a huge int is slow, even refused
    text = str(value)
    if len(text) > SHOWN_CHARS:
        return text[: SHOWN_CHARS - 3] + "..."
    return text

"""The terminal's language: ``--lang``, else the environment (``LC_ALL``, ``LC_MESSAGES``,
``LANG``), else English.

``choose(argv)`` reads ``--lang`` before the parser is built (its help is told in that
language too) and refuses a language Seaboard does not tell in. The choice holds for the
command's run (``use``); ``shared()`` is the shared domain's Language, ``of_game(name)``
a game's (its own catalogue, then the shared one).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager

from seaboard.catalogues import LANGUAGES, from_environment, language
from seaboard.engine.language import N_, Language

_chosen = [LANGUAGES[0]]


class BadLanguage(ValueError):
    """``--lang`` names a language Seaboard does not tell in (or none at all)."""


def choose(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language code ``argv`` asks for (``--lang de``, ``--lang=de``), else the
    environment's; ``BadLanguage`` (with the English line) for one not in ``LANGUAGES``."""
    asked: str | None = None
    items = list(argv)
    for i, item in enumerate(items):
        if item == "--":
            break
        if item == "--lang":
            asked = "" if i + 1 >= len(items) else items[i + 1]
        elif item.startswith("--lang="):
            asked = item.partition("=")[2]
    if asked is None:
        return from_environment(environ)
    code = asked.strip().lower()
    if code not in LANGUAGES:
        raise BadLanguage(asked)
    return code


def refusal(asked: str, told: Language) -> str:
    """The one line that refuses ``--lang asked``, naming the allowed values."""
    return told.t(
        N_("seaboard: --lang {asked!r} is not a language of Seaboard: choose one of {allowed}"),
        asked=asked,
        allowed=", ".join(LANGUAGES),
    )


def code() -> str:
    """The language chosen for this run."""
    return _chosen[0]


@contextmanager
def use(chosen: str) -> Iterator[None]:
    """``chosen`` is the terminal's language inside (English again after)."""
    previous = _chosen[0]
    _chosen[0] = chosen
    try:
        yield
    finally:
        _chosen[0] = previous


def shared() -> Language:
    """The shared domain's Language for the chosen language."""
    return language(code())


def of_game(game_name: str) -> Language:
    """``game_name``'s Language (its catalogue, then the shared one) in the chosen language."""
    return language(code(), game_name)


def yes_words(told: Language) -> tuple[str, ...]:
    """What answers yes to a question: "y" and "yes", and the language's own words."""
    own = told.t(N_("y/yes")).split("/")
    return tuple(dict.fromkeys(["y", "yes", *(w.strip().lower() for w in own)]))

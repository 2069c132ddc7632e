"""A reader's language: every sentence told to a person goes through one.

Standard library only: a ``Language`` wraps a ``gettext`` catalogue (front ends load the
catalogues, ``seaboard.catalogues``). Messages are whole sentences or clauses in English
with named placeholders (``"{who} draws {cards}."``), never assembled from English word
order; ``N_`` marks a message where it is written so that the extraction finds it, and the
Language translates it where it is told. English is the catalogue's own text, so
``ENGLISH`` needs no catalogue at all.
"""

from __future__ import annotations

import gettext
from collections.abc import Sequence
from typing import Final


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it (it is told later)."""
    return message


class Language:
    """One language's catalogue: ``t`` translates and fills a message, ``tn`` a counted one.

    ``code`` is the language's tag ("en", "de"). Values are filled after translating, by
    name (``str.format``), so a translation may put them in any order.
    """

    __slots__ = ("_catalogue", "code")

    def __init__(self, code: str = "en", catalogue: gettext.NullTranslations | None = None):
        self.code = code
        self._catalogue = catalogue if catalogue is not None else gettext.NullTranslations()

    def __repr__(self) -> str:
        return f"Language({self.code!r})"

    def t(self, message: str, **values: object) -> str:
        """``message`` in this language with ``values`` filled in."""
        told = self._catalogue.gettext(message)
        return told.format(**values) if values else told

    def tn(self, singular: str, plural: str, n: int, **values: object) -> str:
        """The form of a counted message that agrees with ``n`` (filled in as ``{n}``)."""
        told = self._catalogue.ngettext(singular, plural, n)
        return told.format(n=n, **values)

    def listing(self, items: Sequence[str]) -> str:
        """``a``, ``a and b``, ``a, b and c`` in this language."""
        if len(items) <= 1:
            return "".join(items)
        head = items[0]
        for item in items[1:-1]:
            head = self.t(N_("{items}, {item}"), items=head, item=item)
        return self.t(N_("{items} and {last}"), items=head, last=items[-1])


ENGLISH: Final = Language("en")

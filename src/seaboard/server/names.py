"""People's names: the rules a guest's name follows, and the names no person may take.

An account's user name is ASCII (``credentials.user_name``), so no two look alike. A guest
names itself more freely (any script, spaces, up to 32 characters), under the same spirit:
the name is normalised (NFKC, so full-width and other compatibility forms become their
plain letters), holds no invisible or control characters, at most ``MAX_MARKS`` combining
marks on one letter, and does not look like an account's name (``skeleton``: letters from
other scripts that look Latin, accents and case are ignored). Names the server's seat and
record forms use (``empty``, anything starting ``bot:``) belong to no person.
"""

from __future__ import annotations

import unicodedata

from seaboard.engine.language import N_
from seaboard.server.errors import Refused
from seaboard.server.table.record import BOT_PREFIX, EMPTY

GUEST_MAX = 32
MAX_MARKS = 2  # combining marks on one letter
# Letters of other scripts drawn like Latin ones (as the skeleton reads them); our own list
# of the common Cyrillic and Greek look-alikes.
LOOK_ALIKES = str.maketrans(
    "АВЕЅІЈКМНОРСТХУаеѕіјорсхуԁһӏԛԝΑΒΕΖΗΙΚΜΝΟΡΤΥΧοιρνκτυ",
    "abesijkmhopctxyaesijopcxydhlqwabezhikmnoptyxoipvkty",
)
RESERVED_WORDS = N_(
    "The name {empty} and names starting {prefix} are kept for seats without a person."
)
RESERVED_VALUES: dict[str, str] = {"empty": repr(EMPTY), "prefix": repr(BOT_PREFIX)}
RESERVED = RESERVED_WORDS.format(**RESERVED_VALUES)  # in English
MARKS_WORDS = N_("A name may put at most {most} accents or other marks on one letter.")
TOO_MANY_MARKS = MARKS_WORDS.format(most=MAX_MARKS)  # in English


def guest_name(name: str) -> str:
    """A guest's name, normalised, or Refused with the rule it breaks."""
    name = unicodedata.normalize("NFKC", name)
    kept = "".join(ch for ch in name if ch.isspace() or _visible(ch))
    cleaned = " ".join(kept.split())
    if not cleaned:
        raise Refused(N_("a name needs at least one visible character"))
    if len(cleaned) > GUEST_MAX:
        raise Refused(N_("a name may hold at most {most} characters"), most=GUEST_MAX)
    marks = 0
    for ch in unicodedata.normalize("NFD", cleaned):  # each mark apart, composed or not
        marks = marks + 1 if unicodedata.combining(ch) else 0
        if marks > MAX_MARKS:
            raise Refused(MARKS_WORDS, most=MAX_MARKS)
    if unicodedata.combining(cleaned[0]):
        raise Refused(N_("a name cannot start with an accent or other mark"))
    refuse_reserved(cleaned)
    return cleaned


def refuse_reserved(name: str) -> None:
    """Refused when ``name`` reads as a seat without a person in a record."""
    key = skeleton(name)
    if key == EMPTY or key.startswith(BOT_PREFIX) or name.strip() == "":
        raise Refused(
            RESERVED_WORDS, empty=RESERVED_VALUES["empty"], prefix=RESERVED_VALUES["prefix"]
        )


def skeleton(name: str) -> str:
    """What a name looks like: no accents or marks, other scripts' Latin look-alikes read
    as Latin, one case, single spaces. Two names with one skeleton look alike."""
    bare = "".join(
        ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch)
    )
    return " ".join(bare.translate(LOOK_ALIKES).casefold().translate(LOOK_ALIKES).split())


def _visible(ch: str) -> bool:
    """Printable and not a format character (zero-width spaces and joiners, bidi marks)."""
    return ch.isprintable() and unicodedata.category(ch) != "Cf"

"""A game's words: the sentences that tell each seat what an action did, and who is who.

A game package keeps its rules in ``game.py`` and its words in ``words.py``; the words
read the rules (states, actions, constants), never the other way round. The package
hands both to the registry (``WORDS`` beside ``GAME`` in its ``__init__.py``), and
``State.describe``, ``describe_start`` and ``describe_timeout`` ask the words they were
given, with a ``Naming``: the one place that knows the listener is "you", that other
players are called by their names (with their role beside them where the game has
roles: "Ann (Land)") and how a verb agrees with its subject ("You draw", "Ann draws").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Final, Generic, TypeVar

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.native import mypyc_attr

if TYPE_CHECKING:
    from seaboard.engine.action import Action
    from seaboard.engine.game import Game
    from seaboard.engine.state import State

S = TypeVar("S", bound="State")

_IRREGULAR = {"have": "has", "be": "is", "are": "is", "do": "does", "go": "goes"}


def third_person(verb: str) -> str:
    """``draws``, ``passes``, ``carries``, ``has``: the verb after he, she or a name."""
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(verb) > 1 and verb.endswith("y") and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def capital(text: str) -> str:
    """``text`` with its first letter upper case (the start of a sentence)."""
    return text[:1].upper() + text[1:]


class Naming:
    """Who is who for one listener: names, roles, "you" and verbs that agree.

    ``seat`` is the listener (None: a spectator, who is nobody's "you"); ``names`` are the
    players' names by seat (None, or an empty name: the role stands in, "Player 2").
    ``roles`` puts the role beside a name at the first mention in a line ("Ann (Land)")
    in games whose roles mean something; games whose roles are seat numbers leave it off.
    ``language`` is the listener's (``t``, ``tn`` and ``line`` tell in it). The English
    helpers below it (``says``, ``verb``, ``own``, ``whose``) build English word order and
    are for English-only text; a game's words use ``line`` and whole messages instead.
    """

    def __init__(
        self,
        game: Game,
        seat: int | None,
        names: Sequence[str | None] | None = None,
        *,
        roles: bool = True,
        language: Language = ENGLISH,
    ) -> None:
        self.game = game
        self.seat = seat
        self._names = tuple(names) if names is not None else ()
        self.roles = roles
        self.language = language

    # -- in the listener's language ----------------------------------------------------
    def t(self, message: str, **values: object) -> str:
        """``message`` (marked with ``N_``) in the listener's language, values filled in."""
        return self.language.t(message, **values)

    def tn(self, singular: str, plural: str, n: int, **values: object) -> str:
        """The form of a counted message agreeing with ``n`` (``{n}``), in the language."""
        return self.language.tn(singular, plural, n, **values)

    def line(self, seat: int | None, you: str, other: str, **values: object) -> str:
        """A sentence whose subject is ``seat``: the message ``you`` when the seat is the
        listener, else ``other``, where ``{who}`` is the seat opening a line ("Ann (Land)")
        and ``{name}`` the seat mid-line ("Ann"). Both are marked with ``N_``."""
        if seat is not None and self.is_you(seat):
            return self.language.t(you, **values)
        if seat is None:
            return self.language.t(other, **values)
        return self.language.t(other, who=self.who(seat), name=self.name(seat), **values)

    def names_of(self, seats: Sequence[int]) -> str:
        """Other seats listed in the language ("Ann and Bob"); the listener is never one."""
        return self.language.listing([self.name(s) for s in seats])

    def __repr__(self) -> str:
        return f"Naming(seat={self.seat!r}, names={self._names!r})"

    def is_you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the listener."""
        return seat is not None and seat == self.seat

    def role(self, seat: int) -> str:
        """The seat's role in words ("Land", "Player 2"), in the listener's language."""
        return self.game.role_name(seat, self.language)

    def given(self, seat: int) -> str | None:
        """The player's own name, or None when the table did not give one."""
        if 0 <= seat < len(self._names):
            name = self._names[seat]
            if name and name.strip():
                return name.strip()
        return None

    def name(self, seat: int) -> str:
        """The seat as an object or in the middle of a line: "you", "Ann", "Land"."""
        if self.is_you(seat):
            return "you"
        return self.given(seat) or self.role(seat)

    def who(self, seat: int) -> str:
        """The seat as the subject opening a line: "You", "Ann (Land)", "Land"."""
        if self.is_you(seat):
            return "You"
        given = self.given(seat)
        if given is None:
            return self.role(seat)
        return f"{given} ({self.role(seat)})" if self.roles else given

    def whose(self, seat: int) -> str:
        """The possessive: "your", "Ann's", "Land's"."""
        if self.is_you(seat):
            return "your"
        return f"{self.name(seat)}'s"

    def own(self, seat: int) -> str:
        """The possessive of a line's own subject: "your" for you, "their" for the others
        ("Ann places their first tile")."""
        return "your" if self.is_you(seat) else "their"

    def verb(self, seat: int, base: str, third: str | None = None) -> str:
        """The verb agreeing with the seat as its subject: "draw" for you, "draws" else."""
        if self.is_you(seat):
            return base
        return third if third is not None else third_person(base)

    def says(self, seat: int, base: str, third: str | None = None, *, head: bool = True) -> str:
        """Subject and verb: "You draw", "Ann (Land) draws" (``head=False``: "you draw",
        "Ann draws", for the middle of a line)."""
        who = self.who(seat) if head else self.name(seat)
        return f"{who} {self.verb(seat, base, third)}"

    def listing(self, seats: Sequence[int]) -> str:
        """``Ann``, ``Ann and you``, ``Ann, Bob and you``."""
        return listing([self.name(s) for s in seats])


def listing(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (in English: ``Language.listing``)."""
    return ENGLISH.listing(items)


ORDINALS: Final[tuple[str, ...]] = (
    *("first", "second", "third", "fourth", "fifth", "sixth"),
    *("seventh", "eighth", "ninth", "tenth"),
)


def ordinal(number: int) -> str:
    """``first``, ``second``, ... ``tenth``, then ``11th``: a position counted from 1."""
    words = ORDINALS
    if 1 <= number <= len(words):
        return words[number - 1]
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


@mypyc_attr(allow_interpreted_subclasses=True)
class Words(Generic[S]):
    """How one game tells its actions; subclasses override ``describe`` at least."""

    #: Whether a player's role goes beside their name ("Ann (Land)"); False in games whose
    #: roles are only seat numbers ("Player 2").
    roles_beside_names: ClassVar[bool] = True

    def naming(
        self,
        game: Game,
        seat: int | None,
        names: Sequence[str | None] | None = None,
        language: Language = ENGLISH,
    ) -> Naming:
        """The ``Naming`` for one listener at one table, told in ``language``."""
        return Naming(game, seat, names, roles=self.roles_beside_names, language=language)

    def describe(self, before: S, action: Action, after: S, tell: Naming) -> str:
        """One line: ``action`` played in ``before`` (leading to ``after``), told to
        ``tell.seat``."""
        mover = before.to_move
        if mover is None:
            return tell.t(N_("Nobody plays {action}"), action=action)
        return tell.line(mover, N_("You play {action}"), N_("{who} plays {action}"), action=action)

    def start(self, state: S, tell: Naming) -> str:
        """Who begins and why, said at the start of a game, in words for ``tell.seat``."""
        mover = state.to_move
        if mover is None:
            return tell.t(N_("The game is over."))
        return tell.line(mover, N_("You begin."), N_("{who} begins."))

    def timeout(self, before: S, after: S, tell: Naming) -> str | None:
        """The turn timer ran out in ``before``: its words, or None for the shared wording."""
        return None

"""El Switcher's actions and their notation (a swap, a claim, `undo`, `end`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from seaboard.engine import Action, NotationError
from seaboard.engine.actiondata import kind_of, pair, text
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.typed import normal
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.cardwords import FIGURE_WORDS
from seaboard.games.el_switcher.view import ElSwitcherClaim


# -- actions -------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Move(Action):
    """Play a movement card of ``kind`` (0..6) to swap the tiles on cells ``a`` < ``b``."""

    kind: int
    a: int
    b: int

    def __str__(self) -> str:
        return f"{D.MOVE_NAMES[self.kind]} {D.cell_name(self.a)} {D.cell_name(self.b)}"

    def data(self) -> dict[str, Any]:
        return {
            "kind": "move",
            "card": D.MOVE_NAMES[self.kind],
            "a": _pair(self.a),
            "b": _pair(self.b),
        }


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """Name a face-up figure card and the sorted cells that form it.

    ``owner`` is -1 for the mover's own card (written without a seat) and the seat of the
    opponent otherwise (written ``fig07@2``): claiming an opponent's card blocks it.
    """

    card: int
    owner: int
    cells: tuple[int, ...]

    def __str__(self) -> str:
        name = D.FIGURE_NAMES[self.card]
        if self.owner >= 0:
            name += f"@{self.owner}"
        return "claim " + name + "".join(" " + D.cell_name(i) for i in self.cells)

    def data(self) -> dict[str, Any]:
        return dict(self.claim_data())

    def claim_data(self) -> ElSwitcherClaim:
        """The claim's data, typed as the view declares it (``claimable_data``)."""
        return {
            "kind": "claim",
            "card": D.FIGURE_NAMES[self.card],
            "owner": None if self.owner < 0 else self.owner,
            "cells": [_pair(i) for i in self.cells],
        }


@dataclass(frozen=True, slots=True)
class Undo(Action):
    """Take back the last movement of this turn (not past the last figure formed)."""

    def __str__(self) -> str:
        return "undo"

    def data(self) -> dict[str, Any]:
        return {"kind": "undo"}


@dataclass(frozen=True, slots=True)
class End(Action):
    """End the turn: draw movement cards back up to three."""

    def __str__(self) -> str:
        return "end"

    def data(self) -> dict[str, Any]:
        return {"kind": "end"}


END: Final = End()
UNDO: Final = Undo()
MOVES: Final[tuple[tuple[Move, ...], ...]] = tuple(
    tuple(Move(k, a, b) for a, b in D.MOVE_PAIRS[k]) for k in range(D.MOVE_KINDS)
)
MOVE_LIST: Final[tuple[Move, ...]] = tuple(m for ms in MOVES for m in ms)
MOVE_CODE: Final[dict[Move, int]] = {m: i for i, m in enumerate(MOVE_LIST)}


def _parse_cell(text: str) -> int:
    parts = text.split(",")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise NotationError(N_("{text!r} is not a cell; write row,column such as 2,3"), text=text)
    r, c = int(parts[0]), int(parts[1])
    if not (0 <= r < D.SIZE and 0 <= c < D.SIZE):
        raise NotationError(
            N_("cell {text} is off the board; rows and columns run 0 to 5"), text=text
        )
    return D.cell(r, c)


def _pair(index: int) -> list[int]:
    return [index // D.SIZE, index % D.SIZE]


def _cell_from(value: object, key: str) -> int:
    r, c = pair(value, key)
    if not (0 <= r < D.SIZE and 0 <= c < D.SIZE):
        raise NotationError(
            N_("{key} [{row}, {column}] is off the board; rows and columns run 0 to 5"),
            key=key,
            row=r,
            column=c,
        )
    return D.cell(r, c)


# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS: Final = {
    "move": ("card", "a", "b"),
    "claim": ("card", "owner", "cells"),
    "undo": (),
    "end": (),
}


def action_from_data(obj: object) -> Action:
    """The action that ``Action.data()`` gave; its limits are checked by its notation."""
    kind, data = kind_of(obj, DATA_FIELDS)
    if kind == "end":
        return END
    if kind == "undo":
        return UNDO
    name = text(data, "card")
    if kind == "move":
        if name not in D.MOVE_INDEX:
            raise NotationError(
                N_("{name!r} is not a movement card (mov1..mov{kinds})"),
                name=name,
                kinds=D.MOVE_KINDS,
            )
        a, b = _cell_from(data["a"], "a"), _cell_from(data["b"], "b")
        return Move(D.MOVE_INDEX[name], a, b)
    if name not in D.FIGURE_INDEX:
        raise NotationError(
            N_("{name!r} is not a figure card (fig01..fig18, fige01..fige07)"), name=name
        )
    owner = data["owner"]
    if owner is not None and (isinstance(owner, bool) or not isinstance(owner, int) or owner < 0):
        raise NotationError(
            N_("owner must be a seat or null (your own card), not {owner!r}"), owner=owner
        )
    cells = data["cells"]
    if not isinstance(cells, list) or not cells:
        raise NotationError(N_("cells must be a list of [row, column] pairs"))
    found = tuple(_cell_from(c, f"cells[{i}]") for i, c in enumerate(cells))
    return Claim(D.FIGURE_INDEX[name], -1 if owner is None else owner, found)


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: Final[tuple[str, ...]] = (
    r"\bmov\d\b",  # a movement card's notation
    r"\bfige?\d\d\b",  # a figure card's notation
    r"\b\d,\d\b",  # a cell as "row,column"
    r"\bclaim\b",
)


# -- the shown notation: what a player reads and types ---------------------------------
# Cells are ROW,COLUMN from 1 as the board's labels; a swap names its movement card by the
# words printed on it only where another card could swap the same two tiles; a figure is
# named by its cells (their shape is the card's), a block by the player whose card it is
# where that is not the only opponent. ``str(action)`` stays on the wire and in records.
CARD_WORDS: Final[tuple[str, ...]] = (
    N_("diagonal two apart"),
    N_("straight two apart"),
    N_("straight side by side"),
    N_("diagonal side by side"),
    N_("L bending left"),
    N_("L bending right"),
    N_("to an end of the line"),
)
# The words a player types besides cells, marked so that every language's words are read.
TYPED_WORDS: Final[tuple[str, ...]] = (
    N_("swap"),
    N_("form"),
    N_("block"),
    N_("undo"),
    N_("end"),
    N_("player"),
    N_("on"),
)
_QUOTES = str.maketrans("", "", "\"'„“”‚‘’«»")


# The same words in the other languages, in the order of the English ones (the rules core
# reads no catalogue; a test keeps these equal to the catalogues' translations).
TYPED_ELSEWHERE: Final[dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]]] = {
    "de": (
        ("tausche", "bilde", "blockiere", "zurück", "ende", "spieler", "auf"),
        (
            *("weite diagonale", "weite gerade", "kurze gerade", "kurze diagonale"),
            *("l nach links", "l nach rechts", "bis zum rand"),
        ),
        (
            *("hohes t", "langes zickzack", "gespiegeltes langes zickzack", "treppe"),
            *("fünferlinie", "große ecke", "langes l", "gespiegeltes langes l", "f"),
            *("großes z", "gespiegeltes f", "großes s", "viererlinie mit nase"),
            *("gespiegelte viererlinie mit nase", "p", "u", "kreuz", "gespiegeltes p"),
            *("kleines s", "quadrat", "kleines z", "kleines t", "kleines l", "viererlinie"),
            "gespiegeltes kleines l",
        ),
    ),
}


@cache
def _typed() -> tuple[dict[str, str], dict[str, int], dict[str, int]]:
    """The typed words of every language: command words (to their English), movement card
    words (to their kind) and figure words (to their card), English first."""
    english = (TYPED_WORDS, CARD_WORDS, FIGURE_WORDS)
    words: dict[str, str] = {}
    cards: dict[str, int] = {}
    figures: dict[str, int] = {}
    for typed, card_names, figure_names in (english, *TYPED_ELSEWHERE.values()):
        for word, meaning in zip(typed, TYPED_WORDS, strict=True):
            words.setdefault(normal(word), meaning)
        for kind, card in enumerate(card_names):
            cards.setdefault(normal(card).replace(",", ""), kind)
        for index, figure in enumerate(figure_names):
            figures.setdefault(normal(figure), index)
    return words, cards, figures


def card_words(name: str, language: Language = ENGLISH) -> str:
    """A movement card (the view's name for it, ``mov3``) in the words printed on it."""
    return language.t(CARD_WORDS[D.MOVE_INDEX[name]]) if name in D.MOVE_INDEX else name


def figure_words(name: str, language: Language = ENGLISH) -> str:
    """A figure card (the view's name for it, ``fig07``) by its picture: ``long L``."""
    index = D.FIGURE_INDEX.get(name)
    return language.t(FIGURE_WORDS[index]) if index is not None else name


def _either(kinds: tuple[int, ...], language: Language) -> str:
    """The words of the cards ``kinds``: ``straight two apart or to an end of the line``."""
    named = language.t(CARD_WORDS[kinds[0]])
    for kind in kinds[1:]:
        named = language.t(N_("{one} or {other}"), one=named, other=language.t(CARD_WORDS[kind]))
    return named


PAIR_KINDS: Final[dict[tuple[int, int], tuple[int, ...]]] = {}
for _kind, _pairs in enumerate(D.MOVE_PAIRS):
    for _pair_of in _pairs:
        PAIR_KINDS[_pair_of] = (*PAIR_KINDS.get(_pair_of, ()), _kind)
_TYPED_CELL = re.compile(r"(\d+),(\d+)")


_CELLS_SHOWN = tuple(f"{i // D.SIZE + 1},{i % D.SIZE + 1}" for i in range(D.SIZE * D.SIZE))


def cell_shown(index: int) -> str:
    """A cell as the board labels it: ``row,column`` counted from 1."""
    return _CELLS_SHOWN[index]


def _opponent(seat: int | None, players: int) -> int | None:
    """The one opponent a block needs no name for (two players, a known seat)."""
    return 1 - seat if seat is not None and players == 2 else None


def shown(action: Action, seat: int | None, players: int) -> str:
    """``action`` as ``seat`` reads it (None: a spectator)."""
    if isinstance(action, Move):
        swap = f"swap {_CELLS_SHOWN[action.a]} {_CELLS_SHOWN[action.b]}"
        if len(PAIR_KINDS[(action.a, action.b)]) > 1:
            swap += f" {CARD_WORDS[action.kind]}"
        return swap
    if isinstance(action, Claim):
        cells = " ".join(cell_shown(i) for i in action.cells)
        if action.owner < 0:
            return f"form {cells}"
        if action.owner == _opponent(seat, players):
            return f"block {cells}"
        return f"block player {action.owner + 1} {cells}"
    return str(action)


def read_shown(text: str, seat: int | None, players: int) -> Action:
    """The action typed in the shown notation (the inverse of ``shown``)."""
    typed = normal(text).replace("(", "").replace(")", "").translate(_QUOTES).split()
    command = _typed()[0]
    words = [command.get(word, word) for word in typed]
    head = words[0] if words else ""
    if head in ("end", "undo") and len(words) == 1:
        return END if head == "end" else UNDO
    if head == "swap":
        return _read_swap(words[1:], text)
    if head in ("form", "claim", "block"):
        return _read_claim(head, words[1:], seat, players)
    raise NotationError(
        N_(
            "{text!r} is not an action; write 'swap 3,4 3,5' (adding the card's words where "
            "two cards could make it, as in 'swap 1,1 1,3 straight two apart'), 'form' or "
            "'block' and a figure's cells, 'undo' or 'end'"
        ),
        text=text,
    )


def _cell_typed(word: str) -> int:
    match = _TYPED_CELL.fullmatch(word)
    if match is None:
        raise NotationError(N_("{word!r} is not a cell; write ROW,COLUMN such as 2,3"), word=word)
    r, c = int(match.group(1)), int(match.group(2))
    if not (1 <= r <= D.SIZE and 1 <= c <= D.SIZE):
        raise NotationError(
            N_("cell {word} is off the board; rows and columns run 1 to {size}"),
            word=word,
            size=D.SIZE,
        )
    return D.cell(r - 1, c - 1)


def _read_swap(rest: list[str], text: str) -> Move:
    if len(rest) < 2:
        raise NotationError(
            N_("{text!r}: a swap needs two cells, for example 'swap 3,4 3,5'"), text=text
        )
    a, b = sorted((_cell_typed(rest[0]), _cell_typed(rest[1])))
    kinds = PAIR_KINDS.get((a, b), ())
    if not kinds:
        raise NotationError(
            N_("no movement card swaps {a} and {b}"), a=cell_shown(a), b=cell_shown(b)
        )
    card = " ".join(rest[2:]).replace(",", "")
    if card:
        kind = _typed()[1].get(card)
        if kind is None or kind not in kinds:
            raise _swapped_by(N_("{a} and {b} are swapped by {cards}"), a, b, kinds)
        return MOVES[kind][D.MOVE_PAIRS[kind].index((a, b))]
    if len(kinds) > 1:
        raise _swapped_by(N_("two cards swap {a} and {b}: add which, {cards}"), a, b, kinds)
    return MOVES[kinds[0]][D.MOVE_PAIRS[kinds[0]].index((a, b))]


def _read_claim(head: str, rest: list[str], seat: int | None, players: int) -> Claim:
    owner = -1
    if head == "block":
        named = _opponent(seat, players)
        if len(rest) >= 2 and rest[0] == "player":
            if not rest[1].isdigit() or not 1 <= int(rest[1]) <= players:
                raise NotationError(
                    N_("players are numbered 1 to {players}, not {word!r}"),
                    players=players,
                    word=rest[1],
                )
            named, rest = int(rest[1]) - 1, rest[2:]
        if named is None:
            raise NotationError(
                N_("say whose figure to block, for example 'block player 2 1,1 ...'")
            )
        owner = named
    if "on" in rest:  # the menu's words: "form long L on 2,2 ...", the figure named
        at = rest.index("on")
        named_figure, rest = " ".join(rest[:at]), rest[at + 1 :]
    else:
        named_figure = ""
    cells = tuple(sorted({_cell_typed(w) for w in rest}))
    card = D.shape_of_cells(cells) if cells and len(cells) == len(rest) else None
    if card is None or (card, cells) not in D.PLACEMENT_INDEX:
        raise NotationError(
            N_("{head} needs the cells of a figure card's shape, such as 1,1 1,2 ..."), head=head
        )
    if named_figure and _typed()[2].get(named_figure) != card:
        raise NotationError(
            N_("those cells form the {figure}"),
            told=lambda language: language.t(
                N_("those cells form the {figure}"),
                figure=figure_words(D.FIGURE_NAMES[card], language),
            ),
            figure=figure_words(D.FIGURE_NAMES[card]),
        )
    return Claim(card, owner, cells)


def _swapped_by(message: str, a: int, b: int, kinds: tuple[int, ...]) -> NotationError:
    """A refused swap naming the cards that could make it, told in any language."""
    values = {"a": cell_shown(a), "b": cell_shown(b)}
    return NotationError(
        message,
        told=lambda language: language.t(message, cards=_either(kinds, language), **values),
        cards=" or ".join(CARD_WORDS[k] for k in kinds),
        **values,
    )

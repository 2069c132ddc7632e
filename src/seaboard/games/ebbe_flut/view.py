"""The shape of Ebbe & Flut's view and of its actions' data (checked by the conformance kit,
turned into the browser's types)."""

from __future__ import annotations

from typing import Literal, TypedDict

from seaboard.engine.viewshape import BaseView
from seaboard.games.ebbe_flut.phases import Phase


class EbbeFlutDraw(TypedDict):
    """Draw the top card of stack ``stack`` (0-4)."""

    kind: Literal["draw"]
    stack: int


class EbbeFlutPlace(TypedDict):
    """Put the drawn card on cell (row, col), in Water's coordinates."""

    kind: Literal["place"]
    row: int
    col: int


class EbbeFlutMove(TypedDict):
    """Move the top card of (row, col) one step, in Water's directions."""

    kind: Literal["move"]
    row: int
    col: int
    dir: Literal["left", "up", "right", "down"]


class EbbeFlutDone(TypedDict):
    """End the turn with conflicts left."""

    kind: Literal["done"]


EbbeFlutAction = EbbeFlutDraw | EbbeFlutPlace | EbbeFlutMove | EbbeFlutDone


class EbbeFlutCard(TypedDict):
    """A card as a seat sees it: its colour, and its face when known."""

    owner: str
    card: str | None


class EbbeFlutConflict(TypedDict):
    """Two cards of one colour in a line sharing a letter or a number."""

    owner: str
    line: str
    index: int
    cells: list[list[int]]
    shared: str


class EbbeFlutOwnView(TypedDict):
    """The keys of Ebbe & Flut's view that are its own (``EbbeFlutState._view``)."""

    board: list[list[list[EbbeFlutCard]]]
    stacks: dict[str, list[int]]
    scored: dict[str, list[str]]
    out: int
    lost: dict[str, list[str]]
    forfeited: dict[str, list[str]]
    drawn: EbbeFlutCard | None
    conflicts: list[EbbeFlutConflict]
    phase: Phase
    opening: int
    first: int | None
    first_by: str | None
    resumed: bool
    unknown: dict[str, list[str]]
    start_cells: dict[str, list[list[int]]]
    penalty: str
    covered: str
    turned: bool
    solo: bool


class EbbeFlutView(BaseView, EbbeFlutOwnView):
    """``State.view`` of Ebbe & Flut."""

    legal_data: list[EbbeFlutAction]

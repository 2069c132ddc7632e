"""The shape of El Switcher's view and of its actions' data (checked by the conformance kit,
turned into the browser's types). Cells are ``[row, column]``, counted from 0."""

from __future__ import annotations

from typing import Literal, TypedDict

from seaboard.engine.viewshape import BaseView


class SwitcherMove(TypedDict):
    """Play movement card ``card`` ("mov3") to swap the tiles on cells ``a`` and ``b``."""

    kind: Literal["move"]
    card: str
    a: list[int]
    b: list[int]


class SwitcherClaim(TypedDict):
    """Claim figure card ``card`` of ``owner`` (null: the mover's own) on ``cells``."""

    kind: Literal["claim"]
    card: str
    owner: int | None
    cells: list[list[int]]


class SwitcherUndo(TypedDict):
    """Take back the last movement of this turn."""

    kind: Literal["undo"]


class SwitcherEnd(TypedDict):
    """End the turn."""

    kind: Literal["end"]


SwitcherAction = SwitcherMove | SwitcherClaim | SwitcherUndo | SwitcherEnd


class SwitcherFigure(TypedDict):
    """A face-up (or blocked) figure card and its shape ("##/##")."""

    card: str
    blocked: bool
    shape: str


class ElSwitcherView(BaseView):
    """``State.view`` of El Switcher."""

    legal_data: list[SwitcherAction]
    board: list[str]
    figures: list[list[SwitcherFigure]]
    deck_sizes: list[int]
    hand: list[str] | None
    hand_sizes: list[int]
    forbidden_colour: str | None
    moves_left: int
    turn_seconds: int | None
    claimable: list[str]
    claimable_data: list[SwitcherClaim]
    formed: list[list[str]]
    figures_left: list[int]
    locked: list[bool]
    known_hands: list[list[str]]
    movement_deck_size: int
    discards: dict[str, int]
    reshuffles: int
    pending: list[str]
    undos_left: int
    turns_played: int
    max_turns: int | None
    partial_moves: bool
    deck: str

"""The shape of El Switcher's view and of its actions' data (checked by the conformance kit,
turned into the browser's types). Cells are ``[row, column]``, counted from 0."""

from __future__ import annotations

from typing import Literal, TypedDict

from seaboard.engine.viewshape import BaseView


class ElSwitcherMove(TypedDict):
    """Play movement card ``card`` ("mov3") to swap the tiles on cells ``a`` and ``b``."""

    kind: Literal["move"]
    card: str
    a: list[int]
    b: list[int]


class ElSwitcherClaim(TypedDict):
    """Claim figure card ``card`` of ``owner`` (null: the mover's own) on ``cells``."""

    kind: Literal["claim"]
    card: str
    owner: int | None
    cells: list[list[int]]


class ElSwitcherUndo(TypedDict):
    """Take back the last movement of this turn."""

    kind: Literal["undo"]


class ElSwitcherEnd(TypedDict):
    """End the turn."""

    kind: Literal["end"]


ElSwitcherAction = ElSwitcherMove | ElSwitcherClaim | ElSwitcherUndo | ElSwitcherEnd


class ElSwitcherFigure(TypedDict):
    """A face-up (or blocked) figure card and its shape ("##/##")."""

    card: str
    blocked: bool
    shape: str


class ElSwitcherOwnView(TypedDict):
    """The keys of El Switcher's view that the game writes (``State._view``)."""

    board: list[str]
    figures: list[list[ElSwitcherFigure]]
    deck_sizes: list[int]
    hand: list[str] | None
    hand_sizes: list[int]
    forbidden_colour: str | None
    moves_left: int
    turn_seconds: int | None
    claimable: list[str]
    claimable_data: list[ElSwitcherClaim]
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


class ElSwitcherView(BaseView, ElSwitcherOwnView):
    """``State.view`` of El Switcher."""

    legal_data: list[ElSwitcherAction]

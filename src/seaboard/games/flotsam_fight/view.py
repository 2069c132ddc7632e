"""The shape of Flotsam Fight's view and of its actions' data (checked by the conformance
kit, turned into the browser's types)."""

from __future__ import annotations

from typing import Literal, TypedDict

from seaboard.engine.viewshape import BaseView


class FlotsamFightPlay(TypedDict):
    """Load ``card`` from the hand onto lifeboat ``boat``."""

    kind: Literal["play"]
    card: int
    boat: int


class FlotsamFightPass(TypedDict):
    """Pass."""

    kind: Literal["pass"]


FlotsamFightAction = FlotsamFightPlay | FlotsamFightPass


class FlotsamFightBoat(TypedDict):
    """A lifeboat: its number, whether it is active, its cards from the bottom up."""

    number: int
    active: bool
    cards: list[int]


class FlotsamFightRound(TypedDict):
    """A finished round: who went out, each seat's highest card and tokens won."""

    winner: int | None
    highest: list[int | None]
    tokens: list[int]


class FlotsamFightOwnView(TypedDict):
    """The keys of Flotsam Fight's view that are its own (``FlotsamFightState._view``)."""

    boats: list[FlotsamFightBoat]
    hand: list[int] | None
    hand_sizes: list[int]
    draw_pile: int
    set_aside: list[int]
    passed: list[bool]
    round: int
    tokens: list[list[int]]
    leader: int | None
    active_count: int
    active_limit: int
    last_player: int | None
    must_play: bool
    last_card_only: bool
    pass_rule: str
    resets: int
    reset_limit: int
    round_results: list[FlotsamFightRound]
    revealed_hands: list[list[int]] | None
    draw_pile_known: list[int] | None
    reshuffled_in_hand: list[int] | None


class FlotsamFightView(BaseView, FlotsamFightOwnView):
    """``State.view`` of Flotsam Fight."""

    legal_data: list[FlotsamFightAction]

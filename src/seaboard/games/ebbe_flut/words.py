"""Ebbe & Flut in words: each action told to one seat, from that seat's side of the table.

Everything said here can be read off the listener's views before and after the action:
the top cards of the grid, the drawn card, the scored piles, the conflicts of the seat to
move and whose turn it is. Covered cards are named only when they were on top before the
action (covered by it) or are on top after it (uncovered by it). Cells and directions are
the listener's own (Land sees the board turned round); a spectator reads Water's side.
"""

from __future__ import annotations

from seaboard.engine import Action, counted
from seaboard.engine.telling import Words
from seaboard.games.ebbe_flut.actions import (
    CARD_NAMES,
    COLOURS,
    GOAL,
    LAND,
    MOVE,
    OVER,
    PLACE,
    TARGET,
    WATER,
    Done,
    Draw,
    Move,
    Place,
)
from seaboard.games.ebbe_flut.game import EbbeFlutState, conflict_pairs, piece_name


class Teller:
    """Names, cells and directions for one listener."""

    def __init__(self, state: EbbeFlutState, seat: int | None) -> None:
        self.state = state
        self.game = state.game
        self.seat = seat

    def actor(self, mover: int) -> str:
        """Who acts: the role, or in the solo game "You" (told to the player)."""
        if self.game.solo:
            return "You" if self.seat == 0 else "The player"
        return self.game.role_name(mover)

    def verb(self, mover: int, base: str, third: str | None = None) -> str:
        """``actor verb`` with the verb agreeing ("You draw", "Water draws")."""
        who = self.actor(mover)
        return f"{who} {base if who == 'You' else third or base + 's'}"

    def cell(self, index: int) -> str:
        return self.game.cell_for(index, self.seat)

    def direction(self, direction: int) -> str:
        return self.game.direction_for(direction, self.seat)

    def card(self, piece: int) -> str:
        """A card of the mover's own colour by its face; in the solo game with its colour."""
        return piece_name(piece) if self.game.solo else CARD_NAMES[piece % 25]

    def line(self, kind: str, index: int) -> str:
        """``row 2`` or ``column 3`` as the listener counts them."""
        return f"{kind} {4 - index if self.game.turned(self.seat) else index}"

    def conflicts(self, state: EbbeFlutState, seat: int) -> str:
        """The shared letters and numbers ``seat`` must resolve: ``A in row 2, 3 in column 4``."""
        found: list[str] = []
        for colour in state.colours_of(seat):
            for kind, index, _a, _b, mark in conflict_pairs(state.board, colour):
                what = f"{mark} in {self.line(kind, index)}"
                if self.game.solo:
                    what = f"{COLOURS[colour].title()} {what}"
                if what not in found:
                    found.append(what)
        return ", ".join(found)

    def score(self, state: EbbeFlutState, colour: int) -> str:
        """The scorer's total after scoring: ``Land 3`` (solo: ``7 scored``)."""
        if self.game.solo:
            return f"{int(state.scores[0])} scored"
        return f"{self.game.role_name(colour)} {len(state.scored[colour])}"

    def result(self, state: EbbeFlutState) -> str:
        """The final result."""
        if self.game.solo:
            water, land = len(state.scored[WATER]), len(state.scored[LAND])
            return f"Game over: {counted(water + land, 'card')} scored (Water {water}, Land {land})"
        water, land = len(state.scored[WATER]), len(state.scored[LAND])
        names = self.game.role_name(WATER), self.game.role_name(LAND)
        if water == land:
            return f"Game over: {names[0]} {water}, {names[1]} {land}, a draw"
        winner = names[0] if water > land else names[1]
        return f"Game over: {names[0]} {water}, {names[1]} {land}; {winner} wins"

    def afterwards(self, before: EbbeFlutState, after: EbbeFlutState) -> str:
        """What follows an action: conflicts still to resolve, or the turn's end."""
        mover = before.mover
        if after.phase == OVER:
            return self.result(after)
        nxt = after.mover
        if after.resumed and not before.resumed:
            return ""  # told by the honor check itself
        if nxt == mover and after.phase == MOVE:
            return f"to resolve: {self.conflicts(after, mover)}"
        if nxt == mover and after.phase == PLACE:
            todo = self.conflicts(after, mover)
            if todo:
                return f"to resolve before placing {self.card(after.drawn)}: {todo}"
            return f"{self.card(after.drawn)} still to place"
        if self.game.solo:
            return "no conflict left"
        if nxt == mover:
            other = self.game.role_name(1 - mover)
            return (
                f"{other} has no card to draw and nothing to resolve, so "
                f"{self.game.role_name(mover)} plays on"
            )
        told = f"{self.game.role_name(nxt)}'s turn"
        if after.phase == MOVE:
            told += " (no cards left to draw)"
        todo = self.conflicts(after, nxt)
        if todo:
            told += f", with conflicts to resolve: {todo}"
        return told


def describe(before: EbbeFlutState, action: Action, after: EbbeFlutState, seat: int | None) -> str:
    """One line telling ``seat`` what ``action`` did (see the module docstring)."""
    teller = Teller(before, seat)
    mover = before.mover
    if isinstance(action, Draw):
        drawn = after.drawn
        text = f"{teller.verb(mover, 'draw')} {teller.card(drawn)} from stack {action.stack}"
        if before.opening:
            text += " as the opening card"
        return text
    if isinstance(action, Place):
        return _place(teller, before, action, after)
    if isinstance(action, Move):
        return _move(teller, before, action, after)
    assert isinstance(action, Done)
    return _done(teller, before, after)


def _place(teller: Teller, before: EbbeFlutState, action: Place, after: EbbeFlutState) -> str:
    mover = before.mover
    cell = action.row * 5 + action.col
    piece = before.drawn
    text = f"{teller.verb(mover, 'place')} {teller.card(piece)} on {teller.cell(cell)}"
    under = before.board[cell]
    if under:
        text += f" over {piece_name(under[-1])}"
    if before.opening == 2:
        return f"{text}; {teller.game.role_name(LAND)} places an opening card next"
    if before.opening == 1:
        water = land = -1
        for stack in after.board:
            for p in stack:
                if p // 25 == WATER:
                    water = p % 25
                else:
                    land = p % 25
        first = teller.game.role_name(after.first)
        names = teller.game.role_name(WATER), teller.game.role_name(LAND)
        if after.coin:
            why = f"the opening cards are equal ({CARD_NAMES[water]}): a coin flip chooses {first}"
        else:
            low, high = (WATER, LAND) if water < land else (LAND, WATER)
            cards = {WATER: water, LAND: land}
            why = (
                f"{names[low]}'s {CARD_NAMES[cards[low]]} is lower than "
                f"{names[high]}'s {CARD_NAMES[cards[high]]}, so {first} begins"
            )
        return f"{text}; {why}"
    rest = teller.afterwards(before, after)
    return f"{text}; {rest}" if rest else text


def _move(teller: Teller, before: EbbeFlutState, action: Move, after: EbbeFlutState) -> str:
    mover = before.mover
    cell = action.row * 5 + action.col
    stack = before.board[cell]
    piece = stack[-1]
    colour = piece // 25
    target = TARGET[cell][action.direction]
    text = (
        f"{teller.verb(mover, 'move')} {teller.card(piece)} from {teller.cell(cell)} "
        f"{teller.direction(action.direction)}"
    )
    if target < 0:
        text += " off the grid: it is out of the game"
    elif target in GOAL[teller.game.geometry[colour]]:
        home = "Land" if colour == WATER else "Water"
        if not teller.game.solo:
            home = teller.game.role_name(1 - colour)
        text += (
            f" to {teller.cell(target)}, {home}'s start: it scores ({teller.score(after, colour)})"
        )
    else:
        text += f" to {teller.cell(target)}"
        below = before.board[target]
        if below:
            text += f" onto {piece_name(below[-1])}"
    if len(stack) > 1:
        text += f", uncovering {piece_name(stack[-2])}"
    rest = teller.afterwards(before, after)
    return f"{text}; {rest}" if rest else text


def _done(teller: Teller, before: EbbeFlutState, after: EbbeFlutState) -> str:
    mover = before.mover
    name = teller.game.role_name(mover)
    other = teller.game.role_name(1 - mover)
    text = f"{teller.verb(mover, 'end')} the turn with conflicts left; {other} checks"
    lost = after.forfeited[mover][len(before.forfeited[mover]) :]
    if lost:
        cards = " ".join(CARD_NAMES[c] for c in lost)
        text += f": {name} forfeits {cards} ({teller.score(after, mover)})"
    else:
        text += f": {name} has no scored card to forfeit"
    return f"{text} and must resolve now: {teller.conflicts(after, mover)}"


def describe_start(state: EbbeFlutState, seat: int | None) -> str:
    """Who begins and why."""
    game = state.game
    if state.phase == OVER:
        return Teller(state, seat).result(state)
    if game.solo:
        who = "You play" if seat == 0 else "The player plays"
        return (
            f"{who} alone: draw from any stack, place each card on its colour's start "
            "cells and score as many cards of both colours as possible."
        )
    water, land = game.role_name(WATER), game.role_name(LAND)
    rule = "the lower card begins (A1 is the lowest, E5 the highest; equal cards: a coin flip)"
    if state.opening == 2:
        return (
            f"Opening: {water} draws a card and places it on a start cell, then {land} "
            f"does; {rule}."
        )
    if state.opening == 1:
        return f"Opening: {land} draws and places an opening card next; {rule}."
    mover = game.role_name(state.mover)
    if state.first < 0:
        return f"{mover} is to move."
    first = game.role_name(state.first)
    why = (
        "the opening cards were equal and a coin flip chose"
        if state.coin
        else "its opening card was the lower"
    )
    return f"{first} began ({why}); {mover} is to move."


class EbbeFlutWords(Words["EbbeFlutState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: EbbeFlutState, action: Action, after: EbbeFlutState, seat: int | None
    ) -> str:
        return describe(before, action, after, seat)

    def start(self, state: EbbeFlutState, seat: int | None) -> str:
        return describe_start(state, seat)

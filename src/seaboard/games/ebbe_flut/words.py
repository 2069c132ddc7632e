"""Ebbe & Flut in words: each action told to one seat, from that seat's side of the table.

Everything said here can be read off the listener's views before and after the action:
the top cards of the grid, the drawn card, the scored piles, the conflicts of the seat to
move and whose turn it is. Covered cards are named only when they were on top before the
action (covered by it) or are on top after it (uncovered by it). Cells and directions are
the listener's own (Land sees the board turned round; a spectator reads Water's side):
rows and columns are counted from 1, from the top left corner of the listener's screen,
as the boards label them; stacks are counted from 1 as well.
"""

from __future__ import annotations

from typing import Final

from seaboard.engine import Action, Naming
from seaboard.engine.language import N_
from seaboard.engine.telling import Words
from seaboard.games.ebbe_flut.actions import Done, Draw, Move, Place
from seaboard.games.ebbe_flut.board import (
    CARD_NAMES,
    DIR_STEPS,
    GOAL,
    LAND,
    LAST_CELL,
    SIZE,
    TARGET,
    WATER,
    card_of,
    colour_of,
    row_col,
)
from seaboard.games.ebbe_flut.conflicts import conflict_pairs
from seaboard.games.ebbe_flut.phases import MOVE, OPENING_PLACEMENTS, OVER, PLACE
from seaboard.games.ebbe_flut.state import EbbeFlutState
from seaboard.games.ebbe_flut.terms import (
    COLOUR_CONFLICT,
    COLOUR_NAMES,
    direction_words,
    piece_words,
)

# The rule of the opening, said at the start.
OPENING_RULE: Final = N_(
    "the lower card begins (A1 is the lowest, E5 the highest; equal cards: a coin flip)"
)


class Teller:
    """Names, cells and directions for one listener, in the listener's language."""

    def __init__(self, state: EbbeFlutState, tell: Naming) -> None:
        self.state = state
        self.game = state.game
        self.tell = tell
        self.seat = tell.seat
        self.language = tell.language

    def t(self, message: str, **values: object) -> str:
        return self.tell.t(message, **values)

    def line(self, seat: int, you: str, other: str, **values: object) -> str:
        """The message ``you`` when ``seat`` is the listener, else ``other`` with ``{who}``
        (the seat opening a line) and ``{name}`` (the seat mid-line) filled in."""
        if self.tell.is_you(seat):
            return self.tell.t(you, **values)
        return self.tell.t(other, who=self.who(seat), name=self.name(seat), **values)

    # -- people ---------------------------------------------------------------------
    def who(self, seat: int) -> str:
        """The subject opening a line: "You", "Ann (Land)"; in the solo game "The player"."""
        if self.game.solo and not self.tell.is_you(seat):
            return self.tell.given(seat) or self.t(N_("The player"))
        return self.tell.who(seat)

    def name(self, seat: int) -> str:
        """Another seat in the middle of a line: "Ann", "Land" ("the player" alone)."""
        if self.game.solo and not self.tell.is_you(seat):
            return self.tell.given(seat) or self.t(N_("the player"))
        return self.tell.given(seat) or self.tell.role(seat)

    def named(self, seat: int) -> str:
        """The seat with its colour when its name is not the colour: "you (Land)", "Water"."""
        role = self.tell.role(seat)
        if self.tell.is_you(seat):
            return self.t(N_("you ({role})"), role=role)
        name = self.name(seat)
        return name if name == role else f"{name} ({role})"

    # -- the board ------------------------------------------------------------------
    def rc(self, index: int) -> tuple[int, int]:
        """The cell's row and column as the listener sees them, counted from 1."""
        row, col = row_col(LAST_CELL - index if self.game.turned(self.seat) else index)
        return row + 1, col + 1

    def cell(self, index: int) -> str:
        """``row 2, column 3`` as the listener's board labels it."""
        row, col = self.rc(index)
        return self.t(N_("row {row}, column {column}"), row=row, column=col)

    def direction(self, direction: int) -> str:
        return direction_words(self.game.direction_for(direction, self.seat), self.language)

    def card(self, piece: int) -> str:
        """A card of the mover's own colour by its face; in the solo game with its colour."""
        return self.piece(piece) if self.game.solo else CARD_NAMES[card_of(piece)]

    def piece(self, piece: int) -> str:
        """A card with its colour: ``Water C4``."""
        return piece_words(piece, self.language)

    def line_of(self, kind: str, index: int) -> str:
        """``row 2`` or ``column 3`` as the listener counts them (from 1)."""
        n = (SIZE - 1 - index if self.game.turned(self.seat) else index) + 1
        return self.t(N_("row {n}") if kind == "row" else N_("column {n}"), n=n)

    def conflicts(self, state: EbbeFlutState, seat: int) -> str:
        """The shared letters and numbers ``seat`` must resolve: ``A in row 2, 3 in column 4``."""
        found: list[str] = []
        for colour in state.colours_of(seat):
            for kind, index, _a, _b, mark in conflict_pairs(state.board, colour):
                what = self.t(N_("{mark} in {line}"), mark=mark, line=self.line_of(kind, index))
                if self.game.solo:
                    what = self.t(COLOUR_CONFLICT[colour], conflict=what)
                if what not in found:
                    found.append(what)
        return ", ".join(found)

    def score(self, state: EbbeFlutState, colour: int) -> str:
        """The scorer's pile after scoring: ``your pile: 3 cards`` (solo: ``7 scored``)."""
        if self.game.solo:
            return self.t(N_("{n} scored"), n=int(state.scores[0]))
        n = len(state.scored[colour])
        if self.tell.is_you(colour):
            return self.tell.tn("your pile: {n} card", "your pile: {n} cards", n)
        return self.tell.tn(
            "{name}'s pile: {n} card", "{name}'s pile: {n} cards", n, name=self.name(colour)
        )

    def result(self, state: EbbeFlutState) -> str:
        """The final result; equal piles are a draw."""
        water, land = len(state.scored[WATER]), len(state.scored[LAND])
        if self.game.solo:
            return self.tell.tn(
                "Game over: {n} card scored (Water {water}, Land {land})",
                "Game over: {n} cards scored (Water {water}, Land {land})",
                water + land,
                water=water,
                land=land,
            )
        tally = f"{self.named(WATER)} {water}, {self.named(LAND)} {land}"
        if water == land:
            return self.t(N_("Game over: {tally}; a draw"), tally=tally)
        winner = WATER if water > land else LAND
        return self.line(
            winner,
            N_("Game over: {tally}; you win"),
            N_("Game over: {tally}; {name} wins"),
            tally=tally,
        )

    def afterwards(self, before: EbbeFlutState, after: EbbeFlutState) -> str:
        """What follows an action: conflicts still to resolve, or the turn's end."""
        mover = before.mover
        if after.phase == OVER:
            return self.result(after)
        nxt = after.mover
        if after.resumed and not before.resumed:
            return ""  # told by the honor check itself
        if nxt == mover and after.phase == MOVE:
            return self.t(N_("to resolve: {conflicts}"), conflicts=self.conflicts(after, mover))
        if nxt == mover and after.phase == PLACE:
            todo = self.conflicts(after, mover)
            card = self.card(after.drawn)
            if todo:
                return self.t(
                    N_("to resolve before placing {card}: {conflicts}"), card=card, conflicts=todo
                )
            return self.t(N_("{card} still to place"), card=card)
        if self.game.solo:
            return self.t(N_("no conflict left"))
        if nxt == mover:
            other = 1 - mover
            if self.tell.is_you(mover):
                return self.t(
                    N_("{other} has no card to draw and nothing to resolve, so you play on"),
                    other=self.name(other),
                )
            if self.tell.is_you(other):
                return self.t(
                    N_("you have no card to draw and nothing to resolve, so {mover} plays on"),
                    mover=self.name(mover),
                )
            return self.t(
                N_("{other} has no card to draw and nothing to resolve, so {mover} plays on"),
                other=self.name(other),
                mover=self.name(mover),
            )
        todo = self.conflicts(after, nxt)
        empty = after.phase == MOVE
        if todo and empty:
            return self.line(
                nxt,
                N_("your turn (no cards left to draw), with conflicts to resolve: {conflicts}"),
                N_("{name}'s turn (no cards left to draw), with conflicts to resolve: {conflicts}"),
                conflicts=todo,
            )
        if todo:
            return self.line(
                nxt,
                N_("your turn, with conflicts to resolve: {conflicts}"),
                N_("{name}'s turn, with conflicts to resolve: {conflicts}"),
                conflicts=todo,
            )
        if empty:
            return self.line(
                nxt,
                N_("your turn (no cards left to draw)"),
                N_("{name}'s turn (no cards left to draw)"),
            )
        return self.line(nxt, N_("your turn"), N_("{name}'s turn"))


def _then(text: str, rest: str) -> str:
    """An action's clause and what follows it, one line."""
    return f"{text}; {rest}" if rest else text


def describe(before: EbbeFlutState, action: Action, after: EbbeFlutState, tell: Naming) -> str:
    """One line telling ``tell.seat`` what ``action`` did (see the module docstring)."""
    teller = Teller(before, tell)
    mover = before.mover
    if isinstance(action, Draw):
        values = {"card": teller.card(after.drawn), "stack": action.stack + 1}
        if before.opening:
            return teller.line(
                mover,
                N_("You draw {card} from stack {stack} as the opening card"),
                N_("{who} draws {card} from stack {stack} as the opening card"),
                **values,
            )
        return teller.line(
            mover,
            N_("You draw {card} from stack {stack}"),
            N_("{who} draws {card} from stack {stack}"),
            **values,
        )
    if isinstance(action, Place):
        return _place(teller, before, action, after)
    if isinstance(action, Move):
        return _move(teller, before, action, after)
    assert isinstance(action, Done)
    return _done(teller, before, after)


def _place(teller: Teller, before: EbbeFlutState, action: Place, after: EbbeFlutState) -> str:
    mover = before.mover
    cell = action.cell
    piece = before.drawn
    under = before.board[cell]
    values = {"card": teller.card(piece), "cell": teller.cell(cell)}
    if under:
        text = teller.line(
            mover,
            N_("You place {card} on {cell} over {under}"),
            N_("{who} places {card} on {cell} over {under}"),
            under=teller.piece(under[-1]),
            **values,
        )
    else:
        text = teller.line(
            mover, N_("You place {card} on {cell}"), N_("{who} places {card} on {cell}"), **values
        )
    if before.opening == OPENING_PLACEMENTS:
        rest = teller.line(
            LAND, N_("you place an opening card next"), N_("{name} places an opening card next")
        )
        return _then(text, rest)
    if before.opening == 1:
        return _then(text, _who_begins(teller, after))
    return _then(text, teller.afterwards(before, after))


def _who_begins(teller: Teller, after: EbbeFlutState) -> str:
    """Who begins after both opening cards, and why."""
    water = land = -1
    for stack in after.board:
        for p in stack:
            if colour_of(p) == WATER:
                water = card_of(p)
            else:
                land = card_of(p)
    if after.coin:
        return teller.line(
            after.first,
            N_("the opening cards are equal ({card}), so a coin flip decides: you begin"),
            N_("the opening cards are equal ({card}), so a coin flip decides: {name} begins"),
            card=CARD_NAMES[water],
        )
    low, high = (WATER, LAND) if water < land else (LAND, WATER)
    cards = {WATER: CARD_NAMES[water], LAND: CARD_NAMES[land]}
    values = {"low": cards[low], "high": cards[high]}
    if teller.tell.is_you(low):
        return teller.t(
            N_("your {low} is lower than {other}'s {high}, so you begin"),
            other=teller.name(high),
            **values,
        )
    if teller.tell.is_you(high):
        return teller.t(
            N_("{other}'s {low} is lower than your {high}, so {other} begins"),
            other=teller.name(low),
            **values,
        )
    return teller.t(
        N_("{first}'s {low} is lower than {second}'s {high}, so {first} begins"),
        first=teller.name(low),
        second=teller.name(high),
        **values,
    )


def _move(teller: Teller, before: EbbeFlutState, action: Move, after: EbbeFlutState) -> str:
    mover = before.mover
    cell = action.cell
    stack = before.board[cell]
    piece = stack[-1]
    colour = colour_of(piece)
    target = TARGET[cell][action.direction]
    values: dict[str, object] = {
        "card": teller.card(piece),
        "direction": teller.direction(action.direction),
        "cell": teller.cell(cell),
    }
    if target < 0:
        text = teller.line(
            mover,
            N_("You move {card} {direction} from {cell} off the grid: it is out of the game"),
            N_("{who} moves {card} {direction} from {cell} off the grid: it is out of the game"),
            **values,
        )
    else:
        # the row stays for a move left or right, the column for a move up or down
        row, col = teller.rc(target)
        if DIR_STEPS[action.direction][0] == 0:
            text = teller.line(
                mover,
                N_("You move {card} {direction} from {cell} to column {column}"),
                N_("{who} moves {card} {direction} from {cell} to column {column}"),
                column=col,
                **values,
            )
        else:
            text = teller.line(
                mover,
                N_("You move {card} {direction} from {cell} to row {row}"),
                N_("{who} moves {card} {direction} from {cell} to row {row}"),
                row=row,
                **values,
            )
        if target in GOAL[teller.game.geometry[colour]]:
            home = teller.t(COLOUR_NAMES[LAND if colour == WATER else WATER])
            text += teller.t(
                N_(", into {home}'s start: it scores ({score})"),
                home=home,
                score=teller.score(after, colour),
            )
        else:
            below = before.board[target]
            if below:
                text += teller.t(N_(" onto {piece}"), piece=teller.piece(below[-1]))
    if len(stack) > 1:
        text += teller.t(N_(", uncovering {piece}"), piece=teller.piece(stack[-2]))
    return _then(text, teller.afterwards(before, after))


def _done(teller: Teller, before: EbbeFlutState, after: EbbeFlutState) -> str:
    mover = before.mover
    other = 1 - mover
    ended = teller.line(
        mover,
        N_("You end the turn with conflicts left"),
        N_("{who} ends the turn with conflicts left"),
    )
    check = teller.line(other, N_("you check"), N_("{name} checks"))
    conflicts = teller.conflicts(after, mover)
    lost = after.forfeited[mover][len(before.forfeited[mover]) :]
    if lost:
        penalty = teller.line(
            mover,
            N_("you forfeit {cards} ({score}) and must resolve now: {conflicts}"),
            N_("{name} forfeits {cards} ({score}) and must resolve now: {conflicts}"),
            cards=" ".join(CARD_NAMES[c] for c in lost),
            score=teller.score(after, mover),
            conflicts=conflicts,
        )
    else:
        penalty = teller.line(
            mover,
            N_("you have no scored card to forfeit and must resolve now: {conflicts}"),
            N_("{name} has no scored card to forfeit and must resolve now: {conflicts}"),
            conflicts=conflicts,
        )
    return f"{ended}; {check}: {penalty}"


def describe_start(state: EbbeFlutState, tell: Naming) -> str:
    """Who begins and why."""
    game = state.game
    teller = Teller(state, tell)
    if state.phase == OVER:
        return teller.result(state)
    if game.solo:
        return teller.line(
            0,
            N_(
                "You play alone: draw from any stack, place each card on its colour's start "
                "cells and score as many cards of both colours as possible."
            ),
            N_(
                "{who} plays alone: draw from any stack, place each card on its colour's start "
                "cells and score as many cards of both colours as possible."
            ),
        )
    rule = tell.t(OPENING_RULE)
    if state.opening == OPENING_PLACEMENTS:
        if tell.is_you(WATER):
            return tell.t(
                N_(
                    "Opening: You draw a card and place it on a start cell, then {land} does; "
                    "{rule}."
                ),
                land=teller.name(LAND),
                rule=rule,
            )
        if tell.is_you(LAND):
            return tell.t(
                N_(
                    "Opening: {water} draws a card and places it on a start cell, then you do; "
                    "{rule}."
                ),
                water=teller.who(WATER),
                rule=rule,
            )
        return tell.t(
            N_(
                "Opening: {water} draws a card and places it on a start cell, then {land} does; "
                "{rule}."
            ),
            water=teller.who(WATER),
            land=teller.name(LAND),
            rule=rule,
        )
    if state.opening == 1:
        return teller.line(
            LAND,
            N_("Opening: you draw and place an opening card next; {rule}."),
            N_("Opening: {name} draws and places an opening card next; {rule}."),
            rule=rule,
        )
    if state.first < 0:
        return teller.line(state.mover, N_("You are to move."), N_("{who} is to move."))
    if state.coin:
        began = teller.line(
            state.first,
            N_("You began (the opening cards were equal and a coin flip chose)"),
            N_("{who} began (the opening cards were equal and a coin flip chose)"),
        )
    else:
        began = teller.line(
            state.first,
            N_("You began (your opening card was the lower)"),
            N_("{who} began ({name}'s opening card was the lower)"),
        )
    moves = teller.line(state.mover, N_("you are to move."), N_("{name} is to move."))
    return f"{began}; {moves}"


class EbbeFlutWords(Words["EbbeFlutState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: EbbeFlutState, action: Action, after: EbbeFlutState, tell: Naming
    ) -> str:
        return describe(before, action, after, tell)

    def start(self, state: EbbeFlutState, tell: Naming) -> str:
        return describe_start(state, tell)

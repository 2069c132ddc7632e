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

from seaboard.engine import Action, Naming, counted
from seaboard.engine.telling import Words
from seaboard.games.ebbe_flut.actions import Done, Draw, Move, Place
from seaboard.games.ebbe_flut.board import (
    CARD_NAMES,
    COLOURS,
    DIR_STEPS,
    GOAL,
    LAND,
    LAST_CELL,
    SIZE,
    TARGET,
    WATER,
    card_of,
    colour_of,
    piece_name,
    row_col,
)
from seaboard.games.ebbe_flut.conflicts import conflict_pairs
from seaboard.games.ebbe_flut.phases import MOVE, OPENING_PLACEMENTS, OVER, PLACE
from seaboard.games.ebbe_flut.state import EbbeFlutState


class Teller:
    """Names, cells and directions for one listener."""

    def __init__(self, state: EbbeFlutState, tell: Naming) -> None:
        self.state = state
        self.game = state.game
        self.tell = tell
        self.seat = tell.seat

    # -- people ---------------------------------------------------------------------
    def who(self, seat: int) -> str:
        """The subject opening a line: "You", "Ann (Land)"; in the solo game "The player"."""
        if self.game.solo and not self.tell.is_you(seat):
            return self.tell.given(seat) or "The player"
        return self.tell.who(seat)

    def name(self, seat: int) -> str:
        """The seat in the middle of a line: "you", "Ann", "Land"."""
        if self.game.solo and not self.tell.is_you(seat):
            return self.tell.given(seat) or "the player"
        return self.tell.name(seat)

    def named(self, seat: int) -> str:
        """The seat with its colour when its name is not the colour: "you (Land)", "Water"."""
        name = self.name(seat)
        role = self.tell.role(seat)
        return name if name == role else f"{name} ({role})"

    def whose(self, seat: int) -> str:
        if self.game.solo and not self.tell.is_you(seat):
            given = self.tell.given(seat)
            return f"{given}'s" if given else "the player's"
        return self.tell.whose(seat)

    def says(self, seat: int, base: str, third: str | None = None, *, head: bool = True) -> str:
        """Subject and agreeing verb: "You draw", "Ann (Land) draws", "the player draws"."""
        who = self.who(seat) if head else self.name(seat)
        return f"{who} {self.tell.verb(seat, base, third)}"

    # -- the board ------------------------------------------------------------------
    def rc(self, index: int) -> tuple[int, int]:
        """The cell's row and column as the listener sees them, counted from 1."""
        row, col = row_col(LAST_CELL - index if self.game.turned(self.seat) else index)
        return row + 1, col + 1

    def cell(self, index: int) -> str:
        """``row 2, column 3`` as the listener's board labels it."""
        row, col = self.rc(index)
        return f"row {row}, column {col}"

    def direction(self, direction: int) -> str:
        return self.game.direction_for(direction, self.seat)

    def card(self, piece: int) -> str:
        """A card of the mover's own colour by its face; in the solo game with its colour."""
        return piece_name(piece) if self.game.solo else CARD_NAMES[card_of(piece)]

    def line(self, kind: str, index: int) -> str:
        """``row 2`` or ``column 3`` as the listener counts them (from 1)."""
        return f"{kind} {(SIZE - 1 - index if self.game.turned(self.seat) else index) + 1}"

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
        """The scorer's pile after scoring: ``your pile: 3 cards`` (solo: ``7 scored``)."""
        if self.game.solo:
            return f"{int(state.scores[0])} scored"
        return f"{self.whose(colour)} pile: {counted(len(state.scored[colour]), 'card')}"

    def result(self, state: EbbeFlutState) -> str:
        """The final result; equal piles are a draw."""
        water, land = len(state.scored[WATER]), len(state.scored[LAND])
        if self.game.solo:
            return f"Game over: {counted(water + land, 'card')} scored (Water {water}, Land {land})"
        tally = f"{self.named(WATER)} {water}, {self.named(LAND)} {land}"
        if water == land:
            return f"Game over: {tally}; a draw"
        winner = WATER if water > land else LAND
        return f"Game over: {tally}; {self.says(winner, 'win', head=False)}"

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
            other = 1 - mover
            return (
                f"{self.says(other, 'have', 'has', head=False)} no card to draw and nothing "
                f"to resolve, so {self.says(mover, 'play', head=False)} on"
            )
        told = f"{self.whose(nxt)} turn"
        if after.phase == MOVE:
            told += " (no cards left to draw)"
        todo = self.conflicts(after, nxt)
        if todo:
            told += f", with conflicts to resolve: {todo}"
        return told


def describe(before: EbbeFlutState, action: Action, after: EbbeFlutState, tell: Naming) -> str:
    """One line telling ``tell.seat`` what ``action`` did (see the module docstring)."""
    teller = Teller(before, tell)
    mover = before.mover
    if isinstance(action, Draw):
        drawn = after.drawn
        text = f"{teller.says(mover, 'draw')} {teller.card(drawn)} from stack {action.stack + 1}"
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
    cell = action.cell
    piece = before.drawn
    text = f"{teller.says(mover, 'place')} {teller.card(piece)} on {teller.cell(cell)}"
    under = before.board[cell]
    if under:
        text += f" over {piece_name(under[-1])}"
    if before.opening == OPENING_PLACEMENTS:
        return f"{text}; {teller.says(LAND, 'place', head=False)} an opening card next"
    if before.opening == 1:
        water = land = -1
        for stack in after.board:
            for p in stack:
                if colour_of(p) == WATER:
                    water = card_of(p)
                else:
                    land = card_of(p)
        first = teller.says(after.first, "begin", head=False)
        if after.coin:
            equal = CARD_NAMES[water]
            why = f"the opening cards are equal ({equal}), so a coin flip decides: {first}"
        else:
            low, high = (WATER, LAND) if water < land else (LAND, WATER)
            cards = {WATER: water, LAND: land}
            why = (
                f"{teller.whose(low)} {CARD_NAMES[cards[low]]} is lower than "
                f"{teller.whose(high)} {CARD_NAMES[cards[high]]}, so {first}"
            )
        return f"{text}; {why}"
    rest = teller.afterwards(before, after)
    return f"{text}; {rest}" if rest else text


def _move(teller: Teller, before: EbbeFlutState, action: Move, after: EbbeFlutState) -> str:
    mover = before.mover
    cell = action.cell
    stack = before.board[cell]
    piece = stack[-1]
    colour = colour_of(piece)
    target = TARGET[cell][action.direction]
    text = (
        f"{teller.says(mover, 'move')} {teller.card(piece)} {teller.direction(action.direction)} "
        f"from {teller.cell(cell)}"
    )
    if target < 0:
        text += " off the grid: it is out of the game"
    else:
        # the row stays for a move left or right, the column for a move up or down
        row, col = teller.rc(target)
        text += f" to column {col}" if DIR_STEPS[action.direction][0] == 0 else f" to row {row}"
        if target in GOAL[teller.game.geometry[colour]]:
            home = "Land" if colour == WATER else "Water"
            text += f", into {home}'s start: it scores ({teller.score(after, colour)})"
        else:
            below = before.board[target]
            if below:
                text += f" onto {piece_name(below[-1])}"
    if len(stack) > 1:
        text += f", uncovering {piece_name(stack[-2])}"
    rest = teller.afterwards(before, after)
    return f"{text}; {rest}" if rest else text


def _done(teller: Teller, before: EbbeFlutState, after: EbbeFlutState) -> str:
    mover = before.mover
    other = 1 - mover
    text = (
        f"{teller.says(mover, 'end')} the turn with conflicts left; "
        f"{teller.says(other, 'check', head=False)}"
    )
    lost = after.forfeited[mover][len(before.forfeited[mover]) :]
    if lost:
        cards = " ".join(CARD_NAMES[c] for c in lost)
        text += (
            f": {teller.says(mover, 'forfeit', head=False)} {cards} ({teller.score(after, mover)})"
        )
    else:
        text += f": {teller.says(mover, 'have', 'has', head=False)} no scored card to forfeit"
    must = teller.tell.verb(mover, "must", "must")
    return f"{text} and {must} resolve now: {teller.conflicts(after, mover)}"


def describe_start(state: EbbeFlutState, tell: Naming) -> str:
    """Who begins and why."""
    game = state.game
    teller = Teller(state, tell)
    if state.phase == OVER:
        return teller.result(state)
    if game.solo:
        return (
            f"{teller.says(0, 'play')} alone: draw from any stack, place each card on its "
            "colour's start cells and score as many cards of both colours as possible."
        )
    rule = "the lower card begins (A1 is the lowest, E5 the highest; equal cards: a coin flip)"
    if state.opening == OPENING_PLACEMENTS:
        return (
            f"Opening: {teller.says(WATER, 'draw')} a card and "
            f"{tell.verb(WATER, 'place')} it on a start cell, then "
            f"{teller.says(LAND, 'do', 'does', head=False)}; {rule}."
        )
    if state.opening == 1:
        return (
            f"Opening: {teller.says(LAND, 'draw', head=False)} and "
            f"{tell.verb(LAND, 'place')} an opening card next; {rule}."
        )
    if state.first < 0:
        return f"{teller.says(state.mover, 'are', 'is')} to move."
    first = teller.says(state.first, "began", "began")
    why = (
        "the opening cards were equal and a coin flip chose"
        if state.coin
        else f"{teller.whose(state.first)} opening card was the lower"
    )
    return f"{first} ({why}); {teller.says(state.mover, 'are', 'is', head=False)} to move."


class EbbeFlutWords(Words["EbbeFlutState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: EbbeFlutState, action: Action, after: EbbeFlutState, tell: Naming
    ) -> str:
        return describe(before, action, after, tell)

    def start(self, state: EbbeFlutState, tell: Naming) -> str:
        return describe_start(state, tell)

"""Ebbe & Flut: the State, one position (turns, legality, moves, scores, views).

See board.py for the coordinates, the cards and the two geometries.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from seaboard.engine import Action, History, NotationError, State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import derive, fresh_seed, shuffle
from seaboard.games.ebbe_flut.actions import DONE, DRAWS, MOVES, PLACES, Done, Draw, Move, Place
from seaboard.games.ebbe_flut.board import (
    CARDS_PER_COLOUR,
    CELLS,
    COL_DIR,
    COLOURS,
    GOAL,
    LAND,
    PIECE_CODES,
    ROW_DIR,
    SIZE,
    START,
    TARGET,
    WATER,
    Board,
    Pair,
    Stacks,
    card_of,
    colour_of,
    piece_of,
)
from seaboard.games.ebbe_flut.conflicts import conflict_masks, doubled_count
from seaboard.games.ebbe_flut.information import own_view
from seaboard.games.ebbe_flut.phases import DRAW, MOVE, OVER, PHASE_NAMES, PLACE
from seaboard.games.ebbe_flut.refusals import why_illegal
from seaboard.games.ebbe_flut.view import EbbeFlutOwnView

if TYPE_CHECKING:
    from seaboard.games.ebbe_flut.game import EbbeFlut


class EbbeFlutState(State):
    """A position of Ebbe & Flut."""

    __slots__ = (
        "_masks",
        "_rules",
        "board",
        "coin",
        "drawn",
        "early",
        "first",
        "forfeited",
        "lost",
        "mover",
        "opening",
        "phase",
        "resumed",
        "scored",
        "stacks",
    )

    def __init__(
        self,
        game: EbbeFlut,
        seed: int,
        history: History,
        board: Board,
        stacks: Stacks,
        scored: Pair,
        lost: Pair,
        forfeited: Pair,
        drawn: int,
        phase: int,
        mover: int,
        opening: int,
        first: int,
        coin: bool,
        early: bool,
        resumed: bool,
    ) -> None:
        self._game = game
        self._rules = game  # the game as its own type (the base keeps it as a Game)
        self._seed = seed
        self._history = History.of(history)
        self._legal_cache = None
        self.board = board  # CELLS cells, each a tuple of pieces from bottom to top
        self.stacks = stacks  # per stack group (colour; solo: one shared), STACKS stacks, top last
        self.scored = scored  # per colour: cards scored, in the order scored
        self.lost = lost  # per colour: cards that left the grid
        self.forfeited = forfeited  # per colour: scored cards given up as honor penalties
        self.drawn = drawn  # the piece waiting to be placed, or -1
        self.phase = phase
        self.mover = mover  # seat to act (-1 once over)
        self.opening = opening  # opening placements still to make (2, 1, 0)
        self.first = first  # the seat that began after the opening, or -1
        self.coin = coin  # True when a coin flip broke an opening tie
        self.early = early  # moves were made while the drawn card waited
        self.resumed = resumed  # the turn resumed after an honor check: resolve everything
        self._masks: list[tuple[int, int] | None] = [None, None]

    @property
    def game(self) -> EbbeFlut:
        return self._rules

    # -- helpers ---------------------------------------------------------------------------
    def masks(self, colour: int) -> tuple[int, int]:
        """Row and column conflict masks of ``colour`` (cached)."""
        m = self._masks[colour]
        if m is None:
            m = conflict_masks(self.board, colour)
            self._masks[colour] = m
        return m

    def colours_of(self, seat: int) -> tuple[int, ...]:
        """The colours a seat plays."""
        return (WATER, LAND) if self._rules.solo else (seat,)

    def has_conflict(self, seat: int) -> bool:
        """Whether ``seat`` has a conflict among its top cards."""
        for colour in self.colours_of(seat):
            rows, cols = self.masks(colour)
            if rows or cols:
                return True
        return False

    def stack_group(self, seat: int) -> tuple[tuple[int, ...], ...]:
        return self.stacks[0 if self._rules.solo else seat]

    def _move_actions(self, seat: int) -> list[Action]:
        geometry = self._rules.geometry
        found = []
        for colour in self.colours_of(seat):
            rows, cols = self.masks(colour)
            if rows or cols:
                g = geometry[colour]
                found.append((rows, cols, COL_DIR[g], ROW_DIR[g]))
        out: list[Action] = []
        if not found:
            return out
        for i in range(CELLS):
            bit = 1 << i
            for rows, cols, cdir, rdir in found:
                if cols & bit:
                    out.append(MOVES[i][cdir])
                if rows & bit:
                    out.append(MOVES[i][rdir])
        return out

    def stuck(self) -> str | None:
        """Why nobody could act in this position though the game is not over (or why it
        is marked over though play would go on), as one sentence; None when it is sound."""
        problem = self.stuck_error()
        return None if problem is None else str(problem)

    def stuck_error(self) -> NotationError | None:
        """``stuck`` as the error a saved state is refused with (told in any language)."""
        game = self._rules
        if self.phase == OVER:
            if any(s for group in self.stacks for s in group):
                return NotationError(
                    N_("the state says the game is over, but cards are left in the stacks")
                )
            for seat in range(game.players):
                if self.has_conflict(seat):
                    if game.solo:
                        return NotationError(
                            N_("the state says the game is over, but you have a conflict left")
                        )
                    return self._role_error(
                        N_("the state says the game is over, but {role} has a conflict left"),
                        seat,
                    )
            return None
        if self.phase == DRAW and not any(self.stack_group(self.mover)):
            if game.solo:
                return NotationError(
                    N_("nobody can act: the phase is draw, but the player has no card left to draw")
                )
            return self._role_error(
                N_("nobody can act: the phase is draw, but {role} has no card left to draw"),
                self.mover,
            )
        if self.phase == MOVE and not self.has_conflict(self.mover):
            if game.solo:
                return NotationError(
                    N_(
                        "nobody can act: the phase is move, but the player has no conflict to "
                        "resolve"
                    )
                )
            return self._role_error(
                N_("nobody can act: the phase is move, but {role} has no conflict to resolve"),
                self.mover,
            )
        return None

    def _role_error(self, message: str, seat: int) -> NotationError:
        """An error naming ``seat``'s role, told in each reader's language."""
        game = self._rules
        return NotationError(
            message,
            told=lambda language: language.t(message, role=game.role_name(seat, language)),
            role=game.role_name(seat),
        )

    # -- turn and legality -----------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.mover

    def _legal_actions(self) -> tuple[Action, ...]:
        seat = self.mover
        phase = self.phase
        if phase == DRAW:
            return tuple(DRAWS[k] for k, s in enumerate(self.stack_group(seat)) if s)
        if phase == PLACE:
            moves = self._move_actions(seat)
            if self.early and moves:
                return tuple(moves)
            g = self._rules.geometry[colour_of(self.drawn)]
            places = [PLACES[i] for i in START[g]]
            return tuple(places + moves) if not self.early else tuple(places)
        if phase == MOVE:
            moves = self._move_actions(seat)
            if self._rules.honor and not self.resumed:
                moves.append(DONE)
            return tuple(moves)
        return ()

    def may_reveal(self, action: Action) -> bool:
        """A draw shows a stack's hidden top; a move may uncover a card whose face the
        mover does not remember; Land's opening card ties Water's and a coin flip decides
        who begins. Placing the drawn card and ``done`` show nothing new."""
        if isinstance(action, Draw):
            return True
        if isinstance(action, Move):
            stack = self.board[action.cell]
            return len(stack) > 1 and not self.knows_covered(self.mover, colour_of(stack[-2]))
        if isinstance(action, Place):
            card = card_of(self.drawn)
            return self.opening == 1 and any(
                card_of(p) == card for cell in self.board for p in cell
            )
        return False

    def explain_illegal(self, action: Action, language: Language = ENGLISH) -> str:
        """Why ``action`` is refused, told to the mover from its own side of the table
        (front ends list the legal actions beside it)."""
        return why_illegal(self, action, language)

    # -- playing ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> EbbeFlutState:
        game = self._rules
        history = self._history.add(action)
        seat = self.mover
        kind = type(action)
        if kind is Draw:
            assert isinstance(action, Draw)
            gi = 0 if game.solo else seat
            group = list(self.stacks[gi])
            stack = group[action.stack]
            piece = stack[-1]
            group[action.stack] = stack[:-1]
            stacks = list(self.stacks)
            stacks[gi] = tuple(group)
            nxt = self._copy(history)
            nxt.stacks = tuple(stacks)
            nxt.drawn = piece
            nxt.phase = PLACE
            nxt.early = False
            nxt._masks = self._masks  # the board did not change
            return nxt
        if kind is Place:
            assert isinstance(action, Place)
            cell = action.cell
            board = list(self.board)
            under = board[cell]
            board[cell] = (*under, self.drawn)
            nxt = self._copy(history)
            nxt.board = tuple(board)
            nxt.drawn = -1
            # only the colours whose top cards changed need their conflicts found again
            masks = list(self._masks)
            masks[self.drawn // CARDS_PER_COLOUR] = None
            if under:
                masks[under[-1] // CARDS_PER_COLOUR] = None
            nxt._masks = masks
            if self.opening:
                nxt.opening = self.opening - 1
                nxt.phase = DRAW
                if nxt.opening == 1:
                    nxt.mover = 1
                else:
                    nxt._decide_first()
                return nxt
            if nxt.has_conflict(seat):
                nxt.phase = MOVE
                return nxt
            return nxt._end_turn(seat)
        if kind is Move:
            assert isinstance(action, Move)
            cell = action.cell
            board = list(self.board)
            stack = board[cell]
            piece = stack[-1]
            board[cell] = stack[:-1]
            colour = piece // CARDS_PER_COLOUR
            target = TARGET[cell][action.direction]
            nxt = self._copy(history)
            # only the colours whose top cards changed need their conflicts found again
            masks = list(self._masks)
            masks[colour] = None
            if len(stack) > 1:
                masks[stack[-2] // CARDS_PER_COLOUR] = None
            if target < 0:
                lost = list(self.lost)
                lost[colour] = (*lost[colour], piece % CARDS_PER_COLOUR)
                nxt.lost = (lost[0], lost[1])
            elif target in GOAL[game.geometry[colour]]:
                scored = list(self.scored)
                scored[colour] = (*scored[colour], piece % CARDS_PER_COLOUR)
                nxt.scored = (scored[0], scored[1])
            else:
                below = board[target]
                if below:
                    masks[below[-1] // CARDS_PER_COLOUR] = None
                board[target] = (*below, piece)
            nxt.board = tuple(board)
            nxt._masks = masks
            if self.phase == PLACE:
                nxt.early = True
                return nxt
            if nxt.has_conflict(seat):
                return nxt
            return nxt._end_turn(seat)
        assert kind is Done
        return self._copy(history)._end_turn(seat)

    def _copy(self, history: History) -> EbbeFlutState:
        return EbbeFlutState(
            self._rules,
            self._seed,
            history,
            self.board,
            self.stacks,
            self.scored,
            self.lost,
            self.forfeited,
            self.drawn,
            self.phase,
            self.mover,
            self.opening,
            self.first,
            self.coin,
            self.early,
            self.resumed,
        )

    def _decide_first(self) -> None:
        """After both opening cards: the lower card begins; a tie is a seeded coin flip."""
        water = land = -1
        for cell in self.board:
            for p in cell:
                if colour_of(p) == WATER:
                    water = card_of(p)
                else:
                    land = card_of(p)
        if water == land:
            self.coin = True
            self.first = derive(self._seed, "opening-tie").randrange(len(COLOURS))
        else:
            self.first = WATER if water < land else LAND
        self.mover = self.first

    def _end_turn(self, prev: int) -> EbbeFlutState:
        """Finish ``prev``'s turn on this fresh state and find who acts next."""
        game = self._rules
        self.early = False
        if game.honor and not game.solo and self.has_conflict(prev):
            # Phase 1 of the opponent's turn: prev is caught and pays, then resolves.
            count = doubled_count(self.board, prev) if game.honor_each else 1
            have = self.scored[prev]
            count = min(count, len(have))
            if count:
                scored = list(self.scored)
                forfeited = list(self.forfeited)
                scored[prev] = have[: len(have) - count]
                forfeited[prev] = (*forfeited[prev], *have[len(have) - count :])
                self.scored = (scored[0], scored[1])
                self.forfeited = (forfeited[0], forfeited[1])
            self.mover = prev
            self.phase = MOVE
            self.resumed = True
            return self
        self.resumed = False
        candidates = (0,) if game.solo else (1 - prev, prev)
        for seat in candidates:
            if any(self.stack_group(seat)):
                self.mover = seat
                self.phase = DRAW
                return self
            if self.has_conflict(seat):
                self.mover = seat
                self.phase = MOVE
                return self
        self.mover = -1
        self.phase = OVER
        return self

    # -- results ---------------------------------------------------------------------------
    @property
    def scores(self) -> tuple[float, ...]:
        if self._rules.solo:
            return (float(len(self.scored[0]) + len(self.scored[1])),)
        return (float(len(self.scored[0])), float(len(self.scored[1])))

    @property
    def winners(self) -> frozenset[int]:
        if self.phase != OVER:
            return frozenset()
        if self._rules.solo:
            return frozenset((0,))
        w, la = len(self.scored[0]), len(self.scored[1])
        if w == la:
            return frozenset((0, 1))
        return frozenset((0,) if w > la else (1,))

    @property
    def returns(self) -> tuple[float, ...]:
        if self._rules.solo:
            # the solo result is the score: 0 cards -> -1, half of them -> 0, all -> +1
            if self.phase != OVER:
                return (0.0,)
            return ((self.scores[0] - CARDS_PER_COLOUR) / CARDS_PER_COLOUR,)
        return super().returns

    # -- information -----------------------------------------------------------------------
    def knows_covered(self, seat: int | None, colour: int) -> bool:
        """Whether ``seat`` sees the faces of ``colour``'s covered cards."""
        covered = self._rules.covered
        if covered == "open":
            return True
        if covered == "hidden" or seat is None:
            return False
        return self._rules.solo or seat == colour

    def _view(self, seat: int | None) -> EbbeFlutOwnView:
        return own_view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> EbbeFlutState:
        """Redraw what ``seat`` cannot see: the stacks' order and, unless the seat sees
        them, the faces of covered cards (each covered card keeps its colour, which the
        view shows; its face comes from that colour's cards of unknown place)."""
        game = self._rules
        board: list[Any] = list(self.board)
        covered = [i for i, cell in enumerate(board) if len(cell) > 1]
        for i in covered:  # only cells with covered cards can change: make those mutable
            board[i] = list(board[i])
        stacks = []
        for gi, group in enumerate(self.stacks):
            colours = (WATER, LAND) if game.solo else (gi,)
            in_stacks = sorted([p for s in group for p in s])
            rest: list[int] = []
            for colour in colours:
                mine = [p for p in in_stacks if p // CARDS_PER_COLOUR == colour]
                if self.knows_covered(seat, colour):
                    rest += mine
                    continue
                slots = [
                    (i, k)
                    for i in covered
                    for k, p in enumerate(board[i][:-1])
                    if p // CARDS_PER_COLOUR == colour
                ]
                pool = sorted([board[i][k] for i, k in slots] + mine)
                shuffle(rng, pool)
                for at, (i, k) in enumerate(slots):
                    board[i][k] = pool[at]
                rest += pool[len(slots) :]
            rest.sort()
            shuffle(rng, rest)
            at = 0
            redrawn = []
            for s in group:
                redrawn.append(tuple(rest[at : at + len(s)]))
                at += len(s)
            stacks.append(tuple(redrawn))
        for i in covered:
            board[i] = tuple(board[i])
        nxt = self._copy(self._history)
        nxt._seed = fresh_seed(rng)
        nxt.board = tuple(board)
        nxt.stacks = tuple(stacks)
        nxt._masks = list(self._masks)  # only covered cards changed: the tops are the same
        return nxt

    # -- persistence -----------------------------------------------------------------------
    def _json(self) -> dict[str, Any]:
        game = self._rules
        groups = ("shared",) if game.solo else COLOURS
        return {
            "board": [
                [[PIECE_CODES[p] for p in cell] for cell in self.board[r : r + SIZE]]
                for r in range(0, CELLS, SIZE)
            ],
            "stacks": {
                name: [[PIECE_CODES[p] for p in s] for s in self.stacks[gi]]
                for gi, name in enumerate(groups)
            },
            "scored": _per_colour(self.scored),
            "lost": _per_colour(self.lost),
            "forfeited": _per_colour(self.forfeited),
            "drawn": None if self.drawn < 0 else PIECE_CODES[self.drawn],
            "phase": PHASE_NAMES[self.phase],
            "to_move": None if self.phase == OVER else self.mover,
            "opening": self.opening,
            "first": None if self.first < 0 else self.first,
            "coin": self.coin,
            "early": self.early,
            "resumed": self.resumed,
        }


def _per_colour(pair: Sequence[Sequence[int]]) -> dict[str, list[str]]:
    return {COLOURS[c]: [PIECE_CODES[piece_of(c, x)] for x in pair[c]] for c in (WATER, LAND)}

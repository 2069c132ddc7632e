"""Ebbe & Flut: the rules core (standard library only).

Board coordinates: rows 0-4 from top to bottom and columns 0-4 from left to right, as seen
from Water's side of the table (in the solo game: from the player's side). A cell index is
``row * 5 + column``.

A card is an integer 0..24: ``letter * 5 + number - 1`` (A1 = 0, A2 = 1, ..., E5 = 24), so the
rulebook's order A1 < A2 < ... < E5 is the integer order. A piece is a card of a colour:
``colour * 25 + card`` with colour 0 = Water and 1 = Land.

Each colour follows one of two geometries: geometry 0 enters at the bottom-right corner
(cells 4,4 3,4 4,3) and moves left (column conflict) or up (row conflict); geometry 1
enters at the top-left corner (0,0 0,1 1,0) and moves right or down. In the two-player game
Water uses geometry 0 and Land geometry 1; in the solo game it is the other way round, as
the rulebook's solo diagram places the Land start at the player's lower right.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from seaboard.engine import Action, Game, History, NotationError, Option, OptionValue, State
from seaboard.engine.jsonread import field
from seaboard.engine.rng import derive, fresh_seed
from seaboard.games.ebbe_flut.actions import (
    ALL_ACTIONS,
    BITS,
    CARD_NAMES,
    CELLS,
    COL_DIR,
    COLOURS,
    COLS,
    DIR_NAMES,
    DONE,
    DRAW,
    DRAWS,
    FACES_KNOWN,
    GOAL,
    LAND,
    LETTERS,
    MOVE,
    MOVES,
    NOTATION_PATTERNS,
    NUM_ACTIONS,
    OVER,
    PHASE_NAMES,
    PIECE_CODES,
    PIECE_FACES,
    PIECE_INDEX,
    PLACE,
    PLACES,
    ROW_DIR,
    ROWS,
    SIZE,
    START,
    TARGET,
    WATER,
    Board,
    Done,
    Draw,
    Move,
    Pair,
    Place,
    Stacks,
    action_from_data,
    cell_name,
    turn_action,
)
from seaboard.games.ebbe_flut.view import EbbeFlutView

# -- the game ------------------------------------------------------------------------------


class EbbeFlut(Game):
    """Ebbe & Flut for two players (Water against Land) or one (solo, both colours)."""

    # What the platform reads of the game besides its rules (engine.Game says what each is).
    rating_groups: ClassVar[tuple[tuple[int, int, str], ...]] = ((2, 2, "2p"),)
    clock_options: ClassVar[frozenset[str]] = frozenset()
    short_options: ClassVar[Mapping[str, str]] = {}
    notation_patterns: ClassVar[tuple[str, ...]] = NOTATION_PATTERNS

    name: ClassVar[str] = "ebbe-flut"
    view_shape: ClassVar[type | None] = EbbeFlutView
    title: ClassVar[str] = "Ebbe & Flut"
    summary: ClassVar[str] = (
        "Water and Land push their cards across a 5 by 5 grid towards each other's "
        "corner. Every card that arrives scores; one player can play the solo game."
    )
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2
    options_spec = (
        Option(
            "penalty",
            "strict",
            "strict: no turn ends with a conflict left; honor: as printed, a player may "
            "end a turn with conflicts and loses a scored card when caught; honor-each: "
            "the German text, one scored card per doubled letter or number",
            choices=("strict", "honor", "honor-each"),
            label="Conflicts left at the end of a turn",
            words="Whether a player may end a turn with conflicts still on the grid.",
            choice_words=(
                ("strict", "never: every conflict is resolved before the turn ends"),
                ("honor", "allowed, as printed: a player caught gives up a scored card"),
                ("honor-each", "allowed: a player caught gives up a card per repeat"),
            ),
        ),
        Option(
            "covered",
            "hidden",
            "hidden: as printed, nobody sees a covered card's face, only whose it is; "
            "owner: each player remembers their own covered cards; open: everyone "
            "remembers every covered card (perfect memory)",
            choices=("hidden", "owner", "open"),
            label="Covered cards: who may look at them",
            words="A card under another card: whose face may still be seen.",
            choice_words=(
                ("hidden", "nobody, as printed (you see only whose card it is)"),
                ("owner", "its owner"),
                ("open", "everyone"),
            ),
        ),
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(players, options)
        self.solo = players == 1
        penalty = options["penalty"]
        self.honor = penalty != "strict"
        self.honor_each = penalty == "honor-each"
        self.covered = str(options["covered"])
        # geometry of each colour (see the module docstring)
        self.geometry: tuple[int, int] = (1, 0) if self.solo else (0, 1)

    @classmethod
    def check_options(cls, players: int, options: Mapping[str, OptionValue]) -> str | None:
        if players == 1 and options["penalty"] != "strict":
            return "penalty=honor needs an opponent to check your work; solo is always strict"
        return None

    @classmethod
    def conformance_configs(cls) -> tuple[tuple[int, dict[str, OptionValue]], ...]:
        return (
            (2, {}),
            (2, {"penalty": "honor"}),
            (2, {"penalty": "honor-each", "covered": "owner"}),
            (1, {}),
        )

    @property
    def roles(self) -> tuple[str, ...]:
        return ("solo",) if self.solo else COLOURS

    @property
    def max_length(self) -> int:
        # 50 draws, 50 placements, at most 7 moves per card (each move brings a card one
        # step nearer its goal corner), and in honor mode at most one "done" per move
        # (every "done" is followed by a move of the resumed turn).
        moves = 50 * 7
        return 100 + moves if self.solo else 100 + 2 * moves

    @property
    def num_actions(self) -> int:
        return NUM_ACTIONS

    def new(self, seed: int) -> EbbeFlutState:
        if self.solo:
            deck = list(range(50))
            derive(seed, "deal", "shared").shuffle(deck)
            stacks: Stacks = (tuple(tuple(deck[k * 10 : k * 10 + 10]) for k in range(5)),)
            opening = 0
        else:
            groups = []
            for colour in (WATER, LAND):
                deck = [colour * 25 + c for c in range(25)]
                derive(seed, "deal", COLOURS[colour]).shuffle(deck)
                groups.append(tuple(tuple(deck[k * 5 : k * 5 + 5]) for k in range(5)))
            stacks = tuple(groups)
            opening = 2
        empty: tuple[int, ...] = ()
        return EbbeFlutState(
            self,
            seed,
            History(),
            ((),) * CELLS,
            stacks,
            (empty, empty),
            (empty, empty),
            (empty, empty),
            -1,
            DRAW,
            0,
            opening,
            -1,
            False,
            False,
            False,
        )

    # -- the players' sides of the table ----------------------------------------------
    def turned(self, seat: int | None) -> bool:
        """Whether ``seat`` sees the board turned round: Land sits opposite Water."""
        return not self.solo and seat == LAND

    def cell_for(self, cell: int, seat: int | None) -> str:
        """``row,column`` of a cell as ``seat`` sees it from its side of the table."""
        return cell_name(24 - cell if self.turned(seat) else cell)

    def direction_for(self, direction: int, seat: int | None) -> str:
        """A direction's name as ``seat`` sees it (Land's left is Water's right)."""
        return DIR_NAMES[(direction + 2) % 4 if self.turned(seat) else direction]

    def notation_for(self, action: Action, seat: int | None) -> str:
        """Land reads cells and directions from its own side: the board turned by 180
        degrees, so it enters on 4,4 3,4 4,3 and moves left and up, as the rulebook says."""
        return str(turn_action(action) if self.turned(seat) else action)

    def parse_action_for(self, text: str, seat: int | None) -> Action:
        """Notation typed from ``seat``'s side of the table (see ``notation_for``)."""
        action = self.parse_action(text)
        return turn_action(action) if self.turned(seat) else action

    # -- notation ------------------------------------------------------------------------
    def _action_from_data(self, obj: object) -> Action:
        return action_from_data(obj)

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {type(text).__name__}")
        parts = text.strip().lower().split()
        # two players only ever move left or up, each from their own side of the table
        moves = "left|up|right|down" if self.solo else "left|up"
        usage = f"write 'draw 0'..'draw 4', 'place R,C' or 'move R,C {moves}'"
        if self.honor:
            usage = usage.replace(" or 'move", ", 'move") + " or 'done'"
        if not parts:
            raise NotationError(f"an empty action; {usage}")
        word = parts[0]
        if word == "done" and len(parts) == 1:
            return DONE
        if word == "draw" and len(parts) == 2:
            if parts[1] in ("0", "1", "2", "3", "4"):
                return DRAWS[int(parts[1])]
            raise NotationError(f"{text!r}: stacks are numbered 0 to 4")
        if word == "place" and len(parts) == 2:
            return PLACES[_parse_cell(parts[1], text)]
        if word == "move" and len(parts) == 3:
            cell = _parse_cell(parts[1], text)
            if parts[2] not in DIR_NAMES:
                raise NotationError(f"{text!r}: a direction is left, up, right or down")
            return MOVES[cell][DIR_NAMES.index(parts[2])]
        raise NotationError(f"{text!r} is not an action; {usage}")

    def encode(self, action: Action) -> int:
        if isinstance(action, Draw):
            return action.stack
        if isinstance(action, Place):
            return 5 + action.row * 5 + action.col
        if isinstance(action, Move):
            return 30 + (action.row * 5 + action.col) * 4 + action.direction
        if isinstance(action, Done):
            return NUM_ACTIONS - 1
        raise NotationError(f"{action!r} is not an Ebbe & Flut action")

    def decode(self, index: int) -> Action:
        self.check_index(index)
        return ALL_ACTIONS[index]

    # -- saved states --------------------------------------------------------------------
    def state_from_json(self, obj: Mapping[str, Any]) -> EbbeFlutState:
        seed, history, st = self.read_envelope(obj)
        seen: set[int] = set()

        def piece(code: object, where: str) -> int:
            if not isinstance(code, str) or code not in PIECE_INDEX:
                raise NotationError(f"{where} must be a card like 'wC4' or 'lA1', not {code!r}")
            p = PIECE_INDEX[code]
            if p in seen:
                raise NotationError(f"{where}: card {code} appears twice")
            seen.add(p)
            return p

        def pieces(value: object, where: str) -> tuple[int, ...]:
            if not isinstance(value, list):
                raise NotationError(f"{where} must be a list of cards")
            return tuple(piece(v, f"{where}[{i}]") for i, v in enumerate(value))

        def per_colour(key: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
            obj_ = field(st, key, dict)
            lists = []
            for colour in (WATER, LAND):
                where = f"state.{key}.{COLOURS[colour]}"
                got = pieces(field(obj_, COLOURS[colour], list, f"state.{key}"), where)
                if any(p // 25 != colour for p in got):
                    raise NotationError(f"{where} holds a card of the other colour")
                lists.append(tuple(p % 25 for p in got))
            return lists[0], lists[1]

        rows = field(st, "board", list)
        if len(rows) != SIZE or not all(isinstance(r, list) and len(r) == SIZE for r in rows):
            raise NotationError("state.board must be 5 rows of 5 cells")
        board = tuple(
            pieces(rows[r][c], f"state.board[{r}][{c}]") for r in range(SIZE) for c in range(SIZE)
        )
        raw_stacks = field(st, "stacks", dict)
        groups = ("shared",) if self.solo else COLOURS
        stack_groups = []
        for gi, gname in enumerate(groups):
            lst = field(raw_stacks, gname, list, "state.stacks")
            if len(lst) != 5:
                raise NotationError(f"state.stacks.{gname} must hold 5 stacks")
            group = tuple(pieces(s, f"state.stacks.{gname}[{k}]") for k, s in enumerate(lst))
            if not self.solo and any(p // 25 != gi for s in group for p in s):
                raise NotationError(f"state.stacks.{gname} holds a card of the other colour")
            stack_groups.append(group)
        scored = per_colour("scored")
        lost = per_colour("lost")
        forfeited = per_colour("forfeited")
        census = [p for cell in board for p in cell]
        census += [p for g in stack_groups for s in g for p in s]
        for colour in (WATER, LAND):
            for lst_ in (scored, lost, forfeited):
                census += [colour * 25 + c for c in lst_[colour]]
        raw_drawn = st.get("drawn")
        drawn = -1
        if raw_drawn is not None:
            if not isinstance(raw_drawn, str) or raw_drawn not in PIECE_INDEX:
                raise NotationError(
                    f"state.drawn must be a card like 'wC4' or null, not {raw_drawn!r}"
                )
            drawn = PIECE_INDEX[raw_drawn]
            census.append(drawn)
        if sorted(census) != list(range(50)):
            raise NotationError("the state must hold each of the 50 cards exactly once")
        phase_name = field(st, "phase", str)
        if phase_name not in PHASE_NAMES:
            raise NotationError(f"state.phase must be one of {', '.join(PHASE_NAMES)}")
        phase = PHASE_NAMES.index(phase_name)
        mover = st.get("to_move")
        if phase == OVER:
            if mover is not None:
                raise NotationError("state.to_move must be null once the game is over")
            mover = -1
        elif isinstance(mover, bool) or not isinstance(mover, int) or not 0 <= mover < self.players:
            raise NotationError(f"state.to_move must be a seat, not {mover!r}")
        if (drawn >= 0) != (phase == PLACE):
            raise NotationError("state.drawn must be a card exactly when the phase is place")
        opening = field(st, "opening", int)
        if opening not in ((0,) if self.solo else (0, 1, 2)):
            raise NotationError(
                f"state.opening must count the opening placements left, not {opening}"
            )
        first = st.get("first")
        if first is None:
            first = -1
        elif isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < 2:
            raise NotationError(f"state.first must be a seat or null, not {first!r}")
        state = EbbeFlutState(
            self,
            seed,
            history,
            board,
            tuple(stack_groups),
            scored,
            lost,
            forfeited,
            drawn,
            phase,
            mover,
            opening,
            first,
            field(st, "coin", bool),
            field(st, "early", bool),
            field(st, "resumed", bool),
        )
        problem = state.stuck()
        if problem:
            raise NotationError(problem)
        return state


def _parse_cell(text: str, whole: str) -> int:
    parts = text.split(",")
    if len(parts) != 2 or not all(p in ("0", "1", "2", "3", "4") for p in parts):
        raise NotationError(f"{whole!r}: a cell is 'row,column' with each from 0 to 4")
    return int(parts[0]) * 5 + int(parts[1])


# -- conflicts -----------------------------------------------------------------------------


# per colour: the letter and number bits of each piece's card, 0 for the other colour
PIECE_BITS = tuple(
    tuple(BITS[p % 25] if p // 25 == colour else 0 for p in range(50)) for colour in (0, 1)
)


# per line kind: the cells of each line as a bit mask
LINE_BITS = {
    kind: tuple(sum(1 << i for i in line) for line in lines)
    for kind, lines in (("row", ROWS), ("column", COLS))
}


def conflict_masks(board: Board, colour: int) -> tuple[int, int]:
    """Bit masks of the cells whose top card of ``colour`` is in a row / column conflict."""
    bits = PIECE_BITS[colour]
    tops = [bits[cell[-1]] if cell else 0 for cell in board]
    rows = cols = 0
    for r in range(0, 25, 5):
        a, b, c, d, e = tops[r : r + 5]
        ab = a | b
        abc = ab | c
        dup = (a & b) | (ab & c) | (abc & d) | ((abc | d) & e)
        if dup:
            for i in range(r, r + 5):
                if tops[i] & dup:
                    rows |= 1 << i
    for k in range(5):
        a, b, c, d, e = tops[k::5]
        ab = a | b
        abc = ab | c
        dup = (a & b) | (ab & c) | (abc & d) | ((abc | d) & e)
        if dup:
            for i in range(k, 25, 5):
                if tops[i] & dup:
                    cols |= 1 << i
    return rows, cols


def conflict_pairs(
    board: Board, colour: int, masks: tuple[int, int] | None = None
) -> list[tuple[str, int, int, int, str]]:
    """Every conflicting pair of ``colour``: (line, index, cell a, cell b, shared mark).

    ``masks`` are the colour's ``conflict_masks`` when the caller has them: only the lines
    they mark can hold a pair.
    """
    rows, cols = masks if masks is not None else conflict_masks(board, colour)
    out: list[tuple[str, int, int, int, str]] = []
    if not (rows or cols):
        return out
    for kind, lines, mask in (("row", ROWS, rows), ("column", COLS, cols)):
        for index, line in enumerate(lines):
            if not mask & LINE_BITS[kind][index]:
                continue
            tops = []
            for i in line:
                cell = board[i]
                if cell and cell[-1] // 25 == colour:
                    tops.append((i, cell[-1] % 25))
            for x in range(len(tops)):
                for y in range(x + 1, len(tops)):
                    (a, ca), (b, cb) = tops[x], tops[y]
                    if ca // 5 == cb // 5:
                        out.append((kind, index, a, b, LETTERS[ca // 5]))
                    elif ca % 5 == cb % 5:
                        out.append((kind, index, a, b, str(ca % 5 + 1)))
    return out


def doubled_count(board: Board, colour: int) -> int:
    """Letters or numbers that appear more than once in a line (the German penalty count)."""
    total = 0
    for lines in (ROWS, COLS):
        for line in lines:
            counts: dict[tuple[int, int], int] = {}
            for i in line:
                cell = board[i]
                if cell and cell[-1] // 25 == colour:
                    card = cell[-1] % 25
                    for key in ((0, card // 5), (1, card % 5)):
                        counts[key] = counts.get(key, 0) + 1
            total += sum(1 for n in counts.values() if n > 1)
    return total


# -- the state -----------------------------------------------------------------------------


class EbbeFlutState(State):
    """A position of Ebbe & Flut."""

    __slots__ = (
        "_masks",
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

    _game: EbbeFlut

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
        self._seed = seed
        self._history = History.of(history)
        self._legal_cache = None
        self.board = board  # 25 cells, each a tuple of pieces from bottom to top
        self.stacks = stacks  # per stack group (colour; solo: one shared), 5 stacks, top last
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
        return self._game

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
        return (WATER, LAND) if self._game.solo else (seat,)

    def has_conflict(self, seat: int) -> bool:
        """Whether ``seat`` has a conflict among its top cards."""
        for colour in self.colours_of(seat):
            rows, cols = self.masks(colour)
            if rows or cols:
                return True
        return False

    def _stack_group(self, seat: int) -> tuple[tuple[int, ...], ...]:
        return self.stacks[0 if self._game.solo else seat]

    def _move_actions(self, seat: int) -> list[Action]:
        geometry = self._game.geometry
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
        game = self._game
        if self.phase == OVER:
            if any(s for group in self.stacks for s in group):
                return "the state says the game is over, but cards are left in the stacks"
            for seat in range(game.players):
                if self.has_conflict(seat):
                    name = "you have" if game.solo else f"{game.role_name(seat)} has"
                    return f"the state says the game is over, but {name} a conflict left"
            return None
        name = "the player" if game.solo else game.role_name(self.mover)
        if self.phase == DRAW and not any(self._stack_group(self.mover)):
            return f"nobody can act: the phase is draw, but {name} has no card left to draw"
        if self.phase == MOVE and not self.has_conflict(self.mover):
            return f"nobody can act: the phase is move, but {name} has no conflict to resolve"
        return None

    # -- turn and legality -----------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.mover

    def _legal_actions(self) -> tuple[Action, ...]:
        seat = self.mover
        phase = self.phase
        if phase == DRAW:
            return tuple(DRAWS[k] for k, s in enumerate(self._stack_group(seat)) if s)
        if phase == PLACE:
            moves = self._move_actions(seat)
            if self.early and moves:
                return tuple(moves)
            g = self._game.geometry[self.drawn // 25]
            places = [PLACES[i] for i in START[g]]
            return tuple(places + moves) if not self.early else tuple(places)
        if phase == MOVE:
            moves = self._move_actions(seat)
            if self._game.honor and not self.resumed:
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
            stack = self.board[action.row * 5 + action.col]
            return len(stack) > 1 and not self._knows_covered(self.mover, stack[-2] // 25)
        if isinstance(action, Place):
            card = self.drawn % 25
            return self.opening == 1 and any(p % 25 == card for cell in self.board for p in cell)
        return False

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` is refused, told to the mover from its own side of the table
        (front ends list the legal actions beside it)."""
        game = self._game
        seat = self.mover
        who = "you" if game.solo else COLOURS[seat].title()

        def here(cell: int) -> str:
            return game.cell_for(cell, seat)

        if self.opening and not isinstance(action, Draw | Place):
            return "in the opening each player only draws a card and places it"
        if isinstance(action, Draw):
            if self.phase == PLACE:
                return "you have drawn already: place the drawn card first"
            if self.phase == MOVE:
                if not any(self._stack_group(seat)):
                    return "your stacks are empty: only moves are left"
                return "you draw once a turn: resolve your conflicts now"
            return f"stack {action.stack} is empty"
        if isinstance(action, Place):
            if self.phase != PLACE:
                return "there is no drawn card to place" + (
                    ": draw one first" if self.phase == DRAW else ""
                )
            g = game.geometry[self.drawn // 25]
            cell = action.row * 5 + action.col
            if cell not in START[g]:
                starts = " ".join(sorted(here(i) for i in START[g]))
                return f"{piece_name(self.drawn)} enters on one of its start cells: {starts}"
            return (
                "you began resolving before placing, so resolve every conflict first "
                "(the drawn card goes in before or after the moves, not between them)"
            )
        if isinstance(action, Done):
            if not game.honor:
                return (
                    "this game has no 'done' (penalty=strict): the turn ends by itself "
                    "once no conflict is left"
                )
            if self.phase == DRAW:
                return "draw a card first"
            if self.phase == PLACE:
                return "place the drawn card first"
            return "after being caught you must resolve every conflict before play goes on"
        if isinstance(action, Move):
            cell = action.row * 5 + action.col
            if self.phase == DRAW:
                return f"{who} must draw a card before moving"
            stack = self.board[cell]
            if not stack:
                return f"there is no card on {here(cell)}"
            p = stack[-1]
            if p // 25 not in self.colours_of(seat):
                return f"the card on {here(cell)} is {COLOURS[p // 25].title()}'s, not yours"
            colour = p // 25
            rows, cols = self.masks(colour)
            g = game.geometry[colour]
            bit = 1 << cell
            if not (rows | cols) & bit:
                return f"{CARD_NAMES[p % 25]} on {here(cell)} is in no conflict, so it stays"
            allowed = []
            if cols & bit:
                allowed.append(f"{game.direction_for(COL_DIR[g], seat)} (column conflict)")
            if rows & bit:
                allowed.append(f"{game.direction_for(ROW_DIR[g], seat)} (row conflict)")
            return f"{CARD_NAMES[p % 25]} on {here(cell)} can only move " + " or ".join(allowed)
        return "not a legal action now"

    # -- playing ---------------------------------------------------------------------------
    def _apply(self, action: Action) -> EbbeFlutState:
        game = self._game
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
            cell = action.row * 5 + action.col
            board = list(self.board)
            under = board[cell]
            board[cell] = (*under, self.drawn)
            nxt = self._copy(history)
            nxt.board = tuple(board)
            nxt.drawn = -1
            # only the colours whose top cards changed need their conflicts found again
            masks = list(self._masks)
            masks[self.drawn // 25] = None
            if under:
                masks[under[-1] // 25] = None
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
            cell = action.row * 5 + action.col
            board = list(self.board)
            stack = board[cell]
            piece = stack[-1]
            board[cell] = stack[:-1]
            colour = piece // 25
            target = TARGET[cell][action.direction]
            nxt = self._copy(history)
            # only the colours whose top cards changed need their conflicts found again
            masks = list(self._masks)
            masks[colour] = None
            if len(stack) > 1:
                masks[stack[-2] // 25] = None
            if target < 0:
                lost = list(self.lost)
                lost[colour] = (*lost[colour], piece % 25)
                nxt.lost = (lost[0], lost[1])
            elif target in GOAL[game.geometry[colour]]:
                scored = list(self.scored)
                scored[colour] = (*scored[colour], piece % 25)
                nxt.scored = (scored[0], scored[1])
            else:
                below = board[target]
                if below:
                    masks[below[-1] // 25] = None
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
            self._game,
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
                if p // 25 == WATER:
                    water = p % 25
                else:
                    land = p % 25
        if water == land:
            self.coin = True
            self.first = derive(self._seed, "opening-tie").randrange(2)
        else:
            self.first = WATER if water < land else LAND
        self.mover = self.first

    def _end_turn(self, prev: int) -> EbbeFlutState:
        """Finish ``prev``'s turn on this fresh state and find who acts next."""
        game = self._game
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
            if any(self._stack_group(seat)):
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

    # -- words -----------------------------------------------------------------------------
    # -- results ---------------------------------------------------------------------------
    @property
    def scores(self) -> tuple[float, ...]:
        if self._game.solo:
            return (float(len(self.scored[0]) + len(self.scored[1])),)
        return (float(len(self.scored[0])), float(len(self.scored[1])))

    @property
    def winners(self) -> frozenset[int]:
        if self.phase != OVER:
            return frozenset()
        if self._game.solo:
            return frozenset((0,))
        w, la = len(self.scored[0]), len(self.scored[1])
        if w == la:
            return frozenset((0, 1))
        return frozenset((0,) if w > la else (1,))

    @property
    def returns(self) -> tuple[float, ...]:
        if self._game.solo:
            # the solo result is the score: 0 cards -> -1, 25 -> 0, all 50 -> +1
            if self.phase != OVER:
                return (0.0,)
            return ((self.scores[0] - 25.0) / 25.0,)
        return super().returns

    # -- information -----------------------------------------------------------------------
    def _knows_covered(self, seat: int | None, colour: int) -> bool:
        """Whether ``seat`` sees the faces of ``colour``'s covered cards."""
        covered = self._game.covered
        if covered == "open":
            return True
        if covered == "hidden" or seat is None:
            return False
        return self._game.solo or seat == colour

    def _view(self, seat: int | None) -> dict[str, Any]:
        game = self._game
        know = (self._knows_covered(seat, WATER), self._knows_covered(seat, LAND))
        # the (owner, card) of every piece: shown always on top, covered only when known
        shown = PIECE_FACES[0]
        covered = PIECE_FACES[FACES_KNOWN.index(know)]
        cells = self.board
        board = []
        for r in range(0, CELLS, SIZE):
            row: list[list[dict[str, str | None]]] = []
            for cell in cells[r : r + SIZE]:
                if not cell:
                    row.append([])
                    continue
                *under, top = cell
                owner, card = shown[top]
                if under:
                    out = [{"owner": o, "card": c} for o, c in map(covered.__getitem__, under)]
                    out.append({"owner": owner, "card": card})
                    row.append(out)
                else:
                    row.append([{"owner": owner, "card": card}])
            board.append(row)
        if game.solo:
            stacks: dict[str, list[int]] = {"shared": [len(s) for s in self.stacks[0]]}
        else:
            stacks = {COLOURS[c]: [len(s) for s in self.stacks[c]] for c in (WATER, LAND)}
        # the pieces of unknown place: in the stacks, and covered ones whose face is not known
        hidden = [p for group in self.stacks for s in group for p in s]
        if not (know[0] and know[1]):
            hidden += [p for cell in cells if len(cell) > 1 for p in cell[:-1] if not know[p // 25]]
        hidden.sort()  # Water's pieces (0..24) first, each colour's in card order
        split = bisect_left(hidden, 25)
        conflicts = []
        if self.phase != OVER:
            for colour in self.colours_of(self.mover):
                pairs = conflict_pairs(cells, colour, self.masks(colour))
                for line, index, a, b, mark in pairs:
                    conflicts.append(
                        {
                            "owner": COLOURS[colour],
                            "line": line,
                            "index": index,
                            "cells": [[a // 5, a % 5], [b // 5, b % 5]],
                            "shared": mark,
                        }
                    )
        geometry = game.geometry
        return {
            "board": board,
            "stacks": stacks,
            "scored": {COLOURS[c]: [CARD_NAMES[x] for x in self.scored[c]] for c in (0, 1)},
            "out": sum(len(x) for x in self.lost) + sum(len(x) for x in self.forfeited),
            "lost": {COLOURS[c]: [CARD_NAMES[x] for x in self.lost[c]] for c in (0, 1)},
            "forfeited": {COLOURS[c]: [CARD_NAMES[x] for x in self.forfeited[c]] for c in (0, 1)},
            "drawn": None
            if self.drawn < 0
            else {"owner": COLOURS[self.drawn // 25], "card": CARD_NAMES[self.drawn % 25]},
            "conflicts": conflicts,
            "phase": PHASE_NAMES[self.phase],
            "opening": self.opening,
            "first": None if self.first < 0 else self.first,
            "first_by": None if self.first < 0 else ("coin flip" if self.coin else "lower card"),
            "resumed": self.resumed,
            "unknown": {
                COLOURS[WATER]: [CARD_NAMES[p] for p in hidden[:split]],
                COLOURS[LAND]: [CARD_NAMES[p - 25] for p in hidden[split:]],
            },
            "start_cells": {
                COLOURS[c]: [[i // 5, i % 5] for i in START[geometry[c]]] for c in (0, 1)
            },
            "penalty": game.option("penalty"),
            "covered": game.covered,
            "turned": game.turned(seat),
            "solo": game.solo,
        }

    def resample(self, seat: int, rng: random.Random) -> EbbeFlutState:
        """Redraw what ``seat`` cannot see: the stacks' order and, unless the seat sees
        them, the faces of covered cards (each covered card keeps its colour, which the
        view shows; its face comes from that colour's cards of unknown place)."""
        game = self._game
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
                mine = [p for p in in_stacks if p // 25 == colour]
                if self._knows_covered(seat, colour):
                    rest += mine
                    continue
                slots = [
                    (i, k)
                    for i in covered
                    for k, p in enumerate(board[i][:-1])
                    if p // 25 == colour
                ]
                pool = sorted([board[i][k] for i, k in slots] + mine)
                rng.shuffle(pool)
                for at, (i, k) in enumerate(slots):
                    board[i][k] = pool[at]
                rest += pool[len(slots) :]
            rest.sort()
            rng.shuffle(rest)
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
        game = self._game
        groups = ("shared",) if game.solo else COLOURS
        return {
            "board": [
                [[PIECE_CODES[p] for p in self.board[r * 5 + c]] for c in range(SIZE)]
                for r in range(SIZE)
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
    return {COLOURS[c]: [PIECE_CODES[c * 25 + x] for x in pair[c]] for c in (WATER, LAND)}


def piece_name(piece: int) -> str:
    """``Water C4`` for a piece."""
    return f"{COLOURS[piece // 25].title()} {CARD_NAMES[piece % 25]}"

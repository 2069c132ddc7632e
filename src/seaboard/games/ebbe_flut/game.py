"""Ebbe & Flut: the Game (options, notation, the numbering of actions, saved states).

The rules core is standard library only; see board.py for the coordinates and the two
geometries, state.py for a position and its rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from seaboard.engine import (
    Action,
    Game,
    History,
    InvalidOptions,
    NotationError,
    Option,
    OptionValue,
)
from seaboard.engine.jsonread import field
from seaboard.engine.language import N_
from seaboard.engine.rng import derive
from seaboard.games.ebbe_flut.actions import (
    ALL_ACTIONS,
    DONE,
    DONE_INDEX,
    DRAWS,
    FIRST_MOVE,
    FIRST_PLACE,
    MOVES,
    NOTATION_PATTERNS,
    NUM_ACTIONS,
    PLACES,
    Done,
    Draw,
    Move,
    Part,
    Place,
    action_from_data,
    notation_error,
    read_shown,
    shown,
)
from seaboard.games.ebbe_flut.board import (
    CARDS_PER_COLOUR,
    CELLS,
    COLOURS,
    DIR_NAMES,
    DIRECTIONS,
    LAND,
    LAST_CELL,
    MAX_MOVES_PER_CARD,
    PIECE_INDEX,
    PIECES,
    SIZE,
    STACKS,
    WATER,
    Stacks,
    card_of,
    cell_at,
    colour_of,
    opposite,
    piece_of,
    row_col,
)
from seaboard.games.ebbe_flut.phases import DRAW, OPENING_PLACEMENTS, OVER, PHASE_NAMES, PLACE
from seaboard.games.ebbe_flut.state import EbbeFlutState
from seaboard.games.ebbe_flut.view import EbbeFlutView


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
            # raised here (not returned) so that the refusal is told in the reader's language
            raise InvalidOptions(
                N_(
                    "{game}: penalty=honor needs an opponent to check your work; "
                    "solo is always strict"
                ),
                game=cls.name,
            )
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
        # a draw and a placement per card, at most MAX_MOVES_PER_CARD moves per card (each
        # move brings a card one step nearer its goal corner), and in honor mode at most
        # one "done" per move (every "done" is followed by a move of the resumed turn).
        moves = PIECES * MAX_MOVES_PER_CARD
        return 2 * PIECES + (moves if self.solo else 2 * moves)

    @property
    def num_actions(self) -> int:
        return NUM_ACTIONS

    def new(self, seed: int) -> EbbeFlutState:
        if self.solo:
            deck = list(range(PIECES))
            derive(seed, "deal", "shared").shuffle(deck)
            stacks: Stacks = (_stacks_of(deck),)
            opening = 0
        else:
            groups = []
            for colour in (WATER, LAND):
                deck = [piece_of(colour, c) for c in range(CARDS_PER_COLOUR)]
                derive(seed, "deal", COLOURS[colour]).shuffle(deck)
                groups.append(_stacks_of(deck))
            stacks = tuple(groups)
            opening = OPENING_PLACEMENTS
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
        """``row,column`` of a cell as ``seat`` sees it from its side of the table, counted
        from 1 as the board's labels (the shown notation's cells)."""
        row, col = row_col(LAST_CELL - cell if self.turned(seat) else cell)
        return f"{row + 1},{col + 1}"

    def direction_for(self, direction: int, seat: int | None) -> str:
        """A direction's name as ``seat`` sees it (Land's left is Water's right)."""
        return DIR_NAMES[opposite(direction) if self.turned(seat) else direction]

    def notation_for(self, action: Action, seat: int | None) -> str:
        """The shown notation (actions.py): counted from 1, and from Land's own side of the
        board turned by 180 degrees, so it enters on 5,5 4,5 5,4 and moves left and up, as
        the rulebook says."""
        return shown(action, self.turned(seat))

    def parse_action_for(self, text: str, seat: int | None) -> Action:
        """The shown notation typed from ``seat``'s side of the table (see ``notation_for``)."""
        return read_shown(text, self.turned(seat), self.solo, self.honor)

    # -- notation ------------------------------------------------------------------------
    def _action_from_data(self, obj: object) -> Action:
        return action_from_data(obj)

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(N_("an action must be text, not {kind}"), kind=type(text).__name__)
        parts = text.strip().lower().split()
        # two players only ever move left or up, each from their own side of the table
        moves = "left|up|right|down" if self.solo else "left|up"
        usage = (
            Part(N_("write 'draw 0'..'draw 4', 'place R,C', 'move R,C {moves}' or 'done'"))
            if self.honor
            else Part(N_("write 'draw 0'..'draw 4', 'place R,C' or 'move R,C {moves}'"))
        )
        usage = usage.of(moves=moves)
        if not parts:
            raise notation_error(N_("an empty action; {usage}"), usage=usage)
        word = parts[0]
        if word == "done" and len(parts) == 1:
            return DONE
        if word == "draw" and len(parts) == 2:
            if parts[1] in _DIGITS:
                return DRAWS[int(parts[1])]
            raise NotationError(
                N_("{text}: stacks are numbered 0 to {last}"), text=repr(text), last=STACKS - 1
            )
        if word == "place" and len(parts) == 2:
            return PLACES[_parse_cell(parts[1], text)]
        if word == "move" and len(parts) == 3:
            cell = _parse_cell(parts[1], text)
            if parts[2] not in DIR_NAMES:
                raise NotationError(
                    N_("{text}: a direction is left, up, right or down"), text=repr(text)
                )
            return MOVES[cell][DIR_NAMES.index(parts[2])]
        raise notation_error(N_("{text} is not an action; {usage}"), text=repr(text), usage=usage)

    def encode(self, action: Action) -> int:
        if isinstance(action, Draw):
            return action.stack
        if isinstance(action, Place):
            return FIRST_PLACE + action.cell
        if isinstance(action, Move):
            return FIRST_MOVE + action.cell * DIRECTIONS + action.direction
        if isinstance(action, Done):
            return DONE_INDEX
        raise NotationError(N_("{action} is not an Ebbe & Flut action"), action=repr(action))

    def decode(self, index: int) -> Action:
        self.check_index(index)
        return ALL_ACTIONS[index]

    # -- saved states --------------------------------------------------------------------
    def state_from_json(self, obj: Mapping[str, Any]) -> EbbeFlutState:
        seed, history, st = self.read_envelope(obj)
        seen: set[int] = set()

        def piece(code: object, where: str) -> int:
            if not isinstance(code, str) or code not in PIECE_INDEX:
                raise NotationError(
                    N_("{where} must be a card like 'wC4' or 'lA1', not {code}"),
                    where=where,
                    code=repr(code),
                )
            p = PIECE_INDEX[code]
            if p in seen:
                raise NotationError(
                    N_("{where}: card {code} appears twice"), where=where, code=code
                )
            seen.add(p)
            return p

        def pieces(value: object, where: str) -> tuple[int, ...]:
            if not isinstance(value, list):
                raise NotationError(N_("{where} must be a list of cards"), where=where)
            return tuple(piece(v, f"{where}[{i}]") for i, v in enumerate(value))

        def per_colour(key: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
            obj_ = field(st, key, dict)
            lists = []
            for colour in (WATER, LAND):
                where = f"state.{key}.{COLOURS[colour]}"
                got = pieces(field(obj_, COLOURS[colour], list, f"state.{key}"), where)
                if any(colour_of(p) != colour for p in got):
                    raise NotationError(N_("{where} holds a card of the other colour"), where=where)
                lists.append(tuple(card_of(p) for p in got))
            return lists[0], lists[1]

        rows = field(st, "board", list)
        if len(rows) != SIZE or not all(isinstance(r, list) and len(r) == SIZE for r in rows):
            raise NotationError(N_("state.board must be {size} rows of {size} cells"), size=SIZE)
        board = tuple(
            pieces(rows[r][c], f"state.board[{r}][{c}]") for r in range(SIZE) for c in range(SIZE)
        )
        raw_stacks = field(st, "stacks", dict)
        groups = ("shared",) if self.solo else COLOURS
        stack_groups = []
        for gi, gname in enumerate(groups):
            lst = field(raw_stacks, gname, list, "state.stacks")
            if len(lst) != STACKS:
                raise NotationError(
                    N_("{where} must hold {n} stacks"), where=f"state.stacks.{gname}", n=STACKS
                )
            group = tuple(pieces(s, f"state.stacks.{gname}[{k}]") for k, s in enumerate(lst))
            if not self.solo and any(colour_of(p) != gi for s in group for p in s):
                raise NotationError(
                    N_("{where} holds a card of the other colour"), where=f"state.stacks.{gname}"
                )
            stack_groups.append(group)
        scored = per_colour("scored")
        lost = per_colour("lost")
        forfeited = per_colour("forfeited")
        census = [p for cell in board for p in cell]
        census += [p for g in stack_groups for s in g for p in s]
        for colour in (WATER, LAND):
            for lst_ in (scored, lost, forfeited):
                census += [piece_of(colour, c) for c in lst_[colour]]
        raw_drawn = st.get("drawn")
        drawn = -1
        if raw_drawn is not None:
            if not isinstance(raw_drawn, str) or raw_drawn not in PIECE_INDEX:
                raise NotationError(
                    N_("state.drawn must be a card like 'wC4' or null, not {code}"),
                    code=repr(raw_drawn),
                )
            drawn = PIECE_INDEX[raw_drawn]
            census.append(drawn)
        if sorted(census) != list(range(PIECES)):
            raise NotationError(
                N_("the state must hold each of the {n} cards exactly once"), n=PIECES
            )
        phase_name = field(st, "phase", str)
        if phase_name not in PHASE_NAMES:
            raise NotationError(
                N_("state.phase must be one of {phases}"), phases=", ".join(PHASE_NAMES)
            )
        phase = PHASE_NAMES.index(phase_name)
        mover = st.get("to_move")
        if phase == OVER:
            if mover is not None:
                raise NotationError(N_("state.to_move must be null once the game is over"))
            mover = -1
        elif isinstance(mover, bool) or not isinstance(mover, int) or not 0 <= mover < self.players:
            raise NotationError(N_("state.to_move must be a seat, not {value}"), value=repr(mover))
        if (drawn >= 0) != (phase == PLACE):
            raise NotationError(N_("state.drawn must be a card exactly when the phase is place"))
        opening = field(st, "opening", int)
        if not 0 <= opening <= (0 if self.solo else OPENING_PLACEMENTS):
            raise NotationError(
                N_("state.opening must count the opening placements left, not {n}"), n=opening
            )
        first = st.get("first")
        if first is None:
            first = -1
        elif isinstance(first, bool) or not isinstance(first, int) or first not in (WATER, LAND):
            raise NotationError(
                N_("state.first must be a seat or null, not {value}"), value=repr(first)
            )
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
        problem = state.stuck_error()
        if problem is not None:
            raise problem
        return state


# the digits a row, a column or a stack is written with (0 to 4)
_DIGITS = tuple(str(i) for i in range(SIZE))
assert STACKS == SIZE, "stacks and cells are written with the same digits"


def _parse_cell(text: str, whole: str) -> int:
    parts = text.split(",")
    if len(parts) != 2 or not all(p in _DIGITS for p in parts):
        raise NotationError(
            N_("{text}: a cell is 'row,column' with each from 0 to {last}"),
            text=repr(whole),
            last=SIZE - 1,
        )
    return cell_at(int(parts[0]), int(parts[1]))


def _stacks_of(deck: list[int]) -> tuple[tuple[int, ...], ...]:
    """The shuffled ``deck`` cut into STACKS equal stacks, top last."""
    size = len(deck) // STACKS
    return tuple(tuple(deck[k * size : (k + 1) * size]) for k in range(STACKS))

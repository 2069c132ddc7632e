"""El Switcher for 2 to 4 players: swap tiles with movement cards, claim figures on the board.

The rules in our words are in ``rules.md`` next to this file; the components are in
``components.json`` (read by ``data``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from seaboard.engine import Action, Game, NotationError, Option, OptionValue, State
from seaboard.engine.jsonread import field
from seaboard.engine.rng import derive, fresh_seed
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import (
    END,
    MOVE_CODE,
    MOVE_LIST,
    MOVES,
    NOTATION_PATTERNS,
    UNDO,
    Claim,
    End,
    Move,
    Undo,
    _parse_cell,
    action_from_data,
)
from seaboard.games.el_switcher.view import ElSwitcherView

DECKS = ("full", "varied", "classroom", "short")
SHORT_DECK = 7
UNBOUNDED_LENGTH = 10**9


def _remove(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def _insert_sorted(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    return tuple(sorted((*items, item)))


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    out = list(items)
    out[index] = value
    return tuple(out)


def all_turns(count: int) -> str:
    """``all 24 turns are played``; a one-turn game says so in the singular."""
    return "the only turn is played" if count == 1 else f"all {count} turns are played"


# -- the game ------------------------------------------------------------------------
class ElSwitcher(Game):
    """El Switcher: the configuration (players and options) that makes states."""

    # What the platform reads of the game besides its rules (engine.Game says what each is).
    rating_groups: ClassVar[tuple[tuple[int, int, str], ...]] = ((2, 2, "2p"), (3, 4, "3-4p"))
    clock_options: ClassVar[frozenset[str]] = frozenset({"turn_seconds"})
    short_options: ClassVar[Mapping[str, str]] = {
        "deck": "short",
        "max_turns": "14",
        "turn_seconds": "none",
    }
    notation_patterns: ClassVar[tuple[str, ...]] = NOTATION_PATTERNS

    name: ClassVar[str] = "el-switcher"
    view_shape: ClassVar[type | None] = ElSwitcherView
    title: ClassVar[str] = "El Switcher"
    summary: ClassVar[str] = (
        "Swap coloured tiles with movement cards until a figure from your cards "
        "shows on the board in one colour. The first through their whole figure deck wins."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 2
    options_spec = (
        Option(
            "deck",
            "full",
            "figure decks: full (the same 23 cards each), varied (23 each, a different easy"
            " pair left out per seat), classroom (50 cards dealt), short (7 each)",
            choices=DECKS,
            label="Figure cards",
            words="Which figure cards each player must form.",
            choice_words=(
                ("full", "23 each, the same for everyone"),
                ("varied", "23 each, different easy cards per player"),
                ("classroom", "two of every figure, dealt out"),
                ("short", "7 each: a quick game"),
            ),
        ),
        Option(
            "turn_seconds",
            120,
            "seconds per turn, enforced by the front ends (none: no clock)",
            kind=int,
            minimum=1,
            maximum=3600,
            nullable=True,
            label="Seconds per turn",
            words="How long each turn may last; none: no turn clock.",
        ),
        Option(
            "partial_moves",
            False,
            "moves stay tentative until a figure is formed (classroom variant)",
            kind=bool,
            label="Tentative swaps (classroom variant)",
            words="Swaps count only once they form a figure; the rest are undone when the "
            "turn ends.",
        ),
        Option(
            "max_turns",
            None,
            "end the game after this many turns; fewest figures left wins",
            kind=int,
            minimum=1,
            maximum=10_000,
            nullable=True,
            label="Turn limit",
            words="End the game after this many turns; the fewest figures left wins. Empty: "
            "no limit.",
        ),
        Option(
            "undos",
            0,
            "take-backs allowed per turn (0: none, as in the rulebook)",
            kind=int,
            minimum=0,
            maximum=50,
            label="Take-backs per turn",
            words="How many swaps a player may take back in one turn (0: none, as printed).",
        ),
    )

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(players, options)
        self._roles = tuple(f"player-{i + 1}" for i in range(players))
        self._role_names = tuple(Game.role_name(self, i) for i in range(players))
        self.deck_mode = str(self.option("deck"))
        self.partial = bool(self.option("partial_moves"))
        mt = self.option("max_turns")
        self.max_turns: int | None = None if mt is None else int(mt)
        self.undo_limit = int(self.option("undos") or 0)
        ts = self.option("turn_seconds")
        self.turn_seconds: int | None = None if ts is None else int(ts)
        self.claim_base = 2 + len(MOVE_LIST)
        n = players
        if self.deck_mode == "classroom":
            self.hard_each = 2 * len(D.HARD) // n
            self.easy_each = 2 * len(D.EASY) // n
        else:
            self.hard_each = self.easy_each = 0

    @classmethod
    def conformance_configs(cls) -> tuple[tuple[int, dict[str, OptionValue]], ...]:
        return (
            (2, {"deck": "short", "max_turns": 24, "undos": 3}),
            (3, {"deck": "short", "max_turns": 24}),
            (4, {"deck": "short", "max_turns": 24}),
            (2, {"deck": "short", "max_turns": 24, "partial_moves": True, "undos": 2}),
            (4, {"deck": "varied", "max_turns": 8}),
            (3, {"deck": "classroom", "max_turns": 12, "undos": 0}),
        )

    @property
    def roles(self) -> tuple[str, ...]:
        return self._roles  # built once: every view and description asks for it

    def role_name(self, seat: int) -> str:
        return self._role_names[seat]  # "Player 2", built once like the roles

    def deck_size(self) -> int:
        """Figure cards each player starts with (face-up cards included)."""
        if self.deck_mode in ("full", "varied"):
            return len(D.full_deck(0))
        if self.deck_mode == "short":
            return SHORT_DECK
        return self.hard_each + self.easy_each

    @property
    def max_length(self) -> int:
        """A true bound when ``max_turns`` is set; a huge number (not a bound) otherwise.

        Each turn has at most 3 + u moves, u take-backs, one block per opponent and the end;
        claims of one's own cards are bounded by the cards in the decks.
        """
        if self.max_turns is None:
            return UNBOUNDED_LENGTH
        u = self.undo_limit
        per_turn = D.HAND_SIZE + 2 * u + (self.players - 1) + 1
        return self.max_turns * per_turn + self.players * self.deck_size()

    @property
    def num_actions(self) -> int:
        return self.claim_base + (self.players + 1) * len(D.PLACEMENTS)

    # -- set-up ----------------------------------------------------------------------
    def _figure_decks(self, seed: int) -> tuple[tuple[int, ...], ...]:
        rng = derive(seed, "figures")
        n = self.players
        if self.deck_mode == "classroom":
            hard = sorted(D.HARD * 2)
            easy = sorted(D.EASY * 2)
            rng.shuffle(hard)
            rng.shuffle(easy)
            decks = []
            for s in range(n):
                deck = (
                    hard[s * self.hard_each : (s + 1) * self.hard_each]
                    + easy[s * self.easy_each : (s + 1) * self.easy_each]
                )
                rng.shuffle(deck)
                decks.append(tuple(deck))
            return tuple(decks)
        out = []
        for s in range(n):
            deck = list(D.full_deck(s, self.deck_mode == "varied"))
            rng.shuffle(deck)
            out.append(tuple(deck[:SHORT_DECK] if self.deck_mode == "short" else deck))
        return tuple(out)

    def new(self, seed: int) -> SwitcherState:
        n = self.players
        tiles = [c for c in D.COLOURS for _ in range(D.TILES_PER_COLOUR)]
        derive(seed, "board").shuffle(tiles)
        moves = sorted(k for k in range(D.MOVE_KINDS) for _ in range(D.MOVE_COPIES))
        derive(seed, "movement", 0).shuffle(moves)
        hands = tuple(
            tuple(sorted(moves[s * D.HAND_SIZE : (s + 1) * D.HAND_SIZE])) for s in range(n)
        )
        decks = self._figure_decks(seed)
        first = derive(seed, "first").randrange(n)
        st = SwitcherState(self, seed, ())
        st.board = "".join(tiles)
        st.current = first
        st.hands = hands
        st.known = ((),) * n
        st.mdeck = tuple(moves[n * D.HAND_SIZE :])
        st.discard = (0,) * D.MOVE_KINDS
        st.reshuffles = 0
        st.pending = ()
        st.undos = 0
        st.fdecks = tuple(d[D.FACE_UP :] for d in decks)
        st.face_up = tuple(d[: D.FACE_UP] for d in decks)
        st.blocked = (-1,) * n
        st.locked = (False,) * n
        st.formed = ((),) * n
        st.forbidden = -1
        st.turns = 0
        st.over = False
        st.champions = ()
        return st

    # -- notation and encoding -----------------------------------------------------
    def _action_from_data(self, obj: object) -> Action:
        return action_from_data(obj)

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {type(text).__name__}")
        parts = text.split()
        if not parts:
            raise NotationError("an empty action; write for example 'mov3 2,3 2,4' or 'end'")
        head = parts[0].lower()
        if head in ("end", "undo"):
            if len(parts) != 1:
                raise NotationError(f"{head!r} takes nothing after it")
            return END if head == "end" else UNDO
        if head in D.MOVE_INDEX:
            return self._parse_move(head, parts[1:])
        if head == "claim":
            return self._parse_claim(parts[1:])
        raise NotationError(
            f"{text!r} is not an action; write 'mov3 2,3 2,4', "
            "'claim fig07 1,1 1,2 1,3 1,4 2,4', 'claim fig07@1 ...', 'undo' or 'end'"
        )

    def _parse_move(self, head: str, rest: list[str]) -> Move:
        if len(rest) != 2:
            raise NotationError(f"{head} needs two cells, for example '{head} 2,3 2,4'")
        kind = D.MOVE_INDEX[head]
        a, b = sorted((_parse_cell(rest[0]), _parse_cell(rest[1])))
        if (a, b) not in D.MOVE_PAIRS[kind]:
            raise NotationError(
                f"{head} ({D.MOVE_HELP[kind]}) cannot swap {D.cell_name(a)} and {D.cell_name(b)}"
            )
        return Move(kind, a, b)

    def _parse_claim(self, rest: list[str]) -> Claim:
        if not rest:
            raise NotationError("claim needs a figure card and its cells: claim fig07 1,1 ...")
        name, at, seat = rest[0].lower().partition("@")
        if name not in D.FIGURE_INDEX:
            raise NotationError(f"{rest[0]!r} is not a figure card (fig01..fig18, fige01..fige07)")
        owner = -1
        if at:
            if not seat.isdigit() or int(seat) >= self.players:
                raise NotationError(f"{rest[0]!r}: after @ comes a seat, 0 to {self.players - 1}")
            owner = int(seat)
        card = D.FIGURE_INDEX[name]
        cells = tuple(sorted(_parse_cell(t) for t in rest[1:]))
        if len(set(cells)) != len(cells) or (card, cells) not in D.PLACEMENT_INDEX:
            layout = D.FIGURE_LAYOUTS[card]
            raise NotationError(
                f"these cells do not have the shape of {name} ({layout}) in any rotation"
            )
        return Claim(card, owner, cells)

    def encode(self, action: Action) -> int:
        if isinstance(action, End):
            return 0
        if isinstance(action, Undo):
            return 1
        if isinstance(action, Move):
            return 2 + MOVE_CODE[action]
        if isinstance(action, Claim):
            slot = action.owner + 1
            return (
                self.claim_base
                + slot * len(D.PLACEMENTS)
                + D.PLACEMENT_INDEX[(action.card, action.cells)]
            )
        raise NotationError(f"{action!r} is not an El Switcher action")

    def decode(self, index: int) -> Action:
        self.check_index(index)
        if index == 0:
            return END
        if index == 1:
            return UNDO
        if index < self.claim_base:
            return MOVE_LIST[index - 2]
        slot, place = divmod(index - self.claim_base, len(D.PLACEMENTS))
        card, cells = D.PLACEMENTS[place]
        return Claim(card, slot - 1, cells)

    # -- persistence ---------------------------------------------------------------
    def state_from_json(self, obj: Mapping[str, Any]) -> SwitcherState:
        seed, history, js = self.read_envelope(obj)
        n = self.players
        st = SwitcherState(self, seed, history)
        rows = field(js, "board", list)
        if len(rows) != D.SIZE or not all(
            isinstance(r, str) and len(r) == D.SIZE and set(r) <= set(D.COLOURS) for r in rows
        ):
            raise NotationError("state.board must be 6 strings of 6 letters R, Y, G, B")
        st.board = "".join(rows)
        st.current = _int(js, "current", 0, n - 1)
        st.hands = _per_seat(js, "hands", n, _moves)
        st.known = _per_seat(js, "known", n, _moves)
        st.mdeck = _moves(field(js, "movement_deck", list), "state.movement_deck", False)
        disc = field(js, "discards", dict)
        try:
            st.discard = tuple(int(disc.get(m, 0)) for m in D.MOVE_NAMES)
        except (TypeError, ValueError):
            raise NotationError("state.discards must map movement kinds to counts") from None
        if set(disc) - set(D.MOVE_NAMES) or min(st.discard) < 0:
            raise NotationError("state.discards must map movement kinds to counts")
        st.reshuffles = _int(js, "reshuffles", 0, None)
        pend = []
        for i, text in enumerate(field(js, "pending", list)):
            move = self.parse_action(text) if isinstance(text, str) else None
            if not isinstance(move, Move):
                raise NotationError(f"state.pending[{i}] must be a move such as 'mov3 2,3 2,4'")
            pend.append((move.kind, move.a, move.b))
        st.pending = tuple(pend)
        st.undos = _int(js, "undos", 0, None)
        st.fdecks = _per_seat(js, "figure_decks", n, _figures)
        st.face_up = _per_seat(js, "face_up", n, _figures)
        blocked = field(js, "blocked", list)
        if len(blocked) != n or not all(b is None or b in D.FIGURE_INDEX for b in blocked):
            raise NotationError("state.blocked must list a figure card or null per seat")
        st.blocked = tuple(-1 if b is None else D.FIGURE_INDEX[b] for b in blocked)
        locked = field(js, "locked", list)
        if len(locked) != n or not all(isinstance(x, bool) for x in locked):
            raise NotationError("state.locked must list true or false per seat")
        st.locked = tuple(locked)
        st.formed = _per_seat(js, "formed", n, _figures)
        forbidden = js.get("forbidden", "missing")
        if forbidden is not None and forbidden not in D.COLOURS:
            raise NotationError("state.forbidden must be R, Y, G, B or null")
        st.forbidden = -1 if forbidden is None else D.COLOUR_INDEX[forbidden]
        st.turns = _int(js, "turns", 0, None)
        st.over = field(js, "over", bool)
        champs = field(js, "winners", list)
        if not all(isinstance(c, int) and 0 <= c < n for c in champs):
            raise NotationError("state.winners must list seats")
        st.champions = tuple(champs)
        self._check_position(st)
        return st

    def _check_position(self, st: SwitcherState) -> None:
        """Refuse a loaded position that no game could reach in a way that matters to play:
        cards that are not conserved, or a game that should be over but is not (nobody could
        act in it) or is over without a winner."""
        counts = [0] * D.MOVE_KINDS
        for kind in (*(k for h in st.hands for k in h), *st.mdeck, *(p[0] for p in st.pending)):
            counts[kind] += 1
        for kind in range(D.MOVE_KINDS):
            if counts[kind] + st.discard[kind] != D.MOVE_COPIES:
                name = D.MOVE_NAMES[kind]
                raise NotationError(
                    f"the state holds {counts[kind] + st.discard[kind]} {name} cards in hands, "
                    f"deck, discards and pending moves; there are {D.MOVE_COPIES}"
                )
        for s in range(self.players):
            known = list(st.hands[s])
            for kind in st.known[s]:
                if kind not in known:
                    raise NotationError(f"state.known[{s}] names a card that is not in hand {s}")
                known.remove(kind)
        if len(st.hands[st.current]) + len(st.pending) > D.HAND_SIZE:
            raise NotationError("the player to move holds and has played more than three cards")
        if st.over:
            if not st.champions:
                raise NotationError("state.over is true but state.winners names nobody")
            return
        if st.champions:
            raise NotationError("state.winners names seats but the game is not over")
        left = st.figures_left()
        for s in range(self.players):
            if left[s] == 0:
                raise NotationError(
                    f"the game is not over yet nobody can act: {self.role_name(s)} has formed "
                    "every figure and has won (set state.over and state.winners)"
                )
        if self.max_turns is not None and st.turns >= self.max_turns:
            raise NotationError(
                f"the game is not over yet nobody can act: {all_turns(self.max_turns)}"
            )


def _int(js: Mapping[str, Any], key: str, low: int, high: int | None) -> int:
    value = field(js, key, int)
    if value < low or (high is not None and value > high):
        raise NotationError(f"state.{key} = {value} is out of range")
    return value


def _moves(items: Any, where: str, sort: bool = True) -> tuple[int, ...]:
    if not isinstance(items, list) or not all(x in D.MOVE_INDEX for x in items):
        raise NotationError(f"{where} must list movement kinds such as 'mov3'")
    kinds = [D.MOVE_INDEX[x] for x in items]
    return tuple(sorted(kinds) if sort else kinds)


def _figures(items: Any, where: str, sort: bool = False) -> tuple[int, ...]:
    if not isinstance(items, list) or not all(x in D.FIGURE_INDEX for x in items):
        raise NotationError(f"{where} must list figure cards such as 'fig07'")
    return tuple(D.FIGURE_INDEX[x] for x in items)


def _per_seat(js: Mapping[str, Any], key: str, n: int, read: Any) -> tuple[tuple[int, ...], ...]:
    items = field(js, key, list)
    if len(items) != n:
        raise NotationError(f"state.{key} must have one entry per seat")
    return tuple(read(x, f"state.{key}[{i}]") for i, x in enumerate(items))


# -- the state -----------------------------------------------------------------------
class SwitcherState(State):
    """One position. Fields are set once when the state is built and never changed."""

    __slots__ = (
        "blocked",
        "board",
        "champions",
        "current",
        "discard",
        "face_up",
        "fdecks",
        "forbidden",
        "formed",
        "hands",
        "known",
        "locked",
        "mdeck",
        "over",
        "pending",
        "reshuffles",
        "turns",
        "undos",
    )

    board: str  # 36 colour letters, row 0 first
    current: int  # the seat whose turn it is
    hands: tuple[tuple[int, ...], ...]  # movement kinds in each hand, sorted (private)
    known: tuple[tuple[int, ...], ...]  # cards everybody knows to be in each hand (public)
    mdeck: tuple[int, ...]  # movement deck, top first (hidden order)
    discard: tuple[int, ...]  # movement discards: a count per kind (public)
    reshuffles: int  # how often the discards became the deck
    pending: tuple[tuple[int, int, int], ...]  # moves since the last figure of this turn
    undos: int  # take-backs used this turn
    fdecks: tuple[tuple[int, ...], ...]  # figure decks, top first (hidden order)
    face_up: tuple[tuple[int, ...], ...]  # face-up figure cards per seat
    blocked: tuple[int, ...]  # the face-down (blocked) card per seat, -1 for none
    locked: tuple[bool, ...]  # True from a block until the blocked card is formed
    formed: tuple[tuple[int, ...], ...]  # own figure cards formed per seat (public)
    forbidden: int  # colour of the last figure formed, -1 for none
    turns: int  # turns completed
    over: bool
    champions: tuple[int, ...]  # winners once over

    @property
    def rules(self) -> ElSwitcher:
        """The game, typed as El Switcher."""
        return self._game  # type: ignore[return-value]

    def _copy(self, action: Action) -> SwitcherState:
        st = SwitcherState.__new__(SwitcherState)
        st._game = self._game
        st._seed = self._seed
        st._history = self._history.add(action)
        st._legal_cache = None
        st.board = self.board
        st.current = self.current
        st.hands = self.hands
        st.known = self.known
        st.mdeck = self.mdeck
        st.discard = self.discard
        st.reshuffles = self.reshuffles
        st.pending = self.pending
        st.undos = self.undos
        st.fdecks = self.fdecks
        st.face_up = self.face_up
        st.blocked = self.blocked
        st.locked = self.locked
        st.formed = self.formed
        st.forbidden = self.forbidden
        st.turns = self.turns
        st.over = self.over
        st.champions = self.champions
        return st

    # -- turn and legality ---------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.over else self.current

    def allows_take_back(self, action: Action) -> bool:
        """Never: El Switcher's take-backs are its own ``undo`` action (option ``undos``),
        which stops at the last figure formed or blocked; the front ends take nothing back."""
        return False

    def claims(self) -> tuple[Claim, ...]:
        """The valid claims for the seat to move, in board order (own card first)."""
        if self.over:
            return ()
        me = self.current
        n = self._game.players
        out: list[Claim] = []
        face_up = self.face_up
        blocked = self.blocked
        for card, colour, cells in D.figures_on(self.board):
            if colour == self.forbidden:
                continue
            if card in face_up[me]:
                out.append(Claim(card, -1, cells))
            for o in range(n):
                if o != me and blocked[o] < 0 and len(face_up[o]) >= 2 and card in face_up[o]:
                    out.append(Claim(card, o, cells))
        return tuple(out)

    def _legal_actions(self) -> tuple[Action, ...]:
        out: list[Action] = []
        last = -1
        for kind in self.hands[self.current]:
            if kind != last:
                out.extend(MOVES[kind])
                last = kind
        out.extend(self.claims())
        if self.pending and self.undos < self.rules.undo_limit:
            out.append(UNDO)
        out.append(END)
        return tuple(out)

    def may_reveal(self, action: Action) -> bool:
        """Ending the turn draws movement cards; forming one's own figure turns up the next
        card of one's figure deck (or, locked, the first cards again once the blocked one
        is formed). Swaps, blocks and ``undo`` show nothing new."""
        if isinstance(action, End):
            return True
        if not isinstance(action, Claim) or action.owner >= 0:
            return False
        me = self.current
        if not self.fdecks[me]:
            return False
        if not self.locked[me]:
            return True
        left = len(self.face_up[me]) - 1
        return left == 0 and self.blocked[me] < 0

    def explain_illegal(self, action: Action) -> str:
        me = self.current
        game = self.rules
        if isinstance(action, Move):
            if not self.hands[me]:
                return "you have no movement card left this turn; claim a figure or end"
            held = ", ".join(D.MOVE_NAMES[k] for k in self.hands[me])
            return f"you hold no {D.MOVE_NAMES[action.kind]} card (your hand: {held})"
        if isinstance(action, Undo):
            if game.undo_limit == 0:
                return "take-backs are off in this game, as in the rulebook (option undos)"
            if not self.pending:
                return "there is no move to take back since the turn began or the last figure"
            if game.undo_limit == 1:
                return "you have used the one take-back of this turn"
            return f"you have used all {game.undo_limit} take-backs of this turn"
        if isinstance(action, Claim):
            return self._explain_claim(action)
        return "not a legal action now"

    def _explain_claim(self, action: Claim) -> str:
        me = self.current
        name = D.FIGURE_NAMES[action.card]
        if action.owner == me:
            return f"that is your own card: write 'claim {name} ...' without @{me}"
        owner = me if action.owner < 0 else action.owner
        whose = "you have" if owner == me else f"player {owner + 1} (seat {owner}) has"
        if action.card not in self.face_up[owner]:
            if self.blocked[owner] == action.card:
                return f"{name} is blocked (face down); {whose} no face-up {name}"
            return f"{whose} no face-up {name}"
        colours = {self.board[i] for i in action.cells}
        if len(colours) > 1:
            return "the cells are not all one colour"
        colour = self.board[action.cells[0]]
        for i in action.cells:
            for j in D.NEIGHBOURS[i]:
                if j not in action.cells and self.board[j] == colour:
                    return (
                        f"{D.cell_name(i)} touches {D.cell_name(j)}, another "
                        f"{D.COLOUR_NAMES[colour]} tile, by a side"
                    )
        if D.COLOUR_INDEX[colour] == self.forbidden:
            return f"{D.COLOUR_NAMES[colour]} is forbidden: the last figure formed was {colour}"
        if owner != me:
            if self.blocked[owner] >= 0:
                return f"player {owner + 1} already has a blocked card"
            if len(self.face_up[owner]) < 2:
                return f"{name} is the only face-up card of player {owner + 1}"
        return "not a legal claim now"

    # -- playing -------------------------------------------------------------------
    def _apply(self, action: Action) -> SwitcherState:
        st = self._copy(action)
        me = self.current
        if isinstance(action, Move):
            board = list(self.board)
            board[action.a], board[action.b] = board[action.b], board[action.a]
            st.board = "".join(board)
            st.hands = _set(self.hands, me, _remove(self.hands[me], action.kind))
            if action.kind in self.known[me]:
                st.known = _set(self.known, me, _remove(self.known[me], action.kind))
            st.pending = (*self.pending, (action.kind, action.a, action.b))
        elif isinstance(action, Claim):
            st._commit_pending()
            st._claim(action)
        elif isinstance(action, Undo):
            kind, a, b = self.pending[-1]
            board = list(self.board)
            board[a], board[b] = board[b], board[a]
            st.board = "".join(board)
            st.pending = self.pending[:-1]
            st.hands = _set(self.hands, me, _insert_sorted(self.hands[me], kind))
            st.known = _set(self.known, me, _insert_sorted(self.known[me], kind))
            st.undos = self.undos + 1
        else:
            st._end_turn()
        return st

    def _commit_pending(self) -> None:
        if self.pending:
            discard = list(self.discard)
            for kind, _, _ in self.pending:
                discard[kind] += 1
            self.discard = tuple(discard)
            self.pending = ()

    def _claim(self, action: Claim) -> None:
        me = self.current
        self.forbidden = D.COLOUR_INDEX[self.board[action.cells[0]]]
        if action.owner >= 0:
            o = action.owner
            self.face_up = _set(self.face_up, o, _remove(self.face_up[o], action.card))
            self.blocked = _set(self.blocked, o, action.card)
            self.locked = _set(self.locked, o, True)
            return
        up = _remove(self.face_up[me], action.card)
        self.formed = _set(self.formed, me, (*self.formed[me], action.card))
        deck = self.fdecks[me]
        if self.locked[me]:
            if not up:
                if self.blocked[me] >= 0:  # every other card formed: the blocked one returns
                    up = (self.blocked[me],)
                    self.blocked = _set(self.blocked, me, -1)
                else:  # the blocked card itself formed: back to normal play
                    self.locked = _set(self.locked, me, False)
                    up = deck[: D.FACE_UP]
                    deck = deck[D.FACE_UP :]
        elif deck:
            up = (*up, deck[0])
            deck = deck[1:]
        self.face_up = _set(self.face_up, me, up)
        self.fdecks = _set(self.fdecks, me, deck)
        if not up and not deck and self.blocked[me] < 0:
            self.over = True
            self.champions = (me,)

    def _end_turn(self) -> None:
        me = self.current
        game = self.rules
        hand = self.hands[me]
        if game.partial and self.pending:  # tentative moves are undone, cards return
            board = list(self.board)
            back = []
            for kind, a, b in reversed(self.pending):
                board[a], board[b] = board[b], board[a]
                back.append(kind)
            self.board = "".join(board)
            hand = tuple(sorted((*hand, *back)))
            self.known = _set(self.known, me, tuple(sorted((*self.known[me], *back))))
            self.pending = ()
        else:
            self._commit_pending()
        need = D.HAND_SIZE - len(hand)
        if need > 0:
            deck = self.mdeck
            drawn = list(deck[:need])
            deck = deck[need:]
            if len(drawn) < need and any(self.discard):
                fresh = [k for k in range(D.MOVE_KINDS) for _ in range(self.discard[k])]
                derive(self._seed, "movement", self.reshuffles + 1).shuffle(fresh)
                self.reshuffles += 1
                self.discard = (0,) * D.MOVE_KINDS
                more = need - len(drawn)
                drawn += fresh[:more]
                deck = tuple(fresh[more:])
            hand = tuple(sorted((*hand, *drawn)))
            self.mdeck = deck
        self.hands = _set(self.hands, me, hand)
        self.undos = 0
        self.turns += 1
        self.current = (me + 1) % game.players
        if game.max_turns is not None and self.turns >= game.max_turns:
            self.over = True
            left = self.figures_left()
            fewest = min(left)
            self.champions = tuple(s for s, x in enumerate(left) if x == fewest)

    def timeout_action(self) -> Action | None:
        """When the turn clock runs out the turn ends (``end``), once ending is legal."""
        return END if END in self.legal_actions() else None

    # -- results -------------------------------------------------------------------
    def figures_left(self) -> tuple[int, ...]:
        """Figure cards each seat still has to form: deck, face up and blocked."""
        return tuple(
            len(self.fdecks[s]) + len(self.face_up[s]) + (self.blocked[s] >= 0)
            for s in range(self._game.players)
        )

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(float(len(f)) for f in self.formed)

    @property
    def winners(self) -> frozenset[int]:
        return frozenset(self.champions) if self.over else frozenset()

    # -- information ---------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        game = self.rules
        n = game.players
        names = D.FIGURE_NAMES
        layouts = D.FIGURE_LAYOUTS
        figures = []
        for s in range(n):
            cards = [
                {"card": names[c], "blocked": False, "shape": layouts[c]} for c in self.face_up[s]
            ]
            if self.blocked[s] >= 0:
                b = self.blocked[s]
                cards.append({"card": names[b], "blocked": True, "shape": layouts[b]})
            figures.append(cards)
        board = self.board
        claims = self.claims()
        return {
            "board": [board[r * D.SIZE : (r + 1) * D.SIZE] for r in range(D.SIZE)],
            "figures": figures,
            "deck_sizes": [len(d) for d in self.fdecks],
            "hand": None if seat is None else [D.MOVE_NAMES[k] for k in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "forbidden_colour": None if self.forbidden < 0 else D.COLOURS[self.forbidden],
            "moves_left": 0 if self.over else len(self.hands[self.current]),
            "turn_seconds": game.turn_seconds,
            "claimable": [str(c) for c in claims],
            "claimable_data": [c.data() for c in claims],
            # extra keys
            "formed": [[names[c] for c in f] for f in self.formed],
            "figures_left": list(self.figures_left()),
            "locked": list(self.locked),
            "known_hands": [[D.MOVE_NAMES[k] for k in h] for h in self.known],
            "movement_deck_size": len(self.mdeck),
            "discards": {D.MOVE_NAMES[k]: c for k, c in enumerate(self.discard) if c},
            "reshuffles": self.reshuffles,
            "pending": [str(Move(k, a, b)) for k, a, b in self.pending],
            "undos_left": max(0, game.undo_limit - self.undos),
            "turns_played": self.turns,
            "max_turns": game.max_turns,
            "partial_moves": game.partial,
            "deck": game.deck_mode,
        }

    def resample(self, seat: int, rng: random.Random) -> SwitcherState:
        game = self.rules
        n = game.players
        st = SwitcherState.__new__(SwitcherState)
        for name in (*SwitcherState.__slots__, *State.__slots__):
            setattr(st, name, getattr(self, name))
        st._legal_cache = None
        # Movement cards: everything not in view (own hand, discards, pending, known cards).
        counts = [D.MOVE_COPIES] * D.MOVE_KINDS
        for k in self.hands[seat]:
            counts[k] -= 1
        for k in range(D.MOVE_KINDS):
            counts[k] -= self.discard[k]
        for k, _, _ in self.pending:
            counts[k] -= 1
        for s in range(n):
            if s != seat:
                for k in self.known[s]:
                    counts[k] -= 1
        pool = [k for k in range(D.MOVE_KINDS) for _ in range(max(0, counts[k]))]
        rng.shuffle(pool)
        hands = list(self.hands)
        for s in range(n):
            if s != seat:
                need = len(self.hands[s]) - len(self.known[s])
                hands[s] = tuple(sorted((*self.known[s], *pool[:need])))
                pool = pool[need:]
        st.hands = tuple(hands)
        st.mdeck = tuple(pool[: len(self.mdeck)])
        st.fdecks = self._resample_figure_decks(rng)
        st._seed = fresh_seed(rng)
        return st

    def _seen(self, s: int) -> list[int]:
        seen = [*self.face_up[s], *self.formed[s]]
        if self.blocked[s] >= 0:
            seen.append(self.blocked[s])
        return seen

    def _resample_figure_decks(self, rng: random.Random) -> tuple[tuple[int, ...], ...]:
        game = self.rules
        n = game.players
        if game.deck_mode != "classroom":
            decks = []
            for s in range(n):
                pool = list(D.full_deck(s, game.deck_mode == "varied"))
                for c in self._seen(s):
                    if c in pool:
                        pool.remove(c)
                rng.shuffle(pool)
                decks.append(tuple(pool[: len(self.fdecks[s])]))
            return tuple(decks)
        # Classroom: a shared pool per class (hard, easy); each deck keeps its class counts.
        hard = sorted(D.HARD * 2)
        easy = sorted(D.EASY * 2)
        for s in range(n):
            for c in self._seen(s):
                group = easy if D.FIGURE_EASY[c] else hard
                if c in group:
                    group.remove(c)
        rng.shuffle(hard)
        rng.shuffle(easy)
        decks = []
        for s in range(n):
            seen = self._seen(s)
            seen_easy = sum(1 for c in seen if D.FIGURE_EASY[c])
            need_easy = max(0, game.easy_each - seen_easy)
            need_hard = len(self.fdecks[s]) - need_easy
            deck = hard[:need_hard] + easy[:need_easy]
            hard = hard[need_hard:]
            easy = easy[need_easy:]
            rng.shuffle(deck)
            decks.append(tuple(deck))
        return tuple(decks)

    def _json(self) -> dict[str, Any]:
        names = D.FIGURE_NAMES
        moves = D.MOVE_NAMES
        board = self.board
        return {
            "board": [board[r * D.SIZE : (r + 1) * D.SIZE] for r in range(D.SIZE)],
            "current": self.current,
            "hands": [[moves[k] for k in h] for h in self.hands],
            "known": [[moves[k] for k in h] for h in self.known],
            "movement_deck": [moves[k] for k in self.mdeck],
            "discards": {moves[k]: c for k, c in enumerate(self.discard) if c},
            "reshuffles": self.reshuffles,
            "pending": [str(Move(k, a, b)) for k, a, b in self.pending],
            "undos": self.undos,
            "figure_decks": [[names[c] for c in d] for d in self.fdecks],
            "face_up": [[names[c] for c in f] for f in self.face_up],
            "blocked": [None if b < 0 else names[b] for b in self.blocked],
            "locked": list(self.locked),
            "formed": [[names[c] for c in f] for f in self.formed],
            "forbidden": None if self.forbidden < 0 else D.COLOURS[self.forbidden],
            "turns": self.turns,
            "over": self.over,
            "winners": list(self.champions),
        }

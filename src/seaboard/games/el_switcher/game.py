"""El Switcher for 2 to 4 players: swap tiles with movement cards, claim figures on the board.

This module holds the Game: its options, notation, encoding and loading; the State is in
``state.py``. The rules in our words are in ``rules.md`` next to this file; the components
are in ``components.json`` (read by ``data``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Final

from seaboard.engine import Action, Game, NotationError, Option, OptionValue
from seaboard.engine.jsonread import field
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import derive
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import (
    END,
    MOVE_CODE,
    MOVE_LIST,
    NOTATION_PATTERNS,
    UNDO,
    Claim,
    End,
    Move,
    Undo,
    _parse_cell,
    action_from_data,
    read_shown,
    shown,
)
from seaboard.games.el_switcher.cardwords import MOVE_HELP
from seaboard.games.el_switcher.decks import DECKS, SHORT_DECK, classroom_share, deal_figure_decks
from seaboard.games.el_switcher.state import ElSwitcherState
from seaboard.games.el_switcher.view import ElSwitcherView

UNBOUNDED_LENGTH: Final = 10**9  # max_length without a turn limit: no bound at all
END_CODE, UNDO_CODE, MOVE_BASE = 0, 1, 2  # encoded actions: end, undo, then the moves


def all_turns(count: int, language: Language = ENGLISH) -> str:
    """``all 24 turns are played``; a one-turn game says so in the singular."""
    return language.tn("the only turn is played", "all {n} turns are played", count)


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
        self.claim_base = MOVE_BASE + len(MOVE_LIST)
        classroom = self.deck_mode == "classroom"
        self.hard_each, self.easy_each = classroom_share(players) if classroom else (0, 0)

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

    def role_name(self, seat: int, language: Language = ENGLISH) -> str:
        if language is ENGLISH:
            return self._role_names[seat]  # "Player 2", built once like the roles
        return language.t(N_("Player {number}"), number=seat + 1)

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
    def new(self, seed: int) -> ElSwitcherState:
        n = self.players
        tiles = [c for c in D.COLOURS for _ in range(D.TILES_PER_COLOUR)]
        derive(seed, "board").shuffle(tiles)
        moves = sorted(k for k in range(D.MOVE_KINDS) for _ in range(D.MOVE_COPIES))
        derive(seed, "movement", 0).shuffle(moves)
        hands = tuple(
            tuple(sorted(moves[s * D.HAND_SIZE : (s + 1) * D.HAND_SIZE])) for s in range(n)
        )
        decks = deal_figure_decks(self, seed)
        first = derive(seed, "first").randrange(n)
        st = ElSwitcherState(self, seed, ())
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

    def notation_for(self, action: Action, seat: int | None) -> str:
        """The shown notation (actions.py): cells from 1, cards by their words."""
        return shown(action, seat, self.players)

    def parse_action_for(self, text: str, seat: int | None) -> Action:
        """The shown notation typed by ``seat`` (see ``notation_for``)."""
        return read_shown(text, seat, self.players)

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(N_("an action must be text, not {kind}"), kind=type(text).__name__)
        parts = text.split()
        if not parts:
            raise NotationError(N_("an empty action; write for example 'mov3 2,3 2,4' or 'end'"))
        head = parts[0].lower()
        if head in ("end", "undo"):
            if len(parts) != 1:
                raise NotationError(N_("{head!r} takes nothing after it"), head=head)
            return END if head == "end" else UNDO
        if head in D.MOVE_INDEX:
            return self._parse_move(head, parts[1:])
        if head == "claim":
            return self._parse_claim(parts[1:])
        raise NotationError(
            N_(
                "{text!r} is not an action; write 'mov3 2,3 2,4', "
                "'claim fig07 1,1 1,2 1,3 1,4 2,4', 'claim fig07@1 ...', 'undo' or 'end'"
            ),
            text=text,
        )

    def _parse_move(self, head: str, rest: list[str]) -> Move:
        if len(rest) != 2:
            raise NotationError(
                N_("{head} needs two cells, for example '{head} 2,3 2,4'"), head=head
            )
        kind = D.MOVE_INDEX[head]
        a, b = sorted((_parse_cell(rest[0]), _parse_cell(rest[1])))
        if (a, b) not in D.MOVE_PAIRS[kind]:
            raise NotationError(
                N_("{head} ({help}) cannot swap {a} and {b}"),
                told=lambda language: language.t(
                    N_("{head} ({help}) cannot swap {a} and {b}"),
                    head=head,
                    help=language.t(MOVE_HELP[kind]),
                    a=D.cell_name(a),
                    b=D.cell_name(b),
                ),
                head=head,
                help=D.MOVE_HELP[kind],
                a=D.cell_name(a),
                b=D.cell_name(b),
            )
        return Move(kind, a, b)

    def _parse_claim(self, rest: list[str]) -> Claim:
        if not rest:
            raise NotationError(N_("claim needs a figure card and its cells: claim fig07 1,1 ..."))
        name, at, seat = rest[0].lower().partition("@")
        if name not in D.FIGURE_INDEX:
            raise NotationError(
                N_("{name!r} is not a figure card (fig01..fig18, fige01..fige07)"), name=rest[0]
            )
        owner = -1
        if at:
            if not seat.isdigit() or int(seat) >= self.players:
                raise NotationError(
                    N_("{name!r}: after @ comes a seat, 0 to {last}"),
                    name=rest[0],
                    last=self.players - 1,
                )
            owner = int(seat)
        card = D.FIGURE_INDEX[name]
        cells = tuple(sorted(_parse_cell(t) for t in rest[1:]))
        if len(set(cells)) != len(cells) or (card, cells) not in D.PLACEMENT_INDEX:
            layout = D.FIGURE_LAYOUTS[card]
            raise NotationError(
                N_("these cells do not have the shape of {name} ({layout}) in any rotation"),
                name=name,
                layout=layout,
            )
        return Claim(card, owner, cells)

    def encode(self, action: Action) -> int:
        if isinstance(action, End):
            return END_CODE
        if isinstance(action, Undo):
            return UNDO_CODE
        if isinstance(action, Move):
            return MOVE_BASE + MOVE_CODE[action]
        if isinstance(action, Claim):
            slot = action.owner + 1
            return (
                self.claim_base
                + slot * len(D.PLACEMENTS)
                + D.PLACEMENT_INDEX[(action.card, action.cells)]
            )
        raise NotationError(N_("{action!r} is not an El Switcher action"), action=action)

    def decode(self, index: int) -> Action:
        self.check_index(index)
        if index == END_CODE:
            return END
        if index == UNDO_CODE:
            return UNDO
        if index < self.claim_base:
            return MOVE_LIST[index - MOVE_BASE]
        slot, place = divmod(index - self.claim_base, len(D.PLACEMENTS))
        card, cells = D.PLACEMENTS[place]
        return Claim(card, slot - 1, cells)

    # -- persistence ---------------------------------------------------------------
    def state_from_json(self, obj: Mapping[str, Any]) -> ElSwitcherState:
        seed, history, js = self.read_envelope(obj)
        n = self.players
        st = ElSwitcherState(self, seed, history)
        rows = field(js, "board", list)
        if len(rows) != D.SIZE or not all(
            isinstance(r, str) and len(r) == D.SIZE and set(r) <= set(D.COLOURS) for r in rows
        ):
            raise NotationError(
                N_("state.board must be {size} strings of {size} letters {letters}"),
                size=D.SIZE,
                letters=", ".join(D.COLOURS),
            )
        st.board = "".join(rows)
        st.current = _int(js, "current", 0, n - 1)
        st.hands = _per_seat(js, "hands", n, _moves)
        st.known = _per_seat(js, "known", n, _moves)
        st.mdeck = _moves(field(js, "movement_deck", list), "state.movement_deck", False)
        disc = field(js, "discards", dict)
        try:
            st.discard = tuple(int(disc.get(m, 0)) for m in D.MOVE_NAMES)
        except (TypeError, ValueError):
            raise NotationError(N_("state.discards must map movement kinds to counts")) from None
        if set(disc) - set(D.MOVE_NAMES) or min(st.discard) < 0:
            raise NotationError(N_("state.discards must map movement kinds to counts"))
        st.reshuffles = _int(js, "reshuffles", 0, None)
        pend = []
        for i, text in enumerate(field(js, "pending", list)):
            move = self.parse_action(text) if isinstance(text, str) else None
            if not isinstance(move, Move):
                raise NotationError(
                    N_("state.pending[{i}] must be a move such as 'mov3 2,3 2,4'"), i=i
                )
            pend.append((move.kind, move.a, move.b))
        st.pending = tuple(pend)
        st.undos = _int(js, "undos", 0, None)
        st.fdecks = _per_seat(js, "figure_decks", n, _figures)
        st.face_up = _per_seat(js, "face_up", n, _figures)
        blocked = field(js, "blocked", list)
        if len(blocked) != n or not all(b is None or b in D.FIGURE_INDEX for b in blocked):
            raise NotationError(N_("state.blocked must list a figure card or null per seat"))
        st.blocked = tuple(-1 if b is None else D.FIGURE_INDEX[b] for b in blocked)
        locked = field(js, "locked", list)
        if len(locked) != n or not all(isinstance(x, bool) for x in locked):
            raise NotationError(N_("state.locked must list true or false per seat"))
        st.locked = tuple(locked)
        st.formed = _per_seat(js, "formed", n, _figures)
        forbidden = js.get("forbidden", "missing")
        if forbidden is not None and forbidden not in D.COLOURS:
            raise NotationError(N_("state.forbidden must be R, Y, G, B or null"))
        st.forbidden = -1 if forbidden is None else D.COLOUR_INDEX[forbidden]
        st.turns = _int(js, "turns", 0, None)
        st.over = field(js, "over", bool)
        champs = field(js, "winners", list)
        if not all(isinstance(c, int) and 0 <= c < n for c in champs):
            raise NotationError(N_("state.winners must list seats"))
        st.champions = tuple(champs)
        self._check_position(st)
        return st

    def _check_position(self, st: ElSwitcherState) -> None:
        """Refuse a loaded position that no game could reach in a way that matters to play:
        cards that are not conserved, or a game that should be over but is not (nobody could
        act in it) or is over without a winner."""
        counts = [0] * D.MOVE_KINDS
        for kind in (*(k for h in st.hands for k in h), *st.mdeck, *(p[0] for p in st.pending)):
            counts[kind] += 1
        for kind in range(D.MOVE_KINDS):
            if counts[kind] + st.discard[kind] != D.MOVE_COPIES:
                raise NotationError(
                    N_(
                        "the state holds {count} {name} cards in hands, deck, discards and "
                        "pending moves; there are {copies}"
                    ),
                    count=counts[kind] + st.discard[kind],
                    name=D.MOVE_NAMES[kind],
                    copies=D.MOVE_COPIES,
                )
        for s in range(self.players):
            known = list(st.hands[s])
            for kind in st.known[s]:
                if kind not in known:
                    raise NotationError(
                        N_("state.known[{seat}] names a card that is not in hand {seat}"), seat=s
                    )
                known.remove(kind)
        if len(st.hands[st.current]) + len(st.pending) > D.HAND_SIZE:
            raise NotationError(N_("the player to move holds and has played more than three cards"))
        if st.over:
            if not st.champions:
                raise NotationError(N_("state.over is true but state.winners names nobody"))
            return
        if st.champions:
            raise NotationError(N_("state.winners names seats but the game is not over"))
        left = st.figures_left()
        done = [s for s in range(self.players) if left[s] == 0]
        if done:
            seat = done[0]
            raise NotationError(
                N_(
                    "the game is not over yet nobody can act: {player} has formed every "
                    "figure and has won (set state.over and state.winners)"
                ),
                told=lambda language: language.t(
                    N_(
                        "the game is not over yet nobody can act: {player} has formed every "
                        "figure and has won (set state.over and state.winners)"
                    ),
                    player=self.role_name(seat, language),
                ),
                player=self.role_name(seat),
            )
        if self.max_turns is not None and st.turns >= self.max_turns:
            turns = self.max_turns
            raise NotationError(
                N_("the game is not over yet nobody can act: {turns}"),
                told=lambda language: language.t(
                    N_("the game is not over yet nobody can act: {turns}"),
                    turns=all_turns(turns, language),
                ),
                turns=all_turns(turns),
            )


def _int(js: Mapping[str, Any], key: str, low: int, high: int | None) -> int:
    value = field(js, key, int)
    if value < low or (high is not None and value > high):
        raise NotationError(N_("state.{key} = {value} is out of range"), key=key, value=value)
    return value


def _moves(items: Any, where: str, sort: bool = True) -> tuple[int, ...]:
    if not isinstance(items, list) or not all(x in D.MOVE_INDEX for x in items):
        raise NotationError(N_("{where} must list movement kinds such as 'mov3'"), where=where)
    kinds = [D.MOVE_INDEX[x] for x in items]
    return tuple(sorted(kinds) if sort else kinds)


def _figures(items: Any, where: str) -> tuple[int, ...]:
    if not isinstance(items, list) or not all(x in D.FIGURE_INDEX for x in items):
        raise NotationError(N_("{where} must list figure cards such as 'fig07'"), where=where)
    return tuple(D.FIGURE_INDEX[x] for x in items)


def _per_seat(
    js: Mapping[str, Any], key: str, n: int, read: Callable[[Any, str], tuple[int, ...]]
) -> tuple[tuple[int, ...], ...]:
    items = field(js, key, list)
    if len(items) != n:
        raise NotationError(N_("state.{key} must have one entry per seat"), key=key)
    return tuple(read(x, f"state.{key}[{i}]") for i, x in enumerate(items))

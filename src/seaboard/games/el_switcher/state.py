"""El Switcher's State: the board, hands and figure cards of one position, its legal
actions, what they do, scores, views and redraws."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from seaboard.engine import Action, History, State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import derive, fresh_seed, shuffle
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import (
    END,
    MOVES,
    UNDO,
    Claim,
    End,
    Move,
    Undo,
    card_words,
    cell_shown,
    figure_words,
)
from seaboard.games.el_switcher.cardwords import colour as colour_word
from seaboard.games.el_switcher.decks import resample_figure_decks
from seaboard.games.el_switcher.view import ElSwitcherFigure, ElSwitcherOwnView

if TYPE_CHECKING:
    from seaboard.games.el_switcher.game import ElSwitcher


def _remove(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    """``items`` without the first ``item``."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def _insert_sorted(items: tuple[int, ...], item: int) -> tuple[int, ...]:
    """``items`` with ``item`` added, sorted."""
    return tuple(sorted((*items, item)))


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    """``items`` with entry ``index`` replaced by ``value``."""
    out = list(items)
    out[index] = value
    return tuple(out)


def _swap(board: str, a: int, b: int) -> str:
    """The board with the tiles of cells ``a`` and ``b`` swapped."""
    cells = list(board)
    cells[a], cells[b] = cells[b], cells[a]
    return "".join(cells)


def _rows(board: str) -> list[str]:
    """The board's rows, top first, as the view and the JSON write them."""
    return [board[r * D.SIZE : (r + 1) * D.SIZE] for r in range(D.SIZE)]


class ElSwitcherState(State):
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

    def _copy(self, action: Action) -> ElSwitcherState:
        return self._clone(self._history.add(action))

    def _clone(self, history: History) -> ElSwitcherState:
        """A copy of this state with ``history`` (the caller then changes what differs)."""
        st = ElSwitcherState(self._game, self._seed, history)
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

    def explain_illegal(self, action: Action, language: Language = ENGLISH) -> str:
        me = self.current
        game = self.rules
        t = language.t
        if isinstance(action, Move):
            if not self.hands[me]:
                return t(N_("you have no movement card left this turn; claim a figure or end"))
            held = ", ".join(card_words(D.MOVE_NAMES[k], language) for k in self.hands[me])
            return t(
                N_("you hold no {card} card (your hand: {held})"),
                card=card_words(D.MOVE_NAMES[action.kind], language),
                held=held,
            )
        if isinstance(action, Undo):
            if game.undo_limit == 0:
                return t(N_("take-backs are off in this game, as in the rulebook (option undos)"))
            if not self.pending:
                return t(
                    N_("there is no move to take back since the turn began or the last figure")
                )
            return language.tn(
                "you have used the one take-back of this turn",
                "you have used all {n} take-backs of this turn",
                game.undo_limit,
            )
        if isinstance(action, Claim):
            return self._explain_claim(action, language)
        return t(N_("not a legal action now"))

    def _explain_claim(self, action: Claim, language: Language = ENGLISH) -> str:
        me = self.current
        t = language.t
        name = figure_words(D.FIGURE_NAMES[action.card], language)
        if action.owner == me:
            return t(N_("that is your own card: form it rather than block it"))
        owner = me if action.owner < 0 else action.owner
        player = owner + 1
        if action.card not in self.face_up[owner]:
            if self.blocked[owner] == action.card:
                if owner == me:
                    return t(
                        N_("the {name} is blocked (face down); you have no {name} face up"),
                        name=name,
                    )
                return t(
                    N_("the {name} is blocked (face down); player {player} has no {name} face up"),
                    name=name,
                    player=player,
                )
            if owner == me:
                return t(N_("you have no {name} face up"), name=name)
            return t(N_("player {player} has no {name} face up"), name=name, player=player)
        colours = {self.board[i] for i in action.cells}
        if len(colours) > 1:
            return t(N_("the cells are not all one colour"))
        letter = self.board[action.cells[0]]
        for i in action.cells:
            for j in D.NEIGHBOURS[i]:
                if j not in action.cells and self.board[j] == letter:
                    return t(
                        N_("{cell} touches {other}, another {colour} tile, by a side"),
                        cell=cell_shown(i),
                        other=cell_shown(j),
                        colour=colour_word(letter, language),
                    )
        if D.COLOUR_INDEX[letter] == self.forbidden:
            return t(
                N_("{colour} is forbidden: the last figure formed was {colour}"),
                colour=colour_word(letter, language),
            )
        if owner != me:
            if self.blocked[owner] >= 0:
                return t(N_("player {player} already has a blocked card"), player=player)
            if len(self.face_up[owner]) < 2:
                return t(
                    N_("the {name} is the only face-up card of player {player}"),
                    name=name,
                    player=player,
                )
        return t(N_("not a legal claim now"))

    # -- playing -------------------------------------------------------------------
    def _apply(self, action: Action) -> ElSwitcherState:
        st = self._copy(action)
        me = self.current
        if isinstance(action, Move):
            st.board = _swap(self.board, action.a, action.b)
            st.hands = _set(self.hands, me, _remove(self.hands[me], action.kind))
            if action.kind in self.known[me]:
                st.known = _set(self.known, me, _remove(self.known[me], action.kind))
            st.pending = (*self.pending, (action.kind, action.a, action.b))
        elif isinstance(action, Claim):
            st._commit_pending()
            st._claim(action)
        elif isinstance(action, Undo):
            kind, a, b = self.pending[-1]
            st.board = _swap(self.board, a, b)
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
            back = []
            for kind, a, b in reversed(self.pending):
                self.board = _swap(self.board, a, b)
                back.append(kind)
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
    def _view(self, seat: int | None) -> ElSwitcherOwnView:
        game = self.rules
        n = game.players
        names = D.FIGURE_NAMES
        layouts = D.FIGURE_LAYOUTS
        figures = []
        for s in range(n):
            cards: list[ElSwitcherFigure] = [
                {"card": names[c], "blocked": False, "shape": layouts[c]} for c in self.face_up[s]
            ]
            if self.blocked[s] >= 0:
                b = self.blocked[s]
                cards.append({"card": names[b], "blocked": True, "shape": layouts[b]})
            figures.append(cards)
        claims = self.claims()
        return {
            "board": _rows(self.board),
            "figures": figures,
            "deck_sizes": [len(d) for d in self.fdecks],
            "hand": None if seat is None else [D.MOVE_NAMES[k] for k in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "forbidden_colour": None if self.forbidden < 0 else D.COLOURS[self.forbidden],
            "moves_left": 0 if self.over else len(self.hands[self.current]),
            "turn_seconds": game.turn_seconds,
            "claimable": [str(c) for c in claims],
            "claimable_data": [c.claim_data() for c in claims],
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

    def resample(self, seat: int, rng: random.Random) -> ElSwitcherState:
        game = self.rules
        n = game.players
        st = self._clone(self._history)
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
        shuffle(rng, pool)
        hands = list(self.hands)
        for s in range(n):
            if s != seat:
                need = len(self.hands[s]) - len(self.known[s])
                hands[s] = tuple(sorted((*self.known[s], *pool[:need])))
                pool = pool[need:]
        st.hands = tuple(hands)
        st.mdeck = tuple(pool[: len(self.mdeck)])
        st.fdecks = resample_figure_decks(self, rng)
        st._seed = fresh_seed(rng)
        return st

    def _json(self) -> dict[str, Any]:
        names = D.FIGURE_NAMES
        moves = D.MOVE_NAMES
        return {
            "board": _rows(self.board),
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

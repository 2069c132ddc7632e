"""Flotsam Fight: the State, one position (turns, legality, plays, resets, scores, views)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final

from seaboard.engine import Action, History, State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import derive, fresh_seed, shuffle
from seaboard.games.flotsam_fight.actions import CARD_MOVES, PASS, Pass, Play
from seaboard.games.flotsam_fight.cards import BOATS, DECK, DECK_SET, boat_slot
from seaboard.games.flotsam_fight.scoring import (
    HIGHEST,
    ROUNDS,
    WENT_OUT,
    RoundResult,
    round_tokens,
)
from seaboard.games.flotsam_fight.view import FlotsamFightOwnView

if TYPE_CHECKING:
    from seaboard.games.flotsam_fight.game import FlotsamFight

DEALT: Final = 10  # cards dealt to each player at the start of a round
DEALT_TO_SIX: Final = 8  # to each of six players
DRAWN_AT_RESET: Final = 2  # cards drawn by a player left with one card when the boats are cleared


def hand_size(players: int) -> int:
    """Cards dealt to each player at the start of a round."""
    return DEALT_TO_SIX if players == 6 else DEALT


_EMPTY_BOATS: tuple[tuple[int, ...], ...] = ((),) * len(BOATS)


def deal(
    game: FlotsamFight,
    seed: int,
    history: History,
    rnd: int,
    starter: int,
    results: tuple[RoundResult, ...],
) -> FlotsamFightState:
    """The first position of round ``rnd``: a fresh shuffle, hands dealt, ``starter`` leads."""
    n = game.players
    deck = list(DECK)
    derive(seed, "deal", rnd).shuffle(deck)
    size = hand_size(n)
    hands = tuple(tuple(sorted(deck[s * size : (s + 1) * size])) for s in range(n))
    return FlotsamFightState(
        game,
        seed,
        history,
        rnd,
        hands,
        tuple(deck[n * size :]),
        (),
        _EMPTY_BOATS,
        (False,) * n,
        starter,
        starter,
        starter,
        True,
        0,
        results,
        (),
    )


class FlotsamFightState(State):
    """A position of Flotsam Fight. The draw pile is drawn from its end."""

    __slots__ = (
        "_rules",
        "boats",
        "draw",
        "hands",
        "last_player",
        "leader",
        "mover",
        "must_play",
        "passed",
        "resets",
        "reshuffled",
        "results",
        "round",
        "set_aside",
    )

    def __init__(
        self,
        game: FlotsamFight,
        seed: int,
        history: History,
        rnd: int,
        hands: tuple[tuple[int, ...], ...],
        draw: tuple[int, ...],
        set_aside: tuple[int, ...],
        boats: tuple[tuple[int, ...], ...],
        passed: tuple[bool, ...],
        mover: int | None,
        last_player: int,
        leader: int,
        must_play: bool,
        resets: int,
        results: tuple[RoundResult, ...],
        reshuffled: tuple[int, ...],
    ) -> None:
        super().__init__(game, seed, history)
        self._rules = game  # the game as its own type (the base keeps it as a Game)
        self.round = rnd
        self.hands = hands
        self.draw = draw
        self.set_aside = set_aside
        self.boats = boats
        self.passed = passed
        self.mover = mover
        self.last_player = last_player
        self.leader = leader
        self.must_play = must_play
        self.resets = resets
        self.results = results
        # The cards (sorted) the draw pile was made of at the round's last reshuffle, which
        # everyone saw: () while the draw pile is what was left from the deal.
        self.reshuffled = reshuffled

    # -- turn and legality ---------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.mover

    @property
    def last_card_only(self) -> bool:
        """Every player but one has passed: the one left may only play their last card."""
        return sum(self.passed) == self._rules.players - 1

    @property
    def active_count(self) -> int:
        """How many lifeboats hold cards."""
        return sum(1 for b in self.boats if b)

    def fits(self, card: int) -> list[int]:
        """The boats ``card`` may go onto now (ignoring whose turn it is)."""
        boats = self.boats
        can_open = self.active_count < self._rules.players
        return [
            BOATS[slot]
            for slot, _ in CARD_MOVES[card]
            if (boats[slot] and card > boats[slot][-1]) or (not boats[slot] and can_open)
        ]

    def _legal_actions(self) -> tuple[Action, ...]:
        seat = self.mover
        assert seat is not None
        hand = self.hands[seat]
        if sum(self.passed) == self._rules.players - 1 and len(hand) != 1:
            return (PASS,)
        boats = self.boats
        can_open = sum(1 for b in boats if b) < self._rules.players
        out: list[Action] = []
        for card in hand:
            for slot, play in CARD_MOVES[card]:
                stack = boats[slot]
                if stack:
                    if card > stack[-1]:
                        out.append(play)
                elif can_open:
                    out.append(play)
        if not self.must_play:
            out.append(PASS)
        return tuple(out)

    def dead_end(self, language: Language = ENGLISH) -> str | None:
        """Why nobody could act in this position although the game is not over (a sentence
        for a refused save, in ``language``), or None when the position is playable or
        finished."""
        done = len(self.results)
        mover = self.mover
        t = language.t
        if mover is None:
            if done != ROUNDS or self.round != ROUNDS:
                return t(
                    N_("nobody is to move, yet only {done} of {rounds} rounds are scored"),
                    done=done,
                    rounds=ROUNDS,
                )
            return None
        if done != self.round - 1:
            return t(
                N_(
                    "round {round} is being played, so {scored} rounds should be scored, not {done}"
                ),
                round=self.round,
                scored=self.round - 1,
                done=done,
            )
        who = self._rules.role_name(mover, language)
        if self.passed[mover]:
            return t(N_("{who} is to move but has passed"), who=who)
        for seat, hand in enumerate(self.hands):
            if not hand:
                name = self._rules.role_name(seat, language)
                return t(N_("{name} holds no card, so the round should have ended"), name=name)
        if not self.legal_actions():
            return t(N_("{who} must play a card but none of theirs fits a lifeboat"), who=who)
        return None

    def may_reveal(self, action: Action) -> bool:
        """A play that empties the hand ends the round (hands shown, a new deal); the pass
        that completes a lap resets the boats, where one-card hands draw (perhaps from a
        reshuffle) or, past the last reset, the round ends. Other actions show nothing."""
        seat = self.mover
        assert seat is not None
        if isinstance(action, Play):
            return len(self.hands[seat]) == 1
        if not all(p for s, p in enumerate(self.passed) if s != seat):
            return False
        return self.resets >= self._rules.reset_limit or any(len(h) == 1 for h in self.hands)

    def explain_illegal(self, action: Action, language: Language = ENGLISH) -> str:
        t = language.t
        seat = self.mover
        if seat is None:
            return t(N_("the game is over"))
        if isinstance(action, Pass):
            return t(
                N_("you lead now (a new round or a cleared set of boats) and must play a card")
            )
        if not isinstance(action, Play):
            return t(N_("not a Flotsam Fight action"))
        hand = self.hands[seat]
        card, boat = action.card, action.boat
        if card not in hand:
            return t(N_("you do not hold card {card}"), card=card)
        if card % boat:
            return t(
                N_("lifeboat {boat} only takes multiples of {boat}, and {card} is not one"),
                boat=boat,
                card=card,
            )
        if self.last_card_only and len(hand) != 1:
            return t(
                N_(
                    "every other player has passed: you may only play the last card of your "
                    "hand, and you hold {held}"
                ),
                held=len(hand),
            )
        stack = self.boats[boat_slot(boat)]
        if stack and card < stack[-1]:
            return t(
                N_("{card} must be higher than the {top} on top of lifeboat {boat}"),
                card=card,
                top=stack[-1],
                boat=boat,
            )
        if not stack:
            n = self._rules.players
            return t(
                N_(
                    "lifeboat {boat} is inactive and {n} boats are active already "
                    "(the limit with {n} players)"
                ),
                boat=boat,
                n=n,
            )
        return t(N_("not a legal action now"))

    # -- moves -----------------------------------------------------------------------
    def _apply(self, action: Action) -> FlotsamFightState:
        seat = self.mover
        assert seat is not None
        game = self._rules
        n = game.players
        history = self._history.add(action)
        if isinstance(action, Play):
            card = action.card
            hands = list(self.hands)
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            boats = list(self.boats)
            slot = boat_slot(action.boat)
            boats[slot] = (*boats[slot], card)
            if not hands[seat]:
                return self._end_round(seat, history, tuple(hands), tuple(boats))
            passed = (False,) * n if game.one_lap else self.passed
            nxt = (seat + 1) % n
            while passed[nxt]:
                nxt = (nxt + 1) % n
            return FlotsamFightState(
                game,
                self._seed,
                history,
                self.round,
                tuple(hands),
                self.draw,
                self.set_aside,
                tuple(boats),
                passed,
                nxt,
                seat,
                self.leader,
                False,
                self.resets,
                self.results,
                self.reshuffled,
            )
        passed_list = list(self.passed)
        passed_list[seat] = True
        if all(passed_list):
            return self._reset(history)
        nxt = (seat + 1) % n
        while passed_list[nxt]:
            nxt = (nxt + 1) % n
        return FlotsamFightState(
            game,
            self._seed,
            history,
            self.round,
            self.hands,
            self.draw,
            self.set_aside,
            self.boats,
            tuple(passed_list),
            nxt,
            self.last_player,
            self.leader,
            False,
            self.resets,
            self.results,
            self.reshuffled,
        )

    def _reset(self, history: History) -> FlotsamFightState:
        """Clear the boats; the last player to play leads; one-card hands draw two."""
        game = self._rules
        n = game.players
        if self.resets >= game.reset_limit:
            return self._end_round(None, history, self.hands, self.boats)
        set_aside = [*self.set_aside, *(c for stack in self.boats for c in stack)]
        draw = list(self.draw)
        hands = list(self.hands)
        leader = self.last_player
        reshuffled = self.reshuffled
        shuffles = 0
        for k in range(n):
            seat = (leader + k) % n
            if len(hands[seat]) != 1:
                continue
            drawn = list(hands[seat])
            for _ in range(DRAWN_AT_RESET):
                if not draw:
                    if not set_aside:
                        break
                    draw = sorted(set_aside)
                    reshuffled = tuple(draw)
                    derive(self._seed, "reshuffle", len(history), shuffles).shuffle(draw)
                    shuffles += 1
                    set_aside = []
                drawn.append(draw.pop())
            hands[seat] = tuple(sorted(drawn))
        return FlotsamFightState(
            game,
            self._seed,
            history,
            self.round,
            tuple(hands),
            tuple(draw),
            tuple(set_aside),
            _EMPTY_BOATS,
            (False,) * n,
            leader,
            leader,
            leader,
            True,
            self.resets + 1,
            self.results,
            reshuffled,
        )

    def _end_round(
        self,
        winner: int | None,
        history: History,
        hands: tuple[tuple[int, ...], ...],
        boats: tuple[tuple[int, ...], ...],
    ) -> FlotsamFightState:
        game = self._rules
        n = game.players
        highest = tuple(max(h) if h else None for h in hands)
        tokens = round_tokens(n, winner, highest)
        results = (*self.results, RoundResult(winner, highest, tuple(tokens)))
        if self.round == ROUNDS:
            return FlotsamFightState(
                game,
                self._seed,
                history,
                self.round,
                hands,
                self.draw,
                self.set_aside,
                boats,
                self.passed,
                None,
                self.last_player if winner is None else winner,
                self.leader,
                False,
                self.resets,
                results,
                self.reshuffled,
            )
        # the player who took the lowest token begins the next round
        starter = tokens.index(HIGHEST)
        return deal(game, self._seed, history, self.round + 1, starter, results)

    # -- results ---------------------------------------------------------------------
    def tokens(self) -> list[list[int]]:
        """Per seat, the tokens won so far in round order."""
        return [
            [r.tokens[s] for r in self.results if r.tokens[s]] for s in range(self._rules.players)
        ]

    @property
    def scores(self) -> tuple[float, ...]:
        n = self._rules.players
        return tuple(float(sum(r.tokens[s] for r in self.results)) for s in range(n))

    def ranking_key(self, seat: int) -> tuple[int, int, int]:
        """Points, then the number of +2 tokens, then the points of the last round played."""
        points = sum(r.tokens[seat] for r in self.results)
        twos = sum(1 for r in self.results if r.tokens[seat] == WENT_OUT)
        last = self.results[-1].tokens[seat] if self.results else 0
        return (points, twos, last)

    @property
    def winners(self) -> frozenset[int]:
        if self.mover is not None:
            return frozenset()
        keys = [self.ranking_key(s) for s in range(self._rules.players)]
        best = max(keys)
        return frozenset(s for s, k in enumerate(keys) if k == best)

    # -- information -----------------------------------------------------------------
    def _view(self, seat: int | None) -> FlotsamFightOwnView:
        over = self.mover is None
        return {
            "boats": [
                {"number": b, "active": bool(stack), "cards": list(stack)}
                for b, stack in zip(BOATS, self.boats, strict=True)
            ],
            "hand": None if seat is None else list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "draw_pile": len(self.draw),
            "set_aside": list(self.set_aside),
            "passed": list(self.passed),
            "round": self.round,
            "tokens": self.tokens(),
            "leader": self.leader,
            "active_count": self.active_count,
            "active_limit": self._rules.players,
            "last_player": self.last_player,
            "must_play": self.must_play,
            "last_card_only": not over and self.last_card_only,
            "pass_rule": str(self._rules.option("pass_rule")),
            "resets": self.resets,
            "reset_limit": self._rules.reset_limit,
            "round_results": [
                {"winner": w, "highest": list(h), "tokens": list(t)} for w, h, t in self.results
            ],
            "revealed_hands": [list(h) for h in self.hands] if over else None,
            "draw_pile_known": None if not self.reshuffled else self.pile_candidates(seat),
            "reshuffled_in_hand": None
            if not self.reshuffled
            else [len(set(h).intersection(self.reshuffled)) for h in self.hands],
        }

    def seen_by(self, seat: int | None) -> set[int]:
        """The cards ``seat`` sees where they are: boats, set-aside pile, its own hand (every
        hand once the game is over)."""
        seen: set[int] = set(self.set_aside)
        for stack in self.boats:
            seen.update(stack)
        for s, hand in enumerate(self.hands):
            if s == seat or self.mover is None:
                seen.update(hand)
        return seen

    def pile_candidates(self, seat: int | None) -> list[int]:
        """After a reshuffle this round: the cards that may still be in the draw pile as far
        as ``seat`` knows (the reshuffled cards it has not seen since), sorted."""
        seen = self.seen_by(seat)
        return [c for c in self.reshuffled if c not in seen]

    def resample(self, seat: int, rng: random.Random) -> FlotsamFightState:
        """Other hands and the draw pile redrawn from the cards ``seat`` has not seen.

        After a reshuffle everyone knows which cards the draw pile was made of: the pile
        gets only those (``draw_pile_known``), and each other hand gets as many of them as it
        drew and still holds (``reshuffled_in_hand``); the rest of its cards come from the
        cards that were never in the reshuffle."""
        n = self._rules.players
        over = self.mover is None
        seen = self.seen_by(seat)
        if self.reshuffled:
            known = frozenset(self.reshuffled)
            pile = [c for c in self.reshuffled if c not in seen]
            rest = sorted(DECK_SET - seen - known)
        else:
            known = frozenset()
            pile = []
            rest = sorted(DECK_SET - seen)
        shuffle(rng, pile)
        shuffle(rng, rest)
        hands = list(self.hands)
        if not over:
            for s in range(n):
                if s == seat:
                    continue
                size = len(hands[s])
                from_pile = sum(1 for c in hands[s] if c in known)
                hand = pile[:from_pile] + rest[: size - from_pile]
                del pile[:from_pile]
                del rest[: size - from_pile]
                hands[s] = tuple(sorted(hand))
        # what is left is the draw pile: reshuffled cards after a reshuffle, else the rest
        draw = pile + rest
        assert len(draw) == len(self.draw), "resample lost count of the draw pile"
        return FlotsamFightState(
            self._rules,
            fresh_seed(rng),
            self._history,
            self.round,
            tuple(hands),
            tuple(draw),
            self.set_aside,
            self.boats,
            self.passed,
            self.mover,
            self.last_player,
            self.leader,
            self.must_play,
            self.resets,
            self.results,
            self.reshuffled,
        )

    def _json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "hands": [list(h) for h in self.hands],
            "draw": list(self.draw),
            "set_aside": list(self.set_aside),
            "boats": [list(b) for b in self.boats],
            "passed": list(self.passed),
            "to_move": self.mover,
            "last_player": self.last_player,
            "leader": self.leader,
            "must_play": self.must_play,
            "resets": self.resets,
            "reshuffled": list(self.reshuffled),
            "results": [
                {"winner": w, "highest": list(h), "tokens": list(t)} for w, h, t in self.results
            ],
        }

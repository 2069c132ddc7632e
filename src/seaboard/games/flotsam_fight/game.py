"""Flotsam Fight: the rules core (standard library only).

Treasure cards go onto lifeboats 3 to 10: a boat takes a card its number divides, and only
a card higher than the one on top. The first player to empty their hand ends the round.
See rules.md for the rules in full and the rulings we made.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from seaboard.engine import Action, Game, History, NotationError, Option, OptionValue, State
from seaboard.engine.jsonread import field, int_list
from seaboard.engine.rng import derive, fresh_seed
from seaboard.games.flotsam_fight.actions import (
    _NOTATION,
    BOATS,
    CARD_INDEX,
    CARD_MOVES,
    DECK,
    DECK_SET,
    NOTATION_PATTERNS,
    PASS,
    PASS_INDEX,
    PASS_RULES,
    PLAYS,
    ROUNDS,
    Pass,
    Play,
    action_from_data,
)
from seaboard.games.flotsam_fight.view import FlotsamView

# One finished round: (seat that emptied its hand or None, highest card per seat (None for
# an empty hand), token per seat (0: none)).
Result = tuple[int | None, tuple[int | None, ...], tuple[int, ...]]


def hand_size(players: int) -> int:
    """Cards dealt to each player at the start of a round."""
    return 8 if players == 6 else 10


def round_tokens(players: int, winner: int | None, highest: tuple[int | None, ...]) -> list[int]:
    """Tokens of one round: +2 to the player who emptied their hand; among the others the
    one whose highest card is lowest takes +1 and the one whose highest card is highest
    takes -1. With two players there is no +1 for the other player.

    ``winner`` None is a round stopped by the reset limit: nobody takes +2 and every player
    is compared."""
    tokens = [0] * players
    if winner is not None:
        tokens[winner] = 2
    others = sorted((h, s) for s, h in enumerate(highest) if s != winner and h is not None)
    if others:
        tokens[others[-1][1]] = -1
        if players >= 3 and len(others) >= 2:
            tokens[others[0][1]] = 1
    return tokens


# -- the game ----------------------------------------------------------------------------
class FlotsamFight(Game):
    """Flotsam Fight for 2 to 6 players, three rounds."""

    # What the platform reads of the game besides its rules (engine.Game says what each is).
    rating_groups: ClassVar[tuple[tuple[int, int, str], ...]] = ((2, 2, "2p"), (3, 6, "3-6p"))
    clock_options: ClassVar[frozenset[str]] = frozenset()
    short_options: ClassVar[Mapping[str, str]] = {}
    notation_patterns: ClassVar[tuple[str, ...]] = NOTATION_PATTERNS

    name: ClassVar[str] = "flotsam-fight"
    view_shape: ClassVar[type | None] = FlotsamView
    title: ClassVar[str] = "Flotsam Fight"
    summary: ClassVar[str] = (
        "Load your treasure cards onto the lifeboats and be the first to empty "
        "your hand. Three rounds make a game, for 2 to 6 players."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    default_players: ClassVar[int] = 4
    options_spec: ClassVar[tuple[Option, ...]] = (
        Option(
            "pass_rule",
            "until-reset",
            "until-reset: a player who passes sits out until the boats are cleared; "
            "one-lap: they may play again on their next turn",
            choices=PASS_RULES,
            label="After a pass",
            words="What passing means for the player who passes.",
            choice_words=(
                ("until-reset", "sit out until the boats are cleared, as printed"),
                ("one-lap", "miss only this turn"),
            ),
        ),
        Option(
            "reset_limit",
            200,
            "resets allowed in one round; one more ends the round without a +2 (a safety net)",
            kind=int,
            minimum=1,
            maximum=1000,
            label="Clearings per round at most",
            words="A safety net for bots: after this many clearings of the boats a round "
            "ends without a +2. People never come near it.",
            advanced=True,
        ),
    )

    @classmethod
    def conformance_configs(cls) -> tuple[tuple[int, dict[str, OptionValue]], ...]:
        return ((2, {}), (3, {}), (4, {}), (6, {}), (3, {"pass_rule": "one-lap"}))

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(players, options)
        self._roles = tuple(f"player-{i + 1}" for i in range(players))
        self._role_names = tuple(Game.role_name(self, i) for i in range(players))
        self.one_lap = options["pass_rule"] == "one-lap"
        limit = options["reset_limit"]
        assert isinstance(limit, int)
        self.reset_limit = limit

    @property
    def roles(self) -> tuple[str, ...]:
        return self._roles  # built once: every view and description asks for it

    def role_name(self, seat: int) -> str:
        return self._role_names[seat]  # "Player 2", built once like the roles

    @property
    def max_length(self) -> int:
        # Between two resets every play takes a card from a hand that never holds more
        # than it was dealt (a drawing hand holds 3), and at most n passes follow a play.
        n = self.players
        cards = n * hand_size(n)
        per_cycle = cards * n + n
        return ROUNDS * (self.reset_limit + 1) * per_cycle

    @property
    def num_actions(self) -> int:
        return PASS_INDEX + 1

    def new(self, seed: int) -> FlotsamState:
        starter = derive(seed, "start").randrange(self.players)
        return _deal(self, seed, History(), 1, starter, ())

    def _action_from_data(self, obj: object) -> Action:
        return action_from_data(obj)

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {text!r}")
        if text.strip().lower() == "pass":
            return PASS
        match = _NOTATION.fullmatch(text)
        if match is None:
            raise NotationError(
                f"{text!r} is not an action; write CARD>BOAT (for example 42>7) or 'pass'"
            )
        card, boat = int(match.group(1)), int(match.group(2))
        if card not in DECK_SET:
            raise NotationError(f"{text!r}: there is no treasure card {card}")
        if boat not in BOATS:
            raise NotationError(f"{text!r}: the lifeboats are numbered 3 to 10, not {boat}")
        return PLAYS[card, boat]

    def encode(self, action: Action) -> int:
        if isinstance(action, Pass):
            return PASS_INDEX
        if isinstance(action, Play):
            return CARD_INDEX[action.card] * len(BOATS) + action.boat - 3
        raise NotationError(f"{action!r} is not a Flotsam Fight action")

    def decode(self, index: int) -> Action:
        self.check_index(index)
        if index == PASS_INDEX:
            return PASS
        return PLAYS[DECK[index // len(BOATS)], BOATS[index % len(BOATS)]]

    def state_from_json(self, obj: Mapping[str, Any]) -> FlotsamState:
        seed, history, st = self.read_envelope(obj)
        n = self.players
        rnd = field(st, "round", int)
        if not 1 <= rnd <= ROUNDS:
            raise NotationError(f"state.round must be 1 to {ROUNDS}, not {rnd}")
        raw_hands = field(st, "hands", list)
        if len(raw_hands) != n:
            raise NotationError(f"state.hands must hold {n} hands")
        hands = tuple(
            tuple(sorted(int_list({"h": h}, "h", f"state.hands[{i}]")))
            for i, h in enumerate(raw_hands)
        )
        draw = tuple(int_list(st, "draw"))
        set_aside = tuple(int_list(st, "set_aside"))
        raw_boats = field(st, "boats", list)
        if len(raw_boats) != len(BOATS):
            raise NotationError(f"state.boats must hold {len(BOATS)} stacks")
        boats = tuple(
            tuple(int_list({"b": b}, "b", f"state.boats[{i}]")) for i, b in enumerate(raw_boats)
        )
        every = [c for h in hands for c in h] + list(draw) + list(set_aside)
        every += [c for b in boats for c in b]
        if sorted(every) != list(DECK):
            raise NotationError("state: hands, draw, set_aside and boats must hold each card once")
        for i, stack in enumerate(boats):
            boat = BOATS[i]
            if any(c % boat for c in stack) or list(stack) != sorted(set(stack)):
                raise NotationError(f"state.boats[{i}] is not a valid stack for boat {boat}")
        passed = field(st, "passed", list)
        if len(passed) != n or not all(isinstance(p, bool) for p in passed):
            raise NotationError(f"state.passed must be {n} true/false values")
        mover = st.get("to_move")
        if mover is not None and (
            isinstance(mover, bool) or not isinstance(mover, int) or not 0 <= mover < n
        ):
            raise NotationError(f"state.to_move must be a seat or null, not {mover!r}")
        seats = {}
        for key in ("last_player", "leader"):
            value = field(st, key, int)
            if not 0 <= value < n:
                raise NotationError(f"state.{key} must be a seat, not {value}")
            seats[key] = value
        must_play = field(st, "must_play", bool)
        resets = field(st, "resets", int)
        reshuffled = tuple(int_list(st, "reshuffled")) if "reshuffled" in st else ()
        if list(reshuffled) != sorted(set(reshuffled)) or not set(reshuffled) <= DECK_SET:
            raise NotationError("state.reshuffled must list different cards in rising order")
        if reshuffled and not set(draw) <= set(reshuffled):
            raise NotationError(
                "state.draw holds cards that were not in the reshuffle (state.reshuffled)"
            )
        results: list[Result] = []
        for i, raw in enumerate(field(st, "results", list)):
            where = f"state.results[{i}]"
            winner = field(raw, "winner", object, where)
            if winner is not None and (not isinstance(winner, int) or isinstance(winner, bool)):
                raise NotationError(f"{where}.winner must be a seat or null")
            highest = field(raw, "highest", list, where)
            if len(highest) != n or not all(
                h is None or (isinstance(h, int) and not isinstance(h, bool)) for h in highest
            ):
                raise NotationError(f"{where}.highest must hold {n} cards or nulls")
            tokens = int_list(raw, "tokens", where)
            if len(tokens) != n:
                raise NotationError(f"{where}.tokens must hold {n} tokens")
            results.append((winner, tuple(highest), tuple(tokens)))
        state = FlotsamState(
            self,
            seed,
            history,
            rnd,
            hands,
            draw,
            set_aside,
            boats,
            tuple(passed),
            mover,
            seats["last_player"],
            seats["leader"],
            must_play,
            resets,
            tuple(results),
            reshuffled,
        )
        problem = state.dead_end()
        if problem is not None:
            raise NotationError(f"state: {problem}")
        return state


_EMPTY_BOATS: tuple[tuple[int, ...], ...] = ((),) * len(BOATS)


def _deal(
    game: FlotsamFight,
    seed: int,
    history: History,
    rnd: int,
    starter: int,
    results: tuple[Result, ...],
) -> FlotsamState:
    """The first position of round ``rnd``: a fresh shuffle, hands dealt, ``starter`` leads."""
    n = game.players
    deck = list(DECK)
    derive(seed, "deal", rnd).shuffle(deck)
    size = hand_size(n)
    hands = tuple(tuple(sorted(deck[s * size : (s + 1) * size])) for s in range(n))
    return FlotsamState(
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


class FlotsamState(State):
    """A position of Flotsam Fight. The draw pile is drawn from its end."""

    __slots__ = (
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

    _game: FlotsamFight

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
        results: tuple[Result, ...],
        reshuffled: tuple[int, ...],
    ) -> None:
        super().__init__(game, seed, history)
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
        return sum(self.passed) == self._game.players - 1

    @property
    def active_count(self) -> int:
        """How many lifeboats hold cards."""
        return sum(1 for b in self.boats if b)

    def fits(self, card: int) -> list[int]:
        """The boats ``card`` may go onto now (ignoring whose turn it is)."""
        boats = self.boats
        can_open = self.active_count < self._game.players
        return [
            BOATS[slot]
            for slot, _ in CARD_MOVES[card]
            if (boats[slot] and card > boats[slot][-1]) or (not boats[slot] and can_open)
        ]

    def _legal_actions(self) -> tuple[Action, ...]:
        seat = self.mover
        assert seat is not None
        hand = self.hands[seat]
        if sum(self.passed) == self._game.players - 1 and len(hand) != 1:
            return (PASS,)
        boats = self.boats
        can_open = sum(1 for b in boats if b) < self._game.players
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

    def dead_end(self) -> str | None:
        """Why nobody could act in this position although the game is not over (a sentence
        for a refused save), or None when the position is playable or finished."""
        done = len(self.results)
        mover = self.mover
        if mover is None:
            if done != ROUNDS or self.round != ROUNDS:
                return f"nobody is to move, yet only {done} of {ROUNDS} rounds are scored"
            return None
        if done != self.round - 1:
            return (
                f"round {self.round} is being played, so {self.round - 1} rounds should be "
                f"scored, not {done}"
            )
        who = self._game.role_name(mover)
        if self.passed[mover]:
            return f"{who} is to move but has passed"
        for seat, hand in enumerate(self.hands):
            if not hand:
                name = self._game.role_name(seat)
                return f"{name} holds no card, so the round should have ended"
        if not self.legal_actions():
            return f"{who} must play a card but none of theirs fits a lifeboat"
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
        return self.resets >= self._game.reset_limit or any(len(h) == 1 for h in self.hands)

    def explain_illegal(self, action: Action) -> str:
        seat = self.mover
        if seat is None:
            return "the game is over"
        if isinstance(action, Pass):
            return "you lead now (a new round or a cleared set of boats) and must play a card"
        if not isinstance(action, Play):
            return "not a Flotsam Fight action"
        hand = self.hands[seat]
        card, boat = action.card, action.boat
        if card not in hand:
            return f"you do not hold card {card}"
        if card % boat:
            return f"lifeboat {boat} only takes multiples of {boat}, and {card} is not one"
        if self.last_card_only and len(hand) != 1:
            return (
                "every other player has passed: you may only play the last card of your hand, "
                f"and you hold {len(hand)}"
            )
        stack = self.boats[boat - 3]
        if stack and card < stack[-1]:
            return f"{card} must be higher than the {stack[-1]} on top of lifeboat {boat}"
        if not stack:
            n = self._game.players
            return (
                f"lifeboat {boat} is inactive and {n} boats are active already "
                f"(the limit with {n} players)"
            )
        return "not a legal action now"

    # -- moves -----------------------------------------------------------------------
    def _apply(self, action: Action) -> FlotsamState:
        seat = self.mover
        assert seat is not None
        game = self._game
        n = game.players
        history = self._history.add(action)
        if isinstance(action, Play):
            card = action.card
            hands = list(self.hands)
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            boats = list(self.boats)
            slot = action.boat - 3
            boats[slot] = (*boats[slot], card)
            if not hands[seat]:
                return self._end_round(seat, history, tuple(hands), tuple(boats))
            passed = (False,) * n if game.one_lap else self.passed
            nxt = (seat + 1) % n
            while passed[nxt]:
                nxt = (nxt + 1) % n
            return FlotsamState(
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
        return FlotsamState(
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

    def _reset(self, history: History) -> FlotsamState:
        """Clear the boats; the last player to play leads; one-card hands draw two."""
        game = self._game
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
            for _ in range(2):
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
        return FlotsamState(
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
    ) -> FlotsamState:
        game = self._game
        n = game.players
        highest = tuple(max(h) if h else None for h in hands)
        tokens = round_tokens(n, winner, highest)
        results = (*self.results, (winner, highest, tuple(tokens)))
        if self.round == ROUNDS:
            return FlotsamState(
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
        return _deal(game, self._seed, history, self.round + 1, tokens.index(-1), results)

    # -- words -----------------------------------------------------------------------
    # -- results ---------------------------------------------------------------------
    def tokens(self) -> list[list[int]]:
        """Per seat, the tokens won so far in round order."""
        return [[r[2][s] for r in self.results if r[2][s]] for s in range(self._game.players)]

    @property
    def scores(self) -> tuple[float, ...]:
        n = self._game.players
        return tuple(float(sum(r[2][s] for r in self.results)) for s in range(n))

    def ranking_key(self, seat: int) -> tuple[int, int, int]:
        """Points, then the number of +2 tokens, then the points of the last round played."""
        points = sum(r[2][seat] for r in self.results)
        twos = sum(1 for r in self.results if r[2][seat] == 2)
        last = self.results[-1][2][seat] if self.results else 0
        return (points, twos, last)

    @property
    def winners(self) -> frozenset[int]:
        if self.mover is not None:
            return frozenset()
        keys = [self.ranking_key(s) for s in range(self._game.players)]
        best = max(keys)
        return frozenset(s for s, k in enumerate(keys) if k == best)

    # -- information -----------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
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
            "active_limit": self._game.players,
            "last_player": self.last_player,
            "must_play": self.must_play,
            "last_card_only": not over and self.last_card_only,
            "pass_rule": self._game.option("pass_rule"),
            "resets": self.resets,
            "reset_limit": self._game.reset_limit,
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

    def resample(self, seat: int, rng: random.Random) -> FlotsamState:
        """Other hands and the draw pile redrawn from the cards ``seat`` has not seen.

        After a reshuffle everyone knows which cards the draw pile was made of: the pile
        gets only those (``draw_pile_known``), and each other hand gets as many of them as it
        drew and still holds (``reshuffled_in_hand``); the rest of its cards come from the
        cards that were never in the reshuffle."""
        n = self._game.players
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
        rng.shuffle(pile)
        rng.shuffle(rest)
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
        return FlotsamState(
            self._game,
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

"""Flotsam Fight: the Game (options, notation, the numbering of actions, saved states).

Treasure cards go onto lifeboats 3 to 10: a boat takes a card its number divides, and only
a card higher than the one on top. The first player to empty their hand ends the round.
See rules.md for the rules in full and the rulings we made, state.py for a position.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Final

from seaboard.engine import Action, Game, History, NotationError, Option, OptionValue
from seaboard.engine.jsonread import field, int_list
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import derive
from seaboard.games.flotsam_fight.actions import (
    NOTATION,
    NOTATION_PATTERNS,
    PASS,
    PASS_INDEX,
    PLAYS,
    Pass,
    Play,
    action_from_data,
    shown,
    typed_canonical,
)
from seaboard.games.flotsam_fight.cards import (
    BOATS,
    CARD_INDEX,
    DECK,
    DECK_SET,
    LOWEST_BOAT,
    boat_slot,
)
from seaboard.games.flotsam_fight.scoring import ROUNDS, RoundResult
from seaboard.games.flotsam_fight.state import FlotsamFightState, deal, hand_size
from seaboard.games.flotsam_fight.view import FlotsamFightView

PASS_RULES: Final = ("until-reset", "one-lap")


class FlotsamFight(Game):
    """Flotsam Fight for 2 to 6 players, three rounds."""

    # What the platform reads of the game besides its rules (engine.Game says what each is).
    rating_groups: ClassVar[tuple[tuple[int, int, str], ...]] = ((2, 2, "2p"), (3, 6, "3-6p"))
    clock_options: ClassVar[frozenset[str]] = frozenset()
    short_options: ClassVar[Mapping[str, str]] = {}
    notation_patterns: ClassVar[tuple[str, ...]] = NOTATION_PATTERNS

    name: ClassVar[str] = "flotsam-fight"
    view_shape: ClassVar[type | None] = FlotsamFightView
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

    def role_name(self, seat: int, language: Language = ENGLISH) -> str:
        if language is ENGLISH:
            return self._role_names[seat]  # "Player 2", built once like the roles
        return language.t(N_("Player {number}"), number=seat + 1)

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

    def new(self, seed: int) -> FlotsamFightState:
        starter = derive(seed, "start").randrange(self.players)
        return deal(self, seed, History(), 1, starter, ())

    def _action_from_data(self, obj: object) -> Action:
        return action_from_data(obj)

    def notation_for(self, action: Action, seat: int | None) -> str:
        """The shown notation (actions.py): the printed card and boat numbers."""
        return shown(action)

    def parse_action_for(self, text: str, seat: int | None) -> Action:
        """The shown notation typed by a player, the menu's arrow included."""
        return self.parse_action(typed_canonical(text))

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(N_("an action must be text, not {text!r}"), text=text)
        if text.strip().lower() == "pass":
            return PASS
        match = NOTATION.fullmatch(text)
        if match is None:
            raise NotationError(
                N_("{text!r} is not an action; write CARD>BOAT (for example 42>7) or 'pass'"),
                text=text,
            )
        card, boat = int(match.group(1)), int(match.group(2))
        if card not in DECK_SET:
            raise NotationError(
                N_("{text!r}: there is no treasure card {card}"), text=text, card=card
            )
        if boat not in BOATS:
            raise NotationError(
                N_("{text!r}: the lifeboats are numbered {lowest} to {highest}, not {boat}"),
                text=text,
                lowest=LOWEST_BOAT,
                highest=BOATS[-1],
                boat=boat,
            )
        return PLAYS[card, boat]

    def encode(self, action: Action) -> int:
        if isinstance(action, Pass):
            return PASS_INDEX
        if isinstance(action, Play):
            return CARD_INDEX[action.card] * len(BOATS) + boat_slot(action.boat)
        raise NotationError(N_("{action!r} is not a Flotsam Fight action"), action=action)

    def decode(self, index: int) -> Action:
        self.check_index(index)
        if index == PASS_INDEX:
            return PASS
        return PLAYS[DECK[index // len(BOATS)], BOATS[index % len(BOATS)]]

    def state_from_json(self, obj: Mapping[str, Any]) -> FlotsamFightState:
        seed, history, st = self.read_envelope(obj)
        n = self.players
        rnd = field(st, "round", int)
        if not 1 <= rnd <= ROUNDS:
            raise NotationError(
                N_("state.round must be 1 to {rounds}, not {round}"), rounds=ROUNDS, round=rnd
            )
        raw_hands = field(st, "hands", list)
        if len(raw_hands) != n:
            raise NotationError(N_("state.hands must hold {n} hands"), n=n)
        hands = tuple(
            tuple(sorted(int_list({"h": h}, "h", f"state.hands[{i}]")))
            for i, h in enumerate(raw_hands)
        )
        draw = tuple(int_list(st, "draw"))
        set_aside = tuple(int_list(st, "set_aside"))
        raw_boats = field(st, "boats", list)
        if len(raw_boats) != len(BOATS):
            raise NotationError(N_("state.boats must hold {n} stacks"), n=len(BOATS))
        boats = tuple(
            tuple(int_list({"b": b}, "b", f"state.boats[{i}]")) for i, b in enumerate(raw_boats)
        )
        every = [c for h in hands for c in h] + list(draw) + list(set_aside)
        every += [c for b in boats for c in b]
        if sorted(every) != list(DECK):
            raise NotationError(
                N_("state: hands, draw, set_aside and boats must hold each card once")
            )
        for i, stack in enumerate(boats):
            boat = BOATS[i]
            if any(c % boat for c in stack) or list(stack) != sorted(set(stack)):
                raise NotationError(
                    N_("state.boats[{i}] is not a valid stack for boat {boat}"), i=i, boat=boat
                )
        passed = field(st, "passed", list)
        if len(passed) != n or not all(isinstance(p, bool) for p in passed):
            raise NotationError(N_("state.passed must be {n} true/false values"), n=n)
        mover = st.get("to_move")
        if mover is not None and (
            isinstance(mover, bool) or not isinstance(mover, int) or not 0 <= mover < n
        ):
            raise NotationError(
                N_("state.to_move must be a seat or null, not {mover!r}"), mover=mover
            )
        seats = {}
        for key in ("last_player", "leader"):
            value = field(st, key, int)
            if not 0 <= value < n:
                raise NotationError(
                    N_("state.{key} must be a seat, not {value}"), key=key, value=value
                )
            seats[key] = value
        must_play = field(st, "must_play", bool)
        resets = field(st, "resets", int)
        reshuffled = tuple(int_list(st, "reshuffled")) if "reshuffled" in st else ()
        if list(reshuffled) != sorted(set(reshuffled)) or not set(reshuffled) <= DECK_SET:
            raise NotationError(N_("state.reshuffled must list different cards in rising order"))
        if reshuffled and not set(draw) <= set(reshuffled):
            raise NotationError(
                N_("state.draw holds cards that were not in the reshuffle (state.reshuffled)")
            )
        results: list[RoundResult] = []
        for i, raw in enumerate(field(st, "results", list)):
            where = f"state.results[{i}]"
            winner = field(raw, "winner", object, where)
            if winner is not None and (not isinstance(winner, int) or isinstance(winner, bool)):
                raise NotationError(N_("{where}.winner must be a seat or null"), where=where)
            highest = field(raw, "highest", list, where)
            if len(highest) != n or not all(
                h is None or (isinstance(h, int) and not isinstance(h, bool)) for h in highest
            ):
                raise NotationError(
                    N_("{where}.highest must hold {n} cards or nulls"), where=where, n=n
                )
            tokens = int_list(raw, "tokens", where)
            if len(tokens) != n:
                raise NotationError(N_("{where}.tokens must hold {n} tokens"), where=where, n=n)
            results.append(RoundResult(winner, tuple(highest), tuple(tokens)))
        state = FlotsamFightState(
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
            raise NotationError(
                N_("state: {problem}"),
                told=lambda language: language.t(
                    N_("state: {problem}"), problem=state.dead_end(language)
                ),
                problem=problem,
            )
        return state

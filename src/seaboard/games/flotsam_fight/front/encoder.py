"""Flotsam Fight: the view as card planes over the 64-card deck (in rising order)."""

from __future__ import annotations

from typing import Any, ClassVar, cast

from seaboard.adapters.observation import Encoder, Piece, Planes
from seaboard.games.flotsam_fight.cards import DECK
from seaboard.games.flotsam_fight.view import FlotsamFightView

BOATS = tuple(range(3, 11))
TOKENS = (2, 1, -1)
ROUNDS = 3


class FlotsamFightEncoder(Encoder):
    """Pieces after the common ones (n = players, cards indexed by rising value):

    hand (64), boat_cards (8, 64), boat_active (8), boat_top (8: the top card's value, 0
    when empty), set_aside (64), revealed_hands (n, 64: every hand once the game is over),
    hand_sizes (n), draw_pile (1), passed (n), round (3, one-hot), tokens (n, 3: how many
    +2, +1 and -1 tokens each seat holds), leader (n, one-hot), last_player (n + 1, one-hot,
    the last entry when nobody has played yet), flags (4: must_play, last_card_only,
    active_count, active_limit), resets (1: resets so far in the round), draw_pile_known
    (64: after a reshuffle, the cards that may still be in the draw pile; all zeros before
    one), reshuffled_in_hand (n: how many of the reshuffled cards each hand holds).
    """

    low: ClassVar[float] = -10.0
    high: ClassVar[float] = 1000.0

    def __init__(self, game: Any) -> None:
        self.index = {card: i for i, card in enumerate(DECK)}
        super().__init__(game)

    def game_pieces(self) -> list[Piece]:
        n, c, b = self.players, len(DECK), len(BOATS)
        return [
            ("hand", (c,)),
            ("boat_cards", (b, c)),
            ("boat_active", (b,)),
            ("boat_top", (b,)),
            ("set_aside", (c,)),
            ("revealed_hands", (n, c)),
            ("hand_sizes", (n,)),
            ("draw_pile", (1,)),
            ("passed", (n,)),
            ("round", (ROUNDS,)),
            ("tokens", (n, len(TOKENS))),
            ("leader", (n,)),
            ("last_player", (n + 1,)),
            ("flags", (4,)),
            ("resets", (1,)),
            ("draw_pile_known", (c,)),
            ("reshuffled_in_hand", (n,)),
        ]

    def fill(self, view: dict[str, Any], planes: Planes) -> None:
        typed = cast(FlotsamFightView, view)
        index = self.index
        for card in typed["hand"] or ():
            planes["hand"][index[card]] = 1.0
        for boat in typed["boats"]:
            row = BOATS.index(boat["number"])
            for card in boat["cards"]:
                planes["boat_cards"][row, index[card]] = 1.0
            planes["boat_active"][row] = 1.0 if boat["active"] else 0.0
            planes["boat_top"][row] = boat["cards"][-1] if boat["cards"] else 0.0
        for card in typed["set_aside"]:
            planes["set_aside"][index[card]] = 1.0
        for seat, hand in enumerate(typed.get("revealed_hands") or ()):
            for card in hand:
                planes["revealed_hands"][seat, index[card]] = 1.0
        planes["hand_sizes"][:] = typed["hand_sizes"]
        planes["draw_pile"][0] = typed["draw_pile"]
        planes["passed"][:] = [1.0 if p else 0.0 for p in typed["passed"]]
        planes["round"][min(int(typed["round"]), ROUNDS) - 1] = 1.0
        for seat, tokens in enumerate(typed["tokens"]):
            for token in tokens:
                planes["tokens"][seat, TOKENS.index(token)] += 1.0
        if typed.get("leader") is not None:
            planes["leader"][typed["leader"]] = 1.0
        last = typed.get("last_player")
        planes["last_player"][self.players if last is None else last] = 1.0
        planes["flags"][:] = [
            1.0 if typed.get("must_play") else 0.0,
            1.0 if typed.get("last_card_only") else 0.0,
            typed.get("active_count", 0),
            typed.get("active_limit", 0),
        ]
        planes["resets"][0] = typed.get("resets", 0)
        for card in typed.get("draw_pile_known") or ():
            planes["draw_pile_known"][index[card]] = 1.0
        held = typed.get("reshuffled_in_hand")
        if held is not None:
            planes["reshuffled_in_hand"][:] = held


ENCODER = FlotsamFightEncoder

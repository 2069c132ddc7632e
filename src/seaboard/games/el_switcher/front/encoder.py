"""El Switcher: the 6x6 board as colour planes, figure cards and movement cards as counts.

Figure kinds are indexed fig01..fig18 (0-17) then fige01..fige07 (18-24); movement kinds
mov1..mov7 (0-6); colours R, Y, G, B (0-3).
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from seaboard.adapters.observation import Encoder, Piece, Planes
from seaboard.games.el_switcher.view import ElSwitcherView

COLOURS = "RYGB"
SIZE = 6
FIGURES = tuple(f"fig{i:02d}" for i in range(1, 19)) + tuple(f"fige{i:02d}" for i in range(1, 8))
FIGURE_INDEX = {name: i for i, name in enumerate(FIGURES)}
MOVES = tuple(f"mov{i}" for i in range(1, 8))
MOVE_INDEX = {name: i for i, name in enumerate(MOVES)}


class ElSwitcherEncoder(Encoder):
    """Pieces after the common ones (n = players):

    board (4, 6, 6): one plane per colour; face_up (n, 25) and blocked (n, 25): each seat's
    face-up figure cards by kind, and its blocked one; formed (n, 25): figures each seat
    has formed; hand (7): your movement cards by kind; known_hands (n, 7): movement cards
    everyone has seen return to a hand; discards (7): the discard pile by kind;
    counts (n, 4): deck size, figures left, hand size, locked (1/0) per seat;
    forbidden (5): the forbidden colour, the last entry when there is none;
    turn (6): moves left, undos left, turns played, tentative moves pending, valid claims
    now, movement deck size.
    """

    low: ClassVar[float] = 0.0
    high: ClassVar[float] = 1e6

    def game_pieces(self) -> list[Piece]:
        n, f, m = self.players, len(FIGURES), len(MOVES)
        return [
            ("board", (len(COLOURS), SIZE, SIZE)),
            ("face_up", (n, f)),
            ("blocked", (n, f)),
            ("formed", (n, f)),
            ("hand", (m,)),
            ("known_hands", (n, m)),
            ("discards", (m,)),
            ("counts", (n, 4)),
            ("forbidden", (len(COLOURS) + 1,)),
            ("turn", (6,)),
        ]

    def fill(self, view: dict[str, Any], planes: Planes) -> None:
        typed = cast(ElSwitcherView, view)
        board = planes["board"]
        for r, row in enumerate(typed["board"]):
            for c, colour in enumerate(row):
                board[COLOURS.index(colour), r, c] = 1.0
        for seat, cards in enumerate(typed["figures"]):
            for card in cards:
                key = "blocked" if card["blocked"] else "face_up"
                planes[key][seat, FIGURE_INDEX[card["card"]]] += 1.0
        for seat, names in enumerate(typed.get("formed") or ()):
            for name in names:
                planes["formed"][seat, FIGURE_INDEX[name]] += 1.0
        for kind in typed.get("hand") or ():
            planes["hand"][MOVE_INDEX[kind]] += 1.0
        for seat, kinds in enumerate(typed.get("known_hands") or ()):
            for kind in kinds:
                planes["known_hands"][seat, MOVE_INDEX[kind]] += 1.0
        for kind, count in (typed.get("discards") or {}).items():
            planes["discards"][MOVE_INDEX[kind]] = count
        counts = planes["counts"]
        for seat in range(self.players):
            counts[seat] = [
                typed["deck_sizes"][seat],
                typed["figures_left"][seat] if "figures_left" in typed else 0,
                typed["hand_sizes"][seat],
                1.0 if (typed.get("locked") or [False] * self.players)[seat] else 0.0,
            ]
        forbidden = typed.get("forbidden_colour")
        planes["forbidden"][len(COLOURS) if forbidden is None else COLOURS.index(forbidden)] = 1
        planes["turn"][:] = [
            typed.get("moves_left") or 0,
            typed.get("undos_left") or 0,
            typed.get("turns_played") or 0,
            len(typed.get("pending") or ()),
            len(typed.get("claimable") or ()),
            typed.get("movement_deck_size") or 0,
        ]


ENCODER = ElSwitcherEncoder

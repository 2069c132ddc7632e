"""Ebbe & Flut: the 5x5 board as planes, and where each of the 50 cards is known to be.

Cards are indexed ``colour * 25 + letter * 5 + (number - 1)`` with water 0, land 1 and
letters A to E; cells are (row, column) as in the view.
"""

from __future__ import annotations

from typing import Any, ClassVar

from seaboard.adapters.observation import Encoder, Piece, Planes

COLOURS = ("water", "land")
SIZE = 5
CARDS = 50
PHASES = ("draw", "place", "move", "over")
STACK_ROWS = ("water", "land", "shared")


def card_index(owner: str, card: str) -> int:
    """The index of a card such as ("land", "C4")."""
    return COLOURS.index(owner) * 25 + (ord(card[0]) - ord("A")) * 5 + int(card[1]) - 1


class EbbeFlutEncoder(Encoder):
    """Pieces after the common ones:

    owner_count (2, 5, 5): cards of each colour in each cell, hidden ones included;
    top_owner (2, 5, 5): the colour of each cell's top card;
    card_cell (50, 5, 5): 1 at the cell of every card the viewer can identify on the board;
    card_height (50): that card's place in its cell counted from the bottom (1 = bottom;
    0 when not identified on the board); card_top (50): 1 when it is the top card;
    card_status (50, 4): scored, out of the game (lost or forfeited), drawn and waiting,
    unknown (in the viewer's "unknown" list: place not known to the viewer);
    stacks (3, 5): stack sizes of water, land, and the shared solo stacks;
    conflicts (5, 5): how many of the mover's conflicting pairs each cell is part of;
    phase (4): draw, place, move, over; misc (4): opening placements left, resumed turn,
    cards out of the game, solo.
    """

    low: ClassVar[float] = 0.0
    high: ClassVar[float] = 100.0

    def game_pieces(self) -> list[Piece]:
        return [
            ("owner_count", (2, SIZE, SIZE)),
            ("top_owner", (2, SIZE, SIZE)),
            ("card_cell", (CARDS, SIZE, SIZE)),
            ("card_height", (CARDS,)),
            ("card_top", (CARDS,)),
            ("card_status", (CARDS, 4)),
            ("stacks", (len(STACK_ROWS), SIZE)),
            ("conflicts", (SIZE, SIZE)),
            ("phase", (len(PHASES),)),
            ("misc", (4,)),
        ]

    def fill(self, view: dict[str, Any], planes: Planes) -> None:
        count, top_owner = planes["owner_count"], planes["top_owner"]
        card_cell, height, top = planes["card_cell"], planes["card_height"], planes["card_top"]
        for r, row in enumerate(view["board"]):
            for c, cell in enumerate(row):
                for depth, item in enumerate(cell):
                    colour = COLOURS.index(item["owner"])
                    count[colour, r, c] += 1.0
                    if item["card"] is not None:
                        i = card_index(item["owner"], item["card"])
                        card_cell[i, r, c] = 1.0
                        height[i] = depth + 1
                        top[i] = 1.0 if depth == len(cell) - 1 else 0.0
                if cell:
                    top_owner[COLOURS.index(cell[-1]["owner"]), r, c] = 1.0
        status = planes["card_status"]
        for owner, cards in view["scored"].items():
            for card in cards:
                status[card_index(owner, card), 0] = 1.0
        for key in ("lost", "forfeited"):
            for owner, cards in (view.get(key) or {}).items():
                for card in cards:
                    status[card_index(owner, card), 1] = 1.0
        drawn = view.get("drawn")
        if drawn and drawn.get("card"):
            status[card_index(drawn["owner"], drawn["card"]), 2] = 1.0
        for owner, cards in (view.get("unknown") or {}).items():
            for card in cards:
                status[card_index(owner, card), 3] = 1.0
        for key, sizes in view["stacks"].items():
            planes["stacks"][STACK_ROWS.index(key), : len(sizes)] = sizes
        for conflict in view.get("conflicts") or ():
            for r, c in conflict["cells"]:
                planes["conflicts"][r, c] += 1.0
        phase = view.get("phase")
        if phase in PHASES:
            planes["phase"][PHASES.index(phase)] = 1.0
        planes["misc"][:] = [
            view.get("opening") or 0,
            1.0 if view.get("resumed") else 0.0,
            view.get("out") or 0,
            1.0 if view.get("solo") else 0.0,
        ]


ENCODER = EbbeFlutEncoder

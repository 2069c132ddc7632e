"""The phases of an Ebbe & Flut turn, as a state stores them and as views and saves name them."""

from __future__ import annotations

from typing import Final, Literal

DRAW, PLACE, MOVE, OVER = 0, 1, 2, 3
Phase = Literal["draw", "place", "move", "over"]
PHASE_NAMES: Final[tuple[Phase, ...]] = ("draw", "place", "move", "over")
OPENING_PLACEMENTS: Final = 2  # Water's opening card, then Land's

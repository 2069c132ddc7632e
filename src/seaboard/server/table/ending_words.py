"""The endings and seat changes of a table's log, told in a reader's language.

English readers read each such event as it was stored when it happened (its sentence is
its notation, names as they were then). Every other language tells it again here from its
kind and its seat: the same event, in whole sentences of that language; the result itself
is told by ``result_words``.
"""

from __future__ import annotations

from typing import Final

from seaboard.engine import Naming
from seaboard.engine.language import N_

# (the listener's own line, everyone else's) per kind of event
LINES: Final[dict[str, tuple[str, str]]] = {
    "resign": (N_("You resign."), N_("{who} resigns.")),
    "leave": (
        N_("You resign: a bot plays out your seat."),
        N_("{who} resigns: a bot plays out their seat."),
    ),
    "claim": (
        N_("You claim the win over an absent opponent."),
        N_("{who} claims the win over an absent opponent."),
    ),
    "abandon": (
        N_("You abandon the table before the start."),
        N_("{who} abandons the table before the start."),
    ),
    "offer": (N_("You offer a draw."), N_("{who} offers a draw.")),
    "decline": (N_("You decline the draw."), N_("{who} declines the draw.")),
    "draw": (N_("You agree to the draw."), N_("{who} agrees to the draw.")),
    "bot": (N_("A bot plays for you now."), N_("A bot plays for {name} now.")),
    "reclaim": (N_("You take your seat back."), N_("{who} takes their seat back.")),
    "takeback": (
        N_("You ask to take back your last action."),
        N_("{who} asks to take back their last action."),
    ),
    "backyes": (N_("You agree to the take-back."), N_("{who} agrees to the take-back.")),
    "backno": (N_("You decline the take-back."), N_("{who} declines the take-back.")),
}


def ending_words(kind: str, tell: Naming, seat: int) -> str:
    """The event of ``kind`` by ``seat``, told to ``tell.seat`` in ``tell``'s language."""
    mine, theirs = LINES[kind]
    return tell.line(seat, mine, theirs)

"""Land vs Sea: the score margin, on the scale of this game's scores.

Both sides score dozens of points and one placement can swing the margin by five or more,
so the generic margin (tanh of margin / 5) saturates early and a search can no longer tell
a comfortable lead from a narrow one. Here the margin is divided by 15. The margin needs
only the public scores, so no view is built.

On that scale the placements a search compares differ by a tenth or two, so the usual
exploration constant (0.7) spread the visits almost evenly over the candidates and the
most visited one was close to a random pick among them. With 0.25 the search settles on
the placements whose greedy answers hurt least: 75% against greedy at 0.2 s a move in 40
mirrored games, against 66% with 0.7 (docs/bots.md).

The search also turns on its three options here (see ``seaboard.bots.ismcts``): placements
use hidden faces that most samples deal elsewhere (``refill``), drawing from a stack is a
tie that doubled the tree every turn (``collapse``), and what a placement is worth depends
so much on the tiles drawn next that candidates are best compared on shared samples
(``pair``). With three players they raised the search from 35.0% to 55.6% of the games
against two greedy players, and with two from 91.5% to 96.0% against greedy (docs/bots.md).
"""

MARGIN_SCALE = 15.0
SEARCH = {"c": 0.25, "pair": 3, "collapse": 1, "refill": 1}


def rivals(players: int, seat: int) -> list[int]:
    """With four players seats 0 and 2 (Land) play seats 1 and 3 (Sea)."""
    if players == 4:
        return [s for s in range(players) if s % 2 != seat % 2]
    return [s for s in range(players) if s != seat]

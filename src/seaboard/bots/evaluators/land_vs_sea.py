"""Land vs Sea: the score margin, on the scale of this game's scores.

Both sides score dozens of points and one placement can swing the margin by five or more,
so the generic margin (tanh of margin / 5) saturates early and a search can no longer tell
a comfortable lead from a narrow one. Here the margin is divided by 15. The margin needs
only the public scores, so no view is built.
"""

MARGIN_SCALE = 15.0

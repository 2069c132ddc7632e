"""The guided lesson of Ebbe & Flut: its steps, found in seeded games (seaboard.lesson_builder).

``build()`` returns the lesson script that ``python -m seaboard.lesson_builder`` writes to
this game's ``lessons.json``.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine import State, load
from seaboard.lesson_builder import Found, after, continued, find, legal, step


def build() -> dict[str, Any]:
    """The lesson script: the game, its title and its steps."""
    game = load("ebbe-flut", 2)
    steps: list[dict[str, Any]] = []
    start = game.new(7)
    steps.append(
        step(
            start,
            legal(start),
            "Right: every turn begins with the top card of one of your five stacks.",
            [],
            "Draw first: click one of your stacks.",
            title="Draw a card",
            sentence="You play Water, in blue. Your 25 cards lie face down in five stacks "
            "beside the grid. A turn begins with drawing the top card of any stack.",
            goal="Draw a card from any of your stacks.",
        )
    )
    drawn = after(start, "draw 2")  # shown until the learner's own draw replaces it
    steps.append(
        continued(
            step(
                drawn,
                legal(drawn),
                "Right: new cards always enter on one of your three start cells, the corner "
                "nearest you (bottom right).",
                [],
                "Place the card on one of your start cells, bottom right.",
                title="Place it on a start cell",
                sentence="Your drawn card enters the grid on one of your three start cells: the "
                "bottom-right corner cell or one of its two neighbours. Your goal is the "
                "opposite corner, top left, where Land's cards enter.",
                goal="Place the card on one of the marked start cells.",
            ),
            start,
            legal(start),
        )
    )

    def scores_now(state: State) -> Found:
        if state.view(0)["phase"] != "move":
            return None
        moves = legal(state)
        good = [a for a in moves if after(state, a).scores[0] > state.scores[0]]
        if good and len(good) < len(moves):
            return good, []
        return None

    found, right, _ = find(game, scores_now, range(400))
    steps.append(
        step(
            found,
            right,
            "Right: that card reached Land's start corner, your goal: it leaves the grid "
            "and scores 1 point for you.",
            [],
            "That resolves the conflict, but another move would carry a card into your "
            "goal corner (top left) and score. Try again.",
            title="Resolve a conflict and score",
            sentence="Two of your own top cards in one row or one column that share a letter "
            "or a number are in conflict. You move one of them: left in a column conflict, "
            "up in a row conflict, until no conflict is left.",
            goal="Resolve a conflict so that a card arrives in your goal corner, top left.",
        )
    )

    def avoid_loss(state: State) -> Found:
        if state.view(0)["phase"] != "move":
            return None
        moves = legal(state)
        lost = len(state.to_json()["state"]["lost"]["water"])
        bad = [a for a in moves if len(after(state, a).to_json()["state"]["lost"]["water"]) > lost]
        if bad and len(bad) < len(moves):
            return [a for a in moves if a not in bad], [
                {
                    "actions": sorted(bad),
                    "why": "That card went over the edge of the grid outside your goal: it is "
                    "out of the game and scores nothing.",
                }
            ]
        return None

    found, right, wrong = find(game, avoid_loss, range(400))
    steps.append(
        step(
            found,
            right,
            "Right: that card stays on the grid. A card pushed over the edge anywhere but "
            "your goal corner is lost.",
            wrong,
            "Try again: keep your cards on the grid.",
            title="Keep your cards on the grid",
            sentence="A card moved over the edge of the grid is lost unless it leaves through "
            "your goal cells. When a card is in a row and a column conflict, you choose "
            "which way it goes.",
            goal="Resolve the conflict without losing a card.",
        )
    )

    def ending(state: State) -> Found:
        moves = legal(state)
        win = [a for a in moves if (s := after(state, a)).is_terminal and s.winners == {0}]
        if win:
            return win, []
        return None

    found, right, _ = find(game, ending, range(600))
    steps.append(
        step(
            found,
            right,
            "Right: with both players' stacks empty and no conflict left, the game is over, "
            "and the player with more scored cards wins.",
            [],
            "The game goes on: look for the move that ends it with you ahead.",
            title="The end of the game",
            sentence="When both players' stacks are empty, turns go on without drawing until "
            "no conflict is left anywhere. Then the game ends: more scored cards wins.",
            goal="Make the last move of the game and win it.",
        )
    )
    return {"game": game.name, "title": "Learn Ebbe & Flut", "steps": steps}

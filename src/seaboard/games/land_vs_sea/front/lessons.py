"""The guided lesson of Land vs Sea: its steps, found in seeded games (seaboard.lesson_builder).

``build()`` returns the lesson script that ``python -m seaboard.lesson_builder`` writes to
this game's ``lessons.json``.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine import State, load
from seaboard.lesson_builder import Found, after, find, legal, step


def build() -> dict[str, Any]:
    """The lesson script: the game, its title and its steps."""
    game = load("land-vs-sea", 2)
    steps: list[dict[str, Any]] = []
    start = game.new(5)
    steps.append(
        step(
            start,
            legal(start),
            "Right: you see the top tile's face of each stack; the tile you take shows you "
            "its other face too.",
            [],
            "Take a tile from one of the two stacks.",
            title="Take a tile",
            sentence="You play Land. Players take turns taking tiles until each holds two. "
            "You see the face up of each stack's top tile.",
            goal="Take the top tile of either stack.",
        )
    )

    def placing(state: State) -> Found:
        v = state.view(0)
        if v["phase"] == "play" and len(state.history) <= 6:
            return [a for a in legal(state) if "@" in a], []
        return None

    found, right, _ = find(game, placing, range(20))
    steps.append(
        step(
            found,
            right,
            "Right: every edge of the tile that touches the map matches, land to land and "
            "sea to sea.",
            [],
            "Place one face of a tile next to the map.",
            title="Place a tile",
            sentence="On your turn you place one face of one of your tiles next to the map, "
            "turned so that every edge touching a tile matches: land to land, sea to sea. "
            "Then you draw back up to two tiles.",
            goal="Choose a face, a space and a turn, and place the tile.",
        )
    )

    def closes_land(state: State) -> Found:
        v = state.view(0)
        if v["phase"] != "play":
            return None
        moves = [a for a in legal(state) if "@" in a]
        good = [
            a
            for a in moves
            if (s := after(state, a)).scores[0] > state.scores[0] and s.scores[1] == state.scores[1]
        ]
        if good and len(good) * 4 < len(moves):
            return good, []
        return None

    found, right, _ = find(game, closes_land, range(200))
    steps.append(
        step(
            found,
            right,
            "Right: that closed a land area. Land scores 1 point per tile in it, and you, "
            "who closed it, also take its bonus points.",
            [],
            "That tile scores nothing now. Look for a space where it closes a land area: "
            "no open land edge left around it.",
            title="Close a land area",
            sentence="Land edges joined across tiles make an area. Once no edge of an area is "
            "open, it is complete: a land area scores 1 point per tile for Land, a sea "
            "area for Sea, whoever closed it.",
            goal="Place a tile that closes a land area (turn it with R or ⟳ to fit).",
        )
    )

    def closes_sea(state: State) -> Found:
        v = state.view(0)
        if v["phase"] != "play":
            return None
        moves = [a for a in legal(state) if "@" in a]
        bad = [a for a in moves if after(state, a).scores[1] > state.scores[1]]
        if bad and len(bad) * 3 < len(moves):
            return [a for a in moves if a not in bad], [
                {
                    "actions": sorted(bad),
                    "why": "That closed a sea area: Sea scores 1 point per tile in it, even "
                    "though you closed it.",
                }
            ]
        return None

    found, right, wrong = find(game, closes_sea, range(200))
    steps.append(
        step(
            found,
            right,
            "Right: you gave Sea nothing. Sea's areas score for Sea whoever closes them.",
            wrong,
            "Try again.",
            title="Do not close Sea's areas",
            sentence="A completed sea area scores for Sea even when you close it (only its "
            "bonus points go to whoever closed it). Some spaces here would close a sea area.",
            goal="Place a tile without closing a sea area.",
        )
    )

    def last_tile(state: State) -> Found:
        moves = [a for a in legal(state) if "@" in a]
        if not moves:
            return None
        ends = {a: after(state, a) for a in moves}
        if not all(s.is_terminal for s in ends.values()):
            return None
        win = [a for a, s in ends.items() if s.winners == {0}]
        if win:
            return win, []
        return None

    found, right, _ = find(game, last_tile, range(300))
    steps.append(
        step(
            found,
            right,
            "Right: the last tile is placed and the game is over: the most points wins.",
            [],
            "That placement loses the game: look for one that leaves you ahead.",
            title="The last tile",
            sentence="The game ends when the last tile is placed. Most points wins; equal "
            "points is a draw.",
            goal="Place the last tile and win.",
        )
    )
    return {"game": game.name, "title": "Learn Land vs Sea", "steps": steps}

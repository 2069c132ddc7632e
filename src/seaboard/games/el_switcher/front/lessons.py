"""The guided lesson of El Switcher: its steps, found in seeded games (seaboard.lesson_builder).

``build()`` returns the lesson script that ``python -m seaboard.lesson_builder`` writes to
this game's ``lessons.json``.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine import State, load
from seaboard.lesson_builder import Found, after, find, legal, step


def build() -> dict[str, Any]:
    """The lesson script: the game, its title and its steps."""
    game = load("el-switcher", 2, deck="short", turn_seconds=None)
    steps: list[dict[str, Any]] = []

    def swap(state: State) -> Found:
        v = state.view(0)
        if v["moves_left"] == 3 and not v["claimable"]:
            moves = legal(state)
            return [a for a in moves if a.startswith("mov")], [
                {
                    "actions": ["end"],
                    "why": "You may still swap tiles: end the turn when "
                    "you have nothing left to do.",
                }
            ]
        return None

    found, right, wrong = find(game, swap, range(5))
    steps.append(
        step(
            found,
            right,
            "Right: a movement card swaps two tiles, and then it is used up. You hold "
            "three, so you make at most three swaps a turn.",
            wrong,
            "Swap two tiles.",
            title="Swap two tiles",
            sentence="You make figures of one colour on the board by swapping tiles. Each "
            "movement card in your hand swaps two tiles at its distance: pick a card, "
            "then the two tiles.",
            goal="Swap two tiles with one of your movement cards.",
        )
    )

    def own_claim(state: State) -> Found:
        moves = legal(state)
        claims = [a for a in moves if a.startswith("claim") and "@" not in a]
        if claims:
            return claims, []
        return None

    found, right, _ = find(game, own_claim, range(40), greedy=True)
    steps.append(
        step(
            found,
            right,
            "Right: the figure is yours; the next card of your deck turns face up.",
            [],
            "One of your figure cards is on the board: claim it.",
            title="Claim a figure",
            sentence="When the shape of one of your face-up figure cards appears on the "
            "board in one colour (turned any way, never mirrored), and no other tile of that "
            "colour touches it along a side, you claim it.",
            goal="Claim the figure that is on the board.",
        )
    )

    def block(state: State) -> Found:
        moves = legal(state)
        blocks = [a for a in moves if a.startswith("claim") and "@" in a]
        if blocks:
            return blocks, []
        return None

    found, right, _ = find(game, block, range(40), greedy=True)
    steps.append(
        step(
            found,
            right,
            "Right: the opponent's card is blocked (turned face down) and they turn up no "
            "new cards until they have formed their others.",
            [],
            "The opponent's figure is on the board: block it.",
            title="Block a card",
            sentence="A figure of an opponent's face-up card on the board may be claimed by "
            "you too: that blocks their card. The colour of the last figure formed is "
            "forbidden for the next one.",
            goal="Block the opponent's figure.",
        )
    )

    def end_turn(state: State) -> Found:
        v = state.view(0)
        if v["moves_left"] == 0 and legal(state) == ["end"]:
            return ["end"], []
        return None

    found, right, _ = find(game, end_turn, range(5))
    steps.append(
        step(
            found,
            right,
            "Right: you draw back up to three movement cards, and the next player's turn begins.",
            [],
            "End your turn.",
            title="End the turn",
            sentence="With your swaps used up and nothing to claim, you end the turn.",
            goal="End the turn.",
        )
    )

    def winning(state: State) -> Found:
        moves = legal(state)
        win = [
            a
            for a in moves
            if a.startswith("claim") and (s := after(state, a)).is_terminal and 0 in s.winners
        ]
        if win:
            return win, []
        return None

    found, right, _ = find(game, winning, range(60), greedy=True)
    steps.append(
        step(
            found,
            right,
            "Right: that was the last figure of your deck, and you win.",
            [],
            "Claim your last figure.",
            title="Win the race",
            sentence="The first player to form every figure of their deck wins at once.",
            goal="Claim your last figure and win.",
        )
    )
    return {"game": game.name, "title": "Learn El Switcher", "steps": steps}

"""The guided lesson of Flotsam Fight: its steps, found in seeded games (seaboard.lesson_builder).

``build()`` returns the lesson script that ``python -m seaboard.lesson_builder`` writes to
this game's ``lessons.json``.
"""

from __future__ import annotations

from typing import Any

from seaboard.engine import State, load
from seaboard.lesson_builder import Found, after, find, legal, step


def build() -> dict[str, Any]:
    """The lesson script: the game, its title and its steps."""
    game = load("flotsam-fight", 2)
    steps: list[dict[str, Any]] = []

    def lead(state: State) -> Found:
        v = state.view(0)
        if v["active_count"] == 0 and len(v["hand"]) == 10 and v["must_play"]:
            return legal(state), []
        return None

    found, right, _ = find(game, lead, range(50))
    steps.append(
        step(
            found,
            right,
            "Right: a card fits a lifeboat when the boat's number divides the card's value. "
            "With every boat empty, each card fits somewhere.",
            [],
            "Load one of your cards onto a lifeboat.",
            title="Load a card",
            sentence="Get rid of your treasure cards by loading them onto the lifeboats "
            "numbered 3 to 10. A card fits a boat whose number divides its value: 24 fits "
            "boats 3, 4, 6 and 8. You lead, so you must play a card.",
            goal="Load any card onto a boat it fits.",
        )
    )

    def higher(state: State) -> Found:
        v = state.view(0)
        plays = [a for a in legal(state) if a != "pass"]
        on_active = [a for a in plays if v["boats"][int(a.split(">")[1]) - 3]["cards"]]
        if "pass" in legal(state) and on_active and v["active_count"] >= 2:
            return on_active, [
                {
                    "actions": ["pass"],
                    "why": "You could still play: a pass sits you out until the boats are cleared.",
                }
            ]
        return None

    found, right, wrong = find(game, higher, range(50))
    steps.append(
        step(
            found,
            right,
            "Right: that card is higher than the card on top of the boat, so it fits.",
            wrong,
            "That card goes on an empty boat. Here, load a card onto a boat that already "
            "holds cards.",
            title="Higher than the top card",
            sentence="A boat that holds cards takes only a card higher than its top card, "
            "whose value the boat's number divides. No more boats may hold cards than "
            "there are players.",
            goal="Load a card onto a boat that already holds cards.",
        )
    )

    def must_pass(state: State) -> Found:
        if legal(state) == ["pass"] and len(state.view(0)["hand"]) > 1:
            return ["pass"], []
        return None

    found, right, _ = find(game, must_pass, range(50))
    steps.append(
        step(
            found,
            right,
            "Right: none of your cards fits, so you pass. You sit out until the boats are "
            "cleared; then the player who played last leads.",
            [],
            "Pass.",
            title="Pass",
            sentence="When no card of yours fits a boat, you pass and sit out until every "
            "boat is cleared. Whoever played the last card then leads a new lap, and every "
            "player with one card left draws two.",
            goal="No card fits: pass.",
        )
    )

    def empty_hand(state: State) -> Found:
        v = state.view(0)
        moves = legal(state)
        if len(v["hand"]) == 1 and v["round"] < 3 and "pass" in moves and len(moves) > 1:
            return [a for a in moves if a != "pass"], [
                {"actions": ["pass"], "why": "Passing keeps the card: play your last card."}
            ]
        return None

    found, right, wrong = find(game, empty_hand, range(200))
    steps.append(
        step(
            found,
            right,
            "Right: you emptied your hand and end the round: +2 for you. The other player "
            "with the lowest highest card takes +1, the highest takes -1.",
            wrong,
            "Play your last card.",
            title="Empty your hand",
            sentence="The round ends the moment someone plays the last card of their hand: "
            "they take a +2 token. A game lasts three rounds; the tokens add up.",
            goal="Play your last card.",
        )
    )

    def last_round(state: State) -> Found:
        moves = legal(state)
        win = [a for a in moves if (s := after(state, a)).is_terminal and 0 in s.winners]
        if win:
            return win, []
        return None

    found, right, _ = find(game, last_round, range(400))
    steps.append(
        step(
            found,
            right,
            "Right: the third round is over, and the player with the most points wins.",
            [],
            "Look for the card that ends the game.",
            title="The end of the game",
            sentence="This is the third and last round. After it, the tokens of all rounds "
            "are added up: the most points wins.",
            goal="End the game with a win.",
        )
    )
    return {"game": game.name, "title": "Learn Flotsam Fight", "steps": steps}

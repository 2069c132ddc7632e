"""Writes each game's guided lesson (src/seaboard/games/<game>/lessons.json) from seeded playouts.

Every step is a real position found by playing seeded games (random moves, or the greedy
bot where random play rarely reaches the moment), frozen with ``to_json``; the right moves
are the legal moves that do what the step teaches. Run: ``.venv/bin/python
scripts/make_lessons.py`` (deterministic: the same files every time).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from seaboard.bots.base import InfoState, make_bot
from seaboard.engine import Game, State, load

ROOT = Path(__file__).resolve().parent.parent / "src" / "seaboard" / "games"
Found = tuple[list[str], list[dict[str, Any]]] | None  # right moves, wrong groups


def positions(game: Game, seeds: range, greedy: bool = False) -> Iterator[State]:
    """Every position of seeded playouts where seat 0 is to move."""
    bot = make_bot("greedy:samples=1") if greedy else None
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new(seed)
        while not state.is_terminal:
            if state.to_move == 0:
                yield state
            legal = state.legal_actions()
            if bot is not None:
                action = bot.choose(InfoState.of(state, state.to_move), rng)
            else:
                action = rng.choice(legal)
            state = state.apply(action)


def find(
    game: Game, test: Callable[[State], Found], seeds: range, greedy: bool = False
) -> tuple[State, list[str], list[dict[str, Any]]]:
    for state in positions(game, seeds, greedy):
        got = test(state)
        if got is not None:
            return state, got[0], got[1]
    raise SystemExit(f"{game.name}: no position found for {test.__name__}")


def step(
    state: State,
    right: list[str],
    why: str,
    wrong: list[dict[str, Any]],
    otherwise: str,
    **words: str,
) -> dict[str, Any]:
    legal = {str(a) for a in state.legal_actions()}
    assert right and set(right) <= legal, (words["title"], right)
    return {
        "title": words["title"],
        "sentence": words["sentence"],
        "goal": words["goal"],
        "seat": 0,
        "state": state.to_json(),
        "right": [{"actions": sorted(right), "why": why}],
        "wrong": wrong,
        "otherwise": otherwise,
    }


def after(state: State, action: str) -> State:
    return state.play(action)


def legal(state: State) -> list[str]:
    return [str(a) for a in state.legal_actions()]


# ---------------------------------------------------------------- Ebbe & Flut
def ebbe_flut() -> dict[str, Any]:
    game = load("ebbe-flut", 2)
    steps = []
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
    drawn = after(start, "draw 2")
    steps.append(
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


# ---------------------------------------------------------------- Flotsam Fight
def flotsam_fight() -> dict[str, Any]:
    game = load("flotsam-fight", 2)
    steps = []

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


# ---------------------------------------------------------------- Land vs Sea
def land_vs_sea() -> dict[str, Any]:
    game = load("land-vs-sea", 2)
    steps = []
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


# ---------------------------------------------------------------- El Switcher
def el_switcher() -> dict[str, Any]:
    game = load("el-switcher", 2, deck="short", turn_seconds=None)
    steps = []

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


BUILDERS = {
    "ebbe_flut": ebbe_flut,
    "flotsam_fight": flotsam_fight,
    "land_vs_sea": land_vs_sea,
    "el_switcher": el_switcher,
}


def main() -> None:
    import sys

    chosen = sys.argv[1:] or list(BUILDERS)
    for package in chosen:
        script = BUILDERS[package]()
        path = ROOT / package / "lessons.json"
        path.write_text(json.dumps(script, indent=1, ensure_ascii=False) + "\n")
        print(f"{path}: {len(script['steps'])} steps")


if __name__ == "__main__":
    main()

"""Ebbe & Flut positions for tests: set up with state_from_json."""

from __future__ import annotations

from typing import Any

import seaboard
from seaboard.games.ebbe_flut.board import CARD_NAMES
from seaboard.games.ebbe_flut.state import EbbeFlutState

WATER_CARDS = [f"w{c}" for c in CARD_NAMES]
LAND_CARDS = [f"l{c}" for c in CARD_NAMES]


def position(
    players: int = 2,
    board: dict[tuple[int, int], list[str]] | None = None,
    scored: dict[str, list[str]] | None = None,
    rest: str = "stacks",
    drawn: str | None = None,
    phase: str = "draw",
    to_move: int | None = 0,
    opening: int = 0,
    first: int | None = 0,
    resumed: bool = False,
    early: bool = False,
    seed: int = 1,
    stacks: dict[str, list[list[str]]] | None = None,
    **options: Any,
) -> EbbeFlutState:
    """A position: the listed cards where given, every other card in the stacks (or out)."""
    game = seaboard.load("ebbe-flut", players=players, **options)
    grid: list[list[list[str]]] = [[[] for _ in range(5)] for _ in range(5)]
    used: set[str] = set()
    for (r, c), cards in (board or {}).items():
        grid[r][c] = list(cards)
        used.update(cards)
    scored_json = {"water": [], "land": []}
    for colour, cards in (scored or {}).items():
        scored_json[colour] = [colour[0] + card for card in cards]
    for cards in scored_json.values():
        used.update(cards)
    if drawn:
        used.add(drawn)
    groups = ["shared"] if players == 1 else ["water", "land"]
    lost: dict[str, list[str]] = {"water": [], "land": []}
    if stacks is not None:
        stacks = {g: [list(p) for p in piles] for g, piles in stacks.items()}
        for piles in stacks.values():
            for pile in piles:
                used.update(pile)
    else:
        stacks = {g: [[] for _ in range(5)] for g in groups}
    leftovers = [c for c in WATER_CARDS + LAND_CARDS if c not in used]
    for i, card in enumerate(leftovers):
        if rest == "stacks":
            group = "shared" if players == 1 else ("water" if card[0] == "w" else "land")
            stacks[group][i % 5].insert(0, card)  # under any card a test put on top
        else:
            lost["water" if card[0] == "w" else "land"].append(card)
    obj = {
        **game.config(),
        "seed": seed,
        "history": [],
        "state": {
            "board": grid,
            "stacks": stacks,
            "scored": scored_json,
            "lost": lost,
            "forfeited": {"water": [], "land": []},
            "drawn": drawn,
            "phase": phase,
            "to_move": to_move,
            "opening": opening,
            "first": first,
            "coin": False,
            "early": early,
            "resumed": resumed,
        },
    }
    state = game.state_from_json(obj)
    assert isinstance(state, EbbeFlutState)
    return state


def legal(state: seaboard.State) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def top(state: seaboard.State, r: int, c: int, seat: int | None = None) -> str | None:
    cell = state.view(seat)["board"][r][c]
    return f"{cell[-1]['owner'][0]}{cell[-1]['card']}" if cell else None

"""Land vs Sea positions for tests, built through ``state_from_json``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from seaboard.engine import Game, State


def other(name: str) -> str:
    """The other face of the tile that carries face ``name``."""
    return name[:-1] + ("b" if name[-1] == "a" else "a")


def position(
    game: Game,
    cells: Sequence[tuple[Any, ...]],
    hands: Sequence[list[str]],
    stacks: Sequence[list[str]],
    seen: int,
    **state: Any,
) -> State:
    """Map cells (q, r, face[, rotation]); hands and stacks (bottom first) by face.

    ``seen`` is the mask of seats that know each placed tile's face beneath.
    """
    st: dict[str, Any] = {
        "map": [
            [
                c[0],
                c[1],
                c[2],
                c[3] if len(c) > 3 else 0,
                None if c[2] == "0a" else other(c[2]),
                seen,
            ]
            for c in cells
        ],
        "hands": [[[f, other(f), 1 << s] for f in hand] for s, hand in enumerate(hands)],
        "stacks": [[[f, other(f), 0] for f in stack] for stack in stacks],
        "discards": [],
        "phase": "play",
        "mover": 0,
        "placed": 0,
        "again": False,
        "steal": False,
        "holes": [],
        "volcano_available": True,
        "points": [0] * (3 if game.players == 3 else 2),
        "completed": [0, 0],
        "waypoints": [None] * game.players,
    }
    st.update(state)
    return game.state_from_json(
        {
            "game": game.name,
            "players": game.players,
            "options": dict(game.options),
            "seed": 1,
            "history": [],
            "state": st,
        }
    )


def printed(state: State, action: Any) -> str:
    """The printed name ("12b") of the face a placement lays, read from the full record."""
    st = state.to_json()["state"]
    up, down, _ = st["hands"][st["mover"]][action.slot]
    return str(up if action.side == "u" else down)


def named(state: State, text: str) -> str:
    """The notation of a placement given by printed face ("t12b@1,0r3" -> "h0d@1,0r3")."""
    face, rest = text[1:].split("@", 1)
    st = state.to_json()["state"]
    for slot, (up, down, _) in enumerate(st["hands"][st["mover"]]):
        if face in (up, down):
            return f"h{slot}{'u' if face == up else 'd'}@{rest}"
    raise AssertionError(f"{face} is not in the mover's hand")


def hand_names(state: State, seat: int) -> list[list[str]]:
    """Each tile of ``seat``'s hand as [up, down] printed names (from the full record)."""
    return [[up, down] for up, down, _ in state.to_json()["state"]["hands"][seat]]

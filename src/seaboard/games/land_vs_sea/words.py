"""Land vs Sea actions told in words, from one seat's point of view.

Every line is built from what the seat can see before and after the action: the faces it
has seen (never a hidden face of another player's tile), the public events of the action
(scoring, waypoints going home, stack splits, the trade routes at the end) and what comes
next. Faces are named by hand slot and side, as in the notation, and described in words
(``faces.describe_face``).
"""

from __future__ import annotations

from seaboard.engine import Action
from seaboard.engine.telling import Words
from seaboard.games.land_vs_sea.actions import (
    EDGE_NAMES,
    KIND_NAME,
    Pass,
    Place,
    Steal,
    Take,
    Volcano,
    Waypoint,
)
from seaboard.games.land_vs_sea.faces import describe_face
from seaboard.games.land_vs_sea.game import LandVsSea, LandVsSeaState, area


def face_label(game: LandVsSea, fid: int) -> str:
    """A face in plain words, with the sections and icons of the modules in play."""
    return describe_face(game.tiles.faces[fid], game.traders, game.chains)


def _edges(edges: list[int]) -> str:
    return ", ".join(EDGE_NAMES[d] for d in edges)


def _totals(game: LandVsSea, state: LandVsSeaState) -> str:
    return ", ".join(f"{game.team_name(t)} {p}" for t, p in enumerate(state.points))


def _result(game: LandVsSea, state: LandVsSeaState) -> str:
    best = max(state.points)
    top = [game.team_name(t) for t, p in enumerate(state.points) if p == best]
    verdict = f"{top[0]} wins" if len(top) == 1 else f"a tie between {' and '.join(top)}"
    return f"the game is over: {_totals(game, state)}; {verdict}"


def _whose(seat: int | None, mover: int, game: LandVsSea) -> str:
    return "your" if seat == mover else f"{game.role_name(mover)}'s"


def _next(before: LandVsSeaState, after: LandVsSeaState, seat: int | None) -> list[str]:
    """What comes next, as far as the action decided it."""
    game = before.game
    mover = before.mover
    who = game.role_name(mover)
    if after.phase == "over":
        return [_result(game, after)]
    out: list[str] = []
    if after.mover == mover:
        if after.phase == "volcano":
            holes = " or ".join(f"{q},{r}" for q, r in after.holes)
            out.append(f"a hole at {holes}: {who} puts the Volcano/Whirlpool in it")
        elif after.phase == "again":
            out.append(f"Play Again: {who} places the other tile now")
        elif after.phase == "steal":
            out.append(f"Steal: {who} takes a tile from a player who holds two")
        elif after.phase == "waypoint" and before.phase != "waypoint":
            out.append(f"{who} may place its waypoint")
        elif after.phase == "draw" and before.phase != "draw":
            need = 2 - len(after.hands[mover])
            out.append(f"{who} draws {need} tile{'s' * (need != 1)}")
    elif before.phase == "draft" and after.phase == "play":
        out.append(f"the draft is over; {game.role_name(after.mover)} plays first")
    elif after.phase != "draft":
        out.append(f"{game.role_name(after.mover)} to play")
    return out


def describe(
    before: LandVsSeaState, action: Action, after: LandVsSeaState, seat: int | None
) -> str:
    """One line telling ``seat`` what ``action`` did (see the module's docstring)."""
    game = before.game
    tiles = game.tiles
    mover = before.mover
    who = game.role_name(mover)
    bit = 0 if seat is None else 1 << seat
    parts: list[str] = []
    if isinstance(action, Take):
        up, _, _ = before.stacks[action.stack][-1]
        _, down, known = after.hands[mover][-1]
        head = f"{who} takes the top tile of stack {action.stack} ({face_label(game, up)})"
        if known & bit:
            head += f", hidden face ({face_label(game, down)})"
        parts.append(head)
        for i, stack in enumerate(after.stacks):
            if len(stack) != len(before.stacks[i]) or stack[-1:] != before.stacks[i][-1:]:
                shown = f"({face_label(game, stack[-1][0])})" if stack else "nothing"
                parts.append(f"stack {i} now shows {shown}" + ("" if stack else ": it is empty"))
    elif isinstance(action, Place):
        fid = before.face_of(action)
        up, down, known = before.hands[mover][action.slot]
        which = "up" if action.side == "u" else "hidden"
        where = f"at {action.q},{action.r} turned {action.rotation}"
        head = (
            f"{who} places {action.face} (the {which} face of {_whose(seat, mover, game)} "
            f"tile {action.slot}: {face_label(game, fid)}) {where}"
        )
        if action.side == "u" and known & bit:
            head += f", other face ({face_label(game, down)}) beneath"
        parts.append(head)
    elif isinstance(action, Volcano):
        name = "Volcano" if before.open[(action.q, action.r)][1] == 63 else "Whirlpool"
        parts.append(
            f"{who} puts the {name} into the hole at {action.q},{action.r} turned {action.rotation}"
        )
    elif isinstance(action, Steal):
        up, down, known = before.hands[action.seat][action.slot]
        victim = "you" if seat == action.seat else game.role_name(action.seat)
        head = f"{who} steals tile {action.slot} ({face_label(game, up)}) from {victim}"
        if seat == mover:  # the thief looks at its new tile
            head += f", hidden face ({face_label(game, down)})"
        parts.append(head)
    elif isinstance(action, Pass):
        if before.phase == "waypoint":
            parts.append(f"{who} keeps its waypoint off the map")
        elif before.phase == "again":
            parts.append(f"{who} has no place for its second tile")
        else:
            shown = " and ".join(
                f"a tile ({face_label(game, u)}; other face {face_label(game, d)})"
                for u, d, _ in before.hands[mover]
            )
            parts.append(f"{who} can place no face and discards {shown or 'nothing'}")
    elif isinstance(action, Waypoint):
        fid, rot, _, _ = before.cells[(action.q, action.r)]
        region = tiles.placed(fid, rot)["regions"][action.region]
        head = (
            f"{who} puts its waypoint on the {KIND_NAME[region['type']]} region "
            f"({_edges(region['edges'])}) of the tile at {action.q},{action.r}"
        )
        if area(before.cells, tiles, (action.q, action.r), action.region)[1]:
            head += (
                " (that area is complete already: the waypoint comes back only when the "
                "tile is surrounded)"
            )
        parts.append(head)
    else:  # pragma: no cover - every action type is told above
        parts.append(f"{who} plays {action}")
    parts += before.events(action)
    dead = sorted(set(after.dead_spaces()) - set(before.dead_spaces()))
    for q, r in dead:
        parts.append(f"the space {q},{r} can never be filled: every area touching it is dead")
    if after.points != before.points and after.phase != "over":
        parts.append(f"score: {_totals(game, after)}")
    parts += _next(before, after, seat)
    return "; ".join(parts)


def describe_start(state: LandVsSeaState, seat: int | None) -> str:
    """Who begins and why."""
    game = state.game
    if state.phase == "over":
        return _result(game, state)
    who = game.role_name(state.mover)
    if state.phase == "draft":
        order = ", ".join(game.role_name(s) for s in range(game.players))
        return (
            f"{who} begins (Land always starts): in turn ({order}) each player takes the "
            f"top tile of either stack until everyone holds two, then {who} places first"
        )
    return f"{who} is to move ({state.phase})"


class LandVsSeaWords(Words["LandVsSeaState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: LandVsSeaState, action: Action, after: LandVsSeaState, seat: int | None
    ) -> str:
        return describe(before, action, after, seat)

    def start(self, state: LandVsSeaState, seat: int | None) -> str:
        return describe_start(state, seat)

"""Land vs Sea actions told in words, from one seat's point of view.

Every line is built from what the seat can see before and after the action: the faces it
has seen (never a hidden face of another player's tile), the public events of the action
(scoring, waypoints going home, stack splits, the trade routes at the end) and what comes
next. Tiles in hand are named by their place in the hand, counted from 1 as the boards
show them ("your second tile, upper face"), faces are described in words
(``faces.describe_face``), spaces by the way there from the starting tile
(``actions.space_name``), stacks counted from 1, and turns in degrees.
"""

from __future__ import annotations

from seaboard.engine import Action, Naming, counted
from seaboard.engine.telling import Words, capital, listing, ordinal
from seaboard.games.land_vs_sea.actions import (
    ALL_SIDES,
    EDGE_NAMES,
    KIND_NAME,
    Pass,
    Place,
    Steal,
    Take,
    Volcano,
    Waypoint,
    space_name,
)
from seaboard.games.land_vs_sea.faces import describe_face
from seaboard.games.land_vs_sea.game import LandVsSea
from seaboard.games.land_vs_sea.map import area
from seaboard.games.land_vs_sea.state import LandVsSeaState


def face_label(game: LandVsSea, fid: int) -> str:
    """A face in plain words, with the sections and icons of the modules in play."""
    return describe_face(game.tiles.faces[fid], game.traders, game.chains)


def turned(rotation: int) -> str:
    """A rotation (sixths of a turn anticlockwise) in degrees, the short way round."""
    if rotation % 6 == 0:
        return "not turned"
    if rotation == 3:
        return "turned 180°"
    if rotation < 3:
        return f"turned {60 * rotation}° anticlockwise"
    return f"turned {60 * (6 - rotation)}° clockwise"


def tile_of(tell: Naming, seat: int, slot: int, *, own: bool = False) -> str:
    """``your second tile``, ``Ann's first tile`` (``own``: the subject's, ``their first
    tile``)."""
    whose = tell.own(seat) if own else tell.whose(seat)
    return f"{whose} {ordinal(slot + 1)} tile"


def tile_on(q: int, r: int) -> str:
    """``the starting tile``, ``the tile on the space east of the starting tile``."""
    return "the starting tile" if (q, r) == (0, 0) else f"the tile on {space_name(q, r)}"


def _edges(edges: list[int]) -> str:
    return listing([EDGE_NAMES[d] for d in edges]) + (" edge" if len(edges) == 1 else " edges")


def _totals(game: LandVsSea, state: LandVsSeaState) -> str:
    return ", ".join(f"{game.team_name(t)} {p}" for t, p in enumerate(state.points))


def _team(game: LandVsSea, tell: Naming, team: int) -> str:
    """``Land (you)``, ``Sea (Ann and Cy)``, ``Land`` (no names given)."""
    seats = [s for s, t in enumerate(game.teams) if t == team]
    named = [s for s in seats if tell.is_you(s) or tell.given(s)]
    who = f" ({tell.listing(seats)})" if named else ""
    return f"{game.team_name(team)}{who}"


def _result(game: LandVsSea, state: LandVsSeaState, tell: Naming) -> str:
    best = max(state.points)
    top = [t for t, p in enumerate(state.points) if p == best]
    totals = ", ".join(f"{_team(game, tell, t)} {p}" for t, p in enumerate(state.points))
    if len(top) == 1:
        verdict = f"{game.team_name(top[0])} wins"
    else:
        verdict = f"a draw between {listing([game.team_name(t) for t in top])}"
    return f"the game is over: {totals}; {verdict}"


def _events(before: LandVsSeaState, action: Action, tell: Naming) -> list[str]:
    """The game's public events, with each waypoint's owner named for the listener."""
    game = before.game
    out = []
    for text in before.events(action):
        for seat in range(game.players):
            mark = f"{game.role_name(seat)}'s waypoint"
            if text.startswith(mark):
                text = f"{tell.whose(seat)} waypoint{text[len(mark) :]}"
        out.append(text)
    return out


def _next(before: LandVsSeaState, after: LandVsSeaState, tell: Naming) -> list[str]:
    """What comes next, as far as the action decided it."""
    game = before.game
    mover = before.mover
    if after.phase == "over":
        return [_result(game, after, tell)]
    out: list[str] = []
    if after.mover == mover:
        if after.phase == "volcano":
            holes = " or ".join(space_name(q, r) for q, r in after.holes)
            out.append(
                f"a hole at {holes}: {tell.says(mover, 'put', head=False)} "
                "the Volcano/Whirlpool in it"
            )
        elif after.phase == "again":
            out.append(f"Play Again: {tell.says(mover, 'place', head=False)} the other tile now")
        elif after.phase == "steal":
            out.append(
                f"Steal: {tell.says(mover, 'take', head=False)} a tile from a player who holds two"
            )
        elif after.phase == "waypoint" and before.phase != "waypoint":
            out.append(f"{tell.says(mover, 'may', 'may', head=False)} place a waypoint")
        elif after.phase == "draw" and before.phase != "draw":
            need = 2 - len(after.hands[mover])
            out.append(f"{tell.says(mover, 'draw', head=False)} {counted(need, 'tile')}")
    elif before.phase == "draft" and after.phase == "play":
        out.append(f"the draft is over; {tell.says(after.mover, 'place', head=False)} first")
    elif after.phase != "draft":
        out.append(f"{tell.whose(after.mover)} turn")
    return out


def describe(before: LandVsSeaState, action: Action, after: LandVsSeaState, tell: Naming) -> str:
    """One line telling ``tell.seat`` what ``action`` did (see the module's docstring)."""
    game = before.game
    tiles = game.tiles
    mover = before.mover
    seat = tell.seat
    bit = 0 if seat is None else 1 << seat
    parts: list[str] = []
    if isinstance(action, Take):
        up, _, _ = before.stacks[action.stack][-1]
        _, down, known = after.hands[mover][-1]
        head = (
            f"{tell.says(mover, 'take')} the top tile of stack {action.stack + 1} "
            f"({face_label(game, up)})"
        )
        if known & bit:
            head += f", hidden face ({face_label(game, down)})"
        parts.append(head)
        for i, stack in enumerate(after.stacks):
            if len(stack) != len(before.stacks[i]) or stack[-1:] != before.stacks[i][-1:]:
                shown = f"({face_label(game, stack[-1][0])})" if stack else "nothing"
                parts.append(
                    f"stack {i + 1} now shows {shown}" + ("" if stack else ": it is empty")
                )
    elif isinstance(action, Place):
        fid = before.face_of(action)
        up, down, known = before.hands[mover][action.slot]
        which = "upper" if action.side == "u" else "hidden"
        tile = tile_of(tell, mover, action.slot, own=True)
        head = (
            f"{tell.says(mover, 'place')} {tile}, {which} face "
            f"({face_label(game, fid)}), on {space_name(action.q, action.r)}, "
            f"{turned(action.rotation)}"
        )
        if action.side == "u" and known & bit:
            head += f"; its other face ({face_label(game, down)}) lies beneath"
        parts.append(head)
    elif isinstance(action, Volcano):
        all_land = before.open[(action.q, action.r)][1] == ALL_SIDES
        name = "Volcano" if all_land else "Whirlpool"
        parts.append(
            f"{tell.says(mover, 'put')} the {name} into the hole on "
            f"{space_name(action.q, action.r)}, {turned(action.rotation)}"
        )
    elif isinstance(action, Steal):
        up, down, known = before.hands[action.seat][action.slot]
        head = (
            f"{tell.says(mover, 'steal')} {tile_of(tell, action.seat, action.slot)} "
            f"({face_label(game, up)})"
        )
        if tell.is_you(mover):  # the thief looks at its new tile
            head += f", hidden face ({face_label(game, down)})"
        parts.append(head)
    elif isinstance(action, Pass):
        if before.phase == "waypoint":
            parts.append(f"{tell.says(mover, 'keep')} {tell.own(mover)} waypoint off the map")
        elif before.phase == "again":
            parts.append(
                f"{tell.says(mover, 'have', 'has')} no place for {tell.own(mover)} second tile"
            )
        else:
            shown = " and ".join(
                f"a tile ({face_label(game, u)}; other face {face_label(game, d)})"
                for u, d, _ in before.hands[mover]
            )
            parts.append(
                f"{tell.says(mover, 'can', 'can')} place no face and "
                f"{tell.verb(mover, 'discard')} {shown or 'nothing'}"
            )
    elif isinstance(action, Waypoint):
        fid, rot, _, _ = before.cells[(action.q, action.r)]
        region = tiles.placed(fid, rot)["regions"][action.region]
        head = (
            f"{tell.says(mover, 'put')} {tell.own(mover)} waypoint on the "
            f"{KIND_NAME[region['type']]} part ({_edges(region['edges'])}) of "
            f"{tile_on(action.q, action.r)}"
        )
        if area(before.cells, tiles, (action.q, action.r), action.region)[1]:
            head += (
                " (that area is complete already: the waypoint comes back only when the "
                "tile is surrounded)"
            )
        parts.append(head)
    else:  # pragma: no cover - every action type is told above
        parts.append(f"{tell.says(mover, 'play')} {action}")
    parts += _events(before, action, tell)
    dead = sorted(set(after.dead_spaces()) - set(before.dead_spaces()))
    for q, r in dead:
        parts.append(f"{space_name(q, r)} can never be filled: every area touching it is dead")
    if after.points != before.points and after.phase != "over":
        parts.append(f"score: {_totals(game, after)}")
    parts += _next(before, after, tell)
    return "; ".join(parts)


def describe_start(state: LandVsSeaState, tell: Naming) -> str:
    """Who begins and why."""
    game = state.game
    if state.phase == "over":
        return capital(_result(game, state, tell))
    mover = state.mover
    if state.phase == "draft":
        order = ", ".join(tell.name(s) for s in range(game.players))
        return (
            f"{tell.says(mover, 'begin')} (Land always starts): in turn ({order}) each "
            f"player takes the top tile of either stack until everyone holds two, then "
            f"{tell.says(mover, 'place', head=False)} first"
        )
    return f"{tell.says(mover, 'are', 'is')} to move"


class LandVsSeaWords(Words["LandVsSeaState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: LandVsSeaState, action: Action, after: LandVsSeaState, tell: Naming
    ) -> str:
        return describe(before, action, after, tell)

    def start(self, state: LandVsSeaState, tell: Naming) -> str:
        return describe_start(state, tell)

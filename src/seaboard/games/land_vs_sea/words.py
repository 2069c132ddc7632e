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

from typing import Final

from seaboard.engine import Action, Naming
from seaboard.engine.language import ENGLISH, N_
from seaboard.engine.telling import Words, capital
from seaboard.games.land_vs_sea.actions import (
    ALL_SIDES,
    EDGE_NAMES,
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

# A tile in hand by its place there (counted from 1), as the object of a line: the
# listener's, a line's own subject's ("their"), another player's ({name}).
_YOUR_TILE: Final = (N_("your first tile"), N_("your second tile"), N_("your third tile"))
_THEIR_TILE: Final = (N_("their first tile"), N_("their second tile"), N_("their third tile"))
_NAMED_TILE: Final = (
    N_("{name}'s first tile"),
    N_("{name}'s second tile"),
    N_("{name}'s third tile"),
)
# Placing a tile: (you, another player) for the face up and for the hidden face.
_PLACE: Final = {
    "u": (
        N_("You place {tile}, upper face ({face}), on {space}, {turned}"),
        N_("{who} places {tile}, upper face ({face}), on {space}, {turned}"),
    ),
    "d": (
        N_("You place {tile}, hidden face ({face}), on {space}, {turned}"),
        N_("{who} places {tile}, hidden face ({face}), on {space}, {turned}"),
    ),
}
_VOLCANO: Final = {
    True: (
        N_("You put the Volcano into the hole on {space}, {turned}"),
        N_("{who} puts the Volcano into the hole on {space}, {turned}"),
    ),
    False: (
        N_("You put the Whirlpool into the hole on {space}, {turned}"),
        N_("{who} puts the Whirlpool into the hole on {space}, {turned}"),
    ),
}
_WAYPOINT: Final = {
    "L": (
        N_("You put your waypoint on the land part ({edges}) of {tile}"),
        N_("{who} puts their waypoint on the land part ({edges}) of {tile}"),
    ),
    "S": (
        N_("You put your waypoint on the sea part ({edges}) of {tile}"),
        N_("{who} puts their waypoint on the sea part ({edges}) of {tile}"),
    ),
}


def face_label(game: LandVsSea, fid: int, tell: Naming | None = None) -> str:
    """A face in plain words, with the sections and icons of the modules in play."""
    face = game.tiles.faces[fid]
    if tell is None:
        return describe_face(face, game.traders, game.chains)
    return describe_face(face, game.traders, game.chains, tell.language)


def turned(rotation: int, tell: Naming | None = None) -> str:
    """A rotation (sixths of a turn anticlockwise) in degrees, the short way round."""
    t = ENGLISH.t if tell is None else tell.t
    if rotation % 6 == 0:
        return t(N_("not turned"))
    if rotation == 3:
        return t(N_("turned 180°"))
    if rotation < 3:
        return t(N_("turned {degrees}° anticlockwise"), degrees=60 * rotation)
    return t(N_("turned {degrees}° clockwise"), degrees=60 * (6 - rotation))


def tile_of(tell: Naming, seat: int, slot: int, *, own: bool = False) -> str:
    """``your second tile``, ``Ann's first tile`` (``own``: the subject's, ``their first
    tile``)."""
    if tell.is_you(seat):
        return tell.t(_YOUR_TILE[slot])
    if own:
        return tell.t(_THEIR_TILE[slot])
    return tell.t(_NAMED_TILE[slot], name=tell.name(seat))


def tile_on(q: int, r: int, tell: Naming) -> str:
    """``the starting tile``, ``the tile on the space east of the starting tile``."""
    if (q, r) == (0, 0):
        return tell.t(N_("the starting tile"))
    return tell.t(N_("the tile on {space}"), space=space_name(q, r, tell.language))


def _edges(edges: list[int], tell: Naming) -> str:
    names = tell.language.listing([tell.t(EDGE_NAMES[d]) for d in edges])
    return tell.tn("{edges} edge", "{edges} edges", len(edges), edges=names)


def _totals(game: LandVsSea, state: LandVsSeaState, tell: Naming) -> str:
    return ", ".join(f"{game.team_name(t, tell.language)} {p}" for t, p in enumerate(state.points))


def _team(game: LandVsSea, tell: Naming, team: int) -> str:
    """``Land (you)``, ``Sea (Ann and Cy)``, ``Land`` (no names given)."""
    seats = [s for s, t in enumerate(game.teams) if t == team]
    name = game.team_name(team, tell.language)
    if not any(tell.is_you(s) or tell.given(s) for s in seats):
        return name
    who = [tell.t(N_("you")) if tell.is_you(s) else tell.name(s) for s in seats]
    return tell.t(N_("{team} ({players})"), team=name, players=tell.language.listing(who))


def _result(game: LandVsSea, state: LandVsSeaState, tell: Naming) -> str:
    best = max(state.points)
    top = [t for t, p in enumerate(state.points) if p == best]
    totals = ", ".join(f"{_team(game, tell, t)} {p}" for t, p in enumerate(state.points))
    if len(top) == 1:
        verdict = tell.t(N_("{team} wins"), team=game.team_name(top[0], tell.language))
    else:
        teams = tell.language.listing([game.team_name(t, tell.language) for t in top])
        verdict = tell.t(N_("a draw between {teams}"), teams=teams)
    return tell.t(N_("the game is over: {totals}; {verdict}"), totals=totals, verdict=verdict)


def _next(before: LandVsSeaState, after: LandVsSeaState, tell: Naming) -> list[str]:
    """What comes next, as far as the action decided it."""
    game = before.game
    mover = before.mover
    if after.phase == "over":
        return [_result(game, after, tell)]
    out: list[str] = []
    if after.mover == mover:
        if after.phase == "volcano":
            holes = space_name(*after.holes[0], tell.language)
            for q, r in after.holes[1:]:
                holes = tell.t(
                    N_("{spaces} or {space}"), spaces=holes, space=space_name(q, r, tell.language)
                )
            out.append(
                tell.line(
                    mover,
                    N_("a hole at {holes}: you put the Volcano/Whirlpool in it"),
                    N_("a hole at {holes}: {name} puts the Volcano/Whirlpool in it"),
                    holes=holes,
                )
            )
        elif after.phase == "again":
            out.append(
                tell.line(
                    mover,
                    N_("Play Again: you place the other tile now"),
                    N_("Play Again: {name} places the other tile now"),
                )
            )
        elif after.phase == "steal":
            out.append(
                tell.line(
                    mover,
                    N_("Steal: you take a tile from a player who holds two"),
                    N_("Steal: {name} takes a tile from a player who holds two"),
                )
            )
        elif after.phase == "waypoint" and before.phase != "waypoint":
            out.append(
                tell.line(mover, N_("you may place a waypoint"), N_("{name} may place a waypoint"))
            )
        elif after.phase == "draw" and before.phase != "draw":
            need = 2 - len(after.hands[mover])
            if tell.is_you(mover):
                out.append(tell.tn("you draw {n} tile", "you draw {n} tiles", need))
            else:
                out.append(
                    tell.tn(
                        "{name} draws {n} tile",
                        "{name} draws {n} tiles",
                        need,
                        name=tell.name(mover),
                    )
                )
    elif before.phase == "draft" and after.phase == "play":
        out.append(
            tell.line(
                after.mover,
                N_("the draft is over; you place first"),
                N_("the draft is over; {name} places first"),
            )
        )
    elif after.phase != "draft":
        out.append(tell.line(after.mover, N_("your turn"), N_("{name}'s turn")))
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
        head = tell.line(
            mover,
            N_("You take the top tile of stack {stack} ({face})"),
            N_("{who} takes the top tile of stack {stack} ({face})"),
            stack=action.stack + 1,
            face=face_label(game, up, tell),
        )
        if known & bit:
            head = tell.t(
                N_("{head}, hidden face ({face})"), head=head, face=face_label(game, down, tell)
            )
        parts.append(head)
        for i, stack in enumerate(after.stacks):
            if len(stack) != len(before.stacks[i]) or stack[-1:] != before.stacks[i][-1:]:
                if stack:
                    parts.append(
                        tell.t(
                            N_("stack {stack} now shows ({face})"),
                            stack=i + 1,
                            face=face_label(game, stack[-1][0], tell),
                        )
                    )
                else:
                    parts.append(
                        tell.t(N_("stack {stack} now shows nothing: it is empty"), stack=i + 1)
                    )
    elif isinstance(action, Place):
        fid = before.face_of(action)
        up, down, known = before.hands[mover][action.slot]
        you, other = _PLACE[action.side]
        parts.append(
            tell.line(
                mover,
                you,
                other,
                tile=tile_of(tell, mover, action.slot, own=True),
                face=face_label(game, fid, tell),
                space=space_name(action.q, action.r, tell.language),
                turned=turned(action.rotation, tell),
            )
        )
        if action.side == "u" and known & bit:
            parts.append(
                tell.t(
                    N_("its other face ({face}) lies beneath"), face=face_label(game, down, tell)
                )
            )
    elif isinstance(action, Volcano):
        all_land = before.open[(action.q, action.r)][1] == ALL_SIDES
        you, other = _VOLCANO[all_land]
        parts.append(
            tell.line(
                mover,
                you,
                other,
                space=space_name(action.q, action.r, tell.language),
                turned=turned(action.rotation, tell),
            )
        )
    elif isinstance(action, Steal):
        up, down, known = before.hands[action.seat][action.slot]
        tile = tile_of(tell, action.seat, action.slot)
        if tell.is_you(mover):  # the thief looks at its new tile
            parts.append(
                tell.t(
                    N_("You steal {tile} ({face}), hidden face ({hidden})"),
                    tile=tile,
                    face=face_label(game, up, tell),
                    hidden=face_label(game, down, tell),
                )
            )
        else:
            parts.append(
                tell.line(
                    mover,
                    N_("You steal {tile} ({face})"),
                    N_("{who} steals {tile} ({face})"),
                    tile=tile,
                    face=face_label(game, up, tell),
                )
            )
    elif isinstance(action, Pass):
        if before.phase == "waypoint":
            parts.append(
                tell.line(
                    mover,
                    N_("You keep your waypoint off the map"),
                    N_("{who} keeps their waypoint off the map"),
                )
            )
        elif before.phase == "again":
            parts.append(
                tell.line(
                    mover,
                    N_("You have no place for your second tile"),
                    N_("{who} has no place for their second tile"),
                )
            )
        else:
            shown = tell.language.listing(
                [
                    tell.t(
                        N_("a tile ({face}; other face {other})"),
                        face=face_label(game, u, tell),
                        other=face_label(game, d, tell),
                    )
                    for u, d, _ in before.hands[mover]
                ]
            )
            parts.append(
                tell.line(
                    mover,
                    N_("You can place no face and discard {tiles}"),
                    N_("{who} can place no face and discards {tiles}"),
                    tiles=shown or tell.t(N_("nothing")),
                )
            )
    elif isinstance(action, Waypoint):
        fid, rot, _, _ = before.cells[(action.q, action.r)]
        region = tiles.placed(fid, rot)["regions"][action.region]
        you, other = _WAYPOINT[region["type"]]
        head = tell.line(
            mover,
            you,
            other,
            edges=_edges(region["edges"], tell),
            tile=tile_on(action.q, action.r, tell),
        )
        if area(before.cells, tiles, (action.q, action.r), action.region)[1]:
            head = tell.t(
                N_(
                    "{head} (that area is complete already: the waypoint comes back only "
                    "when the tile is surrounded)"
                ),
                head=head,
            )
        parts.append(head)
    else:  # pragma: no cover - every action type is told above
        parts.append(
            tell.line(mover, N_("You play {action}"), N_("{who} plays {action}"), action=action)
        )
    parts += [event(tell) for event in before.events(action)]
    dead = sorted(set(after.dead_spaces()) - set(before.dead_spaces()))
    for q, r in dead:
        parts.append(
            tell.t(
                N_("{space} can never be filled: every area touching it is dead"),
                space=space_name(q, r, tell.language),
            )
        )
    if after.points != before.points and after.phase != "over":
        parts.append(tell.t(N_("score: {totals}"), totals=_totals(game, after, tell)))
    parts += _next(before, after, tell)
    return "; ".join(parts)


def describe_start(state: LandVsSeaState, tell: Naming) -> str:
    """Who begins and why."""
    game = state.game
    if state.phase == "over":
        return capital(_result(game, state, tell))
    mover = state.mover
    if state.phase == "draft":
        order = ", ".join(
            tell.t(N_("you")) if tell.is_you(s) else tell.name(s) for s in range(game.players)
        )
        return tell.line(
            mover,
            N_(
                "You begin (Land always starts): in turn ({order}) each player takes the top "
                "tile of either stack until everyone holds two, then you place first"
            ),
            N_(
                "{who} begins (Land always starts): in turn ({order}) each player takes the "
                "top tile of either stack until everyone holds two, then {name} places first"
            ),
            order=order,
        )
    return tell.line(mover, N_("You are to move"), N_("{who} is to move"))


class LandVsSeaWords(Words["LandVsSeaState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: LandVsSeaState, action: Action, after: LandVsSeaState, tell: Naming
    ) -> str:
        return describe(before, action, after, tell)

    def start(self, state: LandVsSeaState, tell: Naming) -> str:
        return describe_start(state, tell)

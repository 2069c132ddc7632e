"""Land vs Sea: tiles as feature rows, and a compact action map.

The game's own integer encoding numbers every hand slot and side at every coordinate of
a window wide enough for any map (about 0.5 million integers with the built-in tiles):
exact, but too wide for action masks. ``LandVsSeaActions`` numbers actions relative to
the mover's view instead: which of your tiles, which of its faces, which open space.

With N regular tiles (``game.max_length == 4N + 1``) a map holds at most N + 2 tiles and
so has at most S = 2(N + 2) + 4 open spaces (the perimeter bound of hexagon clusters).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from seaboard.adapters.observation import ActionMap, Encoder, Piece, Planes
from seaboard.engine import Action, Game, NotationError

ICONS = ("play_again", "steal", "caravan", "ship")
PHASES = ("draft", "play", "again", "steal", "volcano", "draw", "over", "waypoint")
SLOTS = 3  # tiles a hand can hold (two, and a stolen one at most briefly)
FACE = 14  # features of one face, see face_features
SIDES = ("land", "sea")

_PLACE = re.compile(r"h(\d)([ud])@(-?\d+),(-?\d+)r([0-5])$")
_VOLCANO = re.compile(r"volcano@(-?\d+),(-?\d+)r([0-5])$")
_STEAL = re.compile(r"steal (\d+)\.(\d+)$")
_TAKE = re.compile(r"take ([01])$")
_WAYPOINT = re.compile(r"waypoint@(-?\d+),(-?\d+)\.(\d+)$")
REGIONS = 6  # regions a face can have at most (one per edge)


def tile_count(game: Game) -> int:
    """A bound on N, the number of regular tiles: rules.md gives ``max_length`` as 4N + 1
    (5N + 1 with waypoints, where this bound is looser but still true)."""
    return (game.max_length - 1) // 4


def face_features(face: dict[str, Any] | None, out: Any) -> None:
    """Fill 14 numbers for a face: 6 edges (1 = land), regions, bonus points, 4 icon flags
    (play again, steal, caravan, ship), mountain and coral sections."""
    if face is None:
        return
    for i, edge in enumerate(face["edges"]):
        out[i] = 1.0 if edge == "L" else 0.0
    regions = face.get("regions") or ()
    out[6] = len(regions)
    out[7] = sum(region.get("bonus", 0) for region in regions)
    icons = face.get("icons") or ()
    for j, icon in enumerate(ICONS):
        out[8 + j] = 1.0 if icon in icons else 0.0
    out[12] = len(face.get("mountains") or ())
    out[13] = len(face.get("corals") or ())


class LandVsSeaEncoder(Encoder):
    """Pieces after the common ones (N tiles, S open spaces, see the module's docstring):

    map (N + 2, 19): one row per placed tile in the view's order: present, q, r, rotation,
    the 14 face features of the face as placed (edges turned), whether the face beneath is
    known; open (S, 3): present, q, r of each open space (sorted); holes (S, 3): the same
    for holes; hands (2, 3, 30): per seat and hand slot: present, the up face (14), down
    face known, the down face (14); stacks (2, 15): size and the top face of each stack;
    phase (8): draft, play, again, steal, volcano, draw, over, waypoint;
    waypoints (n, 4): per seat, waypoint on the map, its q, r and region;
    misc (6): volcano available, land points, sea points, land areas completed, sea areas
    completed, discarded tiles.
    """

    low: ClassVar[float] = -1000.0
    high: ClassVar[float] = 1000.0

    def game_pieces(self) -> list[Piece]:
        n = tile_count(self.game)
        spaces = 2 * (n + 2) + 4
        return [
            ("map", (n + 2, 5 + FACE)),
            ("open", (spaces, 3)),
            ("holes", (spaces, 3)),
            ("hands", (self.players, SLOTS, 2 + 2 * FACE)),
            ("stacks", (2, 1 + FACE)),
            ("phase", (len(PHASES),)),
            ("waypoints", (self.players, 4)),
            ("misc", (6,)),
        ]

    def fill(self, view: dict[str, Any], planes: Planes) -> None:
        rows = planes["map"]
        for i, tile in enumerate(view["map"][: rows.shape[0]]):
            row = rows[i]
            row[0:4] = [1.0, tile["q"], tile["r"], tile.get("rotation", 0)]
            face_features(tile, row[4 : 4 + FACE])
            row[4 + FACE] = 1.0 if tile.get("beneath") is not None else 0.0
        for key in ("open", "holes"):
            plane = planes[key]
            for i, (q, r) in enumerate((view.get(key) or [])[: plane.shape[0]]):
                plane[i] = [1.0, q, r]
        hands = planes["hands"]
        for seat, hand in enumerate(view.get("hands") or ()):
            for slot, tile in enumerate(hand[:SLOTS]):
                cell = hands[seat, slot]
                cell[0] = 1.0
                face_features(tile.get("up"), cell[1 : 1 + FACE])
                if tile.get("down") is not None:
                    cell[1 + FACE] = 1.0
                    face_features(tile["down"], cell[2 + FACE : 2 + 2 * FACE])
        for i, stack in enumerate((view.get("stacks") or [])[:2]):
            planes["stacks"][i, 0] = stack["size"]
            face_features(stack.get("top"), planes["stacks"][i, 1:])
        phase = view.get("phase")
        if phase in PHASES:
            planes["phase"][PHASES.index(phase)] = 1.0
        for seat, waypoint in enumerate((view.get("waypoints") or [])[: self.players]):
            if waypoint:
                planes["waypoints"][seat] = [1.0, waypoint["q"], waypoint["r"], waypoint["region"]]
        points = view.get("points") or {}
        completed = view.get("completed") or {}
        planes["misc"][:] = [
            1.0 if view.get("volcano_available") else 0.0,
            points.get("land", 0),
            points.get("sea", 0),
            completed.get("land", 0),
            completed.get("sea", 0),
            len(view.get("discards") or ()),
        ]


class Context:
    """The mover's hand and the open spaces, indexed once per position."""

    __slots__ = ("hand", "space_index", "spaces", "tile_index", "tiles")

    def __init__(self, view: dict[str, Any]) -> None:
        cells = {(q, r) for q, r in (view.get("open") or [])}
        cells.update((q, r) for q, r in (view.get("holes") or []))
        self.spaces = sorted(cells)
        self.space_index = {cell: i for i, cell in enumerate(self.spaces)}
        self.tiles = [(tile["q"], tile["r"]) for tile in view["map"]]
        self.tile_index = {cell: i for i, cell in enumerate(self.tiles)}
        self.hand: list[dict[str, Any]] = view["hands"][view["seat"]]


class LandVsSeaActions(ActionMap):
    """Compact integers, read against the mover's view:

    * placements ``((slot * 2 + face) * S + space) * 6 + rotation``: ``slot`` is the tile's
      place in your hand, ``face`` 0 for its up face and 1 for its down face, ``space`` the
      position in the sorted list of open spaces and holes;
    * then the Volcano/Whirlpool ``space * 6 + rotation``;
    * then steals ``seat * 3 + slot``, then ``take 0``, ``take 1`` and ``pass``;
    * then waypoints ``tile * 6 + region``, ``tile`` the position in the view's map list.
    """

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        n = tile_count(game)
        self.spaces = 2 * (n + 2) + 4
        self.base_volcano = SLOTS * 2 * self.spaces * 6
        self.base_steal = self.base_volcano + self.spaces * 6
        self.base_take = self.base_steal + game.players * SLOTS
        self.base_waypoint = self.base_take + 3
        self.size = self.base_waypoint + (n + 2) * REGIONS

    def context(self, state: Any) -> Context | None:
        mover = state.to_move
        return None if mover is None else self.context_from_view(state.view(mover))

    def context_from_view(self, view: dict[str, Any]) -> Context:
        return Context(view)

    def index_of(self, context: Context | None, action: Action) -> int:
        if context is not None and isinstance(action, tuple) and len(action) == 5:
            # fast path: the game's placements are tuples (slot, side, q, r, rotation)
            slot, side, q, r, rotation = action
            face = 1 if side == "d" else 0
            space = context.space_index[(q, r)]
            return int(((slot * 2 + face) * self.spaces + space) * 6 + rotation)
        text = str(action)
        if text == "pass":
            return self.base_take + 2
        if m := _TAKE.match(text):
            return self.base_take + int(m[1])
        if m := _STEAL.match(text):
            return self.base_steal + int(m[1]) * SLOTS + int(m[2])
        if context is None:
            raise NotationError(f"{text}: a placement needs the mover's view")
        if m := _WAYPOINT.match(text):
            tile = context.tile_index[(int(m[1]), int(m[2]))]
            return self.base_waypoint + tile * REGIONS + int(m[3])
        if m := _VOLCANO.match(text):
            space = context.space_index[(int(m[1]), int(m[2]))]
            return self.base_volcano + space * 6 + int(m[3])
        m = _PLACE.match(text)
        if m is None:
            raise NotationError(f"{text}: not an action of land-vs-sea")
        slot, face = int(m[1]), 1 if m[2] == "d" else 0
        if slot >= len(context.hand):
            raise NotationError(f"{text}: the mover holds no tile in slot {slot}")
        space = context.space_index[(int(m[3]), int(m[4]))]
        return ((slot * 2 + face) * self.spaces + space) * 6 + int(m[5])

    def action_at(self, context: Context | None, index: int) -> Action:
        parse = self.game.parse_action
        if not 0 <= index < self.size:
            raise NotationError(f"action index {index} is outside 0..{self.size - 1}")
        if index >= self.base_waypoint:
            if context is None:
                raise NotationError(f"action {index} places a waypoint, but nobody is to move")
            tile, region = divmod(index - self.base_waypoint, REGIONS)
            if tile >= len(context.tiles):
                raise NotationError(f"action {index}: there is no tile {tile} on the map")
            q, r = context.tiles[tile]
            return parse(f"waypoint@{q},{r}.{region}")
        if index >= self.base_take:
            return parse(("take 0", "take 1", "pass")[index - self.base_take])
        if index >= self.base_steal:
            seat, slot = divmod(index - self.base_steal, SLOTS)
            return parse(f"steal {seat}.{slot}")
        if context is None:
            raise NotationError(f"action {index} places a tile, but nobody is to move")
        spaces = context.spaces
        if index >= self.base_volcano:
            space, rotation = divmod(index - self.base_volcano, 6)
            if space >= len(spaces):
                raise NotationError(f"action {index}: there is no open space {space}")
            q, r = spaces[space]
            return parse(f"volcano@{q},{r}r{rotation}")
        rest, rotation = divmod(index, 6)
        rest, space = divmod(rest, self.spaces)
        slot, face = divmod(rest, 2)
        hand = context.hand
        if slot >= len(hand) or space >= len(spaces):
            raise NotationError(f"action {index}: no such tile or open space")
        q, r = spaces[space]
        return parse(f"h{slot}{'ud'[face]}@{q},{r}r{rotation}")


ENCODER = LandVsSeaEncoder
ACTIONS = LandVsSeaActions

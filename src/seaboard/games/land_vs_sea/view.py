"""The shape of Land vs Sea's view and of its actions' data (checked by the conformance kit,
turned into the browser's types). Cells are axial ``[q, r]``."""

from __future__ import annotations

from typing import Literal, TypedDict

from seaboard.engine.viewshape import BaseView


class LandSeaPlace(TypedDict):
    """Place face ``side`` of the tile in hand slot ``slot`` at (q, r), turned by ``rotation``."""

    kind: Literal["place"]
    slot: int
    side: Literal["up", "down"]
    q: int
    r: int
    rotation: int


class LandSeaVolcano(TypedDict):
    """Put the Volcano/Whirlpool into the hole at (q, r)."""

    kind: Literal["volcano"]
    q: int
    r: int
    rotation: int


class LandSeaSteal(TypedDict):
    """Take the tile in hand slot ``slot`` of seat ``seat``."""

    kind: Literal["steal"]
    seat: int
    slot: int


class LandSeaTake(TypedDict):
    """Take the top tile of stack ``stack``."""

    kind: Literal["take"]
    stack: int


class LandSeaPass(TypedDict):
    """Place nothing."""

    kind: Literal["pass"]


class LandSeaWaypoint(TypedDict):
    """Put the waypoint on region ``region`` of the tile at (q, r)."""

    kind: Literal["waypoint"]
    q: int
    r: int
    region: int


LandSeaAction = (
    LandSeaPlace | LandSeaVolcano | LandSeaSteal | LandSeaTake | LandSeaPass | LandSeaWaypoint
)


class LandSeaRegion(TypedDict):
    """A region of a face: land or sea ("L", "S"), its edges and bonus points."""

    type: str
    edges: list[int]
    bonus: int


class LandSeaFace(TypedDict):
    """A face as placed: edges "LSSLSS" from east anticlockwise, regions, icons, chains."""

    id: str
    edges: str
    regions: list[LandSeaRegion]
    icons: list[str]
    mountains: list[list[int]]
    corals: list[list[int]]


class LandSeaTile(LandSeaFace):
    """A tile on the map, with the face beneath it when the seat knows it."""

    q: int
    r: int
    rotation: int
    beneath: LandSeaFace | None
    beneath_seen_by: list[int]
    complete: list[int]  # the indices of its regions that lie in a complete area


class LandSeaHandTile(TypedDict):
    """A tile in a hand: the face showing, the hidden face when known, who knows it."""

    up: LandSeaFace
    down: LandSeaFace | None
    seen_by: list[int]


class LandSeaStack(TypedDict):
    """A draw stack: its size and top face."""

    size: int
    top: LandSeaFace | None


class LandSeaDiscard(TypedDict):
    """A discarded tile, both faces shown."""

    up: LandSeaFace
    down: LandSeaFace


class LandSeaWaypointMark(TypedDict):
    """A placed waypoint and whether its area is complete."""

    q: int
    r: int
    region: int
    area_complete: bool


class LandSeaModules(TypedDict):
    """Which modules the game plays with."""

    mountains_coral: bool
    caravans_ships: bool
    waypoints: bool


class LandSeaChain(TypedDict):
    """A Mountain or Coral chain: its sections and cells."""

    type: Literal["mountain", "coral"]
    sections: int
    cells: list[list[int]]


class LandSeaRoute(TypedDict):
    """A trade route: its cells and the Caravans and Ships on it."""

    cells: list[list[int]]
    caravans: int
    ships: int


class LandSeaView(BaseView):
    """``State.view`` of Land vs Sea."""

    legal_data: list[LandSeaAction]
    map: list[LandSeaTile]
    hands: list[list[LandSeaHandTile]]
    stacks: list[LandSeaStack]
    volcano_available: bool
    open: list[list[int]]
    phase: str
    holes: list[list[int]]
    discards: list[LandSeaDiscard]
    dead: list[list[int]]
    points: dict[str, int]
    completed: dict[str, int]
    area_points: dict[str, int]  # what the complete areas' tiles give each side so far
    roles: list[str]
    teams: list[int]
    waypoints: list[LandSeaWaypointMark | None]
    complete_regions: list[list[int]]
    modules: LandSeaModules
    chains: list[LandSeaChain]
    routes: list[LandSeaRoute]

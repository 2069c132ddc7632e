"""The shape of Land vs Sea's view and of its actions' data (checked by the conformance kit,
turned into the browser's types). Cells are axial ``[q, r]``."""

from __future__ import annotations

from typing import Literal, TypedDict

from seaboard.engine.viewshape import BaseView


class LandVsSeaPlace(TypedDict):
    """Place face ``side`` of the tile in hand slot ``slot`` at (q, r), turned by ``rotation``."""

    kind: Literal["place"]
    slot: int
    side: Literal["up", "down"]
    q: int
    r: int
    rotation: int


class LandVsSeaVolcano(TypedDict):
    """Put the Volcano/Whirlpool into the hole at (q, r)."""

    kind: Literal["volcano"]
    q: int
    r: int
    rotation: int


class LandVsSeaSteal(TypedDict):
    """Take the tile in hand slot ``slot`` of seat ``seat``."""

    kind: Literal["steal"]
    seat: int
    slot: int


class LandVsSeaTake(TypedDict):
    """Take the top tile of stack ``stack``."""

    kind: Literal["take"]
    stack: int


class LandVsSeaPass(TypedDict):
    """Place nothing."""

    kind: Literal["pass"]


class LandVsSeaWaypoint(TypedDict):
    """Put the waypoint on region ``region`` of the tile at (q, r)."""

    kind: Literal["waypoint"]
    q: int
    r: int
    region: int


LandVsSeaAction = (
    LandVsSeaPlace
    | LandVsSeaVolcano
    | LandVsSeaSteal
    | LandVsSeaTake
    | LandVsSeaPass
    | LandVsSeaWaypoint
)


class LandVsSeaRegion(TypedDict):
    """A region of a face: land or sea ("L", "S"), its edges and bonus points."""

    type: str
    edges: list[int]
    bonus: int


class LandVsSeaFace(TypedDict):
    """A face as placed: edges "LSSLSS" from east anticlockwise, regions, icons, chains."""

    id: str
    edges: str
    regions: list[LandVsSeaRegion]
    icons: list[str]
    mountains: list[list[int]]
    corals: list[list[int]]


class LandVsSeaTile(LandVsSeaFace):
    """A tile on the map, with the face beneath it when the seat knows it."""

    q: int
    r: int
    rotation: int
    beneath: LandVsSeaFace | None
    beneath_seen_by: list[int]
    complete: list[int]  # the indices of its regions that lie in a complete area


class LandVsSeaHandTile(TypedDict):
    """A tile in a hand: the face showing, the hidden face when known, who knows it."""

    up: LandVsSeaFace
    down: LandVsSeaFace | None
    seen_by: list[int]


class LandVsSeaStack(TypedDict):
    """A draw stack: its size and top face."""

    size: int
    top: LandVsSeaFace | None


class LandVsSeaDiscard(TypedDict):
    """A discarded tile, both faces shown."""

    up: LandVsSeaFace
    down: LandVsSeaFace


class LandVsSeaWaypointMark(TypedDict):
    """A placed waypoint and whether its area is complete."""

    q: int
    r: int
    region: int
    area_complete: bool


class LandVsSeaModules(TypedDict):
    """Which modules the game plays with."""

    mountains_coral: bool
    caravans_ships: bool
    waypoints: bool


class LandVsSeaChain(TypedDict):
    """A Mountain or Coral chain: its sections and cells."""

    type: Literal["mountain", "coral"]
    sections: int
    cells: list[list[int]]


class LandVsSeaRoute(TypedDict):
    """A trade route: its cells and the Caravans and Ships on it."""

    cells: list[list[int]]
    caravans: int
    ships: int


class LandVsSeaOwnView(TypedDict):
    """The keys of Land vs Sea's view that the game writes (``State._view``)."""

    map: list[LandVsSeaTile]
    hands: list[list[LandVsSeaHandTile]]
    stacks: list[LandVsSeaStack]
    volcano_available: bool
    open: list[list[int]]
    phase: str
    holes: list[list[int]]
    discards: list[LandVsSeaDiscard]
    dead: list[list[int]]
    points: dict[str, int]
    completed: dict[str, int]
    area_points: dict[str, int]  # what the complete areas' tiles give each side so far
    roles: list[str]
    teams: list[int]
    waypoints: list[LandVsSeaWaypointMark | None]
    complete_regions: list[list[int]]
    modules: LandVsSeaModules
    chains: list[LandVsSeaChain]
    routes: list[LandVsSeaRoute]


class LandVsSeaView(BaseView, LandVsSeaOwnView):
    """``State.view`` of Land vs Sea."""

    legal_data: list[LandVsSeaAction]

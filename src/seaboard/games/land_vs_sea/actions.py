"""Land vs Sea's actions with their notation, and the constants of the hex map and the seats.

Cells are axial hex coordinates (q, r); directions and rotations count 0-5 from east,
anticlockwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

from seaboard.engine import Action, NotationError
from seaboard.engine.actiondata import kind_of, text, whole
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.typed import counted_from_one, normal

Cell = tuple[int, int]
Item = tuple[int, int, int]  # (up face, down face, bit mask of the seats that know the down)
Placed = tuple[int, int, int, int]  # (face, rotation, face beneath or -1, who knows it)
Spot = tuple[int, int, int]  # a waypoint's place: (q, r, region index of the face)

DIRS: Final[tuple[Cell, ...]] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SIDES: Final = len(DIRS)  # sides of a hex: directions and rotations count 0..5
HALF_TURN: Final = SIDES // 2  # direction d + HALF_TURN is the opposite of d
ALL_SIDES: Final = (1 << SIDES) - 1  # an edge mask with every side set
PHASES: Final = ("draft", "play", "volcano", "again", "steal", "waypoint", "draw", "over")
KIND_NAME: Final = {"L": N_("land"), "S": N_("sea")}
# The directions as an edge's name ("Kante Ost" in German), messages of the catalogue.
EDGE_NAMES: Final = (
    *(N_("east"), N_("north-east"), N_("north-west")),
    *(N_("west"), N_("south-west"), N_("south-east")),
)
# A space by the way there from the starting tile: one step, steps in one direction, steps
# in two neighbouring directions (the second one anticlockwise from the first). Whole
# messages, as a language words each way differently.
_ONE_STEP: Final = (
    N_("the space east of the starting tile"),
    N_("the space north-east of the starting tile"),
    N_("the space north-west of the starting tile"),
    N_("the space west of the starting tile"),
    N_("the space south-west of the starting tile"),
    N_("the space south-east of the starting tile"),
)
_STEPS: Final = (
    N_("the space {a} east of the starting tile"),
    N_("the space {a} north-east of the starting tile"),
    N_("the space {a} north-west of the starting tile"),
    N_("the space {a} west of the starting tile"),
    N_("the space {a} south-west of the starting tile"),
    N_("the space {a} south-east of the starting tile"),
)
_TWO_WAYS: Final = (
    N_("the space {a} east and {b} north-east of the starting tile"),
    N_("the space {a} north-east and {b} north-west of the starting tile"),
    N_("the space {a} north-west and {b} west of the starting tile"),
    N_("the space {a} west and {b} south-west of the starting tile"),
    N_("the space {a} south-west and {b} south-east of the starting tile"),
    N_("the space {a} south-east and {b} east of the starting tile"),
)


def space_name(q: int, r: int, language: Language = ENGLISH) -> str:
    """A space of the map in words, from the starting tile in the middle: "the middle
    space" (the starting tile's), "the space north-east of the starting tile", "the space 2
    east and 1 north-east of the starting tile" (the shortest way there, along at most two
    directions). In ``language``; the German names the space without its article ("Feld
    östlich des Startplättchens"), so that each sentence puts the article in its case."""
    if (q, r) == (0, 0):
        return language.t(N_("the middle space"))
    for d in range(6):
        (aq, ar), (bq, br) = DIRS[d], DIRS[(d + 1) % 6]
        det = aq * br - ar * bq
        a = (q * br - r * bq) // det
        b = (aq * r - ar * q) // det
        if a > 0 and b >= 0 and (a * aq + b * bq, a * ar + b * br) == (q, r):
            if not b:
                return language.t(_ONE_STEP[d]) if a == 1 else language.t(_STEPS[d], a=a)
            return language.t(_TWO_WAYS[d], a=a, b=b)
    raise AssertionError(f"no way to {q},{r}")  # pragma: no cover - every offset decomposes


# -- actions ------------------------------------------------------------------------
class Place(Action):
    """Place a face of the tile in the mover's hand slot ``slot`` at (q, r), turned by
    ``rotation``: ``side`` "u" is the face showing, "d" the hidden face beneath it.

    Faces are named by hand slot and side, never by their printed tile number: the
    number would tell anyone holding the tile file the other face of the tile.

    A plain slotted class rather than a frozen dataclass: random play builds hundreds of
    these per position, and a frozen dataclass's ``__init__`` is several times slower
    (mypyc compiles this one into a native class). Treat it as immutable, as every action.
    """

    __slots__ = ("q", "r", "rotation", "side", "slot")

    def __init__(self, slot: int, side: str, q: int, r: int, rotation: int) -> None:
        self.slot = slot
        self.side = side
        self.q = q
        self.r = r
        self.rotation = rotation

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Place)
            and self.q == other.q
            and self.r == other.r
            and self.rotation == other.rotation
            and self.slot == other.slot
            and self.side == other.side
        )

    def __hash__(self) -> int:
        # From whole numbers only: a string's hash changes from process to process.
        return (((self.slot * 2 + (self.side == "d")) * 1024 + self.q) * 1024 + self.r) * 8 + (
            self.rotation
        )

    def __reduce__(self) -> tuple[Any, ...]:
        return (Place, (self.slot, self.side, self.q, self.r, self.rotation))

    @property
    def face(self) -> str:
        """The face's name in the mover's hand, as the view's ``id`` ("h0u")."""
        return f"h{self.slot}{self.side}"

    def __repr__(self) -> str:
        return f"Place({self.slot}, {self.side!r}, {self.q}, {self.r}, {self.rotation})"

    def __str__(self) -> str:
        return f"h{self.slot}{self.side}@{self.q},{self.r}r{self.rotation}"

    def data(self) -> dict[str, Any]:
        return {
            "kind": "place",
            "slot": self.slot,
            "side": "up" if self.side == "u" else "down",
            "q": self.q,
            "r": self.r,
            "rotation": self.rotation,
        }


@dataclass(frozen=True, slots=True)
class Volcano(Action):
    """Put the Volcano/Whirlpool into the hole at (q, r) turned by ``rotation``."""

    q: int
    r: int
    rotation: int

    def __str__(self) -> str:
        return f"volcano@{self.q},{self.r}r{self.rotation}"

    def data(self) -> dict[str, Any]:
        return {"kind": "volcano", "q": self.q, "r": self.r, "rotation": self.rotation}


@dataclass(frozen=True, slots=True)
class Steal(Action):
    """Take the tile in hand slot ``slot`` of seat ``seat``."""

    seat: int
    slot: int

    def __str__(self) -> str:
        return f"steal {self.seat}.{self.slot}"

    def data(self) -> dict[str, Any]:
        return {"kind": "steal", "seat": self.seat, "slot": self.slot}


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take the top tile of stack ``stack`` (0 or 1)."""

    stack: int

    def __str__(self) -> str:
        return f"take {self.stack}"

    def data(self) -> dict[str, Any]:
        return {"kind": "take", "stack": self.stack}


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Place nothing: discard an unplayable hand, or decline a Play Again."""

    def __str__(self) -> str:
        return "pass"

    def data(self) -> dict[str, Any]:
        return {"kind": "pass"}


@dataclass(frozen=True, slots=True)
class Waypoint(Action):
    """Put your waypoint on region ``region`` of the tile at (q, r)."""

    q: int
    r: int
    region: int

    def __str__(self) -> str:
        return f"waypoint@{self.q},{self.r}.{self.region}"

    def data(self) -> dict[str, Any]:
        return {"kind": "waypoint", "q": self.q, "r": self.r, "region": self.region}


PASS: Final = Pass()
_PLACE_RE = re.compile(r"h([01])([ud])@(-?\d+),(-?\d+)r([0-5])")
_VOLCANO_RE = re.compile(r"volcano@(-?\d+),(-?\d+)r([0-5])")
_STEAL_RE = re.compile(r"steal (\d)\.([01])")
_TAKE_RE = re.compile(r"take ([01])")
_WAYPOINT_RE = re.compile(r"waypoint@(-?\d+),(-?\d+)\.([0-5])")
ROLES: Final = {2: ("land", "sea"), 3: ("land", "sea", "cartographer"), 4: ("land", "sea") * 2}
TEAMS: Final = {2: (0, 1), 3: (0, 1, 2), 4: (0, 1, 0, 1)}
TEAM_NAMES: Final = ("land", "sea", "cartographer")
LAND, SEA, CARTOGRAPHER = range(len(TEAM_NAMES))  # the scoring sides (teams)
HAND_SLOTS: Final = 2  # a hand holds at most two tiles
STACKS: Final = 2  # the draw stacks

# the fields of each kind of action data (view.py declares their types)
DATA_FIELDS: Final = {
    "place": ("slot", "side", "q", "r", "rotation"),
    "volcano": ("q", "r", "rotation"),
    "steal": ("seat", "slot"),
    "take": ("stack",),
    "pass": (),
    "waypoint": ("q", "r", "region"),
}


def action_from_data(obj: object) -> Action:
    """The action that ``Action.data()`` gave; its limits are checked by its notation."""
    kind, data = kind_of(obj, DATA_FIELDS)
    if kind == "pass":
        return PASS
    if kind == "take":
        return Take(whole(data, "stack"))
    if kind == "steal":
        return Steal(whole(data, "seat"), whole(data, "slot"))
    q, r = whole(data, "q"), whole(data, "r")
    if kind == "waypoint":
        return Waypoint(q, r, whole(data, "region"))
    if kind == "volcano":
        return Volcano(q, r, whole(data, "rotation"))
    side = text(data, "side")
    if side not in ("up", "down"):
        raise NotationError(N_("side must be up or down, not {side}"), side=repr(side))
    return Place(whole(data, "slot"), side[0], q, r, whole(data, "rotation"))


# The notation as regular expressions: no sentence for people may hold it (the words tests
# scan every sentence with them, through Game.notation_patterns).
NOTATION_PATTERNS: Final[tuple[str, ...]] = (
    r"-?\d+,-?\d+",  # axial coordinates
    r"\bh[01][ud]\b",  # a face in hand as the notation names it
    r"@",
    r"\br[0-5]\b",  # a rotation
    r"\bturned \d\b",  # a rotation counted in sixths
    r"\b(take|steal) \d",
    r"\d\.\d",  # "steal 1.0", "waypoint@0,0.2"
    r"\btile \d\b",  # a hand slot by number
    r"\bregion \d\b",
)


# -- the shown notation: what a player reads and types ---------------------------------
# As the board shows them: tiles in hand, stacks and a tile's regions from 1, spaces by
# the q,r the map prints, a rotation as the steps the face is turned ("turned 0": as
# drawn), a player by role (by number where two share it). ``str(action)`` stays on the
# wire and in records.
_TYPED = {
    "place": re.compile(r"tile (\d+) (up|down) (?:on )?(-?\d+),(-?\d+),? turned (\d+)"),
    "volcano": re.compile(r"(?:volcano|whirlpool) (?:on )?(-?\d+),(-?\d+),? turned (\d+)"),
    "steal": re.compile(r"steal (.+)'s tile (\d+)"),
    "take": re.compile(r"take (?:from )?(?:stack )?(\d+)"),
    "waypoint": re.compile(r"waypoint (?:on )?(-?\d+),(-?\d+),? region (\d+)"),
}
TYPED_USAGE: Final = (
    "write for example 'tile 1 up on 3,-2 turned 4', 'volcano on 1,0 turned 2', "
    "\"steal Sea's tile 1\", 'take 1', 'waypoint on 2,-1 region 1' or 'pass'"
)
_NOT_TYPED: Final = N_(
    "{text} is not an action; write for example 'tile 1 up on 3,-2 turned 4', "
    "'volcano on 1,0 turned 2', \"steal Sea's tile 1\", 'take 1', "
    "'waypoint on 2,-1 region 1' or 'pass'"
)


def player_shown(seat: int, players: int) -> str:
    """A player as the notation names them: the role, or ``player N`` where two share it."""
    roles = ROLES[players]
    role = roles[seat] if 0 <= seat < len(roles) else ""
    return role.title() if role and roles.count(role) == 1 else f"player {seat + 1}"


def shown(action: Action, players: int) -> str:
    """``action`` as a player reads it."""
    if isinstance(action, Place):
        side = "up" if action.side == "u" else "down"
        return f"tile {action.slot + 1} {side} on {action.q},{action.r} turned {action.rotation}"
    if isinstance(action, Volcano):
        return f"volcano on {action.q},{action.r} turned {action.rotation}"
    if isinstance(action, Steal):
        return f"steal {player_shown(action.seat, players)}'s tile {action.slot + 1}"
    if isinstance(action, Take):
        return f"take {action.stack + 1}"
    if isinstance(action, Waypoint):
        return f"waypoint on {action.q},{action.r} region {action.region + 1}"
    return str(action)


def _turns(word: str) -> int:
    if not word.isdigit() or int(word) >= SIDES:
        raise NotationError(
            N_("a face is turned 0 to {last} steps, not {word}"), last=SIDES - 1, word=word
        )
    return int(word)


def read_shown(text: str, players: int) -> Action:
    """The action typed in the shown notation (the inverse of ``shown``)."""
    t = normal(text)
    if t == "pass":
        return PASS
    m = _TYPED["place"].fullmatch(t)
    if m:
        slot = counted_from_one(m.group(1), HAND_SLOTS, "the tiles in a hand")
        side = "u" if m.group(2) == "up" else "d"
        return Place(slot, side, int(m.group(3)), int(m.group(4)), _turns(m.group(5)))
    m = _TYPED["volcano"].fullmatch(t)
    if m:
        return Volcano(int(m.group(1)), int(m.group(2)), _turns(m.group(3)))
    m = _TYPED["steal"].fullmatch(t)
    if m:
        slot = counted_from_one(m.group(2), HAND_SLOTS, "the tiles in a hand")
        for seat in range(players):
            if player_shown(seat, players).lower() == m.group(1):
                return Steal(seat, slot)
        named = ", ".join(player_shown(s, players) for s in range(players))
        raise NotationError(
            N_("{name} is not a player here; the players are {named}"),
            name=repr(m.group(1)),
            named=named,
        )
    m = _TYPED["take"].fullmatch(t)
    if m:
        return Take(counted_from_one(m.group(1), STACKS, "the stacks"))
    m = _TYPED["waypoint"].fullmatch(t)
    if m:
        region = counted_from_one(m.group(3), SIDES, "a tile's regions")
        return Waypoint(int(m.group(1)), int(m.group(2)), region)
    raise NotationError(_NOT_TYPED, text=repr(text))

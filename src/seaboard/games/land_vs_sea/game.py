"""Land vs Sea: players build a hex map together; Land scores land areas, Sea sea areas.

This module holds the Game: its options, notation, encoding and loading. The State is in
``state.py``, the way an action changes it in ``next_state.py``, what a seat sees of it in
``seen.py``, the map's flood fills in ``map.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from seaboard.engine import Action, Game, History, NotationError, Option, OptionValue
from seaboard.engine.jsonread import field
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import derive
from seaboard.games.land_vs_sea.actions import (
    _PLACE_RE,
    _STEAL_RE,
    _TAKE_RE,
    _VOLCANO_RE,
    _WAYPOINT_RE,
    CARTOGRAPHER,
    HAND_SLOTS,
    LAND,
    NOTATION_PATTERNS,
    PASS,
    PHASES,
    ROLES,
    SEA,
    SIDES,
    STACKS,
    TEAM_NAMES,
    TEAMS,
    Cell,
    Item,
    Pass,
    Place,
    Placed,
    Steal,
    Take,
    Volcano,
    Waypoint,
    action_from_data,
    read_shown,
    shown,
)
from seaboard.games.land_vs_sea.state import LandVsSeaState
from seaboard.games.land_vs_sea.tiles import TileSet, check_tiles_option, load_tiles
from seaboard.games.land_vs_sea.view import LandVsSeaView


class LandVsSea(Game):
    # What the platform reads of the game besides its rules (engine.Game says what each is).
    rating_groups: ClassVar[tuple[tuple[int, int, str], ...]] = (
        (2, 2, "2p"),
        (3, 3, "3p"),
        (4, 4, "teams"),
    )
    clock_options: ClassVar[frozenset[str]] = frozenset()
    short_options: ClassVar[Mapping[str, str]] = {}
    notation_patterns: ClassVar[tuple[str, ...]] = NOTATION_PATTERNS

    name: ClassVar[str] = "land-vs-sea"
    view_shape: ClassVar[type | None] = LandVsSeaView
    title: ClassVar[str] = "Land vs Sea"
    summary: ClassVar[str] = (
        "Build one map of hexagonal tiles together: Land scores the land areas "
        "closed off, Sea the sea areas. Options add more scoring, a third player or teams."
    )
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_players: ClassVar[int] = 2
    options_spec = (
        Option(
            "tiles",
            None,
            "path of a tile-set JSON file (none: the built-in reconstruction)",
            nullable=True,
            check=check_tiles_option,
            label="Tile file",
            words="A file with another tile list, for owners of the printed game (a path on "
            "the computer that runs the game).",
            advanced=True,
        ),
        Option(
            "mountains_coral",
            False,
            "score chains of Mountain sections for Land and of Coral sections for Sea",
            kind=bool,
            label="Mountains & Coral",
            words="Land scores chains of Mountain sections, Sea chains of Coral.",
        ),
        Option(
            "caravans_ships",
            False,
            "2 points for a Caravan/Ship placed next to another; trade routes at the end",
            kind=bool,
            label="Caravans & Ships",
            words="2 points for a Caravan or Ship placed next to another; trade routes score "
            "at the end.",
        ),
        Option(
            "waypoints",
            False,
            "each Land and Sea player has a waypoint",
            kind=bool,
            label="Waypoints",
            words="Each Land and Sea player has a waypoint to put on a region of their side.",
        ),
        Option(
            "printed_pairs",
            False,
            "keep the tile file's pairs of faces (off: every game pairs the faces anew at "
            "random, so the file tells nobody a hidden face)",
            kind=bool,
            label="Printed tile pairs",
            words="Keep the pairs of faces of the tile list. Off (the default): every game "
            "pairs the faces anew, so the list tells nobody a hidden face.",
            advanced=True,
        ),
    )

    @classmethod
    def preset(cls, players: int) -> dict[str, OptionValue]:
        if players == 3:
            return {"mountains_coral": True, "caravans_ships": True, "waypoints": True}
        if players == 4:
            return {"waypoints": True}
        return {}

    @classmethod
    def conformance_configs(cls) -> tuple[tuple[int, dict[str, OptionValue]], ...]:
        return ((2, {}), (3, {}), (4, {}))

    def __init__(self, players: int, options: Mapping[str, OptionValue]) -> None:
        super().__init__(players, options)
        path = self.option("tiles")
        self.tiles: TileSet = load_tiles(None if path is None else str(path))
        self.radius = len(self.tiles.tiles)
        self.width = 2 * self.radius + 1
        cells = self.width * self.width
        # a placement's index: hand slot, face up/down, space, rotation
        self._n_place = HAND_SLOTS * 2 * cells * SIDES
        self._n_volcano = cells * SIDES
        self._base_steal = self._n_place + self._n_volcano
        self._base_take = self._base_steal + HAND_SLOTS * players
        self._base_waypoint = self._base_take + STACKS + 1  # a take per stack, then pass
        self.chains = bool(self.option("mountains_coral"))
        self.traders = bool(self.option("caravans_ships"))
        self.waypoints = bool(self.option("waypoints"))
        self.printed_pairs = bool(self.option("printed_pairs"))
        # who scores chains: Land/Sea, or the Cartographer in the three-player game
        self.chain_team = (CARTOGRAPHER, CARTOGRAPHER) if players == 3 else (LAND, SEA)
        # who scores a trade route with as many Caravans as Ships (nobody with two sides)
        self.tie_team = CARTOGRAPHER if players == 3 else None

    @property
    def roles(self) -> tuple[str, ...]:
        return ROLES[self.players]

    def role_name(self, seat: int, language: Language = ENGLISH) -> str:
        """ "Land" and "Sea"; with two teams "Land 1", "Sea 1", "Land 2", "Sea 2"."""
        name = super().role_name(seat, language)
        return f"{name} {seat // 2 + 1}" if self.players == 4 else name

    def team_name(self, team: int, language: Language = ENGLISH) -> str:
        """The scoring side's name: Land, Sea or Cartographer (in ``language``: the role
        titles are messages of the catalogue)."""
        return language.t(self.role_title(TEAM_NAMES[team]))

    @property
    def teams(self) -> tuple[int, ...]:
        """Scoring side of each seat (0 Land, 1 Sea, 2 Cartographer)."""
        return TEAMS[self.players]

    @property
    def n_teams(self) -> int:
        return max(self.teams) + 1

    @property
    def max_length(self) -> int:
        # per regular tile: one take, one placement or discard, at most one steal and one
        # pass or skip; plus the Volcano/Whirlpool
        # (a waypoint action at most once per turn, and each turn uses up a tile)
        return (5 if self.waypoints else 4) * len(self.tiles.tiles) + 1

    @property
    def num_actions(self) -> int:
        # a waypoint's index: space, region (a face has at most one region per side)
        return self._base_waypoint + self.width * self.width * SIDES

    def new(self, seed: int) -> LandVsSeaState:
        tiles = self.tiles
        rng = derive(seed, "stacks")
        items: list[Item] = []
        if self.printed_pairs:
            for a, b in tiles.tiles:
                items.append((a, b, 0) if rng.random() < 0.5 else (b, a, 0))
        else:
            # the faces are paired anew: the file's pairs tell nothing about this game
            faces = list(tiles.regular)
            rng.shuffle(faces)
            items = [(faces[i], faces[i + 1], 0) for i in range(0, len(faces) - 1, 2)]
        rng.shuffle(items)
        half = (len(items) + 1) // 2
        stacks = (tuple(items[:half]), tuple(items[half:]))
        start: Placed = (tiles.start, 0, -1, 0)
        return LandVsSeaState(
            self,
            seed,
            History(),
            cells={(0, 0): start},
            hands=((),) * self.players,
            stacks=stacks,
            discards=(),
            phase="draft",
            mover=0,
            placed=0,
            again=False,
            steal=False,
            holes=(),
            volcano=True,
            points=(0,) * self.n_teams,
            completed=(0, 0),
            waypoints=(None,) * self.players,
        )

    # -- notation and encoding ---------------------------------------------------
    def _action_from_data(self, obj: object) -> Action:
        return action_from_data(obj)

    def notation_for(self, action: Action, seat: int | None) -> str:
        """The shown notation (actions.py): tiles, stacks and regions from 1."""
        return shown(action, self.players)

    def parse_action_for(self, text: str, seat: int | None) -> Action:
        """The shown notation typed by a player (see ``notation_for``)."""
        return read_shown(text, self.players)

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(N_("an action is text, not {type}"), type=type(text).__name__)
        t = text.strip()
        if t == "pass":
            return PASS
        m = _PLACE_RE.fullmatch(t)
        if m:
            return Place(
                int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4)), int(m.group(5))
            )
        m = _VOLCANO_RE.fullmatch(t)
        if m:
            return Volcano(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        m = _STEAL_RE.fullmatch(t)
        if m:
            return Steal(int(m.group(1)), int(m.group(2)))
        m = _TAKE_RE.fullmatch(t)
        if m:
            return Take(int(m.group(1)))
        m = _WAYPOINT_RE.fullmatch(t)
        if m:
            return Waypoint(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        raise NotationError(
            N_(
                "{text} is not an action; write for example 'h1d@3,-2r4' (the hidden face of "
                "the tile in your hand slot 1 at q=3 r=-2 turned 4 steps; 'h0u' is the face "
                "showing of slot 0), 'volcano@1,0r2', 'steal 1.0', 'take 0', "
                "'waypoint@2,-1.0' (region 0 of the tile at q=2 r=-1) or 'pass'"
            ),
            text=repr(text),
        )

    def _cell_index(self, q: int, r: int) -> int:
        rad = self.radius
        if not (-rad <= q <= rad and -rad <= r <= rad):
            raise NotationError(
                N_("{q},{r} lies outside the encoded window of radius {radius}"),
                q=q,
                r=r,
                radius=rad,
            )
        return (q + rad) * self.width + (r + rad)

    def encode(self, action: Action) -> int:
        if isinstance(action, Place):
            slot, side, q, r, rot = action.slot, action.side, action.q, action.r, action.rotation
            face = slot * 2 + (side == "d")
            cell = self._cell_index(q, r)
            return (face * self.width * self.width + cell) * SIDES + rot
        if isinstance(action, Volcano):
            return self._n_place + self._cell_index(action.q, action.r) * SIDES + action.rotation
        if isinstance(action, Steal):
            if not 0 <= action.seat < self.players:
                raise NotationError(
                    N_("{action}: there is no seat {seat}"), action=action, seat=action.seat
                )
            return self._base_steal + action.seat * HAND_SLOTS + action.slot
        if isinstance(action, Take):
            return self._base_take + action.stack
        if isinstance(action, Pass):
            return self._base_take + STACKS
        if isinstance(action, Waypoint):
            cell = self._cell_index(action.q, action.r)
            return self._base_waypoint + cell * SIDES + action.region
        raise NotationError(N_("{action} is not a Land vs Sea action"), action=repr(action))

    def decode(self, index: int) -> Action:
        self.check_index(index)
        rad, width = self.radius, self.width
        if index < self._n_place:
            rest, rot = divmod(index, SIDES)
            face, cell = divmod(rest, width * width)
            qi, ri = divmod(cell, width)
            slot, down = divmod(face, 2)
            return Place(slot, "ud"[down], qi - rad, ri - rad, rot)
        index -= self._n_place
        if index < self._n_volcano:
            cell, rot = divmod(index, SIDES)
            qi, ri = divmod(cell, width)
            return Volcano(qi - rad, ri - rad, rot)
        index -= self._n_volcano
        if index < HAND_SLOTS * self.players:
            return Steal(*divmod(index, HAND_SLOTS))
        index -= HAND_SLOTS * self.players
        if index <= STACKS:
            return Take(index) if index < STACKS else PASS
        cell, region = divmod(index - STACKS - 1, SIDES)
        qi, ri = divmod(cell, width)
        return Waypoint(qi - rad, ri - rad, region)

    # -- persistence ---------------------------------------------------------------
    def _fid(self, name: object, where: str) -> int:
        if not isinstance(name, str) or name not in self.tiles.by_name:
            raise NotationError(
                N_("{where}: {name} is not a face of the tile set"), where=where, name=repr(name)
            )
        return self.tiles.by_name[name]

    def _item(self, raw: object, where: str) -> Item:
        if not isinstance(raw, list) or len(raw) != 3:
            raise NotationError(N_("{where} must be [up, down, seen-by mask]"), where=where)
        known = raw[2]
        if isinstance(known, bool) or not isinstance(known, int) or known < 0:
            raise NotationError(N_("{where}[2] must be a whole number"), where=where)
        return (self._fid(raw[0], f"{where}[0]"), self._fid(raw[1], f"{where}[1]"), known)

    def state_from_json(self, obj: Mapping[str, Any]) -> LandVsSeaState:
        seed, history, st = self.read_envelope(obj)
        cells: dict[Cell, Placed] = {}
        for i, raw in enumerate(field(st, "map", list)):
            w = f"state.map[{i}]"
            if not isinstance(raw, list) or len(raw) != 6:
                raise NotationError(
                    N_("{where} must be [q, r, face, rotation, beneath, seen-by]"), where=w
                )
            q, r, rot, known = raw[0], raw[1], raw[3], raw[5]
            if not all(isinstance(x, int) and not isinstance(x, bool) for x in (q, r, rot, known)):
                raise NotationError(
                    N_("{where}: q, r, rotation and seen-by are whole numbers"), where=w
                )
            under = -1 if raw[4] is None else self._fid(raw[4], f"{w}[4]")
            cells[(q, r)] = (self._fid(raw[2], f"{w}[2]"), rot % SIDES, under, known)
        hands = []
        for s, hand in enumerate(field(st, "hands", list)):
            if not isinstance(hand, list):
                raise NotationError(N_("state.hands[{seat}] must be a list"), seat=s)
            hands.append(tuple(self._item(x, f"state.hands[{s}][{i}]") for i, x in enumerate(hand)))
        if len(hands) != self.players:
            raise NotationError(N_("state.hands must have {n} entries"), n=self.players)
        stacks = []
        for n, stack in enumerate(field(st, "stacks", list)):
            if not isinstance(stack, list):
                raise NotationError(N_("state.stacks[{n}] must be a list"), n=n)
            stacks.append(
                tuple(self._item(x, f"state.stacks[{n}][{i}]") for i, x in enumerate(stack))
            )
        if len(stacks) != STACKS:
            raise NotationError(N_("state.stacks must have {n} entries"), n=STACKS)
        discards = tuple(
            self._item(x, f"state.discards[{i}]") for i, x in enumerate(field(st, "discards", list))
        )
        phase = field(st, "phase", str)
        if phase not in PHASES:
            raise NotationError(N_("state.phase must be one of {phases}"), phases=", ".join(PHASES))
        holes_raw = field(st, "holes", list)
        holes: list[Cell] = []
        for h in holes_raw:
            if not isinstance(h, list) or len(h) != 2:
                raise NotationError(N_("state.holes must list [q, r] pairs"))
            holes.append((int(h[0]), int(h[1])))
        points = field(st, "points", list)
        if len(points) != self.n_teams or not all(isinstance(p, int) for p in points):
            raise NotationError(N_("state.points must list {n} whole numbers"), n=self.n_teams)
        completed = field(st, "completed", list)
        waypoints: list[tuple[int, int, int] | None] = []
        for i, spot in enumerate(field(st, "waypoints", list)):
            if spot is None:
                waypoints.append(None)
            elif (
                isinstance(spot, list) and len(spot) == 3 and all(isinstance(x, int) for x in spot)
            ):
                waypoints.append((spot[0], spot[1], spot[2]))
            else:
                raise NotationError(N_("state.waypoints[{i}] must be [q, r, region] or null"), i=i)
        if len(waypoints) != self.players:
            raise NotationError(N_("state.waypoints must have {n} entries"), n=self.players)
        mover = field(st, "mover", int)
        if not 0 <= mover < self.players:
            raise NotationError(N_("state.mover must be a seat 0..{last}"), last=self.players - 1)
        state = LandVsSeaState(
            self,
            seed,
            history,
            cells=cells,
            hands=tuple(hands),
            stacks=(stacks[0], stacks[1]),
            discards=discards,
            phase=phase,
            mover=mover,
            placed=field(st, "placed", int),
            again=field(st, "again", bool),
            steal=field(st, "steal", bool),
            holes=tuple(holes),
            volcano=field(st, "volcano_available", bool),
            points=tuple(points),
            completed=(int(completed[0]), int(completed[1])),
            waypoints=tuple(waypoints),
        )
        if phase != "over" and not state.legal_actions():
            why = _STUCK.get(phase, N_("no legal action"))
            raise NotationError(
                _NOBODY,
                told=lambda language: language.t(_NOBODY, phase=repr(phase), why=language.t(why)),
                phase=repr(phase),
                why=why,
            )
        return state


_NOBODY = N_(
    "state: nobody can act in this position (phase {phase}, {why}) and the game is not over"
)
_STUCK = {
    "draft": N_("both stacks are empty"),
    "draw": N_("both stacks are empty"),
    "volcano": N_("no hole is waiting for the Volcano/Whirlpool"),
    "steal": N_("no other player holds two tiles"),
}

"""Land vs Sea: players build a hex map together; Land scores land areas, Sea sea areas."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from seaboard.engine import Action, Game, History, NotationError, Option, OptionValue, State
from seaboard.engine.jsonread import field
from seaboard.engine.rng import derive, fresh_seed
from seaboard.engine.words import counted
from seaboard.games.land_vs_sea.actions import (
    _PLACE_RE,
    _STEAL_RE,
    _TAKE_RE,
    _VOLCANO_RE,
    _WAYPOINT_RE,
    DIRS,
    EDGE_NAMES,
    KIND_NAME,
    NOTATION_PATTERNS,
    PASS,
    PHASES,
    ROLES,
    TEAM_NAMES,
    TEAMS,
    Cell,
    Item,
    Pass,
    Place,
    Placed,
    Spot,
    Steal,
    Take,
    Volcano,
    Waypoint,
    action_from_data,
    space_name,
)
from seaboard.games.land_vs_sea.tiles import TileSet, check_tiles_option, load_tiles
from seaboard.games.land_vs_sea.view import LandSeaView


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
    view_shape: ClassVar[type | None] = LandSeaView
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
        self._n_place = 4 * cells * 6  # hand slot 0/1, face up/down, space, rotation
        self._n_volcano = cells * 6
        self._base_steal = self._n_place + self._n_volcano
        self._base_take = self._base_steal + 2 * players
        self._base_waypoint = self._base_take + 3
        self.chains = bool(self.option("mountains_coral"))
        self.traders = bool(self.option("caravans_ships"))
        self.waypoints = bool(self.option("waypoints"))
        self.printed_pairs = bool(self.option("printed_pairs"))
        # who scores chains: Land/Sea, or the Cartographer in the three-player game
        self.chain_team = (2, 2) if players == 3 else (0, 1)
        self.tie_team = 2 if players == 3 else None

    @property
    def roles(self) -> tuple[str, ...]:
        return ROLES[self.players]

    def role_name(self, seat: int) -> str:
        """ "Land" and "Sea"; with two teams "Land 1", "Sea 1", "Land 2", "Sea 2"."""
        name = super().role_name(seat)
        return f"{name} {seat // 2 + 1}" if self.players == 4 else name

    def team_name(self, team: int) -> str:
        """The scoring side's name: Land, Sea or Cartographer."""
        return TEAM_NAMES[team].title()

    @property
    def teams(self) -> tuple[int, ...]:
        """Scoring side of each seat (0 Land, 1 Sea, 2 Cartographer)."""
        return TEAMS[self.players]

    @property
    def n_teams(self) -> int:
        return 3 if self.players == 3 else 2

    @property
    def max_length(self) -> int:
        # per regular tile: one take, one placement or discard, at most one steal and one
        # pass or skip; plus the Volcano/Whirlpool
        # (a waypoint action at most once per turn, and each turn uses up a tile)
        return (5 if self.waypoints else 4) * len(self.tiles.tiles) + 1

    @property
    def num_actions(self) -> int:
        return self._base_waypoint + self.width * self.width * 6

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

    def parse_action(self, text: str) -> Action:
        if not isinstance(text, str):
            raise NotationError(f"an action is text, not {type(text).__name__}")
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
            f"{text!r} is not an action; write for example 'h1d@3,-2r4' (the hidden face of "
            "the tile in your hand slot 1 at q=3 r=-2 turned 4 steps; 'h0u' is the face "
            "showing of slot 0), 'volcano@1,0r2', 'steal 1.0', 'take 0', "
            "'waypoint@2,-1.0' (region 0 of the tile at q=2 r=-1) or 'pass'"
        )

    def _cell_index(self, q: int, r: int) -> int:
        rad = self.radius
        if not (-rad <= q <= rad and -rad <= r <= rad):
            raise NotationError(f"{q},{r} lies outside the encoded window of radius {rad}")
        return (q + rad) * self.width + (r + rad)

    def encode(self, action: Action) -> int:
        if isinstance(action, Place):
            slot, side, q, r, rot = action
            face = slot * 2 + (side == "d")
            cell = self._cell_index(q, r)
            return (face * self.width * self.width + cell) * 6 + rot
        if isinstance(action, Volcano):
            return self._n_place + self._cell_index(action.q, action.r) * 6 + action.rotation
        if isinstance(action, Steal):
            if not 0 <= action.seat < self.players:
                raise NotationError(f"{action}: there is no seat {action.seat}")
            return self._base_steal + action.seat * 2 + action.slot
        if isinstance(action, Take):
            return self._base_take + action.stack
        if isinstance(action, Pass):
            return self._base_take + 2
        if isinstance(action, Waypoint):
            return self._base_waypoint + self._cell_index(action.q, action.r) * 6 + action.region
        raise NotationError(f"{action!r} is not a Land vs Sea action")

    def decode(self, index: int) -> Action:
        self.check_index(index)
        rad, width = self.radius, self.width
        if index < self._n_place:
            rest, rot = divmod(index, 6)
            face, cell = divmod(rest, width * width)
            qi, ri = divmod(cell, width)
            slot, down = divmod(face, 2)
            return Place(slot, "ud"[down], qi - rad, ri - rad, rot)
        index -= self._n_place
        if index < self._n_volcano:
            cell, rot = divmod(index, 6)
            qi, ri = divmod(cell, width)
            return Volcano(qi - rad, ri - rad, rot)
        index -= self._n_volcano
        if index < 2 * self.players:
            return Steal(*divmod(index, 2))
        index -= 2 * self.players
        if index < 3:
            return Take(index) if index < 2 else PASS
        cell, region = divmod(index - 3, 6)
        qi, ri = divmod(cell, width)
        return Waypoint(qi - rad, ri - rad, region)

    # -- persistence ---------------------------------------------------------------
    def _fid(self, name: object, where: str) -> int:
        if not isinstance(name, str) or name not in self.tiles.by_name:
            raise NotationError(f"{where}: {name!r} is not a face of the tile set")
        return self.tiles.by_name[name]

    def _item(self, raw: object, where: str) -> Item:
        if not isinstance(raw, list) or len(raw) != 3:
            raise NotationError(f"{where} must be [up, down, seen-by mask]")
        known = raw[2]
        if isinstance(known, bool) or not isinstance(known, int) or known < 0:
            raise NotationError(f"{where}[2] must be a whole number")
        return (self._fid(raw[0], f"{where}[0]"), self._fid(raw[1], f"{where}[1]"), known)

    def state_from_json(self, obj: Mapping[str, Any]) -> LandVsSeaState:
        seed, history, st = self.read_envelope(obj)
        cells: dict[Cell, Placed] = {}
        for i, raw in enumerate(field(st, "map", list)):
            w = f"state.map[{i}]"
            if not isinstance(raw, list) or len(raw) != 6:
                raise NotationError(f"{w} must be [q, r, face, rotation, beneath, seen-by]")
            q, r, rot, known = raw[0], raw[1], raw[3], raw[5]
            if not all(isinstance(x, int) and not isinstance(x, bool) for x in (q, r, rot, known)):
                raise NotationError(f"{w}: q, r, rotation and seen-by are whole numbers")
            under = -1 if raw[4] is None else self._fid(raw[4], f"{w}[4]")
            cells[(q, r)] = (self._fid(raw[2], f"{w}[2]"), rot % 6, under, known)
        hands = []
        for s, hand in enumerate(field(st, "hands", list)):
            if not isinstance(hand, list):
                raise NotationError(f"state.hands[{s}] must be a list")
            hands.append(tuple(self._item(x, f"state.hands[{s}][{i}]") for i, x in enumerate(hand)))
        if len(hands) != self.players:
            raise NotationError(f"state.hands must have {self.players} entries")
        stacks = []
        for n, stack in enumerate(field(st, "stacks", list)):
            if not isinstance(stack, list):
                raise NotationError(f"state.stacks[{n}] must be a list")
            stacks.append(
                tuple(self._item(x, f"state.stacks[{n}][{i}]") for i, x in enumerate(stack))
            )
        if len(stacks) != 2:
            raise NotationError("state.stacks must have 2 entries")
        discards = tuple(
            self._item(x, f"state.discards[{i}]") for i, x in enumerate(field(st, "discards", list))
        )
        phase = field(st, "phase", str)
        if phase not in PHASES:
            raise NotationError(f"state.phase must be one of {', '.join(PHASES)}")
        holes_raw = field(st, "holes", list)
        holes: list[Cell] = []
        for h in holes_raw:
            if not isinstance(h, list) or len(h) != 2:
                raise NotationError("state.holes must list [q, r] pairs")
            holes.append((int(h[0]), int(h[1])))
        points = field(st, "points", list)
        if len(points) != self.n_teams or not all(isinstance(p, int) for p in points):
            raise NotationError(f"state.points must list {self.n_teams} whole numbers")
        completed = field(st, "completed", list)
        waypoints: list[tuple[int, int, int] | None] = []
        for i, w in enumerate(field(st, "waypoints", list)):
            if w is None:
                waypoints.append(None)
            elif isinstance(w, list) and len(w) == 3 and all(isinstance(x, int) for x in w):
                waypoints.append((w[0], w[1], w[2]))
            else:
                raise NotationError(f"state.waypoints[{i}] must be [q, r, region] or null")
        if len(waypoints) != self.players:
            raise NotationError(f"state.waypoints must have {self.players} entries")
        mover = field(st, "mover", int)
        if not 0 <= mover < self.players:
            raise NotationError(f"state.mover must be a seat 0..{self.players - 1}")
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
            raise NotationError(
                f"state: nobody can act in this position (phase {phase!r}, "
                f"{_STUCK.get(phase, 'no legal action')}) and the game is not over"
            )
        return state


_STUCK = {
    "draft": "both stacks are empty",
    "draw": "both stacks are empty",
    "volcano": "no hole is waiting for the Volcano/Whirlpool",
    "steal": "no other player holds two tiles",
}


def _neighbours(cell: Cell) -> list[Cell]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRS]


class LandVsSeaState(State):
    __slots__ = (
        "again",
        "cells",
        "completed",
        "discards",
        "ebits",
        "hands",
        "holes",
        "mover",
        "open",
        "pcache",
        "phase",
        "placed",
        "points",
        "stacks",
        "steal",
        "volcano",
        "waypoints",
    )

    def __init__(
        self,
        game: LandVsSea,
        seed: int,
        history: History,
        *,
        cells: dict[Cell, Placed],
        hands: tuple[tuple[Item, ...], ...],
        stacks: tuple[tuple[Item, ...], tuple[Item, ...]],
        discards: tuple[Item, ...],
        phase: str,
        mover: int,
        placed: int,
        again: bool,
        steal: bool,
        holes: tuple[Cell, ...],
        volcano: bool,
        points: tuple[int, ...],
        completed: tuple[int, int],
        waypoints: tuple[Spot | None, ...],
        ebits: dict[Cell, int] | None = None,
        open_: dict[Cell, tuple[int, int]] | None = None,
        pcache: dict[int, tuple[Action, ...]] | None = None,
    ) -> None:
        super().__init__(game, seed, history)
        self.cells = cells
        self.hands = hands
        self.stacks = stacks
        self.discards = discards
        self.phase = phase
        self.mover = mover
        self.placed = placed
        self.again = again
        self.steal = steal
        self.holes = holes
        self.volcano = volcano
        self.points = points
        self.completed = completed
        self.waypoints = waypoints
        if ebits is None or open_ is None:
            pcache = None
            faces = game.tiles.faces
            ebits = {c: faces[p[0]].bits[p[1]] for c, p in cells.items()}
            open_ = {}
            for c in cells:
                for n in _neighbours(c):
                    if n not in cells and n not in open_:
                        open_[n] = _constraint(ebits, n)
        self.ebits = ebits
        self.open = open_
        # placements per face on this frontier, shared by every state with the same `open`
        self.pcache: dict[int, tuple[Action, ...]] = {} if pcache is None else pcache

    @property
    def game(self) -> LandVsSea:
        return self._game  # type: ignore[return-value]

    # -- turn --------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.mover

    def _placements(self, hand: tuple[Item, ...]) -> list[Action]:
        out: list[Action] = []
        for slot, (up, down, _) in enumerate(hand):
            out += self._face_placements(up, slot, "u")
            out += self._face_placements(down, slot, "d")
        return out

    def _face_placements(self, fid: int, slot: int, side: str) -> tuple[Action, ...]:
        """Every placement of face ``fid`` held in ``slot`` on ``side``, on the frontier
        (cached with the frontier)."""
        key = fid * 4 + slot * 2 + (side == "d")
        got = self.pcache.get(key)
        if got is not None:
            return got
        tiles = self.game.tiles
        cache = tiles.fit_table[fid]
        new = tuple.__new__
        out: list[Action] = []
        for (q, r), (mask, value) in sorted(self.open.items()):
            rots = cache.get((mask << 6) | value)
            if rots is None:
                rots = tiles.fits(fid, mask, value)
            for k in rots:
                out.append(new(Place, (slot, side, q, r, k)))
        got = self.pcache[key] = tuple(out)
        return got

    def face_of(self, action: Place) -> int:
        """The face a placement lays (an index into the tile set's faces)."""
        item = self.hands[self.mover][action.slot]
        return item[0] if action.side == "u" else item[1]

    def _legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase in ("draft", "draw"):
            return tuple(Take(i) for i in (0, 1) if self.stacks[i])
        if phase == "play":
            return tuple(self._placements(self.hands[self.mover])) or (PASS,)
        if phase == "again":
            # compulsory, as the rulebook says; `pass` only if no face fits (never seen)
            return tuple(self._placements(self.hands[self.mover])) or (PASS,)
        if phase == "volcano":
            return tuple(Volcano(q, r, k) for q, r in sorted(self.holes) for k in range(6))
        if phase == "steal":
            return tuple(
                Steal(s, i)
                for s in range(self.game.players)
                if s != self.mover and len(self.hands[s]) >= 2
                for i in range(len(self.hands[s]))
            )
        if phase == "waypoint":
            return (*self._waypoint_spots(), PASS)
        return ()

    def _waypoint_spots(self) -> list[Action]:
        """Where the mover may put their waypoint: a region of their type on a tile with
        an open edge that holds no waypoint."""
        role = self.game.roles[self.mover]
        if role == "cartographer" or self.waypoints[self.mover] is not None:
            return []
        kind = "L" if role == "land" else "S"
        taken = {(w[0], w[1]) for w in self.waypoints if w is not None}
        faces = self.game.tiles.faces
        out: list[Action] = []
        for (q, r), (fid, _, _, _) in sorted(self.cells.items()):
            if (q, r) in taken or all(n in self.cells for n in _neighbours((q, r))):
                continue
            for i, region in enumerate(faces[fid].regions):
                if region.kind == kind:
                    out.append(Waypoint(q, r, i))
        return out

    def may_reveal(self, action: Action) -> bool:
        """Taking from a stack shows the tile's hidden face and the stack's next top;
        stealing shows a tile's hidden face unless the thief has seen it. Placing (the
        mover has seen both faces of every tile in hand), the Volcano, a waypoint and
        passing show nothing new."""
        if isinstance(action, Take):
            return True
        if isinstance(action, Steal):
            known = self.hands[action.seat][action.slot][2]
            return not known >> self.mover & 1
        return False

    def explain_illegal(self, action: Action) -> str:
        phase = self.phase
        tiles = self.game.tiles
        if phase in ("draft", "draw"):
            if isinstance(action, Take):
                return f"stack {action.stack} is empty"
            return "now you take a tile from the top of a stack ('take 0' or 'take 1')"
        if phase == "volcano":
            if isinstance(action, Volcano):
                return "the Volcano/Whirlpool goes into the hole just closed: " + ", ".join(
                    f"{q},{r}" for q, r in sorted(self.holes)
                )
            return "a hole was just closed: place the Volcano/Whirlpool in it first"
        if phase == "steal":
            if isinstance(action, Steal):
                if action.seat == self.mover:
                    return "you cannot steal from yourself"
                if action.seat >= self.game.players or len(self.hands[action.seat]) < 2:
                    return "you may only steal from a player who holds 2 tiles"
                return f"seat {action.seat} has no tile in slot {action.slot}"
            return "your Steal comes first: take a tile from a player who holds 2"
        if phase == "waypoint":
            if isinstance(action, Waypoint):
                return (
                    "a waypoint goes on a region of your own type, on a tile that still has "
                    "an open edge and holds no waypoint"
                )
            return "you may place your waypoint now, or pass"
        if isinstance(action, Waypoint):
            return "waypoints are placed after your tiles are played and scored"
        if isinstance(action, Pass):
            if phase == "again":
                return "Play Again is compulsory: place your second tile now"
            return "you can place a tile, so you may not pass"
        if not isinstance(action, Place):
            return "now you place a tile from your hand"
        hand = self.hands[self.mover]
        if action.slot >= len(hand):
            return f"you hold no tile in slot {action.slot}" + (
                " (your hand is empty)" if not hand else f" (slots 0..{len(hand) - 1})"
            )
        fid = self.face_of(action)
        cell = (action.q, action.r)
        if cell in self.cells:
            return f"the space {action.q},{action.r} is taken"
        if cell not in self.open:
            return f"the space {action.q},{action.r} does not touch the map"
        mask, value = self.open[cell]
        bits = tiles.faces[fid].bits[action.rotation]
        for d in range(6):
            if mask >> d & 1 and (bits ^ value) >> d & 1:
                mine = "land" if bits >> d & 1 else "sea"
                theirs = "land" if value >> d & 1 else "sea"
                return (
                    f"its {EDGE_NAMES[d]} edge would put {mine} against the {theirs} of the "
                    f"neighbour to the {EDGE_NAMES[d]}"
                )
        return "not a legal action now"

    # -- moves ---------------------------------------------------------------------
    def _apply(self, action: Action) -> LandVsSeaState:
        return self._run(action, None).build(self._history.add(action))

    def events(self, action: Action) -> list[str]:
        """What a legal action sets off, in words: scoring, waypoints going home, stack
        splits, the trade routes at the end (all public)."""
        log: list[str] = []
        self._run(action, log)
        return log

    def _run(self, action: Action, log: list[str] | None) -> _Draft:
        s = _Draft(self)
        s.log = log
        if isinstance(action, Take):
            s.take(action.stack)
        elif isinstance(action, Place):
            s.place(self.face_of(action), (action.q, action.r), action.rotation)
        elif isinstance(action, Volcano):
            s.put_volcano((action.q, action.r), action.rotation)
        elif isinstance(action, Steal):
            s.take_from(action.seat, action.slot)
        elif isinstance(action, Pass):
            s.pass_()
        elif isinstance(action, Waypoint):
            s.put_waypoint((action.q, action.r, action.region))
        return s

    def scores_after(self, action: Action) -> tuple[float, ...] | None:
        """A placement's scores without the new frontier and state (bots rank hundreds).

        Only while a stack holds tiles, so the game surely goes on (the last placements
        can end it and pay the trade routes).
        """
        if not isinstance(action, Place) or not (self.stacks[0] or self.stacks[1]):
            return None
        s = _Draft(self)
        fid = self.face_of(action)
        cell = (action.q, action.r)
        placed = (fid, action.rotation, -1, 0)
        # The tile goes into the shared map only for the time of the scoring: copying a
        # map of a hundred tiles for each of hundreds of candidates cost more than the rest.
        cells = self.cells
        cells[cell] = placed
        try:
            s.score_placement(cell, placed, self.open[cell][0])
        finally:
            del cells[cell]
        return tuple(float(s.points[t]) for t in self.game.teams)

    # -- results -------------------------------------------------------------------
    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(float(self.points[t]) for t in self.game.teams)

    @property
    def winners(self) -> frozenset[int]:
        if self.phase != "over":
            return frozenset()
        best = max(self.points)
        return frozenset(s for s, t in enumerate(self.game.teams) if self.points[t] == best)

    # -- information ---------------------------------------------------------------
    def _face_json(self, fid: int, ident: str, rotation: int = 0) -> dict[str, Any]:
        """A face as the view shows it: ``ident`` names it without its printed number."""
        return {"id": ident, **self.game.tiles.placed(fid, rotation)}

    def dead_spaces(self) -> list[Cell]:
        """Empty spaces next to the map that no tile can ever fill (a hole waiting for the
        Volcano/Whirlpool is not one): every area touching them stays open for good."""
        fillable = self.game.tiles.fillable
        waiting = set(self.holes) if self.phase == "volcano" else set()
        return [
            c
            for c, (mask, value) in sorted(self.open.items())
            if c not in waiting and not fillable(mask, value)
        ]

    def _complete_regions(self) -> list[list[int]]:
        """[q, r, region] of every region on a tile with an open edge whose area is
        complete already: a waypoint put there comes home only by surrounding."""
        out: list[list[int]] = []
        done: dict[tuple[Cell, int], bool] = {}
        faces = self.game.tiles.faces
        for (q, r), (fid, _, _, _) in sorted(self.cells.items()):
            if all(n in self.cells for n in _neighbours((q, r))):
                continue
            for i in range(len(faces[fid].regions)):
                key = ((q, r), i)
                if key not in done:
                    nodes, complete = area(self.cells, self.game.tiles, (q, r), i)
                    done.update(dict.fromkeys(nodes, complete))
                if done[key]:
                    out.append([q, r, i])
        return out

    def _view(self, seat: int | None) -> dict[str, Any]:
        tiles = self.game.tiles
        bit = 0 if seat is None else 1 << seat
        complete, area_points = completed_areas(self.cells, tiles)
        rows = []
        for (q, r), (fid, rot, under, known) in sorted(self.cells.items()):
            entry: dict[str, Any] = {"q": q, "r": r, "rotation": rot, "id": f"{q},{r}"}
            for key, value in tiles.placed(fid, rot).items():
                entry[key] = value
            entry["complete"] = [
                i for i in range(len(tiles.faces[fid].regions)) if complete[((q, r), i)]
            ]
            entry["beneath"] = (
                self._face_json(under, f"{q},{r} beneath") if under >= 0 and known & bit else None
            )
            entry["beneath_seen_by"] = _seats(known)
            rows.append(entry)
        hands = [
            [
                {
                    "up": self._face_json(up, f"h{slot}u"),
                    "down": self._face_json(down, f"h{slot}d") if known & bit else None,
                    "seen_by": _seats(known),
                }
                for slot, (up, down, known) in enumerate(hand)
            ]
            for hand in self.hands
        ]
        return {
            "map": rows,
            "hands": hands,
            "stacks": [
                {"size": len(st), "top": self._face_json(st[-1][0], f"s{i}") if st else None}
                for i, st in enumerate(self.stacks)
            ],
            "volcano_available": self.volcano,
            "open": [[q, r] for q, r in sorted(self.open)],
            "phase": self.phase,
            "holes": [[q, r] for q, r in sorted(self.holes)],
            "discards": [
                {"up": self._face_json(u, f"x{i}u"), "down": self._face_json(d, f"x{i}d")}
                for i, (u, d, _) in enumerate(self.discards)
            ],
            "dead": [[q, r] for q, r in self.dead_spaces()],
            "points": {TEAM_NAMES[t]: p for t, p in enumerate(self.points)},
            "completed": {"land": self.completed[0], "sea": self.completed[1]},
            "area_points": {"land": area_points[0], "sea": area_points[1]},
            "roles": list(self.game.roles),
            "teams": list(self.game.teams),
            "waypoints": [
                None
                if w is None
                else {
                    "q": w[0],
                    "r": w[1],
                    "region": w[2],
                    "area_complete": area(self.cells, tiles, (w[0], w[1]), w[2])[1],
                }
                for w in self.waypoints
            ],
            "complete_regions": self._complete_regions() if self.phase == "waypoint" else [],
            "modules": {
                "mountains_coral": self.game.chains,
                "caravans_ships": self.game.traders,
                "waypoints": self.game.waypoints,
            },
            "chains": [
                {
                    "type": "mountain" if k == 0 else "coral",
                    "sections": len(nodes),
                    "cells": [list(c) for c in sorted({c for c, _ in nodes})],
                }
                for k, nodes in all_chains(self.cells, tiles)
            ],
            "routes": [
                {
                    "cells": [list(c) for c in sorted(route)],
                    "caravans": sum(
                        "caravan" in tiles.faces[self.cells[c][0]].icons for c in route
                    ),
                    "ships": sum("ship" in tiles.faces[self.cells[c][0]].icons for c in route),
                }
                for route in trade_routes(self.cells, tiles)
            ],
        }

    def resample(self, seat: int, rng: random.Random) -> LandVsSeaState:
        """Redraw every face ``seat`` has not seen; pairings of unseen faces are unknown."""
        bit = 1 << seat
        seen: set[int] = set()
        for fid, _, under, known in self.cells.values():
            seen.add(fid)
            if under >= 0 and known & bit:
                seen.add(under)
        for hand in self.hands:
            for up, down, known in hand:
                seen.add(up)
                if known & bit:
                    seen.add(down)
        for stack in self.stacks:
            if stack:
                seen.add(stack[-1][0])
        for up, down, _ in self.discards:
            seen.update((up, down))
        pool = sorted(set(self.game.tiles.regular) - seen)
        rng.shuffle(pool)
        draw = iter(pool)
        cells: dict[Cell, Placed] = {}
        for c, (fid, rot, under, known) in sorted(self.cells.items()):
            if under >= 0 and not known & bit:
                under = next(draw)
            cells[c] = (fid, rot, under, known)
        hands = tuple(
            tuple((up, down if known & bit else next(draw), known) for up, down, known in hand)
            for hand in self.hands
        )
        stacks = tuple(
            tuple(
                (up if i == len(st) - 1 else next(draw), next(draw), known)
                for i, (up, _, known) in enumerate(st)
            )
            for st in self.stacks
        )
        return LandVsSeaState(
            self.game,
            fresh_seed(rng),
            self._history,
            cells=cells,
            hands=hands,
            stacks=(stacks[0], stacks[1]),
            discards=self.discards,
            phase=self.phase,
            mover=self.mover,
            placed=self.placed,
            again=self.again,
            steal=self.steal,
            holes=self.holes,
            volcano=self.volcano,
            points=self.points,
            completed=self.completed,
            waypoints=self.waypoints,
            ebits=self.ebits,
            open_=self.open,
            pcache=self.pcache,
        )

    def _json(self) -> dict[str, Any]:
        faces = self.game.tiles.faces

        def item(x: Item) -> list[Any]:
            return [faces[x[0]].name, faces[x[1]].name, x[2]]

        return {
            "map": [
                [q, r, faces[fid].name, rot, faces[under].name if under >= 0 else None, known]
                for (q, r), (fid, rot, under, known) in sorted(self.cells.items())
            ],
            "hands": [[item(x) for x in hand] for hand in self.hands],
            "stacks": [[item(x) for x in st] for st in self.stacks],
            "discards": [item(x) for x in self.discards],
            "phase": self.phase,
            "mover": self.mover,
            "placed": self.placed,
            "again": self.again,
            "steal": self.steal,
            "holes": [[q, r] for q, r in self.holes],
            "volcano_available": self.volcano,
            "points": list(self.points),
            "completed": list(self.completed),
            "waypoints": [None if w is None else list(w) for w in self.waypoints],
        }


def area(
    cells: dict[Cell, Placed], tiles: TileSet, cell: Cell, index: int
) -> tuple[set[tuple[Cell, int]], bool]:
    """The regions (cell, region index) of the area holding one region, and whether the
    area is complete (none of its edges meets an empty space)."""
    faces = tiles.faces
    seen = {(cell, index)}
    todo = [(cell, index)]
    complete = True
    while todo:
        c, ri = todo.pop()
        f, k, _, _ = cells[c]
        for e in faces[f].regions[ri].edges:
            d = (e + k) % 6
            n = (c[0] + DIRS[d][0], c[1] + DIRS[d][1])
            other = cells.get(n)
            if other is None:
                complete = False
                continue
            node = (n, faces[other[0]].edge_region[(d + 3 - other[1]) % 6])
            if node not in seen:
                seen.add(node)
                todo.append(node)
    return seen, complete


def completed_areas(
    cells: dict[Cell, Placed], tiles: TileSet
) -> tuple[dict[tuple[Cell, int], bool], tuple[int, int]]:
    """Whether each region (cell, region index) lies in a complete area, and the points the
    complete areas' tiles give Land and Sea (1 per tile per area; bonuses not counted)."""
    done: dict[tuple[Cell, int], bool] = {}
    points = [0, 0]
    for c, (fid, _, _, _) in cells.items():
        for i in range(len(tiles.faces[fid].regions)):
            if (c, i) in done:
                continue
            nodes, complete = area(cells, tiles, c, i)
            done.update(dict.fromkeys(nodes, complete))
            if complete:
                kind = tiles.faces[fid].regions[i].kind
                points[0 if kind == "L" else 1] += len({n for n, _ in nodes})
    return done, (points[0], points[1])


def chain(
    cells: dict[Cell, Placed], tiles: TileSet, cell: Cell, kind: int, index: int
) -> set[tuple[Cell, int]]:
    """The sections (cell, section index) chained to one section: ``kind`` 0 Mountain, 1
    Coral. Sections chain where a section edge meets another tile's section edge."""
    faces = tiles.faces
    seen = {(cell, index)}
    todo = [(cell, index)]
    while todo:
        c, i = todo.pop()
        fid, rot, _, _ = cells[c]
        face = faces[fid]
        for e in (face.mountains, face.corals)[kind][i]:
            d = (e + rot) % 6
            n = (c[0] + DIRS[d][0], c[1] + DIRS[d][1])
            other = cells.get(n)
            if other is None:
                continue
            j = faces[other[0]].section_of[kind][(d + 3 - other[1]) % 6]
            if j >= 0 and (n, j) not in seen:
                seen.add((n, j))
                todo.append((n, j))
    return seen


def all_chains(
    cells: dict[Cell, Placed], tiles: TileSet
) -> list[tuple[int, set[tuple[Cell, int]]]]:
    """Every chain of two or more sections, Mountains first."""
    out = []
    for kind in (0, 1):
        done: set[tuple[Cell, int]] = set()
        for c, (fid, _, _, _) in sorted(cells.items()):
            face = tiles.faces[fid]
            for i in range(len((face.mountains, face.corals)[kind])):
                if (c, i) in done:
                    continue
                nodes = chain(cells, tiles, c, kind, i)
                done |= nodes
                if len(nodes) >= 2:
                    out.append((kind, nodes))
    return out


def trade_routes(cells: dict[Cell, Placed], tiles: TileSet) -> list[set[Cell]]:
    """Groups of two or more adjacent faces showing a Caravan or a Ship."""
    faces = tiles.faces
    traders = {c for c, p in cells.items() if faces[p[0]].trader}
    out = []
    done: set[Cell] = set()
    for c in sorted(traders):
        if c in done:
            continue
        group = {c}
        todo = [c]
        while todo:
            x = todo.pop()
            for n in _neighbours(x):
                if n in traders and n not in group:
                    group.add(n)
                    todo.append(n)
        done |= group
        if len(group) >= 2:
            out.append(group)
    return out


def _seats(mask: int) -> list[int]:
    return [s for s in range(4) if mask >> s & 1]


def _constraint(ebits: dict[Cell, int], cell: Cell) -> tuple[int, int]:
    """(mask, value) of an empty cell: bit d of mask when a tile lies in direction d, bit d
    of value when that tile's facing edge is land."""
    q, r = cell
    mask = value = 0
    for d in range(6):
        dq, dr = DIRS[d]
        b = ebits.get((q + dq, r + dr))
        if b is not None:
            mask |= 1 << d
            if b >> ((d + 3) % 6) & 1:
                value |= 1 << d
    return mask, value


class _Draft:
    """A mutable copy of a state used while one action is applied."""

    def __init__(self, st: LandVsSeaState) -> None:
        self.st = st
        self.game = st.game
        self.tiles = st.game.tiles
        self.cells = st.cells
        self.ebits = st.ebits
        self.open = st.open
        self.pcache = st.pcache
        self.hands = list(st.hands)
        self.stacks = list(st.stacks)
        self.discards = st.discards
        self.phase = st.phase
        self.mover = st.mover
        self.placed = st.placed
        self.again = st.again
        self.steal = st.steal
        self.holes = st.holes
        self.volcano = st.volcano
        self.points = list(st.points)
        self.completed = list(st.completed)
        self.waypoints = list(st.waypoints)
        # what happened, in words, when a description asks for it (None: not recorded)
        self.log: list[str] | None = None

    def note(self, text: str) -> None:
        if self.log is not None:
            self.log.append(text)

    def team(self, team: int) -> str:
        return self.game.team_name(team)

    def build(self, history: History) -> LandVsSeaState:
        return LandVsSeaState(
            self.game,
            self.st.seed,
            history,
            cells=self.cells,
            hands=tuple(self.hands),
            stacks=(self.stacks[0], self.stacks[1]),
            discards=self.discards,
            phase=self.phase,
            mover=self.mover,
            placed=self.placed,
            again=self.again,
            steal=self.steal,
            holes=self.holes,
            volcano=self.volcano,
            points=tuple(self.points),
            completed=(self.completed[0], self.completed[1]),
            waypoints=tuple(self.waypoints),
            ebits=self.ebits,
            open_=self.open,
            pcache=self.pcache,
        )

    # -- tiles from the stacks -----------------------------------------------------
    def take(self, stack: int) -> None:
        st = self.stacks[stack]
        up, down, known = st[-1]
        self.stacks[stack] = st[:-1]
        self.hands[self.mover] = (*self.hands[self.mover], (up, down, known | 1 << self.mover))
        other = 1 - stack
        for empty, full in ((stack, other), (other, stack)):
            rest = self.stacks[full]
            if not self.stacks[empty] and len(rest) >= 2:
                # split the last stack: its top half becomes the second stack
                cut = len(rest) - (len(rest) + 1) // 2
                self.stacks[empty] = rest[cut:]
                self.stacks[full] = rest[:cut]
                self.note(f"stack {empty + 1} ran out: the top half of stack {full + 1} becomes it")
        if self.phase == "draft":
            players = self.game.players
            if all(len(h) >= 2 for h in self.hands):
                self.phase, self.mover = "play", 0
            else:
                self.mover = (self.mover + 1) % players
        elif len(self.hands[self.mover]) >= 2 or not any(self.stacks):
            self.next_turn()

    def next_turn(self) -> None:
        players = self.game.players
        self.placed, self.again, self.steal, self.holes = 0, False, False, ()
        for step in range(1, players + 1):
            seat = (self.mover + step) % players
            if self.hands[seat]:
                self.phase, self.mover = "play", seat
                return
        self.phase = "over"
        if self.game.traders:
            self.score_routes()

    def score_routes(self) -> None:
        """End of the game: each trade route pays the side with the majority of icons."""
        faces = self.tiles.faces
        for route in trade_routes(self.cells, self.tiles):
            icons = [faces[self.cells[c][0]].icons for c in route]
            caravans = sum("caravan" in i for i in icons)
            ships = sum("ship" in i for i in icons)
            size = caravans + ships
            what = (
                f"trade route of {size} ({counted(caravans, 'Caravan')}, {counted(ships, 'Ship')})"
            )
            team = 0 if caravans > ships else 1 if ships > caravans else self.game.tie_team
            if team is None:
                self.note(f"{what}: as many Caravans as Ships, nobody scores")
            else:
                self.points[team] += size
                self.note(f"{what}: {self.team(team)} +{size}")

    def end_turn(self) -> None:
        if len(self.hands[self.mover]) < 2 and any(self.stacks):
            self.phase = "draw"
        else:
            self.next_turn()

    def pass_(self) -> None:
        if self.phase == "waypoint":
            self.end_turn()
            return
        if self.phase == "again":
            self.again = False
            self.proceed()
            return
        everyone = (1 << self.game.players) - 1
        self.discards = (
            *self.discards,
            *((u, d, everyone) for u, d, _ in self.hands[self.mover]),
        )
        self.hands[self.mover] = ()
        self.end_turn()

    def put_waypoint(self, spot: Spot) -> None:
        self.waypoints[self.mover] = spot
        self.end_turn()

    def take_from(self, seat: int, slot: int) -> None:
        hand = self.hands[seat]
        up, down, known = hand[slot]
        self.hands[seat] = hand[:slot] + hand[slot + 1 :]
        self.hands[self.mover] = (*self.hands[self.mover], (up, down, known | 1 << self.mover))
        self.steal = False
        self.proceed()

    # -- the map -------------------------------------------------------------------
    def _put(self, cell: Cell, placed: Placed) -> None:
        cells = dict(self.cells)
        cells[cell] = placed
        ebits = dict(self.ebits)
        bits = ebits[cell] = self.tiles.faces[placed[0]].bits[placed[1]]
        opened = dict(self.open)
        around = opened.pop(cell, (0, 0))[0]
        q, r = cell
        for d in range(6):
            dq, dr = DIRS[d]
            n = (q + dq, r + dr)
            if n in cells:
                continue
            old = opened.get(n)
            if old is None:
                opened[n] = _constraint(ebits, n)
            else:
                # only the side facing the new tile changes
                back = 1 << ((d + 3) % 6)
                opened[n] = (old[0] | back, old[1] | back if bits >> d & 1 else old[1])
        self.cells, self.ebits, self.open = cells, ebits, opened
        self.pcache = {}
        self.score_placement(cell, placed, around)

    def score_placement(self, cell: Cell, placed: Placed, around: int) -> None:
        """Everything the tile just put at ``cell`` scores at once (``self.cells`` has it;
        bit d of ``around`` is set when a tile lies in direction d)."""
        cells = self.cells
        self.score_areas(cell, around)
        game = self.game
        if game.chains:
            self.score_chains(cell, around)
        if game.traders and self.tiles.faces[placed[0]].trader:
            for n in _neighbours(cell):
                p = cells.get(n)
                if p is not None and self.tiles.faces[p[0]].trader:
                    team = game.teams[self.mover]
                    self.points[team] += 2
                    self.note(f"Caravan/Ship next to another: {self.team(team)} +2")
                    break
        if game.waypoints:
            self.surround_waypoints(cell)

    def score_chains(self, cell: Cell, around: int) -> None:
        """Each chain the new tile's sections join to another tile's scores its size."""
        faces = self.tiles.faces
        fid, rot, _, _ = self.cells[cell]
        face = faces[fid]
        for kind, sections in ((0, face.mountains), (1, face.corals)):
            done: set[tuple[Cell, int]] = set()
            for i in range(len(sections)):
                if (cell, i) in done or not any(around >> (e + rot) % 6 & 1 for e in sections[i]):
                    continue
                nodes = chain(self.cells, self.tiles, cell, kind, i)
                done |= nodes
                if any(c != cell for c, _ in nodes):
                    team = self.game.chain_team[kind]
                    self.points[team] += len(nodes)
                    self.note(
                        f"{('Mountain', 'Coral')[kind]} chain of {len(nodes)} sections: "
                        f"{self.team(team)} +{len(nodes)}"
                    )

    def return_waypoints(self, regions: set[tuple[Cell, int]], tiles: set[Cell]) -> None:
        """Waypoints on these regions or tiles go home; the mover scores 1 for each."""
        for seat, w in enumerate(self.waypoints):
            if w is None:
                continue
            if ((w[0], w[1]), w[2]) in regions or (w[0], w[1]) in tiles:
                self.waypoints[seat] = None
                team = self.game.teams[self.mover]
                self.points[team] += 1
                why = (
                    "its area is complete"
                    if regions
                    else f"the tile on {space_name(w[0], w[1])} is surrounded"
                )
                self.note(
                    f"{self.game.role_name(seat)}'s waypoint goes home ({why}): "
                    f"{self.team(team)} +1"
                )

    def surround_waypoints(self, cell: Cell) -> None:
        """Waypoints on tiles that the new tile surrounds go back to their owners."""
        if not any(self.waypoints):
            return
        near = {cell, *_neighbours(cell)}
        full: set[Cell] = set()
        for w in self.waypoints:
            if w is not None and (w[0], w[1]) in near:
                c = (w[0], w[1])
                if all(n in self.cells for n in _neighbours(c)):
                    full.add(c)
        if full:
            self.return_waypoints(set(), full)

    def place(self, fid: int, cell: Cell, rotation: int) -> None:
        hand = self.hands[self.mover]
        everyone = (1 << self.game.players) - 1
        for i, (up, down, known) in enumerate(hand):
            if fid in (up, down):
                under, seen = (down, known) if fid == up else (up, everyone)
                self.hands[self.mover] = hand[:i] + hand[i + 1 :]
                break
        else:  # pragma: no cover - legality was checked
            raise AssertionError("face not in hand")
        self._put(cell, (fid, rotation, under, seen))
        self.placed += 1
        face = self.tiles.faces[fid]
        self.again = face.has("play_again") and self.placed == 1
        self.steal = self.steal or face.has("steal")
        if self.volcano:
            holes = []
            for n in _neighbours(cell):
                got = self.open.get(n)
                if got is not None and got[0] == 63 and got[1] in (0, 63):
                    holes.append(n)
            self.holes = tuple(sorted(holes))
        self.proceed()

    def put_volcano(self, cell: Cell, rotation: int) -> None:
        value = self.open[cell][1]
        fid = self.tiles.volcano if value == 63 else self.tiles.whirlpool
        self.volcano = False
        self.holes = ()
        self._put(cell, (fid, rotation, -1, 0))
        self.proceed()

    def proceed(self) -> None:
        """After a placement, a Volcano, a Steal or a declined Play Again: what comes next."""
        if self.holes and self.volcano:
            self.phase = "volcano"
            return
        self.holes = ()
        if self.again:
            self.again = False
            if self.hands[self.mover]:
                self.phase = "again"
                return
        if self.steal:
            self.steal = False
            if any(len(h) >= 2 for s, h in enumerate(self.hands) if s != self.mover):
                self.phase = "steal"
                return
        going_on = any(self.hands) or any(self.stacks)  # no waypoint after the last tile
        if self.game.waypoints and going_on and self.waypoint_spots():
            self.phase = "waypoint"
            return
        self.end_turn()

    def waypoint_spots(self) -> bool:
        """True when the mover may place their waypoint now."""
        return bool(self.build(self.st._history)._waypoint_spots())

    def score_areas(self, cell: Cell, around: int) -> None:
        """Score every area that the tile just placed at ``cell`` completes."""
        faces = self.tiles.faces
        cells = self.cells
        fid, rot, _, _ = cells[cell]
        done: set[tuple[Cell, int]] = set()
        for ridx, bits in enumerate(faces[fid].region_bits[rot]):
            if (cell, ridx) in done or bits & ~around:
                # a region with an edge on an empty space leaves its area open
                continue
            seen = {(cell, ridx)}
            todo = [(cell, ridx)]
            complete = True
            while todo:
                c, ri = todo.pop()
                f, k, _, _ = cells[c]
                for e in faces[f].regions[ri].edges:
                    d = (e + k) % 6
                    n = (c[0] + DIRS[d][0], c[1] + DIRS[d][1])
                    other = cells.get(n)
                    if other is None:
                        complete = False
                        break
                    node = (n, faces[other[0]].edge_region[(d + 3 - other[1]) % 6])
                    if node not in seen:
                        seen.add(node)
                        todo.append(node)
                if not complete:
                    break
            done |= seen
            if not complete:
                continue
            kind = faces[fid].regions[ridx].kind
            team = 0 if kind == "L" else 1
            size = len({c for c, _ in seen})
            self.points[team] += size
            bonus = sum(faces[cells[c][0]].regions[ri].bonus for c, ri in seen)
            mine = self.game.teams[self.mover]
            self.points[mine] += bonus
            if self.log is not None:
                self.note(
                    f"completes a {KIND_NAME[kind]} area of {counted(size, 'tile')}: "
                    f"{self.team(team)} +{size}"
                    + (f", bonus {self.team(mine)} +{bonus}" if bonus else "")
                )
            self.completed[team] += 1
            if self.game.waypoints:
                self.return_waypoints(seen, set())

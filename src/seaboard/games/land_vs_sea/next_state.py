"""The next state under construction: a mutable copy of a Land vs Sea state while one
action is applied, with the scoring each placement sets off."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Final, cast

from seaboard.engine import History
from seaboard.engine.language import N_
from seaboard.games.land_vs_sea.actions import (
    ALL_SIDES,
    DIRS,
    HALF_TURN,
    LAND,
    SEA,
    SIDES,
    Cell,
    Placed,
    Spot,
    space_name,
)
from seaboard.games.land_vs_sea.map import (
    CORAL,
    MOUNTAIN,
    Node,
    area,
    chain,
    is_hole,
    neighbours,
    route_icons,
    surrounded,
    trade_routes,
)

# per direction d, the bit of the side of the space in direction d that faces back
BACK: Final = tuple(1 << ((d + HALF_TURN) % SIDES) for d in range(SIDES))

if TYPE_CHECKING:
    from seaboard.engine.telling import Naming
    from seaboard.games.land_vs_sea.game import LandVsSea
    from seaboard.games.land_vs_sea.state import LandVsSeaState

Event = Callable[["Naming"], str]
"""Something an action set off, told to one listener (``Naming``) in their language."""

_CHAIN: Final = (
    N_("Mountain chain of {n} sections: {team} +{n}"),
    N_("Coral chain of {n} sections: {team} +{n}"),
)


class NextState:
    """A mutable copy of a state used while one action is applied."""

    def __init__(self, st: LandVsSeaState) -> None:
        self.st = st
        self.game = st.game
        self.tiles = st.game.tiles
        self.cells = st.cells
        self.open = st.open
        self.pcache = st.pcache
        self.order = st.order
        self.spaces = st.spaces
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
        # what happened, to be told, when a description asks for it (None: not recorded)
        self.log: list[Event] | None = None

    def note(self, event: Event) -> None:
        if self.log is not None:
            self.log.append(event)

    def build(self, history: History) -> LandVsSeaState:
        """The state these fields make, after ``history``."""
        # the state's own class: this module cannot import it (state.py imports this one)
        return type(self.st)(
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
            open_=self.open,
            pcache=self.pcache,
            order=self.order,
            spaces=self.spaces,
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
                self.note(partial(_split, empty=empty + 1, full=full + 1))
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
        for route in trade_routes(self.cells, self.tiles):
            caravans, ships = route_icons(self.cells, self.tiles, route)
            size = caravans + ships
            team = LAND if caravans > ships else SEA if ships > caravans else self.game.tie_team
            if team is not None:
                self.points[team] += size
            self.note(partial(_route, caravans=caravans, ships=ships, team=team))

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
        tiles = self.tiles
        cells = dict(self.cells)
        cells[cell] = placed
        bits = tiles.faces[placed[0]].bits[placed[1]]
        opened = dict(self.open)
        order = list(self.order)
        spaces = list(self.spaces)
        got = opened.pop(cell, None)
        around = 0
        if got is not None:
            around = got[0]
            i = bisect_left(order, cell)
            del order[i]
            del spaces[i]
        q, r = cell
        space = tiles.space
        for d in range(SIDES):
            dq, dr = DIRS[d]
            n = (q + dq, r + dr)
            if n in cells:
                continue
            # only the side facing the new tile changes; a space that was not open had
            # no tile around it but this one
            back = BACK[d]
            old = opened.get(n)
            if old is None:
                now = opened[n] = (back, back if bits >> d & 1 else 0)
                i = bisect_left(order, n)
                order.insert(i, n)
                spaces.insert(i, space(n, back << 6 | now[1]))
            else:
                now = opened[n] = (old[0] | back, old[1] | back if bits >> d & 1 else old[1])
                spaces[bisect_left(order, n)] = space(n, now[0] << 6 | now[1])
        self.cells, self.open = cells, opened
        self.order, self.spaces = order, spaces
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
            for n in neighbours(cell):
                p = cells.get(n)
                if p is not None and self.tiles.faces[p[0]].trader:
                    team = game.teams[self.mover]
                    self.points[team] += 2
                    self.note(
                        partial(
                            _scored,
                            message=N_("Caravan/Ship next to another: {team} +2"),
                            team=team,
                        )
                    )
                    break
        if game.waypoints:
            self.surround_waypoints(cell)

    def score_chains(self, cell: Cell, around: int) -> None:
        """Each chain the new tile's sections join to another tile's scores its size."""
        faces = self.tiles.faces
        fid, rot, _, _ = self.cells[cell]
        face = faces[fid]
        for kind, sections in ((MOUNTAIN, face.mountains), (CORAL, face.corals)):
            done: set[Node] = set()
            for i in range(len(sections)):
                joined = any(around >> (e + rot) % SIDES & 1 for e in sections[i])
                if (cell, i) in done or not joined:
                    continue
                nodes = chain(self.cells, self.tiles, cell, kind, i)
                done |= nodes
                if any(c != cell for c, _ in nodes):
                    team = self.game.chain_team[kind]
                    size = len(nodes)
                    self.points[team] += size
                    self.note(partial(_scored, message=_CHAIN[kind], team=team, n=size))

    def return_waypoints(self, regions: set[Node], tiles: set[Cell]) -> None:
        """Waypoints on these regions or tiles go home; the mover scores 1 for each."""
        for seat, w in enumerate(self.waypoints):
            if w is None:
                continue
            if ((w[0], w[1]), w[2]) in regions or (w[0], w[1]) in tiles:
                self.waypoints[seat] = None
                team = self.game.teams[self.mover]
                self.points[team] += 1
                self.note(
                    partial(_home, seat=seat, tile=None if regions else (w[0], w[1]), team=team)
                )

    def surround_waypoints(self, cell: Cell) -> None:
        """Waypoints on tiles that the new tile surrounds go back to their owners."""
        if not any(self.waypoints):
            return
        near = {cell, *neighbours(cell)}
        full: set[Cell] = set()
        for w in self.waypoints:
            if w is not None and (w[0], w[1]) in near:
                c = (w[0], w[1])
                if surrounded(self.cells, c):
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
            for n in neighbours(cell):
                got = self.open.get(n)
                if got is not None and is_hole(*got):
                    holes.append(n)
            self.holes = tuple(sorted(holes))
        self.proceed()

    def put_volcano(self, cell: Cell, rotation: int) -> None:
        value = self.open[cell][1]
        fid = self.tiles.volcano if value == ALL_SIDES else self.tiles.whirlpool  # all land
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
        done: set[Node] = set()
        for ridx, bits in enumerate(faces[fid].region_bits[rot]):
            if (cell, ridx) in done or bits & ~around:
                # a region with an edge on an empty space leaves its area open
                continue
            seen, complete = area(cells, self.tiles, cell, ridx, stop_when_open=True)
            done |= seen
            if not complete:
                continue
            kind = faces[fid].regions[ridx].kind
            team = LAND if kind == "L" else SEA
            size = len({c for c, _ in seen})
            self.points[team] += size
            bonus = sum(faces[cells[c][0]].regions[ri].bonus for c, ri in seen)
            mine = self.game.teams[self.mover]
            self.points[mine] += bonus
            if self.log is not None:
                self.note(partial(_area, kind=kind, size=size, team=team, mine=mine, bonus=bonus))
            self.completed[team] += 1
            if self.game.waypoints:
                self.return_waypoints(seen, set())


def _split(tell: Naming, empty: int, full: int) -> str:
    """A stack ran out and the other was split (stacks counted from 1)."""
    return tell.t(
        N_("stack {empty} ran out: the top half of stack {full} becomes it"), empty=empty, full=full
    )


def _scored(tell: Naming, message: str, team: int, n: int = 0) -> str:
    """``message`` with the scoring side's name as ``{team}`` (and ``{n}``)."""
    return tell.t(message, team=_side(tell, team), n=n)


def _route(tell: Naming, caravans: int, ships: int, team: int | None) -> str:
    """A trade route paid at the end: its size and icons, and who scores it."""
    values = {
        "size": caravans + ships,
        "caravans": tell.tn("{n} Caravan", "{n} Caravans", caravans),
        "ships": tell.tn("{n} Ship", "{n} Ships", ships),
    }
    if team is None:
        return tell.t(
            N_(
                "trade route of {size} ({caravans}, {ships}): as many Caravans as Ships, "
                "nobody scores"
            ),
            **values,
        )
    return tell.t(
        N_("trade route of {size} ({caravans}, {ships}): {team} +{size}"),
        team=_side(tell, team),
        **values,
    )


def _home(tell: Naming, seat: int, tile: Cell | None, team: int) -> str:
    """A waypoint going home: its owner (``your`` for the listener), why, and who scores."""
    if tile is None:
        why = tell.t(N_("its area is complete"))
    else:
        space = space_name(*tile, tell.language)
        why = tell.t(N_("the tile on {space} is surrounded"), space=space)
    scorer = _side(tell, team)
    if tell.is_you(seat):
        return tell.t(N_("your waypoint goes home ({why}): {team} +1"), why=why, team=scorer)
    return tell.t(
        N_("{name}'s waypoint goes home ({why}): {team} +1"),
        name=tell.name(seat),
        why=why,
        team=scorer,
    )


def _area(tell: Naming, kind: str, size: int, team: int, mine: int, bonus: int) -> str:
    """A completed area: its type and size, the side it pays and the bonus points."""
    name = _side(tell, team)
    if bonus:
        values = {"team": name, "mine": _side(tell, mine), "bonus": bonus}
        if kind == "L":
            return tell.tn(
                "completes a land area of {n} tile: {team} +{n}, bonus {mine} +{bonus}",
                "completes a land area of {n} tiles: {team} +{n}, bonus {mine} +{bonus}",
                size,
                **values,
            )
        return tell.tn(
            "completes a sea area of {n} tile: {team} +{n}, bonus {mine} +{bonus}",
            "completes a sea area of {n} tiles: {team} +{n}, bonus {mine} +{bonus}",
            size,
            **values,
        )
    if kind == "L":
        return tell.tn(
            "completes a land area of {n} tile: {team} +{n}",
            "completes a land area of {n} tiles: {team} +{n}",
            size,
            team=name,
        )
    return tell.tn(
        "completes a sea area of {n} tile: {team} +{n}",
        "completes a sea area of {n} tiles: {team} +{n}",
        size,
        team=name,
    )


def _side(tell: Naming, team: int) -> str:
    """A scoring side's name in the listener's language."""
    return cast("LandVsSea", tell.game).team_name(team, tell.language)

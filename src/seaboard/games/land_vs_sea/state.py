"""Land vs Sea's State: the map, hands and stacks of one position, its legal actions,
scores, views and redraws. Applying an action builds the next state in ``next_state``;
the view's keys are written in ``seen``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from seaboard.engine import Action, History, State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.rng import fresh_seed, shuffle
from seaboard.games.land_vs_sea.actions import (
    EDGE_NAMES,
    KIND_NAME,
    PASS,
    SIDES,
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
)
from seaboard.games.land_vs_sea.map import constraint, neighbours, surrounded
from seaboard.games.land_vs_sea.next_state import Event, NextState
from seaboard.games.land_vs_sea.seen import own_view
from seaboard.games.land_vs_sea.tiles import ROW_SIDES, Space, fill
from seaboard.games.land_vs_sea.view import LandVsSeaOwnView

if TYPE_CHECKING:
    from seaboard.games.land_vs_sea.game import LandVsSea


class LandVsSeaState(State):
    """One position: the map, the hands, the stacks, the phase of the turn and the points.

    ``open`` (each empty space next to the map with its neighbours' edges), ``order``
    (the open spaces, sorted), ``spaces`` (the tile set's ``Space`` of each, in that
    order) and ``pcache`` are derived from ``cells`` and shared by the states that have the same
    map; a placement updates them for the changed spaces only (``next_state``).
    """

    __slots__ = (
        "again",
        "cells",
        "completed",
        "discards",
        "hands",
        "holes",
        "mover",
        "open",
        "order",
        "pcache",
        "phase",
        "placed",
        "points",
        "spaces",
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
        open_: dict[Cell, tuple[int, int]] | None = None,
        pcache: dict[int, tuple[Action, ...]] | None = None,
        order: list[Cell] | None = None,
        spaces: list[Space] | None = None,
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
        if open_ is None or order is None or spaces is None:
            pcache = None
            tiles = game.tiles
            faces = tiles.faces
            ebits = {c: faces[p[0]].bits[p[1]] for c, p in cells.items()}
            open_ = {}
            for c in cells:
                for n in neighbours(c):
                    if n not in cells and n not in open_:
                        open_[n] = constraint(ebits, n)
            order = sorted(open_)
            spaces = [tiles.space(c, (open_[c][0] << 6) | open_[c][1]) for c in order]
        self.open = open_
        self.order = order
        self.spaces = spaces
        # placements per slot, side and edge pattern on this frontier, shared by every
        # state with the same `open`
        self.pcache: dict[int, tuple[Action, ...]] = {} if pcache is None else pcache

    @property
    def game(self) -> LandVsSea:
        return self._game  # type: ignore[return-value]

    # -- turn --------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.mover

    def _placements(self, hand: tuple[Item, ...]) -> tuple[Action, ...]:
        out: list[Action] = []
        for slot, (up, down, _) in enumerate(hand):
            out += self._face_placements(up, slot, 0)
            out += self._face_placements(down, slot, 1)
        return tuple(out)

    def _face_placements(self, fid: int, slot: int, side: int) -> tuple[Action, ...]:
        """Every placement of face ``fid`` held in ``slot`` on ``side`` (0 up, 1 down), on
        the frontier in space order: each space's share from its memo (cached with the
        frontier)."""
        tiles = self.game.tiles
        ss = slot * 2 + side
        key = ss * len(tiles.pattern_bits) + tiles.pattern[fid]
        got = self.pcache.get(key)
        if got is not None:
            return got
        if ss < ROW_SIDES:
            # a plain loop: list += tuple is specialised by CPython 3.11 and compiled by
            # mypyc, 4 times faster than chaining the shares with itertools
            found: list[Action] = []
            for shares, keys in self.spaces:
                part = shares[keys[key]]
                found += fill(shares, keys[key]) if part is None else part
            got = tuple(found)
        else:
            pattern = tiles.pattern[fid]
            out: list[Action] = []
            for c, (_, keys) in zip(self.order, self.spaces, strict=True):
                out += tiles.share(ss, c, keys[pattern])  # the first slot's rotations
            got = tuple(out)
        self.pcache[key] = got
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
            return self._placements(self.hands[self.mover]) or (PASS,)
        if phase == "again":
            # compulsory, as the rulebook says; `pass` only if no face fits (never seen)
            return self._placements(self.hands[self.mover]) or (PASS,)
        if phase == "volcano":
            return tuple(Volcano(q, r, k) for q, r in sorted(self.holes) for k in range(SIDES))
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
            if (q, r) in taken or surrounded(self.cells, (q, r)):
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

    def explain_illegal(self, action: Action, language: Language = ENGLISH) -> str:
        t = language.t
        phase = self.phase
        tiles = self.game.tiles
        if phase in ("draft", "draw"):
            if isinstance(action, Take):
                return t(N_("stack {stack} is empty"), stack=action.stack + 1)
            return t(N_("now you take a tile from the top of a stack ('take 1' or 'take 2')"))
        if phase == "volcano":
            if isinstance(action, Volcano):
                return t(
                    N_("the Volcano/Whirlpool goes into the hole just closed: {holes}"),
                    holes=", ".join(f"{q},{r}" for q, r in sorted(self.holes)),
                )
            return t(N_("a hole was just closed: place the Volcano/Whirlpool in it first"))
        if phase == "steal":
            if isinstance(action, Steal):
                if action.seat == self.mover:
                    return t(N_("you cannot steal from yourself"))
                if action.seat >= self.game.players or len(self.hands[action.seat]) < 2:
                    return t(N_("you may only steal from a player who holds 2 tiles"))
                return t(
                    N_("{player} has no tile {n}"),
                    player=self.game.role_name(action.seat, language),
                    n=action.slot + 1,
                )
            return t(N_("your Steal comes first: take a tile from a player who holds 2"))
        if phase == "waypoint":
            if isinstance(action, Waypoint):
                return t(
                    N_(
                        "a waypoint goes on a region of your own type, on a tile that still "
                        "has an open edge and holds no waypoint"
                    )
                )
            return t(N_("you may place your waypoint now, or pass"))
        if isinstance(action, Waypoint):
            return t(N_("waypoints are placed after your tiles are played and scored"))
        if isinstance(action, Pass):
            if phase == "again":
                return t(N_("Play Again is compulsory: place your second tile now"))
            return t(N_("you can place a tile, so you may not pass"))
        if not isinstance(action, Place):
            return t(N_("now you place a tile from your hand"))
        hand = self.hands[self.mover]
        if action.slot >= len(hand):
            if not hand:
                return t(N_("you hold no tile {n} (your hand is empty)"), n=action.slot + 1)
            return t(
                N_("you hold no tile {n} (tiles 1 to {count})"), n=action.slot + 1, count=len(hand)
            )
        fid = self.face_of(action)
        cell = (action.q, action.r)
        if cell in self.cells:
            return t(N_("the space {q},{r} is taken"), q=action.q, r=action.r)
        if cell not in self.open:
            return t(N_("the space {q},{r} does not touch the map"), q=action.q, r=action.r)
        mask, value = self.open[cell]
        bits = tiles.faces[fid].bits[action.rotation]
        for d in range(SIDES):
            if mask >> d & 1 and (bits ^ value) >> d & 1:
                return t(
                    N_(
                        "its {edge} edge would put {mine} against the {theirs} of the "
                        "neighbour to the {edge}"
                    ),
                    edge=t(EDGE_NAMES[d]),
                    mine=t(KIND_NAME["L" if bits >> d & 1 else "S"]),
                    theirs=t(KIND_NAME["L" if value >> d & 1 else "S"]),
                )
        return t(N_("not a legal action now"))

    # -- moves ---------------------------------------------------------------------
    def _apply(self, action: Action) -> LandVsSeaState:
        return self._run(action, None).build(self._history.add(action))

    def events(self, action: Action) -> list[Event]:
        """What a legal action sets off, each to be told to a listener (``event(naming)``):
        scoring, waypoints going home, stack splits, the trade routes at the end (all
        public)."""
        log: list[Event] = []
        self._run(action, log)
        return log

    def _run(self, action: Action, log: list[Event] | None) -> NextState:
        s = NextState(self)
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
        s = NextState(self)
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
    def dead_spaces(self) -> list[Cell]:
        """Empty spaces next to the map that no tile can ever fill (a hole waiting for the
        Volcano/Whirlpool is not one): every area touching them stays open for good."""
        fillable = self.game.tiles.fillable
        waiting = set(self.holes) if self.phase == "volcano" else set()
        return [c for c in self.order if c not in waiting and not fillable(*self.open[c])]

    def _view(self, seat: int | None) -> LandVsSeaOwnView:
        return own_view(self, seat)  # seen.py: what a seat sees

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
        shuffle(rng, pool)
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
            open_=self.open,
            pcache=self.pcache,
            order=self.order,
            spaces=self.spaces,
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

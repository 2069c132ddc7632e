"""The Land vs Sea terminal's words: its texts as catalogue messages (the help, the phases,
the short direction names, the marks of a face in hand) and the players' names and the
result line in the reader's language. ``terminal`` draws with them."""

from __future__ import annotations

from typing import Any

from seaboard.cli.render import result
from seaboard.engine.language import ENGLISH, N_, Language

# The directions' short forms as the tiles' words show them, in the reader's language.
DIRECTION_WORDS = (N_("E"), N_("NE"), N_("NW"), N_("W"), N_("SW"), N_("SE"))
ICON_NAME = {
    "play_again": N_("Play Again"),
    "steal": N_("Steal"),
    "caravan": N_("Caravan"),
    "ship": N_("Ship"),
}
PHASE_WORDS = {
    "draft": N_("draft: take the top tile of either stack"),
    "play": N_("place a face of one of your tiles"),
    "again": N_("Play Again: place your other tile now (compulsory)"),
    "volcano": N_("a hole was closed: put the Volcano/Whirlpool in it"),
    "steal": N_("Steal: take a tile from a player who holds two"),
    "waypoint": N_("you may put your waypoint on a region of your type, or pass"),
    "draw": N_("draw back up to two tiles"),
    "over": N_("the game is over"),
}
SIDE_NAME = {"up": N_("up"), "down": N_("down")}  # a face in hand, as the menu names it
SIDE_MARK = {"up": N_("u"), "down": N_("d")}  # its one-letter mark on the little hexagon
SECTION_WORDS = {"mountains": N_("Mountain"), "corals": N_("Coral")}
KIND_WORDS = {"L": N_("land"), "S": N_("sea")}
CHAIN_TYPE = {"mountain": N_("mountain"), "coral": N_("coral")}  # the view's chain types

HELP = N_("""\
Land vs Sea: choose an action by its menu number (#3) or type the menu's words:
  tile 1 up on 3,-2, turned 4   place the up face (the one showing) of your tile 1 on
                                the open space 3,-2 (q=3 in the row r=-2), turned 4 steps
  tile 2 down on 0,1, turned 0  place the hidden (down) face of your tile 2 on 0,1
  Volcano on 0,1, turned 2      put the Volcano/Whirlpool into the hole at 0,1
  steal Sea's tile 1            after a Steal face: take that player's tile 1
  take from stack 1             take the top tile of stack 1 (draft and draw)
  waypoint on 2,-1 ▲            put your waypoint on the ▲ region of the tile at 2,-1
  pass                          keep your waypoint off the map (or: no face fits anywhere)
Play Again is compulsory: after it you place your other tile at once. Your tiles keep
their numbers through the turn. Find placements: `list tile 1 up` (one face), `list 3,-2`
(one space). Short forms (in brackets in `list`) count tiles, stacks and regions from 1:
"take 1" is stack 1, "waypoint on 2,-1 region 1" the tile's first region.

Turning: a face shown at turn 0 shows its east edge (E) to the east. Turned k steps,
every edge moves k places on, E -> NE -> NW -> W -> SW -> SE -> E.

Legend of the map and the tiles
  ▲ △ ▴   land edges: edges with the same symbol on one tile form one region
  ≈ ~ ∿   sea edges, the same way
  ■ =     the edges of a completed land area / sea area (it has scored)
  M C     an edge of a Mountain section / of a Coral section (when scoring them)
  -3      a tile's q coordinate; the row's r is on the left (r=-2): the tile is -3,-2
  ·3      an open space where a tile may go, at q=3 of its row
  ▲2 ≈1   bonus points on the region with that symbol (above the tile's q)
  + $     Play Again / Steal (below the tile's q); c s Caravan / Ship (when scoring them)
  w1      the waypoint of the first player (w2 the second, ...)
  hole    a hole waiting for the Volcano/Whirlpool
  ✗       a space no tile can ever fill: every area touching it is dead (never completes)
  *       (highlighted) placed since you last looked
An area scores when none of its edges is open. A waypoint on an area that is already
complete can only come home when its tile is surrounded by six tiles.
Rules: seaboard rules land-vs-sea""")


def help_text(language: Language = ENGLISH) -> str:
    """``HELP`` in ``language`` (its legend part starts at a line "Legend ...")."""
    return language.t(HELP)


def player_names(view: dict[str, Any], language: Language = ENGLISH) -> list[str]:
    """The players as the board names them: their names, or (where the table gave none and
    the role stands in) the role in ``language``."""
    out = []
    for player in view["players"]:
        name, role = str(player["name"]), str(player.get("role") or "")
        title = role.replace("-", " ").title()
        rest = name[len(title) :]
        if role and name.startswith(title) and (not rest or rest.strip().isdigit()):
            name = language.t(title) + rest
        out.append(name)
    return out


def result_line(view: dict[str, Any], language: Language) -> str:
    """The finished game's line (``cli.render.result`` in English), in ``language``."""
    if language.code == ENGLISH.code:
        return result(view)
    seat = view.get("seat")
    winners = sorted(view.get("winners") or [])
    names = [player_names(view, language)[s] for s in winners if s != seat]
    if winners == [seat]:
        return language.t(N_("Game over: you win"))
    if len(winners) == 1:
        return language.t(N_("Game over: {name} wins"), name=names[0])
    if winners:
        if seat in winners:
            names.append(language.t(N_("you")))
        return language.t(N_("Game over: a draw between {names}"), names=language.listing(names))
    return language.t(N_("Game over: nobody wins"))

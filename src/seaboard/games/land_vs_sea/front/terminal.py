"""Terminal rendering of a Land vs Sea view: a hex map, the reader's tiles and scores.

Each placed tile is a small hexagon of three text lines: its six edges around it and its
q coordinate in the middle (the row's r stands on the left axis), with its marks on the
lines above and below. Each edge shows the region it belongs to, so edges that join inside
the face share a symbol (▲ △ ▴ land regions, ≈ ~ ∿ sea regions; M a Mountain section's
edge, C a Coral section's edge when that module is in play); the edges of a completed area
are drawn ■ (land) and = (sea). Rows are offset by half a cell, as pointy-top hexes are.
The map itself is drawn by ``hexmap``. The board shows the window of the map that fits the
terminal (around what changed last, moved by the player's ``pan``), with the tiles and
notes under it or beside it; ``map`` shows all of it (or its overview when it does not
fit), ``hand`` and ``stacks`` the faces in words. Reads the view only.
"""

from __future__ import annotations

import textwrap
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.land_vs_sea.front.hexmap import (
    ICON_MARK,
    Window,
    draw_map,
    edge_glyphs,
    focus,
    overview,
    region_glyph,
    spots_of,
    window,
)
from seaboard.games.land_vs_sea.front.hexmap import (
    completed_edges as completed_edges,  # the tests' and other parts' name for it
)
from seaboard.games.land_vs_sea.front.texts import (
    CHAIN_TYPE,
    DIRECTION_WORDS,
    ICON_NAME,
    KIND_WORDS,
    PHASE_WORDS,
    SECTION_WORDS,
    SIDE_MARK,
    SIDE_NAME,
    player_names,
    result_line,
)
from seaboard.games.land_vs_sea.front.texts import HELP as HELP  # the CLI's name for it
from seaboard.games.land_vs_sea.front.texts import help_text as help_text

DIRECTIONS = ("E", "NE", "NW", "W", "SW", "SE")
EDGE_NAMES = ("east", "north-east", "north-west", "west", "south-west", "south-east")
ROLE_STYLE = {"land": "bold green", "sea": "bold blue", "cartographer": "bold magenta"}


def _marks(face: dict[str, Any], modules: dict[str, Any]) -> str:
    """Bonus points and icons, as in the legend."""
    out = ""
    for i, region in enumerate(face["regions"]):
        if region["bonus"]:
            out += f"{region_glyph(face, i)}{region['bonus']}"
    for icon in face["icons"]:
        if icon in ("caravan", "ship") and not modules.get("caravans_ships", True):
            continue
        out += ICON_MARK.get(icon, "")
    return out


def _words(face: dict[str, Any], modules: dict[str, Any], language: Language = ENGLISH) -> str:
    """The regions in words: ``▲ land E NE +1 · ≈ sea NW ...`` and the icons."""
    t = language.t
    parts = []
    for i, region in enumerate(face["regions"]):
        edges = " ".join(t(DIRECTION_WORDS[d]) for d in region["edges"])
        kind = t(KIND_WORDS["L" if region["type"] == "L" else "S"])
        bonus = t(N_(" bonus {bonus}"), bonus=region["bonus"]) if region["bonus"] else ""
        parts.append(f"{region_glyph(face, i)} {kind} {edges}{bonus}")
    if modules.get("mountains_coral", True):
        for key in ("mountains", "corals"):
            for section in face.get(key) or ():
                edges = " ".join(t(DIRECTION_WORDS[d]) for d in section)
                parts.append(f"{t(SECTION_WORDS[key])} {edges}")
    for icon in face["icons"]:
        if icon in ("caravan", "ship") and not modules.get("caravans_ships", True):
            continue
        parts.append(t(ICON_NAME[icon]) if icon in ICON_NAME else icon)
    return " · ".join(parts)


def _mini(face: dict[str, Any], modules: dict[str, Any], name: str | None = None) -> list[Text]:
    """A face as a three-line hexagon with ``name`` (else its id) in the middle."""
    g = edge_glyphs(face, modules)
    top, mid, low = Text(" "), Text(), Text(" ")
    top.append(g[2][0], style=g[2][1])
    top.append("  ")
    top.append(g[1][0], style=g[1][1])
    mid.append(g[3][0], style=g[3][1])
    mid.append(f"{name if name is not None else face['id']:^3}"[:3], style="bold")
    mid.append(g[0][0], style=g[0][1])
    low.append(g[4][0], style=g[4][1])
    low.append("  ")
    low.append(g[5][0], style=g[5][1])
    return [top, mid, low]


def face_hex(
    face: dict[str, Any] | None,
    modules: dict[str, Any],
    name: str | None = None,
    language: Language = ENGLISH,
) -> Text:
    """A hand or stack face as a little hexagon (or "hidden"), ``name`` in its middle."""
    if face is None:
        return Text(language.t(N_("hidden")), style="dim")
    return Text("\n").join(_mini(face, modules, name))


def face_words(
    face: dict[str, Any] | None, modules: dict[str, Any], language: Language = ENGLISH
) -> Text:
    """A face's regions, bonus points, sections and icons in words."""
    if face is None:
        return Text("")
    marks = _marks(face, modules)
    return Text(_words(face, modules, language) + (f"\n{marks}" if marks else ""))


def _mark(number: int, key: str, language: Language) -> str:
    """A face in hand on its little hexagon: ``1u`` (tile 1, face up), ``2d``."""
    return f"{number}{language.t(SIDE_MARK[key])}"


def slot_names(view: dict[str, Any], turn_start: dict[str, Any] | None) -> list[int]:
    """The number (from 1) of each tile of the reader's hand: its place in the hand now,
    as the browser and what a player types count it (after a Play Again the tile left is
    tile 1). ``turn_start`` is kept for the renderers' common signature."""
    seat = view.get("seat")
    hands = view.get("hands") or []
    if seat is None or seat >= len(hands):
        return []
    return list(range(1, len(hands[seat]) + 1))


def _strip(
    view: dict[str, Any], turn_start: dict[str, Any] | None, language: Language = ENGLISH
) -> Table | None:
    """The reader's tiles (both faces) and, while drafting or drawing, the stacks' tops,
    as little hexagons side by side."""
    t = language.t
    modules = view.get("modules") or {}
    seat = view.get("seat")
    strip = Table.grid(padding=(0, 1))
    faces: list[tuple[str, RenderableType]] = []
    hands = view.get("hands") or []
    if seat is not None and seat < len(hands):
        for tile, number in zip(hands[seat], slot_names(view, turn_start), strict=False):
            for key in ("up", "down"):
                mini = face_hex(tile[key], modules, _mark(number, key, language), language)
                faces.append(("tile", mini))
    if view.get("phase") in ("draft", "draw"):
        for i, st in enumerate(view["stacks"]):
            top = (
                face_hex(st["top"], modules, f"s{i + 1}", language)
                if st["top"]
                else Text(t(N_("empty")), style="dim")
            )
            faces.append(("stack", top))
    if not faces:
        return None
    strip.add_column(no_wrap=True)
    for _ in faces:
        strip.add_column(justify="center", no_wrap=True)
    tiles = any(n == "tile" for n, _ in faces)
    legend = "\n".join(
        [
            t(N_("your tiles")) if tiles else "",
            t(N_("(1u: tile 1 up face)")) if tiles else "",
            t(N_("s1 s2: stack tops")) if view.get("phase") in ("draft", "draw") else "",
        ]
    )
    strip.add_row(Text(legend, style="dim"), *(f for _, f in faces))
    return strip


def _head(view: dict[str, Any], language: Language = ENGLISH) -> Text:
    names = player_names(view, language)
    roles = view.get("roles") or [p["role"] for p in view["players"]]
    seat = view.get("seat")
    head = Text()
    for s, score in enumerate(view["scores"]):
        mover = "▶ " if view.get("to_move") == s else ""
        you = language.t(N_(" (you)")) if seat == s else ""
        if s:
            head.append(" · ")
        head.append(f"{mover}{names[s]}{you} {score:g}", style=ROLE_STYLE.get(roles[s], "bold"))
    if view.get("game_over"):
        head.append(f"   {result_line(view, language)}", style="bold green")
    elif view.get("volcano_available"):
        head.append("   " + language.t(N_("Volcano/Whirlpool in reserve")), style="dim")
    return head


def _chains(view: dict[str, Any], language: Language) -> str:
    """The chains on the map: ``mountain 3, coral 2`` (``none``)."""
    chains = view.get("chains") or []
    shown = ", ".join(
        f"{language.t(CHAIN_TYPE[c['type']]) if c['type'] in CHAIN_TYPE else c['type']} "
        f"{c['sections']}"
        for c in chains
    )
    return shown or language.t(N_("none"))


def _notes(view: dict[str, Any], language: Language = ENGLISH) -> Text:
    t = language.t
    modules = view.get("modules") or {}
    names = player_names(view, language)
    notes = Text()
    dead = [f"{q},{r}" for q, r in view.get("dead") or []]
    if dead:
        spaces = ", ".join(dead)
        if len(dead) > 1:
            line = t(
                N_("✗ {spaces}: can never be filled (every area touching them is dead)"),
                spaces=spaces,
            )
        else:
            line = t(
                N_("✗ {spaces}: can never be filled (every area touching it is dead)"),
                spaces=spaces,
            )
        notes.append(line + "\n", "red")
    for s, w in enumerate(view.get("waypoints") or []):
        if w is None:
            continue
        glyph = _waypoint_glyph(view, w["q"], w["r"], w["region"], language)
        notes.append(
            t(
                N_("w{number}: {name}'s waypoint on the {region} of {q},{r}"),
                number=s + 1,
                name=names[s],
                region=glyph,
                q=w["q"],
                r=w["r"],
            )
        )
        if w.get("area_complete"):
            notes.append(
                t(N_(" (its area is complete: it comes home only when the tile is surrounded)"))
            )
        notes.append("\n")
    if modules.get("mountains_coral"):
        notes.append(t(N_("chains: {chains}"), chains=_chains(view, language)))
        notes.append("\n")
    if modules.get("caravans_ships"):
        routes = view.get("routes") or []
        shown = ", ".join(
            t(N_("{caravans} Caravans/{ships} Ships"), caravans=r["caravans"], ships=r["ships"])
            for r in routes
        )
        notes.append(t(N_("trade routes: {routes}"), routes=shown or t(N_("none"))))
        notes.append("\n")
    notes.rstrip()
    return notes


def _waypoint_glyph(
    view: dict[str, Any], q: int, r: int, region: int, language: Language = ENGLISH
) -> str:
    cell = next((c for c in view["map"] if (c["q"], c["r"]) == (q, r)), None)
    if cell is None or region >= len(cell["regions"]):
        return language.t(N_("region"))
    return language.t(N_("{glyph} region"), glyph=region_glyph(cell, region))


def _glyph_only(view: dict[str, Any], q: int, r: int, region: int) -> str:
    """The region's symbol alone (``▲``; ``region`` when the view does not show it)."""
    cell = next((c for c in view["map"] if (c["q"], c["r"]) == (q, r)), None)
    if cell is None or region >= len(cell["regions"]):
        return "region"
    return region_glyph(cell, region)


SIDE = 26  # the side column beside the map: the reader's tiles and the notes
Pan = tuple[int, int]


def render(
    view: dict[str, Any],
    before: dict[str, Any] | None = None,
    height: int | None = None,
    turn_start: dict[str, Any] | None = None,
    width: int = 80,
    centre: tuple[float, float] | None = None,
    pan: Pan = (0, 0),
    language: Language = ENGLISH,
) -> RenderableType:
    """The scores, the map and the reader's tiles, in ``language``; ``before`` (the same
    seat's earlier view) marks what changed since then.

    Without a height, the whole map over the tiles and the notes. With one, the part of
    the map that fits ``height`` lines and ``width`` columns around ``centre`` (default:
    what changed since ``before``) moved by ``pan`` half-windows: the tiles and notes go
    under the map or in a column beside it, whichever leaves more of the map in view.
    """
    head = _head(view, language)
    strip = _strip(view, turn_start, language)
    notes = _notes(view, language)
    if height is None:
        whole = draw_map(view, before, window(view), language)
        return Group(head, whole, *([strip] if strip is not None else []), *_some(notes))
    centre = centre if centre is not None else focus(view, before)
    return _fitted(view, before, turn_start, height, width, centre, pan, language)[1]


def _fitted(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    turn_start: dict[str, Any] | None,
    height: int,
    width: int,
    centre: tuple[float, float] | None,
    pan: Pan,
    language: Language = ENGLISH,
) -> tuple[Window, RenderableType]:
    """The board laid out to fit, and the window of the map it shows."""
    head, notes = _head(view, language), _notes(view, language)
    strip = _strip(view, turn_start, language)
    below = _below(view, before, head, strip, notes, height, width, centre, pan, language)
    beside = _beside(view, before, head, turn_start, height, width, centre, pan, language)
    chosen = beside if _seen(view, beside[0]) > _seen(view, below[0]) else below
    return chosen


def _some(text: Text) -> list[Text]:
    return [text] if text.plain else []


def _lines(text: Text, width: int) -> int:
    return sum(max(1, -(-len(line) // width)) for line in text.plain.split("\n")) if text else 0


def _seen(view: dict[str, Any], win: Window) -> int:
    return sum(1 for spot in spots_of(view) if win.holds(spot))


def _below(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    head: Text,
    strip: Table | None,
    notes: Text,
    height: int,
    width: int,
    centre: tuple[float, float] | None,
    pan: Pan,
    language: Language = ENGLISH,
) -> tuple[Window, RenderableType]:
    """The map under the head, the tiles and notes under it (as with no height)."""
    used = _lines(head, width) + (3 if strip is not None else 0) + _lines(notes, width)
    win = window(view, max(1, (height - used) // 3), width, centre, pan)
    if not win.whole:
        used += 1
        win = window(view, max(1, (height - used) // 3), width, centre, pan)
    parts: list[RenderableType] = [head]
    if not win.whole:
        parts.append(Text(_where(view, win, language=language), style="dim"))
    parts.append(draw_map(view, before, win, language))
    parts += [strip] if strip is not None else []
    return win, Group(*parts, *_some(notes))


def _beside(
    view: dict[str, Any],
    before: dict[str, Any] | None,
    head: Text,
    turn_start: dict[str, Any] | None,
    height: int,
    width: int,
    centre: tuple[float, float] | None,
    pan: Pan,
    language: Language = ENGLISH,
) -> tuple[Window, RenderableType]:
    """The map on the left, the tiles, the stack tops and short notes in a column."""
    top = _lines(head, width)  # the scores: two lines with four players and a note
    rows = max(1, (height - top) // 3)
    win = window(view, rows, width - SIDE - 1, centre, pan)
    side = _side(view, turn_start, win, min(height - top, rows * 3), language)
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(no_wrap=True, width=SIDE)
    grid.add_row(draw_map(view, before, win, language), side)
    return win, Group(head, grid)


def _where(
    view: dict[str, Any], win: Window, short: bool = False, language: Language = ENGLISH
) -> str:
    """Which part of the map the window shows, and (while a game goes on) how to move it."""
    t = language.t
    words = win.words(language)
    over = bool(view.get("game_over"))
    if short:
        return (
            t(N_("map: {part}"), part=words) if over else t(N_("map: {part} (n s e w)"), part=words)
        )
    if over:
        return t(N_("part of the map: {part} (map shows all)"), part=words)
    return t(N_("part of the map: {part} (n s e w move it, map shows all)"), part=words)


def _side(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None,
    win: Window,
    room: int,
    language: Language = ENGLISH,
) -> Text:
    """The column beside the map, at most ``room`` lines of ``SIDE`` characters."""
    t = language.t
    modules = view.get("modules") or {}
    seat = view.get("seat")
    hands = view.get("hands") or []
    out: list[Text] = []
    if seat is not None and seat < len(hands) and hands[seat]:
        out.append(Text(t(N_("your tiles (1u: tile 1 up)")), style="dim"))
        minis = [
            _mini(tile[key], modules, _mark(n, key, language))
            if tile[key]
            else [Text(t(N_("hidden")))] * 3
            for tile, n in zip(hands[seat], slot_names(view, turn_start), strict=False)
            for key in ("up", "down")
        ]
        out += _side_by_side(minis)
    if view.get("phase") in ("draft", "draw"):
        out.append(Text(t(N_("stack tops")), style="dim"))
        tops = [
            _mini(st["top"], modules, f"s{i + 1}") if st["top"] else [Text(t(N_("empty")))] * 3
            for i, st in enumerate(view["stacks"])
        ]
        out += _side_by_side(tops)
    words = [] if win.whole else [_where(view, win, short=True, language=language)]
    words += _short_notes(view, language)
    for line in words:
        out += [Text(part, style="dim") for part in textwrap.wrap(line, SIDE)]
    if len(out) > room:
        out = [*out[: max(0, room - 1)], Text(t(N_("… (more: hand, legend)")), style="dim")]
    return Text("\n").join(out)


def _side_by_side(minis: list[list[Text]]) -> list[Text]:
    """Little hexagons in a row, as three lines of text."""
    lines = [Text(), Text(), Text()]
    for i, mini in enumerate(minis):
        for n in range(3):
            if i:
                lines[n].append(" ")
            lines[n].append_text(mini[n])
            lines[n].pad_right(5 - len(mini[n].plain))
    return lines


def _short_notes(view: dict[str, Any], language: Language = ENGLISH) -> list[str]:
    """The notes in few words, for the column beside the map."""
    t = language.t
    modules = view.get("modules") or {}
    names = player_names(view, language)
    out = []
    dead = [f"{q},{r}" for q, r in view.get("dead") or []]
    if dead:
        out.append(t(N_("✗ {spaces}: never filled"), spaces=" ".join(dead)))
    for s, w in enumerate(view.get("waypoints") or []):
        if w is not None:
            values = {
                "number": s + 1,
                "name": names[s],
                "region": _glyph_only(view, w["q"], w["r"], w["region"]),
                "q": w["q"],
                "r": w["r"],
            }
            if w.get("area_complete"):
                out.append(t(N_("w{number} {name}: {region} of {q},{r} (area complete)"), **values))
            else:
                out.append(t(N_("w{number} {name}: {region} of {q},{r}"), **values))
    if modules.get("mountains_coral"):
        out.append(t(N_("chains: {chains}"), chains=_chains(view, language)))
    if modules.get("caravans_ships"):
        routes = view.get("routes") or []
        shown = ", ".join(f"{r['caravans']}/{r['ships']}" for r in routes) or t(N_("none"))
        out.append(t(N_("routes (caravans/ships): {routes}"), routes=shown))
    return out


def whole_map(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    around: str = "",
    *,
    width: int | None = None,
    height: int | None = None,
    centre: tuple[float, float] | None = None,
    pan: Pan = (0, 0),
    board_height: int | None = None,
    language: Language = ENGLISH,
) -> RenderableType:
    """The whole map in full when it fits ``width`` x ``height``, else the overview (a
    character a space) with the board's window marked (the board as drawn at
    ``board_height`` lines); ``around`` = "Q,R": the part around that space in full."""
    q, sep, r = around.replace(" ", "").partition(",")
    try:
        spot = (2 * int(q) + int(r), float(int(r))) if sep else None
    except ValueError:
        return Text(
            language.t(
                N_("{around} is not a space: write map Q,R, for example map 3,-2"),
                around=repr(around),
            )
        )
    rows = None if height is None else max(1, (height - 3) // 3)
    if spot is not None:
        win = window(view, rows or 6, width or 80, spot)
        title = Text(language.t(N_("The map around {space}:"), space=around.strip()), style="bold")
        return Group(title, draw_map(view, None, win, language))
    whole = window(view)
    full = draw_map(view, None, whole, language)
    fits_wide = width is None or max(len(line) for line in full.plain.split("\n")) <= width
    if fits_wide and (height is None or 3 * (whole.hi_r - whole.lo_r + 1) <= height - 2):
        return full
    if board_height is not None:
        board = _fitted(view, None, turn_start, board_height, width or 80, centre, pan, language)[0]
    else:
        board = window(view, rows, width or 80, centre, pan)
    return Group(
        Text(
            language.t(N_("The whole map, a character a space (▲ land, ≈ sea, · open, o hole):")),
            style="bold",
        ),
        overview(view, None, board),
        Text(
            language.t(
                N_(
                    "━ and ▶ mark the part the board shows; n s e w move it; "
                    "map Q,R draws the part around that space in full."
                )
            ),
            style="dim",
        ),
    )


def hand(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    language: Language = ENGLISH,
) -> RenderableType:
    """Every hand: the reader's tiles with both faces, in pictures and words."""
    t = language.t
    modules = view.get("modules") or {}
    names = player_names(view, language)
    seat = view.get("seat")
    table = Table(title=t(N_("Tiles in hand (yours show both faces)")), title_justify="left")
    for column in (N_("player"), N_("face"), "", N_("regions, bonus, icons")):
        table.add_column(t(column) if column else "")
    mine = slot_names(view, turn_start)
    for s, tiles in enumerate(view["hands"]):
        who = names[s] + (t(N_(" (you)")) if seat == s else "")
        numbers = mine if s == seat else list(range(1, len(tiles) + 1))
        for i, tile in enumerate(tiles):
            number = numbers[i] if i < len(numbers) else i + 1
            for key in ("up", "down"):
                face = tile[key]
                table.add_row(
                    who if i == 0 and key == "up" else "",
                    t(N_("tile {n} {side}"), n=number, side=t(SIDE_NAME[key])),
                    face_hex(face, modules, str(number), language),
                    face_words(face, modules, language)
                    if face
                    else Text(t(N_("hidden")), style="dim"),
                )
        if not tiles:
            table.add_row(who, Text(t(N_("no tiles")), style="dim"), "", "")
    return table


def stacks(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    language: Language = ENGLISH,
) -> RenderableType:
    """The stacks: how many tiles, and the top face of each in a picture and in words."""
    t = language.t
    modules = view.get("modules") or {}
    table = Table(title=t(N_("Stacks (only the top face shows)")), title_justify="left")
    for column in (N_("stack"), N_("tiles"), N_("top"), N_("regions, bonus, icons")):
        table.add_column(t(column))
    for i, st in enumerate(view["stacks"]):
        if st["top"]:
            table.add_row(
                str(i + 1),
                str(st["size"]),
                face_hex(st["top"], modules, f"s{i + 1}", language),
                face_words(st["top"], modules, language),
            )
        else:
            table.add_row(str(i + 1), "0", Text(t(N_("empty")), style="dim"), "")
    return table


PANELS = {"hand": hand, "stacks": stacks, "map": whole_map}
# The fields of an action's data that split its kind into the menu's groups.
MENU_GROUPS = {"place": ("slot", "side")}  # one group per face in hand


def label(
    data: dict[str, Any],
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    language: Language = ENGLISH,
) -> str:
    """An action (its ``legal_data`` entry) in the menu's words: tiles and stacks counted
    from 1 as the board shows them and as a player types them (the menu matches what a
    player types against these words, in the reader's language)."""
    t = language.t
    kind = data.get("kind")
    if kind == "place":
        numbers = slot_names(view, turn_start)
        slot = data["slot"]
        n = numbers[slot] if slot < len(numbers) else slot + 1
        side = t(SIDE_NAME[data["side"]]) if data["side"] in SIDE_NAME else data["side"]
        return t(
            N_("tile {n} {side} on {q},{r}, turned {rotation}"),
            n=n,
            side=side,
            q=data["q"],
            r=data["r"],
            rotation=data["rotation"],
        )
    if kind == "volcano":
        return t(
            N_("Volcano on {q},{r}, turned {rotation}"),
            q=data["q"],
            r=data["r"],
            rotation=data["rotation"],
        )
    if kind == "take":
        return t(N_("take from stack {stack}"), stack=data["stack"] + 1)
    if kind == "steal":
        names = player_names(view, language)
        if data["seat"] < len(names):
            return t(N_("steal {name}'s tile {n}"), name=names[data["seat"]], n=data["slot"] + 1)
        return ""
    if kind == "waypoint":
        glyph = _glyph_only(view, data["q"], data["r"], data["region"])
        return t(N_("waypoint on {q},{r} {region}"), q=data["q"], r=data["r"], region=glyph)
    return ""


def status(view: dict[str, Any], language: Language = ENGLISH) -> str:
    phase = str(view.get("phase", ""))
    return language.t(PHASE_WORDS[phase]) if phase in PHASE_WORDS else phase

"""Terminal renderer for Flotsam Fight: reads a view dict, never the state.

``render(view, before)`` marks with ``*`` what changed since ``before``, the same seat's
earlier view (the marks are text, so they survive NO_COLOR).
"""

from __future__ import annotations

from typing import Any, cast

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result
from seaboard.engine import counted
from seaboard.games.flotsam_fight.view import FlotsamView

CHANGED = "*"

HELP = """\
Flotsam Fight: load every treasure card of your hand onto the lifeboats; whoever empties
their hand first ends the round (+2). Three rounds make a game.

  42>7     load card 42 onto lifeboat 7 (7 must divide 42, and 42 must beat the top card)
  pass     pass: you sit out until the boats are cleared (with pass_rule=one-lap, one turn)
A card fits a boat when the boat's number divides it and it is higher than the boat's top
card; an empty (inactive) boat takes any card it divides while fewer boats than players
are active. When everyone but one has passed, that player may play only a last card; when
they pass too, the boats are cleared, the last player to play leads, and everyone holding
one card draws two.

Legend
  3 4 5 ... 10   the lifeboats; a bold number is an active boat (it holds cards)
  ·              an empty boat
  top row        the card on top of each boat (the one to beat); below, the cards under it
  ▶  ★           the player to move; the winner(s) once the game is over
  passed         sits out until the boats are cleared      leader   leads after a reset
  you            your own seat                              +2 +1 -1 tokens won so far
  fits now       the boats each card of your hand could go onto right now
  *              changed since your last look (a boat's top card, a hand size, a pass,
                 a token, a card new in your hand)
  may be in the draw pile   after a reshuffle everyone knows the cards the pile was made
                 of: these are the ones not seen since (some may be in other hands)
Rules: seaboard rules flotsam-fight"""


def _fits(card: int, view: dict[str, Any]) -> list[int]:
    """The boats ``card`` fits now, worked out from the public boats in the view."""
    can_open = view["active_count"] < view["active_limit"]
    out = []
    for boat in view["boats"]:
        number, cards = boat["number"], boat["cards"]
        if card % number:
            continue
        if (cards and card > cards[-1]) or (not cards and can_open):
            out.append(number)
    return out


def _tokens(tokens: list[int]) -> Text:
    text = Text()
    for t in tokens:
        style = "bold green" if t == 2 else "green" if t > 0 else "red"
        text.append(f"{t:+d} ", style=style)
    return text


def _same_round(view: dict[str, Any], before: dict[str, Any] | None) -> dict[str, Any] | None:
    """``before`` when it is an earlier view of the same game that can be compared."""
    if before is None or before.get("game") != view.get("game"):
        return None
    if len(before.get("boats", ())) != len(view["boats"]):
        return None
    return before


def _boats(view: dict[str, Any], before: dict[str, Any] | None) -> Table:
    boats = Table(
        title=f"Lifeboats: {view['active_count']} active of {view['active_limit']} allowed",
        title_justify="left",
        show_header=True,
        header_style="bold",
    )
    tops: list[Text] = []
    unders: list[Text] = []
    for i, boat in enumerate(view["boats"]):
        style = "bold bright_blue" if boat["active"] else "dim"
        boats.add_column(f"[{style}]{boat['number']}[/]", justify="center", min_width=5)
        cards = boat["cards"]
        changed = before is not None and before["boats"][i]["cards"] != cards
        mark = CHANGED if changed else ""
        if cards:
            top_style = "bold bright_blue" + (" reverse" if changed else "")
            tops.append(Text(f"{mark}{cards[-1]}", style=top_style))
        else:
            tops.append(Text(f"{mark}·", "dim"))
        unders.append(Text(" ".join(map(str, cards[:-1])), style="dim blue"))
    boats.add_row(*tops)
    boats.add_row(*unders)
    return boats


def _players(view: dict[str, Any], before: dict[str, Any] | None) -> Table:
    players = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    for column in ("", "player", "cards", "status", "tokens", "score"):
        players.add_column(column)
    revealed = view.get("revealed_hands")
    sizes = cast(FlotsamView, view)["hand_sizes"]
    sizes_before = None if before is None else cast(FlotsamView, before)["hand_sizes"]
    winners = set(view["winners"] or [])
    for info in view["players"]:
        s = info["seat"]
        marker = "▶" if view["to_move"] == s else ("★" if s in winners else "")
        status = []
        if view["passed"][s]:
            status.append("passed")
        if view["leader"] == s:
            status.append("leader")
        if view["seat"] == s:
            status.append("you")
        size = sizes[s]
        cards = f"{size}"
        if sizes_before is not None and sizes_before[s] != size:
            cards = f"{CHANGED}{size} (was {sizes_before[s]})"
        if revealed is not None:
            cards += "  " + " ".join(map(str, revealed[s]))
        state = ", ".join(status)
        if before is not None and before["passed"][s] != view["passed"][s]:
            state = f"{CHANGED}{state or 'back in'}"
        tokens = _tokens(view["tokens"][s])
        if before is not None and before["tokens"][s] != view["tokens"][s]:
            tokens = Text(CHANGED) + tokens
        players.add_row(marker, info["name"], cards, state, tokens, f"{view['scores'][s]:g}")
    return players


def _hand(view: dict[str, Any], before: dict[str, Any] | None) -> Table:
    old = set(before.get("hand") or ()) if before is not None else None
    table = Table(title="Your hand", title_justify="left", box=None, padding=(0, 2))
    table.add_column("card", justify="right", style="bold")
    table.add_column("fits now")
    for card in view["hand"]:
        fits = _fits(card, view)
        new = old is not None and card not in old
        table.add_row(
            f"{CHANGED}{card} new" if new else str(card),
            Text(", ".join(map(str, fits)), style="green") if fits else Text("-", "dim"),
        )
    return table


def render(view: dict[str, Any], before: dict[str, Any] | None = None) -> RenderableType:
    """The boats in a row, the players, the piles and the seat's own hand with where each
    card fits; what changed since ``before`` (the same seat's earlier view) marked ``*``."""
    before = _same_round(view, before)
    parts: list[RenderableType] = []
    head = Text(f"Flotsam Fight  round {view['round']}/3", style="bold")
    head.append(f"   pass rule: {view['pass_rule']}", style="dim")
    head.append(f"   resets this round: {view['resets']}", style="dim")
    if before is not None and before["round"] != view["round"]:
        head.append(f"   {CHANGED}new round: cards dealt anew", style="bold yellow")
        before = None
    parts.append(head)
    parts.append(_boats(view, before))
    parts.append(_players(view, before))

    piles = Text(f"Draw pile: {counted(view['draw_pile'], 'card')}   Set aside: ", style="")
    piles.append(" ".join(map(str, view["set_aside"])) or "none", style="dim")
    parts.append(piles)
    known = view.get("draw_pile_known")
    if known is not None:
        held = sum(view.get("reshuffled_in_hand") or ())
        line = Text("May be in the draw pile (reshuffled, not seen since): ", style="")
        line.append(" ".join(map(str, known)) or "none", style="cyan")
        if held:
            line.append(f"   ({held} of them in hands)", style="dim")
        parts.append(line)

    if view.get("hand") is not None and not view["game_over"]:
        parts.append(_hand(view, before))
    if view["last_card_only"] and not view["game_over"]:
        parts.append(
            Text("Everyone else has passed: only a last card may still be played.", "yellow")
        )
    if view["must_play"] and not view["game_over"]:
        name = view["players"][view["to_move"]]["name"]
        parts.append(Text(f"{name} leads and must play a card.", "yellow"))
    for i, outcome in enumerate(view.get("round_results") or ()):
        parts.append(_result_line(view, i + 1, outcome))
    if view["game_over"]:
        parts.append(Text(result(view), style="bold green"))
    return Group(*parts)


def _result_line(view: dict[str, Any], rnd: int, result: dict[str, Any]) -> Text:
    """One finished round: who went out, each highest card, the tokens."""
    names = [p["name"] for p in view["players"]]
    winner = result["winner"]
    text = Text(f"Round {rnd}: ", style="bold")
    text.append(f"{names[winner]} went out (+2); " if winner is not None else "nobody went out; ")
    highs = sorted((h, s) for s, h in enumerate(result["highest"]) if s != winner and h is not None)
    text.append("highest cards " + ", ".join(f"{h} ({names[s]})" for h, s in highs))
    gains = [f"{names[s]} {t:+d}" for s, t in enumerate(result["tokens"]) if t and s != winner]
    if gains:
        text.append(": " + ", ".join(gains))
    return text

"""Terminal renderer for Flotsam Fight: reads a view dict, never the state.

``render(view, before)`` draws a compact board (the boats' top cards, the players, the
reader's hand with the boats each card fits) and marks with ``*`` what changed since
``before``, the same seat's earlier view (the marks are text, so they survive NO_COLOR).
The cards under each top card and the hand in a table are panels asked for by name.
"""

from __future__ import annotations

from typing import Any, cast

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result, seat_label
from seaboard.engine import counted
from seaboard.games.flotsam_fight.view import FlotsamFightView

CHANGED = "*"

HELP = """\
Flotsam Fight: load every treasure card of your hand onto the lifeboats; whoever empties
their hand first ends the round (+2). Three rounds make a game.

  42→7     load card 42 onto lifeboat 7 (7 must divide 42, and 42 must beat the top card);
           typing 42>7 is the same action
  pass     pass: you sit out until the boats are cleared (with pass_rule=one-lap, one turn)
A card fits a boat when the boat's number divides it and it is higher than the boat's top
card; an empty (inactive) boat takes any card it divides while fewer boats than players
are active. When everyone but one has passed, that player may play only a last card; when
they pass too, the boats are cleared, the last player to play leads, and everyone holding
one card draws two. The leader is the player who starts after the boats are cleared.

Legend
  3 4 5 ... 10   the lifeboats; a bold number is an active boat (it holds cards)
  ·              an empty boat
  top            the card on top of each boat (the one to beat); `stacks` lists the cards
                 under it
  ▶  ★           the player to move; the winner(s) once the game is over
  passed         sits out until the boats are cleared
  leader         starts after the boats are cleared (the last player who played a card)
  +2 +1 -1       tokens won so far (the score is their sum)
  42→6,7         a card of your hand and the boats it fits now
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
    """``before`` when it is an earlier view of the same round that can be compared."""
    if before is None or before.get("game") != view.get("game"):
        return None
    if len(before.get("boats", ())) != len(view["boats"]):
        return None
    if before.get("round") != view.get("round"):
        return None
    return before


def _boats(view: dict[str, Any], before: dict[str, Any] | None) -> Table:
    boats = Table(box=None, padding=(0, 1), pad_edge=False, show_header=True, header_style="")
    boats.add_column(
        Text(f"Lifeboats ({view['active_count']} active of {view['active_limit']})"),
        style="dim",
        no_wrap=True,
    )
    tops: list[Text] = []
    unders: list[Text] = []
    for i, boat in enumerate(view["boats"]):
        style = "bold bright_blue" if boat["active"] else "dim"
        boats.add_column(Text(str(boat["number"]), style=style), justify="right", min_width=4)
        cards = boat["cards"]
        changed = before is not None and before["boats"][i]["cards"] != cards
        mark = CHANGED if changed else ""
        if cards:
            top_style = "bold bright_blue" + (" reverse" if changed else "")
            tops.append(Text(f"{mark}{cards[-1]}", style=top_style))
        else:
            tops.append(Text(f"{mark}·", "dim"))
        unders.append(Text(f"+{len(cards) - 1}" if len(cards) > 1 else "", style="dim blue"))
    boats.add_row(Text("top card"), *tops)
    if any(str(u) for u in unders):
        boats.add_row(Text("cards under it"), *unders)
    return boats


def _players(view: dict[str, Any], before: dict[str, Any] | None) -> Table:
    players = Table(box=None, show_header=False, padding=(0, 1), pad_edge=False)
    for column in ("", "player", "cards", "tokens", "score", "status"):
        players.add_column(column)
    revealed = view.get("revealed_hands")
    sizes = cast(FlotsamFightView, view)["hand_sizes"]
    sizes_before = None if before is None else cast(FlotsamFightView, before)["hand_sizes"]
    winners = set(view["winners"] or [])
    for info in view["players"]:
        s = info["seat"]
        marker = "▶" if view["to_move"] == s else ("★" if s in winners else "")
        status = []
        if view["passed"][s]:
            status.append("passed")
        if view["leader"] == s:
            status.append("leader")
        size = sizes[s]
        cards = counted(size, "card")
        if sizes_before is not None and sizes_before[s] != size:
            cards = f"{CHANGED}{cards} (was {sizes_before[s]})"
        if revealed is not None:
            cards += ": " + " ".join(map(str, revealed[s]))
        state = ", ".join(status)
        if before is not None and before["passed"][s] != view["passed"][s]:
            state = f"{CHANGED}{state or 'back in'}"
        tokens = _tokens(view["tokens"][s])
        if before is not None and before["tokens"][s] != view["tokens"][s]:
            tokens = Text(CHANGED) + tokens
        players.add_row(
            marker,
            Text(seat_label(view, s), style="bold" if marker == "▶" else ""),
            cards,
            tokens,
            f"{view['scores'][s]:g} pt",
            state,
        )
    return players


def _hand_line(view: dict[str, Any], before: dict[str, Any] | None) -> Text:
    old = set(before.get("hand") or ()) if before is not None else None
    text = Text("Your hand (card→boats it fits now): ", style="bold")
    for i, card in enumerate(view["hand"]):
        if i:
            text.append("  ")
        new = old is not None and card not in old
        text.append(f"{CHANGED if new else ''}{card}", style="bold")
        fits = _fits(card, view)
        text.append("→" + ",".join(map(str, fits)) if fits else "→-", "green" if fits else "dim")
    return text


def render(
    view: dict[str, Any], before: dict[str, Any] | None = None, height: int | None = None
) -> RenderableType:
    """The boats in a row, the players, the piles and the seat's own hand with where each
    card fits; what changed since ``before`` (the same seat's earlier view) marked ``*``."""
    new_round = before is not None and before.get("round") != view.get("round")
    before = _same_round(view, before)
    head = Text(f"Flotsam Fight, round {view['round']} of 3", style="bold")
    head.append(f"   draw pile {counted(view['draw_pile'], 'card')}", style="dim")
    head.append(f"   set aside {len(view['set_aside'])}", style="dim")
    if new_round:
        head.append(f"   {CHANGED}new round: cards dealt anew", style="bold yellow")
    parts: list[RenderableType] = [head, _boats(view, before), _players(view, before)]
    known = view.get("draw_pile_known")
    if known is not None:
        held = sum(view.get("reshuffled_in_hand") or ())
        line = Text("May be in the draw pile: ")
        line.append(" ".join(map(str, known)) or "none", style="cyan")
        if held:
            line.append(f" ({held} of them in hands)", style="dim")
        parts.append(line)
    if view.get("hand") is not None and not view["game_over"]:
        parts.append(_hand_line(view, before))
    if view["last_card_only"] and not view["game_over"]:
        parts.append(
            Text("Everyone else has passed: only a last card may still be played.", "yellow")
        )
    if view["must_play"] and not view["game_over"]:
        name = view["players"][view["to_move"]]["name"]
        parts.append(Text(f"{name} leads and must play a card.", "yellow"))
    if view["game_over"]:
        # fitted to a window (the final screen), each round in one line: who went out, the
        # tokens; the highest cards are in the log and in the replay's full board
        for i, outcome in enumerate(view.get("round_results") or ()):
            parts.append(_result_line(view, i + 1, outcome, short=height is not None))
        parts.append(Text(result(view), style="bold green"))
    elif view.get("round_results"):
        parts.append(_result_line(view, len(view["round_results"]), view["round_results"][-1]))
    return Group(*parts)


def stacks(view: dict[str, Any], turn_start: dict[str, Any] | None = None) -> RenderableType:
    """Every card on every boat, bottom to top, and the cards set aside."""
    table = Table(title="Lifeboats, bottom card first", box=box.SIMPLE_HEAD, title_justify="left")
    table.add_column("boat", justify="right")
    table.add_column("cards")
    for boat in view["boats"]:
        table.add_row(str(boat["number"]), " ".join(map(str, boat["cards"])) or "·")
    aside = " ".join(map(str, view["set_aside"])) or "none"
    return Group(table, Text(f"Set aside: {aside}"))


def hand(view: dict[str, Any], turn_start: dict[str, Any] | None = None) -> RenderableType:
    """The reader's hand, one card a line, with the boats it fits now."""
    if view.get("hand") is None:
        return Text("You hold no hand: you are watching.")
    table = Table(title="Your hand", title_justify="left", box=box.SIMPLE_HEAD)
    table.add_column("card", justify="right", style="bold")
    table.add_column("fits now on the boats")
    for card in view["hand"]:
        fits = _fits(card, view)
        table.add_row(str(card), ", ".join(map(str, fits)) or "-")
    return table


PANELS = {"hand": hand, "stacks": stacks}
# The fields of an action's data that split its kind into the menu's groups.
MENU_GROUPS = {"play": ("card",)}  # one group per card in hand


def label(
    data: dict[str, Any], view: dict[str, Any], turn_start: dict[str, Any] | None = None
) -> str:
    """A play (its ``legal_data`` entry) as "42→7" (card 42 onto lifeboat 7, as the hand
    line writes where a card fits); a pass in its notation."""
    if data.get("kind") == "play":
        return f"{data['card']}→{data['boat']}"
    return ""


def status(view: dict[str, Any]) -> str:
    if view.get("game_over"):
        return "the game is over"
    if view.get("last_card_only"):
        return "only a last card may be played"
    if view.get("must_play"):
        return "lead: play a card"
    return "load a card onto a lifeboat, or pass"


def _result_line(
    view: dict[str, Any], rnd: int, result: dict[str, Any], short: bool = False
) -> Text:
    """One finished round: who went out, each highest card (not ``short``), the tokens."""
    names = [p["name"] for p in view["players"]]
    winner = result["winner"]
    text = Text(f"Round {rnd}: ", style="bold")
    text.append(f"{names[winner]} went out (+2); " if winner is not None else "nobody went out; ")
    highs = sorted((h, s) for s, h in enumerate(result["highest"]) if s != winner and h is not None)
    gains = [f"{names[s]} {t:+d}" for s, t in enumerate(result["tokens"]) if t and s != winner]
    if short:
        text.append("tokens: " + (", ".join(gains) or "none"))
        return text
    text.append("highest cards " + ", ".join(f"{h} ({names[s]})" for h, s in highs))
    if gains:
        text.append(": " + ", ".join(gains))
    return text

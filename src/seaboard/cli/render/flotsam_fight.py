"""Terminal renderer for Flotsam Fight: reads a view dict, never the state."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text


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


def render(view: dict[str, Any]) -> RenderableType:
    """The boats in a row, the players, and the seat's own hand with where each card fits."""
    parts: list[RenderableType] = []
    head = Text(f"Flotsam Fight  round {view['round']}/3", style="bold")
    head.append(f"   pass rule: {view['pass_rule']}", style="dim")
    head.append(f"   resets this round: {view['resets']}", style="dim")
    parts.append(head)

    boats = Table(
        title=f"Lifeboats: {view['active_count']} active of {view['active_limit']} allowed",
        title_justify="left",
        show_header=True,
        header_style="bold",
    )
    for boat in view["boats"]:
        style = "bold bright_blue" if boat["active"] else "dim"
        boats.add_column(f"[{style}]{boat['number']}[/]", justify="center", min_width=4)
    boats.add_row(
        *[
            Text(str(b["cards"][-1]), style="bold bright_blue") if b["cards"] else Text("·", "dim")
            for b in view["boats"]
        ]
    )
    boats.add_row(
        *[Text(" ".join(map(str, b["cards"][:-1])), style="dim blue") for b in view["boats"]]
    )
    parts.append(boats)

    players = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    for column in ("", "player", "cards", "status", "tokens", "score"):
        players.add_column(column)
    revealed = view.get("revealed_hands")
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
        cards = str(view["hand_sizes"][s])
        if revealed is not None:
            cards += "  " + " ".join(map(str, revealed[s]))
        players.add_row(
            marker,
            info["name"],
            cards,
            ", ".join(status),
            _tokens(view["tokens"][s]),
            f"{view['scores'][s]:g}",
        )
    parts.append(players)

    piles = Text(f"Draw pile: {view['draw_pile']} cards   Set aside: ", style="")
    piles.append(" ".join(map(str, view["set_aside"])) or "none", style="dim")
    parts.append(piles)

    hand = view.get("hand")
    if hand is not None and not view["game_over"]:
        table = Table(title="Your hand", title_justify="left", box=None, padding=(0, 2))
        table.add_column("card", justify="right", style="bold")
        table.add_column("fits now")
        for card in hand:
            fits = _fits(card, view)
            table.add_row(
                str(card),
                Text(", ".join(map(str, fits)), style="green") if fits else Text("-", "dim"),
            )
        parts.append(table)
    if view["last_card_only"] and not view["game_over"]:
        parts.append(
            Text("Everyone else has passed: only a last card may still be played.", "yellow")
        )
    if view["must_play"] and not view["game_over"]:
        parts.append(Text(f"Player {view['to_move'] + 1} leads and must play a card.", "yellow"))
    if view["game_over"]:
        names = ", ".join(view["players"][s]["name"] for s in sorted(winners))
        parts.append(Text(f"Game over. Winner: {names}", style="bold green"))
    return Group(*parts)

"""Terminal renderer for Flotsam Fight: reads a view dict, never the state.

``render(view, before)`` draws a compact board (the boats' top cards, the players, the
reader's hand with the boats each card fits) and marks with ``*`` what changed since
``before``, the same seat's earlier view (the marks are text, so they survive NO_COLOR).
The cards under each top card and the hand in a table are panels asked for by name.

Every word is a message told in the reader's ``language`` (English by default); the players'
names come from the view, a seat without a name ("Player 2") in the reader's language.
"""

from __future__ import annotations

from typing import Any, Final, cast

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from seaboard.cli.render import result, seat_label
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.games.flotsam_fight.view import FlotsamFightView

CHANGED = "*"

HELP_NOTATION: Final = N_(
    """\
Flotsam Fight: load every treasure card of your hand onto the lifeboats; whoever empties
their hand first ends the round (+2). Three rounds make a game.

  42→7     load card 42 onto lifeboat 7 (7 must divide 42, and 42 must beat the top card);
           typing 42>7 is the same action
  pass     pass: you sit out until the boats are cleared (with pass_rule=one-lap, one turn)
A card fits a boat when the boat's number divides it and it is higher than the boat's top
card; an empty (inactive) boat takes any card it divides while fewer boats than players
are active. When everyone but one has passed, that player may play only a last card; when
they pass too, the boats are cleared, the last player to play leads, and everyone holding
one card draws two. The leader is the player who starts after the boats are cleared."""
)
HELP_LEGEND: Final = N_(
    """\
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
)
HELP: Final = f"{HELP_NOTATION}\n\n{HELP_LEGEND}"


def help_text(language: Language = ENGLISH) -> str:
    """``HELP`` in ``language``: the notation, then the legend (its part after "Legend")."""
    return f"{language.t(HELP_NOTATION)}\n\n{language.t(HELP_LEGEND)}"


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


def _name(view: dict[str, Any], seat: int, language: Language) -> str:
    """A player's name from the view; a seat without one ("Player 2") in the language."""
    name = str(view["players"][seat]["name"])
    if language is not ENGLISH and name == f"Player {seat + 1}":
        return language.t(N_("Player {number}"), number=seat + 1)
    return name


def _seat_label(view: dict[str, Any], seat: int, language: Language) -> str:
    """A player as the board names them, "(you)" beside the reader."""
    if language is ENGLISH:
        return seat_label(view, seat)
    name = _name(view, seat, language)
    return language.t(N_("{name} (you)"), name=name) if view.get("seat") == seat else name


def _result(view: dict[str, Any], language: Language) -> str:
    """The line a finished game's board ends with, in the language."""
    if language is ENGLISH:
        return result(view)
    seat = view.get("seat")
    won = sorted(view.get("winners") or [])
    if won == [seat]:
        return language.t(N_("Game over: you win"))
    names = [language.t(N_("you")) if s == seat else _name(view, s, language) for s in won]
    if len(names) == 1:
        return language.t(N_("Game over: {name} wins"), name=names[0])
    if names:
        return language.t(N_("Game over: a draw between {names}"), names=language.listing(names))
    return language.t(N_("Game over: nobody wins"))


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


def _boats(view: dict[str, Any], before: dict[str, Any] | None, language: Language) -> Table:
    t = language.t
    boats = Table(box=None, padding=(0, 1), pad_edge=False, show_header=True, header_style="")
    boats.add_column(
        Text(
            t(
                N_("Lifeboats ({active} active of {limit})"),
                active=view["active_count"],
                limit=view["active_limit"],
            )
        ),
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
    boats.add_row(Text(t(N_("top card"))), *tops)
    if any(str(u) for u in unders):
        boats.add_row(Text(t(N_("cards under it"))), *unders)
    return boats


def _players(view: dict[str, Any], before: dict[str, Any] | None, language: Language) -> Table:
    t = language.t
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
            status.append(t(N_("passed")))
        if view["leader"] == s:
            status.append(t(N_("leader")))
        size = sizes[s]
        cards = language.tn("{n} card", "{n} cards", size)
        if sizes_before is not None and sizes_before[s] != size:
            cards = CHANGED + t(N_("{cards} (was {was})"), cards=cards, was=sizes_before[s])
        if revealed is not None:
            cards += ": " + " ".join(map(str, revealed[s]))
        state = ", ".join(status)
        if before is not None and before["passed"][s] != view["passed"][s]:
            state = CHANGED + (state or t(N_("back in")))
        tokens = _tokens(view["tokens"][s])
        if before is not None and before["tokens"][s] != view["tokens"][s]:
            tokens = Text(CHANGED) + tokens
        players.add_row(
            marker,
            Text(_seat_label(view, s, language), style="bold" if marker == "▶" else ""),
            cards,
            tokens,
            t(N_("{score} pt"), score=f"{view['scores'][s]:g}"),
            state,
        )
    return players


def _hand_line(view: dict[str, Any], before: dict[str, Any] | None, language: Language) -> Text:
    old = set(before.get("hand") or ()) if before is not None else None
    text = Text(language.t(N_("Your hand (card→boats it fits now):")) + " ", style="bold")
    for i, card in enumerate(view["hand"]):
        if i:
            text.append("  ")
        new = old is not None and card not in old
        text.append(f"{CHANGED if new else ''}{card}", style="bold")
        fits = _fits(card, view)
        text.append("→" + ",".join(map(str, fits)) if fits else "→-", "green" if fits else "dim")
    return text


def render(
    view: dict[str, Any],
    before: dict[str, Any] | None = None,
    height: int | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """The boats in a row, the players, the piles and the seat's own hand with where each
    card fits; what changed since ``before`` (the same seat's earlier view) marked ``*``."""
    t = language.t
    new_round = before is not None and before.get("round") != view.get("round")
    before = _same_round(view, before)
    head = Text(
        t(N_("Flotsam Fight, round {round} of {rounds}"), round=view["round"], rounds=3),
        style="bold",
    )
    pile = language.tn("draw pile {n} card", "draw pile {n} cards", view["draw_pile"])
    head.append(f"   {pile}", style="dim")
    head.append("   " + t(N_("set aside {n}"), n=len(view["set_aside"])), style="dim")
    if new_round:
        fresh = t(N_("new round: cards dealt anew"))
        head.append(f"   {CHANGED}{fresh}", style="bold yellow")
    parts: list[RenderableType] = [
        head,
        _boats(view, before, language),
        _players(view, before, language),
    ]
    known = view.get("draw_pile_known")
    if known is not None:
        held = sum(view.get("reshuffled_in_hand") or ())
        line = Text(t(N_("May be in the draw pile:")) + " ")
        line.append(" ".join(map(str, known)) or t(N_("none")), style="cyan")
        if held:
            line.append(" " + t(N_("({held} of them in hands)"), held=held), style="dim")
        parts.append(line)
    if view.get("hand") is not None and not view["game_over"]:
        parts.append(_hand_line(view, before, language))
    if view["last_card_only"] and not view["game_over"]:
        parts.append(
            Text(t(N_("Everyone else has passed: only a last card may still be played.")), "yellow")
        )
    if view["must_play"] and not view["game_over"]:
        name = _name(view, view["to_move"], language)
        parts.append(Text(t(N_("{name} leads and must play a card."), name=name), "yellow"))
    if view["game_over"]:
        # fitted to a window (the final screen), each round in one line: who went out, the
        # tokens; the highest cards are in the log and in the replay's full board
        for i, outcome in enumerate(view.get("round_results") or ()):
            parts.append(_result_line(view, i + 1, outcome, height is not None, language))
        parts.append(Text(_result(view, language), style="bold green"))
    elif view.get("round_results"):
        last = view["round_results"][-1]
        parts.append(_result_line(view, len(view["round_results"]), last, False, language))
    return Group(*parts)


def stacks(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """Every card on every boat, bottom to top, and the cards set aside."""
    t = language.t
    table = Table(
        title=t(N_("Lifeboats, bottom card first")), box=box.SIMPLE_HEAD, title_justify="left"
    )
    table.add_column(t(N_("boat")), justify="right")
    table.add_column(t(N_("cards")))
    for boat in view["boats"]:
        table.add_row(str(boat["number"]), " ".join(map(str, boat["cards"])) or "·")
    aside = " ".join(map(str, view["set_aside"])) or t(N_("none"))
    return Group(table, Text(t(N_("Set aside: {cards}"), cards=aside)))


def hand(
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    *,
    language: Language = ENGLISH,
) -> RenderableType:
    """The reader's hand, one card a line, with the boats it fits now."""
    t = language.t
    if view.get("hand") is None:
        return Text(t(N_("You hold no hand: you are watching.")))
    table = Table(title=t(N_("Your hand")), title_justify="left", box=box.SIMPLE_HEAD)
    table.add_column(t(N_("card")), justify="right", style="bold")
    table.add_column(t(N_("fits now on the boats")))
    for card in view["hand"]:
        fits = _fits(card, view)
        table.add_row(str(card), ", ".join(map(str, fits)) or "-")
    return table


PANELS = {"hand": hand, "stacks": stacks}
# The fields of an action's data that split its kind into the menu's groups.
MENU_GROUPS = {"play": ("card",)}  # one group per card in hand


def label(
    data: dict[str, Any],
    view: dict[str, Any],
    turn_start: dict[str, Any] | None = None,
    *,
    language: Language = ENGLISH,
) -> str:
    """A play (its ``legal_data`` entry) as "42→7" (card 42 onto lifeboat 7, as the hand
    line writes where a card fits); a pass in its notation. No words, so the same in every
    language."""
    if data.get("kind") == "play":
        return f"{data['card']}→{data['boat']}"
    return ""


def status(view: dict[str, Any], *, language: Language = ENGLISH) -> str:
    """The phase in words for the status line, in ``language``."""
    t = language.t
    if view.get("game_over"):
        return t(N_("the game is over"))
    if view.get("last_card_only"):
        return t(N_("only a last card may be played"))
    if view.get("must_play"):
        return t(N_("lead: play a card"))
    return t(N_("load a card onto a lifeboat, or pass"))


def _result_line(
    view: dict[str, Any],
    rnd: int,
    result: dict[str, Any],
    short: bool = False,
    language: Language = ENGLISH,
) -> Text:
    """One finished round: who went out, each highest card (not ``short``), the tokens."""
    t = language.t
    names = [_name(view, p["seat"], language) for p in view["players"]]
    winner = result["winner"]
    text = Text(t(N_("Round {round}:"), round=rnd) + " ", style="bold")
    if winner is not None:
        text.append(t(N_("{name} went out (+2);"), name=names[winner]) + " ")
    else:
        text.append(t(N_("nobody went out;")) + " ")
    highs = sorted((h, s) for s, h in enumerate(result["highest"]) if s != winner and h is not None)
    gains = [f"{names[s]} {g:+d}" for s, g in enumerate(result["tokens"]) if g and s != winner]
    if short:
        text.append(t(N_("tokens: {tokens}"), tokens=", ".join(gains) or t(N_("none"))))
        return text
    highest = ", ".join(f"{h} ({names[s]})" for h, s in highs)
    text.append(t(N_("highest cards {cards}"), cards=highest))
    if gains:
        text.append(": " + ", ".join(gains))
    return text

"""El Switcher's events in words, told to one seat (``State.describe``).

Every sentence depends only on what the seat sees before and after the action: the board,
the face-up and blocked figure cards, the discards and the public known cards; a seat's own
drawn movement cards are named to that seat alone, the others hear how many.
"""

from __future__ import annotations

from seaboard.engine import Action, counted
from seaboard.engine.telling import Words
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import Claim, Move, Undo
from seaboard.games.el_switcher.game import SwitcherState, all_turns


def listing(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def cards(count: int) -> str:
    """``1 card``, ``2 cards``."""
    return counted(count, "card")


def start(state: SwitcherState, seat: int | None) -> str:
    """Who begins and why."""
    game = state.rules
    first = state.current
    order = [game.role_name((first + k) % game.players) for k in range(1, game.players)]
    clock = game.turn_seconds
    timing = "no turn clock" if clock is None else f"{counted(clock, 'second')} per turn"
    return (
        f"{game.role_name(first)} begins (drawn at random), then {listing(order)}, and so on; "
        f"everyone holds three movement cards and shows three figure cards; {timing}."
    )


def move(before: SwitcherState, action: Move) -> str:
    """A movement card played: the cells, the card and its way of moving."""
    who = before.rules.role_name(before.current)
    a, b = D.cell_name(action.a), D.cell_name(action.b)
    name = D.MOVE_NAMES[action.kind]
    text = f"{who} swaps {a} and {b} with {name} ({D.MOVE_HELP[action.kind]})"
    ca, cb = before.board[action.a], before.board[action.b]
    if ca == cb:
        text += f": both tiles are {D.COLOUR_NAMES[ca]}, the board does not change"
    return text


def claim(before: SwitcherState, action: Claim, after: SwitcherState) -> str:
    """A figure formed for one's own card, or an opponent's card blocked."""
    game = before.rules
    me = before.current
    who = game.role_name(me)
    name = D.FIGURE_NAMES[action.card]
    colour = D.COLOUR_NAMES[before.board[action.cells[0]]]
    parts: list[str] = []
    if action.owner >= 0:
        owner = game.role_name(action.owner)
        head = f"{who} blocks {owner}'s {name} with a {colour} figure: it is turned face down"
    else:
        head = f"{who} forms {name} in {colour}"
        rest = list(before.face_up[me])
        rest.remove(action.card)
        drawn = list(after.face_up[me])
        for card in rest:
            drawn.remove(card)
        if after.over:
            head += f" and has formed every figure: {who} wins"
        elif before.blocked[me] >= 0 and after.blocked[me] < 0:
            head += f"; every other card is formed, so the blocked {_name(before.blocked[me])}"
            head += " is turned face up again"
        elif before.locked[me] and not after.locked[me]:
            head += f"; the block is over and {who} draws {listing([_name(c) for c in drawn])}"
        elif before.locked[me]:
            head += " and draws nothing while a card is blocked"
        elif drawn:
            head += f" and draws {listing([_name(c) for c in drawn])}"
        else:
            head += " and draws nothing: the figure deck is empty"
    parts.append(head)
    if before.pending and game.partial:
        done = _moves(len(before.pending))
        parts.append(f"the {done} before it {'is' if len(before.pending) == 1 else 'are'} final")
    elif before.pending and game.undo_limit > 0:
        parts.append(f"the {_moves(len(before.pending))} before it can no longer be taken back")
    if not after.over:
        parts.append(f"{colour} is forbidden for the next figure")
    return "; ".join(parts)


def undo(before: SwitcherState, after: SwitcherState) -> str:
    """The last move taken back."""
    game = before.rules
    kind, a, b = before.pending[-1]
    name = D.MOVE_NAMES[kind]
    left = game.undo_limit - after.undos
    return (
        f"{game.role_name(before.current)} takes back {name} {D.cell_name(a)} {D.cell_name(b)}:"
        f" the tiles swap back and {name} returns to the hand"
        f" ({counted(left, 'take-back')} left this turn)"
    )


def end(before: SwitcherState, after: SwitcherState, seat: int | None, timeout: bool) -> str:
    """The end of a turn: tentative moves reversed, cards drawn, the next player or the end."""
    game = before.rules
    me = before.current
    who = game.role_name(me)
    head = f"Time is up for {who}: the turn ends" if timeout else f"{who} ends the turn"
    parts = [head]
    hand = list(before.hands[me])
    if game.partial and before.pending:
        back = sorted(k for k, _, _ in before.pending)
        hand = sorted([*hand, *back])
        names = listing([D.MOVE_NAMES[k] for k in back])
        parts.append(
            f"the {_moves(len(back))} since the last figure are reversed and {names} "
            f"go{'es' if len(back) == 1 else ''} back to the hand"
        )
    count = len(after.hands[me]) - len(hand)
    if after.reshuffles > before.reshuffles:
        parts.append("the discarded movement cards are shuffled into a new deck")
    if count > 0:
        if seat == me:
            drawn = list(after.hands[me])
            for k in hand:
                drawn.remove(k)
            what = listing([D.MOVE_NAMES[k] for k in drawn])
        else:
            what = cards(count)
        if len(parts) == 1 and not timeout:
            parts[0] += f" and draws {what}"
        else:
            parts.append(f"{who} draws {what}")
    if after.over:
        parts.append(_final(after))
    else:
        limit = game.max_turns
        if limit is not None and limit - after.turns <= game.players:
            left = limit - after.turns
            parts.append(f"{left} turn{'' if left == 1 else 's'} left")
        parts.append(f"{game.role_name(after.current)} is next")
    return "; ".join(parts)


def _final(after: SwitcherState) -> str:
    game = after.rules
    left = after.figures_left()
    table = ", ".join(f"{game.role_name(s)} {left[s]}" for s in range(game.players))
    names = listing([game.role_name(s) for s in sorted(after.champions)])
    verb = "wins" if len(after.champions) == 1 else "share the win"
    return (
        f"{all_turns(game.max_turns or 0)}: {names} {verb} with the fewest figures "
        f"left (figures left: {table})"
    )


def _name(card: int) -> str:
    return D.FIGURE_NAMES[card]


def _moves(count: int) -> str:
    return "move" if count == 1 else f"{count} moves"


class SwitcherWords(Words["SwitcherState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: SwitcherState, action: Action, after: SwitcherState, seat: int | None
    ) -> str:
        if isinstance(action, Move):
            return move(before, action)
        if isinstance(action, Claim):
            return claim(before, action, after)
        if isinstance(action, Undo):
            return undo(before, after)
        return end(before, after, seat, timeout=False)

    def start(self, state: SwitcherState, seat: int | None) -> str:
        if state.over:
            return "The game is over."
        return start(state, seat)

    def timeout(self, before: SwitcherState, after: SwitcherState, seat: int | None) -> str:
        return end(before, after, seat, timeout=True)

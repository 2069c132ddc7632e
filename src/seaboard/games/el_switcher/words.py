"""El Switcher's events in words, told to one seat (``State.describe``).

Every sentence depends only on what the seat sees before and after the action: the board,
the face-up and blocked figure cards, the discards and the public known cards; a seat's own
drawn movement cards are named to that seat alone, the others hear how many. Cards are
named in words (``data.MOVE_TITLES``, ``data.FIGURE_TITLES``: "the L swap bending left",
"the cross"), cells by row and column counted from 1 from the top left, as the boards
label them.
"""

from __future__ import annotations

from seaboard.engine import Action, Naming, counted
from seaboard.engine.telling import Words, listing
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import Claim, Move, Undo
from seaboard.games.el_switcher.game import all_turns
from seaboard.games.el_switcher.state import ElSwitcherState


def cards(count: int) -> str:
    """``1 card``, ``2 cards``."""
    return counted(count, "movement card")


def cell(index: int) -> str:
    """``row 3, column 4``: the cell as the boards label it (from 1, top left)."""
    return f"row {D.ROW[index] + 1}, column {D.COL[index] + 1}"


def cells(a: int, b: int) -> str:
    """The two cells of a swap: ``row 3, column 4 and row 3, column 6``."""
    return f"{cell(a)} and {cell(b)}"


def movement(kind: int) -> str:
    return D.MOVE_TITLES[kind]


def figure(card: int) -> str:
    return D.FIGURE_TITLES[card]


def start(state: ElSwitcherState, tell: Naming) -> str:
    """Who begins and why."""
    game = state.rules
    first = state.current
    order = [tell.name((first + k) % game.players) for k in range(1, game.players)]
    clock = game.turn_seconds
    timing = "no turn clock" if clock is None else f"{counted(clock, 'second')} per turn"
    return (
        f"{tell.says(first, 'begin')} (drawn at random), then {listing(order)}, and so on; "
        f"everyone holds three movement cards and shows three figure cards; {timing}."
    )


def move(before: ElSwitcherState, action: Move, tell: Naming) -> str:
    """A movement card played: the cells and the card."""
    me = before.current
    where = cells(action.a, action.b)
    text = f"{tell.says(me, 'swap')} the tiles on {where} ({movement(action.kind)})"
    ca, cb = before.board[action.a], before.board[action.b]
    if ca == cb:
        text += f": both tiles are {D.COLOUR_NAMES[ca]}, the board does not change"
    return text


def claim(before: ElSwitcherState, action: Claim, after: ElSwitcherState, tell: Naming) -> str:
    """A figure formed for one's own card, or an opponent's card blocked."""
    game = before.rules
    me = before.current
    name = figure(action.card)
    colour = D.COLOUR_NAMES[before.board[action.cells[0]]]
    parts: list[str] = []
    if action.owner >= 0:
        head = (
            f"{tell.says(me, 'block')} {tell.whose(action.owner)} card, {name}, with a "
            f"{colour} figure: it is turned face down"
        )
    else:
        head = f"{tell.says(me, 'form')} {name} in {colour}"
        rest = list(before.face_up[me])
        rest.remove(action.card)
        drawn = list(after.face_up[me])
        for card in rest:
            drawn.remove(card)
        draws = tell.verb(me, "turn", "turns") + " up"  # figure cards are turned up
        if after.over:
            head += (
                f" and {tell.verb(me, 'have', 'has')} formed every figure: "
                f"{tell.says(me, 'win', head=False)}"
            )
        elif before.blocked[me] >= 0 and after.blocked[me] < 0:
            head += (
                f"; every other card is formed, so the blocked card, "
                f"{figure(before.blocked[me])}, is turned face up again"
            )
        elif before.locked[me] and not after.locked[me]:
            head += (
                f"; the block is over and {tell.says(me, 'turn', head=False)} up "
                f"{listing([figure(c) for c in drawn])}"
            )
        elif before.locked[me]:
            head += f" and {draws} nothing while a card is blocked"
        elif drawn:
            head += f" and {draws} {listing([figure(c) for c in drawn])}"
        else:
            head += f" and {draws} nothing: the figure deck is empty"
    parts.append(head)
    if before.pending and game.partial:
        done = _moves(len(before.pending))
        parts.append(f"the {done} before it {'is' if len(before.pending) == 1 else 'are'} final")
    elif before.pending and game.undo_limit > 0:
        parts.append(f"the {_moves(len(before.pending))} before it can no longer be taken back")
    if not after.over:
        parts.append(f"{colour} is forbidden for the next figure")
    return "; ".join(parts)


def undo(before: ElSwitcherState, after: ElSwitcherState, tell: Naming) -> str:
    """The last move taken back."""
    game = before.rules
    me = before.current
    kind, a, b = before.pending[-1]
    left = game.undo_limit - after.undos
    return (
        f"{tell.says(me, 'take')} back the swap of {cells(a, b)}: the tiles swap back and "
        f"{movement(kind)} returns to {tell.own(me)} hand"
        f" ({counted(left, 'take-back')} left this turn)"
    )


def end(before: ElSwitcherState, after: ElSwitcherState, tell: Naming, timeout: bool) -> str:
    """The end of a turn: tentative moves reversed, cards drawn, the next player or the end."""
    game = before.rules
    me = before.current
    if timeout:
        head = f"Time is up for {tell.name(me)}: the turn ends"
    else:
        head = f"{tell.says(me, 'end')} the turn"
    parts = [head]
    hand = list(before.hands[me])
    if game.partial and before.pending:
        back = sorted(k for k, _, _ in before.pending)
        hand = sorted([*hand, *back])
        names = listing([movement(k) for k in back])
        parts.append(
            f"the {_moves(len(back))} since the last figure are reversed and {names} "
            f"go{'es' if len(back) == 1 else ''} back to {tell.own(me)} hand"
        )
    count = len(after.hands[me]) - len(hand)
    if after.reshuffles > before.reshuffles:
        parts.append("the discarded movement cards are shuffled into a new deck")
    if count > 0:
        if tell.is_you(me):
            drawn = list(after.hands[me])
            for k in hand:
                drawn.remove(k)
            what = listing([movement(k) for k in drawn])
        else:
            what = cards(count)
        if len(parts) == 1 and not timeout:
            parts[0] += f" and {tell.verb(me, 'draw')} {what}"
        else:
            parts.append(f"{tell.says(me, 'draw', head=False)} {what}")
    if after.over:
        parts.append(_final(after, tell))
    else:
        limit = game.max_turns
        if limit is not None and limit - after.turns <= game.players:
            left = limit - after.turns
            parts.append(f"{counted(left, 'turn')} left")
        parts.append(f"{tell.whose(after.current)} turn next")
    return "; ".join(parts)


def _final(after: ElSwitcherState, tell: Naming) -> str:
    game = after.rules
    left = after.figures_left()
    table = ", ".join(f"{tell.name(s)} {left[s]}" for s in range(game.players))
    champions = sorted(after.champions)
    if len(champions) == 1:
        verdict = f"{tell.says(champions[0], 'win', head=False)} with the fewest figures left"
    else:
        verdict = f"a draw between {tell.listing(champions)}, with the fewest figures left"
    return f"{all_turns(game.max_turns or 0)}: {verdict} (figures left: {table})"


def _moves(count: int) -> str:
    return "move" if count == 1 else f"{count} moves"


class ElSwitcherWords(Words["ElSwitcherState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    roles_beside_names = False  # the roles are only seat numbers ("Player 2")

    def describe(
        self, before: ElSwitcherState, action: Action, after: ElSwitcherState, tell: Naming
    ) -> str:
        if isinstance(action, Move):
            return move(before, action, tell)
        if isinstance(action, Claim):
            return claim(before, action, after, tell)
        if isinstance(action, Undo):
            return undo(before, after, tell)
        return end(before, after, tell, timeout=False)

    def start(self, state: ElSwitcherState, tell: Naming) -> str:
        if state.over:
            return "The game is over."
        return start(state, tell)

    def timeout(self, before: ElSwitcherState, after: ElSwitcherState, tell: Naming) -> str:
        return end(before, after, tell, timeout=True)

"""El Switcher's events in words, told to one seat (``State.describe``).

Every sentence depends only on what the seat sees before and after the action: the board,
the face-up and blocked figure cards, the discards and the public known cards; a seat's own
drawn movement cards are named to that seat alone, the others hear how many. Cards are
named in words (``cardwords``: "the L swap bending left", "the cross"), cells by row and
column counted from 1 from the top left, as the boards label them. Every sentence is a
message in the listener's language (``tell.line``, ``tell.t``, ``tell.tn``); the clauses of
a line are whole sentences, joined by semicolons.
"""

from __future__ import annotations

from seaboard.engine import Action, Naming
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.telling import Words
from seaboard.games.el_switcher import data as D
from seaboard.games.el_switcher.actions import Claim, Move, Undo
from seaboard.games.el_switcher.cardwords import colour, figure_title, move_title
from seaboard.games.el_switcher.game import all_turns
from seaboard.games.el_switcher.state import ElSwitcherState


def cards(count: int, language: Language = ENGLISH) -> str:
    """``1 movement card``, ``2 movement cards``."""
    return language.tn("{n} movement card", "{n} movement cards", count)


def cell(index: int, language: Language = ENGLISH) -> str:
    """``row 3, column 4``: the cell as the boards label it (from 1, top left)."""
    return language.t(
        N_("row {row}, column {column}"), row=D.ROW[index] + 1, column=D.COL[index] + 1
    )


def cells(a: int, b: int, language: Language = ENGLISH) -> str:
    """The two cells of a swap: ``row 3, column 4 and row 3, column 6``."""
    return language.t(N_("{a} and {b}"), a=cell(a, language), b=cell(b, language))


def movement(kind: int, language: Language = ENGLISH) -> str:
    return move_title(kind, language)


def figure(card: int, language: Language = ENGLISH) -> str:
    return figure_title(card, language)


def _name(tell: Naming, seat: int) -> str:
    """The seat in a list or a table (the subject's case): "you", "Ann", "Player 2"."""
    return tell.t(N_("you")) if tell.is_you(seat) else tell.name(seat)


def _figures(cards: list[int], tell: Naming) -> str:
    return tell.language.listing([figure(c, tell.language) for c in cards])


def start(state: ElSwitcherState, tell: Naming) -> str:
    """Who begins and why."""
    game = state.rules
    first = state.current
    order = tell.language.listing(
        [_name(tell, (first + k) % game.players) for k in range(1, game.players)]
    )
    clock = game.turn_seconds
    if clock is None:
        timing = tell.t(N_("no turn clock"))
    else:
        timing = tell.tn("{n} second per turn", "{n} seconds per turn", clock)
    return tell.line(
        first,
        N_(
            "You begin (drawn at random), then {order}, and so on; everyone holds three "
            "movement cards and shows three figure cards; {timing}."
        ),
        N_(
            "{who} begins (drawn at random), then {order}, and so on; everyone holds three "
            "movement cards and shows three figure cards; {timing}."
        ),
        order=order,
        timing=timing,
    )


def move(before: ElSwitcherState, action: Move, tell: Naming) -> str:
    """A movement card played: the cells and the card."""
    me = before.current
    language = tell.language
    where = cells(action.a, action.b, language)
    card = movement(action.kind, language)
    ca, cb = before.board[action.a], before.board[action.b]
    if ca == cb:
        return tell.line(
            me,
            N_(
                "You swap the tiles on {cells} ({card}): both tiles are {colour}, "
                "the board does not change"
            ),
            N_(
                "{who} swaps the tiles on {cells} ({card}): both tiles are {colour}, "
                "the board does not change"
            ),
            cells=where,
            card=card,
            colour=colour(ca, language),
        )
    return tell.line(
        me,
        N_("You swap the tiles on {cells} ({card})"),
        N_("{who} swaps the tiles on {cells} ({card})"),
        cells=where,
        card=card,
    )


def _block(before: ElSwitcherState, action: Claim, tell: Naming, tint: str) -> str:
    me = before.current
    values = {"figure": figure(action.card, tell.language), "colour": tint}
    if tell.is_you(me):
        return tell.t(
            N_(
                "You block {owner}'s card, {figure}, with a {colour} figure: it is turned face down"
            ),
            owner=tell.name(action.owner),
            **values,
        )
    if tell.is_you(action.owner):
        return tell.t(
            N_("{who} blocks your card, {figure}, with a {colour} figure: it is turned face down"),
            who=tell.who(me),
            **values,
        )
    return tell.t(
        N_("{who} blocks {owner}'s card, {figure}, with a {colour} figure: it is turned face down"),
        who=tell.who(me),
        owner=tell.name(action.owner),
        **values,
    )


def _form(
    before: ElSwitcherState, action: Claim, after: ElSwitcherState, tell: Naming, tint: str
) -> str:
    me = before.current
    values: dict[str, object] = {"figure": figure(action.card, tell.language), "colour": tint}
    rest = list(before.face_up[me])
    rest.remove(action.card)
    drawn = list(after.face_up[me])
    for card in rest:
        drawn.remove(card)
    if after.over:
        return tell.line(
            me,
            N_("You form {figure} in {colour} and have formed every figure: you win"),
            N_("{who} forms {figure} in {colour} and has formed every figure: {name} wins"),
            **values,
        )
    if before.blocked[me] >= 0 and after.blocked[me] < 0:
        return tell.line(
            me,
            N_(
                "You form {figure} in {colour}; every other card is formed, so the blocked "
                "card, {blocked}, is turned face up again"
            ),
            N_(
                "{who} forms {figure} in {colour}; every other card is formed, so the blocked "
                "card, {blocked}, is turned face up again"
            ),
            blocked=figure(before.blocked[me], tell.language),
            **values,
        )
    if before.locked[me] and not after.locked[me]:
        return tell.line(
            me,
            N_("You form {figure} in {colour}; the block is over and you turn up {drawn}"),
            N_("{who} forms {figure} in {colour}; the block is over and {name} turns up {drawn}"),
            drawn=_figures(drawn, tell),
            **values,
        )
    if before.locked[me]:
        return tell.line(
            me,
            N_("You form {figure} in {colour} and turn up nothing while a card is blocked"),
            N_("{who} forms {figure} in {colour} and turns up nothing while a card is blocked"),
            **values,
        )
    if drawn:
        return tell.line(
            me,
            N_("You form {figure} in {colour} and turn up {drawn}"),
            N_("{who} forms {figure} in {colour} and turns up {drawn}"),
            drawn=_figures(drawn, tell),
            **values,
        )
    return tell.line(
        me,
        N_("You form {figure} in {colour} and turn up nothing: the figure deck is empty"),
        N_("{who} forms {figure} in {colour} and turns up nothing: the figure deck is empty"),
        **values,
    )


def claim(before: ElSwitcherState, action: Claim, after: ElSwitcherState, tell: Naming) -> str:
    """A figure formed for one's own card, or an opponent's card blocked."""
    game = before.rules
    tint = colour(before.board[action.cells[0]], tell.language)
    if action.owner >= 0:
        parts = [_block(before, action, tell, tint)]
    else:
        parts = [_form(before, action, after, tell, tint)]
    count = len(before.pending)
    if count and game.partial:
        parts.append(
            tell.tn("the move before it is final", "the {n} moves before it are final", count)
        )
    elif count and game.undo_limit > 0:
        parts.append(
            tell.tn(
                "the move before it can no longer be taken back",
                "the {n} moves before it can no longer be taken back",
                count,
            )
        )
    if not after.over:
        parts.append(tell.t(N_("{colour} is forbidden for the next figure"), colour=tint))
    return "; ".join(parts)


def undo(before: ElSwitcherState, after: ElSwitcherState, tell: Naming) -> str:
    """The last move taken back."""
    game = before.rules
    me = before.current
    kind, a, b = before.pending[-1]
    left = game.undo_limit - after.undos
    return tell.line(
        me,
        N_(
            "You take back the swap of {cells}: the tiles swap back and {card} returns to "
            "your hand ({left})"
        ),
        N_(
            "{who} takes back the swap of {cells}: the tiles swap back and {card} returns to "
            "their hand ({left})"
        ),
        cells=cells(a, b, tell.language),
        card=movement(kind, tell.language),
        left=tell.tn("{n} take-back left this turn", "{n} take-backs left this turn", left),
    )


def end(before: ElSwitcherState, after: ElSwitcherState, tell: Naming, timeout: bool) -> str:
    """The end of a turn: tentative moves reversed, cards drawn, the next player or the end."""
    game = before.rules
    me = before.current
    language = tell.language
    hand = list(before.hands[me])
    parts: list[str] = []
    if game.partial and before.pending:
        back = sorted(k for k, _, _ in before.pending)
        hand = sorted([*hand, *back])
        names = language.listing([movement(k, language) for k in back])
        if tell.is_you(me):
            parts.append(
                tell.tn(
                    "the move since the last figure is reversed and {cards} goes back to your hand",
                    "the {n} moves since the last figure are reversed and {cards} go "
                    "back to your hand",
                    len(back),
                    cards=names,
                )
            )
        else:
            parts.append(
                tell.tn(
                    "the move since the last figure is reversed and {cards} goes back "
                    "to their hand",
                    "the {n} moves since the last figure are reversed and {cards} go "
                    "back to their hand",
                    len(back),
                    cards=names,
                )
            )
    if after.reshuffles > before.reshuffles:
        parts.append(tell.t(N_("the discarded movement cards are shuffled into a new deck")))
    count = len(after.hands[me]) - len(hand)
    what = ""
    if count > 0:
        if tell.is_you(me):
            drawn = list(after.hands[me])
            for k in hand:
                drawn.remove(k)
            what = language.listing([movement(k, language) for k in drawn])
        else:
            what = cards(count, language)
    if timeout:
        head = tell.line(
            me, N_("Time is up for you: the turn ends"), N_("Time is up for {name}: the turn ends")
        )
    elif what and not parts:
        head = tell.line(
            me,
            N_("You end the turn and draw {cards}"),
            N_("{who} ends the turn and draws {cards}"),
            cards=what,
        )
        what = ""
    else:
        head = tell.line(me, N_("You end the turn"), N_("{who} ends the turn"))
    parts.insert(0, head)
    if what:
        parts.append(tell.line(me, N_("you draw {cards}"), N_("{name} draws {cards}"), cards=what))
    if after.over:
        parts.append(_final(after, tell))
    else:
        limit = game.max_turns
        if limit is not None and limit - after.turns <= game.players:
            left = limit - after.turns
            parts.append(tell.tn("{n} turn left", "{n} turns left", left))
        parts.append(tell.line(after.current, N_("your turn next"), N_("{name}'s turn next")))
    return "; ".join(parts)


def _final(after: ElSwitcherState, tell: Naming) -> str:
    game = after.rules
    left = after.figures_left()
    table = ", ".join(
        tell.t(N_("{name} {count}"), name=_name(tell, s), count=left[s])
        for s in range(game.players)
    )
    champions = sorted(after.champions)
    if len(champions) == 1:
        verdict = tell.line(
            champions[0],
            N_("you win with the fewest figures left"),
            N_("{name} wins with the fewest figures left"),
        )
    else:
        names = tell.language.listing([_name(tell, s) for s in champions])
        verdict = tell.t(N_("a draw between {names}, with the fewest figures left"), names=names)
    return tell.t(
        N_("{turns}: {verdict} (figures left: {table})"),
        turns=all_turns(game.max_turns or 0, tell.language),
        verdict=verdict,
        table=table,
    )


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
            return tell.t(N_("The game is over."))
        return start(state, tell)

    def timeout(self, before: ElSwitcherState, after: ElSwitcherState, tell: Naming) -> str:
        return end(before, after, tell, timeout=True)

"""Flotsam Fight in words: what an action did, told to one seat (see State.describe).

Everything told is public (the boats, the passes, hand sizes, the draw pile's size, the
round results) except the cards a seat draws, which only that seat hears.
"""

from __future__ import annotations

from seaboard.engine import Action, counted
from seaboard.engine.telling import Words
from seaboard.games.flotsam_fight.actions import Play
from seaboard.games.flotsam_fight.game import FlotsamState


def describe(before: FlotsamState, action: Action, after: FlotsamState, seat: int | None) -> str:
    """One line: ``action`` played in ``before`` (leading to ``after``), told to ``seat``."""
    mover = before.mover
    assert mover is not None
    name = before.game.role_name
    who = name(mover)
    ended = after.mover is None or after.round != before.round
    if isinstance(action, Play):
        stack = before.boats[action.boat - 3]
        text = f"{who} loads {action.card} onto lifeboat {action.boat}"
        if stack:
            text += f" (over {stack[-1]})"
        else:
            text += (
                f" (lifeboat {action.boat} becomes active: "
                f"{before.active_count + 1} of {before.game.players})"
            )
        if ended:
            return f"{text}, their last card. {round_end(before, after)}"
        left = len(after.hands[mover])
        text += f"; {left} card{'s' if left != 1 else ''} left"
        if before._game.one_lap and any(before.passed):
            text += "; the passes are over: everyone may play again"
        return text
    if ended:
        return (
            f"{who} passes; everyone else has passed too, and the round has used all "
            f"{before._game.reset_limit} of its resets. {round_end(before, after)}"
        )
    if after.resets != before.resets:
        return f"{who} passes. {reset_text(before, after, seat)}"
    text = f"{who} passes"
    if not before._game.one_lap:
        text += " and sits out until the boats are cleared"
    if after.last_card_only:
        rest = after.mover
        assert rest is not None
        text += f"; everyone but {name(rest)} has passed: {name(rest)} may only play a last card"
    return text


def reset_text(before: FlotsamState, after: FlotsamState, seat: int | None) -> str:
    """The reset after everyone passed: the boats cleared, who leads and why, the draws."""
    name = before.game.role_name
    n = before.game.players
    cleared = sum(len(stack) for stack in before.boats)
    leader = after.leader
    clauses = [
        f"Everyone else passed: the boats are cleared ({counted(cleared, 'card')} set aside)",
        f"{name(leader)} leads (played the last card)",
    ]
    pile = len(before.draw)
    aside = len(before.set_aside) + cleared
    for k in range(n):
        s = (leader + k) % n
        if len(before.hands[s]) != 1:
            continue
        drawn = len(after.hands[s]) - 1
        own = ""
        if s == seat:
            cards = sorted(set(after.hands[s]) - set(before.hands[s]))
            own = f" ({', '.join(map(str, cards))})" if cards else ""
        first = min(drawn, pile)
        pile -= first
        if first == drawn:
            clauses.append(f"{name(s)} draws {drawn}{own}")
        else:
            if first:
                clauses.append(f"{name(s)} draws {first}")
            shuffled = "set-aside card is" if aside == 1 else f"{aside} set-aside cards are"
            clauses.append(
                f"the draw pile is empty, so the {shuffled} shuffled into a new draw pile"
            )
            more = " more" if first else ""
            clauses.append(f"{name(s)} draws {drawn - first}{more}{own}")
            pile, aside = aside - (drawn - first), 0
        if drawn < 2:
            clauses[-1] += " (no cards are left to draw)"
    return "; ".join(clauses)


def round_end(before: FlotsamState, after: FlotsamState) -> str:
    """The round's full scoring, then who starts the next round and why (or the result)."""
    name = before.game.role_name
    winner, highest, tokens = after.results[-1]
    rnd = before.round
    if winner is not None:
        head = f"Round {rnd} ends: {name(winner)} went out (+2)"
    else:
        head = f"Round {rnd} ends at its reset limit: nobody went out"
    others = sorted((h, s) for s, h in enumerate(highest) if s != winner and h is not None)
    cards = ", ".join(f"{h} ({name(s)})" for h, s in others)
    gains = ", ".join(f"{name(s)} {t:+d}" for s, t in enumerate(tokens) if t and s != winner)
    text = f"{head}; highest cards {cards}: {gains}"
    if after.mover is not None:
        return f"{text}; {name(after.mover)} starts round {rnd + 1} (took the -1)"
    return f"{text}. {game_result(after)}"


def game_result(state: FlotsamState) -> str:
    """The final result: the winners, the tie-break that decided, every score."""
    name = state.game.role_name
    n = state.game.players
    won = sorted(state.winners)
    keys = {s: state.ranking_key(s) for s in range(n)}
    points = keys[won[0]][0]
    scores = ", ".join(f"{name(s)} {keys[s][0]}" for s in range(n))
    if len(won) > 1:
        names = " and ".join(name(s) for s in won)
        return f"Game over: {names} share the win with {counted(points, 'point')} ({scores})"
    best = keys[won[0]]
    level = [s for s in range(n) if s not in won and keys[s][0] == points]
    why = ""
    if level:
        if all(keys[s][1] < best[1] for s in level):
            why = ", ahead on +2 tokens"
        else:
            why = ", ahead on the last round's score"
    return f"Game over: {name(won[0])} wins with {counted(points, 'point')}{why} ({scores})"


def describe_start(state: FlotsamState, seat: int | None) -> str:
    """Who begins and why."""
    name = state.game.role_name
    mover = state.mover
    if mover is None:
        return f"The game is over. {game_result(state)}"
    rnd = state.round
    fresh = state.must_play and state.resets == 0 and not any(state.boats)
    if fresh and rnd == 1:
        return (
            f"Round 1 of 3: {name(mover)} begins, chosen by the seed (the rulebook lets "
            "whoever last travelled by sea begin), and must play a card"
        )
    if fresh:
        return (
            f"Round {rnd} of 3: {name(mover)} begins (took the -1 in round {rnd - 1}) "
            "and must play a card"
        )
    return f"Round {rnd} of 3 goes on: {name(mover)} to move"


class FlotsamWords(Words["FlotsamState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    def describe(
        self, before: FlotsamState, action: Action, after: FlotsamState, seat: int | None
    ) -> str:
        return describe(before, action, after, seat)

    def start(self, state: FlotsamState, seat: int | None) -> str:
        return describe_start(state, seat)

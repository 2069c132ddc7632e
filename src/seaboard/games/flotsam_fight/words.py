"""Flotsam Fight in words: what an action did, told to one seat (see State.describe).

Everything told is public (the boats, the passes, hand sizes, the draw pile's size, the
round results) except the cards a seat draws, which only that seat hears. Players are
called by their names and the listener "you" (``Naming``); boats by the number printed
on them, as the boards show them.
"""

from __future__ import annotations

from seaboard.engine import Action, Naming, counted
from seaboard.engine.telling import Words, capital
from seaboard.games.flotsam_fight.actions import Play
from seaboard.games.flotsam_fight.cards import boat_slot
from seaboard.games.flotsam_fight.scoring import ROUNDS
from seaboard.games.flotsam_fight.state import FlotsamFightState


def describe(
    before: FlotsamFightState, action: Action, after: FlotsamFightState, tell: Naming
) -> str:
    """One line: ``action`` played in ``before`` (leading to ``after``), told to ``tell.seat``."""
    mover = before.mover
    assert mover is not None
    ended = after.mover is None or after.round != before.round
    if isinstance(action, Play):
        stack = before.boats[boat_slot(action.boat)]
        text = f"{tell.says(mover, 'load')} {action.card} onto boat {action.boat}"
        if stack:
            text += f" (over {stack[-1]})"
        else:
            text += (
                f" (boat {action.boat} becomes active: "
                f"{before.active_count + 1} of {before.game.players})"
            )
        if ended:
            return f"{text}, {tell.own(mover)} last card. {round_end(before, after, tell)}"
        left = len(after.hands[mover])
        text += f"; {counted(left, 'card')} left"
        if before._rules.one_lap and any(before.passed):
            text += "; the passes are over: everyone may play again"
        return text
    if ended:
        return (
            f"{tell.says(mover, 'pass')}; everyone else has passed too, and the round has "
            f"used all {before._rules.reset_limit} of its resets. {round_end(before, after, tell)}"
        )
    if after.resets != before.resets:
        return f"{tell.says(mover, 'pass')}. {reset_text(before, after, tell)}"
    text = tell.says(mover, "pass")
    if not before._rules.one_lap:
        text += f" and {tell.verb(mover, 'sit')} out until the boats are cleared"
    if after.last_card_only:
        rest = after.mover
        assert rest is not None
        text += (
            f"; everyone but {tell.name(rest)} has passed: "
            f"{tell.says(rest, 'may', 'may', head=False)} only play a last card"
        )
    return text


def reset_text(before: FlotsamFightState, after: FlotsamFightState, tell: Naming) -> str:
    """The reset after everyone passed: the boats cleared, who leads and why, the draws."""
    n = before.game.players
    cleared = sum(len(stack) for stack in before.boats)
    leader = after.leader
    clauses = [
        f"Everyone else passed: the boats are cleared ({counted(cleared, 'card')} set aside)",
        f"{tell.says(leader, 'lead', head=False)} (played the last card)",
    ]
    pile = len(before.draw)
    aside = len(before.set_aside) + cleared
    for k in range(n):
        s = (leader + k) % n
        if len(before.hands[s]) != 1:
            continue
        drawn = len(after.hands[s]) - 1
        own = ""
        if tell.is_you(s):
            cards = sorted(set(after.hands[s]) - set(before.hands[s]))
            own = f" ({', '.join(map(str, cards))})" if cards else ""
        draws = tell.says(s, "draw", head=False)
        first = min(drawn, pile)
        pile -= first
        if first == drawn:
            clauses.append(f"{draws} {counted(drawn, 'card')}{own}")
        else:
            if first:
                clauses.append(f"{draws} {counted(first, 'card')}")
            shuffled = "set-aside card is" if aside == 1 else f"{aside} set-aside cards are"
            clauses.append(
                f"the draw pile is empty, so the {shuffled} shuffled into a new draw pile"
            )
            more = " more" if first else ""
            clauses.append(f"{draws} {counted(drawn - first, 'card')}{more}{own}")
            pile, aside = aside - (drawn - first), 0
        if drawn < 2:
            clauses[-1] += " (no cards are left to draw)"
    return "; ".join(clauses)


def round_end(before: FlotsamFightState, after: FlotsamFightState, tell: Naming) -> str:
    """The round's full scoring, then who starts the next round and why (or the result)."""
    winner, highest, tokens = after.results[-1]
    rnd = before.round
    if winner is not None:
        head = f"Round {rnd} ends: {tell.name(winner)} went out (+2)"
    else:
        head = f"Round {rnd} ends at its reset limit: nobody went out"
    others = sorted((h, s) for s, h in enumerate(highest) if s != winner and h is not None)
    cards = ", ".join(f"{h} ({tell.name(s)})" for h, s in others)
    gains = ", ".join(f"{tell.name(s)} {t:+d}" for s, t in enumerate(tokens) if t and s != winner)
    left = "highest card left" if len(others) == 1 else "highest cards left"
    text = f"{head}; {left}: {cards}: {gains}"
    if after.mover is not None:
        starts = tell.says(after.mover, "start", head=False)
        return f"{text}; {starts} round {rnd + 1} (took the -1)"
    return f"{text}. {game_result(after, tell)}"


def game_result(state: FlotsamFightState, tell: Naming) -> str:
    """The final result: the winners (several: a draw), the tie-break that decided, every score."""
    n = state.game.players
    won = sorted(state.winners)
    keys = {s: state.ranking_key(s) for s in range(n)}
    points = keys[won[0]][0]
    scores = ", ".join(f"{tell.name(s)} {keys[s][0]}" for s in range(n))
    if len(won) > 1:
        return (
            f"Game over: a draw between {tell.listing(won)} with "
            f"{counted(points, 'point')} each ({scores})"
        )
    best = keys[won[0]]
    level = [s for s in range(n) if s not in won and keys[s][0] == points]
    why = ""
    if level:
        if all(keys[s][1] < best[1] for s in level):
            why = ", ahead on +2 tokens"
        else:
            why = ", ahead on the last round's score"
    wins = tell.says(won[0], "win", head=False)
    return f"Game over: {wins} with {counted(points, 'point')}{why} ({scores})"


def describe_start(state: FlotsamFightState, tell: Naming) -> str:
    """Who begins and why."""
    mover = state.mover
    if mover is None:
        return f"The game is over. {capital(game_result(state, tell))}"
    rnd = state.round
    fresh = state.must_play and state.resets == 0 and not any(state.boats)
    begins = tell.says(mover, "begin", head=False)
    must = tell.verb(mover, "must", "must")
    if fresh and rnd == 1:
        return (
            f"Round 1 of {ROUNDS}: {begins}, chosen at random (the rulebook lets "
            f"whoever last travelled by sea begin), and {must} play a card"
        )
    if fresh:
        return (
            f"Round {rnd} of {ROUNDS}: {begins} (took the -1 in round {rnd - 1}) "
            f"and {must} play a card"
        )
    return f"Round {rnd} of {ROUNDS} goes on: {tell.name(mover)} to move"


class FlotsamFightWords(Words["FlotsamFightState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    roles_beside_names = False  # the roles are only seat numbers ("Player 2")

    def describe(
        self, before: FlotsamFightState, action: Action, after: FlotsamFightState, tell: Naming
    ) -> str:
        return describe(before, action, after, tell)

    def start(self, state: FlotsamFightState, tell: Naming) -> str:
        return describe_start(state, tell)

"""Flotsam Fight in words: what an action did, told to one seat (see State.describe).

Everything told is public (the boats, the passes, hand sizes, the draw pile's size, the
round results) except the cards a seat draws, which only that seat hears. Players are
called by their names and the listener "you" (``Naming``); boats by the number printed
on them, as the boards show them. Every sentence is a message in the listener's language
(``tell.t``, ``tell.tn``, ``tell.line``); clauses of one line are whole messages joined by
"; ".
"""

from __future__ import annotations

from seaboard.engine import Action, Naming
from seaboard.engine.language import N_
from seaboard.engine.telling import Words
from seaboard.games.flotsam_fight.actions import Play
from seaboard.games.flotsam_fight.cards import boat_slot
from seaboard.games.flotsam_fight.scoring import ROUNDS
from seaboard.games.flotsam_fight.state import FlotsamFightState


def _play(before: FlotsamFightState, action: Play, mover: int, tell: Naming) -> str:
    """The play itself: who loads which card onto which boat, over what or opening it."""
    stack = before.boats[boat_slot(action.boat)]
    if stack:
        return tell.line(
            mover,
            N_("You load {card} onto boat {boat} (over {top})"),
            N_("{who} loads {card} onto boat {boat} (over {top})"),
            card=action.card,
            boat=action.boat,
            top=stack[-1],
        )
    return tell.line(
        mover,
        N_("You load {card} onto boat {boat} (boat {boat} becomes active: {active} of {limit})"),
        N_("{who} loads {card} onto boat {boat} (boat {boat} becomes active: {active} of {limit})"),
        card=action.card,
        boat=action.boat,
        active=before.active_count + 1,
        limit=before.game.players,
    )


def describe(
    before: FlotsamFightState, action: Action, after: FlotsamFightState, tell: Naming
) -> str:
    """One line: ``action`` played in ``before`` (leading to ``after``), told to ``tell.seat``."""
    mover = before.mover
    assert mover is not None
    ended = after.mover is None or after.round != before.round
    if isinstance(action, Play):
        text = _play(before, action, mover, tell)
        if ended:
            last = tell.line(
                mover,
                N_("{play}, your last card."),
                N_("{play}, their last card."),
                play=text,
            )
            return f"{last} {round_end(before, after, tell)}"
        left = len(after.hands[mover])
        clauses = [text, tell.tn("{n} card left", "{n} cards left", left)]
        if before._rules.one_lap and any(before.passed):
            clauses.append(tell.t(N_("the passes are over: everyone may play again")))
        return "; ".join(clauses)
    if ended:
        limit = before._rules.reset_limit
        if tell.is_you(mover):
            text = tell.tn(
                "You pass; everyone else has passed too, and the round has used all {n} of "
                "its resets.",
                "You pass; everyone else has passed too, and the round has used all {n} of "
                "its resets.",
                limit,
            )
        else:
            text = tell.tn(
                "{who} passes; everyone else has passed too, and the round has used all {n} "
                "of its resets.",
                "{who} passes; everyone else has passed too, and the round has used all {n} "
                "of its resets.",
                limit,
                who=tell.who(mover),
            )
        return f"{text} {round_end(before, after, tell)}"
    if after.resets != before.resets:
        text = tell.line(mover, N_("You pass."), N_("{who} passes."))
        return f"{text} {reset_text(before, after, tell)}"
    if before._rules.one_lap:
        text = tell.line(mover, N_("You pass"), N_("{who} passes"))
    else:
        text = tell.line(
            mover,
            N_("You pass and sit out until the boats are cleared"),
            N_("{who} passes and sits out until the boats are cleared"),
        )
    if after.last_card_only:
        rest = after.mover
        assert rest is not None
        last = tell.line(
            rest,
            N_("everyone but you has passed: you may only play a last card"),
            N_("everyone but {name} has passed: {name} may only play a last card"),
        )
        text = f"{text}; {last}"
    return text


def _draws(tell: Naming, seat: int, n: int, more: bool, cards: str) -> str:
    """One seat's draw after a clearing: how many cards (``more``: after a reshuffle), and
    which, when the listener drew them (``cards``, else "")."""
    if not tell.is_you(seat):
        if more:
            return tell.tn(
                "{name} draws {n} card more",
                "{name} draws {n} cards more",
                n,
                name=tell.name(seat),
            )
        return tell.tn("{name} draws {n} card", "{name} draws {n} cards", n, name=tell.name(seat))
    if more and cards:
        return tell.tn(
            "you draw {n} card more ({cards})",
            "you draw {n} cards more ({cards})",
            n,
            cards=cards,
        )
    if more:
        return tell.tn("you draw {n} card more", "you draw {n} cards more", n)
    if cards:
        return tell.tn(
            "you draw {n} card ({cards})", "you draw {n} cards ({cards})", n, cards=cards
        )
    return tell.tn("you draw {n} card", "you draw {n} cards", n)


def reset_text(before: FlotsamFightState, after: FlotsamFightState, tell: Naming) -> str:
    """The reset after everyone passed: the boats cleared, who leads and why, the draws."""
    n = before.game.players
    cleared = sum(len(stack) for stack in before.boats)
    leader = after.leader
    clauses = [
        tell.tn(
            "Everyone else passed: the boats are cleared ({n} card set aside)",
            "Everyone else passed: the boats are cleared ({n} cards set aside)",
            cleared,
        ),
        tell.line(
            leader,
            N_("you lead (played the last card)"),
            N_("{name} leads (played the last card)"),
        ),
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
            own = ", ".join(map(str, cards))
        first = min(drawn, pile)
        pile -= first
        if first == drawn:
            clauses.append(_draws(tell, s, drawn, False, own))
        else:
            if first:
                clauses.append(_draws(tell, s, first, False, ""))
            clauses.append(
                tell.tn(
                    "the draw pile is empty, so the set-aside card is shuffled into a new "
                    "draw pile",
                    "the draw pile is empty, so the {n} set-aside cards are shuffled into "
                    "a new draw pile",
                    aside,
                )
            )
            clauses.append(_draws(tell, s, drawn - first, bool(first), own))
            pile, aside = aside - (drawn - first), 0
        if drawn < 2:
            clauses[-1] = tell.t(N_("{draws} (no cards are left to draw)"), draws=clauses[-1])
    return "; ".join(clauses)


def _token(tell: Naming, seat: int, token: int) -> str:
    """A seat and the token it took, for a list: "Ann -1", "you +1"."""
    return tell.line(seat, N_("you {token}"), N_("{name} {token}"), token=f"{token:+d}")


def round_end(before: FlotsamFightState, after: FlotsamFightState, tell: Naming) -> str:
    """The round's full scoring, then who starts the next round and why (or the result)."""
    winner, highest, tokens = after.results[-1]
    rnd = before.round
    if winner is not None:
        head = tell.line(
            winner,
            N_("Round {round} ends: you went out (+2)"),
            N_("Round {round} ends: {name} went out (+2)"),
            round=rnd,
        )
    else:
        head = tell.t(N_("Round {round} ends at its reset limit: nobody went out"), round=rnd)
    others = sorted((h, s) for s, h in enumerate(highest) if s != winner and h is not None)
    cards = ", ".join(
        tell.line(s, N_("{card} (you)"), N_("{card} ({name})"), card=h) for h, s in others
    )
    gains = ", ".join(_token(tell, s, t) for s, t in enumerate(tokens) if t and s != winner)
    text = tell.tn(
        "{head}; highest card left: {cards}: {gains}",
        "{head}; highest cards left: {cards}: {gains}",
        len(others),
        head=head,
        cards=cards,
        gains=gains,
    )
    if after.mover is not None:
        return tell.line(
            after.mover,
            N_("{scoring}; you start round {next} (took the -1)"),
            N_("{scoring}; {name} starts round {next} (took the -1)"),
            scoring=text,
            next=rnd + 1,
        )
    return f"{text}. {game_result(after, tell)}"


def game_result(state: FlotsamFightState, tell: Naming) -> str:
    """The final result: the winners (several: a draw), the tie-break that decided, every score."""
    n = state.game.players
    won = sorted(state.winners)
    keys = {s: state.ranking_key(s) for s in range(n)}
    points = keys[won[0]][0]
    scores = ", ".join(
        tell.line(s, N_("you {points}"), N_("{name} {points}"), points=keys[s][0]) for s in range(n)
    )
    if len(won) > 1:
        names = tell.language.listing(
            [tell.t(N_("you")) if tell.is_you(s) else tell.name(s) for s in won]
        )
        return tell.tn(
            "Game over: a draw between {names} with {points} point each ({scores})",
            "Game over: a draw between {names} with {points} points each ({scores})",
            abs(points),  # the form agrees as counted() did: "-1 point"
            points=points,
            names=names,
            scores=scores,
        )
    best = keys[won[0]]
    level = [s for s in range(n) if s not in won and keys[s][0] == points]
    why = ""
    if level:
        if all(keys[s][1] < best[1] for s in level):
            why = tell.t(N_(", ahead on +2 tokens"))
        else:
            why = tell.t(N_(", ahead on the last round's score"))
    if tell.is_you(won[0]):
        return tell.tn(
            "Game over: you win with {points} point{why} ({scores})",
            "Game over: you win with {points} points{why} ({scores})",
            abs(points),
            points=points,
            why=why,
            scores=scores,
        )
    return tell.tn(
        "Game over: {name} wins with {points} point{why} ({scores})",
        "Game over: {name} wins with {points} points{why} ({scores})",
        abs(points),
        points=points,
        name=tell.name(won[0]),
        why=why,
        scores=scores,
    )


def describe_start(state: FlotsamFightState, tell: Naming) -> str:
    """Who begins and why."""
    mover = state.mover
    if mover is None:
        over = tell.t(N_("The game is over."))
        return f"{over} {game_result(state, tell)}"
    rnd = state.round
    fresh = state.must_play and state.resets == 0 and not any(state.boats)
    if fresh and rnd == 1:
        return tell.line(
            mover,
            N_(
                "Round 1 of {rounds}: you begin, chosen at random (the rulebook lets whoever "
                "last travelled by sea begin), and must play a card"
            ),
            N_(
                "Round 1 of {rounds}: {name} begins, chosen at random (the rulebook lets "
                "whoever last travelled by sea begin), and must play a card"
            ),
            rounds=ROUNDS,
        )
    if fresh:
        return tell.line(
            mover,
            N_(
                "Round {round} of {rounds}: you begin (took the -1 in round {previous}) and "
                "must play a card"
            ),
            N_(
                "Round {round} of {rounds}: {name} begins (took the -1 in round {previous}) "
                "and must play a card"
            ),
            round=rnd,
            rounds=ROUNDS,
            previous=rnd - 1,
        )
    return tell.line(
        mover,
        N_("Round {round} of {rounds} goes on: you to move"),
        N_("Round {round} of {rounds} goes on: {name} to move"),
        round=rnd,
        rounds=ROUNDS,
    )


class FlotsamFightWords(Words["FlotsamFightState"]):
    """The words of the game, handed to the registry beside it (``WORDS``)."""

    roles_beside_names = False  # the roles are only seat numbers ("Player 2")

    def describe(
        self, before: FlotsamFightState, action: Action, after: FlotsamFightState, tell: Naming
    ) -> str:
        return describe(before, action, after, tell)

    def start(self, state: FlotsamFightState, tell: Naming) -> str:
        return describe_start(state, tell)

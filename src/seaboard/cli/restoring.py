"""Continuing a saved game at the terminal: the table as the player left it.

The record's actions are played again from the seed; what each human was told is told
again into their ``log``; the news since a human's last action waits for them as it did
(with the opening sentence when they had not played yet); the board marks what changed
since their last action; and the seat to move, when its turn had begun (Land vs Sea after
a Play Again), keeps the names its tiles had at the turn's start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.engine import NotationError, SeaboardError
from seaboard.engine.language import N_, Language

SAVED_ACTION = N_("saved action {number} ({text!r}): {why}")

if TYPE_CHECKING:
    from seaboard.cli.play import Table


def broken(number: int, text: str, err: SeaboardError) -> NotationError:
    """The refusal of a save whose ``number``-th action does not play, told with its why."""

    def told(language: Language) -> str:
        return language.t(SAVED_ACTION, number=number, text=text, why=err.told(language))

    return NotationError(SAVED_ACTION, told=told, number=number, text=text, why=err)


def restore(table: Table) -> None:
    """Bring ``table`` (fresh, at the start) to its record's last action."""
    table.resumed = True
    actions, table.record.actions = list(table.record.actions), []
    for i, text in enumerate(actions):
        try:
            after = table.state.play(text)
        except SeaboardError as err:
            raise broken(i + 1, text, err) from None
        action = after.history[-1]
        for human in table.humans:
            told = table.state.describe(action, human, after, table.names, table.language)
            table.told[human].append(told)
        table.states.append(after)
        table.record.actions.append(text)
    for human in table.humans:
        mine = [i for i, s in enumerate(table.states[:-1]) if s.to_move == human]
        last = mine[-1] if mine else -1
        table.pending[human] = [(i, t) for i, t in enumerate(table.told[human]) if i > last]
        if last < 0:
            opening = table.states[0].describe_start(human, table.names, table.language)
            table.pending[human].insert(0, (-1, opening))
        else:
            table.last_seen[human] = table.shown_view(table.states[last + 1], human)
    mover = table.state.to_move
    if mover is not None and table.seats[mover].human:
        began = len(table.states) - 1
        while began > 0 and table.states[began - 1].to_move == mover:
            began -= 1
        if began < len(table.states) - 1:  # the turn had begun: its tiles keep their names
            table.turn_start[mover] = table.shown_view(table.states[began], mover)

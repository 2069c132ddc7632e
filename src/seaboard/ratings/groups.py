"""Rating groups: which games count towards which rating ("<game>/<group>")."""

from __future__ import annotations

from collections.abc import Mapping

from seaboard.engine import InvalidOptions, OptionValue, counted, load

# Per game: (lowest, highest player count, group name); a game plays differently enough
# across groups that one rating would mix two skills.
_SPANS: dict[str, tuple[tuple[int, int, str], ...]] = {
    "ebbe-flut": ((2, 2, "2p"),),
    "el-switcher": ((2, 2, "2p"), (3, 4, "3-4p")),
    "flotsam-fight": ((2, 2, "2p"), (3, 6, "3-6p")),
    "land-vs-sea": ((2, 2, "2p"), (3, 3, "3p"), (4, 4, "teams")),
}

# Options that set the table's clock, not the rules: a rated game may choose them freely
# (the server checks separately that a rated table has a clock).
CLOCK_OPTIONS: dict[str, frozenset[str]] = {"el-switcher": frozenset({"turn_seconds"})}

GROUPS: tuple[str, ...] = tuple(
    f"{game}/{group}" for game, spans in _SPANS.items() for _, _, group in spans
)


class NotRated(InvalidOptions):
    """A game configuration that no rating covers (solo play, options off the rulebook)."""


def player_counts(group: str) -> tuple[int, ...]:
    """The player counts a group covers: ``"flotsam-fight/3-6p"`` is 3, 4, 5 and 6."""
    game, _, name = group.partition("/")
    for low, high, span_name in _SPANS.get(game, ()):
        if span_name == name:
            return tuple(range(low, high + 1))
    raise NotRated(f"there is no rating group {group!r}")


def group_for(game: str, players: int, options: Mapping[str, OptionValue] | None = None) -> str:
    """The rating group of a game with these players and options, e.g. ``"land-vs-sea/teams"``.

    Only the rulebook's game is rated: every option (but the clock's) must keep the value
    the game gives it for this player count. Raises NotRated with a sentence otherwise.
    """
    spans = _SPANS.get(game)
    if spans is None:
        raise NotRated(f"{game} has no ratings")
    group = next((name for low, high, name in spans if low <= players <= high), None)
    if group is None:
        raise NotRated(f"{game} with {counted(players, 'player')} is not rated")
    given = load(game, players, **dict(options or {}))
    rulebook = load(game, players)
    free = CLOCK_OPTIONS.get(game, frozenset())
    for key, value in given.options.items():
        if key not in free and value != rulebook.options[key]:
            raise NotRated(
                f"only the rulebook's game is rated: {key} must stay {rulebook.options[key]!r}"
            )
    return f"{game}/{group}"


def sides(game: str, players: int) -> tuple[tuple[int, ...], ...]:
    """The seats that win or lose together: Land vs Sea for four is two teams of two."""
    teams: tuple[int, ...] = getattr(load(game, players), "teams", tuple(range(players)))
    order = list(dict.fromkeys(teams))
    return tuple(tuple(s for s in range(players) if teams[s] == t) for t in order)

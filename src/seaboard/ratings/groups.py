"""Rating groups: which games count towards which rating ("<game>/<group>").

Each game declares its groups (``rating_groups``) and the options that only set its clock
(``clock_options``); this module reads them from the registry.
"""

from __future__ import annotations

from collections.abc import Mapping

from seaboard.engine import InvalidOptions, OptionValue, load
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.engine.registry import game_class, names


def _spans(game: str) -> tuple[tuple[int, int, str], ...]:
    """The game's rating groups as it declares them (``Game.rating_groups``); none if unknown."""
    return game_class(game).rating_groups if game in names() else ()


# Every rating group of the registered games, "<game>/<group>", in game name order.
GROUPS: tuple[str, ...] = tuple(
    f"{game}/{group}" for game in names() for _, _, group in _spans(game)
)


class NotRated(InvalidOptions):
    """A game configuration that no rating covers (solo play, options off the rulebook)."""


def player_counts(group: str) -> tuple[int, ...]:
    """The player counts a group covers: ``"flotsam-fight/3-6p"`` is 3, 4, 5 and 6."""
    game, _, name = group.partition("/")
    for low, high, span_name in _spans(game):
        if span_name == name:
            return tuple(range(low, high + 1))
    raise NotRated(N_("there is no rating group {group}"), group=repr(group))


def group_for(game: str, players: int, options: Mapping[str, OptionValue] | None = None) -> str:
    """The rating group of a game with these players and options, e.g. ``"land-vs-sea/teams"``.

    Only the rulebook's game is rated: every option (but the clock's) must keep the value
    the game gives it for this player count. Raises NotRated with a sentence otherwise.
    """
    spans = _spans(game)
    if not spans:
        raise NotRated(N_("{game} has no ratings"), game=game)
    group = next((name for low, high, name in spans if low <= players <= high), None)
    if group is None:

        def told(language: Language) -> str:
            return language.tn(
                "{game} with {n} player is not rated",
                "{game} with {n} players is not rated",
                players,
                game=game,
            )

        raise NotRated(told(ENGLISH), told=told)
    given = load(game, players, **dict(options or {}))
    rulebook = load(game, players)
    free = game_class(game).clock_options
    for key, value in given.options.items():
        if key not in free and value != rulebook.options[key]:
            raise NotRated(
                N_("only the rulebook's game is rated: {key} must stay {value}"),
                key=key,
                value=repr(rulebook.options[key]),
            )
    return f"{game}/{group}"


def sides(game: str, players: int) -> tuple[tuple[int, ...], ...]:
    """The seats that win or lose together: Land vs Sea for four is two teams of two."""
    teams: tuple[int, ...] = getattr(load(game, players), "teams", tuple(range(players)))
    order = list(dict.fromkeys(teams))
    return tuple(tuple(s for s in range(players) if teams[s] == t) for t in order)

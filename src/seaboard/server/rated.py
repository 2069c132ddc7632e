"""Rated tables: what a rated table needs (accounts, the rulebook's game, a clock, no
take-backs, offered bot levels), checked before the table exists."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.engine import Game
from seaboard.engine.language import N_, Language
from seaboard.ratings import NotRated, group_for
from seaboard.ratings.levels import calibrated, ladder, level_name, offered_in
from seaboard.server.errors import Refused
from seaboard.server.store import schema as db

# Options that let a player take an action back: a rated table keeps them off.
TAKE_BACK_OPTIONS: dict[str, str] = {"el-switcher": "undos"}


def rated_group(
    game: Game,
    bots: Sequence[str | None],
    clock: Mapping[str, Any] | None,
    turn_days: int | None,
) -> str:
    """The rating group a rated table of ``game`` counts towards; Refused with the reason
    when it cannot be rated."""
    key = TAKE_BACK_OPTIONS.get(game.name)
    if key is not None and game.options.get(key):
        raise Refused(N_("a rated table allows no take-backs: set the take-backs option to 0"))
    if not clock and turn_days is None:
        raise Refused(N_("a rated table needs a clock or turn-based days per move"))
    for spec in bots:
        if spec is not None and not offered_in(game.name, spec):
            offered = ", ".join(level.spec for level in ladder(game.name))
            raise Refused(
                N_("a rated table's bots must be offered levels ({offered}), not {spec}"),
                offered=offered,
                spec=spec,
            )
    try:
        group = group_for(game.name, game.players, game.options)
    except NotRated as err:
        raise Refused.around(N_("this table cannot be rated: {error}"), err) from None
    for spec in bots:
        if spec is not None and not calibrated(spec, group):
            raise Refused(
                UNCALIBRATED,
                told=_uncalibrated(str(level_name(spec)), game.players),
                level=level_name(spec),
                players=game.players,
            )
    return group


UNCALIBRATED = N_(
    "the {level} level has no rating yet for {players} players: "
    "choose another level for a rated table"
)


def _uncalibrated(level: str, players: int) -> Callable[[Language], str]:
    """The refusal of an uncalibrated level, its name told in the reader's language."""
    return lambda language: language.t(UNCALIBRATED, level=language.t(level), players=players)


async def require_account(engine: AsyncEngine, player_id: str) -> None:
    """Refused (403) unless the player is signed in to an account, not a guest."""
    async with engine.connect() as conn:
        account = (
            await conn.execute(
                select(db.players.c.account).where(db.players.c.player_id == player_id)
            )
        ).scalar()
    if account is None:
        raise Refused(
            N_("a rated table is for signed-in players: sign in or create an account"), 403
        )

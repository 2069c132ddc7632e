"""The ratings' reads and writes: a rated game's new ratings (written in the transaction
that ends the game), a player's ratings and history, and a group's leaderboard."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from seaboard.engine.language import ENGLISH, Language
from seaboard.ratings import Rating, bot_rating, display, group_for, rate_result
from seaboard.server.store import schema as db

if TYPE_CHECKING:
    from seaboard.server.table.live import LiveTable


SAME_OPPONENTS_PER_DAY = 5  # rated games of one set of accounts that count in 24 hours
SAME_OPPONENTS_WINDOW = 86_400.0


def too_often_words(n: int, language: Language = ENGLISH) -> str:
    """Why a rated table's game does not count: its accounts played ``n`` counted games
    together in the last 24 hours."""
    return language.tn(
        "This game does not count for ratings: you have played {n} rated game together"
        " in the last 24 hours, the most that count.",
        "This game does not count for ratings: you have played {n} rated games together"
        " in the last 24 hours, the most that count.",
        n,
    )


def unrated_told(text: str | None, language: Language = ENGLISH) -> str | None:
    """A table's stored ``unrated`` sentence (English, ``too_often_words``) in ``language``."""
    if text is None:
        return None
    found = _COUNT.search(text)
    return too_often_words(int(found[1]), language) if found else language.t(text)


_COUNT = re.compile(r"you have played (\d+) rated game")


def accounts_at(table: LiveTable) -> list[str]:
    """The distinct players seated at a table (its bots left out), sorted."""
    return sorted({s.player_id for s in table.seats if s.player_id is not None})


async def too_often(conn: AsyncConnection, table: LiveTable, now: float) -> str | None:
    """At a rated table of two accounts or more starting now, the sentence saying its game
    does not count when the same accounts' counted games of the last 24 hours (begun, and
    not aborted) reach the cap; None when it counts. The players' rows are locked first
    (PostgreSQL), so two tables starting at once in two processes count one after the other."""
    ids = accounts_at(table)
    if not table.rated or len(ids) < 2:
        return None
    p, t, s = db.players.c, db.tables.c, db.seats.c
    await conn.execute(
        select(p.player_id).where(p.player_id.in_(ids)).order_by(p.player_id).with_for_update()
    )
    rows = await conn.execute(
        select(t.table_id, t.result)
        .join(db.seats, s.table_id == t.table_id)
        .where(
            s.player_id == ids[0],
            t.rated.is_(True),
            t.unrated.is_(None),
            t.started >= now - SAME_OPPONENTS_WINDOW,
            t.table_id != table.table_id,
        )
    )
    candidates = {r[0] for r in rows if not (isinstance(r[1], dict) and not counts(r[1]))}
    if not candidates:
        return None
    seated: dict[str, set[str]] = {}
    found = await conn.execute(
        select(s.table_id, s.player_id).where(s.table_id.in_(candidates), s.player_id.is_not(None))
    )
    for table_id, player_id in found:
        seated.setdefault(table_id, set()).add(player_id)
    n = sum(1 for players in seated.values() if sorted(players) == ids)
    return too_often_words(n) if n >= SAME_OPPONENTS_PER_DAY else None


def counts(result: dict[str, Any] | None) -> bool:
    """Whether a result is one ratings count: a game that was played (not abandoned
    before its start, which has no scores, nor aborted before everyone played twice)."""
    return bool(result and result.get("scores") and result.get("reason") != "aborted")


async def rate_in(
    conn: AsyncConnection, table: LiveTable, result: dict[str, Any], now: float
) -> None:
    """Update every player's rating for the table's ended game (bots keep theirs), inside
    the caller's transaction."""
    game = table.game
    group = group_for(game.name, game.players, game.options)
    players = [s.player_id for s in table.seats]
    stored = await ratings_of(conn, [p for p in players if p is not None], group)
    before: list[Rating] = []
    fixed: list[int] = []
    for seat, s in enumerate(table.seats):
        if s.player_id is None:
            before.append(bot_rating(str(s.bot), group))
            fixed.append(seat)
        else:
            before.append(stored.get(s.player_id, (Rating(), 0))[0])
    if result.get("reason") == "draw":  # a draw is a draw, whatever the scores
        scores: Sequence[float] = [0.0] * game.players
        winners: list[int] = []
    else:
        scores, winners = [float(x) for x in result["scores"]], list(result["winners"])
    after = rate_result(game.name, before, scores, winners, fixed)
    r = db.ratings.c
    for seat, player_id in enumerate(players):
        if player_id is None:
            continue
        new = after[seat]
        values = {"mu": new.mu, "sigma": new.sigma}
        if player_id in stored:
            games = stored[player_id][1] + 1
            await conn.execute(
                update(db.ratings)
                .where(r.player_id == player_id, r.group == group)
                .values(**values, games=games)
            )
        else:
            await conn.execute(
                db.ratings.insert().values(player_id=player_id, group=group, games=1, **values)
            )
        await conn.execute(
            db.rating_history.insert().values(
                player_id=player_id,
                group=group,
                time=now,
                rating=display(new),
                table_id=table.table_id,
            )
        )


async def table_changes(conn: AsyncConnection, table_id: str) -> list[dict[str, Any]]:
    """Each player's displayed rating before and after a rated table's game:
    ``[{seat, before, after}]`` by seat (empty for a game that changed no rating)."""
    h, s = db.rating_history.c, db.seats.c
    seats = dict(
        (await conn.execute(select(s.player_id, s.seat).where(s.table_id == table_id))).all()
    )
    rows = await conn.execute(
        select(h.id, h.player_id, h.group, h.rating).where(h.table_id == table_id)
    )
    out = []
    for row_id, player_id, group, after in rows.all():
        earlier = await conn.execute(
            select(h.rating)
            .where(h.player_id == player_id, h.group == group, h.id < row_id)
            .order_by(h.id.desc())
            .limit(1)
        )
        before = earlier.scalar_one_or_none()
        first = display(Rating())  # a player's first rated game starts from the default
        if player_id in seats:
            seat = seats[player_id]
            out.append(
                {"seat": seat, "before": first if before is None else before, "after": after}
            )
    return sorted(out, key=lambda c: int(c["seat"]))


async def ratings_of(
    conn: AsyncConnection, player_ids: Sequence[str], group: str
) -> dict[str, tuple[Rating, int]]:
    """The stored rating and rated games of each player who has one in the group."""
    if not player_ids:
        return {}
    r = db.ratings.c
    rows = await conn.execute(
        select(r.player_id, r.mu, r.sigma, r.games).where(
            r.group == group, r.player_id.in_(list(player_ids))
        )
    )
    return {row[0]: (Rating(row[1], row[2]), int(row[3])) for row in rows}


async def player_ratings(conn: AsyncConnection, player_id: str) -> dict[str, dict[str, Any]]:
    """A player's ``{group: {rating, games, history: [[time ms, rating], ...]}}``."""
    r, h = db.ratings.c, db.rating_history.c
    rows = (await conn.execute(select(db.ratings).where(r.player_id == player_id))).mappings()
    out: dict[str, dict[str, Any]] = {
        row["group"]: {
            "rating": display(Rating(row["mu"], row["sigma"])),
            "games": row["games"],
            "history": [],
        }
        for row in rows
    }
    points = await conn.execute(
        select(h.group, h.time, h.rating).where(h.player_id == player_id).order_by(h.time, h.id)
    )
    for group, time, rating in points:
        if group in out:
            out[group]["history"].append([int(time * 1000), int(rating)])
    return out


async def leaderboard(
    conn: AsyncConnection, group: str, min_games: int, limit: int
) -> list[dict[str, Any]]:
    """The group's players with at least ``min_games`` rated games, best displayed first."""
    r, p = db.ratings.c, db.players.c
    rows = await conn.execute(
        select(r.player_id, p.name, r.mu, r.sigma, r.games)
        .join(db.players, p.player_id == r.player_id)
        .where(r.group == group, r.games >= min_games)
        .order_by((r.mu - 3 * r.sigma).desc(), r.player_id)
        .limit(limit)
    )
    return [
        {
            "player_id": row[0],
            "name": row[1],
            "rating": display(Rating(row[2], row[3])),
            "games": int(row[4]),
        }
        for row in rows
    ]

"""Profiles and leaderboards: a player's ratings with their history, games, wins and
placings per game, and recent games; a group's best players beside the bot levels."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from seaboard.catalogues import language
from seaboard.engine import load
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.ratings import GROUPS, offered, placings, sides
from seaboard.server.errors import Refused
from seaboard.server.result_words import teams_of, told
from seaboard.server.store import ratings as stored
from seaboard.server.store import schema as db
from seaboard.server.store.ratings import counts
from seaboard.server.store.reads import seats_with_names
from seaboard.server.table.live import Seat, display_name
from seaboard.server.table.states import OVER

log = logging.getLogger("seaboard.server")

RECENT_GAMES = 20  # the newest finished games a profile lists
MAX_COUNTED = 2_000  # finished games a profile's counts are taken over (the newest)
LEADERBOARD_MIN_GAMES = 5  # rated games a player needs to appear on a leaderboard
LEADERBOARD_SIZE = 100
BOT_FINISHED = ("zombie", "timeout")  # takeovers that finish a game for its player


async def profile(engine: AsyncEngine, player_id: str, code: str = "en") -> dict[str, Any]:
    """``{player_id, name, account, ratings, games, recent}`` of a player (404 if none),
    the results told in the language ``code``."""
    t, s, p = db.tables.c, db.seats.c, db.players.c
    async with engine.connect() as conn:
        who = (
            await conn.execute(select(p.name, p.account).where(p.player_id == player_id))
        ).first()
        if who is None:
            raise Refused(N_("there is no such player"), 404)
        ratings = await stored.player_ratings(conn, player_id)
        rows = (
            await conn.execute(
                select(
                    t.table_id,
                    t.game,
                    t.players,
                    t.result,
                    t.rated,
                    t.unrated,
                    t.created,
                    s.seat,
                    s.takeover,
                )
                .join(db.seats, s.table_id == t.table_id)
                # A private (invite-only) table is for its players: never on a profile.
                .where(s.player_id == player_id, t.status == OVER, t.public.is_(True))
                .order_by(t.created.desc())
                .limit(MAX_COUNTED)
            )
        ).all()
    games: dict[str, dict[str, Any]] = {}
    recent: list[dict[str, Any]] = []
    seen: set[str] = set()
    for table_id, game, players, result, rated, unrated, created, seat, takeover in rows:
        if table_id in seen:
            continue
        seen.add(table_id)
        try:
            place = placing_of(game, players, result, seat)
            aborted = result.get("reason") == "aborted"
            title = load(game, players).title
        except Exception:  # one bad row must not break the profile
            log.exception("left table %s out of a profile", table_id)
            continue
        if place is None and not aborted:
            continue  # abandoned before its start: not a game played
        # A game a bot finished for the player (they left, or their time ran out, and did
        # not take the seat back) is counted apart: not theirs to win or lose.
        by_bot = takeover in BOT_FINISHED and place is not None
        if by_bot:
            stats = games.setdefault(game, new_stats())
            stats["bot_finished"] += 1
        elif place is not None:  # an aborted game is listed, not counted
            stats = games.setdefault(game, new_stats())
            stats["played"] += 1
            if drawn(game, players, result):
                stats["draws"] += 1
            else:
                stats["wins"] += int(seat in (result.get("winners") or []))
            key = str(place)
            stats["placings"][key] = stats["placings"].get(key, 0) + 1
        if len(recent) < RECENT_GAMES:
            recent.append(
                {
                    "table_id": table_id,
                    "game": game,
                    "title": title,
                    "players": players,
                    "seat": seat,
                    "place": place,
                    "rated": bool(rated),
                    "counted": bool(rated) and unrated is None and counts(result),
                    "bot_finished": by_bot,
                    "reason": result.get("reason"),
                    "text": result.get("text"),
                    "result": result,
                    "created": int(created * 1000),
                }
            )
    await tell_results(engine, recent, code)
    return {
        "player_id": player_id,
        "name": who[0],
        "account": who[1] is not None,
        "ratings": ratings,
        "games": games,
        "recent": recent,
    }


async def tell_results(engine: AsyncEngine, recent: list[dict[str, Any]], code: str = "en") -> None:
    """Each recent game's result in words, as anyone reads it (``result_words``), in the
    language ``code``."""
    s = db.seats.c
    ids = [g["table_id"] for g in recent]
    names: dict[str, dict[int, Seat]] = {i: {} for i in ids}
    if ids:
        async with engine.connect() as conn:
            found = await conn.execute(seats_with_names().where(s.table_id.in_(ids)))
            for row in found.mappings():
                seat = Seat(name=row["name"], bot=row["bot"], player_id=row["player_id"])
                names[row["table_id"]][row["seat"]] = seat
    for g in recent:
        game = load(g["game"], g["players"])
        tongue = language(code, game.name)
        given = names[g["table_id"]]
        seats = [
            (display_name(i, given[i], tongue) if i in given else None) or game.role_name(i, tongue)
            for i in range(game.players)
        ]
        g["told"] = told(g.pop("result"), seats, teams_of(game), None, tongue)


def new_stats() -> dict[str, Any]:
    """A game's counts on a profile, before its first game."""
    return {"played": 0, "wins": 0, "draws": 0, "placings": {}, "bot_finished": 0}


def drawn(game: str, players: int, result: Any) -> bool:
    """A draw: agreed, or every side among the winners (told "A draw." everywhere)."""
    if result.get("reason") == "draw":
        return True
    winners = set(result.get("winners") or [])
    teams = sides(game, players)
    return len(teams) > 1 and all(winners & set(team) for team in teams)


def placing_of(game: str, players: int, result: Any, seat: int) -> int | None:
    """The seat's place (1 the best, ties sharing) in a finished game, or None if the
    game was never played or was aborted."""
    if not isinstance(result, dict) or not result.get("scores"):
        return None
    if result.get("reason") == "aborted":
        return None
    teams = sides(game, players)
    if result.get("reason") == "draw":
        return 1
    places = placings(result["scores"], result.get("winners") or [], teams)
    side = next(i for i, team in enumerate(teams) if seat in team)
    return places[side]


async def leaderboard(
    engine: AsyncEngine, game: str, group: str, words: Language = ENGLISH
) -> dict[str, Any]:
    """``{group, min_games, players: [{player_id, name, rating, games}], bots}``."""
    key = f"{game}/{group}"
    if key not in GROUPS:
        raise Refused(
            N_("there is no rating group {group}; groups are {groups}"),
            404,
            group=key,
            groups=", ".join(GROUPS),
        )
    async with engine.connect() as conn:
        players = await stored.leaderboard(conn, key, LEADERBOARD_MIN_GAMES, LEADERBOARD_SIZE)
    bots = [
        {
            "spec": level["spec"],
            "title": level["title"],
            "name": level["name"],
            "rating": level["ratings"][key],
        }
        for level in offered(words)
        if key in level["ratings"]
    ]
    return {"group": key, "min_games": LEADERBOARD_MIN_GAMES, "players": players, "bots": bots}

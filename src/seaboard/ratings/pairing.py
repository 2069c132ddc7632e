"""Quick-play pairing: which waiting players sit down together, and when bots fill seats.

A pure function of the queue and the time: the server keeps the queue (and who pairs)
and calls ``pair`` whenever the queue changes or a second passes. Ratings here are
displayed numbers.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from seaboard.ratings.groups import group_for
from seaboard.ratings.levels import offered

# A player's accepted range: WINDOW_START points either side at first, widening by
# WINDOW_GROWTH points a second of waiting, without a bound (anyone is paired in the end).
WINDOW_START = 100.0
WINDOW_GROWTH = 10.0
# Two accounts who sat together this recently are not paired again while someone else waits.
AGAIN_AFTER = 600.0


@dataclass(frozen=True)
class Entry:
    """One waiting player: which game and player count, their rating and since when."""

    player: str
    game: str
    players: int
    rating: float
    since: float
    bots_after: float | None = None  # seconds of waiting before bots may fill seats

    def window(self, now: float) -> float:
        """How far (in rating points) from their own rating this player accepts now."""
        return WINDOW_START + WINDOW_GROWTH * max(0.0, now - self.since)

    def bots_allowed(self, now: float) -> bool:
        """Whether bots may fill this player's table by now."""
        return self.bots_after is not None and now - self.since >= self.bots_after


@dataclass(frozen=True)
class Table:
    """A table to start: its players (longest waiting first) and the bots that fill it."""

    game: str
    players: tuple[str, ...]
    bots: tuple[str, ...] = ()


def accept(a: Entry, b: Entry, now: float) -> bool:
    """Whether ``a`` and ``b`` may sit together now: each is within the other's range."""
    gap = abs(a.rating - b.rating)
    return (
        a.game == b.game
        and a.players == b.players
        and gap <= a.window(now)
        and gap <= b.window(now)
    )


def formable(entries: Sequence[Entry], now: float, bots: int = 0) -> bool:
    """Whether these players may form one table now, with ``bots`` seats for bots."""
    if not entries or len(entries) + bots != entries[0].players:
        return False
    if bots and not all(e.bots_allowed(now) for e in entries):
        return False
    return all(accept(a, b, now) for i, a in enumerate(entries) for b in entries[i + 1 :])


def pair(
    queue: Iterable[Entry],
    now: float,
    bot_ratings: Mapping[str, Mapping[str, float]] | None = None,
    recent: Collection[frozenset[str]] = (),
) -> list[Table]:
    """The tables to start now; everyone not seated keeps waiting.

    Longest-waiting players are served first: each gathers the closest-rated players who
    accept them and each other, and a full table starts. Otherwise, once the player may
    have bots, they gather among the players who may too, and the bot level whose rating
    is closest to the group's mean fills the empty seats. ``bot_ratings`` maps a rating
    group to each bot spec's displayed rating (default: the packaged levels). Two players
    in ``recent`` (pairs who sat together within ``AGAIN_AFTER``) sit together again only
    when nobody else waits for that game and count.
    """
    if bot_ratings is None:
        bot_ratings = level_ratings()
    waiting = sorted(queue, key=lambda e: (e.since, e.player))
    seated: set[str] = set()
    tables: list[Table] = []
    for anchor in waiting:
        if anchor.player in seated:
            continue
        free = [e for e in waiting if e.player not in seated and e is not anchor]
        same = [e for e in free if e.game == anchor.game and e.players == anchor.players]
        avoid = recent if len(same) >= anchor.players else ()  # someone else waits
        group = _gather(anchor, free, now, avoid)
        bots: tuple[str, ...] = ()
        if len(group) < anchor.players:
            if not anchor.bots_allowed(now):
                continue
            group = _gather(anchor, [e for e in free if e.bots_allowed(now)], now, avoid)
            empty = anchor.players - len(group)
            if empty:
                levels = bot_ratings.get(group_for(anchor.game, anchor.players), {})
                if not levels:
                    continue
                mean = sum(e.rating for e in group) / len(group)
                bots = (min(sorted(levels), key=lambda spec: abs(levels[spec] - mean)),) * empty
        tables.append(Table(anchor.game, tuple(e.player for e in group), bots))
        seated.update(e.player for e in group)
    return tables


def _gather(
    anchor: Entry,
    candidates: Sequence[Entry],
    now: float,
    recent: Collection[frozenset[str]] = (),
) -> list[Entry]:
    """The anchor and, closest rating first, the candidates who accept all chosen so far
    (and have not sat with any of them recently)."""
    group = [anchor]
    for other in sorted(candidates, key=lambda e: (abs(e.rating - anchor.rating), e.since)):
        if len(group) == anchor.players:
            break
        if all(
            accept(m, other, now) and frozenset((m.player, other.player)) not in recent
            for m in group
        ):
            group.append(other)
    return group


def level_ratings() -> dict[str, dict[str, float]]:
    """Per rating group, each offered bot level's displayed rating."""
    out: dict[str, dict[str, float]] = {}
    for level in offered():
        for group, rating in level["ratings"].items():
            out.setdefault(group, {})[level["spec"]] = float(rating)
    return out


def leave(queue: Iterable[Entry], player: str) -> list[Entry]:
    """The queue without ``player`` (cancelling quick play)."""
    return [e for e in queue if e.player != player]

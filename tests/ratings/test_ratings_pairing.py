"""Quick-play pairing under several queue mixes, and its properties."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.ratings.pairing import (
    WINDOW_GROWTH,
    WINDOW_START,
    Entry,
    Table,
    formable,
    leave,
    level_ratings,
    pair,
)

BOTS = {
    "flotsam-fight/2p": {"random": 1200.0, "greedy": 1600.0, "ismcts": 2000.0},
    "flotsam-fight/3-6p": {"random": 1300.0, "greedy": 1700.0},
}


def entry(player: str, rating: float, since: float = 0.0, **kw: object) -> Entry:
    fields: dict[str, object] = {"game": "flotsam-fight", "players": 2, "bots_after": None}
    fields.update(kw)
    return Entry(player, rating=rating, since=since, **fields)  # type: ignore[arg-type]


def test_two_equal_players_sit_down_at_once() -> None:
    tables = pair([entry("ann", 1500), entry("bob", 1500, since=1)], now=1, bot_ratings=BOTS)
    assert tables == [Table("flotsam-fight", ("ann", "bob"))]


def test_one_player_alone_waits() -> None:
    assert pair([entry("ann", 1500)], now=999, bot_ratings=BOTS) == []


def test_far_apart_players_wait_until_the_window_has_widened() -> None:
    gap = 700.0
    queue = [entry("ann", 1500), entry("bob", 1500 + gap)]
    ready = (gap - WINDOW_START) / WINDOW_GROWTH  # 60 seconds
    assert pair(queue, now=ready - 1, bot_ratings=BOTS) == []
    assert pair(queue, now=ready, bot_ratings=BOTS) == [Table("flotsam-fight", ("ann", "bob"))]


def test_a_newcomer_accepts_only_what_both_windows_allow() -> None:
    # ann has waited long (a wide window), carl just came: carl's narrow window decides
    queue = [entry("ann", 1500, since=0), entry("carl", 1800, since=100)]
    assert pair(queue, now=100, bot_ratings=BOTS) == []
    assert pair(queue, now=120, bot_ratings=BOTS) == [Table("flotsam-fight", ("ann", "carl"))]


def test_the_closest_rated_player_is_chosen() -> None:
    queue = [entry("ann", 1500), entry("bob", 1580, since=2), entry("cid", 1520, since=3)]
    assert pair(queue, now=3, bot_ratings=BOTS) == [Table("flotsam-fight", ("ann", "cid"))]


def test_the_longest_waiting_player_is_served_first() -> None:
    queue = [entry("bob", 1550, since=5), entry("ann", 1500, since=0), entry("cid", 1520, 9)]
    assert pair(queue, now=9, bot_ratings=BOTS)[0].players[0] == "ann"


def test_a_bot_of_about_their_rating_fills_the_seat_after_the_chosen_wait() -> None:
    queue = [entry("ann", 1650, bots_after=30)]
    assert pair(queue, now=29, bot_ratings=BOTS) == []
    assert pair(queue, now=30, bot_ratings=BOTS) == [Table("flotsam-fight", ("ann",), ("greedy",))]
    strong = [entry("ann", 2300, bots_after=0)]
    assert pair(strong, now=0, bot_ratings=BOTS)[0].bots == ("ismcts",)


def test_a_player_is_preferred_to_a_bot() -> None:
    queue = [entry("ann", 1500, bots_after=0), entry("bob", 1550, since=1)]
    assert pair(queue, now=1, bot_ratings=BOTS) == [Table("flotsam-fight", ("ann", "bob"))]


def test_bots_fill_only_tables_whose_players_all_allow_them() -> None:
    four = {"players": 4}
    queue = [
        entry("ann", 1500, bots_after=10, **four),
        entry("bob", 1510, since=1, **four),
        entry("cid", 1520, since=2, bots_after=0, **four),
    ]
    tables = pair(queue, now=12, bot_ratings=BOTS)
    assert tables == [Table("flotsam-fight", ("ann", "cid"), ("greedy", "greedy"))]
    assert not formable([queue[0], queue[1]], now=12, bots=2)


def test_several_player_counts_and_games_are_kept_apart() -> None:
    queue = [
        entry("ann", 1500),
        entry("bob", 1500, players=3),
        entry("cid", 1500, game="el-switcher"),
        entry("dan", 1500, players=3),
        entry("eve", 1500, players=3),
        entry("fay", 1500),
    ]
    tables = pair(queue, now=0, bot_ratings=BOTS)
    assert sorted(t.players for t in tables) == [("ann", "fay"), ("bob", "dan", "eve")]


def test_cancelling_leaves_the_queue() -> None:
    queue = [entry("ann", 1500), entry("bob", 1500)]
    left = leave(queue, "bob")
    assert [e.player for e in left] == ["ann"]
    assert pair(left, now=5, bot_ratings=BOTS) == []


def test_the_packaged_bot_levels_are_used_by_default() -> None:
    levels = level_ratings()["flotsam-fight/2p"]
    lowest = min(levels, key=lambda spec: levels[spec])
    [table] = pair([entry("ann", -1e9, bots_after=0)], now=0)
    assert table.bots == (lowest,)


queue_entries = st.lists(
    st.builds(
        Entry,
        player=st.text("abcdefgh", min_size=1, max_size=2),
        game=st.sampled_from(["flotsam-fight", "el-switcher"]),
        players=st.integers(2, 4),
        rating=st.floats(800, 2600),
        since=st.floats(0, 100),
        bots_after=st.one_of(st.none(), st.floats(0, 60)),
    ),
    max_size=14,
    unique_by=lambda e: e.player,
)
bots_everywhere = {
    group: {"random": 1200.0, "greedy": 1700.0}
    for group in ("flotsam-fight/2p", "flotsam-fight/3-6p", "el-switcher/2p", "el-switcher/3-4p")
}


@settings(max_examples=150, deadline=None)
@given(queue_entries, st.floats(100, 200), st.floats(0, 300))
def test_tables_are_sound_and_stay_formable(queue: list[Entry], now: float, later: float) -> None:
    tables = pair(queue, now, bots_everywhere)
    by_player = {e.player: e for e in queue}
    seated = [p for t in tables for p in t.players]
    assert len(seated) == len(set(seated)), "no player in two tables"
    for table in tables:
        members = [by_player[p] for p in table.players]
        assert all(m.game == table.game for m in members)
        assert len(table.players) + len(table.bots) == members[0].players
        assert formable(members, now, bots=len(table.bots))
        assert formable(members, now + later, bots=len(table.bots)), "stays formable"
    # nobody left waiting could have sat with another waiting player in a full table
    waiting = [e for e in queue if e.player not in seated]
    for a in waiting:
        for b in waiting:
            if a.players == 2 and a is not b and b.players == 2:
                assert not formable([a, b], now)


def test_two_who_just_met_are_not_paired_again_while_someone_else_waits() -> None:
    met = {frozenset(("ann", "bob"))}
    three = [entry("ann", 1500), entry("bob", 1500, since=1), entry("cy", 1500, since=2)]
    tables = pair(three, now=2, bot_ratings=BOTS, recent=met)
    assert tables == [Table("flotsam-fight", ("ann", "cy"))]  # bob waits
    alone = pair(three[:2], now=2, bot_ratings=BOTS, recent=met)
    assert alone == [Table("flotsam-fight", ("ann", "bob"))]  # nobody else: they meet again

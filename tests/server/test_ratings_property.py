"""A property over the HTTP API (real sockets): whatever players do (create, join, leave,
play, resign, claim, offer and accept draws, reclaim), every rating change belongs to
exactly one rated, non-aborted, human-played result, once per table and player."""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from typing import Any

from harness import Running
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from sqlalchemy import select
from test_accounts import sign_up
from test_fair_results import CLOCK, SHORT, play_each
from test_table_life import ServerMaker

from seaboard.server.store import schema as db
from seaboard.server.store.ratings import counts

NAMES = ("ana_h", "ben_h", "cy_h")
ENDINGS = ("resign", "claim", "draw", "reclaim", "leave", "abandon")

step = st.one_of(
    st.tuples(
        st.just("create"), st.integers(0, 2), st.booleans(), st.sampled_from(["none", "bot"])
    ),
    st.tuples(st.just("join"), st.integers(0, 2), st.integers(-1, 5)),
    st.tuples(st.just("play"), st.integers(-1, 5), st.integers(1, 2)),
    st.tuples(st.sampled_from(ENDINGS), st.integers(0, 2), st.integers(-1, 5)),
)


def stored(srv: Running) -> dict[str, Any]:
    """The tables, seats, events, ratings and rating history, read in the server's loop."""

    async def read() -> dict[str, Any]:
        async with srv.server.engine.connect() as conn:
            return {
                name: [dict(r) for r in (await conn.execute(select(t))).mappings()]
                for name, t in (
                    ("tables", db.tables),
                    ("seats", db.seats),
                    ("events", db.events),
                    ("ratings", db.ratings),
                    ("history", db.rating_history),
                )
            }

    loop = srv.server.writer._task.get_loop()  # type: ignore[union-attr]
    return asyncio.run_coroutine_threadsafe(read(), loop).result(20)


def own_actions(events: list[dict[str, Any]]) -> Counter[tuple[str, int]]:
    """Per (table, seat): the actions the seat's own player or bot played (from the log)."""
    own: Counter[tuple[str, int]] = Counter()
    bot_plays: set[tuple[str, int]] = set()
    for e in sorted(events, key=lambda e: (e["table_id"], e["seq"])):
        key = (e["table_id"], e["seat"])
        if e["kind"] in ("bot", "leave"):
            bot_plays.add(key)
        elif e["kind"] == "reclaim":
            bot_plays.discard(key)
        elif e["kind"] == "act" and key not in bot_plays:
            own[key] += 1
    return own


def check_every_rating_change(srv: Running) -> None:
    data = stored(srv)
    tables = {t["table_id"]: t for t in data["tables"]}
    humans: dict[str, set[str]] = {}
    for s in data["seats"]:
        if s["player_id"] is not None:
            humans.setdefault(s["table_id"], set()).add(s["player_id"])
    taken_over = {e["table_id"] for e in data["events"] if e["kind"] in ("bot", "leave")}
    own = own_actions(data["events"])
    rows = Counter((h["table_id"], h["player_id"]) for h in data["history"])
    assert all(n == 1 for n in rows.values()), "a player rated twice for one table"
    for table_id, player_id in rows:
        t = tables[table_id]
        assert t["rated"] and t["unrated"] is None and t["status"] == "over"
        assert counts(t["result"]) and t["result"]["reason"] != "aborted"
        assert table_id not in taken_over, "a takeover bot's game changed a rating"
        assert player_id in humans[table_id]
        assert all(own.get((table_id, seat), 0) >= 2 for seat in range(t["players"])), (
            "a game ended before everyone had played twice changed a rating"
        )
    for table_id, t in tables.items():  # and every counted rated result did rate its players
        if t["rated"] and t["status"] == "over" and t["unrated"] is None and counts(t["result"]):
            assert {p for (tid, p) in rows if tid == table_id} == humans[table_id]
    games = Counter((h["player_id"], h["group"]) for h in data["history"])
    assert {(r["player_id"], r["group"]): r["games"] for r in data["ratings"]} == dict(games)


def test_every_rating_change_belongs_to_one_rated_result(make_server: ServerMaker) -> None:
    # Many examples create tables for the same few accounts: the open-tables limit is not
    # what this property is about (tests/server/test_open_tables_limit.py is).
    with make_server(**SHORT, max_open_tables=10_000) as srv:
        tokens = [sign_up(srv, name)["token"] for name in NAMES]
        made: list[str] = []

        @settings(
            max_examples=12,
            deadline=None,
            suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        )
        @given(st.lists(step, min_size=1, max_size=10))
        @example([("create", 0, True, "none"), ("join", 1, -1), ("play", -1, 2), ("resign", 0, -1)])
        @example([("create", 1, True, "none"), ("join", 2, -1), ("resign", 2, -1)])
        def run(steps: list[tuple[Any, ...]]) -> None:
            for kind, *args in steps:
                if kind == "create":
                    who, rated, seats = args
                    body: dict[str, Any] = {"game": "ebbe-flut", "rated": rated, "grace": 0.2}
                    body["clock"] = CLOCK
                    if seats == "bot":
                        body["seats"] = [None, "random"]
                    answer = srv.post("/api/tables", tokens[who], body)
                    assert answer.status_code == 200, answer.text
                    made.append(answer.json()["table_id"])
                    continue
                if not made:
                    continue
                if kind == "play":
                    table_id = made[args[0] % len(made)]
                    info = srv.get(f"/api/tables/{table_id}").json()
                    seated = [s["name"] for s in info["seats"] if s["name"] and not s["bot"]]
                    if info["status"] == "playing" and seated:
                        mine = [tokens[NAMES.index(n)] for n in seated]
                        # The game may end, or a bot take a seat, meanwhile.
                        with contextlib.suppress(AssertionError):
                            play_each(srv, table_id, mine, times=args[1])
                    continue
                who, index = args
                table_id = made[index % len(made)]
                path = "join" if kind == "join" else kind
                answer = srv.post(f"/api/tables/{table_id}/{path}", tokens[who])
                assert answer.status_code < 500, answer.text
                if answer.status_code >= 400:  # refused: a sentence, nothing changed
                    assert answer.json()["detail"]
            check_every_rating_change(srv)

        run()
        assert stored(srv)["history"], "no rated game was played out"

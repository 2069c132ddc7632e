"""Every table the server accepts can be listed: create-then-list over every option of every
game and every table setting (Hypothesis, over real sockets), and one bad stored row never
breaks a list for the others."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from harness import Running
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seaboard.server.http.lists import fitting
from seaboard.server.http.models import YourTable
from seaboard.server.store import schema as db
from seaboard.server.store.database import make_engine
from waiting import wait_until

ServerMaker = Callable[..., AbstractContextManager[Running]]
EXAMPLES = 40
GONE = {"gone": 1}  # an option no game has
WHOLE = re.compile(r"a whole number from (-?\d+) to (-?\d+)( or none)?")


def option_values(option: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Values of one option: every choice and bound (and just outside), plus nonsense."""
    nonsense = st.sampled_from(["", "none", -1, 10**9, True, None])
    if option["values"]:
        return st.one_of(st.sampled_from(option["values"]), nonsense)
    found = WHOLE.fullmatch(option["allowed"])
    if found:
        low, high = int(found[1]), int(found[2])
        edges = st.sampled_from([low - 1, low, high, high + 1])
        within = st.integers(low, high)
        return st.one_of(edges, within, st.none() if found[3] else nonsense, nonsense)
    if option["allowed"] == "true, false":
        return st.one_of(st.booleans(), nonsense)
    return st.one_of(st.none(), st.text(max_size=20), nonsense)


def table_bodies(games: list[dict[str, Any]], bots: list[str]) -> st.SearchStrategy[Any]:
    """A create body: any game, any of its options, and every table setting."""

    @st.composite
    def body(draw: st.DrawFn) -> dict[str, Any]:
        game = draw(st.sampled_from(games))
        low, high = game["min_players"], game["max_players"]
        players = draw(st.one_of(st.none(), st.integers(low - 1, high + 1)))
        out: dict[str, Any] = {"game": game["name"]}
        if players is not None:
            out["players"] = players
        chosen = draw(st.lists(st.sampled_from(game["options"]), unique_by=lambda o: o["name"]))
        out["options"] = {o["name"]: draw(option_values(o)) for o in chosen}
        if draw(st.booleans()):
            seats = players if players is not None else low
            spec = st.one_of(st.none(), st.sampled_from(bots))
            out["seats"] = draw(st.lists(spec, min_size=seats, max_size=seats))
        out["public"] = draw(st.booleans())
        kind = draw(st.sampled_from(["none", "clock", "days"]))
        if kind == "clock":
            base = st.floats(0.001, 86_400 * 2, allow_nan=False)
            inc = st.floats(0, 3_600 * 2, allow_nan=False)
            out["clock"] = {"base": draw(base), "increment": draw(inc)}
        elif kind == "days":
            out["turn_days"] = draw(st.sampled_from([1, 2, 3, 7]))
        out["timeout_policy"] = draw(st.sampled_from(["bot", "lose"]))
        out["grace"] = draw(st.one_of(st.none(), st.floats(0.1, 86_400, allow_nan=False)))
        out["rated"] = draw(st.booleans())
        return out

    return body()


def test_every_accepted_table_is_listed(make_server: ServerMaker) -> None:
    with make_server(max_open_tables=10_000) as srv:
        games = srv.get("/api/games").json()
        levels = [b["spec"] for b in srv.get("/api/bots").json()]
        bots = [*levels[:2], "random"]
        signed = srv.post("/api/accounts", None, {"name": "lister", "password": "a long secret"})
        assert signed.status_code == 200, signed.text
        token, player_id = signed.json()["token"], signed.json()["player_id"]
        accepted: list[str] = []

        @given(body=table_bodies(games, bots))
        @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
        def create_then_list(body: dict[str, Any]) -> None:
            created = srv.post("/api/tables", token, body)
            assert created.status_code < 500, (body, created.text)
            if created.status_code != 200:
                assert created.json()["detail"], created.text  # a sentence naming what is wrong
                return
            table_id = created.json()["table_id"]
            accepted.append(table_id)
            shown = srv.get(f"/api/tables/{table_id}")
            assert shown.status_code == 200, (body, shown.text)
            lobby = srv.get("/api/tables")
            assert lobby.status_code == 200, (body, lobby.text)
            listed = {t["table_id"] for t in lobby.json()}
            assert (table_id in listed) == bool(body["public"]), body
            mine = srv.http.get(
                "/api/players/me/tables", headers={"Authorization": f"Bearer {token}"}
            )
            assert mine.status_code == 200, (body, mine.text)
            assert table_id in {t["table_id"] for t in mine.json()}, body
            assert srv.get(f"/api/players/{player_id}").status_code == 200

        create_then_list()
        assert accepted, "no generated table was accepted: the strategy tests nothing"


def test_a_turn_based_table_of_two_days_is_in_the_lobby(srv: Running) -> None:
    ana = srv.player("ana")
    body = {"game": "ebbe-flut", "turn_days": 2}
    table_id = srv.post("/api/tables", ana, body).json()["table_id"]
    lobby = srv.get("/api/tables")
    assert lobby.status_code == 200, lobby.text
    (shown,) = [t for t in lobby.json() if t["table_id"] == table_id]
    assert shown["turn_days"] == 2 and shown["clock"]["base"] == 2 * srv.settings.day_seconds


def corrupt(srv: Running, table_id: str) -> None:
    """Give a stored table an option no game has (as after a game dropped an option)."""

    async def run() -> None:
        engine = make_engine(srv.settings.db_url, srv.settings.db_schema)
        async with engine.begin() as conn:
            t = db.tables
            await conn.execute(t.update().where(t.c.table_id == table_id).values(options=GONE))
        await engine.dispose()

    asyncio.run(run())


def test_one_bad_row_leaves_the_lists_working(make_server: ServerMaker) -> None:
    with make_server(idle_table_seconds=0.2) as srv:
        ana = srv.player("ana")
        good = srv.post("/api/tables", ana, {"game": "ebbe-flut"}).json()["table_id"]
        bad = srv.post("/api/tables", ana, {"game": "ebbe-flut"}).json()["table_id"]
        wait_until(lambda: bad not in srv.server.tables, what="the table to be forgotten")
        corrupt(srv, bad)
        srv.get(f"/api/tables/{good}")  # loaded again: the lobby shows live and stored rows
        lobby = srv.get("/api/tables")
        assert lobby.status_code == 200, lobby.text
        listed = {t["table_id"] for t in lobby.json()}
        assert good in listed and bad not in listed
        mine = srv.http.get("/api/players/me/tables", headers={"Authorization": f"Bearer {ana}"})
        assert mine.status_code == 200, mine.text
        assert good in {t["table_id"] for t in mine.json()}


def test_an_item_its_model_refuses_is_left_out_of_a_list() -> None:
    seat = {"seat": 0, "role": "Player 1", "name": "ana", "bot": None, "connected": True}
    good = {
        "table_id": "good",
        "game": "ebbe-flut",
        "title": "Ebbe & Flut",
        "status": "open",
        "public": True,
        "created": 1,
        "seats": [{**seat, "display_name": "ana"}],
        "seat": 0,
        "your_turn": False,
        "result": None,
        "ended": None,
    }
    bad = {**good, "table_id": "bad", "status": "lost"}
    assert fitting(YourTable, [bad, good, bad]) == [good]

"""Quick play over the HTTP API: equal ratings paired at once, far-apart ones once the
window has widened, bots filling seats after the chosen wait, cancelling, guests."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from harness import Running
from test_accounts import PASSWORD, call, sign_up
from test_fair_results import play_each

from waiting import wait_until

MakeServer = Callable[..., AbstractContextManager[Running]]
FAST = {"quickplay_period": 0.1}


def join(srv: Running, token: str, game: str = "ebbe-flut", **body: Any) -> Any:
    answer = call(srv, "POST", "/api/quickplay", token, {"game": game, **body})
    assert answer.status_code == 200, answer.text
    return answer.json()


def status(srv: Running, token: str) -> Any:
    return call(srv, "GET", "/api/quickplay", token)


def seated(srv: Running, token: str) -> str:
    def now_seated() -> str | None:
        now = status(srv, token).json()
        if now["status"] == "seated":
            assert now["table_id"]
            return str(now["table_id"])
        assert now == {**now, "status": "waiting", "table_id": None}
        return None

    wait_until(now_seated, what="a seat from quick play")
    return str(now_seated())


def pairing_passes(srv: Running) -> Callable[[], int]:
    """How many pairing passes the server completed since this was called (the passes
    themselves are the observable thing a "nobody paired" check waits for)."""
    done = [0]
    quickplay = srv.server.quickplay
    original = quickplay.pass_once

    async def counted(now: float) -> int:
        try:
            return await original(now)
        finally:
            done[0] += 1

    quickplay.pass_once = counted  # type: ignore[method-assign]
    return lambda: done[0]


def after_passes(srv: Running, passes: Callable[[], int], more: int = 3) -> None:
    """Wait until ``more`` further passes are done (the first may have begun before)."""
    target = passes() + more
    wait_until(lambda: passes() >= target, what=f"{more} quick-play passes")


def lose_to_random(srv: Running, token: str) -> None:
    body = {"game": "ebbe-flut", "rated": True, "clock": {"base": 600}, "seats": [None, "random"]}
    table_id = srv.post("/api/tables", token, body).json()["table_id"]
    play_each(srv, table_id, [token], times=3)  # not aborted: the bot has played twice too
    assert srv.post(f"/api/tables/{table_id}/resign", token).status_code == 200


def test_equal_ratings_are_seated_at_once_at_a_rated_clocked_table(
    make_server: MakeServer,
) -> None:
    with make_server(**FAST) as srv:
        ana, ben = sign_up(srv, "ana_e")["token"], sign_up(srv, "ben_e")["token"]
        first = join(srv, ana, players=2, bots_after=None)
        assert first["status"] == "waiting" and first["table_id"] is None
        join(srv, ben, players=2)
        table_id = seated(srv, ana)
        assert seated(srv, ben) == table_id
        info = srv.get(f"/api/tables/{table_id}").json()
        assert info["rated"] is True and info["status"] == "playing"
        assert info["clock"] == {"base": 600.0, "increment": 5.0}
        assert info["options"] == srv.get("/api/tables/" + table_id).json()["options"]
        assert sorted(s["name"] for s in info["seats"]) == ["ana_e", "ben_e"]
        play_each(srv, table_id, [ana, ben])
        assert srv.post(f"/api/tables/{table_id}/resign", ana).status_code == 200
        profile = call(srv, "GET", "/api/players/me", ben).json()
        rated = srv.get(f"/api/players/{profile['player_id']}").json()["ratings"]
        assert rated["ebbe-flut/2p"]["games"] == 1


def test_far_apart_ratings_wait_until_the_window_widens(make_server: MakeServer) -> None:
    with make_server(quickplay_widen=10.0, **FAST) as srv:
        low, new = sign_up(srv, "low_f")["token"], sign_up(srv, "new_f")["token"]
        lose_to_random(srv, low)
        lose_to_random(srv, low)  # about 1273 against a new player's 1500
        passes = pairing_passes(srv)
        start = time.monotonic()
        join(srv, low)
        join(srv, new)
        after_passes(srv, passes)  # a window of 100 points widening 100 a second
        if time.monotonic() - start < 1.0:  # (a machine this slow has widened the window)
            assert status(srv, low).json()["status"] == "waiting"
        assert seated(srv, low) == seated(srv, new)
        assert time.monotonic() - start >= 1.0  # (227 - 100) / 100 seconds at the least


def test_bots_fill_the_seats_after_the_chosen_wait_and_not_before(
    make_server: MakeServer,
) -> None:
    with make_server(**FAST) as srv:
        ana, ben = sign_up(srv, "ana_b")["token"], sign_up(srv, "ben_b")["token"]
        passes = pairing_passes(srv)
        join(srv, ana, bots_after=0.5)
        join(srv, ben, game="flotsam-fight", players=2, bots_after=None)
        table_id = seated(srv, ana)
        info = srv.get(f"/api/tables/{table_id}").json()
        bots = [s["bot"] for s in info["seats"] if s["bot"]]
        assert len(bots) == 1 and info["rated"] is True
        assert bots[0] in [b["spec"] for b in srv.get("/api/bots").json()]
        after_passes(srv, passes)
        assert status(srv, ben).json()["status"] == "waiting"  # no bots for ben, nobody else


def test_cancelling_leaves_the_queue(make_server: MakeServer) -> None:
    with make_server(**FAST) as srv:
        ana, ben = sign_up(srv, "ana_x")["token"], sign_up(srv, "ben_x")["token"]
        join(srv, ana, game="el-switcher", players=3)
        left = call(srv, "DELETE", "/api/quickplay", ana)
        assert left.json() == {"left": True}
        gone = status(srv, ana)
        assert gone.status_code == 404 and "not waiting" in gone.json()["detail"]
        assert call(srv, "DELETE", "/api/quickplay", ana).json() == {"left": False}
        passes = pairing_passes(srv)
        join(srv, ben, game="el-switcher", players=3)
        after_passes(srv, passes)
        assert status(srv, ben).json()["status"] == "waiting"


def test_a_guest_plays_casual_and_bad_requests_change_nothing(make_server: MakeServer) -> None:
    with make_server(**FAST) as srv:
        guest, ana = srv.player("gus"), sign_up(srv, "ana_g")["token"]
        join(srv, guest)
        join(srv, ana)
        table_id = seated(srv, guest)
        assert srv.get(f"/api/tables/{table_id}").json()["rated"] is False
        solo = call(srv, "POST", "/api/quickplay", ana, {"game": "ebbe-flut", "players": 1})
        assert solo.status_code == 400, solo.text
        wait = call(srv, "POST", "/api/quickplay", ana, {"game": "ebbe-flut", "bots_after": -1})
        assert wait.status_code == 400 and "bots_after" in wait.json()["detail"]
        assert status(srv, ana).json()["table_id"] == table_id  # still seated there
        assert call(srv, "GET", "/api/quickplay").status_code == 401


def test_one_account_is_never_seated_with_itself(make_server: MakeServer) -> None:
    with make_server(**FAST) as srv:
        ana = sign_up(srv, "ana_s")["token"]
        again = call(srv, "POST", "/api/sessions", None, {"name": "ana_s", "password": PASSWORD})
        second = again.json()["token"]
        assert second != ana
        join(srv, ana)
        join(srv, second)  # the same account from another session: one place in the queue
        ben = sign_up(srv, "ben_s")["token"]
        join(srv, ben)
        table_id = seated(srv, ben)
        info = srv.get(f"/api/tables/{table_id}").json()
        assert sorted(s["name"] for s in info["seats"]) == ["ana_s", "ben_s"]


def pass_now(srv: Running) -> int:
    """Run one pairing pass in the server's loop (the tests' own timing, not the period's)."""
    loop = srv.server.writer._task.get_loop()  # type: ignore[union-attr]
    future = asyncio.run_coroutine_threadsafe(srv.server.quickplay.pass_once(time.time()), loop)
    return future.result(20)


def test_two_who_just_played_meet_someone_else_first(make_server: MakeServer) -> None:
    with make_server(quickplay_period=3_600.0) as srv:  # passes only when the test runs one
        ana, ben, cy = (sign_up(srv, f"{n}_m")["token"] for n in ("ana", "ben", "cy"))
        made = srv.post("/api/tables", ana, {"game": "ebbe-flut"}).json()["table_id"]
        assert srv.post(f"/api/tables/{made}/join", ben).status_code == 200  # they played
        join(srv, ana)
        join(srv, ben)
        join(srv, cy)
        assert pass_now(srv) == 1
        table_id = seated(srv, cy)
        assert seated(srv, ana) == table_id
        assert status(srv, ben).json()["status"] == "waiting"

"""Results nobody can game (issue 31): claims only at live tables, bounded grace, no
takeover bot at a rated table, aborted games, the same opponents' cap, private tables."""

from __future__ import annotations

import time

from harness import Running
from test_accounts import sign_up
from test_endings import over_state
from test_table_life import ServerMaker, latest, play_until_a_clock_runs, two_player

CLOCK = {"base": 600, "increment": 5}


def test_a_turn_based_table_refuses_a_claim_for_absence(make_server: ServerMaker) -> None:
    with make_server(grace_min_seconds=0.1) as srv:
        table_id, ana, _ben = two_player(
            srv, game="flotsam-fight", players=2, seats=[None, None], turn_days=1, grace=0.2
        )
        srv.client(table_id, ana)  # ana is here; ben never came, well past the grace
        end = time.time() + 1.0
        while time.time() < end:
            refused = srv.post(f"/api/tables/{table_id}/claim", ana)
            assert refused.status_code == 409, refused.text
            assert "turn-based" in refused.json()["detail"]
        assert srv.get(f"/api/tables/{table_id}").json()["status"] == "playing"


def test_the_grace_is_bounded_and_shown(srv: Running) -> None:
    ana = srv.player("ana")
    for grace, low in ((5, 30), (29.9, 30), (601, 30)):
        refused = srv.post("/api/tables", ana, {"game": "ebbe-flut", "grace": grace})
        assert refused.status_code == 400, refused.text
        assert refused.json()["detail"] == (
            f"the grace before a claim must be from {low} to 600 seconds, not {grace:g}"
        )
    made = srv.post("/api/tables", ana, {"game": "ebbe-flut", "grace": 30})
    assert srv.get(f"/api/tables/{made.json()['table_id']}").json()["grace"] == 30
    account = sign_up(srv, "ana_g")["token"]
    rated = {"game": "ebbe-flut", "rated": True, "clock": CLOCK, "timeout_policy": "lose"}
    short = srv.post("/api/tables", account, {**rated, "grace": 45})
    assert short.status_code == 400
    assert short.json()["detail"].startswith("a rated table's grace before a claim must be from 60")
    ok = srv.post("/api/tables", account, {**rated, "grace": 60})
    assert ok.status_code == 200, ok.text


SHORT = {"grace_min_seconds": 0.1, "grace_min_rated_seconds": 0.1}


def rated_pair(srv: Running, tag: str, **body: object) -> tuple[str, str, str]:
    """A started rated two-player table of two new accounts: its id and their tokens."""
    ana, ben = sign_up(srv, f"ana_{tag}")["token"], sign_up(srv, f"ben_{tag}")["token"]
    made = srv.post("/api/tables", ana, {"game": "ebbe-flut", "rated": True, **body})
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    return table_id, ana, ben


def test_a_rated_table_never_hands_a_seat_to_a_bot(make_server: ServerMaker) -> None:
    with make_server(**SHORT) as srv:
        account = sign_up(srv, "ana_p")["token"]
        asked = {"game": "ebbe-flut", "rated": True, "clock": CLOCK, "timeout_policy": "bot"}
        refused = srv.post("/api/tables", account, asked)
        assert refused.status_code == 400
        assert "no bot plays a seat" in refused.json()["detail"]
        # ben is gone past the grace: no bot plays for him, and ana may claim the win.
        table_id, ana, _ben = rated_pair(srv, "z", clock=CLOCK, grace=0.2)
        assert srv.get(f"/api/tables/{table_id}").json()["timeout_policy"] == "lose"
        a = srv.client(table_id, ana)
        latest(a)
        end = time.time() + 10
        while srv.post(f"/api/tables/{table_id}/claim", ana).status_code != 200:
            assert time.time() < end, "the claim was never allowed"
            time.sleep(0.1)
        over = over_state(a)
        assert over["seats"][1]["bot"] is None and over["seats"][1]["takeover"] is None
        look = srv.client(table_id, ana)
        kinds = [e["kind"] for e in look.until(lambda m: m["type"] == "log")["events"]]
        assert kinds == ["claim"]
        look.close()
        a.close()


def test_a_rated_clock_running_out_loses_the_game(make_server: ServerMaker) -> None:
    with make_server(**SHORT) as srv:
        table_id, ana, ben = rated_pair(srv, "t", clock={"base": 1, "increment": 0})
        clients = {0: srv.client(table_id, ana), 1: srv.client(table_id, ben)}
        seat = play_until_a_clock_runs(clients)
        over = over_state(clients[1 - seat])
        assert over["result"]["reason"] == "time" and over["result"]["winners"] == [1 - seat]
        assert all(s["bot"] is None for s in over["seats"])
        for c in clients.values():
            c.close()


def test_resigning_a_rated_game_of_three_ends_it(srv: Running) -> None:
    tokens = [sign_up(srv, f"{n}_three")["token"] for n in ("ana", "ben", "cy")]
    body = {"game": "flotsam-fight", "players": 3, "rated": True, "clock": CLOCK}
    table_id = srv.post("/api/tables", tokens[0], body).json()["table_id"]
    for token in tokens[1:]:
        assert srv.post(f"/api/tables/{table_id}/join", token).status_code == 200
    assert srv.post(f"/api/tables/{table_id}/resign", tokens[0]).status_code == 200
    info = srv.get(f"/api/tables/{table_id}").json()
    assert info["status"] == "over" and info["result"]["reason"] in ("resign", "aborted")
    assert all(s["bot"] is None for s in info["seats"])

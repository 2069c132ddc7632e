"""Results nobody can game (issue 31): claims only at live tables, bounded grace, no
takeover bot at a rated table, aborted games, the same opponents' cap, private tables."""

from __future__ import annotations

import time
from typing import Any

from harness import Client, Running
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
        first_state(a)
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
        for c in clients.values():
            first_state(c)
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


def first_state(client: Client) -> dict[str, Any]:
    """The first state message a client hears after its hello (however loaded the machine)."""
    return client.until(lambda m: m["type"] == "state")


def play_each(srv: Running, table_id: str, tokens: list[str], times: int = 2) -> None:
    """Every seat plays ``times`` actions of its own (the first legal one each turn)."""
    play_clients([srv.client(table_id, t) for t in tokens], times)


def play_clients(clients: list[Client], times: int = 2) -> None:
    """Each client's seat plays ``times`` actions (then the clients are closed)."""
    for c in clients:
        first_state(c)
    played = [0] * len(clients)
    try:
        for _ in range(40 * len(clients)):
            if min(played) >= times:
                return
            states = [latest(c, 0.05) for c in clients]
            top = max(s["seq"] for s in states)
            movers = [i for i, s in enumerate(states) if s["seq"] == top and s["view"]["legal"]]
            if not movers:
                continue
            i = movers[0]
            legal = [a for a in states[i]["view"]["legal"] if a != "undo"]
            clients[i].send({"type": "act", "action": legal[0], "seq": top, "id": f"p{top}"})
            if clients[i].until(lambda m: m["type"] in ("ack", "error"))["type"] == "ack":
                played[i] += 1
        raise AssertionError(f"the seats played {played}, not {times} each")
    finally:
        for c in clients:
            c.close()


def profile_of(srv: Running, token: str) -> dict[str, Any]:
    """The public profile of the player whose token this is."""
    me = srv.http.get("/api/players/me", headers={"Authorization": f"Bearer {token}"})
    profile: dict[str, Any] = srv.get(f"/api/players/{me.json()['player_id']}").json()
    return profile


def test_a_game_ended_before_everyone_played_twice_is_aborted(srv: Running) -> None:
    table_id, ana, ben = rated_pair(srv, "ab", clock=CLOCK)
    play_each(srv, table_id, [ana, ben], times=1)
    assert srv.post(f"/api/tables/{table_id}/resign", ana).status_code == 200
    result = srv.get(f"/api/tables/{table_id}").json()["result"]
    assert result["reason"] == "aborted" and result["winners"] == []
    assert result["text"] == (
        "ana_ab resigns before everyone has played twice: the game is aborted and nobody wins."
    )
    record = srv.get(f"/api/tables/{table_id}/record").json()
    assert record["result"]["reason"] == "aborted"
    # Neither rating moved; the profile lists the game as aborted, not counted.
    for token in (ana, ben):
        profile = profile_of(srv, token)
        assert profile["ratings"] == {}
        assert profile["games"] == {}
        recent = profile["recent"][0]
        assert recent["place"] is None and recent["reason"] == "aborted"
        assert recent["rated"] is True and recent["counted"] is False
    # Played twice each, the same resignation is a rated loss.
    again, ana2, ben2 = rated_pair(srv, "ab2", clock=CLOCK)
    play_each(srv, again, [ana2, ben2])
    assert srv.post(f"/api/tables/{again}/resign", ana2).status_code == 200
    result = srv.get(f"/api/tables/{again}").json()["result"]
    assert result["reason"] == "resign" and result["winners"] == [1]
    assert profile_of(srv, ben2)["ratings"]["ebbe-flut/2p"]["games"] == 1


def test_an_early_draw_or_claim_is_aborted_too(make_server: ServerMaker) -> None:
    with make_server(**SHORT) as srv:
        table_id, ana, ben = rated_pair(srv, "dr", clock=CLOCK)
        assert srv.post(f"/api/tables/{table_id}/draw", ana).status_code == 200
        assert srv.post(f"/api/tables/{table_id}/draw", ben).status_code == 200
        result = srv.get(f"/api/tables/{table_id}").json()["result"]
        assert result["reason"] == "aborted"
        assert result["text"].startswith("A draw is agreed before everyone has played twice")
        claimed, cy, _dan = rated_pair(srv, "cl", clock=CLOCK, grace=0.2)
        c = srv.client(claimed, cy)
        first_state(c)
        end = time.time() + 10
        while srv.post(f"/api/tables/{claimed}/claim", cy).status_code != 200:
            assert time.time() < end, "the claim was never allowed"
            time.sleep(0.1)
        result = over_state(c)["result"]
        assert result["reason"] == "aborted" and result["winners"] == []
        c.close()


def test_the_same_accounts_count_five_rated_games_a_day(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_5"), sign_up(srv, "ben_5")
    tokens = [ana["token"], ben["token"]]
    for _ in range(5):  # five rated games begun together (still going: they count)
        made = srv.post(
            "/api/tables", tokens[0], {"game": "ebbe-flut", "rated": True, "clock": CLOCK}
        )
        table_id = made.json()["table_id"]
        assert srv.post(f"/api/tables/{table_id}/join", tokens[1]).status_code == 200
        assert srv.get(f"/api/tables/{table_id}").json()["unrated"] is None
    sixth = srv.post("/api/tables", tokens[1], {"game": "ebbe-flut", "rated": True, "clock": CLOCK})
    table_id = sixth.json()["table_id"]
    assert srv.get(f"/api/tables/{table_id}").json()["unrated"] is None  # not begun yet
    assert srv.post(f"/api/tables/{table_id}/join", tokens[0]).status_code == 200
    info = srv.get(f"/api/tables/{table_id}").json()
    sentence = (
        "This game does not count for ratings: you have played 5 rated games together"
        " in the last 24 hours, the most that count."
    )
    assert info["rated"] is True and info["unrated"] == sentence
    c = srv.client(table_id, tokens[0])
    start = first_state(c)
    assert start["unrated"] == sentence and start["seq"] == 0  # before the first move
    c.close()
    play_each(srv, table_id, tokens)
    assert srv.post(f"/api/tables/{table_id}/resign", tokens[0]).status_code == 200
    assert srv.get(f"/api/tables/{table_id}").json()["result"]["reason"] == "resign"
    for token in tokens:
        profile = profile_of(srv, token)
        assert profile["ratings"] == {}  # played and recorded, not rated
        assert profile["recent"][0]["counted"] is False
    # Another pair of accounts is not held back by ana and ben's games.
    cy = sign_up(srv, "cy_5")["token"]
    other = srv.post("/api/tables", cy, {"game": "ebbe-flut", "rated": True, "clock": CLOCK})
    other_id = other.json()["table_id"]
    assert srv.post(f"/api/tables/{other_id}/join", tokens[0]).status_code == 200
    assert srv.get(f"/api/tables/{other_id}").json()["unrated"] is None


def test_a_private_table_and_its_rematch_are_for_their_players(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_pv"), sign_up(srv, "ben_pv")
    tokens = [ana["token"], ben["token"]]
    rated = srv.post(
        "/api/tables",
        tokens[0],
        {"game": "ebbe-flut", "rated": True, "clock": CLOCK, "public": False},
    )
    assert rated.status_code == 400 and "a rated table is public" in rated.json()["detail"]
    table_id = srv.post("/api/tables", tokens[0], {"game": "ebbe-flut", "public": False}).json()[
        "table_id"
    ]
    assert srv.post(f"/api/tables/{table_id}/join", tokens[1]).status_code == 200
    assert srv.post(f"/api/tables/{table_id}/resign", tokens[0]).status_code == 200
    rematch = srv.post(f"/api/tables/{table_id}/rematch", tokens[1]).json()["table_id"]
    srv.post(f"/api/tables/{rematch}/join", tokens[0])
    assert srv.post(f"/api/tables/{rematch}/resign", tokens[0]).status_code == 200
    listed = {t["table_id"] for t in srv.get("/api/tables").json()}
    stranger = srv.player("eve")
    for tid in (table_id, rematch):
        assert tid not in listed
        for path in ("record", "replay"):
            for who in (None, stranger):
                refused = srv.http.get(
                    f"/api/tables/{tid}/{path}",
                    headers={"Authorization": f"Bearer {who}"} if who else {},
                )
                assert refused.status_code == 403, refused.text
                assert refused.json()["detail"] == (
                    "this table is private: its record and replay are for its players"
                )
            mine = srv.http.get(
                f"/api/tables/{tid}/{path}", headers={"Authorization": f"Bearer {tokens[1]}"}
            )
            assert mine.status_code == 200, mine.text
    for token in tokens:
        profile = profile_of(srv, token)
        assert profile["recent"] == [] and profile["games"] == {}

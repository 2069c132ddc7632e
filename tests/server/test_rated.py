"""Rated tables over the HTTP API: the bot levels, what a rated table needs, the ratings
written when a rated game ends (resign, draw, a bot opponent), profiles and leaderboards."""

from __future__ import annotations

import random
from typing import Any

import pytest
from harness import Running
from test_accounts import sign_up
from test_fair_results import first_state, play_each
from test_table_life import latest

from seaboard.engine import load
from seaboard.ratings import offered
from seaboard.server import rated
from seaboard.server.errors import Refused
from seaboard.server.rated import rated_group

CLOCK = {"base": 600, "increment": 5}


def rated_table(srv: Running, token: str, **body: Any) -> Any:
    return srv.post("/api/tables", token, {"game": "ebbe-flut", "rated": True, **body})


def test_the_bots_are_listed_with_their_ratings(srv: Running) -> None:
    bots = srv.get("/api/bots").json()
    assert bots == offered()
    assert {"spec", "title", "name", "ratings", "seconds_per_move"} <= set(bots[0])
    assert isinstance(bots[0]["ratings"]["ebbe-flut/2p"], int)
    assert isinstance(bots[-1]["seconds_per_move"]["ebbe-flut"], float)


def test_a_level_not_yet_calibrated_in_a_group_is_refused_for_rated_tables(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = load("ebbe-flut", 2)
    assert rated_group(game, [None, "greedy"], CLOCK, None) == "ebbe-flut/2p"
    monkeypatch.setattr(rated, "calibrated", lambda spec, group: spec != "greedy")
    with pytest.raises(Refused) as refused:
        rated_group(game, [None, "greedy"], CLOCK, None)
    assert refused.value.message == (
        "the Club level has no rating yet for 2 players: choose another level for a rated table"
    )
    assert rated_group(game, [None, "random"], CLOCK, None) == "ebbe-flut/2p"


def test_a_rated_table_needs_accounts_a_clock_the_rulebook_and_offered_bots(
    srv: Running,
) -> None:
    guest = srv.player("gus")
    ana = sign_up(srv, "ana_r")["token"]
    refused = rated_table(srv, guest, clock=CLOCK)
    assert refused.status_code == 403 and "signed-in" in refused.json()["detail"]
    no_clock = rated_table(srv, ana)
    assert no_clock.status_code == 400 and "clock" in no_clock.json()["detail"]
    odd = srv.post(
        "/api/tables",
        ana,
        {
            "game": "el-switcher",
            "players": 2,
            "rated": True,
            "clock": CLOCK,
            "options": {"undos": 2},
        },
    )
    assert odd.status_code == 400 and "take-backs" in odd.json()["detail"]
    bot = rated_table(srv, ana, clock=CLOCK, seats=[None, "ismcts:iterations=7"])
    assert bot.status_code == 400 and "offered levels" in bot.json()["detail"]
    made = rated_table(srv, ana, turn_days=1)
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    assert srv.get(f"/api/tables/{table_id}").json()["rated"] is True
    late = srv.post(f"/api/tables/{table_id}/join", guest)
    assert late.status_code == 403 and "signed-in" in late.json()["detail"]
    casual = srv.post("/api/tables", guest, {"game": "ebbe-flut"}).json()["table_id"]
    assert srv.get(f"/api/tables/{casual}").json()["rated"] is False


def test_a_rated_game_ended_by_resigning_moves_both_ratings(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_q"), sign_up(srv, "ben_q")
    table_id = rated_table(srv, ana["token"], clock=CLOCK).json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben["token"]).status_code == 200
    play_each(srv, table_id, [ana["token"], ben["token"]])  # not aborted
    assert srv.post(f"/api/tables/{table_id}/resign", ana["token"]).status_code == 200
    loser = srv.get(f"/api/players/{ana['player_id']}").json()
    winner = srv.get(f"/api/players/{ben['player_id']}").json()
    lost, won = loser["ratings"]["ebbe-flut/2p"], winner["ratings"]["ebbe-flut/2p"]
    assert lost["games"] == won["games"] == 1
    assert won["rating"] > lost["rating"]
    assert won["history"][0][1] == won["rating"] and len(won["history"]) == 1
    assert winner["games"]["ebbe-flut"] == {
        "played": 1,
        "wins": 1,
        "draws": 0,
        "placings": {"1": 1},
        "bot_finished": 0,
    }
    assert loser["games"]["ebbe-flut"] == {
        "played": 1,
        "wins": 0,
        "draws": 0,
        "placings": {"2": 1},
        "bot_finished": 0,
    }
    recent = winner["recent"][0]
    assert recent["table_id"] == table_id and recent["rated"] and recent["place"] == 1
    assert recent["told"] == "ben_q wins: ana_q resigned."
    assert winner["name"] == "ben_q" and winner["account"] is True
    # The end panel's line: each player's rating before and after this game.
    changes = srv.get(f"/api/tables/{table_id}/rating-changes").json()
    seat_of = {s["name"]: s["seat"] for s in srv.get(f"/api/tables/{table_id}").json()["seats"]}
    by_seat = {c["seat"]: c for c in changes}
    assert set(by_seat) == {0, 1}
    assert by_seat[seat_of["ben_q"]]["after"] == won["rating"]
    assert by_seat[seat_of["ana_q"]]["after"] == lost["rating"]
    first = {c["before"] for c in changes}
    assert len(first) == 1, "both started from the same first rating"
    assert won["rating"] > first.pop() > lost["rating"]


def test_a_casual_game_and_an_abandoned_table_change_no_rating(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_c"), sign_up(srv, "ben_c")
    casual = srv.post("/api/tables", ana["token"], {"game": "ebbe-flut"}).json()["table_id"]
    srv.post(f"/api/tables/{casual}/join", ben["token"])
    assert srv.post(f"/api/tables/{casual}/resign", ana["token"]).status_code == 200
    waiting = rated_table(srv, ana["token"], clock=CLOCK).json()["table_id"]
    assert srv.post(f"/api/tables/{waiting}/abandon", ana["token"]).status_code == 200
    profile = srv.get(f"/api/players/{ana['player_id']}").json()
    assert profile["ratings"] == {}
    assert profile["games"]["ebbe-flut"]["played"] == 1  # the casual game; not the abandoned


def test_a_draw_rates_equals_equally(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_d"), sign_up(srv, "ben_d")
    table_id = rated_table(srv, ana["token"], clock=CLOCK).json()["table_id"]
    srv.post(f"/api/tables/{table_id}/join", ben["token"])
    play_each(srv, table_id, [ana["token"], ben["token"]])
    url = f"/api/tables/{table_id}/draw"
    assert srv.post(url, ana["token"]).status_code == 200
    assert srv.post(url, ben["token"]).status_code == 200
    a = srv.get(f"/api/players/{ana['player_id']}").json()["ratings"]["ebbe-flut/2p"]
    b = srv.get(f"/api/players/{ben['player_id']}").json()["ratings"]["ebbe-flut/2p"]
    assert a["rating"] == b["rating"] and a["games"] == b["games"] == 1


def test_a_game_with_a_bot_rates_the_player_only(srv: Running) -> None:
    ana = sign_up(srv, "ana_b")
    made = rated_table(srv, ana["token"], clock=CLOCK, seats=[None, "random"])
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    play_each(srv, table_id, [ana["token"]], times=3)  # the bot has played twice by then
    assert srv.post(f"/api/tables/{table_id}/resign", ana["token"]).status_code == 200
    mine = srv.get(f"/api/players/{ana['player_id']}").json()["ratings"]["ebbe-flut/2p"]
    assert mine["games"] == 1
    board = srv.get("/api/leaderboards/ebbe-flut/2p").json()
    assert board["players"] == []  # fewer rated games than the leaderboard needs
    assert board["min_games"] == 5
    rated_here = [b["spec"] for b in offered() if "ebbe-flut/2p" in b["ratings"]]
    assert [b["spec"] for b in board["bots"]] == rated_here
    assert srv.get("/api/bots").json() == offered()  # the bot's rating did not move
    assert srv.get("/api/leaderboards/ebbe-flut/9p").status_code == 404
    assert srv.get("/api/players/nobody").status_code == 404


def test_the_rating_groups_name_their_player_counts(srv: Running) -> None:
    groups = srv.get("/api/rating-groups").json()
    assert groups["flotsam-fight/3-6p"] == [3, 4, 5, 6] and groups["land-vs-sea/teams"] == [4]
    assert set(groups) == set(offered()[0]["ratings"])


def test_a_rated_game_offers_and_allows_no_take_back(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_u"), sign_up(srv, "ben_u")
    table_id = rated_table(srv, ana["token"], clock=CLOCK).json()["table_id"]
    srv.post(f"/api/tables/{table_id}/join", ben["token"])
    clients = {0: srv.client(table_id, ana["token"]), 1: srv.client(table_id, ben["token"])}
    for client in clients.values():
        first_state(client)  # a loaded machine may be slow to send it
    rng = random.Random(4)
    for _ in range(12):  # the casual twin of this game offers a take-back within a few acts
        states = {k: latest(c, 0.05) for k, c in clients.items()}
        assert not any(s["can_undo"] for s in states.values())
        mover = next(k for k, s in states.items() if s["view"]["legal"])
        s = states[mover]
        clients[mover].send({"type": "undo", "seq": s["seq"], "id": f"u{s['seq']}"})
        refused = clients[mover].until(lambda m: m["type"] == "error")["message"]
        assert "no take-backs" in refused
        action = rng.choice(s["view"]["legal"])
        clients[mover].send(
            {"type": "act", "action": action, "seq": s["seq"], "id": f"a{s['seq']}"}
        )
        clients[mover].until(lambda m: m["type"] == "ack")
    for client in clients.values():
        client.close()

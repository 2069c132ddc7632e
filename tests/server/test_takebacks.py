"""Take-backs between people (issue 36) over real sockets: asked, agreed (taken back),
declined (nothing changes), lapsed by a move, refused at a rated table and across revealed
information; against a bot the take-back stays immediate."""

from __future__ import annotations

import random
from typing import Any

from harness import Client, Running
from test_accounts import sign_up
from test_fair_results import first_state
from test_rated import CLOCK, rated_table
from test_table_life import latest, table, two_player, wait_for

Clients = dict[int, Client]


def play_until(
    clients: Clients, undoable: bool, limit: int = 160
) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """Random moves until the seat to move has just acted itself and could take that back
    (``undoable``) or could not (its last action revealed something): (that seat, its
    state, its state before that action)."""
    rng = random.Random(4)
    previous: dict[str, Any] | None = None
    for _ in range(limit):
        states = {k: latest(c, 0.05) for k, c in clients.items()}
        mover = next((k for k, s in states.items() if s["view"]["legal"]), None)
        if mover is None:  # a bot is to move: wait for what it plays
            k, seen = next(iter(states.items()))
            wait_for(clients[k], lambda m, seq=seen["seq"]: m["seq"] > seq)
            continue
        s = states[mover]
        last = s["last"]
        own = last is not None and last["kind"] == "act" and last["seat"] == mover
        if own and previous is not None and s["can_undo"] == undoable:
            return mover, s, previous
        previous = s
        clients[mover].pace()
        action = rng.choice(s["view"]["legal"])
        clients[mover].send(
            {"type": "act", "action": action, "seq": s["seq"], "id": f"a{s['seq']}"}
        )
        clients[mover].until(lambda m: m["type"] == "ack")
    raise AssertionError("the state looked for never came")


def humans(srv: Running) -> tuple[str, Clients, dict[int, str]]:
    table_id, ana, ben = two_player(srv, game="ebbe-flut", seats=[None, None])
    return table_id, {0: srv.client(table_id, ana), 1: srv.client(table_id, ben)}, {0: ana, 1: ben}


def close(clients: Clients) -> None:
    for c in clients.values():
        c.close()


def test_asked_and_agreed_the_action_is_taken_back(srv: Running) -> None:
    table_id, clients, tokens = humans(srv)
    url = f"/api/tables/{table_id}/takeback"
    mover, s, previous = play_until(clients, undoable=True)
    other = 1 - mover
    assert s["undo_asks"] is True and s["takeback"] is None
    # Alone, the mover may not take it back: the other player must agree.
    clients[mover].send({"type": "undo", "seq": s["seq"], "id": "alone"})
    refused = clients[mover].until(lambda m: m["type"] == "error")["message"]
    assert refused == "the other players must agree to a take-back: ask them"
    nothing = srv.post(f"{url}/accept", tokens[other])
    assert nothing.status_code == 409 and "no take-back request" in nothing.json()["detail"]
    assert srv.post(url, tokens[mover]).json() == {"seq": s["seq"] + 1}
    asked = wait_for(clients[other], lambda m: m["seq"] == s["seq"] + 1)
    names = {0: "ana", 1: "ben"}
    assert asked["last"]["kind"] == "takeback"
    assert asked["last"]["text"] == f"{names[mover]} asks to take back their last action."
    assert asked["takeback"] == {"seat": mover, "waiting": [other]}
    again = srv.post(url, tokens[mover])
    assert again.status_code == 409 and "already stands" in again.json()["detail"]
    own = srv.post(f"{url}/accept", tokens[mover])
    assert own.status_code == 409  # nobody agrees to their own request
    assert srv.post(f"{url}/accept", tokens[other]).json() == {"seq": s["seq"] + 3}
    back = wait_for(clients[mover], lambda m: m["seq"] == s["seq"] + 3)
    assert back["last"]["kind"] == "undo" and back["last"]["seat"] == mover
    assert back["view"] == previous["view"] and back["takeback"] is None
    spectator = srv.client(table_id, None, since=s["seq"])
    texts = [e["text"] for e in spectator.until(lambda m: m["type"] == "log")["events"]]
    spectator.close()
    assert texts[1] == f"{names[other]} agrees that {names[mover]} takes the action back."
    assert texts[2].startswith(names[mover]) and texts[2].endswith(" back their last action.")
    # Once over, the record keeps the actions in force; the replay reads the answers too.
    everyone = srv.client(table_id, None, since=0)
    acts = [e for e in everyone.until(lambda m: m["type"] == "log")["events"] if e["kind"] == "act"]
    everyone.close()
    assert srv.post(f"/api/tables/{table_id}/resign", tokens[other]).status_code == 200
    record = srv.get(f"/api/tables/{table_id}/record").json()
    assert record["actions"] == [e["action"] for e in acts[:-1]]  # the last one taken back
    assert srv.get(f"/api/tables/{table_id}/replay").status_code == 200
    close(clients)


def test_declined_nothing_changes_and_asking_again_waits_for_a_move(srv: Running) -> None:
    table_id, clients, tokens = humans(srv)
    url = f"/api/tables/{table_id}/takeback"
    mover, s, _previous = play_until(clients, undoable=True)
    other = 1 - mover
    assert srv.post(url, tokens[mover]).status_code == 200
    assert srv.post(f"{url}/decline", tokens[other]).json() == {"seq": s["seq"] + 2}
    after = wait_for(clients[mover], lambda m: m["seq"] == s["seq"] + 2)
    assert after["last"]["kind"] == "backno" and after["takeback"] is None
    assert after["view"] == s["view"]  # the action stands
    assert "action stands" in after["last"]["text"]
    soon = srv.post(url, tokens[mover])
    assert soon.status_code == 429 and "once a move" in soon.json()["detail"]
    late = srv.post(f"{url}/accept", tokens[other])
    assert late.status_code == 409
    close(clients)


def test_a_move_meanwhile_lapses_the_request(srv: Running) -> None:
    table_id, clients, tokens = humans(srv)
    url = f"/api/tables/{table_id}/takeback"
    mover, s, _previous = play_until(clients, undoable=True)
    other = 1 - mover
    assert srv.post(url, tokens[mover]).status_code == 200
    asked = wait_for(clients[mover], lambda m: m["seq"] == s["seq"] + 1)
    action = asked["view"]["legal"][0]
    clients[mover].send({"type": "act", "action": action, "seq": asked["seq"], "id": "on"})
    clients[mover].until(lambda m: m["type"] == "ack")
    moved = wait_for(clients[other], lambda m: m["seq"] == s["seq"] + 2)
    assert moved["takeback"] is None
    late = srv.post(f"{url}/accept", tokens[other])
    assert late.status_code == 409 and "no take-back request" in late.json()["detail"]
    assert latest(clients[other])["seq"] == s["seq"] + 2  # nothing was taken back
    close(clients)


def test_a_take_back_across_revealed_information_is_refused(srv: Running) -> None:
    table_id, clients, tokens = humans(srv)
    mover, s, _previous = play_until(clients, undoable=False)
    refused = srv.post(f"/api/tables/{table_id}/takeback", tokens[mover])
    assert refused.status_code == 409
    assert refused.json()["detail"].startswith("cannot take back: ")
    assert "reveals hidden information" in refused.json()["detail"]
    assert latest(clients[mover])["seq"] == s["seq"]
    close(clients)


def test_a_rated_table_refuses_a_take_back_request(srv: Running) -> None:
    ana, ben = sign_up(srv, "ana_t"), sign_up(srv, "ben_t")
    table_id = rated_table(srv, ana["token"], clock=CLOCK).json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben["token"]).status_code == 200
    first_state(srv.client(table_id, ana["token"]))
    for token in (ana["token"], ben["token"]):
        refused = srv.post(f"/api/tables/{table_id}/takeback", token)
        assert refused.status_code == 409
        assert refused.json()["detail"] == "a rated game allows no take-backs"


def test_against_a_bot_the_take_back_stays_immediate(srv: Running) -> None:
    ana = srv.player("ana")
    table_id = table(srv, ana, game="ebbe-flut", seats=[None, "random"])
    c = srv.client(table_id, ana)
    mover, s, previous = play_until({0: c}, undoable=True)
    assert mover == 0 and s["undo_asks"] is False
    asked = srv.post(f"/api/tables/{table_id}/takeback", ana)
    assert asked.status_code == 409 and "at once" in asked.json()["detail"]
    c.send({"type": "undo", "seq": s["seq"], "id": "now"})
    back = wait_for(c, lambda m: m["seq"] == s["seq"] + 1)
    assert back["last"]["kind"] == "undo" and back["view"] == previous["view"]
    c.close()


# -- tables of three or more: every other human playing their own seat must agree --------
def crowd(srv: Running, seats: list[str | None]) -> tuple[str, Clients, dict[int, str]]:
    """A Land vs Sea table (a turn is a placement then a draw: the placement can be taken
    back while the turn goes on) of ``seats``, the humans (None) named ana, ben, cat, dan
    in seat order. (El Switcher's take-backs are an action of its own, not asked for.)"""
    names = iter(["ana", "ben", "cat", "dan"])
    tokens = {k: srv.player(next(names)) for k, spec in enumerate(seats) if spec is None}
    table_id = table(srv, tokens[0], game="land-vs-sea", players=len(seats), seats=seats)
    for k, token in tokens.items():
        if k:
            joined = srv.post(f"/api/tables/{table_id}/join", token, {"seat": k})
            assert joined.status_code == 200, joined.text
    return table_id, {k: srv.client(table_id, t) for k, t in tokens.items()}, tokens


def test_at_a_table_of_three_every_other_human_must_agree(srv: Running) -> None:
    table_id, clients, tokens = crowd(srv, [None, None, None])
    url = f"/api/tables/{table_id}/takeback"
    mover, s, previous = play_until(clients, undoable=True)
    others = [k for k in clients if k != mover]
    assert srv.post(url, tokens[mover]).json() == {"seq": s["seq"] + 1}
    for k in others:
        asked = wait_for(clients[k], lambda m: m["seq"] == s["seq"] + 1)
        assert asked["takeback"] == {"seat": mover, "waiting": others}
    # one agrees: nothing is taken back yet, the request waits for the last one
    assert srv.post(f"{url}/accept", tokens[others[0]]).json() == {"seq": s["seq"] + 2}
    half = wait_for(clients[mover], lambda m: m["seq"] == s["seq"] + 2)
    assert half["takeback"] == {"seat": mover, "waiting": [others[1]]}
    assert half["view"] == s["view"] and half["last"]["kind"] == "backyes"
    assert half["last"]["text"].endswith("takes the action back.")  # "... agrees that ..."
    twice = srv.post(f"{url}/accept", tokens[others[0]])
    assert twice.status_code == 409 and "already agreed" in twice.json()["detail"]
    assert srv.post(f"{url}/accept", tokens[others[1]]).json() == {"seq": s["seq"] + 4}
    back = wait_for(clients[others[0]], lambda m: m["seq"] == s["seq"] + 4)
    assert back["last"]["kind"] == "undo" and back["last"]["seat"] == mover
    assert back["takeback"] is None
    assert wait_for(clients[mover], lambda m: m["seq"] == s["seq"] + 4)["view"] == previous["view"]
    close(clients)


def test_at_a_table_of_three_one_decline_after_an_agreement_lapses_it(srv: Running) -> None:
    table_id, clients, tokens = crowd(srv, [None, None, None])
    url = f"/api/tables/{table_id}/takeback"
    mover, s, _previous = play_until(clients, undoable=True)
    first, second = [k for k in clients if k != mover]
    assert srv.post(url, tokens[mover]).status_code == 200
    assert srv.post(f"{url}/accept", tokens[first]).status_code == 200
    assert srv.post(f"{url}/decline", tokens[second]).json() == {"seq": s["seq"] + 3}
    lapsed = wait_for(clients[first], lambda m: m["seq"] == s["seq"] + 3)
    assert lapsed["takeback"] is None
    assert lapsed["last"]["kind"] == "backno" and "declines" in lapsed["last"]["text"]
    mine = wait_for(clients[mover], lambda m: m["seq"] == s["seq"] + 3)
    assert mine["view"] == s["view"]  # the placement stands
    late = srv.post(f"{url}/accept", tokens[first])
    assert late.status_code == 409 and "no take-back request" in late.json()["detail"]
    close(clients)


def test_a_bot_seat_at_a_table_of_four_is_never_asked(srv: Running) -> None:
    table_id, clients, tokens = crowd(srv, [None, None, "random", None])
    url = f"/api/tables/{table_id}/takeback"
    mover, s, previous = play_until(clients, undoable=True)
    others = [k for k in clients if k != mover]
    assert srv.post(url, tokens[mover]).status_code == 200
    asked = wait_for(clients[others[0]], lambda m: m["seq"] == s["seq"] + 1)
    assert asked["takeback"] == {"seat": mover, "waiting": others}  # not seat 3, the bot
    for k in others:
        assert srv.post(f"{url}/accept", tokens[k]).status_code == 200
    back = wait_for(clients[mover], lambda m: m["last"] is not None and m["last"]["kind"] == "undo")
    assert back["view"] == previous["view"] and back["takeback"] is None
    close(clients)

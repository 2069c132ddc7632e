"""One name for each seat, made by the server: every seat list it sends (a table, the
lobby, Your games, the websocket's state and presence, a replay) carries ``display_name``,
the words the client shows and the words the server tells with."""

from __future__ import annotations

from harness import Running

from seaboard import load
from seaboard.records import Record


def names(seats: list[dict[str, object]]) -> list[object]:
    return [s["display_name"] for s in seats]


def test_every_seat_list_carries_the_seats_display_names(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    made = srv.post(
        "/api/tables",
        ana,
        {"game": "flotsam-fight", "players": 3, "seats": [None, None, "random"]},
    )
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]

    # Before the start: a player, an open seat, a bot's own seat.
    info = srv.get(f"/api/tables/{table_id}").json()
    assert names(info["seats"]) == ["ana", None, "Bot 3, Beginner level"]
    # the fields beside it are unchanged
    assert [(s["name"], s["bot"], s["takeover"]) for s in info["seats"]] == [
        ("ana", None, None),
        (None, None, None),
        (None, "random", None),
    ]
    lobby = next(t for t in srv.get("/api/tables").json() if t["table_id"] == table_id)
    assert names(lobby["seats"]) == ["ana", None, "Bot 3, Beginner level"]

    watcher = srv.client(table_id)
    assert names(watcher.until(lambda m: m["type"] == "state")["seats"]) == [
        "ana",
        None,
        "Bot 3, Beginner level",
    ]

    # ben sits, then resigns: a bot plays his seat out and the seat keeps his name.
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    resigned = srv.post(f"/api/tables/{table_id}/resign", ben)
    assert resigned.status_code == 200, resigned.text
    info = srv.get(f"/api/tables/{table_id}").json()
    assert (info["seats"][1]["bot"], info["seats"][1]["takeover"]) == ("greedy", "resign")
    assert names(info["seats"]) == ["ana", "ben", "Bot 3, Beginner level"]
    told = watcher.until(
        lambda m: m["type"] == "state" and m["seats"][1]["takeover"] == "resign", 10
    )
    assert names(told["seats"]) == ["ana", "ben", "Bot 3, Beginner level"]
    watcher.close()

    mine = srv.http.get("/api/players/me/tables", headers={"Authorization": f"Bearer {ana}"})
    assert mine.status_code == 200, mine.text
    (entry,) = [t for t in mine.json() if t["table_id"] == table_id]
    assert names(entry["seats"]) == ["ana", "ben", "Bot 3, Beginner level"]


def test_a_replay_names_its_seats_as_the_table_did(srv: Running) -> None:
    # The server's records name a seat by its player, "bot:<spec>" or "empty".
    game = load("flotsam-fight", players=3)
    state = game.new(7)
    movers = []
    while 1 not in movers:  # until Bot 2 has played
        movers.append(state.to_move)
        state = state.play(state.legal_actions()[0])
    seats = ["Ann", "bot:greedy:samples=8", "empty"]
    record = Record(game, 7, seats, [str(a) for a in state.history])
    answer = srv.post("/api/replay", srv.player("eve"), record.to_json(state))
    assert answer.status_code == 200, answer.text
    seats = answer.json()["seats"]
    assert names(seats) == ["Ann", "Bot 2 (greedy)", None]
    assert [(s["seat"], s["name"], s["bot"]) for s in seats] == [
        (0, "Ann", None),
        (1, None, "greedy:samples=8"),
        (2, None, None),
    ]
    # the steps' words call the bot by the same name
    (bots,) = [s["last"] for s in answer.json()["steps"][1:] if s["last"]["seat"] == 1]
    assert bots["text"].startswith("Bot 2 (greedy) ")

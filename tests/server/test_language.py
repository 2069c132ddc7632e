"""The reader's language at the server: chosen per request, per account and per socket.

Two players at one table may read different languages: each connection's log, start and
errors are told in the language its hello named, and the words are exactly the game's own
in that language (the engine's, with the game's catalogue).
"""

from __future__ import annotations

from typing import Any

from harness import Running
from test_words_in_german import ENGLISH as ENGLISH_WORD

from seaboard.catalogues import language


def _me(srv: Running, token: str) -> dict[str, Any]:
    answer = srv.http.get("/api/players/me", headers={"Authorization": f"Bearer {token}"})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_the_first_visit_follows_accept_language(srv: Running) -> None:
    german = srv.http.get("/api/language", headers={"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"})
    assert german.json()["language"] == "de"
    codes = [entry["code"] for entry in german.json()["languages"]]
    assert codes == ["en", "de"]
    other = srv.http.get("/api/language", headers={"Accept-Language": "fr-FR,fr;q=0.9"})
    assert other.json()["language"] == "en"
    asked = srv.http.get("/api/language?lang=de", headers={"Accept-Language": "en"})
    assert asked.json()["language"] == "de"


def test_a_player_keeps_a_chosen_language(srv: Running) -> None:
    token = srv.player("ana")
    auth = {"Authorization": f"Bearer {token}"}
    assert _me(srv, token)["language"] is None
    done = srv.http.patch("/api/players/me", json={"language": "de"}, headers=auth)
    assert done.status_code == 200, done.text
    assert done.json()["language"] == "de"
    assert done.json()["name"] == _me(srv, token)["name"]
    assert _me(srv, token)["language"] == "de"
    bad = srv.http.patch("/api/players/me", json={"language": "fr"}, headers=auth)
    assert bad.status_code == 400
    assert "en, de" in bad.json()["detail"]
    assert _me(srv, token)["language"] == "de"  # a refused change changes nothing
    empty = srv.http.patch("/api/players/me", json={}, headers=auth)
    assert empty.status_code == 400


def test_an_error_is_told_in_the_requests_language(srv: Running) -> None:
    english = srv.http.get("/api/nowhere", headers={"Accept-Language": "en"})
    german = srv.http.get("/api/nowhere", headers={"Accept-Language": "de"})
    assert english.status_code == german.status_code == 404
    assert english.json()["detail"] == "there is nothing at this address"
    assert german.json()["detail"] == language("de").t("there is nothing at this address")
    assert german.json()["detail"] != english.json()["detail"]


def test_two_readers_at_one_table_each_read_their_language(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    made = srv.post(
        "/api/tables", ana, {"game": "flotsam-fight", "players": 2, "seats": [None, None]}
    )
    assert made.status_code == 200, made.text
    table_id = made.json()["table_id"]
    assert srv.post(f"/api/tables/{table_id}/join", ben).status_code == 200
    en = srv.client(table_id, ana, language="en")
    de = srv.client(table_id, ben, language="de")
    seen = {
        client: client.until(lambda m: m["type"] == "state" and m["status"] == "playing", 60)
        for client in (en, de)
    }
    mover, state = next((c, m) for c, m in seen.items() if m["view"]["legal"])
    action = state["view"]["legal"][0]
    mover.send({"type": "act", "action": action, "seq": state["seq"], "id": "a1"})
    told_de = de.until(lambda m: m["type"] == "state" and m["last"] is not None, 60)
    told_en = en.until(lambda m: m["type"] == "state" and m["last"] is not None, 60)
    names = [s["display_name"] for s in told_de["seats"] if s["display_name"]]
    assert told_de["last"]["text"] != told_en["last"]["text"]
    assert ENGLISH_WORD.search(told_de["last"]["text"]) is None, told_de["last"]["text"]
    assert told_de["start"] != told_en["start"]
    assert ENGLISH_WORD.search(told_de["start"]) is None, told_de["start"]
    assert any(name in told_de["start"] for name in names) or "Du " in told_de["start"]
    # an error on the German socket is German, on the English one English
    de.send({"type": "act", "action": "nonsense", "seq": told_de["seq"], "id": "b1"})
    en.send({"type": "act", "action": "nonsense", "seq": told_en["seq"], "id": "b2"})
    error_de = de.until(lambda m: m["type"] == "error")["message"]
    assert ENGLISH_WORD.search(error_de) is None, error_de
    error_en = en.until(lambda m: m["type"] == "error")["message"]
    assert error_de != error_en


def test_a_hello_in_an_unknown_language_is_refused(srv: Running) -> None:
    token = srv.player("ana")
    made = srv.post("/api/tables", token, {"game": "ebbe-flut"})
    client = srv.client(made.json()["table_id"], token, language="fr")
    error = client.until(lambda m: m["type"] == "error")
    assert "en, de" in error["message"]


def test_the_games_lessons_and_guides_follow_the_requests_language(srv: Running) -> None:
    de = {"Accept-Language": "de"}
    games = srv.http.get("/api/games", headers=de).json()
    english = srv.http.get("/api/games", headers={"Accept-Language": "en"}).json()
    assert [g["name"] for g in games] == [g["name"] for g in english]
    ebbe = next(g for g in games if g["name"] == "ebbe-flut")
    assert ebbe["summary"] == language("de", "ebbe-flut").t(
        next(g for g in english if g["name"] == "ebbe-flut")["summary"]
    )
    lesson = srv.http.get("/api/lessons/ebbe-flut", headers=de).json()
    first = srv.http.get("/api/lessons/ebbe-flut").json()
    assert lesson["steps"][0]["goal"] == language("de", "ebbe-flut").t(first["steps"][0]["goal"])
    assert lesson["steps"][0]["view"] == first["steps"][0]["view"]  # views hold no words
    missing = srv.http.post("/api/lessons/ebbe-flut/9", headers=de, json={"action": "d1"})
    assert missing.status_code == 404
    assert missing.json()["detail"] == language("de").t(
        "the lesson has steps 1 to {last}, not {step}", last=5, step=9
    )
    for document in ("rules", "guide"):
        path = f"/api/games/land-vs-sea/{document}"
        german = srv.http.get(path, headers=de).json()["text"]
        assert german != srv.http.get(path).json()["text"]


def test_the_bot_ladder_is_told_in_the_requests_language(srv: Running) -> None:
    """The levels' names and titles (the create form's and the leaderboard's) follow the
    request's language; specs and ratings stay as they are."""
    english = srv.http.get("/api/bots", headers={"Accept-Language": "en"}).json()
    german = srv.http.get("/api/bots", headers={"Accept-Language": "de"}).json()
    assert [b["spec"] for b in german] == [b["spec"] for b in english]
    assert [b["ratings"] for b in german] == [b["ratings"] for b in english]
    assert [b["name"] for b in english][:3] == ["Beginner", "Casual", "Club"]
    de = language("de")
    for told, level in zip(german, english, strict=True):
        assert told["name"] == de.t(level["name"]) and told["title"] == de.t(level["title"])
        assert ENGLISH_WORD.search(told["name"] + " " + told["title"]) is None, told
    assert german[-1]["name"] == "Meister" and "Durchläufe" in german[-1]["title"]
    board = srv.http.get("/api/leaderboards/flotsam-fight/2p", headers={"Accept-Language": "de"})
    assert board.status_code == 200, board.text
    assert [b["name"] for b in board.json()["bots"]] == [
        b["name"] for b in german if "flotsam-fight/2p" in b["ratings"]
    ]

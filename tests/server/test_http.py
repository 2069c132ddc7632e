"""The HTTP side: games, rules, the OpenAPI schema, replays, the web client's pages, and
``seaboard serve``'s own errors."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from harness import Running, play_out

import seaboard
from seaboard.server.http import pages as server_app


def test_games_and_rules(srv: Running) -> None:
    games = srv.get("/api/games").json()
    assert [g["name"] for g in games] == [g["name"] for g in seaboard.games()]
    switcher = next(g for g in games if g["name"] == "el-switcher")
    assert switcher["min_players"] == 2 and switcher["max_players"] == 4
    assert switcher["summary"].count(".") >= 2
    deck = next(o for o in switcher["options"] if o["name"] == "deck")
    engine_deck = next(
        o
        for g in seaboard.games()
        if g["name"] == "el-switcher"
        for o in g["options"]
        if o["name"] == "deck"
    )
    assert deck["values"] == engine_deck["choices"] and "short" in deck["values"]
    assert deck["help"] == engine_deck["help"]
    lvs = next(g for g in games if g["name"] == "land-vs-sea")
    names = [o["name"] for o in lvs["options"]]
    assert "tiles" not in names and "printed_pairs" in names  # a server file path is no option
    rules = srv.get("/api/games/el-switcher/rules").json()
    assert rules["title"] == "El Switcher" and rules["text"].startswith("# El Switcher")


def test_openapi_describes_the_api(srv: Running) -> None:
    schema = srv.get("/openapi.json").json()
    for path in (
        "/api/games",
        "/api/players",
        "/api/players/me",
        "/api/tables",
        "/api/tables/{table_id}",
        "/api/tables/{table_id}/join",
        "/api/tables/{table_id}/leave",
        "/api/tables/{table_id}/rematch",
        "/api/tables/{table_id}/record",
        "/api/tables/{table_id}/replay",
        "/api/replay",
    ):
        assert path in schema["paths"], path
    assert "NewTable" in schema["components"]["schemas"]


def test_replay_of_a_table_and_of_an_uploaded_record(srv: Running) -> None:
    ana, ben = srv.player("ana"), srv.player("ben")
    table_id = srv.post(
        "/api/tables",
        ana,
        {
            "game": "el-switcher",
            "players": 2,
            "options": {"deck": "short", "max_turns": 2},
            "seats": [None, None],
        },
    ).json()["table_id"]
    assert srv.get(f"/api/tables/{table_id}/replay").status_code == 409
    srv.post(f"/api/tables/{table_id}/join", ben)
    clients = [srv.client(table_id, ana), srv.client(table_id, ben)]
    play_out(clients, random.Random(2))
    record = srv.get(f"/api/tables/{table_id}/record").json()
    spectator = srv.get(f"/api/tables/{table_id}/replay").json()
    uploaded = srv.post("/api/replay", ana, record).json()
    assert spectator == uploaded
    assert spectator["seat"] is None and len(spectator["steps"]) == len(record["actions"]) + 1
    states = seaboard.load("el-switcher", 2, **record["options"]).new(record["seed"])
    assert spectator["steps"][0]["view"] == states.view(None)
    assert srv.post("/api/replay?seat=1", ana, record).json()["seat"] == 1
    bad = dict(record, actions=["flip the table"])
    answer = srv.post("/api/replay", ana, bad)
    assert answer.status_code == 400 and "flip the table" in answer.json()["detail"]
    sneaky = dict(record, game="land-vs-sea", options={"tiles": "/etc/passwd"})
    assert srv.post("/api/replay", ana, sneaky).status_code == 400
    assert srv.post("/api/replay?seat=7", ana, record).status_code == 400
    huge = dict(record, seats=["x" * 1000] * 3000)
    answer = srv.post("/api/replay", ana, huge)
    assert answer.status_code == 413 and "too large" in answer.json()["detail"]
    for c in clients:
        c.close()


def test_web_client_pages(srv: Running, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_app, "STATIC", tmp_path / "missing")
    page = srv.get("/")
    assert page.status_code == 200 and "make web" in page.text
    static = tmp_path / "static"
    (static / "assets").mkdir(parents=True)
    (static / "index.html").write_text("<!doctype html><title>Seaboard</title>")
    (static / "assets" / "app.js").write_text("console.log(1)")
    (tmp_path / "secret.txt").write_text("no")
    monkeypatch.setattr(server_app, "STATIC", static)
    for path in ("/", "/tables/abc", "/replay/abc"):
        answer = srv.get(path)
        assert answer.status_code == 200 and "<title>Seaboard" in answer.text, path
    assert srv.get("/assets/app.js").text == "console.log(1)"
    assert srv.get("/assets/..%2F..%2Fsecret.txt").status_code == 404
    assert srv.get("/assets/nope.js").status_code == 404
    assert srv.get("/api/nothing").json()["detail"]


def run_serve(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "seaboard.cli.main", "serve", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "SEABOARD_DB": ""},
    )


@pytest.mark.parametrize(
    "args,words",
    [
        (["--port", "70000"], "--port"),
        (["--bogus"], "unrecognized"),
        (["--db", "postgresql+asyncpg://nobody@127.0.0.1:1/none"], "database"),
        (["--db", "mysql://x"], "database"),
        (["--grace", "0"], "--grace"),
    ],
)
def test_serve_refuses_bad_flags_in_one_line(args: list[str], words: str, tmp_path: Path) -> None:
    done = run_serve("--data-dir", str(tmp_path), *args)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("seaboard: ") and words in lines[0], lines
    assert json.dumps(done.stdout) == '""'


def test_unknown_pages_are_the_client_s_page_with_404(
    srv: Running, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    static = tmp_path / "static"
    static.mkdir()
    (static / "index.html").write_text("<!doctype html><title>Seaboard</title>")
    monkeypatch.setattr(server_app, "STATIC", static)
    html = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
    for path in ("/no/such/page", "/learn/chess", "/tables"):
        answer = srv.http.get(path, headers=html)
        assert answer.status_code == 404 and "<title>Seaboard" in answer.text, path
    for path in ("/your-games", "/sign-in", "/learn/ebbe-flut"):
        assert srv.http.get(path, headers=html).status_code == 200, path
    for path in ("/api/no-such-thing", "/assets/nope.js", "/ws/nothing"):
        answer = srv.http.get(path, headers=html)
        assert answer.status_code == 404 and answer.json()["detail"], path
    plain = srv.get("/no/such/page")  # not a browser asking for a page
    assert plain.status_code == 404 and plain.json()["detail"] == "there is nothing at this address"

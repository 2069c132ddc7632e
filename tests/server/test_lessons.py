"""The guided lessons: every script loads through the engine, and the lesson routes answer."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from harness import Running

import seaboard
from seaboard.engine import game_class, load

GAMES = [g["name"] for g in seaboard.games()]


def script(name: str) -> dict:
    package = game_class(name).__module__.rsplit(".", 1)[0]
    return json.loads(resources.files(package).joinpath("lessons.json").read_text())


@pytest.mark.parametrize("name", GAMES)
def test_every_step_loads_and_its_answers_are_legal(name: str) -> None:
    lesson = script(name)
    assert lesson["game"] == name and 4 <= len(lesson["steps"]) <= 8
    for number, step in enumerate(lesson["steps"], start=1):
        saved = step["state"]
        state = load(saved["game"], saved["players"], **saved["options"]).state_from_json(saved)
        assert state.to_json() == saved, number
        assert not state.is_terminal and state.to_move == step["seat"], number
        legal = {str(a) for a in state.legal_actions()}
        right = {a for group in step["right"] for a in group["actions"]}
        wrong = {a for group in step["wrong"] for a in group["actions"]}
        assert right and right <= legal, number
        assert wrong <= legal and not right & wrong, number
        for words in (step["title"], step["sentence"], step["goal"], step["otherwise"]):
            assert words.strip() and not any(a in words for a in legal if not a.isalpha()), words
        for group in step["right"] + step["wrong"]:
            assert group["why"].endswith("."), group["why"]


@pytest.mark.parametrize("name", GAMES)
def test_the_lessons_end_with_the_end_of_the_game(name: str) -> None:
    last = script(name)["steps"][-1]
    saved = last["state"]
    state = load(saved["game"], saved["players"], **saved["options"]).state_from_json(saved)
    for action in last["right"][0]["actions"]:
        assert state.play(action).is_terminal


def test_lesson_routes(srv: Running) -> None:
    got = srv.get("/api/lessons/flotsam-fight").json()
    assert got["game"] == "flotsam-fight" and got["title"] == "Learn Flotsam Fight"
    first = got["steps"][0]
    assert first["step"] == 1 and first["seat"] == 0 and first["view"]["seat"] == 0
    marked = {m["action"] for m in first["highlight"]}
    assert first["legal"] and marked and marked <= set(first["legal"])
    right = srv.post("/api/lessons/flotsam-fight/1", body={"action": first["legal"][0]}).json()
    assert right["right"] is True and right["why"].startswith("Right")
    assert right["view"]["hand"] != first["view"]["hand"] and right["last"] is False

    second = got["steps"][1]
    wrong = srv.post("/api/lessons/flotsam-fight/2", body={"action": "pass"}).json()
    assert wrong["right"] is False and "pass sits you out" in wrong["why"]
    assert "pass" in second["legal"] and wrong["text"]


@pytest.mark.parametrize("name", GAMES)
def test_the_highlight_is_each_right_move_with_its_data(srv: Running, name: str) -> None:
    steps = srv.get(f"/api/lessons/{name}").json()["steps"]
    for number, (step, raw) in enumerate(zip(steps, script(name)["steps"], strict=True), start=1):
        entries = dict(zip(step["view"]["legal"], step["view"]["legal_data"], strict=True))
        right = sorted(a for group in raw["right"] for a in group["actions"])
        assert sorted(m["action"] for m in step["highlight"]) == right, number
        for marked in step["highlight"]:
            assert marked["data"] == entries[marked["action"]], (number, marked)


def test_lesson_routes_refuse_in_a_sentence(srv: Running) -> None:
    unknown = srv.get("/api/lessons/chess")
    assert unknown.status_code == 404 and "chess" in unknown.json()["detail"]
    beyond = srv.post("/api/lessons/el-switcher/99", body={"action": "end"})
    assert beyond.status_code == 404 and "steps 1 to" in beyond.json()["detail"]
    illegal = srv.post("/api/lessons/el-switcher/1", body={"action": "mov9 0,0 0,1"})
    assert illegal.status_code == 400 and illegal.json()["detail"]
    long = srv.post("/api/lessons/el-switcher/1", body={"action": "x" * 300})
    assert long.status_code == 400 and "at most 200" in long.json()["detail"]
    missing = srv.post("/api/lessons/el-switcher/1", body={})
    assert missing.status_code == 400


def test_the_learn_page_is_served(srv: Running) -> None:
    page = srv.get("/learn/ebbe-flut")
    assert page.status_code == 200


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_guide_for_players(srv: Running, name: str) -> None:
    guide = srv.get(f"/api/games/{name}/guide").json()
    assert guide["name"] == name and guide["text"].startswith(f"# {guide['title']}")
    for heading in ("## The goal", "## Set-up", "## A turn", "## The end"):
        assert heading in guide["text"], heading
    for developer_word in ("seat 0", "view", "components.json", "notation", "legal list"):
        assert developer_word not in guide["text"].lower(), developer_word


def test_a_step_that_goes_on_plays_on_from_the_learner_s_own_move(srv: Running) -> None:
    """Ebbe & Flut's second step goes on from the draw of the first, whichever stack it was:
    the card placed is the card drawn."""
    steps = srv.get("/api/lessons/ebbe-flut").json()["steps"]
    assert steps[1]["continues"] is True and steps[0]["continues"] is False
    drawn_cards = set()
    for draw in steps[0]["legal"]:
        first = srv.post("/api/lessons/ebbe-flut/1", body={"action": draw}).json()
        assert first["right"] is True
        place = first["legal"][0]
        second = srv.post("/api/lessons/ebbe-flut/2", body={"action": place, "before": draw})
        assert second.status_code == 200 and second.json()["right"] is True
        # the card now on the board is the one drawn in step 1, not the stored step's
        card = first["view"]["drawn"]["card"]
        board = second.json()["view"]["board"]
        assert [c["card"] for row in board for cell in row for c in cell] == [card]
        drawn_cards.add(card)
    assert len(drawn_cards) > 1  # the stacks differ: without going on, step 2 would not follow

    refused = srv.post("/api/lessons/ebbe-flut/2", body={"action": "x", "before": "place 9,9"})
    assert refused.status_code == 400 and "not a right move of step 1" in refused.json()["detail"]
    alone = srv.post("/api/lessons/ebbe-flut/3", body={"action": "x", "before": "draw 0"})
    assert alone.status_code == 400 and "does not go on" in alone.json()["detail"]

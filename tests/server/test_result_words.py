"""A result's words for each reader (``result_words.told``): the one function every page
shows them from."""

from __future__ import annotations

from typing import Any

from seaboard.engine import load
from seaboard.server.result_words import teams_of, told

TWO = [[0], [1]]
NAMES = ["Ann", "Bot 2, Club level"]


def result(reason: str, winners: list[int], text: str = "", scores: Any = (1, 0)) -> Any:
    return {"scores": list(scores), "winners": winners, "reason": reason, "text": text}


def test_a_win_and_a_loss_read_from_each_side() -> None:
    r = result("normal", [0])
    assert told(r, NAMES, TWO, 0) == "You win."
    assert told(r, NAMES, TWO, 1) == "You lose: Ann wins."
    assert told(r, NAMES, TWO, None) == "Ann wins."


def test_a_drawn_game_reads_the_same_to_everyone() -> None:
    tied = result("normal", [0, 1], scores=(3, 3))
    assert {told(tied, NAMES, TWO, s) for s in (0, 1, None)} == {"A draw."}
    agreed = result("draw", [], "Draw agreed.")
    assert {told(agreed, NAMES, TWO, s) for s in (0, 1, None)} == {"A draw, agreed by both."}


def test_the_reason_is_told_with_the_loser() -> None:
    r = result("time", [1], "Ann ran out of time: Bot 2 wins.")
    assert told(r, NAMES, TWO, 0) == "You lose: you ran out of time."
    assert told(r, NAMES, TWO, 1) == "You win: Ann ran out of time."
    assert told(result("resign", [0]), NAMES, TWO, None) == (
        "Ann wins: Bot 2, Club level resigned."
    )
    assert told(result("abandon", [0]), NAMES, TWO, 0) == (
        "You win: Bot 2, Club level left the game."
    )


def test_a_win_is_shared_only_where_the_scores_share_it() -> None:
    three = [[0], [1], [2]]
    names = ["Ann", "Bob", "Cy"]
    tie = result("normal", [0, 2], scores=(5, 1, 5))
    assert told(tie, names, three, 0) == "You share the win with Cy."
    assert told(tie, names, three, 1) == "Ann and Cy share the win."
    out_of_time = result("time", [0, 2], scores=(5, 1, 5))
    assert told(out_of_time, names, three, 0) == "You and Cy win: Bob ran out of time."


def test_teams_win_together() -> None:
    game = load("land-vs-sea", 4)
    teams = teams_of(game)
    assert len(teams) == 2 and sorted(s for t in teams for s in t) == [0, 1, 2, 3]
    winners = teams[0]
    names = ["Ann", "Bob", "Cy", "Dee"]
    r = result("normal", list(winners), scores=(1, 1, 0, 0))
    partner = names[winners[1]]
    assert told(r, names, teams, winners[0]) == f"You and {partner} win."


def test_aborted_and_abandoned_games() -> None:
    assert told(result("aborted", [], "Everyone left the game: x."), NAMES, TWO, 0) == (
        "Aborted, everyone left: nobody wins."
    )
    assert told(result("aborted", [], "Ann resigns before ..."), NAMES, TWO, 0) == (
        "Aborted before everyone had played twice: nobody wins."
    )
    assert told(result("abandon", [], scores=()), NAMES, TWO, 0) == "Abandoned before the start."
    assert told(None, NAMES, TWO, 0) is None

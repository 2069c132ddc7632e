"""The server's sentences told in German (issue 37): refusals, a game's own error inside
one, a result and its reason, the endings' lines, and counted sentences (plurals). The
English of each stays as it was (``str``/``message``, the default language)."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from babel.messages.pofile import read_po

import seaboard
from seaboard import catalogues
from seaboard.catalogues import language
from seaboard.engine import SeaboardError
from seaboard.engine.language import N_
from seaboard.ratings import NotRated, group_for
from seaboard.server.errors import Refused, Stale
from seaboard.server.names import guest_name
from seaboard.server.replaying import replay_bytes
from seaboard.server.result_words import told
from seaboard.server.store.ratings import too_often_words, unrated_told
from seaboard.server.table.clocks import Clocks
from seaboard.server.table.endings import resign_words, take_over_words, time_words
from seaboard.server.table.live import LiveTable, Seat, bot_name
from seaboard.server.table.log import GameLog
from seaboard.server.table.states import PLAYING
from seaboard.server.table.takebacks import answer_words

DE = language("de")
TWO = [[0], [1]]
NAMES = ["Ann", "Bob"]


def refusal(call: Any, *args: Any) -> Refused:
    with pytest.raises(Refused) as caught:
        call(*args)
    return caught.value


def test_a_refusal_is_told_in_german_with_its_values() -> None:
    err = Refused(N_("seat {seat} is taken"), 409, seat=2)
    assert err.message == "seat 2 is taken" and err.status == 409
    assert err.told(DE) == "Platz 2 ist besetzt"
    assert Stale().told(DE) == "die Stellung hat sich geändert"
    empty = refusal(guest_name, "   ")
    assert empty.message == "a name needs at least one visible character"
    assert empty.told(DE) == "ein Name braucht mindestens ein sichtbares Zeichen"
    long = refusal(guest_name, "x" * 40)
    assert long.told(DE) == "ein Name darf höchstens 32 Zeichen haben"


def test_a_game_error_inside_a_refusal_keeps_its_own_german() -> None:
    with pytest.raises(SeaboardError) as caught:
        seaboard.load("no-such-game")
    err = Refused.of(caught.value)
    assert err.message == str(caught.value)
    assert err.told(DE) == caught.value.told(DE)
    with pytest.raises(NotRated) as not_rated:
        group_for("flotsam-fight", 1)
    around = Refused.around(N_("this table cannot be rated: {error}"), not_rated.value)
    assert around.message == "this table cannot be rated: flotsam-fight with 1 player is not rated"
    assert around.told(DE) == (
        "dieser Tisch kann nicht gewertet werden: flotsam-fight mit 1 Spieler wird nicht gewertet"
    )
    because = Refused.because(N_("cannot take back: {reason}"), "there is nothing to take back")
    assert because.message == "cannot take back: there is nothing to take back"
    assert because.told(DE) == "Zurücknehmen geht nicht: es gibt nichts zurückzunehmen"


def result(reason: str, winners: list[int]) -> dict[str, Any]:
    return {"scores": [1, 0], "winners": winners, "reason": reason, "text": ""}


def test_a_result_and_its_reason_in_german() -> None:
    r = result("time", [1])
    assert told(r, NAMES, TWO, 0) == "You lose: you ran out of time."
    assert told(r, NAMES, TWO, 0, DE) == "Du verlierst: du hast keine Zeit mehr."
    assert told(r, NAMES, TWO, 1, DE) == "Du gewinnst: Ann hat keine Zeit mehr."
    assert told(result("resign", [0]), NAMES, TWO, None, DE) == "Ann gewinnt: Bob hat aufgegeben."
    assert told(result("draw", []), NAMES, TWO, 0, DE) == "Remis, von beiden vereinbart."


def test_counted_sentences_agree_in_german() -> None:
    three = [[0], [1], [2]]
    names = ["Ann", "Bob", "Cy"]
    tie = {"scores": [5, 1, 5], "winners": [0, 2], "reason": "time", "text": ""}
    assert told(tie, names, three, None) == "Ann and Cy win: Bob ran out of time."
    assert told(tie, names, three, None, DE) == "Ann und Cy gewinnen: Bob hat keine Zeit mehr."
    assert told(tie, names, three, 1, DE) == "Du verlierst: du hast keine Zeit mehr."
    assert too_often_words(5) == unrated_told(too_often_words(5))
    assert unrated_told(too_often_words(5), DE) == (
        "Dieses Spiel zählt nicht für die Wertung: ihr habt in den letzten 24 Stunden"
        " 5 gewertete Spiele miteinander gespielt, mehr zählen nicht."
    )


def table() -> LiveTable:
    game = seaboard.load("flotsam-fight", 3)
    seats = [Seat(player_id="p0", name="Ann"), Seat(player_id="p1", name="Bob"), Seat(bot="greedy")]
    return LiveTable(
        table_id="t",
        game=game,
        seed=1,
        public=True,
        status=PLAYING,
        created=0.0,
        clock_base=60.0,
        clock_increment=0.0,
        timeout_policy="bot",
        grace=60.0,
        seats=seats,
        log=GameLog(game, 1),
        clocks=Clocks.fresh(game, 60.0, 0.0),
    )


def test_the_endings_lines_in_german() -> None:
    t = table()
    assert time_words(t, 0, [1, 2]) == "Ann ran out of time: Bob and Player 3 win."
    assert time_words(t, 0, [1], DE) == "Ann hat keine Zeit mehr: Bob gewinnt."
    assert resign_words(t, 1, [0], DE) == "Bob gibt auf: Ann gewinnt."
    assert take_over_words(t, 0, "timeout") == "A bot plays for Ann: Ann's time ran out."
    assert take_over_words(t, 0, "zombie", DE) == (
        "Ein Bot spielt für Ann, denn Ann hat das Spiel verlassen."
    )
    assert answer_words(t, 1, 0, "backno", DE) == "Bob lehnt ab: der Zug von Ann bleibt."
    assert bot_name(2, "greedy") == "Bot 3, Club level"
    assert bot_name(2, "greedy", DE) == "Bot 3, Stufe Verein"


def test_a_replay_is_refused_and_a_table_result_told_in_german() -> None:
    status, body = replay_bytes({"format": "nope"}, None, 1.0, "de")
    assert status == 400 and json.loads(body) == {"detail": "das ist keine Seaboard-Aufzeichnung"}
    status, body = replay_bytes({"format": "nope"}, None, 1.0)
    assert json.loads(body) == {"detail": "this is not a Seaboard record"}
    t = table()
    t.result = {"scores": [1, 0, 0], "winners": [0], "reason": "resign", "text": ""}
    assert t.result_told(1) == "You lose: you and Bot 3, Club level resigned."
    assert t.result_told(1, "de") == ("Du verlierst: du und Bot 3, Stufe Verein habt aufgegeben.")


# English words no German sentence holds (as in tests/games/test_words_in_german.py).
ENGLISH_WORDS = re.compile(
    r"\b(the|you|your|and|of|is|are|with|from|their|has|have|which|left|wins|nobody|"
    r"everyone|player|takes|over|seat|table|draw|time)\b",
    re.IGNORECASE,
)


def test_every_server_message_has_german_words_only() -> None:
    po = catalogues.po_path(catalogues.SHARED, "de")
    with po.open("rb") as fp:
        catalog = read_po(fp, locale="de")
    ours = ("seaboard/server/", "seaboard/ratings/", "seaboard/records.py")
    checked = 0
    for message in catalog:
        if not message.id or not any(str(p).startswith(ours) for p, _ in message.locations):
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for told_de in forms:
            assert told_de, f"{message.id!r} has no German"
            found = ENGLISH_WORDS.search(re.sub(r"\{\w+\}", "", str(told_de)))
            assert found is None, f"English {found.group(0)!r} in {told_de!r}"
            checked += 1
    assert checked > 150

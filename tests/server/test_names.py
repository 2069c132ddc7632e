"""People's names over the HTTP API: guests' names are normalised, visible, with few marks
on a letter, never an account's (or a look-alike of one); nobody is called ``empty`` or
``bot:...``, so a record never reads a person as a bot or an empty seat."""

from __future__ import annotations

import unicodedata

import pytest
from harness import Running

from seaboard.server.names import MAX_MARKS, RESERVED, TOO_MANY_MARKS
from seaboard.server.players import ACCOUNTS_NAME
from seaboard.server.table.record import seat_of_record

PASSWORD = "correct horse battery"


def guest(srv: Running, name: str) -> tuple[int, str]:
    answer = srv.http.post("/api/players", json={"name": name})
    data = answer.json()
    return answer.status_code, str(data.get("name", data.get("detail")))


@pytest.mark.parametrize(
    "given,kept",
    [
        ("\uff2f\uff54\uff54\uff45\uff52 \uff11", "Otter 1"),  # full-width forms
        ("  Ann\u200b \u2003 Lee\u200d ", "Ann Lee"),  # zero-width and wide spaces
        ("Zoe\u0301", "Zoé"),  # a letter and its mark become one letter
        ("Ren\u0303\u0301e", unicodedata.normalize("NFKC", "Ren\u0303\u0301e")),  # two marks
    ],
)
def test_guest_names_are_normalised(srv: Running, given: str, kept: str) -> None:
    assert guest(srv, given) == (200, kept)


@pytest.mark.parametrize(
    "given,words",
    [
        ("\u200b\u200d\u2060", "at least one visible character"),
        ("\u202e\u202d", "at least one visible character"),
        ("e" + "\u0301\u0302\u0303", TOO_MANY_MARKS),
        ("\u0301abc", "cannot start with an accent"),
        ("empty", RESERVED),
        (" EMPTY ", RESERVED),
        ("\u0435mpty", RESERVED),  # a Cyrillic e
        ("bot:greedy", RESERVED),
        ("BOT: random", RESERVED),
    ],
)
def test_guest_names_that_are_refused(srv: Running, given: str, words: str) -> None:
    code, said = guest(srv, given)
    assert code == 400 and words in said
    assert MAX_MARKS == 2


def test_a_guest_cannot_take_or_mimic_an_accounts_name(srv: Running) -> None:
    made = srv.http.post("/api/accounts", json={"name": "Wilma", "password": PASSWORD})
    assert made.status_code == 200
    for name in ("wilma", "WILMA", "W\u0456lma", "Wílma", " wilma "):
        assert guest(srv, name) == (409, ACCOUNTS_NAME), name
    assert guest(srv, "Wilma Flint") == (200, "Wilma Flint")
    token = srv.player("Barney")
    headers = {"Authorization": f"Bearer {token}"}
    renamed = srv.http.patch("/api/players/me", json={"name": "wilma"}, headers=headers)
    assert renamed.status_code == 409 and renamed.json()["detail"] == ACCOUNTS_NAME
    bot = srv.http.patch("/api/players/me", json={"name": "bot:ismcts"}, headers=headers)
    assert bot.status_code == 400 and bot.json()["detail"] == RESERVED


def test_no_account_is_called_empty_and_records_read_people_as_people(srv: Running) -> None:
    refused = srv.http.post("/api/accounts", json={"name": "Empty", "password": PASSWORD})
    assert refused.status_code == 400 and refused.json()["detail"] == RESERVED
    # Every name a person can hold reads back from a record as that person.
    for name in ("Otter 1", "Wilma Flint", "emptyish", "robot: no", "Zoé"):
        code, kept = guest(srv, name)
        assert code == 200
        seat = seat_of_record(kept)
        assert seat.name == kept and seat.bot is None

"""Every game option speaks to players: label, words, each choice named; developer ones advanced."""

from __future__ import annotations

import seaboard


def test_every_option_has_player_words() -> None:
    for game in seaboard.games():
        for option in game["options"]:
            where = f"{game['name']}.{option['name']}"
            assert option["label"] and option["label"][0].isupper(), where
            assert option["words"].endswith("."), where
            for choice in option["choices"] or []:
                assert option["choice_words"].get(str(choice)), f"{where}={choice}"


def test_developer_options_are_advanced() -> None:
    advanced = {
        (g["name"], o["name"]) for g in seaboard.games() for o in g["options"] if o["advanced"]
    }
    assert advanced == {
        ("flotsam-fight", "reset_limit"),
        ("land-vs-sea", "tiles"),
        ("land-vs-sea", "printed_pairs"),
    }

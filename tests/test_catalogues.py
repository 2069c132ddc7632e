"""Every message has every language: none missing, none stale, placeholders kept."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

import catalogues

from seaboard.catalogues import (
    LANGUAGES,
    NATIVE_NAMES,
    ROOT,
    from_accept_language,
    from_environment,
    language,
    supported,
)


def test_every_message_is_translated_and_current() -> None:
    found = catalogues.problems()
    assert not found, "\n".join(found[:40]) + f"\n({len(found)} in all)"


def test_the_template_finds_marked_messages_and_the_games_data() -> None:
    shared = catalogues.template("seaboard")
    assert shared.get("{action}: {why}") is not None  # engine/state.py, marked with N_
    game = catalogues.template("ebbe_flut")
    assert game.get("Water") is not None  # a role title, declared as data
    assert game.get("Learn Ebbe & Flut") is not None  # a lesson's title


def test_german_is_told_and_english_is_the_messages_own_text() -> None:
    assert language("en").t("{action}: {why}", action="x", why="y") == "x: y"
    assert language("de", "ebbe-flut").t("Water") == "Wasser"
    assert language("de").listing(["A", "B", "C"]) == "A, B und C"
    assert language("en").listing(["A", "B", "C"]) == "A, B and C"


@pytest.mark.parametrize(
    ("header", "code"),
    [
        ("de-DE,de;q=0.9,en;q=0.8", "de"),
        ("en-US,en;q=0.9,de;q=0.8", "en"),
        ("fr-FR,fr;q=0.9,de;q=0.5", "de"),
        ("fr", "en"),
        ("", "en"),
        ("de;q=0", "en"),
        ("de;q=bad,en", "en"),
    ],
)
def test_accept_language_picks_the_best_told_language(header: str, code: str) -> None:
    assert from_accept_language(header) == code


def test_the_terminal_reads_lc_all_before_lang() -> None:
    assert from_environment({"LANG": "de_DE.UTF-8"}) == "de"
    assert from_environment({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"}) == "en"
    assert from_environment({"LANG": "C"}) == "en"
    assert from_environment({}) == "en"
    assert supported("de-AT") == "de"


def test_accept_language_reads_a_bounded_header() -> None:
    late = ",".join(["fr"] * 20 + ["de"])
    assert from_accept_language(late) == "en"  # the 21st entry is not read
    assert from_accept_language(",".join(["fr"] * 19 + ["de"])) == "de"
    assert from_accept_language("x" * 100_000) == "en"


def test_the_languages_are_english_and_every_catalogue() -> None:
    folders = sorted(p.name for p in (ROOT / "locale").iterdir() if p.is_dir())
    assert ("en", *folders) == LANGUAGES
    assert NATIVE_NAMES["de"] == "Deutsch"

"""The committed lessons are what the games' builders write: regenerating changes nothing."""

from __future__ import annotations

import pytest

from seaboard.engine import names
from seaboard.lesson_builder import builders, lesson_path, main, written


@pytest.mark.parametrize("game", sorted(builders()))
def test_the_committed_lesson_is_the_builder_s_output(game: str) -> None:
    committed = lesson_path(game)
    assert committed.read_text() == written(builders()[game]()), (
        f"{committed} is stale or edited by hand: run python -m seaboard.lesson_builder {game}"
    )


def test_every_game_with_a_lesson_file_has_a_builder() -> None:
    with_file = {n for n in names() if lesson_path(n).is_file()}
    assert with_file and with_file <= set(builders())


def test_an_unknown_game_is_refused_in_one_sentence_and_writes_nothing(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["no-such-game"]) == 2
    err = capsys.readouterr().err
    assert "no-such-game" in err and err.count("\n") == 1

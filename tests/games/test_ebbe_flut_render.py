"""The Ebbe & Flut terminal renderer draws views of a random game without error."""

from __future__ import annotations

import random
from typing import Any

from rich.console import Console

import seaboard
from seaboard.games.ebbe_flut.front.terminal import HELP, render


def text_of(view: dict[str, Any], before: dict[str, Any] | None = None) -> str:
    console = Console(width=120, record=True, color_system=None)
    console.print(render(view, before))
    return console.export_text()


def test_render_views_of_a_random_game() -> None:
    for players in (2, 1):
        game = seaboard.load("ebbe-flut", players=players)
        rng = random.Random(players)
        state = game.new(seed=players)
        step = 0
        saw_conflict = False
        conflicts_drawn = 0
        while not state.is_terminal:
            hot = conflicts_drawn < 3 and bool(state.view(None)["conflicts"])
            conflicts_drawn += hot
            if step % 40 == 0 or hot:
                for seat in [None, *range(players)]:
                    view = state.view(seat)
                    out = text_of(view)
                    assert "Ebbe & Flut" in out
                    assert f"{int(view['scores'][0])} scored" in out
                    if view["conflicts"]:
                        saw_conflict = True
                        assert "share" in out and "!" in out
            state = state.play(rng.choice(state.legal_actions()))
            step += 1
        final = text_of(state.view(0))
        assert "Game over: " in final
        assert saw_conflict


def test_render_shows_covered_counts_owners_and_only_the_faces_in_the_view() -> None:
    game = seaboard.load("ebbe-flut", covered="owner")
    view = game.new(seed=1).view(0)
    view["board"][2][3] = [
        {"owner": "land", "card": None},
        {"owner": "water", "card": "B2"},
        {"owner": "water", "card": None},
        {"owner": "water", "card": "C5"},
    ]
    out = text_of(view)
    assert "~C5" in out and "+~B2+1^1" in out


def test_ownership_is_written_not_only_coloured() -> None:
    # the same card in both colours, printed without any colour: still told apart
    view = seaboard.load("ebbe-flut").new(seed=1).view(0)
    view["board"][2][1] = [{"owner": "water", "card": "A2"}]
    view["board"][2][3] = [{"owner": "land", "card": "A2"}]
    out = text_of(view)
    assert "~A2" in out and "^A2" in out


def grid_rows(out: str) -> list[list[str]]:
    """The five rows of the grid as printed (labelled 1 to 5): each the five top cards."""
    rows = []
    for line in out.splitlines():
        parts = line.split()
        if parts and parts[0] in "12345" and len(parts) > 5:
            cells = [p for p in parts[1:] if not p.startswith("+")]
            if len(cells) == 5:
                rows.append(cells)
    return rows


def test_each_player_sees_the_grid_from_their_own_side() -> None:
    state = seaboard.load("ebbe-flut").new(seed=1)
    water, land = grid_rows(text_of(state.view(0))), grid_rows(text_of(state.view(1)))
    # both find their own start cells at their lower right, the other's at the upper left
    assert (water[4][4], water[3][4], water[4][3]) == ("(~)", "(~)", "(~)")
    assert (land[4][4], land[3][4], land[4][3]) == ("(^)", "(^)", "(^)")
    assert (land[0][0], land[0][1], land[1][0]) == ("(~)", "(~)", "(~)")
    # a card at Water's 1,3 is at Land's 3,1
    state = state.play("draw 0").play("place 4,4").play("draw 0").play("place 1,0")
    view0, view1 = state.view(0), state.view(1)
    card = view0["board"][1][0][-1]["card"]
    assert grid_rows(text_of(view0))[1][0] == f"^{card}"
    assert grid_rows(text_of(view1))[3][4] == f"^{card}"
    assert "seen from Land's side" in text_of(view1)


def test_changes_since_the_earlier_view_are_marked() -> None:
    state = seaboard.load("ebbe-flut").new(seed=1)
    before = state.view(1)
    after = state.play("draw 0").play("place 3,4").view(1)
    rows = grid_rows(text_of(after, before))
    card = after["board"][3][4][-1]["card"]
    assert rows[1][0] == f"~{card}*"  # Water's 3,4 is Land's 1,0
    assert sum(cell.endswith("*") for row in rows for cell in row) == 1
    assert "changed since your last look" in text_of(after, before)
    assert "*" not in "".join(c for row in grid_rows(text_of(after)) for c in row)


def test_help_gives_every_action_kind_and_symbol() -> None:
    for example in ("draw 3", "place 5,5", "left", "up", "right", "down", "done"):
        assert example in HELP
    for symbol in ("~B3", "^B3", "~B3!", "~B3*", "+~2^1", "(~)", "(^)", "·", "·*"):
        assert symbol in HELP
    assert "seaboard rules ebbe-flut" in HELP

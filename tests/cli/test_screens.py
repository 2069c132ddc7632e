"""Every screen fits an 80x24 terminal: the compact boards' heights over many random
positions of every game (late game included), and the real program in tmux at 80x24."""

from __future__ import annotations

import io
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import seaboard
from seaboard.cli import play
from seaboard.cli.play import Table, make_seats
from seaboard.cli.render import render
from seaboard.records import Record
from waiting import wait_until

GAMES = seaboard.engine.names()  # every registered game (a new one needs its FIRST_LINE)
BOARD_BUDGET = 16
SHORT = {"el-switcher": {"max_turns": "16"}}  # a whole game, end included, in seconds
FIRST_LINE: dict[str, str | tuple[str, ...]] = {
    "ebbe-flut": "Ebbe & Flut, seen from",
    "flotsam-fight": "Flotsam Fight, round",
    "land-vs-sea": ("▶ Land", "Land (you)"),
    "el-switcher": "   1  2  3  4  5  6",
}
# the board's lines at 80x24, beside the events, menu and status line


def lines(renderable: Any, width: int = 80) -> list[str]:
    console = Console(width=width, height=24, file=io.StringIO(), color_system=None)
    with console.capture() as capture:
        console.print(renderable)
    return capture.get().splitlines()


def random_views(name: str, seed: int, every: int) -> list[tuple[dict[str, Any], Any]]:
    """Views (with the earlier view) along one random game, its last position included."""
    game = seaboard.load(name, **SHORT.get(name, {}))
    rng = random.Random(seed)
    state = game.new(seed)
    out = []
    before = None
    step = 0
    while True:
        seat = state.to_move if state.to_move is not None else 0
        view = state.view(seat)
        if step % every == 0 or state.is_terminal:
            out.append((view, before))
        before = view
        if state.is_terminal:
            return out
        state = state.play(rng.choice(state.legal_actions()))
        step += 1


@pytest.mark.parametrize("name", GAMES)
def test_the_compact_board_fits_its_budget_at_80_columns(name: str) -> None:
    every = 10 if name == "el-switcher" else 3
    checked = 0
    for seed in range(4):
        for view, before in random_views(name, seed, every):
            shown = lines(render(view, before=before, height=BOARD_BUDGET))
            assert len(shown) <= BOARD_BUDGET, "\n".join(shown)
            assert all(len(line) <= 80 for line in shown)
            checked += 1
    assert checked > 20


def screens(name: str, seed: int) -> list[list[str]]:
    """Every prompt's screen of a game played by a random human at an 80x24 console."""
    game = seaboard.load(name, **SHORT.get(name, {}))
    buf = io.StringIO()
    console = Console(file=buf, width=80, height=24, color_system=None)
    rng = random.Random(seed)
    out: list[list[str]] = []
    mark = [0]

    def read_line(timeout: float | None) -> str | None:
        text = buf.getvalue()
        out.append(text[mark[0] :].splitlines())
        mark[0] = len(text)
        return f"#{rng.randint(1, len(table.state.legal_actions()))}"

    seats = make_seats(["human", "random"], game.players)
    record = Record(game, seed, [s.spec for s in seats])
    table = Table(game, record, seats, Path(os.devnull), console, read_line=read_line)
    table.save = lambda: None  # type: ignore[method-assign]
    table.run()
    return out


@pytest.mark.parametrize("name", GAMES)
def test_each_screen_from_the_board_to_the_prompt_fits_24_lines(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play, "hint_refusal", lambda state, seat: None)  # speed only
    shown = [s for s in screens(name, 1 if name != "el-switcher" else 2) if len(s) > 3]
    assert len(shown) > 5
    for screen in shown:
        # the screen starts where the board starts: after one's own echoed action
        start = max(i for i, line in enumerate(screen) if line.startswith(FIRST_LINE[name]))
        clock = 1 if name == "el-switcher" else 0  # its turn clock, a line above the prompt
        tall = len(screen) - start + 1 + clock  # and the prompt
        assert tall <= 24, "\n".join(screen[start:])
        assert "to play" in screen[-1] and screen[-2].startswith("Commands:")


# -- the real program in tmux at 80x24 ------------------------------------------------
TMUX = shutil.which("tmux")
SEABOARD = Path(sys.executable).with_name("seaboard")


def capture(session: str) -> list[str]:
    out = subprocess.run(
        ["tmux", "capture-pane", "-p", "-t", session], capture_output=True, text=True
    ).stdout
    return out.splitlines()


def wait_for_prompt(session: str, before: list[str] | None = None) -> list[str]:
    """The screen once it shows an empty prompt (or the end) and differs from ``before``
    (the screen when the last keys were sent, whose prompt may still be up)."""
    shown: list[list[str]] = []

    def ready() -> bool:
        screen = capture(session)
        while screen and not screen[-1].strip():
            screen.pop()
        if screen == before:
            return False
        shown[:] = [screen]
        return bool(screen) and (screen[-1].strip() == ">" or "saved to" in "\n".join(screen))

    try:
        wait_until(ready, what="a prompt")
    except AssertionError:
        raise AssertionError("no prompt:\n" + "\n".join(capture(session))) from None
    return shown[0]


@pytest.mark.skipif(TMUX is None or not SEABOARD.exists(), reason="needs tmux and seaboard")
@pytest.mark.parametrize("name", GAMES)
def test_in_tmux_at_80x24_the_board_and_the_prompt_share_the_screen(
    name: str, tmp_path: Path
) -> None:
    session = f"seaboard-test-{name}-{os.getpid()}"
    # the terminal decides the size: no COLUMNS or LINES inherited from the test run
    env = f"env -u COLUMNS -u LINES SEABOARD_DATA_DIR={tmp_path} NO_COLOR=1"
    # the pane stays open a while after the game, so its last screen can be read
    short = " --option max_turns=6" if name == "el-switcher" else ""  # to reach the end
    command = f"{env} {SEABOARD} play {name}{short} --seats human,random --seed 4; sleep 60"
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", command],
        check=True,
    )
    try:
        checked = 0
        ended = False
        screen = None
        for move in range(200):
            screen = wait_for_prompt(session, screen)
            if "saved to" in "\n".join(screen):
                # the end: the final board and the result on one screen
                assert any("Final scores" in line for line in screen), "\n".join(screen)
                assert any(line.startswith(FIRST_LINE[name]) for line in screen), "\n".join(screen)
                ended = True
                break
            board_top = [i for i, line in enumerate(screen) if line.startswith(FIRST_LINE[name])]
            if move in (0, 10, 25) or move % 15 == 0:
                # the board's first line and the prompt are on the screen together
                assert board_top, "\n".join(screen)
                assert any("to play" in line for line in screen[-4:]), "\n".join(screen)
                checked += 1
            subprocess.run(["tmux", "send-keys", "-t", session, "#1", "Enter"], check=True)
        assert checked >= 2 and ended
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


def test_replay_keys_step_jump_to_a_step_the_end_and_the_next_turn() -> None:
    from seaboard.cli.main import REPLAY_KEYS, replay_step

    game = seaboard.load("el-switcher", max_turns="3")
    state = game.new(5)
    states = [state]
    rng = random.Random(5)
    while not state.is_terminal:
        state = state.play(rng.choice(state.legal_actions()))
        states.append(state)
    last = len(states) - 1
    assert replay_step("", 0, states) == (1, "")
    assert replay_step("b", 3, states) == (2, "")
    assert replay_step("e", 0, states) == (last, "")
    assert replay_step("7", 0, states) == (7, "")
    assert replay_step("q", 4, states) == (None, "")
    turn, _ = replay_step("t", 0, states)
    assert turn is not None and states[turn].to_move != states[0].to_move
    assert all(states[j].to_move == states[0].to_move for j in range(1, turn))
    stay, note = replay_step(str(last + 5), 2, states)
    assert stay == 2 and f"from 0 (the start) to {last}" in note
    stay, note = replay_step("x", 2, states)
    assert stay == 2 and "'x' is not a replay key" in note and REPLAY_KEYS in note
    assert replay_step("", last, states)[0] == last


def test_a_timed_out_turn_mentions_dropped_typing_only_when_there_was_some() -> None:
    game = seaboard.load("el-switcher")
    for typed, said in ((False, "Time is up."), (True, "what you typed is dropped")):
        buf = io.StringIO()
        console = Console(file=buf, width=80, color_system=None)
        seats = make_seats(["human", "random"], game.players)
        record = Record(game, 3, [s.spec for s in seats])
        table = Table(game, record, seats, Path(os.devnull), console, read_line=lambda t: None)
        table.save = lambda: None  # type: ignore[method-assign]
        seat = table.state.to_move
        assert seat is not None
        table.time_is_up(seat, typed=typed)
        assert said in buf.getvalue()
        assert ("dropped" in buf.getvalue()) == typed


def test_help_lists_undo_only_when_it_works() -> None:
    game = seaboard.load("el-switcher")
    buf = io.StringIO()
    console = Console(file=buf, width=80, color_system=None)
    seats = make_seats(["human", "random"], game.players)
    table = Table(game, Record(game, 3, ["human", "random"]), seats, Path(os.devnull), console)
    seat = table.state.to_move
    assert seat is not None
    table.help(seat)
    commands = buf.getvalue().partition("Commands:")[2]
    assert commands and "  undo " not in commands  # take-backs are off by default
    assert "off in this game" in (table.undo_refusal(seat) or "")

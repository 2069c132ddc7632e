"""Every screen fits an 80x24 terminal: the compact boards' heights over many random
positions of every game (late game included), and the real program in tmux at 80x24."""

from __future__ import annotations

import io
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import seaboard
from seaboard.cli import play
from seaboard.cli import render as boards
from seaboard.cli.play import Table, make_seats
from seaboard.cli.render import render
from seaboard.cli.screen import is_start
from seaboard.records import Record
from waiting import wait_until

GAMES = seaboard.engine.names()  # every registered game
BOARD_BUDGET = 16  # the board's lines at 80x24, beside the events, menu and status line
SHORT = {"el-switcher": {"max_turns": "16"}}  # a whole game, end included, in seconds
# Land vs Sea with every module: the most a board shows (waypoints, chains, routes)
MODULES = {"mountains_coral": "true", "caravans_ships": "true", "waypoints": "true"}
# (game, options, players) of every screen test: each game, and Land vs Sea's modules
CASES = [(name, SHORT.get(name, {}), None) for name in GAMES] + [
    ("land-vs-sea", MODULES, 2),
    ("land-vs-sea", MODULES, 3),
]
CASE_IDS = [*GAMES, "land-vs-sea-modules-2", "land-vs-sea-modules-3"]
# every game at its largest player count (Land vs Sea with every module), and solo Ebbe & Flut
MOST = {name: type(seaboard.load(name)).max_players for name in GAMES}
CROWDED = [
    (name, MODULES if name == "land-vs-sea" else SHORT.get(name, {}), MOST[name]) for name in GAMES
] + [("ebbe-flut", {}, 1)]
CROWDED_IDS = [f"{name}-{players}" for name, _, players in CROWDED]


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


def screens(
    name: str,
    seed: int,
    options: dict[str, str] | None = None,
    players: int | None = None,
    size: tuple[int, int] = (80, 24),
) -> list[list[str]]:
    """What was printed before each prompt (and after the last) in a game played by a
    random human at a console of ``size`` (columns, lines)."""
    game = seaboard.load(name, players, **(SHORT.get(name, {}) if options is None else options))
    buf = io.StringIO()
    console = Console(file=buf, width=size[0], height=size[1], color_system=None)
    rng = random.Random(seed)
    out: list[list[str]] = []
    mark = [0]

    def read_line(timeout: float | None) -> str | None:
        text = buf.getvalue()
        out.append(text[mark[0] :].splitlines())
        mark[0] = len(text)
        return f"#{rng.randint(1, len(table.state.legal_actions()))}"

    seats = make_seats(["human", "random"][: game.players], game.players)
    record = Record(game, seed, [s.spec for s in seats])
    table = Table(game, record, seats, Path(os.devnull), console, read_line=read_line)
    table.save = lambda: None  # type: ignore[method-assign]
    table.run()
    out.append(buf.getvalue()[mark[0] :].splitlines())  # the final position
    return out


def asks(name: str) -> list[str]:
    """Everything a player may ask to see besides the board, as typed."""
    game = seaboard.load(name)
    shown = [*boards.panels(name), "log", "log all", "list", "help"]
    return shown + (["legend"] if boards.legend(game.name) else [])


def answers(
    name: str, seed: int, options: dict[str, str], players: int, size: tuple[int, int]
) -> list[tuple[str, list[str]]]:
    """Each request of ``asks`` (and ``more`` after an answer that has more), made every
    few turns of a random game, with what was printed for it up to the next prompt."""
    game = seaboard.load(name, players, **options)
    buf = io.StringIO()
    console = Console(file=buf, width=size[0], height=size[1], color_system=None)
    rng = random.Random(seed)
    out: list[tuple[str, list[str]]] = []
    queue: list[str] = []
    state = {"mark": 0, "asked": "", "turn": 0}

    def read_line(timeout: float | None) -> str | None:
        text = buf.getvalue()
        printed = text[state["mark"] :].splitlines()
        state["mark"] = len(text)
        if state["asked"]:
            out.append((state["asked"], printed))
            if "type more" in printed[-1]:
                queue.insert(0, "more")
        if not queue:
            state["turn"] += 1
            if state["turn"] % 4 == 1:
                queue.extend(asks(name))
            queue.append(f"#{rng.randint(1, len(table.state.legal_actions()))}")
        line = queue.pop(0)
        state["asked"] = "" if line.startswith("#") else line
        return line

    seats = make_seats(["human", "random"][: game.players], game.players)
    record = Record(game, seed, [s.spec for s in seats])
    table = Table(game, record, seats, Path(os.devnull), console, read_line=read_line)
    table.pager.active = True  # as at a terminal
    table.save = lambda: None  # type: ignore[method-assign]
    table.run()
    return out


def from_the_start(printed: list[str]) -> list[str]:
    """The last screen in what was printed: from the rule it starts with (after one's own
    echoed action) to the end."""
    starts = [i for i, line in enumerate(printed) if is_start(line)]
    assert starts, "no screen starts here:\n" + "\n".join(printed)
    return printed[starts[-1] :]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize(("name", "options", "players"), CASES, ids=CASE_IDS)
def test_each_screen_from_its_first_line_to_the_prompt_fits_the_window(
    name: str,
    options: dict[str, str],
    players: int | None,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(play, "hint_refusal", lambda state, seat: None)  # speed only
    width, height = size
    printed = screens(name, 1 if name != "el-switcher" else 2, options, players, size)
    *turns, final = printed
    shown = [from_the_start(p) for p in turns if len(p) > 3]
    assert len(shown) > 5
    for screen in [*shown, from_the_start(final)]:
        clock = 1 if name == "el-switcher" else 0  # its turn clock, a line above the prompt
        tall = len(screen) + 1 + clock  # and the prompt
        assert tall <= height, "\n".join(screen)
        assert all(len(line) <= width for line in screen), "\n".join(screen)
    for screen in shown:
        assert "to play" in screen[-1] and screen[-2].startswith("Commands:")
    assert "Final scores" in "\n".join(final)
    if name == "land-vs-sea" and size == (120, 40):  # the board uses the wider window
        assert max(len(line) for screen in shown for line in screen) > 80


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize(("name", "options", "players"), CROWDED, ids=CROWDED_IDS)
def test_at_the_most_players_every_screen_and_every_answer_fits_the_window(
    name: str,
    options: dict[str, str],
    players: int,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Whole games at each game's largest player count: every turn's screen, and every
    panel, log, list and help answer (with its prompt), within the window."""
    monkeypatch.setattr(play, "hint_refusal", lambda state, seat: None)  # speed only
    width, height = size
    *turns, final = screens(name, 3, options, players, size)
    clock = 1 if name == "el-switcher" else 0
    shown = [from_the_start(p) for p in turns if len(p) > 3]
    assert len(shown) > 5
    for screen in [*shown, from_the_start(final)]:
        assert len(screen) + 1 + clock <= height, "\n".join(screen)
        assert all(len(line) <= width for line in screen), "\n".join(screen)
    assert "Final scores" in "\n".join(final)
    told = answers(name, 3, options, players, size)
    assert {asked for asked, _ in told} >= set(asks(name))
    for asked, printed in told:
        assert printed, asked
        tall = 1 + len(printed) + clock + 1  # the line it was asked on, the prompt
        assert tall <= height, f"{asked}:\n" + "\n".join(printed)
        assert all(len(line) <= width for line in printed), f"{asked}:\n" + "\n".join(printed)
    if size == (80, 24):  # some answers were too long for one window, and went on with more
        assert any(asked == "more" for asked, _ in told)


# -- the real program in tmux at 80x24 ------------------------------------------------
TMUX = shutil.which("tmux")
SEABOARD = Path(sys.executable).with_name("seaboard")
SOURCE = Path(seaboard.__file__).parents[1]  # the code under test, not an installed copy


def start_tmux(session: str, tmp_path: Path, args: str) -> None:
    """``seaboard ARGS`` in a new 80x24 tmux session; the pane stays a while after the
    game, so its last screen can be read."""
    # the terminal decides the size: no COLUMNS or LINES inherited from the test run
    env = f"env -u COLUMNS -u LINES PYTHONPATH={SOURCE} SEABOARD_DATA_DIR={tmp_path} NO_COLOR=1"
    command = f"{env} {SEABOARD} {args}; sleep 60"
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", session, "-x", "80", "-y", "24", command],
        check=True,
    )


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
    short = " --option max_turns=6" if name == "el-switcher" else ""  # to reach the end
    start_tmux(session, tmp_path, f"play {name}{short} --seats human,random --seed 4")
    try:
        checked = 0
        ended = False
        screen = None
        for move in range(200):
            screen = wait_for_prompt(session, screen)
            if "saved to" in "\n".join(screen):
                # the end: the final board and the result on one screen
                assert any("Final scores" in line for line in screen), "\n".join(screen)
                assert any(is_start(line) for line in screen), "\n".join(screen)
                ended = True
                break
            board_top = [i for i, line in enumerate(screen) if is_start(line)]
            if move in (0, 10, 25) or move % 15 == 0:
                # the board's first line and the prompt are on the screen together
                assert board_top, "\n".join(screen)
                assert any("to play" in line for line in screen[-4:]), "\n".join(screen)
                checked += 1
            subprocess.run(["tmux", "send-keys", "-t", session, "#1", "Enter"], check=True)
        assert checked >= 2 and ended
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


@pytest.mark.skipif(TMUX is None or not SEABOARD.exists(), reason="needs tmux and seaboard")
def test_in_tmux_a_whole_land_vs_sea_game_with_every_module_fits_80x24(tmp_path: Path) -> None:
    """Random moves typed as menu numbers; at every prompt the screen's first line (its
    rule) is still in the 24 lines, so no screen is taller, and no line is wider."""
    session = f"seaboard-test-lvs-modules-{os.getpid()}"
    options = " ".join(f"--option {k}={v}" for k, v in MODULES.items())
    start_tmux(session, tmp_path, f"play land-vs-sea {options} --seats human,random --seed 9")
    rng = random.Random(9)
    try:
        screen = None
        prompts = 0
        for _ in range(400):
            screen = wait_for_prompt(session, screen)
            text = "\n".join(screen)
            assert any(is_start(line) for line in screen), text
            assert all(len(line) <= 80 for line in screen), text
            if "saved to" in text:
                assert "Final scores" in text, text
                break
            prompts += 1
            last = "\n".join(from_the_start(screen))  # the menu of this screen only
            assert not re.search(r"^there is no #", last, re.M), last
            menu = [int(n) for n in re.findall(r"#(\d+)", last)]
            total = re.search(r"^(\d+) actions:", last, re.M)
            top = int(total.group(1)) if total else max(menu, default=1)
            subprocess.run(
                ["tmux", "send-keys", "-t", session, f"#{rng.randint(1, top)}", "Enter"],
                check=True,
            )
        else:
            raise AssertionError("the game did not end")
        assert prompts > 30
    finally:
        subprocess.run(["tmux", "kill-session", "-t", session], capture_output=True)


@pytest.mark.skipif(TMUX is None or not SEABOARD.exists(), reason="needs tmux and seaboard")
@pytest.mark.parametrize(("name", "options", "players"), CROWDED[:-1], ids=CROWDED_IDS[:-1])
def test_in_tmux_whole_games_at_the_most_players_fit_80x24(
    name: str, options: dict[str, str], players: int, tmp_path: Path
) -> None:
    """A whole game at the largest player count, a random menu number typed at each prompt
    and every few turns one of the requests (panels, log, list, help, then more): each
    turn's screen keeps its rule in the 24 lines, each answer the line it was asked on."""
    session = f"seaboard-test-most-{name}-{os.getpid()}"
    given = " ".join(f"--option {k}={v}" for k, v in options.items())
    seats = ",".join(["human"] + ["random"] * (players - 1))
    start_tmux(
        session, tmp_path, f"play {name} --players {players} {given} --seats {seats} --seed 6"
    )
    rng = random.Random(6)
    requests = asks(name)
    try:
        screen = None
        asked = ""
        prompts = answered = top = 0
        for _ in range(900):
            screen = wait_for_prompt(session, screen)
            text = "\n".join(screen)
            if "saved to" in text:
                assert "Final scores" in text, text
                assert any(is_start(line) for line in screen), text
                break
            if asked:  # the answer and the line it was asked on fit the window together
                assert f"> {asked}" in [line.rstrip() for line in screen], f"{asked}:\n{text}"
                answered += 1
            else:  # a turn's screen, from its rule to the prompt
                assert any(is_start(line) for line in screen), text
                prompts += 1
                last = "\n".join(from_the_start(screen))  # this turn's menu
                menu = [int(n) for n in re.findall(r"#(\d+)", last)]
                total = re.search(r"^(\d+) actions:", last, re.M)
                top = int(total.group(1)) if total else max(menu, default=1)
            if asked and len(screen) > 1 and "type more" in screen[-2]:
                asked = "more"
            elif not asked and prompts % 2 == 0:
                asked = requests[(prompts // 2) % len(requests)]
            else:
                asked = ""
            keys = asked or f"#{rng.randint(1, top)}"
            subprocess.run(["tmux", "send-keys", "-t", session, keys, "Enter"], check=True)
        else:
            raise AssertionError("the game did not end")
        assert prompts > 10 and answered >= len(requests)
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


def land_vs_sea_table(rows: int) -> tuple[Table, io.StringIO]:
    """A Land vs Sea table with every module at 80x24, random actions in until its map
    spans ``rows`` rows (a seat to play)."""
    game = seaboard.load("land-vs-sea", 2, **MODULES)
    buf = io.StringIO()
    console = Console(file=buf, width=80, height=24, color_system=None)
    seats = make_seats(["human", "human"], game.players)
    table = Table(game, Record(game, 6, ["human", "human"]), seats, Path(os.devnull), console)
    table.save = lambda: None  # type: ignore[method-assign]
    rng = random.Random(6)
    while len({r for _, r in table.state.view(None)["open"]}) < rows:
        seat = table.state.to_move
        assert seat is not None, "the game ended first"
        table.advance(rng.choice(table.state.legal_actions()), seat)
    return table, buf


def drawn_map(table: Table, buf: io.StringIO) -> list[str]:
    """The board's map rows (their r labels) on a fresh screen."""
    seat = table.state.to_move
    assert seat is not None
    buf.seek(0)
    buf.truncate()
    table.show_turn(seat)
    return [
        line.split()[0]
        for line in from_the_start(buf.getvalue().splitlines())
        if line.startswith("r=")
    ]


def test_the_map_window_moves_with_n_s_e_w_and_board_brings_it_back() -> None:
    table, buf = land_vs_sea_table(9)
    seat = table.state.to_move
    assert seat is not None
    drawn_map(table, buf)  # the first screen tells the events, then they leave room
    first = drawn_map(table, buf)
    assert "n s e w" in table.commands_line(seat)
    lows = [first]
    while True:  # north until the map ends
        buf.seek(0)
        buf.truncate()
        table.command("n", seat)
        if "already shows the map's north end" in buf.getvalue():
            break
        rows = drawn_map(table, buf)
        assert int(rows[0].removeprefix("r=")) < int(lows[-1][0].removeprefix("r="))
        lows.append(rows)
        assert len(lows) < 20
    assert len(lows) > 1  # the map is taller than the window: it moved
    table.command("s", seat)
    assert drawn_map(table, buf) == lows[-2]  # back one step
    table.command("board", seat)
    assert drawn_map(table, buf) == first  # back on the last change
    buf.seek(0)
    buf.truncate()
    table.help(seat)
    assert "n s e w" in buf.getvalue() and "north, south, east or west" in buf.getvalue()


def test_the_map_command_fits_80_columns_and_shows_the_board_window() -> None:
    table, buf = land_vs_sea_table(12)
    seat = table.state.to_move
    assert seat is not None
    board_rows = drawn_map(table, buf)
    buf.seek(0)
    buf.truncate()
    table.command("map", seat)
    shown = buf.getvalue().splitlines()
    assert shown and all(len(line) <= 80 for line in shown), "\n".join(shown)
    assert len(shown) <= 24, "\n".join(shown)
    assert "a character a space" in shown[0]  # this map is too big to draw in full here
    marked = [line for line in shown if line.startswith("r=") and "▶" in line]
    assert 1 <= len(marked) < len([line for line in shown if line.startswith("r=")])
    assert [line.split()[0] for line in marked] == board_rows  # the rows the board shows
    buf.seek(0)
    buf.truncate()
    table.command("map 0,0", seat)
    around = buf.getvalue().splitlines()
    assert "The map around 0,0:" in around[0] and all(len(line) <= 80 for line in around)
    assert any(line.startswith("r=0 ") for line in around)

"""Leaving a terminal game and coming back: ``seaboard resume``, the private save, quitting,
a closed window, ``--record`` files that hold another game, and the solo start."""

from __future__ import annotations

import io
import itertools
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import seaboard
from seaboard.cli import play, session
from seaboard.cli.main import main
from seaboard.cli.play import Table, make_seats
from seaboard.cli.saves import Save, load_save
from seaboard.engine import Game
from seaboard.records import Record, load_record
from waiting import wait_until

SECRET = 987654321
ROOT = Path(__file__).parents[2]


@pytest.fixture
def drawn_seed(monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(Game, "random_seed", lambda self, rng=None: SECRET)
    return SECRET


def typing(monkeypatch: pytest.MonkeyPatch, lines: list[str]) -> list[str]:
    """The table reads ``lines``, then the input ends; the lines not read yet are returned."""
    left = list(lines)

    def read_line(timeout: float | None) -> str | None:
        return left.pop(0) if left else None

    monkeypatch.setattr(play, "read_stdin", read_line)
    return left


def only(folder: Path, pattern: str = "*.json") -> Path:
    (path,) = folder.glob(pattern)
    return path


def board_of(out: str) -> list[str]:
    """The last screen's lines from the board's first line to the status line."""
    lines = out.splitlines()
    top = max(i for i, line in enumerate(lines) if line.startswith("▶ ") or "Player 1" in line)
    while top > 0 and lines[top - 1].strip().startswith(("▶", "Player")):
        top -= 1
    end = max(i for i, line in enumerate(lines) if " to play" in line)
    return lines[top : end + 1]


@pytest.mark.usefixtures("toy_registered")
def test_quit_asks_then_resume_continues_the_same_position_to_the_end(
    data_dir: Path,
    drawn_seed: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["play", "pick-up", "--option", "tokens=12", "--seats", "human,random"]
    typing(monkeypatch, ["#1", "quit", "n", "#2", "quit", "y", "#1"])
    assert main([*argv, "--names", "Ann,Bob"]) == 0
    out = capsys.readouterr().out
    record_file = only(data_dir / "records")
    gid = record_file.stem
    assert f"Leave game {gid}? It stays saved: seaboard resume {gid} continues it." in out
    assert "The game goes on." in out  # "n" kept the game going: #2 was played
    assert f"(continue it: seaboard resume {gid})" in out
    left = json.loads(record_file.read_text())
    assert left["seed"] is None and not left["abandoned"] and left["result"] is None
    assert left["actions"][0] == "take 1" and "take 2" in left["actions"]
    before = board_of(out)

    typing(monkeypatch, ["#1"] * 12)
    assert main(["resume", gid]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"Pick-up (test game), game {gid}, continued after ")
    resumed = out.split("continued after", 1)[1]
    assert board_of(resumed.split("• You play", 1)[0]) == before  # the same screen
    assert "Ann" in resumed and "Bob" in resumed  # the names came back with the game
    final = json.loads(record_file.read_text())
    assert final["actions"][: len(left["actions"])] == left["actions"]
    assert final["result"] is not None and final["seed"] == drawn_seed
    assert final["seats"] == ["human", "random"]
    assert not list((data_dir / "saves").glob("*.json"))  # over: nothing left to continue

    assert main(["resume", gid]) == 2
    err = capsys.readouterr().err
    assert err == f"seaboard: game {gid} is over: seaboard replay {gid} shows it\n"


@pytest.mark.usefixtures("toy_registered")
def test_resume_without_an_id_takes_the_most_recent_unfinished_game(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ids = []
    for _ in range(2):
        typing(monkeypatch, ["#1", "quit", "y"])
        assert main(["play", "pick-up", "--option", "tokens=9", "--seats", "human,random"]) == 0
        ids.append(capsys.readouterr().out.split("game ", 1)[1].split(".")[0])
    first = data_dir / "saves" / f"{ids[0]}.json"
    os.utime(first, (time.time() + 60, time.time() + 60))  # the first one, saved last
    typing(monkeypatch, ["quit", "y"])
    assert main(["resume"]) == 0
    assert f"game {ids[0]}, continued after" in capsys.readouterr().out


@pytest.mark.usefixtures("toy_registered")
def test_the_save_is_readable_by_its_user_alone(
    data_dir: Path, drawn_seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    (data_dir / "saves").mkdir(parents=True, mode=0o755)  # made before, too open
    (data_dir / "saves").chmod(0o755)
    old = os.umask(0)
    try:
        typing(monkeypatch, ["#1", "quit", "y"])
        assert main(["play", "pick-up", "--seats", "human,random"]) == 0
    finally:
        os.umask(old)
    save = only(data_dir / "saves")
    assert stat.S_IMODE((data_dir / "saves").stat().st_mode) == 0o700
    assert stat.S_IMODE(save.stat().st_mode) == 0o600
    assert json.loads(save.read_text())["record"]["seed"] == drawn_seed
    public = only(data_dir / "records")
    assert str(drawn_seed) not in public.read_text()
    assert not list((data_dir / "saves").glob("*.tmp"))  # written whole, then renamed


@pytest.mark.usefixtures("toy_registered")
@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["resume", "nosuch"], "no unfinished game 'nosuch' to continue"),
        (["resume", "../../etc/passwd"], "'../../etc/passwd' is not a game id"),
        (["resume"], "no unfinished game to continue (seaboard play GAME starts one)"),
    ],
)
def test_a_bad_id_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.err.count("\n") == 1 and not captured.out


@pytest.mark.usefixtures("toy_registered")
def test_one_game_is_not_played_in_two_terminals_at_once(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typing(monkeypatch, ["#1", "quit", "y"])
    assert main(["play", "pick-up", "--seats", "human,random"]) == 0
    gid = only(data_dir / "saves").stem
    capsys.readouterr()
    answers: list[int] = []

    def read_line(timeout: float | None) -> str | None:
        if not answers:  # while this terminal holds the game, another one asks for it
            answers.append(main(["resume", gid]))
        return None

    monkeypatch.setattr(play, "read_stdin", read_line)
    assert main(["resume", gid]) == 0
    assert answers == [2]
    assert f"game {gid} is being played in another terminal right now" in capsys.readouterr().err


@pytest.mark.usefixtures("toy_registered")
def test_record_never_overwrites_another_game_without_asking(
    tmp_path: Path,
    data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    target = tmp_path / "mine.json"
    argv = ["play", "pick-up", "--seed", "3", "--seats", "random,random", "--record", str(target)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    first = target.read_text()
    gid = json.loads(first)["id"]
    # The right command to see it again names the file (replay does not find it by id).
    assert f"(see it again: seaboard replay {target})" in out
    assert main(["replay", str(target)]) == 0
    capsys.readouterr()

    assert main(argv) == 2  # no terminal to ask at: refused, the file untouched
    err = capsys.readouterr().err
    assert err.startswith(f"seaboard: {target} holds game {gid} (Pick-up (test game), ")
    assert "choose another file for --record, or remove it" in err and err.count("\n") == 1
    assert target.read_text() == first

    asked: list[str] = []
    monkeypatch.setattr(session, "confirm_overwrite", lambda q: asked.append(q) or True)
    assert main(argv) == 0  # asked, and the answer was yes
    assert asked and f"holds game {gid}" in asked[0]
    assert json.loads(target.read_text())["id"] != gid

    other = tmp_path / "notes.txt"
    other.write_text("my notes\n")
    monkeypatch.setattr(session, "confirm_overwrite", lambda q: False)
    assert main([*argv[:-1], str(other)]) == 2
    assert "holds something that is not a Seaboard record" in capsys.readouterr().err
    assert other.read_text() == "my notes\n"


def test_solo_ebbe_flut_starts_with_players_1_alone(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typing(monkeypatch, ["#1", "quit", "y"])
    assert main(["play", "ebbe-flut", "--players", "1"]) == 0
    assert "You play alone" in capsys.readouterr().out
    saved = json.loads(only(data_dir / "saves").read_text())
    assert saved["record"]["seats"] == ["human"] and saved["record"]["players"] == 1


@pytest.mark.usefixtures("toy_registered")
def test_an_over_long_line_is_refused_in_one_sentence_without_its_echo(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    typing(monkeypatch, ["x" * 10_000, "quit", "y"])
    assert main(["play", "pick-up", "--seats", "human,random"]) == 0
    out = capsys.readouterr().out
    assert "That line is 10000 characters long; a command or an action is at most 256." in out
    assert "x" * 50 not in out


@pytest.mark.usefixtures("toy_registered")
def test_abandon_asks_and_ends_the_game_for_good(
    data_dir: Path,
    drawn_seed: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    typing(monkeypatch, ["abandon", "no", "#1", "abandon", "yes"])
    assert main(["play", "pick-up", "--seats", "human,random"]) == 0
    out = capsys.readouterr().out
    gid = only(data_dir / "records").stem
    assert out.count(f"End game {gid} for good? It can then be replayed, no longer continued.") == 2
    data = json.loads(only(data_dir / "records").read_text())
    assert data["abandoned"] and data["seed"] == drawn_seed and data["actions"][0] == "take 1"
    assert not list((data_dir / "saves").glob("*.json"))
    assert main(["resume", gid]) == 2
    assert f"game {gid} is over: seaboard replay {gid} shows it" in capsys.readouterr().err


# -- a closed window: SIGHUP -------------------------------------------------------------
TOY = (
    "import sys; sys.path.insert(0, 'tests');"
    "from toy import PickUp; from seaboard.engine import registry;"
    "registry._GAMES['pick-up'] = PickUp;"
    "from seaboard.cli.main import main; sys.exit(main(sys.argv[1:]))"
)


def test_a_hang_up_saves_and_exits_without_a_word(tmp_path: Path) -> None:
    env = {**os.environ, "SEABOARD_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT / "src")}
    argv = ["play", "pick-up", "--option", "tokens=30", "--seats", "human,random"]
    proc = subprocess.Popen(
        [sys.executable, "-c", TOY, *argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=ROOT,
        text=True,
    )
    assert proc.stdin is not None
    proc.stdin.write("take 2\n")
    proc.stdin.flush()

    def saved() -> dict[str, Any] | None:
        found = list((tmp_path / "saves").glob("*.json"))
        data = json.loads(found[0].read_text()) if found else None
        return data if data and len(data["record"]["actions"]) >= 2 else None

    wait_until(saved, what="the human's and the bot's actions saved")
    proc.send_signal(signal.SIGHUP)  # the table waits for the next line meanwhile
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 129 and err == ""
    assert "saved to" not in out  # nobody is there to read it
    data = saved()
    assert data is not None and data["record"]["actions"][0] == "take 2"
    assert not data["record"]["abandoned"] and isinstance(data["record"]["seed"], int)


# -- the real program in tmux: kill -9, then resume ---------------------------------------
TMUX = shutil.which("tmux")


PANES = itertools.count()


class Pane:
    """A shell in a tmux session of 80x24 on a server of its own (bash, which sets the
    terminal's modes back at its prompt, as they were before readline took them)."""

    def __init__(self, tmp_path: Path) -> None:
        # a server per pane: a server still going away never takes the next test's session
        self.socket = f"seaboard-resume-{os.getpid()}-{next(PANES)}"
        self.env = (
            f"env -u COLUMNS -u LINES NO_COLOR=1 SEABOARD_DATA_DIR={tmp_path} "
            f"PYTHONPATH={ROOT / 'src'} {sys.executable} -m seaboard.cli.main"
        )
        self.tmux("new-session", "-d", "-s", "t", "-x", "80", "-y", "24", "bash --norc --noprofile")
        # `seaboard ARGS` in the shell runs this checkout's program
        self.send(f'seaboard() {{ {self.env} "$@"; }}; clear', "Enter")
        self.wait(lambda s: len(s) <= 1, "a clear screen")

    def tmux(self, *args: str) -> str:
        return subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True
        ).stdout

    def send(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "t", *keys)

    def screen(self) -> list[str]:
        return self.tmux("capture-pane", "-p", "-t", "t").rstrip("\n").splitlines()

    def history(self) -> list[str]:
        """The screen with everything scrolled off above it (what a player could scroll to)."""
        return self.tmux("capture-pane", "-p", "-S", "-", "-t", "t").rstrip("\n").splitlines()

    def wait(self, test: Callable[[list[str]], bool], what: str) -> list[str]:
        try:
            wait_until(lambda: test(self.screen()), what=what)
        except AssertionError:
            raise AssertionError(f"{what}:\n" + "\n".join(self.screen())) from None
        return self.screen()

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


@pytest.mark.skipif(not TMUX, reason="needs tmux")
def test_in_tmux_the_clock_ticks_while_editing_and_drops_a_half_typed_line(pane: Pane) -> None:
    # 8 s a turn: long enough for tmux to show the typed keys on a busy machine
    pane.send("seaboard play el-switcher --option turn_seconds=8 --seats human,random", "Enter")
    pane.wait(lambda s: s[-1].rstrip() == ">" and "left in this turn" in s[-2], "the clock")
    pane.send("swap 1")  # typed, never sent
    wait_until(
        lambda: any(line.rstrip() == "> swap 1" for line in pane.history()),
        what="the half-typed line",
    )
    # read from the scrollback: on a busy machine the next turn's board (and the bot's
    # moves) may already have scrolled the time-out and the half-typed line off the screen
    # by the time it is captured
    wait_until(
        lambda: any("Time is up (what you typed is dropped)." in line for line in pane.history()),
        what="the time out",
    )
    lines = [line.rstrip() for line in pane.history()]
    dropped = next(i for i, line in enumerate(lines) if "what you typed is dropped" in line)
    assert "> swap 1" in lines[:dropped], lines[max(0, dropped - 5) : dropped + 1]
    # the next turn's prompt starts empty, its clock ticking above it
    pane.wait(lambda s: s[-1].rstrip() == ">" and "left in this turn" in s[-2], "the next prompt")


@pytest.fixture
def pane(tmp_path: Path) -> Iterator[Pane]:
    shown = Pane(tmp_path)
    try:
        yield shown
    finally:
        shown.close()


def at_prompt(screen: list[str]) -> bool:
    return bool(screen) and screen[-1].strip() == ">" and " to play" in "\n".join(screen[-3:])


def board_lines(screen: list[str]) -> list[str]:
    """Ebbe & Flut's board, from its first line to its last row."""
    top = next(i for i, line in enumerate(screen) if line.startswith("Ebbe & Flut, seen from"))
    return screen[top : top + 8]


@pytest.mark.skipif(not TMUX, reason="needs tmux")
def test_in_tmux_kill_9_loses_nothing_and_resume_shows_the_same_position(
    pane: Pane, tmp_path: Path
) -> None:
    pane.send("seaboard play ebbe-flut --seats human,random", "Enter")
    screen = pane.wait(at_prompt, "the first prompt")
    for _ in range(5):
        before = screen
        pane.send("#1", "Enter")
        screen = pane.wait(lambda s, b=before: at_prompt(s) and s != b, "the next prompt")
    shown = board_lines(screen)
    status = screen[-2]
    pid = pane.tmux("list-panes", "-t", "t", "-F", "#{pane_pid}").strip()
    (child,) = subprocess.run(["pgrep", "-P", pid], capture_output=True, text=True).stdout.split()
    os.kill(int(child), signal.SIGKILL)
    pane.wait(lambda s: s[-1].rstrip().endswith(("$", "#")), "the shell's prompt")

    pane.send("clear", "Enter")
    pane.wait(lambda s: len(s) <= 1, "a clear screen")
    pane.send("seaboard resume", "Enter")
    screen = pane.wait(at_prompt, "the resumed game's prompt")
    played = len(load_record(only(tmp_path / "records")).actions)
    assert screen[0].endswith(" seaboard resume")
    assert f"continued after {played} actions" in screen[1]
    assert board_lines(screen) == shown and screen[-2] == status
    pane.send("#1", "Enter")  # and it goes on
    wait_until(
        lambda: len(load_record(only(tmp_path / "records")).actions) > played,
        what="the next action saved",
    )

    # Closing the window (the pane goes, SIGHUP) leaves the game saved, to be continued.
    pane.wait(at_prompt, "the prompt after the move")
    (child,) = subprocess.run(["pgrep", "-P", pid], capture_output=True, text=True).stdout.split()
    kept = load_record(only(tmp_path / "records")).actions
    pane.tmux("kill-pane", "-t", "t")
    wait_until(lambda: not Path(f"/proc/{child}").exists(), what="the program gone")
    save = json.loads(only(tmp_path / "saves").read_text())
    assert save["record"]["actions"] == kept and not save["record"]["abandoned"]


@pytest.mark.skipif(not TMUX, reason="needs tmux")
def test_in_tmux_tab_completes_the_legal_moves_and_up_recalls_the_last_line(
    pane: Pane,
) -> None:
    pane.send("seaboard play ebbe-flut --players 1", "Enter")
    screen = pane.wait(at_prompt, "the first prompt")
    pane.send("dr", "Tab")
    pane.wait(lambda s: s[-1].rstrip() == "> draw", "draw completed")
    pane.send("f", "Tab")
    pane.wait(lambda s: s[-1].rstrip() == "> draw from stack", "draw from stack completed")
    pane.send("Tab", "Tab")  # the choices, listed under the line
    screen = pane.wait(lambda s: any("draw from stack 5" in line for line in s[-4:]), "choices")
    pane.send("4", "Enter")
    screen = pane.wait(lambda s: at_prompt(s) and "Drawn:" in "\n".join(s), "a card drawn")
    assert any(line.startswith("• You draw ") and "from stack 4" in line for line in screen)
    pane.send("Up")
    pane.wait(lambda s: s[-1].startswith("> draw from stack 4"), "the last line recalled")


# -- every game: the screen after resume is the screen the player left ---------------------
def sitting(save: Save, answers: list[str], restore: bool) -> list[str]:
    """One sitting at the table: the screen shown when the player typed ``quit``."""
    out = io.StringIO()
    console = Console(file=out, width=1000, height=24, color_system=None)  # no wrapped echo
    record = save.record
    seats = make_seats(record.seats, record.game.players)
    left = list(answers)
    shown: list[int] = [0]  # how much was printed when each line was read

    def read_line(timeout: float | None) -> str | None:
        shown.append(len(out.getvalue()))
        return left.pop(0) if left else None

    table = Table(
        record.game, record, seats, save.record_path, console, read_line=read_line, keeper=save
    )
    if restore:
        table.restore()
    table.run()
    asked = len(answers) - 2  # the read that got "quit"
    screen = out.getvalue()[shown[asked] : shown[asked + 1]].splitlines()
    return [line for line in screen if not line.startswith("• You ")]  # one's own echo


@pytest.mark.parametrize("name", ["ebbe-flut", "flotsam-fight", "land-vs-sea", "el-switcher"])
@pytest.mark.parametrize("moves", [0, 3, 8])
def test_resume_shows_every_game_as_it_was_left(name: str, moves: int, data_dir: Path) -> None:
    """The board with its marks, the news since the last look, the menu (Land vs Sea's tiles
    keep the names they had when the turn began) and the status line."""
    options = {"turn_seconds": None} if name == "el-switcher" else {}
    game = seaboard.load(name, **options)
    record = Record(game, 11, ["human", "random"][: game.players] + ["random"] * (game.players - 2))
    before = sitting(Save(record, data_dir / "r.json"), ["#1"] * moves + ["quit", "y"], False)
    again = load_save(record.game_id)
    assert again.record.actions == record.actions and len(record.actions) >= moves
    assert sitting(again, ["quit", "y"], True) == before


# -- help fits the window ------------------------------------------------------------------
@pytest.mark.parametrize("name", seaboard.engine.names())
@pytest.mark.parametrize("width", [40, 60, 80, 120])
def test_help_wraps_to_the_window_and_keeps_every_word(name: str, width: int) -> None:
    from seaboard.cli.play_help import wrap_guide
    from seaboard.cli.render import game_help

    guide = game_help(name) or ""
    wrapped = wrap_guide(guide, width)
    assert all(len(line) <= width for line in wrapped.splitlines()), wrapped
    assert wrapped.split() == guide.split()
    if all(len(line) <= width for line in guide.splitlines()):
        assert wrapped == guide  # what fits keeps its own layout


@pytest.mark.parametrize("name", ["land-vs-sea", "el-switcher"])
def test_help_at_the_table_fits_80_columns(name: str, data_dir: Path) -> None:
    game = seaboard.load(name)
    seats = make_seats(["human", "random"], game.players)
    out = io.StringIO()
    console = Console(file=out, width=80, height=24, color_system=None)
    answers = ["help"]
    table = Table(
        game,
        Record(game, 4, [s.spec for s in seats]),
        seats,
        data_dir / "h.json",
        console,
        read_line=lambda timeout: answers.pop(0) if answers else None,
    )
    table.run()
    text = out.getvalue().split("Commands:\n", 1)[1]
    assert "  quit        leave the table; the game stays saved" in text
    indented = [line for line in text.splitlines() if line.startswith("  ")]
    assert len(indented) >= 8 and all(len(line) <= 80 for line in indented)
    wrapped = [line for line in indented if line.startswith(" " * 14)]
    assert wrapped, "a long description goes on under its own column"


@pytest.mark.usefixtures("toy_registered")
def test_after_a_resume_the_bots_play_as_they_would_have(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["play", "pick-up", "--option", "tokens=40", "--seed", "6", "--players", "3"]
    argv += ["--seats", "human,random,greedy"]
    whole = tmp_path / "whole.json"
    typing(monkeypatch, ["#1"] * 40)
    assert main([*argv, "--record", str(whole)]) == 0
    played = json.loads(whole.read_text())["actions"]

    parts = tmp_path / "parts.json"
    typing(monkeypatch, ["#1"] * 3 + ["quit", "y"])
    assert main([*argv, "--record", str(parts)]) == 0
    gid = json.loads(parts.read_text())["id"]
    assert 0 < len(json.loads(parts.read_text())["actions"]) < len(played)
    typing(monkeypatch, ["#1"] * 40)
    assert main(["resume", gid]) == 0
    assert json.loads(parts.read_text())["actions"] == played
    capsys.readouterr()


@pytest.mark.usefixtures("toy_registered")
def test_resume_does_not_overwrite_a_record_file_that_now_holds_another_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "mine.json"
    typing(monkeypatch, ["#1", "quit", "y"])
    assert main(["play", "pick-up", "--seats", "human,random", "--record", str(target)]) == 0
    gid = json.loads(target.read_text())["id"]
    other = tmp_path / "other.json"
    assert (
        main(["play", "pick-up", "--seed", "2", "--seats", "random", "--record", str(other)]) == 0
    )
    target.write_text(other.read_text())  # the file now holds a finished game of its own
    capsys.readouterr()
    assert main(["resume", gid]) == 2
    assert "choose another file for --record" in capsys.readouterr().err
    assert target.read_text() == other.read_text()


def test_sane_terminal_puts_a_raw_terminal_back_in_line_mode() -> None:
    termios = pytest.importorskip("termios")
    import tty

    from seaboard.cli.terminal import sane_terminal

    leader, follower = os.openpty()
    try:
        assert sane_terminal(follower) is False  # a fresh terminal is left as it is
        tty.setraw(follower)  # what a readline killed by kill -9 can leave behind
        assert not termios.tcgetattr(follower)[3] & termios.ECHO
        assert sane_terminal(follower) is True
        mode = termios.tcgetattr(follower)
        for flag in (termios.ICANON, termios.ECHO, termios.ISIG):
            assert mode[3] & flag
        assert mode[0] & termios.ICRNL and mode[1] & termios.OPOST
    finally:
        os.close(leader)
        os.close(follower)
    assert sane_terminal(os.open(os.devnull, os.O_RDONLY)) is False  # not a terminal


@pytest.mark.skipif(not TMUX or not shutil.which("dash"), reason="needs tmux and dash")
def test_in_tmux_resume_gives_a_shell_that_does_not_reset_its_terminal_its_echo_back(
    tmp_path: Path,
) -> None:
    """dash, unlike bash, leaves the terminal as a killed program left it; `seaboard resume`
    puts line mode and echo back when it starts."""
    pane = Pane(tmp_path)
    try:
        pane.send("exec dash", "Enter")
        pane.wait(lambda s: s[-1].strip() in ("$", "#"), "dash's prompt")
        pane.send(f'cd {tmp_path}; seaboard() {{ {pane.env} "$@"; }}; clear', "Enter")
        pane.wait(lambda s: len(s) <= 1, "a clear screen")
        pane.send("seaboard play ebbe-flut --seats human,random", "Enter")
        pane.wait(at_prompt, "the first prompt")
        pid = pane.tmux("list-panes", "-t", "t", "-F", "#{pane_pid}").strip()
        (child,) = subprocess.run(
            ["pgrep", "-P", pid], capture_output=True, text=True
        ).stdout.split()
        os.kill(int(child), signal.SIGKILL)
        wait_until(lambda: not Path(f"/proc/{child}").exists(), what="the program gone")
        # no echo and Enter's return no longer a newline: the line ends with Ctrl-J
        pane.send("stty -a > left.txt; seaboard resume", "C-j")
        pane.wait(at_prompt, "the resumed game's prompt")
        pane.send("quit", "Enter")
        pane.wait(lambda s: s[-2].startswith("Leave game") and s[-1].strip() == ">", "the question")
        pane.send("y", "Enter")
        pane.wait(lambda s: s[-1].strip() in ("$", "#"), "the shell's prompt")
        pane.send("stty -a > after.txt; echo done", "Enter")
        pane.wait(lambda s: s[-1].strip() in ("$", "#") and "done" in "\n".join(s), "the shell")
        left, after = (set((tmp_path / f).read_text().split()) for f in ("left.txt", "after.txt"))
        assert "-echo" in left  # readline's mode, kept by dash
        assert {"echo", "icanon"} <= after and "-echo" not in after
    finally:
        pane.close()

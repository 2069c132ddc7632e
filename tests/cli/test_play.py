"""``seaboard play`` as a first-time player meets it: secrets, events in words, menus, undo.

Games are played through the real command (``main``) with scripted input, or through the
``Table`` with a script that reads the table's state to decide what to type.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import re
import select
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import seaboard
from seaboard.cli import play
from seaboard.cli.main import main
from seaboard.cli.play import Seat, Table, hint_refusal, make_seats
from seaboard.cli.render import game_help, group
from seaboard.engine import Game, names
from seaboard.games.el_switcher.actions import card_words
from seaboard.records import Record, load_record

SECRET = 1234567891


def script(lines: list[str]) -> Callable[[float | None], str | None]:
    """A read_line answering the given lines, then end of input."""
    it: Iterator[str] = iter(lines)
    return lambda timeout: next(it, None)


def only_record(data_dir: Path) -> Path:
    (path,) = (data_dir / "records").glob("*.json")
    return path


@pytest.fixture
def drawn_seed(monkeypatch: pytest.MonkeyPatch) -> int:
    """The seed the program 'draws' (a fixed one, so the test can look for it)."""
    monkeypatch.setattr(Game, "random_seed", lambda self, rng=None: SECRET)
    return SECRET


@pytest.mark.usefixtures("toy_registered")
def test_a_drawn_seed_is_never_shown_and_reaches_the_record_only_at_the_end(
    data_dir: Path,
    drawn_seed: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    live: list[dict[str, Any]] = []
    answers = iter(["#1"] * 7)

    def read_line(timeout: float | None) -> str | None:
        live.append(json.loads(only_record(data_dir).read_text()))
        return next(answers, None)

    monkeypatch.setattr(play, "read_stdin", read_line)
    assert main(["play", "pick-up", "--seats", "human,random"]) == 0
    out = capsys.readouterr().out
    path = only_record(data_dir)
    final = json.loads(path.read_text())
    assert final["result"] is not None and final["seed"] == drawn_seed
    assert str(drawn_seed) not in out
    assert live and all(r["seed"] is None and r["seed_chosen"] is False for r in live)
    assert [len(r["actions"]) for r in live] == sorted({len(r["actions"]) for r in live})
    assert path.stem == final["id"] and f"game {final['id']}" in out


@pytest.mark.usefixtures("toy_registered")
def test_a_seed_of_ones_own_is_shown_and_kept_from_the_start(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[object] = []

    def read_line(timeout: float | None) -> str | None:
        seen.append(json.loads(only_record(data_dir).read_text())["seed"])
        return None

    monkeypatch.setattr(play, "read_stdin", read_line)
    assert main(["play", "pick-up", "--seed", "77"]) == 0
    assert "your seed 77" in capsys.readouterr().out
    assert seen == [77]


@pytest.mark.usefixtures("toy_registered")
def test_replay_finds_games_by_id_and_refuses_a_live_one(
    data_dir: Path,
    drawn_seed: int,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    answers = iter(["#1", "#1", "abandon", "y"])

    def read_line(timeout: float | None) -> str | None:
        copy = data_dir / "records" / "live22.json"
        if not copy.exists():  # a snapshot of the record while the game goes on
            shutil.copy(only_record(data_dir), copy)
        return next(answers, None)

    monkeypatch.setattr(play, "read_stdin", read_line)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "pick-up", "--seats", "human,random"]) == 0
    out = capsys.readouterr().out
    (path,) = [p for p in (data_dir / "records").glob("*.json") if p.stem != "live22"]
    game_id = path.stem
    assert f"seaboard replay {game_id}" in out
    record = json.loads(path.read_text())
    assert record["abandoned"] and record["seed"] == drawn_seed  # abandoning ends the secret
    assert not (data_dir / "saves" / f"{game_id}.json").exists()  # nothing left to continue

    assert main(["replay", game_id, "--seat", "2"]) == 0
    out = capsys.readouterr().out
    n = len(record["actions"])
    assert f"step {n} of {n}" in out and "You play take 1" in out

    assert main(["replay", "live22", "--seat", "2"]) == 2
    err = capsys.readouterr().err
    assert "is not over" in err and err.count("\n") == 1 and str(drawn_seed) not in err
    assert f"seaboard resume {game_id} continues it" in err  # the copy holds that game

    assert main(["replay"]) == 0
    listing = capsys.readouterr().out
    assert game_id in listing and "abandoned" in listing and "going on" in listing


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["replay", "nosuchid"], "no game 'nosuchid'"),
        (["replay", "GAME", "--seat", "5"], "--seat '5' is not a seat of this game"),
    ],
)
@pytest.mark.usefixtures("toy_registered")
def test_bad_replay_requests_are_one_line(
    argv: list[str], message: str, data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = seaboard.load("pick-up")
    record = Record(game, 3, ["random", "random"], game_id="abcdef")
    record.save(data_dir / "records" / "abcdef.json")
    assert main([a.replace("GAME", "abcdef") for a in argv]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_a_bare_number_is_notation_never_a_menu_number(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Flotsam Fight: typing a card held in hand must not play 'action number N'."""
    typed: list[str] = []

    def read_line(timeout: float | None) -> str | None:
        if typed:
            return None
        record = load_record(only_record(data_dir))
        hand = record.states()[-1].view(0)["hand"]
        card = next(c for c in hand if c >= 2)
        typed.append(str(card))
        return str(card)

    monkeypatch.setattr(play, "read_stdin", read_line)
    argv = ["play", "flotsam-fight", "--players", "3", "--seats", "human,random", "--seed", "3"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    before_quit = load_record(only_record(data_dir))
    # Nothing was played by the human: every action in the record came before the prompt.
    assert all(s.to_move != 0 for s in before_quit.states()[:-1])
    assert f"'{typed[0]}' is not an action or a command here" in out
    assert "#" in out.split(f"'{typed[0]}' is not an action", 1)[1].splitlines()[0]


def test_a_long_menu_shows_every_kind_of_action(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """El Switcher: claims, end or undo never hide behind '... and 61 more'."""
    game = seaboard.load("el-switcher", turn_seconds=None)
    state = game.new(3)
    assert state.to_move == 0
    legal = [str(a) for a in state.legal_actions()]
    assert len(legal) > 30
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    argv = ["play", "el-switcher", "--option", "turn_seconds=none", "--seed", "3"]
    assert main([*argv, "--seats", "human,random"]) == 0
    out = capsys.readouterr().out
    # one group per movement card (the data's card), then the claims and the end
    kinds = [group("el-switcher", data) for data in state.view(0)["legal_data"]]
    assert len(set(kinds)) >= 2 and all(k.startswith("mov") for k in kinds[:-1])
    for kind in set(kinds):  # named by the card's words, never its notation
        name = card_words(kind) if kind.startswith("mov") else kind
        assert f"{name} ({kinds.count(kind)}): " in out
    assert f"#{len(legal)} {legal[-1]}" in out


def test_list_filters_the_legal_actions(data_dir: Path) -> None:
    """Land vs Sea: list TEXT narrows hundreds of placements to those containing TEXT."""
    game = seaboard.load("land-vs-sea")
    seats = make_seats(["human", "random"], game.players)
    record = Record(game, 5, [s.spec for s in seats])
    asked: list[tuple[str, list[str]]] = []

    def read_line(timeout: float | None) -> str | None:
        legal = [str(a) for a in table.state.legal_actions()]
        if len(legal) <= 30:
            return "#1"
        if asked:
            return None
        space = legal[-1].split("@")[1].split("r")[0]
        asked.append((space, legal))
        return f"list on {space},"  # the menu's words for a space

    console = Console(file=io.StringIO(), width=200)
    path = data_dir / "lvs.json"
    table = Table(game, record, seats, path, console, read_line=read_line)
    table.run()
    out = console.file.getvalue()  # type: ignore[attr-defined]
    space, legal = asked[0]
    expected = [(i + 1, n) for i, n in enumerate(legal) if f"@{space}r" in n]
    assert expected
    for number, notation in expected:
        # the label is what the player types (the short form differs by a comma only)
        action = game.parse_action(notation)
        found = re.search(rf"#{number} (tile [^#\n]*?)(?: {{2,}}|$)", out, re.MULTILINE)
        assert found is not None and game.parse_action_for(found.group(1), 0) == action
        assert notation not in out
    assert f"{len(expected)} of {len(legal)} legal actions" in out


def test_every_action_is_told_in_words_to_the_human(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("#1\n" * 4 + "quit\n"))
    argv = ["play", "flotsam-fight", "--players", "3", "--seats", "human,random", "--seed", "8"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    record = load_record(only_record(data_dir))
    states = record.states()
    assert states[0].describe_start(0) in out
    told = 0
    for before, after in itertools.pairwise(states):
        text = before.describe(after.history[-1], 0, after)
        assert f"• {text}" in out
        told += 1
    assert told >= 4 and any(s.to_move != 0 for s in states[:-1])


@pytest.mark.parametrize("name", names())
def test_help_prints_the_games_notation_and_the_rules_command(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\nquit\n"))
    argv = ["play", name, "--seats", "human,random", "--seed", "2"]
    if name == "el-switcher":
        argv += ["--option", "turn_seconds=none"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    guide = game_help(name)
    if guide is None:
        assert "no notation guide" in out
    else:
        for line in guide.splitlines()[:3]:
            assert line.strip() in out
    assert f"seaboard rules {name}" in out and "#N" in out and "list TEXT" in out


def el_switcher_table(folder: Path, undos: int, lines: list[str]) -> tuple[Table, io.StringIO]:
    game = seaboard.load("el-switcher", turn_seconds=None, undos=undos)
    seats = [Seat("human", None), *make_seats(["random"], 1)]
    record = Record(game, 3, [s.spec for s in seats])
    out = io.StringIO()
    console = Console(file=out, width=200)
    path = folder / f"{record.game_id}.json"
    return Table(game, record, seats, path, console, read_line=script(lines)), out


def test_undo_follows_the_games_limits(data_dir: Path) -> None:
    """El Switcher without take-backs refuses with the reason; with them, undo is its action."""
    table, out = el_switcher_table(data_dir, 0, ["#1", "undo"])
    table.run()
    assert len(table.record.actions) == 1
    assert "No take-back: take-backs are off in this game" in out.getvalue()

    table, out = el_switcher_table(data_dir, 1, ["#1", "undo"])
    table.run()
    assert table.record.actions[-1] == "undo" and len(table.record.actions) == 2
    before = table.states[-2]
    assert before.describe(table.state.history[-1], 0, table.state) in out.getvalue()


@pytest.mark.usefixtures("toy_registered")
def test_undo_of_ones_own_action_within_the_turn() -> None:
    """The toy game lets a take-back happen when the turn goes on: build such a position."""
    game = seaboard.load("pick-up")
    state = game.new(1)
    action = state.legal_actions()[0]
    after = state.play(action)
    from seaboard.engine.undo import take_back_refusal

    assert take_back_refusal(state, action, after, 0) == "your turn is over"
    assert take_back_refusal(state, action, after, 1) == "the last action was not yours"


@pytest.mark.usefixtures("toy_registered")
def test_hint_is_offered_only_where_it_can_help() -> None:
    ebbe = seaboard.load("ebbe-flut").new(1)
    assert all(str(a).startswith("draw") for a in ebbe.legal_actions())
    seat = ebbe.to_move
    assert seat is not None
    refusal = hint_refusal(ebbe, seat)
    assert refusal is not None and "blind" in refusal
    placed = ebbe.play(ebbe.legal_actions()[0])
    assert placed.to_move is not None and hint_refusal(placed, placed.to_move) is None
    lvs = seaboard.load("land-vs-sea").new(1)  # taking a visible tile is a real choice
    assert lvs.to_move is not None and hint_refusal(lvs, lvs.to_move) is None
    toy = seaboard.load("pick-up", tokens=1).new(1)
    assert hint_refusal(toy, 0) == "there is only one thing to do"


def test_the_hot_seat_clock_starts_after_the_hand_over(data_dir: Path) -> None:
    game = seaboard.load("el-switcher", turn_seconds=2)
    seats = [Seat("human", None), Seat("human", None)]
    record = Record(game, 3, ["human", "human"])
    timeouts: list[float | None] = []

    def read_line(timeout: float | None) -> str | None:
        timeouts.append(timeout)
        if len(timeouts) == 1:
            # A person reads the hand-over screen a while: that second is the quantity under
            # test (the turn's clock must not have run during it), not a wait for anything.
            time.sleep(1.0)
            return ""
        return None

    console = Console(file=io.StringIO(), width=200)
    Table(game, record, seats, data_dir / "hot.json", console, read_line=read_line).run()
    assert timeouts[0] is None
    assert timeouts[1] is not None and timeouts[1] > 1.5


def test_input_typed_before_a_timeout_is_discarded_with_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from seaboard.cli.terminal import TIMEOUT, TIMEOUT_TYPED, read_stdin

    controller, terminal = os.openpty()
    with os.fdopen(terminal, "r") as stream:
        monkeypatch.setattr(sys, "stdin", stream)
        shown = io.StringIO()
        monkeypatch.setattr(sys, "stdout", shown)
        os.write(controller, b"mov1 0,0")  # half a line, no Enter
        echoed = b""  # the terminal echoes what its line editor took in: then it holds it
        while len(echoed) < len(b"mov1 0,0"):
            ready, _, _ = select.select([controller], [], [], 30)
            assert ready, f"the terminal never echoed the typed bytes: {echoed!r}"
            echoed += os.read(controller, 100)
        assert read_stdin(0.2) == TIMEOUT_TYPED  # something was typed, and is dropped
        assert read_stdin(0.2) == TIMEOUT  # nothing typed this time
        os.write(controller, b"end\n")
        assert read_stdin(2.0) == "end\n"
        assert "left in this turn" in shown.getvalue()
    os.close(controller)


@pytest.mark.usefixtures("toy_registered")
def test_the_command_itself_keeps_the_seed_secret(tmp_path: Path) -> None:
    """The installed command, as a process: a drawn seed is not printed; records land in
    SEABOARD_DATA_DIR."""
    env = {**os.environ, "SEABOARD_DATA_DIR": str(tmp_path)}
    proc = sys.executable
    code = (
        "import sys; sys.path.insert(0, 'tests');"
        "from toy import PickUp; from seaboard.engine import registry;"
        "registry._GAMES['pick-up'] = PickUp;"
        "from seaboard.cli.main import main; sys.exit(main(sys.argv[1:]))"
    )
    import subprocess

    result = subprocess.run(
        [proc, "-c", code, "play", "pick-up", "--seats", "human,random"],
        input="take 1\nquit\ny\n",
        capture_output=True,
        text=True,
        env=env,
        check=False,
        cwd=Path(__file__).parents[2],
    )
    assert result.returncode == 0, result.stderr
    (path,) = (tmp_path / "records").glob("*.json")
    data = json.loads(path.read_text())
    assert data["seed"] is None  # the game was left, not ended: the seed stays secret
    save = json.loads((tmp_path / "saves" / path.name).read_text())
    assert isinstance(save["record"]["seed"], int)
    assert str(save["record"]["seed"]) not in result.stdout
    assert "You play take 1" in result.stdout
    assert f"seaboard resume {data['id']}" in result.stdout


@pytest.mark.usefixtures("toy_registered")
def test_hot_seat_players_are_told_what_happened_since_their_last_turn(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n#1\n\n#2\n\nquit\n"))
    assert main(["play", "pick-up", "--seats", "human,human", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    second = out.split("Pass the device to Player 2", 1)[1]
    assert "Since the start:" in second and "• Player 1 begins." in second
    assert second.index("• Player 1 begins.") < second.index("• Player 1 plays take 1")
    third = second.split("Pass the device to Player 1", 1)[1]
    assert "Since your last look:\n• Player 2 plays take 2" in third


def test_the_clock_has_one_place_the_status_line(data_dir: Path) -> None:
    """The board does not show a frozen copy of El Switcher's clock; the prompt's line counts."""
    game = seaboard.load("el-switcher", turn_seconds=60)
    seats = make_seats(["human", "random"], 2)
    record = Record(game, 3, [s.spec for s in seats])
    timeouts: list[float | None] = []

    def read_line(timeout: float | None) -> str | None:
        timeouts.append(timeout)
        return None

    out = io.StringIO()
    table = Table(game, record, seats, data_dir / "c.json", Console(file=out), read_line=read_line)
    table.run()
    assert "left in the turn" not in out.getvalue()
    assert timeouts[0] is not None and 55 < timeouts[0] <= 60


def test_a_placement_is_taken_back_within_the_turn(data_dir: Path) -> None:
    """Land vs Sea: a placement reveals nothing and the turn goes on, so undo takes it back."""
    game = seaboard.load("land-vs-sea")
    seats = make_seats(["human", "random"], game.players)
    record = Record(game, 5, [s.spec for s in seats])
    steps: list[str] = []

    def read_line(timeout: float | None) -> str | None:
        legal = [str(a) for a in table.state.legal_actions()]
        if not any("@" in n for n in legal) and not steps:
            return "#1"  # the draft
        steps.append(legal[0] if len(steps) != 2 else legal[1])
        return ["#1", "undo", "#2", None][len(steps) - 1]

    out = io.StringIO()
    table = Table(game, record, seats, data_dir / "u.json", Console(file=out), read_line=read_line)
    table.run()
    text = out.getvalue()
    first, second = steps[0], steps[2]
    shown = game.notation_for(game.parse_action(first), 0)
    assert f"You took back {shown}." in text
    assert first not in record.actions and second in record.actions
    saved = json.loads((data_dir / "u.json").read_text())
    assert saved["actions"] == record.actions


@pytest.mark.usefixtures("toy_registered")
def test_the_board_highlights_what_the_others_changed(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The renderer gets ``before``: the seat's view right after its own last action."""
    drawn: list[tuple[dict[str, Any], dict[str, Any] | None]] = []

    def fake_render(view: dict[str, Any], before: dict[str, Any] | None = None, **_: Any) -> str:
        drawn.append((view, before))
        return ""

    monkeypatch.setattr(play, "render", fake_render)
    game = seaboard.load("pick-up")
    seats = make_seats(["human", "random"], 2)
    record = Record(game, 2, [s.spec for s in seats])
    table = Table(
        game,
        record,
        seats,
        data_dir / "h.json",
        Console(file=io.StringIO()),
        read_line=script(["#1"]),
    )
    table.run()
    (first, before0), (second, before1) = drawn[:2]
    assert before0 is None and first["pile"] == 7
    assert before1 is not None and before1["pile"] == 6  # after my take 1, before the bot's
    assert second["pile"] < 6


@pytest.mark.usefixtures("toy_registered")
def test_ctrl_c_leaves_the_game_saved_to_be_continued(
    data_dir: Path, drawn_seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupt(timeout: float | None) -> str | None:
        raise KeyboardInterrupt

    monkeypatch.setattr(play, "read_stdin", interrupt)
    assert main(["play", "pick-up", "--seats", "human,random"]) == 130
    data = json.loads(only_record(data_dir).read_text())
    assert not data["abandoned"] and data["seed"] is None and data["result"] is None
    save = json.loads((data_dir / "saves" / f"{data['id']}.json").read_text())
    assert save["record"]["seed"] == drawn_seed


@pytest.mark.parametrize("name", names())
def test_the_end_says_game_over_once_with_the_result_and_the_scores(
    name: str, data_dir: Path
) -> None:
    options = {"max_turns": 4} if name == "el-switcher" else {}
    game = seaboard.load(name, **options)
    seats = make_seats(["random"] * game.players, game.players)
    record = Record(game, 5, [s.spec for s in seats])
    out = io.StringIO()
    table = Table(game, record, seats, data_dir / "end.json", Console(file=out, width=200))
    final = table.run()
    end = out.getvalue().split("Final position")[-1]
    assert end.lower().count("game over") == 1
    closing = next(x for x in end.splitlines() if x.startswith("Final scores: "))
    for seat, score in enumerate(final.scores):
        assert f"{game.role_name(seat)} {score:g}" in closing
    assert all(game.role_name(w) in closing for w in final.winners)


def test_the_hot_seat_hand_over_clears_the_scrollback_and_shows_nothing_of_the_last_hand(
    data_dir: Path,
) -> None:
    import re

    game = seaboard.load("flotsam-fight", 2)
    seats = make_seats(["human", "human"], 2)
    record = Record(game, 5, [s.spec for s in seats])
    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=120, color_system="standard")
    answers = iter(["", "#1", "", "quit"])
    seen_at_confirm: list[str] = []
    hands: list[list[int]] = []

    def read_line(timeout: float | None) -> str | None:
        answer = next(answers, None)
        if answer == "#1":  # the first player's hand, on screen now
            mover = table.state.to_move
            assert mover is not None
            hands.append(list(table.state.view(mover)["hand"]))
        if answer == "" and hands:  # the second player confirms they hold the device
            seen_at_confirm.append(out.getvalue())
        return answer

    table = Table(game, record, seats, data_dir / "h.json", console, read_line=read_line)
    table.run()
    (text,) = seen_at_confirm
    wipe = "\x1b[2J\x1b[H" + play.CLEAR_SCROLLBACK
    first = table.states[0].to_move
    assert first is not None
    second = game.role_name(1 - first)
    assert text.count(wipe) == 2, "cleared after the first hand-over and before the second"
    after = text.rsplit(wipe, 1)[1]
    plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", after)
    assert plain == f"Pass the device to {second} and press Enter.\n"
    assert hands and all(str(card) not in plain for card in hands[0])


@pytest.mark.usefixtures("data_dir")
def test_players_are_told_by_the_names_given(capsys: pytest.CaptureFixture[str]) -> None:
    """``--names``: every line names the players; a wrong count is one line, exit 2."""
    argv = ["play", "flotsam-fight", "--players", "2", "--seats", "random,random", "--seed", "3"]
    assert main([*argv, "--names", "Ann,Bob"]) == 0
    out = capsys.readouterr().out
    assert "• Ann loads " in out and "• Bob loads " in out and "Player 1 loads" not in out
    assert main([*argv, "--names", "Ann,Bob,Cy"]) == 2
    captured = capsys.readouterr()
    assert captured.err.strip() == "seaboard: --names gives 3 names for 2 players"
    assert "Flotsam Fight" not in captured.out


def test_the_hot_seat_hand_over_names_the_player_given(data_dir: Path) -> None:
    game = seaboard.load("flotsam-fight", 2)
    seats = make_seats(["human", "human"], 2)
    record = Record(game, 5, [s.spec for s in seats])
    out = io.StringIO()
    answers = iter(["", "#1", "", "quit", "y"])
    table = Table(
        game,
        record,
        seats,
        data_dir / "n.json",
        Console(file=out, width=120),
        read_line=lambda timeout: next(answers, None),
        names=["Ann", "Ben"],
    )
    table.run()
    first = table.states[0].to_move
    assert first is not None
    told = ["Ann", "Ben"]
    text = out.getvalue()
    assert f"Pass the device to {told[first]} ({game.role_name(first)}) and press" in text
    assert f"Pass the device to {told[1 - first]} ({game.role_name(1 - first)}) and" in text


def test_against_bots_the_turn_clock_is_off_unless_asked_for() -> None:
    """As Play now in the browser: only people wait for each other."""
    import argparse

    from seaboard.cli.session import unclocked_against_bots

    game = seaboard.load("el-switcher")
    assert game.turn_seconds == 120
    asked = argparse.Namespace(option=[])
    assert unclocked_against_bots(game, ["human", "greedy"], asked).turn_seconds is None
    assert unclocked_against_bots(game, ["human", "human"], asked).turn_seconds == 120
    clocked = seaboard.load("el-switcher", turn_seconds="30")
    asked = argparse.Namespace(option=["turn_seconds=30"])
    assert unclocked_against_bots(clocked, ["human", "greedy"], asked).turn_seconds == 30
    deck = seaboard.load("el-switcher", deck="short")
    kept = unclocked_against_bots(
        deck, ["human", "random"], argparse.Namespace(option=["deck=short"])
    )
    assert kept.option("deck") == "short" and kept.turn_seconds is None

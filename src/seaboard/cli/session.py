"""``seaboard play`` and ``seaboard resume``: a game at the terminal from its start to its end,
over as many sittings as it takes.

Every game is saved after every action (the public record and the private save,
``saves.py``). Leaving the table (``quit``, Ctrl-C, the end of the input, the window
closed) keeps the game, which ``seaboard resume`` continues; ``abandon`` ends it for good.
A closed window (SIGHUP) saves and exits at once without a word (there is nobody to read it).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from types import FrameType

from rich.console import Console
from rich.markup import escape

from seaboard.bots import split_specs
from seaboard.cli import lang
from seaboard.cli.arguments import game_from, parse_options
from seaboard.cli.line_editing import line_editing
from seaboard.cli.saves import Save, held, latest, load_save, save_path
from seaboard.cli.terminal import sane_terminal
from seaboard.engine import Game, InvalidOptions, NotationError, SeaboardError, load
from seaboard.engine.language import N_
from seaboard.records import Record, load_record, new_game_id, record_path

DEFAULT_SEATS = "human,ismcts:think=1.0"
HELP = "[bold]help[/]"  # the command, the same in every language
HANGUP_STATUS = 129  # 128 + SIGHUP, as a shell reports a process the hang-up ended


class HangUp(BaseException):
    """The terminal went away (SIGHUP): save and go, saying nothing."""


def cmd_play(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.play import make_seats

    game = game_from(args)
    if not args.hint_seconds > 0:
        raise InvalidOptions(
            N_("--hint-seconds must be more than 0, not {seconds}"),
            seconds=f"{args.hint_seconds:g}",
        )
    specs = seat_specs(args.seats, game)
    game = unclocked_against_bots(game, specs, args)
    seats = make_seats(specs, game.players)
    names = player_names(args.names, game.players)
    chosen = args.seed is not None
    seed = args.seed if chosen else game.random_seed()
    record = Record(game, seed, [s.spec for s in seats], seed_secret=not chosen)
    while args.record is None and (
        record_path(record.game_id).exists() or save_path(record.game_id).exists()
    ):
        record.game_id = new_game_id()  # never overwrite another game's record
    path = args.record or record_path(record.game_id)
    if args.record is not None:
        check_record_file(path, ask=confirm_overwrite)
    told = lang.of_game(game.name)
    title = f"[bold]{escape(told.t(game.title))}[/]"
    rules = f"[bold]seaboard rules {game.name}[/]"
    if chosen:
        opening = N_(
            "{title}, game {gid}, your seed {seed}. Type {help} for the notation and the "
            "commands, {rules} for the rules."
        )
    else:
        opening = N_(
            "{title}, game {gid}. Type {help} for the notation and the commands, {rules} "
            "for the rules."
        )
    console.print(
        told.t(opening, title=title, gid=record.game_id, seed=seed, help=HELP, rules=rules)
    )
    return sit(Save(record, path, names, args.hint_seconds), console, restore=False)


def cmd_resume(args: argparse.Namespace, console: Console) -> int:
    game_id = args.game_id if args.game_id is not None else latest()
    save = load_save(game_id)
    record = save.record
    check_record_file(save.record_path, ask=confirm_overwrite, own=record.game_id)
    told = lang.of_game(record.game.name)
    console.print(
        told.t(
            N_("{title}, game {gid}, continued after {n} actions. Type {help} for the commands."),
            title=f"[bold]{escape(told.t(record.game.title))}[/]",
            gid=record.game_id,
            n=len(record.actions),
            help=HELP,
        )
    )
    return sit(save, console, restore=True)


def sit(save: Save, console: Console, *, restore: bool) -> int:
    """Play ``save``'s game at this terminal until it ends or the humans leave."""
    from seaboard.cli.play import Table, make_seats

    record = save.record
    seats = make_seats(record.seats, record.game.players)
    if sys.stdin.isatty():  # a game killed by kill -9 may have left it without echo
        sane_terminal(sys.stdin.fileno())
    with held(record.game_id):
        table = Table(
            record.game,
            record,
            seats,
            save.record_path,
            console,
            read_line=line_editing(),
            hint_seconds=save.hint_seconds,
            names=save.names,
            keeper=save,
        )
        if restore:
            table.restore()
        with hang_up_raises():
            try:
                table.run()
            except KeyboardInterrupt:
                console.print()  # off the prompt's line
                table.leave()
                raise
            except HangUp:
                quietly(table.save)
                return HANGUP_STATUS
    return 0


@contextmanager
def hang_up_raises() -> Iterator[None]:
    """SIGHUP raises ``HangUp`` here (nothing to do where the system has no SIGHUP)."""
    if not hasattr(signal, "SIGHUP"):
        yield
        return

    def hang_up(signum: int, frame: FrameType | None) -> None:
        silence()  # before anything else tries to write to the terminal that is gone
        raise HangUp

    previous = signal.signal(signal.SIGHUP, hang_up)
    try:
        yield
    finally:
        signal.signal(signal.SIGHUP, previous)


def quietly(save: Callable[[], None]) -> None:
    """Save once more after a hang-up (nothing is told: the terminal is gone)."""
    with suppress(OSError, SeaboardError):  # the save after the last action shown is on disk
        save()


def silence() -> None:
    """Send what is printed from now on nowhere (rich's console prints to ``sys.stdout``)."""
    devnull = open(os.devnull, "w")  # noqa: SIM115 (kept open until the process ends)
    sys.stdout = sys.stderr = devnull


def seat_specs(given: str | None, game: Game) -> list[str]:
    """The seats asked for; none given: you against the search bot, or you alone (solo)."""
    if given is not None:
        return split_specs(given)
    return split_specs(DEFAULT_SEATS)[: game.players]


def unclocked_against_bots(game: Game, specs: list[str], args: argparse.Namespace) -> Game:
    """A game where at most one seat is a person's has no turn clock unless one was asked
    for with ``--option`` (as Play now in the browser): only people wait for each other."""
    given = parse_options(args.option)
    free = sorted(option for option in game.clock_options if option not in given)
    if specs.count("human") > 1 or not free:
        return game
    return load(game.name, game.players, **given, **dict.fromkeys(free, "none"))


def check_record_file(path: Path, ask: Callable[[str], bool], own: str | None = None) -> None:
    """Refuse (unless ``ask`` says yes) a record file that holds something already, other
    than game ``own``'s record."""
    if not path.exists() or (path.is_file() and path.stat().st_size == 0):
        return
    if not path.is_file():
        raise NotationError(
            N_("cannot save a record to {path}: it is not a regular file"), path=path
        )
    told = lang.shared()
    try:
        held_now = load_record(path)
        what = told.t(
            N_("game {gid} ({title}, {n} actions)"),
            gid=held_now.game_id,
            title=lang.of_game(held_now.game.name).t(held_now.game.title),
            n=len(held_now.actions),
        )
    except SeaboardError:
        held_now = None
        what = told.t(N_("something that is not a Seaboard record"))
    if held_now is not None and held_now.game_id == own:
        return
    if own is None:
        question = told.t(
            N_("{path} holds {what}. Replace it with this new game?"), path=path, what=what
        )
    else:
        question = told.t(
            N_("{path} holds {what}. Replace it with game {gid}?"), path=path, what=what, gid=own
        )
    if not ask(question):
        raise NotationError(
            N_("{path} holds {what}: choose another file for --record, or remove it"),
            path=path,
            what=what,
        )


def confirm_overwrite(question: str) -> bool:
    """Ask at a terminal; without one (a script) the answer is no."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return False
    try:
        asked = lang.shared().t(N_("{question} (y/n)"), question=question)
        return input(f"{asked} ").strip().lower() in lang.yes_words(lang.shared())
    except EOFError:
        return False


def player_names(text: str, players: int) -> list[str | None] | None:
    """``--names Ann,Bob``: a name per seat (an empty one: the role); none given: None."""
    if not text.strip():
        return None
    names = [n.strip() or None for n in text.split(",")]
    if len(names) > players:
        raise InvalidOptions(
            N_("--names gives {names} names for {players} players"),
            names=len(names),
            players=players,
        )
    return names + [None] * (players - len(names))

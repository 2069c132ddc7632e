"""The ``seaboard`` command: list, rules, play, resume, replay, simulate, tournament, lab,
bench, serve."""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from pathlib import Path
from typing import NoReturn

from rich.console import Console
from rich.markdown import Markdown
from rich.markup import escape
from rich.table import Table

import seaboard
from seaboard.bots import split_specs
from seaboard.cli.arguments import add_game_args, add_scale_args, game_from
from seaboard.engine import (
    Game,
    InvalidOptions,
    NotationError,
    SeaboardError,
    State,
    counted,
    game_class,
    load,
)
from seaboard.per_game import package_of


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line, with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"seaboard: {message} (see --help)\n")


def build_parser() -> Parser:
    parser = Parser(prog="seaboard", description="Play and study tabletop games.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)

    sub.add_parser("list", help="the games and their options")

    p = sub.add_parser("rules", help="our summary of a game's rules")
    p.add_argument("game")

    p = sub.add_parser("play", help="play in the terminal against bots or friends")
    add_game_args(p)
    p.add_argument(
        "--seats",
        default=None,
        help="one spec per seat, e.g. human,greedy or human,human (the last bot fills the "
        "rest; default: human,ismcts:think=1.0, or human alone in a solo game)",
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        help="a seed of your own (shown and saved; without it the seed stays secret until the end)",
    )
    p.add_argument(
        "--record", type=Path, default=None, help="where to save the game (default: by game id)"
    )
    p.add_argument("--hint-seconds", type=float, default=1.0, help="thinking time of `hint`")
    p.add_argument(
        "--names",
        default="",
        help="the players' names in seat order, comma-separated, e.g. Ann,Bob (default: roles)",
    )

    p = sub.add_parser("resume", help="continue a saved game (no GAME: the most recent one)")
    p.add_argument("game_id", nargs="?", metavar="GAME", help="the game's id, such as k3m9qa")

    p = sub.add_parser("replay", help="step through a saved game (no GAME: the recent games)")
    p.add_argument("game_ref", nargs="?", metavar="GAME", help="a game id or a record file")
    p.add_argument(
        "--seat",
        default=None,
        help="whose view to show: 1, 2, ... or a role such as land (default: a spectator's)",
    )

    p = sub.add_parser("simulate", help="many games between bots, with statistics")
    add_game_args(p)
    p.add_argument("--games", type=int, default=100)
    p.add_argument(
        "--bots",
        default="random",
        help="one bot spec per seat, comma-separated (the last bot fills the remaining seats)",
    )
    add_scale_args(p)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rotate", action="store_true", help="play every deal once per seating")
    p.add_argument(
        "--out",
        type=Path,
        action="append",
        default=[],
        help="keep every game as one row: FILE.jsonl (JSON lines) or FILE.parquet; repeatable",
    )

    p = sub.add_parser("tournament", help="a round robin between bots with Elo ratings")
    add_game_args(p)
    p.add_argument("--bots", required=True, help="two or more bot specs, comma-separated")
    p.add_argument("--games", type=int, default=20, help="games per pair (2 players) or in all")
    add_scale_args(p)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--out",
        type=Path,
        action="append",
        default=[],
        help="the games' rows: FILE.jsonl or FILE.parquet, repeatable (default: JSON lines "
        "in the data dir)",
    )

    from seaboard.cli.lab import add_lab_parser

    add_lab_parser(sub)

    p = sub.add_parser("bench", help="random-playout throughput per game")
    p.add_argument("games", nargs="*", help="game names (default all)")
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--bots", action="store_true", help="also ismcts iterations per second")

    from seaboard.cli.serve import add_serve_parser

    add_serve_parser(sub)

    from seaboard.cli.review import add_review_parser

    add_review_parser(sub)
    return parser


def cmd_list(console: Console) -> None:
    table = Table(title="Seaboard games")
    for col in ("name", "title", "players", "options"):
        table.add_column(col)
    for info in seaboard.games():
        opts = "\n".join(
            f"{o['name']}={_show(o['default'])} ({o['allowed']}): {o['help']}"
            for o in info["options"]
        )
        span = f"{info['min_players']}-{info['max_players']}"
        table.add_row(info["name"], info["title"], span, opts or "-")
    console.print(table)


def _show(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def cmd_rules(name: str, console: Console) -> None:
    game_class(name)  # an unknown name is refused with the known ones
    text = resources.files(package_of(name)).joinpath("rules.md").read_text()
    console.print(Markdown(text))


def cmd_play(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.session import cmd_play as play

    return play(args, console)


def cmd_resume(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.session import cmd_resume as resume

    return resume(args, console)


REPLAY_KEYS = (
    "Keys: Enter or n next step, b back, t next turn (the next player to move), "
    "N (a number) go to step N, e the end, s the start, k these keys, q quit"
)


def cmd_replay(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.render import render
    from seaboard.records import find_record, list_records, load_record

    if args.game_ref is None:
        return list_games(console, list_records())
    record = load_record(find_record(args.game_ref))
    seat = None if args.seat is None else seat_of(record.game, args.seat)
    if record.seed is None:  # the game goes on: its seed is still secret
        gid = record.game_id
        raise NotationError(
            f"game {gid} is not over, so it cannot be replayed yet: seaboard resume {gid} "
            f"continues it ({counted(len(record.actions), 'action')} so far)"
        )
    states = record.states()
    interactive = sys.stdin.isatty()
    last = len(states) - 1
    height = max(24, console.height)
    i = 0
    note = ""
    while True:
        console.rule(f"{record.game.title}: step {i} of {last}")
        if i == 0:
            told = states[0].describe_start(seat)
        else:
            after = states[i]
            told = states[i - 1].describe(after.history[-1], seat, after)
        told_lines = len(console.render_lines(escape(told), pad=False))
        before = states[i - 1].view(seat) if i > 0 else None
        board = render(states[i].view(seat), before=before, height=height - 4 - told_lines)
        console.print(board)
        console.print(f"[bold]{escape(told)}[/]", highlight=False)
        if not interactive:
            if i == last:
                return 0
            i += 1
            continue
        if note:
            console.print(f"[yellow]{escape(note)}[/]", highlight=False)
        try:
            key = input(
                "Enter: next, b: back, t: next turn, N: step N, e: end, k: keys, q: quit > "
            )
        except EOFError:
            return 0
        step, note = replay_step(key.strip().lower(), i, states)
        if step is None:
            return 0
        i = step


def replay_step(key: str, i: int, states: list[State]) -> tuple[int | None, str]:
    """Where a replay key leads from step ``i`` (None: quit) and a line to say there."""
    last = len(states) - 1
    if key in ("q", "quit"):
        return None, ""
    if key in ("", "n"):
        return (i + 1, "") if i < last else (i, "This is the end of the game (b: back, q: quit).")
    if key == "b":
        return (i - 1, "") if i > 0 else (i, "This is the start (Enter: next step).")
    if key == "e":
        return last, ""
    if key == "s":
        return 0, ""
    if key == "t":
        mover = states[i].to_move
        for j in range(i + 1, last + 1):
            if states[j].to_move != mover:
                return j, ""
        return last, "No other player moves after this: here is the end."
    if key in ("k", "?", "h", "help"):
        return i, REPLAY_KEYS
    if key.isdigit():
        n = int(key)
        if 0 <= n <= last:
            return n, ""
        return i, f"There is no step {n}: the steps go from 0 (the start) to {last}."
    return i, f"{key!r} is not a replay key. {REPLAY_KEYS}."


def seat_of(game: Game, text: str) -> int:
    """A seat from ``--seat``: its number from 1, or its role ("land", "player-2")."""
    key = text.strip().lower().replace(" ", "-")
    roles = [r.lower() for r in game.roles]
    if key in roles:
        return roles.index(key)
    if key.isdigit() and 1 <= int(key) <= game.players:
        return int(key) - 1
    raise InvalidOptions(
        f"--seat {text!r} is not a seat of this game: 1 to {game.players} or one of "
        + ", ".join(game.roles)
    )


def list_games(console: Console, paths: list[Path]) -> int:
    """The recent records, newest first: id, game, when, length and result."""
    from seaboard.records import load_record

    if not paths:
        from seaboard.datadir import records_dir

        console.print(f"No games saved yet in {records_dir()}.")
        return 0
    table = Table(title="Recent games (seaboard replay ID; one going on: seaboard resume ID)")
    for col in ("id", "game", "started", "actions", "state"):
        table.add_column(col)
    for path in paths:
        try:
            record = load_record(path)
        except SeaboardError:
            continue
        state = "over" if record.seed is not None else "going on"
        if record.abandoned:
            state = "abandoned"
        table.add_row(
            record.game_id, record.game.name, record.created, str(len(record.actions)), state
        )
    console.print(table)
    return 0


def cmd_simulate(args: argparse.Namespace, console: Console) -> int:
    from seaboard.bots import make_bot
    from seaboard.cli import simulate

    game = game_from(args)
    bots = split_specs(args.bots)
    for spec in bots:
        make_bot(spec)  # fail fast on a bad spec
    if args.games < 1:
        raise InvalidOptions("--games must be at least 1")
    try:
        jobs = simulate.jobs_for(game, bots, args.games, args.seed, args.rotate)
    except ValueError as err:
        raise InvalidOptions(str(err)) from None
    backend = backend_of(args)
    rows = list(simulate.run(jobs, args.jobs, console, *backend, args.out))
    for table in simulate.summary(game, rows):
        console.print(table)
    for path in args.out:
        console.print(f"{counted(len(rows), 'game')} written to {path}")
    return 0


def backend_of(args: argparse.Namespace) -> tuple[str, str | None]:
    """``--backend`` and ``--address``, checked together."""
    if args.address is not None and args.backend != "ray":
        raise InvalidOptions("--address names a Ray cluster: use it with --backend ray")
    if args.jobs < 1:
        raise InvalidOptions("--jobs must be at least 1")
    return args.backend, args.address


def cmd_tournament(args: argparse.Namespace, console: Console) -> int:
    from seaboard.bots import make_bot
    from seaboard.cli import simulate, tournament
    from seaboard.datadir import records_dir

    game = game_from(args)
    bots = list(dict.fromkeys(split_specs(args.bots)))
    if len(bots) < 2:
        raise InvalidOptions("a tournament needs at least two different bots")
    for spec in bots:
        make_bot(spec)
    if args.games < 1:
        raise InvalidOptions("--games must be at least 1")
    jobs = tournament.schedule(game, bots, args.games, args.seed)
    outs = args.out or [records_dir() / f"tournament-{game.name}-seed{args.seed}.jsonl"]
    rows = list(simulate.run(jobs, args.jobs, console, *backend_of(args), outs))
    console.print(tournament.ratings_table(bots, rows, args.seed))
    for path in outs:
        console.print(f"{counted(len(rows), 'game')} written to {path}")
    return 0


def cmd_bench(args: argparse.Namespace, console: Console) -> int:
    from seaboard import compiled
    from seaboard.cli.bench import bench, bench_bot

    build = compiled.build()
    names = args.games or [info["name"] for info in seaboard.games()]
    results = [bench(load(name), args.seconds) for name in names]
    searches = [bench_bot(load(name), args.seconds) for name in names] if args.bots else []
    if args.json:
        rows = [r.as_dict() for r in results]
        for row, its in zip(rows, searches, strict=False):
            row["ismcts_iterations_per_s"] = its
        for row in rows:
            row["build"] = build
        print(json.dumps(rows, indent=1))
        return 0
    table = Table(
        title=f"random play, one core, {args.seconds:g} s per game, {build} ({compiled.why()})"
    )
    columns = ["game", "players", "games/s", "actions/s", "mean legal actions"]
    if searches:
        columns.append("ismcts iterations/s")
    for col in columns:
        table.add_column(col, justify="left" if col == "game" else "right")
    for i, r in enumerate(results):
        cells = [
            r.game,
            str(r.players),
            f"{r.games_per_s:,.1f}",
            f"{r.actions_per_s:,.0f}",
            f"{r.mean_legal:.1f}",
        ]
        if searches:
            cells.append(f"{searches[i]:,.0f}")
        table.add_row(*cells)
    console.print(table)
    return 0


def cmd_lab(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.lab import cmd_lab as lab

    return lab(args, console, game_from(args), backend_of(args))


def cmd_serve(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.serve import cmd_serve as serve

    return serve(args, console)


def cmd_review(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.review import cmd_review as review

    return review(args, console)


def main(argv: list[str] | None = None) -> int:
    """Entry point; bad input prints one line on stderr and exits with status 2."""
    args = build_parser().parse_args(argv)
    console = Console()
    try:
        if args.command == "list":
            cmd_list(console)
            return 0
        if args.command == "rules":
            cmd_rules(args.game, console)
            return 0
        handlers = {
            "play": cmd_play,
            "resume": cmd_resume,
            "replay": cmd_replay,
            "simulate": cmd_simulate,
            "tournament": cmd_tournament,
            "lab": cmd_lab,
            "bench": cmd_bench,
            "serve": cmd_serve,
            "review": cmd_review,
        }
        return handlers[args.command](args, console)
    except SeaboardError as err:
        print(f"seaboard: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        where = f": {err.filename}" if err.filename else ""
        print(f"seaboard: {err.strerror or err}{where}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nseaboard: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())

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
from seaboard.catalogues import moment
from seaboard.cli import lang
from seaboard.cli.arguments import (
    add_game_args,
    add_lang_arg,
    add_scale_args,
    game_from,
    told_argparse,
)
from seaboard.engine import (
    Game,
    InvalidOptions,
    NotationError,
    SeaboardError,
    State,
    game_class,
    load,
)
from seaboard.engine.language import N_, Language
from seaboard.per_game import package_of


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line, with status 2, in the terminal's
    language (``cli.lang``; argparse's own words are translated by ``told_argparse``)."""

    def error(self, message: str) -> NoReturn:
        told = lang.shared().t(N_("seaboard: {error} (see --help)"), error=message)
        self.exit(2, told + "\n")


def build_parser(language: Language | None = None) -> Parser:
    """The command's parser, its help in ``language`` (default: the terminal's)."""
    told = language if language is not None else lang.shared()
    t = told.t
    parser = Parser(prog="seaboard", description=t(N_("Play and study tabletop games.")))
    add_lang_arg(parser, told)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)

    p = sub.add_parser("list", help=t(N_("the games and their options")))
    add_lang_arg(p, told)

    p = sub.add_parser("rules", help=t(N_("our summary of a game's rules")))
    p.add_argument("game")
    add_lang_arg(p, told)

    p = sub.add_parser("play", help=t(N_("play in the terminal against bots or friends")))
    add_game_args(p, told)
    p.add_argument(
        "--seats",
        default=None,
        help=t(
            N_(
                "one spec per seat, e.g. human,greedy or human,human (the last bot fills the "
                "rest; default: human,ismcts:think=1.0, or human alone in a solo game)"
            )
        ),
    )
    p.add_argument(
        "--seed",
        type=int,
        default=None,
        help=t(
            N_(
                "a seed of your own (shown and saved; without it the seed stays secret "
                "until the end)"
            )
        ),
    )
    p.add_argument(
        "--record",
        type=Path,
        default=None,
        help=t(N_("where to save the game (default: by game id)")),
    )
    p.add_argument("--hint-seconds", type=float, default=1.0, help=t(N_("thinking time of `hint`")))
    p.add_argument(
        "--names",
        default="",
        help=t(
            N_("the players' names in seat order, comma-separated, e.g. Ann,Bob (default: roles)")
        ),
    )
    add_lang_arg(p, told)

    p = sub.add_parser("resume", help=t(N_("continue a saved game (no GAME: the most recent one)")))
    p.add_argument(
        "game_id", nargs="?", metavar="GAME", help=t(N_("the game's id, such as k3m9qa"))
    )
    add_lang_arg(p, told)

    p = sub.add_parser(
        "replay", help=t(N_("step through a saved game (no GAME: the recent games)"))
    )
    p.add_argument("game_ref", nargs="?", metavar="GAME", help=t(N_("a game id or a record file")))
    p.add_argument(
        "--seat",
        default=None,
        help=t(N_("whose view to show: 1, 2, ... or a role such as land (default: a spectator's)")),
    )
    add_lang_arg(p, told)

    p = sub.add_parser("simulate", help=t(N_("many games between bots, with statistics")))
    add_game_args(p, told)
    p.add_argument("--games", type=int, default=100)
    p.add_argument(
        "--bots",
        default="random",
        help=t(
            N_("one bot spec per seat, comma-separated (the last bot fills the remaining seats)")
        ),
    )
    add_scale_args(p, told)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--rotate", action="store_true", help=t(N_("play every deal once per seating")))
    p.add_argument(
        "--out",
        type=Path,
        action="append",
        default=[],
        help=t(
            N_("keep every game as one row: FILE.jsonl (JSON lines) or FILE.parquet; repeatable")
        ),
    )
    add_lang_arg(p, told)

    p = sub.add_parser("tournament", help=t(N_("a round robin between bots with Elo ratings")))
    add_game_args(p, told)
    p.add_argument("--bots", required=True, help=t(N_("two or more bot specs, comma-separated")))
    p.add_argument(
        "--games",
        type=int,
        default=20,
        help=t(N_("games per pair (2 players) or in all")),
    )
    add_scale_args(p, told)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--out",
        type=Path,
        action="append",
        default=[],
        help=t(
            N_(
                "the games' rows: FILE.jsonl or FILE.parquet, repeatable (default: JSON "
                "lines in the data dir)"
            )
        ),
    )
    add_lang_arg(p, told)

    from seaboard.cli.lab import add_lab_parser

    add_lab_parser(sub, told)

    p = sub.add_parser("bench", help=t(N_("random-playout throughput per game")))
    p.add_argument("games", nargs="*", help=t(N_("game names (default all)")))
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--json", action="store_true")
    p.add_argument("--bots", action="store_true", help=t(N_("also ismcts iterations per second")))
    add_lang_arg(p, told)

    from seaboard.cli.serve import add_serve_parser

    add_serve_parser(sub, told)

    from seaboard.cli.review import add_review_parser

    add_review_parser(sub, told)
    return parser


def cmd_list(console: Console) -> None:
    t = lang.shared().t
    table = Table(title=t(N_("Seaboard games")))
    for col in (N_("name"), N_("title"), N_("players"), N_("options")):
        table.add_column(t(col))
    for info in seaboard.games():
        told = lang.of_game(info["name"])
        opts = "\n".join(
            f"{o['name']}={_show(o['default'])} ({o['allowed']}): {told.t(o['help'])}"
            for o in info["options"]
        )
        span = f"{info['min_players']}-{info['max_players']}"
        table.add_row(info["name"], told.t(info["title"]), span, opts or "-")
    console.print(table)


def _show(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def cmd_rules(name: str, console: Console) -> None:
    """The game's rules in the terminal's language (``rules.<lang>.md`` beside
    ``rules.md``); without that file the English ones, under a line saying so."""
    game_class(name)  # an unknown name is refused with the known ones
    folder = resources.files(package_of(name))
    code = lang.code()
    own = folder.joinpath(f"rules.{code}.md")
    if code != "en" and own.is_file():
        text = own.read_text(encoding="utf-8")
    else:
        text = folder.joinpath("rules.md").read_text(encoding="utf-8")
        if code != "en":
            console.print(
                lang.shared().t(
                    N_(
                        "(These rules are not written in your language yet: here they are "
                        "in English.)"
                    )
                ),
                highlight=False,
            )
    console.print(Markdown(text))


def cmd_play(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.session import cmd_play as play

    return play(args, console)


def cmd_resume(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.session import cmd_resume as resume

    return resume(args, console)


REPLAY_KEYS = N_(
    "Keys: Enter or n next step, b back, t next turn (the next player to move), "
    "N (a number) go to step N, e the end, s the start, k these keys, q quit"
)


def cmd_replay(args: argparse.Namespace, console: Console) -> int:
    from seaboard.cli.render import render
    from seaboard.records import find_record, list_records, load_record

    if args.game_ref is None:
        return list_games(console, list_records())
    record = load_record(find_record(args.game_ref))
    told = lang.of_game(record.game.name)
    seat = None if args.seat is None else seat_of(record.game, args.seat)
    if record.seed is None:  # the game goes on: its seed is still secret
        gid = record.game_id
        played = told.tn("{n} action", "{n} actions", len(record.actions))
        raise NotationError(
            N_(
                "game {gid} is not over, so it cannot be replayed yet: seaboard resume {gid} "
                "continues it ({played} so far)"
            ),
            gid=gid,
            played=played,
        )
    states = record.states()
    interactive = sys.stdin.isatty()
    last = len(states) - 1
    height = max(24, console.height)
    i = 0
    note = ""
    while True:
        console.rule(
            told.t(
                N_("{title}: step {step} of {last}"),
                title=told.t(record.game.title),
                step=i,
                last=last,
            )
        )
        if i == 0:
            line = states[0].describe_start(seat, language=told)
        else:
            after = states[i]
            line = states[i - 1].describe(after.history[-1], seat, after, language=told)
        told_lines = len(console.render_lines(escape(line), pad=False))
        before = states[i - 1].view(seat) if i > 0 else None
        board = render(
            states[i].view(seat), before=before, height=height - 4 - told_lines, language=told
        )
        console.print(board)
        console.print(f"[bold]{escape(line)}[/]", highlight=False)
        if not interactive:
            if i == last:
                return 0
            i += 1
            continue
        if note:
            console.print(f"[yellow]{escape(note)}[/]", highlight=False)
        try:
            key = input(
                told.t(
                    N_("Enter: next, b: back, t: next turn, N: step N, e: end, k: keys, q: quit")
                )
                + " > "
            )
        except EOFError:
            return 0
        step, note = replay_step(key.strip().lower(), i, states, told)
        if step is None:
            return 0
        i = step


def replay_step(
    key: str, i: int, states: list[State], told: Language | None = None
) -> tuple[int | None, str]:
    """Where a replay key leads from step ``i`` (None: quit) and a line to say there."""
    t = (told if told is not None else lang.shared()).t
    last = len(states) - 1
    if key in ("q", "quit"):
        return None, ""
    if key in ("", "n"):
        if i < last:
            return i + 1, ""
        return i, t(N_("This is the end of the game (b: back, q: quit)."))
    if key == "b":
        return (i - 1, "") if i > 0 else (i, t(N_("This is the start (Enter: next step).")))
    if key == "e":
        return last, ""
    if key == "s":
        return 0, ""
    if key == "t":
        mover = states[i].to_move
        for j in range(i + 1, last + 1):
            if states[j].to_move != mover:
                return j, ""
        return last, t(N_("No other player moves after this: here is the end."))
    if key in ("k", "?", "h", "help"):
        return i, t(REPLAY_KEYS)
    if key.isdigit():
        n = int(key)
        if 0 <= n <= last:
            return n, ""
        return i, t(
            N_("There is no step {step}: the steps go from 0 (the start) to {last}."),
            step=n,
            last=last,
        )
    return i, t(N_("{key!r} is not a replay key. {keys}."), key=key, keys=t(REPLAY_KEYS))


def seat_of(game: Game, text: str) -> int:
    """A seat from ``--seat``: its number from 1, or its role ("land", "player-2")."""
    key = text.strip().lower().replace(" ", "-")
    roles = [r.lower() for r in game.roles]
    if key in roles:
        return roles.index(key)
    if key.isdigit() and 1 <= int(key) <= game.players:
        return int(key) - 1
    raise InvalidOptions(
        N_("--seat {text!r} is not a seat of this game: 1 to {players} or one of {roles}"),
        text=text,
        players=game.players,
        roles=", ".join(game.roles),
    )


def list_games(console: Console, paths: list[Path]) -> int:
    """The recent records, newest first: id, game, when, length and result."""
    from seaboard.records import load_record

    t = lang.shared().t
    if not paths:
        from seaboard.datadir import records_dir

        console.print(t(N_("No games saved yet in {folder}."), folder=records_dir()))
        return 0
    table = Table(
        title=t(N_("Recent games (seaboard replay ID; one going on: seaboard resume ID)"))
    )
    for col in (N_("id"), N_("game"), N_("started"), N_("actions"), N_("state")):
        table.add_column(t(col))
    for path in paths:
        try:
            record = load_record(path)
            # a seed chosen with --seed is shown from the start: only the last position
            # says whether such a game is over
            over = record.seed is not None and record.states()[-1].is_terminal
        except SeaboardError:
            continue
        state = t(N_("over")) if over else t(N_("going on"))
        if record.abandoned:
            state = t(N_("abandoned"))
        table.add_row(
            record.game_id,
            record.game.title,
            moment(record.created, lang.shared()),
            str(len(record.actions)),
            state,
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
        raise InvalidOptions(N_("--games must be at least 1"))
    try:
        jobs = simulate.jobs_for(game, bots, args.games, args.seed, args.rotate)
    except ValueError as err:
        raise InvalidOptions(str(err)) from None
    backend = backend_of(args)
    rows = list(simulate.run(jobs, args.jobs, console, *backend, args.out))
    for table in simulate.summary(game, rows):
        console.print(table)
    for path in args.out:
        console.print(written(len(rows), path))
    return 0


def written(games: int, path: Path) -> str:
    """The line saying where the games' rows went."""
    return lang.shared().tn(
        "{n} game written to {path}", "{n} games written to {path}", games, path=path
    )


def backend_of(args: argparse.Namespace) -> tuple[str, str | None]:
    """``--backend`` and ``--address``, checked together."""
    if args.address is not None and args.backend != "ray":
        raise InvalidOptions(N_("--address names a Ray cluster: use it with --backend ray"))
    if args.jobs < 1:
        raise InvalidOptions(N_("--jobs must be at least 1"))
    return args.backend, args.address


def cmd_tournament(args: argparse.Namespace, console: Console) -> int:
    from seaboard.bots import make_bot
    from seaboard.cli import simulate, tournament
    from seaboard.datadir import records_dir

    game = game_from(args)
    bots = list(dict.fromkeys(split_specs(args.bots)))
    if len(bots) < 2:
        raise InvalidOptions(N_("a tournament needs at least two different bots"))
    for spec in bots:
        make_bot(spec)
    if args.games < 1:
        raise InvalidOptions(N_("--games must be at least 1"))
    jobs = tournament.schedule(game, bots, args.games, args.seed)
    outs = args.out or [records_dir() / f"tournament-{game.name}-seed{args.seed}.jsonl"]
    rows = list(simulate.run(jobs, args.jobs, console, *backend_of(args), outs))
    console.print(tournament.ratings_table(bots, rows, args.seed))
    for path in outs:
        console.print(written(len(rows), path))
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
    """Entry point; bad input prints one line on stderr and exits with status 2.

    Everything is told in the language of ``--lang``, else of the environment
    (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), else in English."""
    given = sys.argv[1:] if argv is None else argv
    try:
        code = lang.choose(given)
    except lang.BadLanguage as bad:
        print(lang.refusal(str(bad), lang.shared()), file=sys.stderr)
        return 2
    with lang.use(code):
        return _main(given)


def _main(argv: list[str]) -> int:
    told = lang.shared()
    with told_argparse(told):
        args = build_parser(told).parse_args(argv)
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
        print(f"seaboard: {err.told(_errors_language(args))}", file=sys.stderr)
        return 2
    except OSError as err:
        where = f": {err.filename}" if err.filename else ""
        print(f"seaboard: {err.strerror or err}{where}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\n" + told.t(N_("seaboard: interrupted")), file=sys.stderr)
        return 130


def _errors_language(args: argparse.Namespace) -> Language:
    """The language an error is told in: the game's when the command names a known game
    (its own words, then the shared ones), else the shared one."""
    name = getattr(args, "game", None)
    if isinstance(name, str):
        try:
            return lang.of_game(name)
        except SeaboardError:
            pass
    return lang.shared()


if __name__ == "__main__":
    sys.exit(main())

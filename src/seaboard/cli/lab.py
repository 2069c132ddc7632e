"""``seaboard lab``: a balance study of one game written as a self-contained HTML report."""

from __future__ import annotations

import argparse
import shlex
from pathlib import Path
from typing import Any

from rich.console import Console

from seaboard.bots import make_bot, split_specs
from seaboard.engine import Game, InvalidOptions, counted, load
from seaboard.engine.language import ENGLISH, N_, Language


def add_lab_parser(sub: Any, told: Language = ENGLISH) -> None:
    from seaboard.cli.arguments import add_game_args, add_lang_arg, add_scale_args

    t = told.t
    p = sub.add_parser("lab", help=t(N_("a balance study with plots, as an HTML report")))
    add_game_args(p, told)
    p.add_argument(
        "--compare",
        default=None,
        metavar="KEY=V1,V2",
        help=t(N_("play the same seeds under each value of an option, side by side with tests")),
    )
    p.add_argument(
        "--bots", default="random", help=t(N_("bot specs per seat (the last fills the rest)"))
    )
    p.add_argument("--games", type=int, default=1000, help=t(N_("games per study (per value)")))
    p.add_argument("--seed", type=int, default=0, help=t(N_("the first game's seed")))
    p.add_argument("--out", type=Path, required=True, help=t(N_("the report's directory")))
    add_scale_args(p, told)
    add_lang_arg(p, told)


def compared(text: str | None) -> tuple[str, list[str]] | None:
    """``--compare key=v1,v2`` as the key and its values."""
    if text is None:
        return None
    key, eq, values = text.partition("=")
    got = [v.strip() for v in values.split(",") if v.strip()]
    if not eq or not key.strip() or len(got) < 2:
        raise InvalidOptions(f"--compare {text!r} must be written key=value1,value2")
    return key.strip(), got


def needs_libraries() -> None:
    """InvalidOptions naming the extra when matplotlib, scipy or pyarrow is missing."""
    import importlib

    for name in ("matplotlib", "scipy", "pyarrow"):
        try:
            importlib.import_module(name)
        except ImportError:
            raise InvalidOptions(
                f"seaboard lab needs {name}: pip install 'seaboard[study]'"
            ) from None


def command_of(args: argparse.Namespace) -> str:
    """The command line that makes this report again."""
    words = ["seaboard", "lab", args.game]
    if args.players is not None:
        words += ["--players", str(args.players)]
    for pair in args.option:
        words += ["--option", pair]
    if args.compare:
        words += ["--compare", args.compare]
    words += ["--bots", args.bots, "--games", str(args.games), "--seed", str(args.seed)]
    if args.backend != "local":
        words += ["--backend", args.backend, *(["--address", args.address] if args.address else [])]
    return shlex.join([*words, "--out", str(args.out)])


def cmd_lab(
    args: argparse.Namespace, console: Console, game: Game, backend: tuple[str, str | None]
) -> int:
    from seaboard.cli.arguments import parse_options
    from seaboard.cli.simulate import jobs_for, run
    from seaboard.study import lab

    if args.games < 1:
        raise InvalidOptions("--games must be at least 1")
    needs_libraries()
    bots = split_specs(args.bots)
    for spec in bots:
        make_bot(spec)
    options = parse_options(args.option)
    comparison = compared(args.compare)
    games: list[tuple[str, Game]] = [("as given", game)]
    if comparison is not None:
        key, values = comparison
        games = [
            (f"{key}={v}", load(game.name, game.players, **{**options, key: v})) for v in values
        ]
    elif options:
        games = [(" ".join(f"{k}={v}" for k, v in options.items()), game)]
    try:
        plans = [jobs_for(g, bots, args.games, args.seed, rotate=False) for _, g in games]
    except ValueError as err:
        raise InvalidOptions(str(err)) from None
    jobs = [job for plan in plans for job in plan]
    out: Path = args.out
    if out.exists() and not out.is_dir():
        raise InvalidOptions(f"--out {out} is a file: name a directory for the report")
    rows = list(run(jobs, args.jobs, console, *backend, [out / "games.parquet"]))
    studies = []
    for i, (label, g) in enumerate(games):
        studies.append(lab.Study(label, g, rows[i * args.games : (i + 1) * args.games]))
    meta = {
        "game": game.name,
        "players": game.players,
        "options": options,
        "compare": args.compare,
        "bots": [*jobs[0].bots],
        "games": args.games,
        "seed": args.seed,
        "backend": backend[0],
        "command": command_of(args),
    }
    path = lab.write(out, studies, meta)
    console.print(
        f"{counted(len(rows), 'game')} played; the report is {path} "
        f"(its numbers in {out / 'figures.json'}, the games in {out / 'games.parquet'})"
    )
    return 0

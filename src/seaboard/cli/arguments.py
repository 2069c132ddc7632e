"""The command line's shared arguments: a game with its options, and where games run."""

from __future__ import annotations

import argparse
import os

from seaboard.engine import Game, InvalidOptions, load


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``--option key=value`` pairs as a dict."""
    out = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise InvalidOptions(f"--option {pair!r} must be written key=value")
        out[key.strip()] = value.strip()
    return out


def game_from(args: argparse.Namespace) -> Game:
    return load(args.game, args.players, **parse_options(args.option))


def add_game_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help="game name (see `seaboard list`)")
    p.add_argument("--players", type=int, default=None, help="number of players")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")


def add_scale_args(p: argparse.ArgumentParser) -> None:
    """Where the games run: local processes or Ray."""
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    p.add_argument(
        "--backend",
        choices=("local", "ray"),
        default="local",
        help="local processes, or Ray (pip install 'seaboard[study]')",
    )
    p.add_argument(
        "--address",
        default=None,
        help="an existing Ray cluster's address (with --backend ray; default: a local Ray)",
    )

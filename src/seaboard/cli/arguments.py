"""The command line's shared arguments: a game with its options, where games run, and the
language everything is told in (``--lang``, with argparse's own words translated)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from contextlib import contextmanager

from seaboard.catalogues import LANGUAGES
from seaboard.engine import Game, InvalidOptions, load
from seaboard.engine.language import ENGLISH, N_, Language

#: argparse's own words (Python 3.11 onwards) that a reader meets, for the catalogue.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
    N_("%(prog)s: error: %(message)s\n"),
)
# argparse's counted message, written as a call the extraction reads as a plural.
ARGPARSE_COUNTED = ENGLISH.tn("expected %s argument", "expected %s arguments", 2)


@contextmanager
def told_argparse(language: Language) -> Iterator[None]:
    """argparse says its own words (usage, errors, headings) in ``language`` inside."""
    if language.code == ENGLISH.code:
        yield
        return
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]

    def gettext(message: str) -> str:
        return language.t(message)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return language.tn(singular, plural, n)

    argparse._ = gettext  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``--option key=value`` pairs as a dict."""
    out = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or not key:
            raise InvalidOptions(N_("--option {pair!r} must be written key=value"), pair=pair)
        out[key.strip()] = value.strip()
    return out


def game_from(args: argparse.Namespace) -> Game:
    return load(args.game, args.players, **parse_options(args.option))


def add_lang_arg(p: argparse.ArgumentParser, told: Language = ENGLISH) -> None:
    """``--lang``: the language everything is told in (read before parsing, ``cli.lang``)."""
    p.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=argparse.SUPPRESS,
        help=told.t(
            N_("the language to tell everything in: {codes} (default: from LANG, else en)"),
            codes=", ".join(LANGUAGES),
        ),
    )


def add_game_args(p: argparse.ArgumentParser, told: Language = ENGLISH) -> None:
    p.add_argument("game", help=told.t(N_("game name (see `seaboard list`)")))
    p.add_argument("--players", type=int, default=None, help=told.t(N_("number of players")))
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")


def add_scale_args(p: argparse.ArgumentParser, told: Language = ENGLISH) -> None:
    """Where the games run: local processes or Ray."""
    p.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help=told.t(N_("worker processes"))
    )
    p.add_argument(
        "--backend",
        choices=("local", "ray"),
        default="local",
        help=told.t(N_("local processes, or Ray (pip install 'seaboard[study]')")),
    )
    p.add_argument(
        "--address",
        default=None,
        help=told.t(
            N_("an existing Ray cluster's address (with --backend ray; default: a local Ray)")
        ),
    )

"""``seaboard review GAME_ID|FILE``: where a finished game was won and lost.

Prints each player's accuracy and marks, the five moves that lost the most chance of
winning with the better choice in words, and a one-line chart of each player's chances;
``--out FILE.html`` also writes the chart as a page. Every move is judged from what its
player knew then (``seaboard.review``).
"""

from __future__ import annotations

import argparse
import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
from rich.table import Table

from seaboard.bots import bot_names
from seaboard.catalogues import percent
from seaboard.cli import lang
from seaboard.engine import InvalidOptions, NotationError, State
from seaboard.engine.language import ENGLISH, N_, Language
from seaboard.records import Record, find_record, load_record
from seaboard.review import MoveReview, Review, budget_for
from seaboard.review.core import told
from seaboard.review.pool import review_record

WORST = 5
BARS = "▁▂▃▄▅▆▇█"
CHART_WIDTH = 60


def add_review_parser(sub: Any, told: Language = ENGLISH) -> None:
    from seaboard.cli.arguments import add_lang_arg

    t = told.t
    p = sub.add_parser("review", help=t(N_("where a finished game was won and lost")))
    p.add_argument(
        "game", help=t(N_("a game id (see seaboard replay), a record file, or a folder of records"))
    )
    p.add_argument(
        "--seat", type=int, default=None, help=t(N_("whose review, from 1 (default all)"))
    )
    p.add_argument(
        "--out",
        type=Path,
        default=None,
        help=t(
            N_(
                "a game: also write the chart as an HTML page; a folder: the rows "
                "(.parquet or .jsonl), one per action"
            )
        ),
    )
    p.add_argument("--workers", type=int, default=None, help=t(N_("processes (default 2)")))
    p.add_argument(
        "--backend", choices=("local", "ray"), default="local", help=t(N_("for a folder"))
    )
    p.add_argument("--address", default=None, help=t(N_("a Ray cluster's address (--backend ray)")))
    add_lang_arg(p, told)


def seat_names(record: Record, told: Language = ENGLISH) -> list[str | None]:
    """The players as a record names them: bots by their kind ("the random bot"), people by
    their name in a server's record, by their role ("Player 2") in a terminal's. Two bots
    of one kind would read alike, so those are named by their role too."""
    bots = set(bot_names())

    def kind(held: str) -> str | None:
        spec = held.removeprefix("bot:")  # a server record's bot seat
        return spec.split(":")[0] if held.startswith("bot:") or spec.split(":")[0] in bots else None

    kinds = [kind(s) for s in record.seats]

    def name(held: str, bot: str | None) -> str | None:
        if bot is not None:
            return told.t(N_("the {bot} bot"), bot=bot) if kinds.count(bot) == 1 else None
        return None if held in ("", "human", "empty") else held

    return [name(s, k) for s, k in zip(record.seats, kinds, strict=True)]


def chart_line(moves: Sequence[MoveReview], width: int = CHART_WIDTH) -> str:
    """The chances after each move as bars, squeezed to ``width`` (means of equal parts)."""
    values = [m.chance_after for m in moves]
    if not values:
        return ""
    parts = min(width, len(values))
    out = []
    for i in range(parts):
        chunk = values[i * len(values) // parts : (i + 1) * len(values) // parts]
        mean = sum(chunk) / len(chunk)
        out.append(BARS[min(len(BARS) - 1, int(mean * len(BARS)))])
    return "".join(out)


def cmd_review(args: argparse.Namespace, console: Console) -> int:
    if args.workers is not None and not 1 <= args.workers <= 64:
        raise InvalidOptions(N_("--workers must be 1 to 64, not {workers}"), workers=args.workers)
    if Path(args.game).expanduser().is_dir():
        return review_folder(args, console)
    record = load_record(find_record(args.game))
    states = record.states()
    game = record.game
    told = lang.of_game(game.name)
    if not record.over(states[-1]):
        raise NotationError(
            N_("game {gid} is not over: a review is made once it ends"), gid=record.game_id
        )
    if args.seat is not None and not 1 <= args.seat <= game.players:
        raise InvalidOptions(
            N_("--seat must be 1 to {players} for this game, not {seat}"),
            players=game.players,
            seat=args.seat,
        )
    reader = None if args.seat is None else args.seat - 1
    names = seat_names(record, told)
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn())
    with Progress(*columns, TimeElapsedColumn(), console=console, transient=True) as bar:
        task = bar.add_task(told.t(N_("reviewing")), total=len(record.actions))
        review = review_record(
            record, args.workers, lambda done, total: bar.update(task, completed=done)
        )
    show(console, review, states, names, reader, record.game_id, told)
    if args.out is not None:
        write_page(args.out, review, states, names, record.game_id, told)
        console.print(told.t(N_("Chart written to {path}."), path=escape(str(args.out))))
    return 0


def review_folder(args: argparse.Namespace, console: Console) -> int:
    """Review every finished record of a folder into ``--out``, one row per action."""
    from seaboard.review.pool import default_workers
    from seaboard.review.study import finished_records, review_rows
    from seaboard.study.sinks import Sinks

    t = lang.shared().t
    if args.out is None or args.out.suffix not in (".parquet", ".jsonl"):
        raise InvalidOptions(N_("a folder's reviews need --out FILE.parquet or FILE.jsonl"))
    if args.seat is not None:
        raise InvalidOptions(N_("--seat is for one game, not a folder"))
    paths, skipped = finished_records(Path(args.game).expanduser())
    if not paths:
        raise NotationError(N_("no finished game records in {folder}"), folder=args.game)
    workers = args.workers or default_workers()
    rows = 0
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn())
    with (
        Progress(*columns, TimeElapsedColumn(), console=console, transient=True) as bar,
        Sinks([args.out]) as sinks,
    ):
        task = bar.add_task(t(N_("records ({backend})"), backend=args.backend), total=len(paths))
        for row in review_rows(
            paths, args.backend, workers, args.address, lambda: bar.advance(task)
        ):
            sinks.write(row)
            rows += 1
    where = escape(str(args.out))
    if skipped:
        done = t(
            N_(
                "Reviewed {records} records: {rows} rows written to {path}; {skipped} not "
                "finished or not records, left out."
            ),
            records=len(paths),
            rows=rows,
            path=where,
            skipped=skipped,
        )
    else:
        done = t(
            N_("Reviewed {records} records: {rows} rows written to {path}."),
            records=len(paths),
            rows=rows,
            path=where,
        )
    console.print(done)
    return 0


def show(
    console: Console,
    review: Review,
    states: Sequence[State],
    names: Sequence[str | None],
    reader: int | None,
    game_id: str,
    told: Language = ENGLISH,
) -> None:
    game = states[0].game
    t = told.t
    tell = states[0].naming(reader, names, told)
    budget = budget_for(game.name)
    seats = range(game.players) if reader is None else [reader]
    table = Table(
        title=t(
            N_(
                "{title}, game {gid}: each move judged from what its player knew "
                "({searches} searches a choice)"
            ),
            title=t(game.title),
            gid=game_id,
            searches=budget.per_action,
        )
    )
    columns = (
        N_("player"),
        N_("accuracy"),
        N_("inaccuracies"),
        N_("mistakes"),
        N_("blunders"),
        N_("chances"),
    )
    for col in columns:
        table.add_column(t(col), justify="left" if col in ("player", "chances") else "right")
    for seat in seats:
        s = review.seats[seat]
        mine = [m for m in review.moves if m.seat == seat]
        table.add_row(
            escape(_capital(player_name(tell, seat))),
            f"{s.accuracy:.0f}",
            str(s.marks["inaccuracy"]),
            str(s.marks["mistake"]),
            str(s.marks["blunder"]),
            chart_line(mine, 30),
        )
    console.print(table)
    worst = sorted(
        (m for m in review.moves if m.seat in seats and m.mark),
        key=lambda m: (-m.lost, m.seq),
    )[:WORST]
    if not worst:
        console.print(t(N_("No move lost 5 points of chance or more.")))
        return
    console.print(t(N_("The moves that lost the most:")))
    for m in worst:
        before = states[m.seq - 1]
        line = t(
            N_("Move {seq}, {mark} ({lost} points, {before} to {after}): {action}"),
            seq=m.seq,
            mark=mark_name(m.mark, told),
            lost=f"{m.lost:.0f}",
            before=percent(m.chance_before, told),
            after=percent(m.chance_after, told),
            action=escape(told_move(before, m.action, reader, names, told)),
        )
        console.print(f"  {line}", highlight=False)
        better = t(
            N_("Better was: {action} ({chance})"),
            action=escape(told_move(before, m.best, reader, names, told)),
            chance=percent(m.best_chance, told),
        )
        console.print(f"    {better}", highlight=False)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


#: The marks' names: the one and the many, as the review tells them.
MARKS = {"inaccuracy": N_("inaccuracy"), "mistake": N_("mistake"), "blunder": N_("blunder")}


def mark_name(mark: str | None, told: Language = ENGLISH) -> str:
    """A move's mark in the reader's language ("mistake", "Fehler")."""
    if mark is None:
        return ""
    return told.t(MARKS[mark]) if mark in MARKS else mark


def marks_counted(mark: str, n: int, told: Language = ENGLISH) -> str:
    """``3 mistakes`` in the reader's language."""
    if mark == "inaccuracy":
        return told.tn("{n} inaccuracy", "{n} inaccuracies", n)
    if mark == "mistake":
        return told.tn("{n} mistake", "{n} mistakes", n)
    if mark == "blunder":
        return told.tn("{n} blunder", "{n} blunders", n)
    return f"{n} {mark}"


def player_name(tell: Any, seat: int) -> str:
    """A player as the review's table names them ("you" for the reader)."""
    if tell.is_you(seat):
        return str(tell.t(N_("you")))
    return str(tell.name(seat))


def told_move(
    state: State,
    notation: str,
    reader: int | None,
    names: Sequence[str | None],
    language: Language = ENGLISH,
) -> str:
    """``notation`` played in ``state`` in words, in ``language`` (see ``review.core.told``)."""
    if language.code == ENGLISH.code:
        return told(state, notation, reader, names)
    listener = reader if reader is not None and reader == state.to_move else None
    return state.describe(
        state.game.parse_action(notation), listener, names=names, language=language
    )


COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
MARK_COLOURS = {"inaccuracy": "#e6b800", "mistake": "#ff7f0e", "blunder": "#d62728"}


def chart_svg(
    review: Review,
    players: int,
    labels: Sequence[str],
    width: int = 720,
    told: Language = ENGLISH,
) -> str:
    """Each player's chance after each of their moves, with the marks as dots."""
    height, pad = 240, 32
    last = max((m.seq for m in review.moves), default=1)

    def x(seq: int) -> float:
        return pad + (width - 2 * pad) * (seq - 1) / max(1, last - 1)

    def y(chance: float) -> float:
        return pad + (height - 2 * pad) * (1 - chance)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'role="img" aria-label="{html.escape(told.t(N_("chance of winning over the game")))}" '
        'style="width:100%">',
        f'<line x1="{pad}" y1="{y(0.5)}" x2="{width - pad}" y2="{y(0.5)}" stroke="#ccc"/>',
        f'<text x="4" y="{y(1) + 4}" font-size="22">100%</text>',
        f'<text x="4" y="{y(0) + 4}" font-size="22">0%</text>',
    ]
    for seat in range(players):
        mine = [m for m in review.moves if m.seat == seat]
        points = " ".join(f"{x(m.seq):.1f},{y(m.chance_after):.1f}" for m in mine)
        colour = COLOURS[seat % len(COLOURS)]
        parts.append(
            f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{points}"/>'
        )
        for m in mine:
            if m.mark:
                tip = html.escape(
                    told.t(
                        N_("move {seq}, {player}: {mark}, {lost} points"),
                        seq=m.seq,
                        player=labels[seat],
                        mark=mark_name(m.mark, told),
                        lost=f"{m.lost:.0f}",
                    )
                )
                parts.append(
                    f'<circle cx="{x(m.seq):.1f}" cy="{y(m.chance_after):.1f}" r="5" '
                    f'fill="{MARK_COLOURS[m.mark]}" data-seq="{m.seq}">'
                    f"<title>{tip}</title></circle>"
                )
    parts.append("</svg>")
    return "".join(parts)


def write_page(
    path: Path,
    review: Review,
    states: Sequence[State],
    names: Sequence[str | None],
    game_id: str,
    told: Language = ENGLISH,
) -> None:
    """A self-contained HTML page: the chart, a legend, and the marked moves."""
    game = states[0].game
    t = told.t
    tell = states[0].naming(None, names, told)
    labels = [_capital(tell.name(s)) for s in range(game.players)]

    def marks(seat: int) -> str:
        return ", ".join(marks_counted(k, n, told) for k, n in review.seats[seat].marks.items())

    legend = "".join(
        f'<li style="color:{COLOURS[s % len(COLOURS)]}">'
        + html.escape(
            t(
                N_("{player}: accuracy {accuracy}, {marks}"),
                player=labels[s],
                accuracy=f"{review.seats[s].accuracy:.0f}",
                marks=marks(s),
            )
        )
        + "</li>"
        for s in range(game.players)
    )
    marked = "".join(
        "<li>"
        + html.escape(
            t(
                N_("Move {seq}, {player}, {mark} ({lost} points): {action}; better was {best}"),
                seq=m.seq,
                player=labels[m.seat],
                mark=mark_name(m.mark, told),
                lost=f"{m.lost:.0f}",
                action=told_move(states[m.seq - 1], m.action, None, names, told),
                best=told_move(states[m.seq - 1], m.best, None, names, told),
            )
        )
        + "</li>"
        for m in review.moves
        if m.mark
    )
    title = html.escape(t(N_("{title}, game {gid}: review"), title=t(game.title), gid=game_id))
    about = html.escape(
        t(
            N_(
                "Each player's chance of winning after each of their moves, judged from what "
                "they knew then; dots mark the moves that lost 5 points or more."
            )
        ),
        quote=False,
    )
    path.write_text(
        f'<!doctype html><html lang="{told.code}"><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width"><title>{title}</title>'
        f'<body style="font-family:sans-serif;max-width:760px;margin:auto;padding:8px">'
        f"<h1>{title}</h1><p>{about}</p>"
        f"{chart_svg(review, game.players, labels, told=told)}<ul>{legend}</ul><ol>{marked}</ol>"
        "</body></html>\n"
    )

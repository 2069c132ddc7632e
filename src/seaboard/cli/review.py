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
from seaboard.engine import InvalidOptions, NotationError, State, counted
from seaboard.records import Record, find_record, load_record
from seaboard.review import MoveReview, Review, budget_for
from seaboard.review.core import told
from seaboard.review.pool import review_record

WORST = 5
BARS = "▁▂▃▄▅▆▇█"
CHART_WIDTH = 60


def add_review_parser(sub: Any) -> None:
    p = sub.add_parser("review", help="where a finished game was won and lost")
    p.add_argument(
        "game", help="a game id (see seaboard replay), a record file, or a folder of records"
    )
    p.add_argument("--seat", type=int, default=None, help="whose review, from 1 (default all)")
    p.add_argument(
        "--out",
        type=Path,
        default=None,
        help="a game: also write the chart as an HTML page; a folder: the rows "
        "(.parquet or .jsonl), one per action",
    )
    p.add_argument("--workers", type=int, default=None, help="processes (default 2)")
    p.add_argument("--backend", choices=("local", "ray"), default="local", help="for a folder")
    p.add_argument("--address", default=None, help="a Ray cluster's address (--backend ray)")


def seat_names(record: Record) -> list[str | None]:
    """The players as a record names them: bots by their kind ("the random bot"), people by
    their name in a server's record, by their role ("Player 2") in a terminal's."""
    bots = set(bot_names())

    def name(held: str) -> str | None:
        spec = held.removeprefix("bot:")  # a server record's bot seat
        if held.startswith("bot:") or spec.split(":")[0] in bots:
            return f"the {spec.split(':')[0]} bot"
        return None if held in ("", "human", "empty") else held

    return [name(s) for s in record.seats]


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
        raise InvalidOptions(f"--workers must be 1 to 64, not {args.workers}")
    if Path(args.game).expanduser().is_dir():
        return review_folder(args, console)
    record = load_record(find_record(args.game))
    states = record.states()
    game = record.game
    if not record.over(states[-1]):
        raise NotationError(f"game {record.game_id} is not over: a review is made once it ends")
    if args.seat is not None and not 1 <= args.seat <= game.players:
        raise InvalidOptions(f"--seat must be 1 to {game.players} for this game, not {args.seat}")
    reader = None if args.seat is None else args.seat - 1
    names = seat_names(record)
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn())
    with Progress(*columns, TimeElapsedColumn(), console=console, transient=True) as bar:
        task = bar.add_task("reviewing", total=len(record.actions))
        review = review_record(
            record, args.workers, lambda done, total: bar.update(task, completed=done)
        )
    show(console, review, states, names, reader, record.game_id)
    if args.out is not None:
        write_page(args.out, review, states, names, record.game_id)
        console.print(f"Chart written to {escape(str(args.out))}.")
    return 0


def review_folder(args: argparse.Namespace, console: Console) -> int:
    """Review every finished record of a folder into ``--out``, one row per action."""
    from seaboard.review.pool import default_workers
    from seaboard.review.study import finished_records, review_rows
    from seaboard.study.sinks import Sinks

    if args.out is None or args.out.suffix not in (".parquet", ".jsonl"):
        raise InvalidOptions("a folder's reviews need --out FILE.parquet or FILE.jsonl")
    if args.seat is not None:
        raise InvalidOptions("--seat is for one game, not a folder")
    paths, skipped = finished_records(Path(args.game).expanduser())
    if not paths:
        raise NotationError(f"no finished game records in {args.game}")
    workers = args.workers or default_workers()
    rows = 0
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn())
    with (
        Progress(*columns, TimeElapsedColumn(), console=console, transient=True) as bar,
        Sinks([args.out]) as sinks,
    ):
        task = bar.add_task(f"records ({args.backend})", total=len(paths))
        for row in review_rows(
            paths, args.backend, workers, args.address, lambda: bar.advance(task)
        ):
            sinks.write(row)
            rows += 1
    left = f"; {skipped} not finished or not records, left out" if skipped else ""
    console.print(
        f"Reviewed {len(paths)} records: {rows} rows written to {escape(str(args.out))}{left}."
    )
    return 0


def show(
    console: Console,
    review: Review,
    states: Sequence[State],
    names: Sequence[str | None],
    reader: int | None,
    game_id: str,
) -> None:
    game = states[0].game
    tell = states[0].naming(reader, names)
    budget = budget_for(game.name)
    seats = range(game.players) if reader is None else [reader]
    table = Table(
        title=f"{game.title}, game {game_id}: each move judged from what its player knew "
        f"({budget.per_action} searches a choice)"
    )
    for col in ("player", "accuracy", "inaccuracies", "mistakes", "blunders", "chances"):
        table.add_column(col, justify="left" if col in ("player", "chances") else "right")
    for seat in seats:
        s = review.seats[seat]
        mine = [m for m in review.moves if m.seat == seat]
        table.add_row(
            escape(_capital(tell.name(seat))),
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
        console.print("No move lost 5 points of chance or more.")
        return
    console.print("The moves that lost the most:")
    for m in worst:
        before = states[m.seq - 1]
        console.print(
            f"  Move {m.seq}, {m.mark} ({m.lost:.0f} points, {m.chance_before:.0%} to "
            f"{m.chance_after:.0%}): {escape(told(before, m.action, reader, names))}",
            highlight=False,
        )
        console.print(
            f"    Better was: {escape(told(before, m.best, reader, names))} ({m.best_chance:.0%})",
            highlight=False,
        )


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
MARK_COLOURS = {"inaccuracy": "#e6b800", "mistake": "#ff7f0e", "blunder": "#d62728"}


def chart_svg(review: Review, players: int, labels: Sequence[str], width: int = 720) -> str:
    """Each player's chance after each of their moves, with the marks as dots."""
    height, pad = 240, 32
    last = max((m.seq for m in review.moves), default=1)

    def x(seq: int) -> float:
        return pad + (width - 2 * pad) * (seq - 1) / max(1, last - 1)

    def y(chance: float) -> float:
        return pad + (height - 2 * pad) * (1 - chance)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        'role="img" aria-label="chance of winning over the game" style="width:100%">',
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
                tip = html.escape(f"move {m.seq}, {labels[seat]}: {m.mark}, {m.lost:.0f} points")
                parts.append(
                    f'<circle cx="{x(m.seq):.1f}" cy="{y(m.chance_after):.1f}" r="5" '
                    f'fill="{MARK_COLOURS[m.mark]}" data-seq="{m.seq}">'
                    f"<title>{tip}</title></circle>"
                )
    parts.append("</svg>")
    return "".join(parts)


def write_page(
    path: Path, review: Review, states: Sequence[State], names: Sequence[str | None], game_id: str
) -> None:
    """A self-contained HTML page: the chart, a legend, and the marked moves."""
    game = states[0].game
    tell = states[0].naming(None, names)
    labels = [_capital(tell.name(s)) for s in range(game.players)]
    legend = "".join(
        f'<li style="color:{COLOURS[s % len(COLOURS)]}">{html.escape(labels[s])}: accuracy '
        f"{review.seats[s].accuracy:.0f}, "
        + ", ".join(counted(n, k) for k, n in review.seats[s].marks.items())
        + "</li>"
        for s in range(game.players)
    )
    marked = "".join(
        f"<li>Move {m.seq}, {html.escape(labels[m.seat])}, {m.mark} ({m.lost:.0f} points): "
        f"{html.escape(told(states[m.seq - 1], m.action, None, names))}; better was "
        f"{html.escape(told(states[m.seq - 1], m.best, None, names))}</li>"
        for m in review.moves
        if m.mark
    )
    title = html.escape(f"{game.title}, game {game_id}: review")
    path.write_text(
        f'<!doctype html><html lang="en"><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width"><title>{title}</title>'
        f'<body style="font-family:sans-serif;max-width:760px;margin:auto;padding:8px">'
        f"<h1>{title}</h1><p>Each player's chance of winning after each of their moves, "
        f"judged from what they knew then; dots mark the moves that lost 5 points or more.</p>"
        f"{chart_svg(review, game.players, labels)}<ul>{legend}</ul><ol>{marked}</ol>"
        "</body></html>\n"
    )

"""``seaboard simulate``: many games between bots, with statistics."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from seaboard.catalogues import number, percent, percent_range
from seaboard.cli import lang
from seaboard.engine import Game
from seaboard.engine.language import N_
from seaboard.study import stats
from seaboard.study.backends import run_jobs
from seaboard.study.rows import Job, jobs_for, play_one, role_label, seating
from seaboard.study.sinks import Sinks
from seaboard.study.stats import interval, share

__all__ = ["Job", "interval", "jobs_for", "play_one", "run", "seating", "share", "summary"]


class RateColumn(ProgressColumn):
    """Games finished per second."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        shown = number(speed, lang.shared(), 2) if speed else "-"
        return Text(lang.shared().t(N_("{speed} games/s"), speed=shown), style="cyan")


def run(
    jobs: list[Job],
    workers: int,
    console: Console,
    backend: str = "local",
    address: str | None = None,
    out: Sequence[Path] = (),
    chunk: int | None = None,
    ordered: bool = True,
) -> Iterator[dict[str, Any]]:
    """Play the jobs on a backend under a progress bar; yield the rows in order, each also
    written to the files of ``out`` as it arrives (``chunk``: games per task, see
    ``study.backends.chunk_size`` for the default)."""
    columns = (
        *Progress.get_default_columns()[:2],
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=True) as bar, Sinks(list(out)) as sinks:
        task = bar.add_task(
            lang.shared().t(N_("games ({backend})"), backend=backend), total=len(jobs)
        )

        def advance(n: int) -> None:
            bar.advance(task, n)

        rows = run_jobs(jobs, backend, workers, address, chunk, advance, ordered)
        for row in rows:
            sinks.write(row)
            yield row


def summary(game: Game, rows: list[dict[str, Any]]) -> list[Table]:
    """Tables per seat, per role (when roles repeat), per bot, and the first player's line."""
    n = len(rows)
    told = lang.of_game(game.name)

    def pc(share: float) -> str:
        return percent(share, told, 1)

    t = told.t
    seats = Table(
        title=t(
            N_(
                "{title}: {games}, {players} players (a shared win counts as a part of a win; "
                "intervals: 95% Wilson)"
            ),
            title=t(game.title),
            games=told.tn("{n} game", "{n} games", n),
            players=game.players,
        )
    )
    columns = (
        N_("seat"),
        N_("role"),
        N_("win rate"),
        N_("95% CI"),
        N_("mean score"),
        N_("median score"),
        N_("moved first"),
        N_("win rate when first"),
        N_("95% CI when first"),
    )
    for col in columns:
        seats.add_column(t(col), justify="left" if col == "role" else "right")
    for line in stats.by_seat(rows, game.players):
        win, began, when_first = line["win"], line["began"], line["win_when_first"]
        seats.add_row(
            str(line["seat"] + 1),
            game.role_name(line["seat"], told),
            pc(win.rate),
            percent_range(win.low, win.high, told),
            number(line["mean_score"], told, 2),
            number(line["median_score"], told, None),
            pc(began.rate),
            pc(when_first.rate) if when_first.games else "-",
            percent_range(when_first.low, when_first.high, told) if when_first.games else "-",
        )
    tables = [seats]
    roles = stats.by_role(rows)
    if len(roles) < game.players:
        per_role = Table(title=t(N_("per role (the seats of one role win together)")))
        for col in (N_("role"), N_("seats"), N_("win rate"), N_("95% CI")):
            per_role.add_column(t(col), justify="left" if col == "role" else "right")
        for line in roles:
            win = line["win"]
            per_role.add_row(
                t(role_label(game, line["role"])),
                ", ".join(str(s + 1) for s in line["seats"]),
                pc(win.rate),
                percent_range(win.low, win.high, told),
            )
        tables.append(per_role)
    bots = stats.by_bot(rows)
    if len(bots) > 1:
        per_bot = Table(title=t(N_("per bot (draws and shared wins count as a part of a win)")))
        per_bot.add_column(t(N_("bot")), overflow="fold", min_width=12)
        for col in (
            N_("seats played"),
            N_("win rate"),
            N_("95% CI"),
            N_("mean score"),
            N_("s/move"),
        ):
            per_bot.add_column(t(col), justify="right")
        for line in bots:
            win = line["win"]
            per_bot.add_row(
                line["bot"],
                str(line["seats_played"]),
                pc(win.rate),
                percent_range(win.low, win.high, told),
                number(line["mean_score"], told, 2),
                number(line["seconds_per_move"], told, 3),
            )
        tables.append(per_bot)
    length = stats.lengths(rows)
    facts = Table(show_header=False, box=None)
    facts.add_row(
        t(N_("game length (actions)")),
        t(
            N_("mean {mean}, median {median}, max {most}"),
            mean=number(length["mean"], told, 1),
            median=f"{length['median']:g}",
            most=length["max"],
        ),
    )
    first = stats.first_player(rows)
    if first.games and game.players > 1:
        facts.add_row(
            t(N_("win rate of the player who moved first")),
            t(
                N_("{rate} (95% CI {low}-{high}; fair share {fair}; {games})"),
                rate=pc(first.rate),
                low=pc(first.low),
                high=pc(first.high),
                fair=pc(1 / game.players),
                games=told.tn("{n} game", "{n} games", first.games),
            ),
        )
    tables.append(facts)
    return tables

"""The balance lab: the games of one study (or of each compared value) as an HTML report.

The report is one self-contained file (inline SVG plots from matplotlib, no scripts, nothing
fetched), beside ``figures.json`` (every number the plots show) and ``games.parquet``.
"""

from __future__ import annotations

import html
import json
import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from seaboard.engine import Game, counted
from seaboard.per_game import part
from seaboard.study import plots, stats
from seaboard.study.rows import role_label
from seaboard.study.stats import Rate

Row = dict[str, Any]


@dataclass
class Study:
    """The games played under one configuration (one value of a comparison)."""

    label: str
    game: Game
    rows: list[Row]


@dataclass
class Section:
    """A part of the report: a title, paragraphs or tables (HTML), and figures (SVG)."""

    title: str
    parts: list[str] = field(default_factory=list)
    figures: list[str] = field(default_factory=list)


@dataclass
class Test:
    """A significance test across the compared values."""

    question: str
    test: str
    statistic: float
    p: float

    def as_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "test": self.test,
            "statistic": self.statistic,
            "p_value": self.p,
        }


def esc(text: object) -> str:
    return html.escape(str(text))


def table(head: Sequence[str], body: Sequence[Sequence[object]]) -> str:
    """An HTML table (cells escaped)."""
    top = "".join(f"<th>{esc(h)}</th>" for h in head)
    rows = "".join("<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in body)
    table = f"<table><thead><tr>{top}</tr></thead><tbody>{rows}</tbody></table>"
    return f'<div class="wide">{table}</div>'  # scrolls sideways on a narrow screen


def p_text(p: float) -> str:
    return "p < 0.0001" if p < 0.0001 else f"p = {p:.4f}"


def figures(study: Study) -> dict[str, Any]:
    """The numbers the report shows for one study (so a test can check them)."""
    players = study.game.players
    seats = stats.by_seat(study.rows, players)
    first = stats.first_player(study.rows)
    return {
        "label": study.label,
        "games": len(study.rows),
        "seeds": [min(r["seed"] for r in study.rows), max(r["seed"] for r in study.rows)],
        "seat_win": [s["win"].rate for s in seats],
        "seat_win_ci": [[s["win"].low, s["win"].high] for s in seats],
        "began": [s["began"].rate for s in seats],
        "win_when_first": [s["win_when_first"].rate for s in seats],
        "first_player_win": first.rate,
        "first_player_win_ci": [first.low, first.high],
        "role_win": {r["role"]: r["win"].rate for r in stats.by_role(study.rows)},
        "mean_score": [s["mean_score"] for s in seats],
        "mean_length": stats.lengths(study.rows)["mean"],
    }


def tests(studies: Sequence[Study]) -> list[Test]:
    """Across the compared values: do the first player's wins, the seats' wins and the
    lengths differ? Chi-square tests of homogeneity and a Kruskal-Wallis H test."""
    if len(studies) < 2:
        return []
    from scipy import stats as sp

    out = []
    firsts = [stats.first_player(s.rows) for s in studies]
    grid = [[f.wins, f.games - f.wins] for f in firsts]
    if all(f.games for f in firsts) and 0 < sum(g[0] for g in grid) < sum(sum(g) for g in grid):
        chi = sp.chi2_contingency(grid, correction=False)
        out.append(
            Test(
                "first player's win rate",
                "chi-square test of homogeneity (2 x k)",
                float(chi.statistic),
                float(chi.pvalue),
            )
        )
    players = studies[0].game.players
    credit = [[sum(stats.share(r, s) for r in st.rows) for s in range(players)] for st in studies]
    cols = [c for c in range(players) if sum(row[c] for row in credit) > 0]
    if len(cols) > 1:
        chi = sp.chi2_contingency([[row[c] for c in cols] for row in credit], correction=False)
        out.append(
            Test(
                "which seat wins",
                "chi-square test of homogeneity (values x seats)",
                float(chi.statistic),
                float(chi.pvalue),
            )
        )
    samples = [[r["length"] for r in s.rows] for s in studies]
    if len({x for xs in samples for x in xs}) > 1:
        kw = sp.kruskal(*samples)
        out.append(
            Test("game length", "Kruskal-Wallis H test", float(kw.statistic), float(kw.pvalue))
        )
    return out


def seat_labels(game: Game) -> list[str]:
    return [f"{s + 1}: {game.role_name(s)}" for s in range(game.players)]


def options_text(options: dict[str, Any]) -> str:
    """The options as given on the command line, or that there were none."""
    if not options:
        return "the game's defaults"
    return ", ".join(f"{k}={v}" for k, v in options.items())


def general_sections(studies: Sequence[Study]) -> list[Section]:
    """Win rates by seat and by first player, scores and lengths (every game)."""
    game = studies[0].game
    labels = seat_labels(game)
    fair = 1 / game.players
    seat_rates = {s.label: [x["win"] for x in stats.by_seat(s.rows, game.players)] for s in studies}
    seat = Section("Win rate by seat")
    seat.figures.append(
        plots.rate_bars("Win rate by seat (95% Wilson intervals)", labels, seat_rates, fair)
    )
    body = []
    for s in studies:
        for x in stats.by_seat(s.rows, game.players):
            body.append(
                [
                    s.label,
                    labels[x["seat"]],
                    x["win"].text(),
                    f"{x['mean_score']:.2f}",
                    f"{x['median_score']:g}",
                ]
            )
    seat.parts.append(
        table(["study", "seat", "win rate (95% CI)", "mean score", "median score"], body)
    )
    roles = stats.by_role(studies[0].rows)
    if len(roles) < game.players:
        role_rates = {s.label: [r["win"] for r in stats.by_role(s.rows)] for s in studies}
        seat.figures.append(
            plots.rate_bars(
                "Win rate by role (the seats of a role together)",
                [role_label(game, r["role"]) for r in roles],
                role_rates,
            )
        )
    first = Section("Win rate by first player")
    first.parts.append(
        "<p>The first player is the one who actually moved first in the play proper, read from "
        "each game's record (in Ebbe &amp; Flut the opening cards choose them).</p>"
    )
    series = {
        s.label: [x["win_when_first"] for x in stats.by_seat(s.rows, game.players)] for s in studies
    }
    first.figures.append(
        plots.rate_bars("Win rate of each seat in the games it moved first", labels, series, fair)
    )
    body = []
    for s in studies:
        f = stats.first_player(s.rows)
        began = ", ".join(
            f"{labels[x['seat']]} {x['began'].rate:.1%}"
            for x in stats.by_seat(s.rows, game.players)
        )
        body.append([s.label, f.text(), f"{fair:.1%}", began])
    first.parts.append(
        table(["study", "first player's win rate (95% CI)", "fair share", "who moved first"], body)
    )
    scores = Section("Scores and game length")
    for seat_no in range(game.players):
        scores.figures.append(
            plots.histograms(
                f"Scores of {labels[seat_no]}",
                {s.label: [r["scores"][seat_no] for r in s.rows] for s in studies},
                "score",
            )
        )
    scores.figures.append(
        plots.histograms(
            "Game length",
            {s.label: [r["length"] for r in s.rows] for s in studies},
            "actions",
            integer=False,
        )
    )
    body = [
        [
            s.label,
            f"{stats.lengths(s.rows)['mean']:.1f}",
            f"{stats.lengths(s.rows)['median']:g}",
            stats.lengths(s.rows)["max"],
        ]
        for s in studies
    ]
    scores.parts.append(table(["study", "mean actions", "median", "longest"], body))
    return [seat, first, scores]


def game_sections(studies: Sequence[Study]) -> list[Section]:
    """The questions of the game itself, from its part ``seaboard.games.<pkg>.front.questions``."""
    module = part(studies[0].game.name, "questions")
    if module is None:
        return []
    found: list[Section] = module.sections(studies)
    return found


CSS = """
body { font-family: system-ui, sans-serif; max-width: 62rem; margin: 2rem auto; padding: 0 1rem;
       color: #1d2327; line-height: 1.45; }
h1 { font-size: 1.7rem; } h2 { margin-top: 2.2rem; border-bottom: 1px solid #ccd; }
table { border-collapse: collapse; margin: 0.8rem 0; font-size: 0.92rem; }
th, td { border: 1px solid #ccd; padding: 0.25rem 0.6rem; text-align: left; }
th { background: #eef2f6; } figure { margin: 1rem 0; } svg { max-width: 100%; height: auto; }
.meta td:first-child { font-weight: 600; } .meta td { overflow-wrap: anywhere; }
.wide, figure { overflow-x: auto; }
@media (max-width: 40rem) { figure svg { min-width: 34rem; } }
"""


def render(studies: Sequence[Study], meta: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The report's HTML and its numbers."""
    game = studies[0].game
    found = tests(studies)
    sections = [*general_sections(studies), *game_sections(studies)]
    if found:
        compare = Section("Comparison: significance")
        compare.parts.append(
            "<p>Every value was played on the same seeds. The tests treat the values' games "
            "as independent samples (they ignore the pairing by seed, which only makes them "
            "more cautious when outcomes of one seed agree).</p>"
        )
        compare.parts.append(
            table(
                ["question", "test", "statistic", "p-value"],
                [[t.question, t.test, f"{t.statistic:.3f}", p_text(t.p)] for t in found],
            )
        )
        sections.insert(0, compare)
    numbers: dict[str, Any] = {
        "meta": meta,
        "studies": [figures(s) for s in studies],
        "tests": [t.as_dict() for t in found],
    }
    numbers["sections"] = [s.title for s in sections]
    info = [
        ["game", f"{game.title} ({game.name}), {game.players} players"],
        ["studies", ", ".join(s.label for s in studies)],
        [
            "games",
            f"{counted(len(studies[0].rows), 'game')} per study, seeds "
            f"{numbers['studies'][0]['seeds'][0]} to {numbers['studies'][0]['seeds'][1]}",
        ],
        ["bots", ", ".join(meta["bots"])],
        ["options", options_text(meta["options"])],
        ["command", meta["command"]],
        ["made", meta["made"]],
    ]
    body = [
        f"<h1>{esc(game.title)}: balance lab</h1>",
        '<table class="meta"><tbody>'
        + "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in info)
        + "</tbody></table>",
    ]
    body.append(
        "<p>Rates count a win shared by k players as 1/k of a win; every interval is "
        "a 95% Wilson score interval.</p>"
    )
    for s in sections:
        body.append(f"<h2>{esc(s.title)}</h2>")
        body.extend(s.parts)
        body.extend(f"<figure>{f}</figure>" for f in s.figures)
    page = (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        f"<title>{esc(game.title)}: balance lab</title><style>{CSS}</style></head>"
        f"<body>{''.join(body)}</body></html>"
    )
    return page, numbers


def write(out: Path, studies: Sequence[Study], meta: dict[str, Any]) -> Path:
    """Write ``report.html`` and ``figures.json`` into ``out``; the report's path."""
    out.mkdir(parents=True, exist_ok=True)
    meta = {**meta, "made": datetime.now(UTC).isoformat(timespec="seconds")}
    page, numbers = render(studies, meta)
    (out / "figures.json").write_text(json.dumps(numbers, indent=1) + "\n")
    path = out / "report.html"
    path.write_text(page)
    return path


def mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else 0.0


def rate_of(hits: Sequence[bool | float]) -> Rate:
    """A rate from a list of hits (True/1 counts one, a fraction counts its part)."""
    return Rate(float(sum(hits)), len(hits))

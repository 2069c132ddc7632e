"""El Switcher in the lab: the forbidden colour and the figure decks."""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.study import plots, stats
from seaboard.study.lab import Section, Study, mean, rate_of, table


def sections(studies: Sequence[Study]) -> list[Section]:
    forbidden = Section("The forbidden colour")
    forbidden.parts.append(
        "<p>After a figure is formed its colour is forbidden until the next one. Below: the "
        "share of turns that began with a colour forbidden, per game, and the first player's "
        "win rate in the games with more and with fewer forbidden turns than the median.</p>"
    )
    forbidden.figures.append(
        plots.histograms(
            "Share of turns that began with a forbidden colour",
            {s.label: [r["facts"]["forbidden_share"] for r in s.rows] for s in studies},
            "share of turns",
            integer=False,
        )
    )
    body = []
    for s in studies:
        shares = sorted(r["facts"]["forbidden_share"] for r in s.rows)
        middle = shares[len(shares) // 2]
        many = [r for r in s.rows if r["facts"]["forbidden_share"] > middle]
        few = [r for r in s.rows if r["facts"]["forbidden_share"] <= middle]
        body.append(
            [
                s.label,
                f"{mean(shares):.1%}",
                stats.first_player(many).text(),
                stats.first_player(few).text(),
            ]
        )
    forbidden.parts.append(
        table(
            [
                "study",
                "mean share of forbidden turns",
                "first player won, more forbidden turns",
                "first player won, fewer",
            ],
            body,
        )
    )
    decks = Section("Figure decks and the turn limit")
    decks.parts.append(
        "<p>The <code>deck</code> option (full, varied, classroom, short) changes which "
        "figures each player must form; compare with <code>--compare deck=full,short</code>. "
        "A game that reaches <code>max_turns</code> is won by the fewest figures left.</p>"
    )
    body = []
    limit = {}
    for s in studies:
        facts = [r["facts"] for r in s.rows]
        capped = rate_of([f["turn_limit_reached"] for f in facts])
        limit[s.label] = [capped]
        body.append(
            [
                s.label,
                facts[0]["deck"],
                f"{mean([f['turns'] for f in facts]):.1f}",
                f"{mean([sum(f['figures_formed']) for f in facts]):.1f}",
                capped.text(),
            ]
        )
    decks.parts.append(
        table(
            ["study", "deck", "mean turns", "figures formed per game", "turn limit reached"], body
        )
    )
    decks.figures.append(
        plots.histograms(
            "Turns per game",
            {s.label: [r["facts"]["turns"] for r in s.rows] for s in studies},
            "turns",
            integer=False,
        )
    )
    return [forbidden, decks]

"""Land vs Sea in the lab: Land's and Sea's win rates and the Volcano/Whirlpool's timing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from seaboard.study import plots, stats
from seaboard.study.lab import Section, Study, mean, rate_of, table
from seaboard.study.rows import role_label

THIRDS = (("early", 0.0, 1 / 3), ("middle", 1 / 3, 2 / 3), ("late", 2 / 3, 1.01))


def sections(studies: Sequence[Study]) -> list[Section]:
    roles = Section("Land and Sea")
    roles_here = [r["role"] for r in stats.by_role(studies[0].rows)]
    names = [role_label(studies[0].game, r) for r in roles_here]
    roles.figures.append(
        plots.rate_bars(
            "Win rate by role (95% Wilson intervals)",
            names,
            {s.label: [r["win"] for r in stats.by_role(s.rows)] for s in studies},
            fair=1 / len(names),
        )
    )
    roles.parts.append(
        table(
            ["study", *names],
            [[s.label, *(r["win"].text() for r in stats.by_role(s.rows))] for s in studies],
        )
    )
    volcano = Section("The Volcano/Whirlpool: when, and how much it swings")
    volcano.parts.append(
        "<p>When in the game the Volcano/Whirlpool went into a hole (0 = the first action, "
        "1 = the last), and the win rate of the role that placed it, by when it came: a rate "
        "far from the role's usual rate is the swing.</p>"
    )
    volcano.figures.append(
        plots.histograms(
            "When the Volcano/Whirlpool was placed",
            {
                s.label: [
                    r["facts"]["volcano_at"] for r in s.rows if r["facts"]["volcano_at"] is not None
                ]
                for s in studies
            },
            "share of the game's actions",
            integer=False,
        )
    )
    body = []
    series = {}
    for s in studies:
        placed = [r for r in s.rows if r["facts"]["volcano_seat"] is not None]
        share = rate_of([r["facts"]["volcano_seat"] is not None for r in s.rows])
        placer = rate_of([_role_credit(r) for r in placed])
        by_third = [
            rate_of([_role_credit(r) for r in placed if low <= r["facts"]["volcano_at"] < high])
            for _, low, high in THIRDS
        ]
        series[s.label] = [placer, *by_third]
        roles_placing = ", ".join(
            f"{name} {rate_of([r['facts']['volcano_role'] == role for r in placed]).rate:.1%}"
            for role, name in zip(roles_here, names, strict=True)
        )
        body.append(
            [
                s.label,
                share.text(),
                f"{mean([r['facts']['volcano_at'] for r in placed]):.2f}",
                roles_placing,
                placer.text(),
                *(t.text() for t in by_third),
            ]
        )
    volcano.parts.append(
        table(
            [
                "study",
                "games with a Volcano",
                "mean timing",
                "placed by",
                "placer's role won",
                *(f"placer won, {name}" for name, _, _ in THIRDS),
            ],
            body,
        )
    )
    volcano.figures.append(
        plots.rate_bars(
            "Win rate of the role that placed the Volcano/Whirlpool",
            ["any time", *(name for name, _, _ in THIRDS)],
            series,
            fair=1 / len(names),
        )
    )
    return [roles, volcano]


def _role_credit(row: dict[str, Any]) -> float:
    """The share of the win the placer's role took (its seats together)."""
    role = row["facts"]["volcano_role"]
    seats = [s for s, r in enumerate(row["seats"]) if r == role]
    return min(1.0, sum(stats.share(row, s) for s in seats))

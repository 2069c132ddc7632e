"""Flotsam Fight in the lab: the first player of each round, and the pass rules."""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.study import plots
from seaboard.study.lab import Section, Study, mean, rate_of, table


def sections(studies: Sequence[Study]) -> list[Section]:
    players = studies[0].game.players
    rounds = Section("The first player of each round")
    rounds.parts.append(
        "<p>Round 1's first player is chosen by the seed; later rounds begin with the player "
        "who took the -1 token. Below: how often the round's first player also won that round "
        f"(took the +2), against the fair share of one in {players}, and the tokens they took.</p>"
    )
    series = {}
    body = []
    for s in studies:
        rates = []
        for i in range(3):
            hits = [
                f["round_winners"][i] == f["round_starters"][i]
                for f in (r["facts"] for r in s.rows)
                if len(f["round_winners"]) > i
            ]
            rates.append(rate_of(hits))
        series[s.label] = rates
        tokens = [
            mean(
                [
                    f["starter_tokens"][i]
                    for f in (r["facts"] for r in s.rows)
                    if len(f["starter_tokens"]) > i
                ]
            )
            for i in range(3)
        ]
        body.append(
            [
                s.label,
                s.rows[0]["facts"]["pass_rule"],
                *(r.text() for r in rates),
                " / ".join(f"{t:+.2f}" for t in tokens),
            ]
        )
    rounds.figures.append(
        plots.rate_bars(
            "The round's first player won the round",
            ["round 1", "round 2", "round 3"],
            series,
            fair=1 / players,
        )
    )
    rounds.parts.append(
        table(
            [
                "study",
                "pass rule",
                "round 1",
                "round 2",
                "round 3",
                "first player's tokens, rounds 1 / 2 / 3",
            ],
            body,
        )
    )
    passes = Section("Pass rules")
    passes.parts.append(
        "<p><code>pass_rule=until-reset</code>: a player who passes sits out until the boats "
        "are cleared; <code>one-lap</code>: they may play again next turn. Compare the two "
        "with <code>--compare pass_rule=until-reset,one-lap</code>; the seat, first-player "
        "and length figures above then show both side by side with their tests.</p>"
    )
    passes.parts.append(
        table(
            ["study", "pass rule", "mean actions"],
            [
                [
                    s.label,
                    s.rows[0]["facts"]["pass_rule"],
                    f"{mean([r['length'] for r in s.rows]):.1f}",
                ]
                for s in studies
            ],
        )
    )
    return [rounds, passes]

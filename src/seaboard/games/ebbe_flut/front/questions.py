"""Ebbe & Flut in the lab: the honor penalty's toll and whether it pays, and the covered cards."""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.study import plots, stats
from seaboard.study.lab import Section, Study, mean, rate_of, table


def sections(studies: Sequence[Study]) -> list[Section]:
    if studies[0].game.players == 1:
        return []
    honor = Section("The honor penalty: is the risk ever worth it?")
    honor.parts.append(
        "<p>Under <code>penalty=honor</code> or <code>honor-each</code> a player may end a turn "
        "with conflicts left and gives up scored cards when caught; under <code>strict</code> "
        "no turn ends with a conflict. Below: how often a game saw a penalty, the cards given "
        "up, and the win rate of the player who gave up more cards than the other (in the "
        "games where they differ): under 50% means breaking the rule did not pay.</p>"
    )
    body = []
    paid, more = {}, {}
    for s in studies:
        facts = [r["facts"] for r in s.rows]
        any_penalty = rate_of([sum(f["forfeited"]) > 0 for f in facts])
        uneven = [(r, r["facts"]["forfeited"]) for r in s.rows]
        uneven = [(r, f) for r, f in uneven if f[0] != f[1]]
        worse = rate_of([stats.share(r, 0 if f[0] > f[1] else 1) for r, f in uneven])
        paid[s.label], more[s.label] = any_penalty, worse
        body.append(
            [
                s.label,
                any_penalty.text(),
                f"{mean([f['forfeited'][0] for f in facts]):.2f} / "
                f"{mean([f['forfeited'][1] for f in facts]):.2f}",
                worse.text(),
                f"{mean([f['lost'][0] for f in facts]):.2f} / "
                f"{mean([f['lost'][1] for f in facts]):.2f}",
            ]
        )
    honor.parts.append(
        table(
            [
                "study",
                "games with a penalty (95% CI)",
                "cards given up, Water / Land",
                "win rate of the player who gave up more",
                "cards lost off the grid, Water / Land",
            ],
            body,
        )
    )
    honor.figures.append(
        plots.rate_bars(
            "Penalties and whether they paid",
            ["games with a penalty", "win rate of the one who paid more"],
            {label: [paid[label], more[label]] for label in paid},
            fair=None,
            ylabel="rate",
        )
    )
    covered = Section("Covered cards and the opening")
    covered.parts.append(
        "<p>The <code>covered</code> option sets what players remember of covered cards "
        "(<code>hidden</code> as printed, <code>owner</code>, <code>open</code>): it changes "
        "what the bots see, so its effect shows in the seat and first-player rates above when "
        "you compare its values. The opening chooses the first player by the lower card, or "
        "by a coin flip on equal cards.</p>"
    )
    body = []
    for s in studies:
        coin = rate_of([r["facts"]["first_by"] == "coin flip" for r in s.rows])
        land_first = rate_of([r["first_player"] == 1 for r in s.rows])
        body.append(
            [
                s.label,
                str(s.rows[0]["options"].get("covered")),
                coin.text(),
                land_first.text(),
                stats.first_player(s.rows).text(),
            ]
        )
    covered.parts.append(
        table(
            [
                "study",
                "covered",
                "opening decided by a coin flip",
                "Land moved first",
                "first player's win rate",
            ],
            body,
        )
    )
    return [honor, covered]

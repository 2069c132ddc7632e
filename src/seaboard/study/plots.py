"""Matplotlib figures for the lab report, each returned as an SVG string to embed in HTML."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from seaboard.study.stats import Rate

COLOURS = ("#1f6f8b", "#e07a1f", "#4c9a2a", "#a23b72", "#6b5b95", "#8c6d31")


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": 11, "svg.fonttype": "path", "axes.spines.top": False})
    plt.rcParams.update({"axes.spines.right": False})
    return plt


def svg(fig: Any) -> str:
    """The figure as an inline SVG element (the XML header left out), then closed."""
    plt = _pyplot()
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    plt.close(fig)
    text = buf.getvalue()
    return text[text.index("<svg") :]


def rate_bars(
    title: str,
    labels: Sequence[str],
    series: Mapping[str, Sequence[Rate]],
    fair: float | None = None,
    ylabel: str = "win rate",
) -> str:
    """Grouped bars of rates with their 95% intervals; ``series`` maps a legend name to
    one rate per label; ``fair`` draws a dashed line at the fair share."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.8))
    k = max(1, len(series))
    width = 0.8 / k
    for i, (name, rates) in enumerate(series.items()):
        xs = [j + (i - (k - 1) / 2) * width for j in range(len(labels))]
        heights = [r.rate for r in rates]
        # a rate measured on no game gets no bar and no interval, only "no games"
        nan = float("nan")
        errors = [
            [max(0.0, r.rate - r.low) if r.games else nan for r in rates],
            [max(0.0, r.high - r.rate) if r.games else nan for r in rates],
        ]
        ax.bar(xs, heights, width * 0.92, color=COLOURS[i % len(COLOURS)], label=name)
        ax.errorbar(xs, heights, yerr=errors, fmt="none", ecolor="black", capsize=4, lw=1)
        for x, r in zip(xs, rates, strict=True):
            if not r.games:
                ax.annotate(
                    "no games",
                    (x, 0),
                    ha="center",
                    va="bottom",
                    fontsize=8,
                    xytext=(0, 2),
                    textcoords="offset points",
                    color="grey",
                )
            else:
                ax.annotate(
                    f"{r.rate:.1%}",
                    (x, r.high),
                    ha="center",
                    va="bottom",
                    fontsize=9,
                    xytext=(0, 2),
                    textcoords="offset points",
                )
    if fair is not None:
        ax.axhline(fair, color="grey", ls="--", lw=1, label=f"fair share {fair:.0%}")
    ax.set_xticks(range(len(labels)), labels)
    ax.set_ylabel(ylabel)
    top = max([r.high for rs in series.values() for r in rs if r.games] + [fair or 0.0, 0.05])
    ax.set_ylim(0, min(1.0, top * 1.18 + 0.02))
    ax.set_title(title)
    if len(series) > 1 or fair is not None:
        ax.legend(frameon=False, fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    return svg(fig)


def histograms(
    title: str, series: Mapping[str, Sequence[float]], xlabel: str, integer: bool = True
) -> str:
    """Overlaid histograms (as step outlines) of several samples on shared bins."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(7.5, 3.6))
    values = [v for vs in series.values() for v in vs if v is not None]
    if not values:
        ax.text(0.5, 0.5, "no data", ha="center", transform=ax.transAxes)
        ax.set_title(title)
        return svg(fig)
    low, high = min(values), max(values)
    if integer and high - low <= 60:
        bins: Any = [x - 0.5 for x in range(int(low), int(high) + 2)]
    else:
        bins = 40
    for i, (name, vs) in enumerate(series.items()):
        got = [v for v in vs if v is not None]
        ax.hist(
            got,
            bins=bins,
            histtype="step",
            lw=1.8,
            color=COLOURS[i % len(COLOURS)],
            label=f"{name} (mean {sum(got) / max(1, len(got)):.2f})",
            # each game weighs 1/n: a bin's height is its share of the games
            weights=[1.0 / len(got)] * len(got),
        )
    ax.set_xlabel(xlabel)
    ax.set_ylabel("share of games")
    ax.set_title(title)
    ax.legend(frameon=False, fontsize=9, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    return svg(fig)

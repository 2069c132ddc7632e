"""The ladder's tables for docs/bots.md, in Markdown, from the packaged calibration table and
the measured seconds a move: ``.venv/bin/python benchmarks/ladder_tables.py``.

Per group: each level's displayed rating with its uncertainty (the rating two sigma down and
up, on the displayed scale: 30 points a unit of mu), the games it played, and its rate of
placing above the level below (the win rate in a two-player group) with a 95% interval.
"""

from __future__ import annotations

import json
from pathlib import Path

from seaboard.ratings.levels import LEVELS, bot_table, ladder
from seaboard.ratings.model import DISPLAY_SCALE

SPEED = Path("benchmarks/results/level_speed.json")
NAMES = {level.spec: level.name for level in LEVELS}


def ratings() -> str:
    table = bot_table()
    lines = [
        "| group | games | level | rating (± 2 sigma) | sigma | games played | "
        "points over the level below | placed above the level below (95% interval) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for group, specs in table["levels"].items():
        rated = table["ratings"][group]
        counts = table["games"][group]
        pairs = {p["upper"]: p for p in table["ahead"][group]}
        first = True
        below: int | None = None
        for spec in specs:
            head = f"`{group}` | {counts['games']}" if first else " | "
            first = False
            entry = rated.get(spec)
            if entry is None:
                lines.append(f"| {head} | {NAMES[spec]} | not played yet | | 0 | | |")
                below = None
                continue
            gap = "" if below is None else f"{entry['display'] - below:+d}"
            below = entry["display"]
            spread = round(2 * entry["sigma"] * DISPLAY_SCALE)
            pair = pairs.get(spec)
            above = (
                f"{pair['rate']:.1%} ({pair['low']:.1%}-{pair['high']:.1%}), {pair['games']} games"
                if pair and pair["games"]
                else ""
            )
            lines.append(
                f"| {head} | {NAMES[spec]} | {entry['display']} ± {spread} | "
                f"{entry['sigma']:.2f} | {counts['per_level'][spec]} | {gap} | {above} |"
            )
    return "\n".join(lines)


def speeds() -> str:
    found = json.loads(SPEED.read_text()) if SPEED.exists() else {}
    games = sorted(found)
    lines = [
        "| level | spec | " + " | ".join(games) + " |",
        "| --- | --- | " + " | ".join("---" for _ in games) + " |",
    ]
    for level in LEVELS:
        cells = []
        for game in games:
            m = found[game].get(level.spec)
            if m is None or level not in ladder(game):
                cells.append("-")
            else:
                cells.append(
                    f"{m['cpu_median']:.3f} s ({m['cpu_p90']:.3f}; wall {m['median']:.2f})"
                )
        lines.append(f"| {level.name} | `{level.spec}` | " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(speeds())
    print()
    print(ratings())

"""Studies of the games at scale, for notebooks: many games between bots as a pandas DataFrame.

    import seaboard.study
    df = seaboard.study.simulate("land-vs-sea", bots="random", games=1000)
    df.groupby("first_player")["length"].mean()
    both = seaboard.study.compare("el-switcher", option="deck", values=["full", "short"])

Needs the ``study`` extra (pandas; Ray for ``backend="ray"``): pip install 'seaboard[study]'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from seaboard.bots import make_bot, split_specs
from seaboard.engine import InvalidOptions, load

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["compare", "frame", "play_rows", "simulate"]


def play_rows(
    game: str,
    bots: str | Sequence[str] = "random",
    games: int = 100,
    options: Mapping[str, Any] | None = None,
    backend: str = "local",
    *,
    players: int | None = None,
    seed: int = 0,
    rotate: bool = False,
    workers: int = 1,
    address: str | None = None,
) -> list[dict[str, Any]]:
    """The games' rows (``seaboard.study.rows.COLUMNS``) as ``seaboard simulate`` plays them."""
    from seaboard.study.backends import run_jobs
    from seaboard.study.rows import jobs_for

    loaded = load(game, players, **dict(options or {}))
    specs = split_specs(bots) if isinstance(bots, str) else list(bots)
    for spec in specs:
        make_bot(spec)
    if games < 1:
        raise InvalidOptions("games must be at least 1")
    try:
        jobs = jobs_for(loaded, specs, games, seed, rotate)
    except ValueError as err:
        raise InvalidOptions(str(err)) from None
    return list(run_jobs(jobs, backend, workers, address))


def frame(found: Sequence[dict[str, Any]]) -> pd.DataFrame:
    """Rows as a DataFrame; each per-game fact also gets a column of its own name."""
    import pandas as pd

    df = pd.DataFrame(list(found))
    names = list(dict.fromkeys(k for r in found for k in r["facts"]))
    for name in names:
        if name not in df.columns:
            df[name] = [r["facts"].get(name) for r in found]
    return df


def simulate(
    game: str,
    bots: str | Sequence[str] = "random",
    games: int = 100,
    options: Mapping[str, Any] | None = None,
    backend: str = "local",
    **more: Any,
) -> pd.DataFrame:
    """Play ``games`` games between bots; one row per game with at least ``seed``,
    ``first_player`` (the seat that moved first), ``scores``, ``winners`` and ``length``.

    ``more``: ``players``, ``seed`` (of the first game), ``rotate``, ``workers``, ``address``.
    """
    return frame(play_rows(game, bots, games, options, backend, **more))


def compare(
    game: str,
    option: str,
    values: Sequence[Any],
    bots: str | Sequence[str] = "random",
    games: int = 100,
    options: Mapping[str, Any] | None = None,
    backend: str = "local",
    **more: Any,
) -> pd.DataFrame:
    """The same seeds played under each value of ``option``; the column ``value`` tells which."""
    import pandas as pd

    if not values:
        raise InvalidOptions("compare needs at least one value")
    parts = []
    for value in values:
        chosen = {**dict(options or {}), option: value}
        part = simulate(game, bots, games, chosen, backend, **more)
        part.insert(0, "value", str(value))
        parts.append(part)
    return pd.concat(parts, ignore_index=True)

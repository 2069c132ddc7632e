"""seaboard lab: the report's numbers equal seaboard simulate's on the same seeds, and each
report opens in Chromium with its plots (a screenshot of each is kept for a person to judge).

Screenshots go to $SEABOARD_SCREENSHOTS (default: the test's temporary directory).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from seaboard.cli.main import main
from seaboard.study import stats

pytest.importorskip("matplotlib")
pytest.importorskip("scipy")
pytest.importorskip("pyarrow")

CHROMIUM = Path("/usr/bin/chromium")

# game, extra arguments, games per study
LABS = [
    ("ebbe-flut", ["--compare", "penalty=strict,honor"], 30),
    ("flotsam-fight", ["--players", "4", "--compare", "pass_rule=until-reset,one-lap"], 20),
    ("land-vs-sea", [], 16),
    ("el-switcher", ["--option", "max_turns=30", "--compare", "deck=full,short"], 10),
]


@pytest.fixture(autouse=True)
def quiet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SEABOARD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "400")


def simulate_rows(game: str, extra: list[str], games: int, tmp: Path) -> list[dict[str, Any]]:
    out = tmp / f"simulate-{len(list(tmp.iterdir()))}.jsonl"
    argv = ["simulate", game, *extra, "--games", str(games), "--jobs", "1", "--out", str(out)]
    assert main(argv) == 0
    return [json.loads(line) for line in out.read_text().splitlines()]


def study_args(extra: list[str]) -> list[list[str]]:
    """The simulate arguments of each study of a lab run (one per compared value)."""
    base = [a for a in extra if a not in ("--compare",) and "," not in a]
    if "--compare" not in extra:
        return [base]
    key, values = extra[extra.index("--compare") + 1].split("=")
    return [[*base, "--option", f"{key}={v}"] for v in values.split(",")]


@pytest.mark.parametrize(("game", "extra", "games"), LABS, ids=[g for g, _, _ in LABS])
def test_lab_figures_equal_simulate_on_the_same_seeds(
    game: str, extra: list[str], games: int, tmp_path: Path
) -> None:
    out = tmp_path / "lab"
    argv = ["lab", game, *extra, "--games", str(games), "--jobs", "1", "--seed", "11"]
    assert main([*argv, "--out", str(out)]) == 0
    numbers = json.loads((out / "figures.json").read_text())
    page = (out / "report.html").read_text()
    sims = tmp_path / "sims"
    sims.mkdir()
    for study, args in zip(numbers["studies"], study_args(extra), strict=True):
        rows = simulate_rows(game, [*args, "--seed", "11"], games, sims)
        players = len(rows[0]["seats"])
        seats = stats.by_seat(rows, players)
        assert study["games"] == games and study["seeds"] == [11, 10 + games]
        assert study["seat_win"] == pytest.approx([s["win"].rate for s in seats])
        assert study["began"] == pytest.approx([s["began"].rate for s in seats])
        assert study["first_player_win"] == pytest.approx(stats.first_player(rows).rate)
        assert study["mean_length"] == pytest.approx(stats.lengths(rows)["mean"])
        # the table of the report shows the same rate as the figures
        assert f"{stats.first_player(rows).text()}" in page
    if "--compare" in extra:
        named = {t["test"] for t in numbers["tests"]}
        assert "Kruskal-Wallis H test" in named and "p-value" in page
        assert all(0.0 <= t["p_value"] <= 1.0 for t in numbers["tests"])
    # self-contained: no scripts, no links, nothing fetched
    assert not re.search(r"<script|<link|<img|src=|url\((?!#)", page)
    assert page.count("<svg") >= 6
    assert "Win rate by seat" in page and "Win rate by first player" in page
    # words for people: the options in words, roles as the seats name them
    assert "<td>{}</td>" not in page and "<td>{" not in page
    if game == "land-vs-sea":
        assert "the game&#x27;s defaults" in page or "the game's defaults" in page
        assert "<th>Land</th>" in page and "<th>land</th>" not in page
    screenshot(out / "report.html", game)


def screenshot(report: Path, name: str) -> None:
    missing = None if CHROMIUM.exists() else "no /usr/bin/chromium"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing = "playwright is not installed"
    if missing:
        if os.environ.get("SEABOARD_REQUIRE_E2E") == "1":
            pytest.fail(f"the lab report cannot be looked at: {missing}")
        pytest.skip(missing)
    shots = Path(os.environ.get("SEABOARD_SCREENSHOTS", report.parent))
    shots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=["--no-sandbox"]
        )
        page = browser.new_page(viewport={"width": 1100, "height": 900})
        failed: list[str] = []
        page.on("requestfailed", lambda request: failed.append(request.url))
        page.goto(report.as_uri())
        boxes = [svg.bounding_box() for svg in page.query_selector_all("svg")]
        assert boxes and all(b is not None and b["width"] > 300 for b in boxes)
        page.screenshot(path=str(shots / f"lab-{name}.png"), full_page=True)
        height = page.evaluate("document.body.scrollHeight")
        # on a phone the page keeps its width: wide tables and plots scroll on their own
        page.set_viewport_size({"width": 390, "height": 844})
        narrow = page.evaluate("document.documentElement.scrollWidth")
        page.screenshot(path=str(shots / f"lab-{name}-390.png"), full_page=True)
        browser.close()
    assert narrow <= 390
    assert not failed and height > 2000

"""A turn's screen at the terminal: where it starts, and the window a board shows of a map.

Every screen the play loop draws starts with a rule naming the game (``start``), so the
player scrolling back, and the tests, can tell where one screen ends and the next begins
(``is_start``). A board that draws part of a map (its renderer takes ``pan``) follows the
last change; ``n``, ``s``, ``e``, ``w`` move its window by half of it until the next
action, and ``board`` brings it back to the last change.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.markup import escape

from seaboard.cli import lang
from seaboard.cli import render as boards
from seaboard.engine.language import N_, Language

PAN_STEPS: dict[str, tuple[int, int]] = {
    "n": (0, -1),
    "north": (0, -1),
    "s": (0, 1),
    "south": (0, 1),
    "e": (1, 0),
    "east": (1, 0),
    "w": (-1, 0),
    "west": (-1, 0),
}
PAN_WORDS = {(0, -1): "north", (0, 1): "south", (1, 0): "east", (-1, 0): "west"}
#: What is said when the window stands at the map's end in that direction.
PAN_ENDS = {
    (0, -1): N_("The board already shows the map's north end."),
    (0, 1): N_("The board already shows the map's south end."),
    (1, 0): N_("The board already shows the map's east end."),
    (-1, 0): N_("The board already shows the map's west end."),
}
PAN_KEYS = "n s e w"
PAN_HELP = N_("move the board's part of the map north, south, east or west")
RULE = "─"


def start(console: Console, title: str) -> None:
    """The first line of a screen: a rule with ``title`` in it."""
    console.rule(f"[bold]{escape(title)}[/]", style="dim", characters=RULE)


def is_start(line: str) -> bool:
    """Whether a line of output is the rule a screen starts with."""
    text = line.rstrip()
    return text.startswith(RULE * 3) and text.endswith(RULE * 3)


class Viewport:
    """Where each seat's board stands on the map, and how far the player moved it."""

    def __init__(self, game_name: str, console: Console, language: Language | None = None) -> None:
        self.active = boards.pannable(game_name)
        self.console = console
        self.language = language if language is not None else lang.of_game(game_name)
        self.centre: dict[int | None, Any] = {}
        self.pan = (0, 0)
        self.height: int | None = None  # the board's lines on the last screen
        # the position last drawn for a seat and the earlier view it was compared with
        self.drawn: dict[int | None, tuple[object, dict[str, Any] | None]] = {}

    def board_args(
        self,
        seat: int | None,
        position: object,
        view: dict[str, Any],
        before: dict[str, Any] | None,
    ) -> dict[str, Any]:
        """The renderer's ``before`` and, for a board with a window, ``centre`` and ``pan``.

        On a redraw of the same position the earlier view is the one its first drawing used
        (what changed stays marked); a new position puts the window back on the last change.
        """
        last = self.drawn.get(seat)
        if last is not None and last[0] is position:
            before = last[1]
        else:
            self.pan = (0, 0)
            self.drawn[seat] = (position, before)
        if not self.active:
            return {"before": before}
        spot = boards.focus(view, before)
        if spot is not None:
            self.centre[seat] = spot
        return {"before": before, "centre": self.centre.get(seat), "pan": self.pan}

    def panel_args(self, panel: Any, seat: int | None, rest: str) -> dict[str, Any]:
        """What a panel (``map``) is given of the window's size and of the board's window
        (its place, and the board's height when last drawn), as it takes them."""
        given: dict[str, Any] = {"width": self.console.width, "height": self.console.height}
        if self.active:
            given |= {"centre": self.centre.get(seat), "pan": self.pan}
            given["board_height"] = self.height
        if rest:
            given["around"] = rest
        return {k: v for k, v in given.items() if boards.takes(panel, k)}

    def move(self, word: str, view: dict[str, Any], seat: int | None, **shape: Any) -> bool:
        """Move the window by ``word``'s step; False (and why, on the console) when the
        map ends there.

        ``shape`` (the board's ``height``, ``turn_start``) draws the board as the screen
        did, with the window moved and not, to tell whether anything moved."""
        step = PAN_STEPS[word]
        moved = (self.pan[0] + step[0], self.pan[1] + step[1])
        centre = self.centre.get(seat)
        width = self.console.width

        def drawn(pan: tuple[int, int]) -> list[str]:
            board = boards.render(
                view, width=width, centre=centre, pan=pan, language=self.language, **shape
            )
            return ["".join(s.text for s in line) for line in self.console.render_lines(board)]

        if drawn(moved) == drawn(self.pan):
            self.console.print(escape(self.language.t(PAN_ENDS[step])))
            return False
        self.pan = moved
        return True

    def reset(self) -> None:
        self.pan = (0, 0)

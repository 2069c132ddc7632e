"""Where a Seaboard server's CPU went, from py-spy's raw (folded) stacks, by kind of work.

Reads the files ``server_vs_bgio.py --py-spy PREFIX`` writes and sorts every sample into
one kind: the first kind in ``KINDS`` with a frame in the sample's stack (so words built
inside a view count as words, and JSON written for the commit counts as the commit).

    python benchmarks/profile_shares.py /tmp/spy-ebbe-flut-1.txt [more files]
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable

Frame = tuple[str, str]  # (function, file)


def _in(*parts: str) -> Callable[[Frame], bool]:
    return lambda frame: any(p in frame[1] for p in parts)


def _named(file_part: str, *names: str) -> Callable[[Frame], bool]:
    # py-spy names methods with their class ("State.view").
    return lambda frame: file_part in frame[1] and frame[0].rsplit(".", 1)[-1] in names


# The kind of work, most specific first.
KINDS: list[tuple[str, Callable[[Frame], bool]]] = [
    ("words (sentences for the log and the start)", _in("/words.py", "/wording")),
    ("words (sentences for the log and the start)", _named("table/log.py", "text")),
    ("words (sentences for the log and the start)", _named("table/live.py", "start_words")),
    ("take-back checks", _named("table/log.py", "undo_refusal")),
    ("take-back checks", _in("take_back", "/undo")),
    ("views (each seat's view with its legal actions)", _in("/view.py")),
    ("views (each seat's view with its legal actions)", _named("engine/state.py", "view")),
    ("rules (parse and apply the move)", _named("table/log.py", "check_act")),
    ("rules (parse and apply the move)", _named("table/live.py", "accept")),
    ("commit (SQLite write of the event)", _in("sqlalchemy", "aiosqlite", "store/")),
    ("encoding (JSON out and in)", _named("table/messages.py", "compact")),
    ("encoding (JSON out and in)", _in("orjson", "/json/")),
    ("state message (seats, clocks, last move)", _named("table/live.py", "state_message")),
    ("websocket sends (uvicorn's framing and the write)", _named("server/ws.py", "pump", "send")),
    # Every request and socket passes the app's middlewares: only the HTTP side counts here.
    ("HTTP requests (tables created and joined)", _in("http/tables.py", "seating.py")),
    ("HTTP requests (tables created and joined)", _in("httptools_impl", "h11_impl")),
    ("uvicorn, starlette and the event loop", _in("uvicorn", "starlette", "anyio", "asyncio")),
    ("uvicorn, starlette and the event loop", _named("cli/serve.py", "_run_one")),
]
OTHER = "other"


def frames(stack: str) -> list[Frame]:
    """The (function, file) of each frame of one folded stack."""
    out = []
    for part in stack.split(";"):
        name, _, rest = part.partition(" (")
        out.append((name, rest.rsplit(":", 1)[0]))
    return out


def kind_of(stack: list[Frame]) -> str:
    for kind, matches in KINDS:
        if any(matches(f) for f in stack):
            return kind
    return OTHER


def shares(lines: list[str]) -> Counter[str]:
    counts: Counter[str] = Counter()
    for line in lines:
        stack, _, count = line.rstrip("\n").rpartition(" ")
        if stack and count.isdigit():
            counts[kind_of(frames(stack))] += int(count)
    return counts


def main(paths: list[str]) -> int:
    if not paths:
        print("profile_shares: name one or more py-spy raw files", file=sys.stderr)
        return 2
    for path in paths:
        with open(path) as handle:
            counts = shares(handle.readlines())
        total = sum(counts.values())
        print(f"{path}: {total} samples")
        for kind, n in counts.most_common():
            print(f"  {100 * n / total:5.1f}%  {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

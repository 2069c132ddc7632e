"""A debugging aid: what a server process holds in memory, on request.

Off unless ``SEABOARD_MEMORY_LOG`` (a file) or ``SEABOARD_TRACEMALLOC`` is set. Then each
``SIGUSR1`` appends one JSON line to that file (``{pid}`` in its name becomes the
process id; without a file the line is logged): resident memory, the server's
own tables, maps and caches by size, the asyncio tasks and the commonest object types.
``SEABOARD_TRACEMALLOC=N`` also starts ``tracemalloc`` keeping N frames (1 is enough to
see the allocating lines; it slows the process down): the reports then add the traced
bytes and the lines whose allocations grew most since the previous report.
``SEABOARD_MALLOC_TRIM=1`` also hands free heap back to the system (glibc ``malloc_trim``)
and measures again, which separates memory the allocator keeps from memory the program
still holds.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import json
import logging
import os
import signal
import sys
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from typing import Any

log = logging.getLogger("seaboard.server.memory")

TOP_LINES = 15
TOP_TYPES = 15


def rss_kb() -> int:
    """This process's resident memory in kB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def malloc_trim() -> bool:
    """Ask glibc to give free heap pages back to the system; False where there is none."""
    name = ctypes.util.find_library("c")
    if name is None:
        return False
    try:
        libc = ctypes.CDLL(name)
        return bool(libc.malloc_trim(0))
    except (OSError, AttributeError):
        return False


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def glibc_heap() -> dict[str, int]:
    """glibc's own figures in kB: heap in use, free inside the heap, and mmapped blocks."""
    name = ctypes.util.find_library("c")
    try:
        fn = ctypes.CDLL(name).mallinfo2 if name else None
    except (OSError, AttributeError):
        fn = None
    if fn is None:
        return {}
    fn.restype = _MallInfo2
    info = fn()
    return {
        "in_use_kb": info.uordblks // 1024,
        "free_kb": info.fordblks // 1024,
        "mmapped_kb": info.hblkhd // 1024,
    }


def pymalloc() -> dict[str, int]:
    """CPython's small-object allocator in kB: its arenas, and the blocks in use in them."""
    read, write = os.pipe()
    saved = os.dup(2)
    try:
        os.dup2(write, 2)
        sys._debugmallocstats()
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(write)
    with os.fdopen(read) as handle:
        text = handle.read()
    out = {"allocated_blocks": sys.getallocatedblocks()}
    names = {
        "arenas allocated current": "arenas",
        "bytes in allocated blocks": "in_use_kb",
        "bytes in available blocks": "free_in_pools_kb",
    }
    for line in text.splitlines():
        key, _, value = line.rpartition("=")
        key = key.strip().lstrip("#").strip()
        if key in names:
            number = int(value.replace(",", ""))
            out[names[key]] = number if names[key] == "arenas" else number // 1024
        elif key.endswith("unused pools * 16384 bytes"):
            out["unused_pools_kb"] = int(value.replace(",", "")) // 1024
    if "arenas" in out:
        out["arenas_kb"] = out["arenas"] * 1024  # 1 MiB arenas (CPython 3.10 and later)
    return out


class MemoryWatch:
    """Reports of one process's memory, each against the one before."""

    def __init__(
        self, holdings: Callable[[], dict[str, int]], path: str | None, trim: bool
    ) -> None:
        self.holdings = holdings
        self.path = path
        self.trim = trim
        self.count = 0
        self._first: tracemalloc.Snapshot | None = None
        self._last: tracemalloc.Snapshot | None = None

    def report(self) -> dict[str, Any]:
        gc.collect()
        out: dict[str, Any] = {"pid": os.getpid(), "n": self.count, "time": time.time()}
        self.count += 1
        out["rss_kb"] = rss_kb()
        out["pymalloc"] = pymalloc()
        out["glibc"] = glibc_heap()
        if self.trim:
            out["trimmed"] = malloc_trim()
            out["rss_kb_trimmed"] = rss_kb()
        out["holdings"] = self.holdings()
        types = Counter(type(o).__name__ for o in gc.get_objects())
        out["gc_objects"] = sum(types.values())
        out["types"] = dict(types.most_common(TOP_TYPES))
        if tracemalloc.is_tracing():
            current, peak = tracemalloc.get_traced_memory()
            out["traced_kb"] = current // 1024
            out["traced_peak_kb"] = peak // 1024
            snapshot = tracemalloc.take_snapshot().filter_traces(
                [tracemalloc.Filter(False, tracemalloc.__file__)]
            )
            if self._last is not None and self._first is not None:
                out["grew"] = growth(snapshot, self._last)
                out["grew_since_first"] = growth(snapshot, self._first)
            else:
                self._first = snapshot
                stats = snapshot.statistics("lineno")[:TOP_LINES]
                out["largest"] = [
                    {"where": str(s.traceback[0]), "kb": s.size // 1024, "count": s.count}
                    for s in stats
                ]
            self._last = snapshot
        return out

    def write(self) -> None:
        line = json.dumps(self.report())
        if self.path:
            with open(self.path, "a") as handle:
                handle.write(line + "\n")
        else:
            log.warning("memory: %s", line)


def growth(now: tracemalloc.Snapshot, then: tracemalloc.Snapshot) -> list[dict[str, Any]]:
    """The lines whose traced memory grew most from ``then`` to ``now``."""
    diffs = now.compare_to(then, "lineno")[:TOP_LINES]
    return [
        {"where": str(d.traceback[0]), "kb": d.size_diff // 1024, "count": d.count_diff}
        for d in diffs
    ]


def install(holdings: Callable[[], dict[str, int]]) -> MemoryWatch | None:
    """Answer SIGUSR1 with a report (and start tracing) when the environment asks for it."""
    frames = os.environ.get("SEABOARD_TRACEMALLOC")
    path = os.environ.get("SEABOARD_MEMORY_LOG")
    if not frames and not path:
        return None
    if frames and not tracemalloc.is_tracing():
        tracemalloc.start(max(1, int(frames)) if frames.isdigit() else 1)
    trim = os.environ.get("SEABOARD_MALLOC_TRIM") == "1"
    watch = MemoryWatch(holdings, path.replace("{pid}", str(os.getpid())) if path else None, trim)
    try:
        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, watch.write)
    except (NotImplementedError, RuntimeError, ValueError):
        log.warning("memory: no SIGUSR1 here; reports are not available")
    return watch

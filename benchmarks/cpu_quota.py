"""Give benchmark processes a CPU quota (Linux cgroups, v1 or v2), so that N server
processes on a small machine stand for N machines' worth of cores at a reduced scale.

With two cores shared by the servers, the load client, PostgreSQL and Redis, two
unlimited server processes cannot show how throughput grows with processes: the client
and the databases take the cores they would need. Capping each server process at the
same fraction of a core measures the scaling itself (what a second process adds, net of
the coordination through Redis and PostgreSQL), as long as the rest of the machine has
room to spare; the runs say how busy the machine was.
"""

from __future__ import annotations

import contextlib
import os
import uuid
from pathlib import Path

PERIOD_US = 100_000
V1 = Path("/sys/fs/cgroup/cpu")
V2 = Path("/sys/fs/cgroup")


class QuotaError(RuntimeError):
    """The machine does not let this process set CPU quotas."""


class CpuQuota:
    """One cgroup per capped process; ``close`` removes them."""

    def __init__(self, cores: float) -> None:
        if not 0.01 <= cores <= 64:
            raise QuotaError(f"a CPU quota must be 0.01 to 64 cores, not {cores}")
        self.cores = cores
        self.groups: list[Path] = []
        if (V1 / "cgroup.procs").exists():
            self.root, self.v2 = V1, False
        elif (V2 / "cgroup.controllers").exists():
            self.root, self.v2 = V2, True
        else:
            raise QuotaError("no cgroup cpu controller is mounted at /sys/fs/cgroup")

    def cap(self, pid: int) -> None:
        """Limit ``pid`` (and the processes it starts later) to ``cores`` of CPU."""
        group = self.root / f"seaboard-bench-{uuid.uuid4().hex[:8]}"
        quota = int(self.cores * PERIOD_US)
        try:
            group.mkdir()
            if self.v2:
                (group / "cpu.max").write_text(f"{quota} {PERIOD_US}")
            else:
                (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
                (group / "cpu.cfs_quota_us").write_text(str(quota))
            (group / "cgroup.procs").write_text(str(pid))
        except OSError as err:
            raise QuotaError(f"cannot set a CPU quota in {group}: {err.strerror}") from None
        self.groups.append(group)

    def close(self) -> None:
        """Remove the groups (their processes must have ended)."""
        for group in self.groups:
            with contextlib.suppress(OSError):
                for pid in (group / "cgroup.procs").read_text().split():
                    (self.root / "cgroup.procs").write_text(pid)
                os.rmdir(group)
        self.groups.clear()

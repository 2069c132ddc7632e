"""Compile the engine, the rules cores and the search loop with mypyc, in place (``make compile``).

The extension modules land beside their sources in src/seaboard/ (so the editable install
imports them) and ``src/seaboard/.compiled`` lists them; ``seaboard.compiled`` decides at
import whether they are used. ``--clean`` removes them; globs as arguments (``engine/*.py``)
compile only those, to try things out. Needs mypy (which holds mypyc), setuptools and a C
compiler.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
sys.path.insert(0, str(SRC))

from seaboard import compiled  # noqa: E402


def clean() -> None:
    """Remove every compiled module, the shared runtime library and the stamp."""
    for built in [*compiled.ROOT.rglob("*.so"), *SRC.glob("*__mypyc*.so")]:
        built.unlink()
    compiled.STAMP.unlink(missing_ok=True)


def main() -> int:
    if "--clean" in sys.argv[1:]:
        clean()
        return 0
    from mypyc.build import mypycify
    from setuptools import setup

    clean()
    only = [a for a in sys.argv[1:] if not a.startswith("-")]  # a subset, to try things out
    files = [
        str(p.relative_to(SRC))
        for p in compiled.sources()
        if not only or any(p.match(f"seaboard/{pattern}") for pattern in only)
    ]
    build_temp = tempfile.mkdtemp(prefix="seaboard-mypyc-")
    os.chdir(SRC)
    try:
        setup(
            name="seaboard-compiled",
            ext_modules=mypycify(
                ["--no-warn-unused-configs", "--config-file", "../pyproject.toml", *files],
                opt_level="3",
                target_dir=os.path.join(build_temp, "c"),
            ),
            script_args=["build_ext", "--inplace", "--build-temp", build_temp, "-j", "2"],
            zip_safe=False,
        )
    finally:
        shutil.rmtree(build_temp, ignore_errors=True)
        shutil.rmtree(SRC / "build", ignore_errors=True)
    compiled.STAMP.write_text("\n".join(compiled.module_name(SRC / f) for f in files) + "\n")
    print(f"compiled {len(files)} modules with mypyc (src/seaboard/.compiled lists them)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
